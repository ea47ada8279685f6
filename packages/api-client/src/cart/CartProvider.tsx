/**
 * CartProvider and useCart: the cart of spec section 4 over the cart endpoints of section 7.
 *
 * The cart lives in the SWR cache like every other read ("one client cache"): under
 * `cartKey` (GET /cart/), and every action writes the server's answer (the whole cart) to that key.
 * No copy of the cart is kept anywhere else. What SWR does not hold is the state of the actions
 * (spec section 4: loading, error, success), which CartProvider shares between every useCart, so
 * that "one cart call at a time" (spec section 5) holds across the page.
 *
 * Visitors have a cart too (guest cart): the server keeps it behind an anonymous guest
 * cookie and merges it into the account at sign-in or sign-up. So the cart is read for everyone,
 * and read again whenever the signed-in user changes.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { DEFAULT_ADD_QUANTITY, routes, type Cart, type CartItem, type RouteName } from '@shop/contract';
import { apiKey } from '../client.ts';
import { ApiError, TestUserBlockedError } from '../errors.ts';
import { useApiClient } from '../provider.tsx';
import { useRevalidateOnUserChange } from '../hooks/personalReads.ts';
import { useApiQuery } from '../hooks/useApiQuery.ts';

/** The SWR key of the cart (GET /cart/): the one place the client keeps the cart. */
export const cartKey = apiKey('getCart');

/** The five cart calls (spec section 4): each sets loading and clears error when it starts. */
export type CartOperation = 'fetch' | 'add' | 'update' | 'remove' | 'clear';

/**
 * What useCart returns: the cart as spec section 3 names it (items, itemCount, totalPrice from the
 * server's cart in the SWR cache; loading, error, lastUpdated, success) and the actions. Every
 * action resolves to the server's cart on success and to undefined on failure (the message is then
 * in `error`) or when it was ignored; only TestUserBlockedError is thrown (the demo user, spec
 * section 6: nothing is sent), so the app can show the banner.
 */
export interface CartValue {
  /** The cart lines, in the server's order (empty until the cart is read). */
  items: CartItem[];
  /** The server's `item_count` (0 until the cart is read). */
  itemCount: number;
  /** The server's `total_price`, in pounds (0 until the cart is read). */
  totalPrice: number;
  /** True while the cart is first read or a cart call runs. */
  loading: boolean;
  /** True while an add to cart runs (the button's 'Adding...', spec section 4). */
  adding: boolean;
  /** The last failure's message (the server's, else the spec section 8 default), or null. */
  error: string | null;
  /** When the cached cart last changed, milliseconds since the epoch; null before it was read. */
  lastUpdated: number | null;
  /** True after a successful add; false after a clear or resetSuccess (spec section 4). */
  success: boolean;
  /** Reads GET /cart/ again. */
  fetchCart(): Promise<Cart | undefined>;
  /**
   * POST /cart/add/ with `quantity` (default 1). Ignored (resolves undefined, no request) while
   * the cart is first read or another cart call runs (spec section 5). Throws TestUserBlockedError
   * for the demo user.
   */
  addToCart(productId: number, quantity?: number): Promise<Cart | undefined>;
  /** PUT /cart/update/{itemId}/ with the new quantity (itemId is the cart line id). */
  updateItem(itemId: number, quantity: number): Promise<Cart | undefined>;
  /** DELETE /cart/remove/{itemId}/ (cart line id). Throws TestUserBlockedError for the demo user. */
  removeItem(itemId: number): Promise<Cart | undefined>;
  /** DELETE /cart/clear/: the cart becomes the server's (empty) cart and success turns false. */
  clearCart(): Promise<Cart | undefined>;
  /** Clears `error`. */
  resetError(): void;
  /** Sets `success` back to false. */
  resetSuccess(): void;
  /**
   * Spec section 4's count reset: drops the cached cart at once (count 0) and reads it again, so
   * the count then is the server's (after a sign-out: the visitor's guest cart).
   */
  resetCount(): void;
}

interface ActionState {
  /** Cart calls running. */
  pending: number;
  /** Adds running. */
  adding: number;
  error: string | null;
  success: boolean;
}

const idle: ActionState = { pending: 0, adding: 0, error: null, success: false };

const CartContext = createContext<CartValue | null>(null);

/**
 * Provides useCart. Must sit inside ApiProvider. The cart is read for visitors and users alike
 * (the guest cart). Inside AuthProvider, the cart is read again whenever the signed-in
 * user changes (useRevalidateOnUserChange): the server has merged the guest cart into the account
 * at sign-in or sign-up, and a sign-out drops the user's cart at once.
 */
export function CartProvider({ children }: { children?: ReactNode }) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const query = useApiQuery(cartKey);
  const [actions, setActions] = useState<ActionState>(idle);
  const running = useRef(0);
  const firstRead = useRef(query.isLoading);
  firstRead.current = query.isLoading;

  const cart = query.data?.cart;
  // Stamped in the render that first sees this cart, not set from an effect: an effect's update
  // would render every cart consumer (the whole product grid) a second time, synchronously,
  // straight after hydrating a server-rendered page (decision 038).
  const lastUpdated = useMemo(() => (cart ? Date.now() : null), [cart]);

  useRevalidateOnUserChange(cartKey);

  const run = useCallback(
    async (operation: CartOperation, endpoint: RouteName, call: () => Promise<{ cart: Cart }>) => {
      client.assertAllowed(endpoint);
      running.current += 1;
      const add = operation === 'add' ? 1 : 0;
      setActions((state) => ({
        ...state,
        pending: state.pending + 1,
        adding: state.adding + add,
        error: null,
      }));
      try {
        const response = await call();
        await mutate(cartKey, { success: true, cart: response.cart }, { revalidate: false });
        setActions((state) => ({
          ...state,
          success: operation === 'add' ? true : operation === 'clear' ? false : state.success,
        }));
        return response.cart;
      } catch (caught) {
        if (caught instanceof TestUserBlockedError) throw caught;
        const message = caught instanceof ApiError ? caught.message : routes[endpoint].defaultError;
        setActions((state) => ({ ...state, error: message }));
        return undefined;
      } finally {
        running.current -= 1;
        setActions((state) => ({ ...state, pending: state.pending - 1, adding: state.adding - add }));
      }
    },
    [client, mutate],
  );

  const fetchCart = useCallback(
    () => run('fetch', 'getCart', () => client.request('getCart')),
    [client, run],
  );

  const addToCart = useCallback(
    async (productId: number, quantity: number = DEFAULT_ADD_QUANTITY) => {
      client.assertAllowed('addToCart');
      if (running.current > 0 || firstRead.current) return undefined;
      return run('add', 'addToCart', () =>
        client.request('addToCart', { body: { product_id: productId, quantity } }),
      );
    },
    [client, run],
  );

  const updateItem = useCallback(
    (itemId: number, quantity: number) =>
      run('update', 'updateCartItem', () =>
        client.request('updateCartItem', { params: { itemId }, body: { quantity } }),
      ),
    [client, run],
  );

  const removeItem = useCallback(
    (itemId: number) =>
      run('remove', 'removeCartItem', () => client.request('removeCartItem', { params: { itemId } })),
    [client, run],
  );

  const clearCart = useCallback(
    () => run('clear', 'clearCart', () => client.request('clearCart')),
    [client, run],
  );

  const resetError = useCallback(() => setActions((state) => ({ ...state, error: null })), []);
  const resetSuccess = useCallback(() => setActions((state) => ({ ...state, success: false })), []);
  const resetCount = useCallback(() => void mutate(cartKey, undefined), [mutate]);

  // The read's own failure shows until the next action starts or resetError is called.
  const [dismissedReadError, setDismissedReadError] = useState<unknown>(null);
  const readError = query.error && query.error !== dismissedReadError ? query.error.message : null;
  const dismissError = useCallback(() => {
    setDismissedReadError(query.error ?? null);
    resetError();
  }, [query.error, resetError]);

  const value = useMemo<CartValue>(
    () => ({
      items: cart?.items ?? [],
      itemCount: cart?.item_count ?? 0,
      totalPrice: cart?.total_price ?? 0,
      loading: actions.pending > 0 || query.isLoading,
      adding: actions.adding > 0,
      error: actions.error ?? (actions.pending > 0 ? null : readError),
      lastUpdated: cart ? lastUpdated : null,
      success: actions.success,
      fetchCart,
      addToCart,
      updateItem,
      removeItem,
      clearCart,
      resetError: dismissError,
      resetSuccess,
      resetCount,
    }),
    [
      cart,
      actions,
      query.isLoading,
      readError,
      lastUpdated,
      fetchCart,
      addToCart,
      updateItem,
      removeItem,
      clearCart,
      dismissError,
      resetSuccess,
      resetCount,
    ],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

/** The cart state and actions (see CartValue). Throws Error outside CartProvider. */
export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside <CartProvider>');
  return value;
}
