import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MESSAGES } from './messages.ts';
import { DeliveryAddress, RegisterRequest, wholeNumber } from './schemas.ts';
import { FIELD_PROBLEMS, describeBadText, describeIssue, findBadText } from './validation.ts';

const issueOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  if (result.success) throw new Error('expected a failure');
  return describeIssue(result.error);
};

describe('given a request that breaks its schema', () => {
  it('names the field and the rule in one sentence', () => {
    expect(issueOf(z.object({ quantity: z.int().check(z.gte(1)) }), { quantity: 0 })).toBe(
      `${MESSAGES.server.invalidRequest} quantity: must be at least 1`,
    );
  });

  it("answers a too-short password with the contract's own text", () => {
    expect(
      issueOf(RegisterRequest, { email: 'a@b.test', password: 'short', first_name: 'A', last_name: 'B' }),
    ).toBe(MESSAGES.server.passwordTooShort);
  });

  it('says a required text must not be empty', () => {
    expect(issueOf(z.object({ name: z.string().check(z.minLength(1)) }), { name: '' })).toBe(
      `${MESSAGES.server.invalidRequest} name: must not be empty`,
    );
  });

  it("answers a bad postcode with the contract's own text (decision 020)", () => {
    expect(
      issueOf(DeliveryAddress, { name: 'A', line1: '1 Road', line2: '', city: 'Leeds', postcode: 'NOPE' }),
    ).toBe(MESSAGES.server.postcode);
  });
});

describe('findBadText and describeBadText', () => {
  it('finds a NUL or an unpaired surrogate anywhere, and passes paired surrogates (emoji)', () => {
    expect(findBadText({ q: 'ok', shipping: { name: 'Nia\u0000' } })).toBe('shipping.name');
    expect(findBadText({ items: ['a', 'b\ud800'] })).toBe('items.1');
    expect(findBadText({ text: '\udc00 alone' })).toBe('text');
    expect(findBadText({ text: 'a mug \u{1F375} and tea' })).toBeUndefined();
    expect(findBadText({ ['bad\u0000key']: 'x' })).toBe('(field name)');
    expect(describeBadText({ id: '1' }, { q: 'x\u0000' })).toBe(
      `${MESSAGES.server.invalidRequest} q: ${FIELD_PROBLEMS.badCharacter}`,
    );
    expect(describeBadText({ id: '1' }, undefined, 7)).toBeUndefined();
  });
});

describe('wholeNumber', () => {
  const quantity = z.object({ quantity: wholeNumber(1, 10) });
  it("accepts 2 and '2', refuses '2.5', 'two', '', true and 2.5 with one clear text", () => {
    expect(z.parse(quantity, { quantity: '2' })).toEqual({ quantity: 2 });
    expect(z.parse(quantity, { quantity: 3 })).toEqual({ quantity: 3 });
    for (const bad of ['2.5', 'two', '', true, 2.5, null]) {
      const result = z.safeParse(quantity, { quantity: bad });
      expect(result.success, String(bad)).toBe(false);
      if (!result.success)
        expect(describeIssue(result.error)).toBe(
          `${MESSAGES.server.invalidRequest} quantity: must be a whole number`,
        );
    }
    const big = z.safeParse(quantity, { quantity: '11' });
    expect(big.success).toBe(false);
  });
});
