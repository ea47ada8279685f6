import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from './constants.ts';
import {
  addBeyondStockMessage,
  cartLineProblem,
  outOfStockInCartMessage,
  stockLevel,
  stockLevelText,
  unavailableInCartMessage,
  type CartLineListing,
  type Stock,
} from './stock.ts';
import { cartLineProblemText } from './cart-line-text.ts';

const stock = (itemsInStock: number, inStock = true): Stock => ({ itemsInStock, inStock });

describe('what the shop tells a shopper about the stock (decision 047)', () => {
  it("says 'Sold out' with no units or with the seller's switch off, whatever the units", () => {
    expect(stockLevelText(stockLevel(stock(0)))).toBe('Sold out');
    expect(stockLevelText(stockLevel(stock(0, false)))).toBe('Sold out');
    expect(stockLevelText(stockLevel(stock(30, false)))).toBe('Sold out');
  });

  it("says 'Only {n} left' from 1 up to the shared threshold, and nothing above it", () => {
    expect(stockLevelText(stockLevel(stock(1)))).toBe('Only 1 left');
    expect(stockLevelText(stockLevel(stock(3)))).toBe('Only 3 left');
    expect(stockLevelText(stockLevel(stock(LOW_STOCK_THRESHOLD)))).toBe(`Only ${LOW_STOCK_THRESHOLD} left`);
    expect(stockLevel(stock(LOW_STOCK_THRESHOLD + 1))).toEqual({ state: 'inStock' });
    expect(stockLevelText(stockLevel(stock(LOW_STOCK_THRESHOLD + 1)))).toBeNull();
  });

  it('flags a sold-out cart line with "remove it" and a short one with "lower the quantity"', () => {
    expect(cartLineProblem(stock(5), 5)).toBeNull();
    const soldOut = cartLineProblem(stock(0), 2);
    expect(soldOut).toEqual({ kind: 'soldOut' });
    expect(soldOut && cartLineProblemText(soldOut)).toBe(
      'Sold out: remove it from your cart to pay for the rest.',
    );
    expect(cartLineProblem(stock(4, false), 1)).toEqual({ kind: 'soldOut' });
    const short = cartLineProblem(stock(3), 5);
    expect(short).toEqual({ kind: 'short', left: 3 });
    expect(short && cartLineProblemText(short)).toBe('Only 3 left: lower the quantity to 3 or less.');
  });

  it('flags a cart line whose product is no longer on sale as unavailable, not as a stock problem', () => {
    const listing = (facts: Partial<CartLineListing>): CartLineListing => ({
      ...stock(5),
      active: true,
      suspend: false,
      adminApproved: true,
      hold_reason: null,
      seller_active: true,
      ...facts,
    });
    expect(cartLineProblem(listing({}), 2)).toBeNull();
    for (const offSale of [
      { hold_reason: 'Counterfeit branding' },
      { seller_active: false },
      { suspend: true },
      { active: false },
      { adminApproved: false },
    ]) {
      const problem = cartLineProblem(listing(offSale), 2);
      expect(problem, JSON.stringify(offSale)).toEqual({ kind: 'unavailable' });
      expect(problem && cartLineProblemText(problem)).toBe(
        'No longer available: remove it from your cart to pay for the rest.',
      );
    }
    // Off sale and sold out too: what to do is the same, the reason is that it is off sale.
    expect(cartLineProblem(listing({ ...stock(0, false), seller_active: false }), 1)).toEqual({
      kind: 'unavailable',
    });
  });

  it('says why an add would go beyond the stock, counting what the cart already holds', () => {
    expect(addBeyondStockMessage(stock(3), 1, 2)).toBeNull();
    expect(addBeyondStockMessage(stock(3), 2, 2)).toBe(
      'Only 3 left, and your cart already holds 2. Lower the quantity.',
    );
    expect(addBeyondStockMessage(stock(0), 0, 1)).toBe('Sold out');
  });

  it("names the product in the checkout's refusal of a line no longer on sale", () => {
    expect(unavailableInCartMessage('Brass Desk Lamp')).toBe(
      'Brass Desk Lamp is no longer available. Remove it from your cart to continue.',
    );
  });

  it("names the product in the checkout's out-of-stock refusal", () => {
    expect(outOfStockInCartMessage('Brass Desk Lamp')).toBe(
      'Not enough stock for Brass Desk Lamp. Remove it or lower its quantity in your cart, then pay again.',
    );
  });
});
