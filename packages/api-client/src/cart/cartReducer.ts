/** The cart state machine of spec section 4, as a pure reducer. */
import { MESSAGES, type Cart, type CartItem } from '../contract/index.ts';

/** The five cart calls (spec section 4): each sets loading and clears error when it starts. */
export type CartOperation = 'fetch' | 'add' | 'update' | 'remove' | 'clear';

/** The cart the client keeps (spec section 3). */
export interface CartState {
  items: CartItem[];
  itemCount: number;
  /** Pounds. */
  totalPrice: number;
  loading: boolean;
  error: string | null;
  /** When the cart last came from the server, milliseconds since the epoch; null before that. */
  lastUpdated: number | null;
  /** True after a successful add; false after a clear or resetSuccess. */
  success: boolean;
}

/** Cart actions. `at` is the time of the server answer in milliseconds since the epoch. */
export type CartAction =
  | { type: 'started'; operation: CartOperation }
  | { type: 'succeeded'; operation: CartOperation; cart: Cart; at: number }
  | { type: 'failed'; operation: CartOperation; error?: string | null }
  | { type: 'resetError' }
  | { type: 'resetCount' }
  | { type: 'resetSuccess' };

/** The empty cart before anything is fetched. */
export const initialCartState: CartState = {
  items: [],
  itemCount: 0,
  totalPrice: 0,
  loading: false,
  error: null,
  lastUpdated: null,
  success: false,
};

/** Default error of each cart call when the server gives none (spec section 8). */
export const CART_DEFAULT_ERRORS: Record<CartOperation, string> = {
  fetch: MESSAGES.cart.fetch,
  add: MESSAGES.cart.add,
  update: MESSAGES.cart.update,
  remove: MESSAGES.cart.remove,
  clear: MESSAGES.cart.clear,
};

/**
 * Spec section 4, cart: `started` sets loading and clears error; `succeeded` replaces items,
 * count and total from the server cart and stamps lastUpdated (add also sets success true;
 * clear empties items, count and total and sets success false); `failed` sets error to the
 * server message or the operation's default; resetError, resetCount (count 0) and resetSuccess
 * reset one field. Returns a new state; never mutates `state`.
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'started':
      return { ...state, loading: true, error: null };
    case 'succeeded': {
      if (action.operation === 'clear') {
        return {
          ...state,
          items: [],
          itemCount: 0,
          totalPrice: 0,
          loading: false,
          lastUpdated: action.at,
          success: false,
        };
      }
      const next: CartState = {
        ...state,
        items: action.cart.items,
        itemCount: action.cart.item_count,
        totalPrice: action.cart.total_price,
        loading: false,
        lastUpdated: action.at,
      };
      return action.operation === 'add' ? { ...next, success: true } : next;
    }
    case 'failed':
      return { ...state, loading: false, error: action.error || CART_DEFAULT_ERRORS[action.operation] };
    case 'resetError':
      return { ...state, error: null };
    case 'resetCount':
      return { ...state, itemCount: 0 };
    case 'resetSuccess':
      return { ...state, success: false };
    default:
      return action satisfies never;
  }
}
