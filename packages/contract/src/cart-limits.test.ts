/** withinCartTotalLimit and paymentImagesOf (decision 046): the cart total limit and payment line images. */
import { describe, expect, it } from 'vitest';
import { MAX_CART_TOTAL_PENCE } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { linesTotalPence, paymentImagesOf, withinCartTotalLimit } from './rules.ts';

describe('given a cart priced in pence (withinCartTotalLimit)', () => {
  it('allows a cart of exactly MAX_CART_TOTAL_PENCE, the most Stripe charges in one payment', () => {
    expect(MAX_CART_TOTAL_PENCE).toBe(99_999_999);
    expect(withinCartTotalLimit([{ unitPricePence: MAX_CART_TOTAL_PENCE, quantity: 1 }])).toBe(true);
  });

  it('refuses a cart one penny beyond it, summed over every line', () => {
    const lines = [
      { unitPricePence: 50_000_000, quantity: 1 },
      { unitPricePence: 49_999_999, quantity: 1 },
      { unitPricePence: 1, quantity: 1 },
    ];
    expect(linesTotalPence(lines)).toBe(MAX_CART_TOTAL_PENCE + 1);
    expect(withinCartTotalLimit(lines)).toBe(false);
  });

  it('refuses 22 x £1,000,000 (beyond 32 bits) without losing a penny in the sum', () => {
    const lines = [{ unitPricePence: 100_000_000, quantity: 22 }];
    expect(linesTotalPence(lines)).toBe(2_200_000_000);
    expect(withinCartTotalLimit(lines)).toBe(false);
  });

  it('names the limit in pounds in its message', () => {
    const pounds = (MAX_CART_TOTAL_PENCE / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 });
    expect(MESSAGES.server.cartTotalTooHigh).toContain(`£${pounds}`);
  });
});

describe('given a product’s images (paymentImagesOf)', () => {
  it('answers { id, url, order } in display order, counting from 0', () => {
    expect(
      paymentImagesOf([
        { id: 71, image_url: '/images/products/p7-1.svg' },
        { id: 72, image_url: '/images/products/p7-2.svg' },
      ]),
    ).toEqual([
      { id: 71, url: '/images/products/p7-1.svg', order: 0 },
      { id: 72, url: '/images/products/p7-2.svg', order: 1 },
    ]);
  });

  it('answers an empty list for a product without images', () => {
    expect(paymentImagesOf([])).toEqual([]);
  });
});
