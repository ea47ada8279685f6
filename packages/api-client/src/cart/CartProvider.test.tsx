import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { STORAGE_KEYS, type User } from '../contract/index.ts';
import { AuthProvider, useAuth } from '../auth/AuthProvider.tsx';
import { createApiClient } from '../client.ts';
import { TestUserBlockedError } from '../errors.ts';
import { ApiProvider } from '../provider.tsx';
import { createMemoryStorage } from '../storage.ts';
import {
  fakeFetch,
  json,
  makeCart,
  makeCartItem,
  makeProduct,
  makeUser,
  type SeenCall,
} from '../test-support.ts';
import { CartProvider, useCart } from './CartProvider.tsx';

const oneLine = makeCart([makeCartItem(1, makeProduct({ id: 1, price: 10 }), 2)]);
const twoLines = makeCart([
  makeCartItem(1, makeProduct({ id: 1, price: 10 }), 2),
  makeCartItem(2, makeProduct({ id: 5, price: 4.5 }), 3),
]);

function setup(user: User | null, respond: (call: SeenCall) => Response | Promise<Response>) {
  const storage = createMemoryStorage(user ? { [STORAGE_KEYS.user]: JSON.stringify(user) } : {});
  const { fetch, calls } = fakeFetch(respond);
  const client = createApiClient({ baseUrl: '/api', fetch, storage, getCookie: () => 'csrftoken=t' });
  const swrConfig = { provider: () => new Map(), dedupingInterval: 0 };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} swrConfig={swrConfig}>
      <AuthProvider>
        <CartProvider>{children}</CartProvider>
      </AuthProvider>
    </ApiProvider>
  );
  return { wrapper, calls, storage };
}

const addCalls = (calls: SeenCall[]) => calls.filter((c) => c.url === '/api/cart/add/');

describe('given a signed-in user', () => {
  it('fetches the cart and shows its count and total', async () => {
    const { wrapper } = setup(makeUser(), () => json({ success: true, cart: oneLine }));
    const { result } = await renderHook(() => useCart(), { wrapper });
    await expect.poll(() => result.current.itemCount).toBe(2);
    expect(result.current.totalPrice).toBe(20);
    expect(result.current.lastUpdated).not.toBeNull();
  });

  it('adds to the cart: the count comes from the server cart and success is set', async () => {
    const { wrapper, calls } = setup(makeUser(), (call) =>
      json({ success: true, cart: call.url === '/api/cart/add/' ? twoLines : oneLine }),
    );
    const { result, act } = await renderHook(() => useCart(), { wrapper });
    await expect.poll(() => result.current.itemCount).toBe(2);
    expect(result.current.success).toBe(false);

    await act(async () => {
      await result.current.addToCart(5, 3);
    });

    expect(result.current.itemCount).toBe(5);
    expect(result.current.totalPrice).toBe(33.5);
    expect(result.current.success).toBe(true);
    expect(addCalls(calls).map((c) => c.body)).toEqual(['{"product_id":5,"quantity":3}']);
  });

  it('adds a quantity of 1 when none is given', async () => {
    const { wrapper, calls } = setup(makeUser(), (call) =>
      json({ success: true, cart: call.url === '/api/cart/add/' ? twoLines : oneLine }),
    );
    const { result, act } = await renderHook(() => useCart(), { wrapper });
    await expect.poll(() => result.current.itemCount).toBe(2);
    await act(async () => {
      await result.current.addToCart(5);
    });
    expect(addCalls(calls).map((c) => c.body)).toEqual(['{"product_id":5,"quantity":1}']);
  });

  it('ignores a second add while the first is still running, sending no request', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { wrapper, calls } = setup(makeUser(), async (call) => {
      if (call.url === '/api/cart/add/') await held;
      return json({ success: true, cart: call.url === '/api/cart/add/' ? twoLines : oneLine });
    });
    const { result } = await renderHook(() => useCart(), { wrapper });
    await expect.poll(() => result.current.itemCount).toBe(2);

    const first = result.current.addToCart(5, 3);
    await expect.poll(() => result.current.loading).toBe(true);
    const second = await result.current.addToCart(6, 1);

    expect(second).toBeUndefined();
    expect(addCalls(calls)).toHaveLength(1);
    release();
    await first;
    await expect.poll(() => result.current.itemCount).toBe(5);
    expect(addCalls(calls)).toHaveLength(1);
  });

  it('ignores an add while the cart is being fetched', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { wrapper, calls } = setup(makeUser(), async (call) => {
      if (call.url === '/api/cart/') await held;
      return json({ success: true, cart: oneLine });
    });
    const { result } = await renderHook(() => useCart(), { wrapper });
    await expect.poll(() => result.current.loading).toBe(true);

    expect(await result.current.addToCart(5)).toBeUndefined();
    expect(addCalls(calls)).toHaveLength(0);
    release();
    await expect.poll(() => result.current.itemCount).toBe(2);
  });

  it("keeps the server's message when an add fails", async () => {
    const { wrapper } = setup(makeUser(), (call) =>
      call.url === '/api/cart/add/'
        ? json({ success: false, error: 'Not enough stock for this product.' }, 409)
        : json({ success: true, cart: oneLine }),
    );
    const { result, act } = await renderHook(() => useCart(), { wrapper });
    await expect.poll(() => result.current.itemCount).toBe(2);
    await act(async () => {
      expect(await result.current.addToCart(5)).toBeUndefined();
    });
    expect(result.current.error).toBe('Not enough stock for this product.');
    expect(result.current.success).toBe(false);
    expect(result.current.itemCount).toBe(2);
  });

  it('resets the count on logout', async () => {
    const { wrapper } = setup(makeUser(), (call) =>
      call.url === '/api/auth/logout/' ? json({ success: true }) : json({ success: true, cart: oneLine }),
    );
    const { result, act } = await renderHook(() => ({ cart: useCart(), auth: useAuth() }), { wrapper });
    await expect.poll(() => result.current.cart.itemCount).toBe(2);
    await act(async () => {
      await result.current.auth.logout();
    });
    expect(result.current.auth.user).toBeNull();
    expect(result.current.cart.itemCount).toBe(0);
  });
});

describe('given the test user', () => {
  it('throws TestUserBlockedError on add and sends no request', async () => {
    const { wrapper, calls } = setup(makeUser({}, true), () => json({ success: true, cart: oneLine }));
    const { result } = await renderHook(() => useCart(), { wrapper });
    await expect.poll(() => result.current.itemCount).toBe(2);

    await expect(result.current.addToCart(5)).rejects.toBeInstanceOf(TestUserBlockedError);
    await expect(result.current.removeItem(1)).rejects.toThrow(
      'You cannot perform this action as you are a test user',
    );
    expect(addCalls(calls)).toHaveLength(0);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(result.current.loading).toBe(false);
  });
});

describe('given no signed-in user', () => {
  it('does not fetch the cart', async () => {
    const { wrapper, calls } = setup(null, () => json({ success: true, cart: oneLine }));
    const { result } = await renderHook(() => useCart(), { wrapper });
    expect(result.current.itemCount).toBe(0);
    expect(calls).toHaveLength(0);
  });
});
