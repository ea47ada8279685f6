/** cartMatchesCheckout (decision 043): the simulated card form may charge a snapshot only for the same cart. */
import { describe, expect, it } from 'vitest';
import { cartMatchesCheckout, isOnSale, productSeenBy, singleLine } from './rules.ts';

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

describe("who sees a staff hold's reason (decision 045)", () => {
  const held = {
    seller_id: 7,
    hold_reason: 'Counterfeit branding',
    suspend: false,
    active: true,
    adminApproved: true,
    seller_active: true,
  };

  it('shows the reason to the seller and to staff, and to nobody else, who still see it off sale', () => {
    expect(productSeenBy(held, { id: 7, is_staff: false })).toBe(held);
    expect(productSeenBy(held, { id: 1, is_staff: true })).toBe(held);
    for (const viewer of [{ id: 9, is_staff: false }, undefined]) {
      const seen = productSeenBy(held, viewer);
      expect(seen).toMatchObject({ hold_reason: null, suspend: true });
      expect(isOnSale(seen)).toBe(false);
    }
    const free = { ...held, hold_reason: null };
    expect(productSeenBy(free, undefined)).toBe(free);
  });
});

describe('singleLine (decision 045)', () => {
  it('turns control characters, DEL, C1 and line separators into one space', () => {
    expect(singleLine('Royal Mail\nrefund of £500.00')).toBe('Royal Mail refund of £500.00');
    expect(singleLine('a\r\n\t\u0000b\u007fc\u0085d\u2028e\u2029f')).toBe('a b c d e f');
    expect(singleLine('  plain   text  ')).toBe('plain text');
  });
});
