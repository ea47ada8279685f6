/**
 * THE price rule (decision 019): chargedPricePence, integer pence, halves rounded up; and the
 * pounds/pence conversions at the contract's boundary.
 */
import { describe, expect, it } from 'vitest';
import { chargedPricePence, isDiscounted, toPence, toPounds } from './money.ts';

const product = (pricePence: number, percentageOff: number, onSale = true, specialOffer = false) => ({
  pricePence,
  percentageOff,
  onSale,
  specialOffer,
});

describe('given the one price rule (chargedPricePence)', () => {
  it('rounds half up to the penny: £199.99 at 50% off costs £100.00 (9999.5p -> 10000p)', () => {
    expect(chargedPricePence(product(19999, 50))).toBe(10000);
  });

  it('is exact when no rounding is needed: £899.00 at 25% off costs £674.25', () => {
    expect(chargedPricePence(product(89900, 25))).toBe(67425);
  });

  it('rounds below a half down: £89.99 at 20% off costs £71.99 (7199.2p)', () => {
    expect(chargedPricePence(product(8999, 20))).toBe(7199);
  });

  it('discounts a special offer the same as a sale', () => {
    expect(chargedPricePence(product(19999, 50, false, true))).toBe(10000);
    expect(isDiscounted(product(19999, 50, false, true))).toBe(true);
  });

  it('charges the list price when percentageOff is 0', () => {
    expect(chargedPricePence(product(19999, 0))).toBe(19999);
    expect(chargedPricePence(product(19999, 0, true, true))).toBe(19999);
    expect(isDiscounted(product(19999, 0))).toBe(false);
  });

  it('charges the list price when the product is neither on sale nor a special offer', () => {
    expect(chargedPricePence(product(19999, 50, false, false))).toBe(19999);
    expect(isDiscounted(product(19999, 50, false, false))).toBe(false);
  });

  it('always answers whole pence, never above the list price', () => {
    for (const pct of [10, 20, 25, 50, 80, 100]) {
      for (const pence of [1, 99, 333, 19999, 123457]) {
        const charged = chargedPricePence(product(pence, pct));
        expect(Number.isInteger(charged)).toBe(true);
        expect(charged).toBeLessThanOrEqual(pence);
        expect(charged).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('given the pounds/pence boundary', () => {
  it('converts without drift', () => {
    expect(toPence(19.99)).toBe(1999);
    expect(toPence(0.1 + 0.2)).toBe(30);
    expect(toPounds(10000)).toBe(100);
  });
});
