/**
 * THE commission rule (decision 055): platformFeePence = round-half-up(gross * percent / 100) +
 * fixed, never above the gross, integer pence; net = gross - fee; the percentage read from text with
 * up to 2 decimals into basis points.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEE_RULE,
  assertFeeRule,
  feeRuleOf,
  feeTermsOf,
  listingNetPence,
  saleAmounts,
  percentToBasisPoints,
  platformFeePence,
  splitSellerOrder,
  type FeeRule,
} from './fees.ts';

const rule = (percentBasisPoints: number, fixedPence = 0): FeeRule => ({ percentBasisPoints, fixedPence });

describe('given the commission rule (platformFeePence)', () => {
  it('takes 10 % by default: £100.00 gives a £10.00 fee and £90.00 to the seller', () => {
    expect(splitSellerOrder(10000, DEFAULT_FEE_RULE)).toEqual({
      grossPence: 10000,
      feePence: 1000,
      netPence: 9000,
    });
  });

  it('rounds a half penny up: 5p at 10 % is 0.5p -> 1p; 15p at 10 % is 1.5p -> 2p', () => {
    expect(platformFeePence(5, rule(1000))).toBe(1);
    expect(platformFeePence(15, rule(1000))).toBe(2);
  });

  it('rounds below a half down and above a half up: 4p -> 0p, 999p at 10 % (99.9p) -> 100p', () => {
    expect(platformFeePence(4, rule(1000))).toBe(0);
    expect(platformFeePence(999, rule(1000))).toBe(100);
    expect(platformFeePence(994, rule(1000))).toBe(99);
  });

  it('takes a percentage with 2 decimals: 2.75 % of £19.99 is 54.9725p -> 55p', () => {
    expect(platformFeePence(1999, rule(275))).toBe(55);
  });

  it('adds the fixed part after rounding: 10 % + 20p of £10.05 is 100.5p -> 101p + 20p', () => {
    expect(platformFeePence(1005, rule(1000, 20))).toBe(121);
  });

  it('never takes more than the gross: a 30p fixed fee on a 25p order takes 25p and leaves 0p', () => {
    expect(splitSellerOrder(25, rule(1000, 30))).toEqual({ grossPence: 25, feePence: 25, netPence: 0 });
    expect(platformFeePence(9999, rule(10000, 1))).toBe(9999);
  });

  it('takes nothing at 0 % and no fixed part, and nothing from nothing', () => {
    expect(platformFeePence(123456, rule(0))).toBe(0);
    expect(platformFeePence(0, rule(1000, 50))).toBe(0);
  });

  it('takes everything at 100 %', () => {
    expect(splitSellerOrder(4321, rule(10000))).toEqual({ grossPence: 4321, feePence: 4321, netPence: 0 });
  });

  it('stays exact beyond float precision of the product: 10 % of 2^53 - 1 pence', () => {
    const gross = Number.MAX_SAFE_INTEGER; // 9007199254740991
    expect(platformFeePence(gross, rule(1000))).toBe(900719925474099);
    // gross * 3333 is above 2^53: a float product would lose pennies, BigInt does not.
    expect(platformFeePence(gross, rule(3333))).toBe(Number((BigInt(gross) * 3333n + 5000n) / 10000n));
  });

  it('always splits the gross exactly into fee and net, each whole pence and never negative', () => {
    for (const bps of [0, 1, 99, 275, 1000, 1250, 3333, 9999, 10000])
      for (const fixed of [0, 1, 20, 1000])
        for (let gross = 0; gross <= 2000; gross += 7) {
          const { feePence, netPence } = splitSellerOrder(gross, rule(bps, fixed));
          expect(Number.isInteger(feePence) && feePence >= 0 && netPence >= 0).toBe(true);
          expect(feePence + netPence).toBe(gross);
          // Round half up of gross * bps / 10000, checked against the definition with exact integers.
          const exact = (gross * bps) / 10000;
          const rounded = exact - Math.floor(exact) >= 0.5 ? Math.ceil(exact) : Math.floor(exact);
          expect(feePence).toBe(Math.min(gross, rounded + fixed));
        }
  });

  it('refuses a gross that is not whole pence 0 or more, and a bad rule', () => {
    expect(() => platformFeePence(-1, DEFAULT_FEE_RULE)).toThrow(RangeError);
    expect(() => platformFeePence(10.5, DEFAULT_FEE_RULE)).toThrow(RangeError);
    expect(() => platformFeePence(Number.NaN, DEFAULT_FEE_RULE)).toThrow(RangeError);
    expect(() => platformFeePence(100, rule(10001))).toThrow(RangeError);
    expect(() => platformFeePence(100, rule(12.5))).toThrow(RangeError);
    expect(() => platformFeePence(100, rule(1000, -1))).toThrow(RangeError);
    expect(() => assertFeeRule(DEFAULT_FEE_RULE)).not.toThrow();
  });
});

describe('given a fee percentage as text (percentToBasisPoints)', () => {
  it.each([
    ['10', 1000],
    ['0', 0],
    ['100', 10000],
    ['12.5', 1250],
    ['2.75', 275],
    ['0.29', 29],
    ['0.01', 1],
    [' 7 ', 700],
  ])('reads %j as %i basis points', (text, bps) => {
    expect(percentToBasisPoints(text)).toBe(bps);
  });

  it.each(['100.01', '101', '-1', '+5', '1.234', '1e1', '.5', '5.', 'ten', '', '1,5'])(
    'refuses %j',
    (text) => {
      expect(percentToBasisPoints(text)).toBeNull();
    },
  );
});

describe("given what a listing's seller receives (listingNetPence, decision 056)", () => {
  const listing = { pricePence: 2000, onSale: false, specialOffer: false, percentageOff: 25 };

  it('splits the price charged: the list price, or the discounted price when on sale or an offer', () => {
    // £20.00 at 10 %: £18.00; 25 % off on sale: £15.00 charged, £13.50 to the seller.
    expect(listingNetPence(listing, DEFAULT_FEE_RULE)).toBe(1800);
    expect(listingNetPence({ ...listing, onSale: true }, DEFAULT_FEE_RULE)).toBe(1350);
    expect(listingNetPence({ ...listing, specialOffer: true }, rule(1250, 30))).toBe(1500 - 188 - 30);
  });

  it('reads the API terms as the rule and back, and gives the split in pounds', () => {
    const terms = { percent_basis_points: 1250, fixed_pence: 30 };
    expect(feeRuleOf(terms)).toEqual(rule(1250, 30));
    expect(feeTermsOf(feeRuleOf(terms))).toEqual(terms);
    expect(saleAmounts(splitSellerOrder(10900, DEFAULT_FEE_RULE))).toEqual({
      fee_amount: 10.9,
      net_amount: 98.1,
    });
  });
});
