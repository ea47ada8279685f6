/** CartProvider and useCart: the cart of spec section 4 over the cart endpoints of section 7. */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { DEFAULT_ADD_QUANTITY, type Cart, type EndpointName } from '../contract/index.ts';
import { useOptionalAuth } from '../auth/context.ts';
import { ApiError, TestUserBlockedError } from '../errors.ts';
import { useApiClient } from '../provider.tsx';
import { cartReducer, initialCartState, type CartOperation, type CartState } from './cartReducer.ts';

/**
 * What useCart returns: the CartState fields plus the actions. Every action resolves to the
 * server's cart on success and to undefined on failure (the error is then in `error`) or when it
 * was ignored; only TestUserBlockedError is thrown (blocked for the demo user, spec section 6,
 * nothing sent), so the app can show the banner.
 */
export interface CartValue extends CartState {
  /** GET /cart/. */
  fetchCart(): Promise<Cart | undefined>;
  /**
   * POST /cart/add/ with `quantity` (default 1). Ignored (resolves undefined, no request) while
   * another cart call runs (spec section 5). Throws TestUserBlockedError for the demo user.
   */
  addToCart(productId: number, quantity?: number): Promise<Cart | undefined>;
  /** PUT /cart/update/{itemId}/ with the new quantity (itemId is the cart line id). */
  updateItem(itemId: number, quantity: number): Promise<Cart | undefined>;
  /** DELETE /cart/remove/{itemId}/ (cart line id). Throws TestUserBlockedError for the demo user. */
  removeItem(itemId: number): Promise<Cart | undefined>;
  /** DELETE /cart/clear/. */
  clearCart(): Promise<Cart | undefined>;
  resetError(): void;
  /** Sets the count to 0 (also done on logout). */
  resetCount(): void;
  resetSuccess(): void;
}

const CartContext = createContext<CartValue | null>(null);

/**
 * Provides useCart. Must sit inside ApiProvider; inside AuthProvider the cart is fetched whenever
 * a user is present (and again when the user changes) and its count is reset on logout.
 */
export function CartProvider({ children }: { children?: ReactNode }) {
  const client = useApiClient();
  const auth = useOptionalAuth();
  const [state, dispatch] = useReducer(cartReducer, initialCartState);
  const running = useRef(0);

  const run = useCallback(
    async (operation: CartOperation, endpoint: EndpointName, call: () => Promise<{ cart: Cart }>) => {
      client.assertAllowed(endpoint);
      running.current += 1;
      dispatch({ type: 'started', operation });
      try {
        const { cart } = await call();
        dispatch({ type: 'succeeded', operation, cart, at: Date.now() });
        return cart;
      } catch (caught) {
        dispatch({ type: 'failed', operation, error: caught instanceof ApiError ? caught.message : null });
        if (caught instanceof TestUserBlockedError) throw caught;
        return undefined;
      } finally {
        running.current -= 1;
      }
    },
    [client],
  );

  const fetchCart = useCallback(
    () => run('fetch', 'getCart', () => client.request('getCart')),
    [client, run],
  );

  const addToCart = useCallback(
    async (productId: number, quantity: number = DEFAULT_ADD_QUANTITY) => {
      client.assertAllowed('addToCart');
      if (running.current > 0) return undefined;
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

  const resetError = useCallback(() => dispatch({ type: 'resetError' }), []);
  const resetCount = useCallback(() => dispatch({ type: 'resetCount' }), []);
  const resetSuccess = useCallback(() => dispatch({ type: 'resetSuccess' }), []);

  const userId = auth?.user?.id ?? null;
  const hadUser = useRef(false);
  useEffect(() => {
    if (userId !== null) {
      hadUser.current = true;
      void fetchCart();
    } else if (hadUser.current) {
      hadUser.current = false;
      dispatch({ type: 'resetCount' });
    }
  }, [userId, fetchCart]);

  const value = useMemo<CartValue>(
    () => ({
      ...state,
      fetchCart,
      addToCart,
      updateItem,
      removeItem,
      clearCart,
      resetError,
      resetCount,
      resetSuccess,
    }),
    [state, fetchCart, addToCart, updateItem, removeItem, clearCart, resetError, resetCount, resetSuccess],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

/** The cart state and actions (see CartValue). Throws Error outside CartProvider. */
export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside <CartProvider>');
  return value;
}
