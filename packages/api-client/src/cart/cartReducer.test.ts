import { describe, expect, it } from 'vitest';
import { makeCart, makeCartItem, makeProduct } from '../test-support.ts';
import { cartReducer, initialCartState, type CartOperation, type CartState } from './cartReducer.ts';

const serverCart = makeCart([
  makeCartItem(11, makeProduct({ id: 1, price: 10 }), 2),
  makeCartItem(12, makeProduct({ id: 2, price: 5.5 }), 1),
]);

const filled: CartState = {
  items: [makeCartItem(10, makeProduct({ id: 3, price: 99 }), 1)],
  itemCount: 1,
  totalPrice: 99,
  loading: false,
  error: null,
  lastUpdated: 1000,
  success: false,
};

const operations: CartOperation[] = ['fetch', 'add', 'update', 'remove', 'clear'];

describe('given the initial cart', () => {
  it('is empty, idle, without error, never updated and not successful', () => {
    expect(initialCartState).toEqual({
      items: [],
      itemCount: 0,
      totalPrice: 0,
      loading: false,
      error: null,
      lastUpdated: null,
      success: false,
    });
  });
});

describe.each(operations)('given %s starts', (operation) => {
  it('sets loading and clears the error, keeping the items', () => {
    const state = cartReducer({ ...filled, error: 'Failed to fetch cart' }, { type: 'started', operation });
    expect(state.loading).toBe(true);
    expect(state.error).toBeNull();
    expect(state.items).toBe(filled.items);
  });
});

describe.each(['fetch', 'update', 'remove'] as const)('given %s succeeds', (operation) => {
  it('replaces items, count and total from the server cart and stamps lastUpdated', () => {
    const state = cartReducer(
      { ...filled, loading: true },
      { type: 'succeeded', operation, cart: serverCart, at: 5000 },
    );
    expect(state.items).toEqual(serverCart.items);
    expect(state.itemCount).toBe(3);
    expect(state.totalPrice).toBe(25.5);
    expect(state.loading).toBe(false);
    expect(state.lastUpdated).toBe(5000);
  });

  it('leaves success as it was', () => {
    const before = cartReducer(
      { ...filled, success: false },
      { type: 'succeeded', operation, cart: serverCart, at: 1 },
    );
    const after = cartReducer(
      { ...filled, success: true },
      { type: 'succeeded', operation, cart: serverCart, at: 1 },
    );
    expect(before.success).toBe(false);
    expect(after.success).toBe(true);
  });
});

describe('given add succeeds', () => {
  it('replaces the cart from the server, stamps lastUpdated and sets success', () => {
    const state = cartReducer(
      { ...filled, loading: true },
      { type: 'succeeded', operation: 'add', cart: serverCart, at: 7000 },
    );
    expect(state.items).toEqual(serverCart.items);
    expect(state.itemCount).toBe(3);
    expect(state.totalPrice).toBe(25.5);
    expect(state.lastUpdated).toBe(7000);
    expect(state.loading).toBe(false);
    expect(state.success).toBe(true);
  });
});

describe('given clear succeeds', () => {
  it('empties items, count and total and sets success false', () => {
    const state = cartReducer(
      { ...filled, loading: true, success: true },
      { type: 'succeeded', operation: 'clear', cart: serverCart, at: 9000 },
    );
    expect(state.items).toEqual([]);
    expect(state.itemCount).toBe(0);
    expect(state.totalPrice).toBe(0);
    expect(state.success).toBe(false);
    expect(state.loading).toBe(false);
    expect(state.lastUpdated).toBe(9000);
  });
});

describe.each([
  ['fetch', 'Failed to fetch cart'],
  ['add', 'Failed to add item to cart'],
  ['update', 'Failed to update item'],
  ['remove', 'Failed to remove item'],
  ['clear', 'Failed to clear cart'],
] as const)('given %s fails', (operation, defaultMessage) => {
  it('sets the server message as the error and stops loading, keeping the items', () => {
    const state = cartReducer(
      { ...filled, loading: true },
      { type: 'failed', operation, error: 'Not enough stock for this product.' },
    );
    expect(state.error).toBe('Not enough stock for this product.');
    expect(state.loading).toBe(false);
    expect(state.items).toBe(filled.items);
  });

  it(`sets '${defaultMessage}' when the server gives no message`, () => {
    const state = cartReducer({ ...filled, loading: true }, { type: 'failed', operation });
    expect(state.error).toBe(defaultMessage);
  });
});

describe('given the resets', () => {
  it('resetError clears the error only', () => {
    const state = cartReducer({ ...filled, error: 'Failed to clear cart' }, { type: 'resetError' });
    expect(state).toEqual({ ...filled, error: null });
  });

  it('resetCount sets the count to 0 only', () => {
    const state = cartReducer(filled, { type: 'resetCount' });
    expect(state).toEqual({ ...filled, itemCount: 0 });
  });

  it('resetSuccess sets success false only', () => {
    const state = cartReducer({ ...filled, success: true }, { type: 'resetSuccess' });
    expect(state).toEqual({ ...filled, success: false });
  });
});

describe('given any action', () => {
  it('never changes the state it was given', () => {
    const before = structuredClone(filled);
    for (const operation of operations) {
      cartReducer(filled, { type: 'started', operation });
      cartReducer(filled, { type: 'succeeded', operation, cart: serverCart, at: 1 });
      cartReducer(filled, { type: 'failed', operation });
    }
    expect(filled).toEqual(before);
  });
});
