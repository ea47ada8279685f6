/**
 * The answers to a party's step on a return request and the pence of a refund's amount
 * (decision 067): a caller outside the order is refused as such, the other side's step is 403,
 * a step that does not follow (or is the shop's or staff's) is 409.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETURN_STATUSES, RETURN_TRANSITIONS, canMoveReturn, refundRefusal } from './returns.ts';
import { RETURN_MESSAGES } from './returns-messages.ts';
import { RETURN_STEP_TARGETS, refundPenceOf, returnStepRefusal } from './returns-steps.ts';

describe('returnStepRefusal', () => {
  it('lets a party take its own step', () => {
    expect(returnStepRefusal('requested', 'accepted', 'seller')).toBeNull();
    expect(returnStepRefusal('accepted', 'in_transit', 'buyer')).toBeNull();
    expect(returnStepRefusal('declined', 'escalated', 'buyer')).toBeNull();
  });

  it('refuses someone outside the order with 403 notYours, whatever the step', () => {
    expect(returnStepRefusal('requested', 'accepted', null)).toEqual({
      status: 403,
      error: RETURN_MESSAGES.errors.notYours,
    });
  });

  it("refuses the other side's step with 403 notYourStep, staff included", () => {
    const notYourStep = { status: 403, error: RETURN_MESSAGES.errors.notYourStep };
    expect(returnStepRefusal('requested', 'accepted', 'buyer')).toEqual(notYourStep);
    expect(returnStepRefusal('accepted', 'in_transit', 'seller')).toEqual(notYourStep);
    expect(returnStepRefusal('in_transit', 'received', 'staff')).toEqual(notYourStep);
  });

  it("refuses a step that does not follow, or that is the shop's, with 409 moveRefused", () => {
    expect(returnStepRefusal('refunded', 'accepted', 'seller')).toEqual({
      status: 409,
      error: RETURN_MESSAGES.errors.moveRefused('refunded', 'accepted'),
    });
    // Before the answer deadline the buyer cannot send a request to staff themselves.
    expect(returnStepRefusal('requested', 'escalated', 'buyer')).toEqual({
      status: 409,
      error: RETURN_MESSAGES.errors.moveRefused('requested', 'escalated'),
    });
    expect(returnStepRefusal('accepted', 'accepted', 'seller')?.status).toBe(409);
  });

  it('answers null exactly where canMoveReturn allows, for every state, target and party', () => {
    for (const from of RETURN_STATUSES)
      for (const to of RETURN_STATUSES)
        for (const party of ['buyer', 'seller', 'staff', 'system'] as const) {
          const refusal = returnStepRefusal(from, to, party);
          expect(refusal === null, `${from} ${to} ${party}`).toBe(canMoveReturn(from, to, party));
          const owner = (RETURN_TRANSITIONS[from] as Record<string, string | undefined>)[to];
          if (refusal !== null && owner !== 'buyer' && owner !== 'seller') expect(refusal.status).toBe(409);
        }
  });

  it('maps every step of ReturnStepRequest to a state a party moves to', () => {
    for (const to of Object.values(RETURN_STEP_TARGETS)) {
      const movable = RETURN_STATUSES.some(
        (from) => canMoveReturn(from, to, 'buyer') || canMoveReturn(from, to, 'seller'),
      );
      expect(movable, to).toBe(true);
    }
  });
});

describe('refundPenceOf', () => {
  it('turns pounds with up to 2 decimals into whole pence', () => {
    expect(refundPenceOf(12.5)).toBe(1250);
    expect(refundPenceOf(0.1 + 0.2)).toBe(30);
    expect(refundPenceOf(7)).toBe(700);
    expect(refundPenceOf(0.01)).toBe(1);
  });

  it('gives NaN for more decimals, which refundRefusal refuses', () => {
    expect(refundPenceOf(1.005)).toBeNaN();
    expect(refundPenceOf(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(refundRefusal(refundPenceOf(1.005), 10_000)).toBe(RETURN_MESSAGES.errors.refundAmount);
  });

  it('round-trips every whole number of pence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (pence) => refundPenceOf(pence / 100) === pence),
    );
  });
});
