import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { STORAGE_KEYS, type User } from '@shop/contract';
import { AuthProvider, useAuth } from '../auth/AuthProvider.tsx';
import { createApiClient } from '../client.ts';
import { TestUserBlockedError } from '../errors.ts';
import { useApiQuery } from '../hooks/useApiQuery.ts';
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
import { CartProvider, cartKey, useCart } from './CartProvider.tsx';

const oneLine = makeCart([makeCartItem(1, makeProduct({ id: 1, price: 10 }), 2)]);
const twoLines = makeCart([
  makeCartItem(1, makeProduct({ id: 1, price: 10 }), 2),
  makeCartItem(2, makeProduct({ id: 5, price: 4.5 }), 3),
]);
const empty = makeCart([]);

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
const cartReads = (calls: SeenCall[]) => calls.filter((c) => c.url === '/api/cart/' && c.method === 'GET');

describe('given a signed-in user', () => {
  it('fetches the cart and shows its count and total', async () => {
    const { wrapper } = setup(makeUser(), () => json({ success: true, cart: oneLine }));
    const { result } = await renderHook(() => useCart(), { wrapper });
    await expect.poll(() => result.current.itemCount).toBe(2);
    expect(result.current.totalPrice).toBe(20);
    await expect.poll(() => result.current.lastUpdated).not.toBeNull();
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

  it('keeps the cart in the one SWR cache: a read of the cart key sees what an action wrote', async () => {
    const { wrapper, calls } = setup(makeUser(), (call) =>
      json({ success: true, cart: call.url === '/api/cart/add/' ? twoLines : oneLine }),
    );
    const { result, act } = await renderHook(() => ({ cart: useCart(), read: useApiQuery(cartKey) }), {
      wrapper,
    });
    await expect.poll(() => result.current.read.data?.cart.item_count).toBe(2);
    const readsBefore = cartReads(calls).length;

    await act(async () => {
      await result.current.cart.addToCart(5, 3);
    });

    expect(result.current.read.data?.cart).toEqual(twoLines);
    expect(cartReads(calls)).toHaveLength(readsBefore);
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
    expect(result.current.adding).toBe(true);
    const second = await result.current.addToCart(6, 1);

    expect(second).toBeUndefined();
    expect(addCalls(calls)).toHaveLength(1);
    release();
    await first;
    await expect.poll(() => result.current.itemCount).toBe(5);
    await expect.poll(() => result.current.loading).toBe(false);
    expect(result.current.adding).toBe(false);
    expect(addCalls(calls)).toHaveLength(1);
  });

  it('ignores an add while the cart is first being fetched', async () => {
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
    expect(result.current.adding).toBe(false);

    expect(await result.current.addToCart(5)).toBeUndefined();
    expect(addCalls(calls)).toHaveLength(0);
    release();
    await expect.poll(() => result.current.itemCount).toBe(2);
  });

  it("keeps the server's message when an add fails, and the cart as it was", async () => {
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

    await act(async () => result.current.resetError());
    expect(result.current.error).toBeNull();
  });

  it("uses the spec's default message when the server gives none", async () => {
    const { wrapper } = setup(makeUser(), (call) =>
      call.method === 'DELETE' ? json({ success: false }, 500) : json({ success: true, cart: oneLine }),
    );
    const { result, act } = await renderHook(() => useCart(), { wrapper });
    await expect.poll(() => result.current.itemCount).toBe(2);
    await act(async () => {
      await result.current.removeItem(1);
    });
    expect(result.current.error).toBe('Failed to remove item');
  });

  it("shows the read's failure as the error, with the spec's default", async () => {
    const { wrapper } = setup(makeUser(), () => json({ success: false }, 500));
    const { result } = await renderHook(() => useCart(), { wrapper });
    await expect.poll(() => result.current.error).toBe('Failed to fetch cart');
    expect(result.current.loading).toBe(false);
  });

  it("removes a line and updates a quantity by cart line id, taking the server's cart", async () => {
    const { wrapper, calls } = setup(makeUser(), (call) => {
      if (call.url === '/api/cart/remove/2/') return json({ success: true, cart: oneLine });
      if (call.url === '/api/cart/update/1/')
        return json({
          success: true,
          cart: makeCart([makeCartItem(1, makeProduct({ id: 1, price: 10 }), 4)]),
        });
      return json({ success: true, cart: twoLines });
    });
    const { result, act } = await renderHook(() => useCart(), { wrapper });
    await expect.poll(() => result.current.itemCount).toBe(5);
    await act(async () => {
      await result.current.removeItem(2);
    });
    expect(result.current.items.map((item) => item.id)).toEqual([1]);
    await act(async () => {
      await result.current.updateItem(1, 4);
    });
    expect(result.current.itemCount).toBe(4);
    expect(calls.find((c) => c.url === '/api/cart/update/1/')?.body).toBe('{"quantity":4}');
  });

  it("clears the cart: the server's empty cart, and success turns false", async () => {
    const { wrapper } = setup(makeUser(), (call) =>
      json({
        success: true,
        cart: call.url === '/api/cart/clear/' ? empty : call.url === '/api/cart/add/' ? twoLines : oneLine,
      }),
    );
    const { result, act } = await renderHook(() => useCart(), { wrapper });
    await expect.poll(() => result.current.itemCount).toBe(2);
    await act(async () => {
      await result.current.addToCart(5);
    });
    expect(result.current.success).toBe(true);
    await act(async () => {
      await result.current.clearCart();
    });
    expect(result.current.items).toEqual([]);
    expect(result.current.itemCount).toBe(0);
    expect(result.current.success).toBe(false);
  });

  it("drops the user's cart at logout at once and then shows the visitor's (guest) cart", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { wrapper, calls } = setup(makeUser(), async (call) => {
      if (call.url === '/api/auth/logout/') return json({ success: true });
      const signedOut = calls.some((c) => c.url === '/api/auth/logout/');
      if (signedOut) await held;
      return json({ success: true, cart: signedOut ? empty : oneLine });
    });
    const { result, act } = await renderHook(() => ({ cart: useCart(), auth: useAuth() }), { wrapper });
    await expect.poll(() => result.current.cart.itemCount).toBe(2);
    await act(async () => {
      await result.current.auth.logout();
    });
    expect(result.current.auth.user).toBeNull();
    await expect.poll(() => result.current.cart.items).toEqual([]);
    expect(result.current.cart.itemCount).toBe(0);
    release();
    await expect.poll(() => cartReads(calls)).toHaveLength(2);
  });
});

describe('given a visitor (guest cart)', () => {
  it('reads the guest cart without signing in', async () => {
    const { wrapper, calls } = setup(null, () => json({ success: true, cart: oneLine }));
    const { result } = await renderHook(() => useCart(), { wrapper });
    await expect.poll(() => result.current.itemCount).toBe(2);
    expect(cartReads(calls)).toHaveLength(1);
  });

  it('adds to the guest cart', async () => {
    const { wrapper, calls } = setup(null, (call) =>
      json({ success: true, cart: call.url === '/api/cart/add/' ? twoLines : oneLine }),
    );
    const { result, act } = await renderHook(() => useCart(), { wrapper });
    await expect.poll(() => result.current.itemCount).toBe(2);
    await act(async () => {
      expect(await result.current.addToCart(5, 3)).toEqual(twoLines);
    });
    expect(result.current.itemCount).toBe(5);
    expect(addCalls(calls)).toHaveLength(1);
  });

  it('reads the cart again after signing in, showing the merged cart', async () => {
    const user = makeUser();
    const { wrapper, calls } = setup(null, (call) => {
      if (call.url === '/api/auth/login/') return json({ success: true, user });
      const merged = calls.some((c) => c.url === '/api/auth/login/');
      return json({ success: true, cart: merged ? twoLines : oneLine });
    });
    const { result, act } = await renderHook(() => ({ cart: useCart(), auth: useAuth() }), { wrapper });
    await expect.poll(() => result.current.cart.itemCount).toBe(2);

    await act(async () => {
      await result.current.auth.login({ email: 'ada@example.com', password: 'secret123' });
    });

    await expect.poll(() => result.current.cart.itemCount).toBe(5);
    expect(cartReads(calls)).toHaveLength(2);
  });
});

describe('given the test user', () => {
  it('throws TestUserBlockedError on add and remove, and sends no request', async () => {
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

describe('given no CartProvider', () => {
  it('useCart throws', async () => {
    await expect(renderHook(() => useCart())).rejects.toThrow('useCart must be used inside <CartProvider>');
  });
});
