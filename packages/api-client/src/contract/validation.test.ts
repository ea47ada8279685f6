import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MESSAGES } from './messages.ts';
import { DeliveryAddress, RegisterRequest } from './schemas.ts';
import { describeIssue } from './validation.ts';

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
