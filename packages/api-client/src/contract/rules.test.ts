/** cartMatchesCheckout (decision 043): the simulated card form may charge a snapshot only for the same cart. */
import { describe, expect, it } from 'vitest';
import { cartMatchesCheckout } from './rules.ts';

const line = (productId: number, quantity: number) => ({ productId, quantity });

describe('given a checkout snapshot and the cart at payment (cartMatchesCheckout)', () => {
  it('matches the same products and quantities, in any order', () => {
    expect(cartMatchesCheckout([line(2, 1), line(1, 3)], [line(1, 3), line(2, 1)])).toBe(true);
  });

  it('does not match when a line left the cart', () => {
    expect(cartMatchesCheckout([line(1, 1)], [line(1, 1), line(2, 1)])).toBe(false);
  });

  it('does not match when a line was added to the cart', () => {
    expect(cartMatchesCheckout([line(1, 1), line(2, 1)], [line(1, 1)])).toBe(false);
  });

  it('does not match when a quantity changed either way', () => {
    expect(cartMatchesCheckout([line(1, 2)], [line(1, 1)])).toBe(false);
    expect(cartMatchesCheckout([line(1, 1)], [line(1, 2)])).toBe(false);
  });

  it('sums the quantities of one product over several lines', () => {
    expect(cartMatchesCheckout([line(1, 1), line(1, 2)], [line(1, 3)])).toBe(true);
  });

  it('does not match an empty cart with a snapshot', () => {
    expect(cartMatchesCheckout([], [line(1, 1)])).toBe(false);
  });
});
