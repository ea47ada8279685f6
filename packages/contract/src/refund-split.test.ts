/**
 * THE refund rule (decision 062): a refund gives back the shop's fee in proportion to what is
 * refunded, counted on the running total, so partial refunds in any number give back the whole fee
 * exactly when the whole gross is refunded, and the seller never gives back more than they earned.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundSplit, splitSellerOrder, type FeeSplit } from './fees.ts';

const paid: FeeSplit = splitSellerOrder(1000, { percentBasisPoints: 1000, fixedPence: 0 }); // fee 100p

describe('refundSplit', () => {
  it('gives back the fee in proportion: half the order refunded gives back half the fee', () => {
    expect(refundSplit(paid, 0, 500)).toEqual({ feePence: 50, sellerPence: 450 });
    expect(refundSplit(paid, 500, 500)).toEqual({ feePence: 50, sellerPence: 450 });
  });

  it('rounds half up on the running total, so three thirds give back the whole fee', () => {
    const odd: FeeSplit = { grossPence: 999, feePence: 100, netPence: 899 };
    const parts = [refundSplit(odd, 0, 333), refundSplit(odd, 333, 333), refundSplit(odd, 666, 333)];
    // 33.33 -> 33, 66.67 -> 67 (34 more), 100 -> 100 (33 more)
    expect(parts.map((p) => p.feePence)).toEqual([33, 34, 33]);
    expect(parts.reduce((sum, p) => sum + p.feePence, 0)).toBe(100);
    expect(parts.reduce((sum, p) => sum + p.sellerPence, 0)).toBe(899);
  });

  it('refuses a refund above what is left, of 0p, or of part pence', () => {
    expect(() => refundSplit(paid, 600, 401)).toThrow(RangeError);
    expect(() => refundSplit(paid, 0, 0)).toThrow(RangeError);
    expect(() => refundSplit(paid, 0, 1.5)).toThrow(RangeError);
    expect(() => refundSplit(paid, -1, 10)).toThrow(RangeError);
  });

  it('for any order and any partial refunds: parts are whole and 0 or more, the seller never gives back more than the net, and refunding everything gives back the whole fee', () => {
    const order = fc
      .tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }))
      .map(([gross, share]): FeeSplit => {
        const feePence = Math.floor((gross * share) / 10_000);
        return { grossPence: gross, feePence, netPence: gross - feePence };
      });
    fc.assert(
      fc.property(order, fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 12 }), (split, weights) => {
        // Cut the gross into refunds in proportion to the weights, the last taking what is left.
        const total = weights.reduce((a, b) => a + b, 0);
        const amounts = weights.map((w) => Math.floor((split.grossPence * w) / Math.max(total, 1)));
        amounts.push(split.grossPence - amounts.reduce((a, b) => a + b, 0));
        let before = 0;
        let fee = 0;
        let seller = 0;
        for (const amount of amounts.filter((a) => a > 0)) {
          const part = refundSplit(split, before, amount);
          expect(Number.isInteger(part.feePence) && part.feePence >= 0).toBe(true);
          expect(part.sellerPence).toBeGreaterThanOrEqual(0);
          expect(part.feePence + part.sellerPence).toBe(amount);
          before += amount;
          fee += part.feePence;
          seller += part.sellerPence;
          expect(seller).toBeLessThanOrEqual(split.netPence);
        }
        expect(fee).toBe(split.feePence);
        expect(seller).toBe(split.netPence);
      }),
    );
  });
});
