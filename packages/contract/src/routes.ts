/**
 * The calls of spec section 7 as plain data: method, path template (trailing slashes exactly as
 * the spec lists them), who may call it, the section 8 default error and whether the demo user is
 * refused (section 6). Paths are relative to the API base (`/api`).
 *
 * No schemas here, so importing this table pulls no zod: it is what the browser reads (the fetch
 * client, AuthProvider, CartProvider). endpoints.ts builds `endpoints` from it by adding each
 * call's request and response schemas (decision 017: the home route's JavaScript budget).
 *
 * This table holds the calls of every page's first load: the cart, signing in and out, the
 * catalogue's lists, search and product, bookmarks, a product's reviews and the CSRF token. The
 * calls of pages and forms that load later are in more-routes.ts (and account-data-routes.ts,
 * message-routes.ts), which the fetch client learns on their first use (decision 069).
 */
import { MESSAGES } from './messages.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * Who may call an endpoint: anyone, a signed-in user, or staff (a visitor gets 401
 * MESSAGES.server.notSignedIn, a signed-in non-staff user 403 MESSAGES.server.staffOnly).
 */
export type Access = 'public' | 'user' | 'staff';

/** One call of the contract without its schemas (the schema-free part of an Endpoint). */
export interface Route {
  method: Method;
  /** Path template with `{param}` holes, relative to the API base. */
  path: string;
  access: Access;
  /**
   * true: the answer belongs to the caller, a signed-in user's own or, for a visitor, their guest
   * cart or bookmarks (decision 032). Such answers are `private, no-store`, and a client
   * drops them from its cache when the signed-in user changes, as it does for access 'user'.
   */
  personal?: boolean;
  /** Spec section 8 default message when the server gives none. */
  defaultError: string;
  /** Message the demo user gets (status 403) when section 6 blocks this call. */
  testUserBlocked?: string;
  /**
   * `'multipart'` for form uploads (fields checked by ProductFormFields). A JSON body has its
   * schema in endpoints.ts instead.
   */
  body?: 'multipart';
}

const blocked = MESSAGES.testUser.default;

/**
 * The calls of every page's first load (see above), without schemas; endpoints.ts adds them call
 * by call. The others are in `moreRoutes` (more-routes.ts).
 */
export const routes = {
  /**
   * The cart endpoints are public (decision 032): a visitor's calls work on their guest
   * cart, kept on the server under an anonymous guest cookie and merged into the account at sign-in
   * or sign-up (mergeGuestCart); a signed-in user's on their own cart. Paying stays 'user'.
   */
  getCart: {
    method: 'GET',
    path: '/cart/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.cart.fetch,
  },
  addToCart: {
    method: 'POST',
    path: '/cart/add/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.cart.add,
    testUserBlocked: blocked,
  },
  updateCartItem: {
    method: 'PUT',
    path: '/cart/update/{itemId}/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.cart.update,
    testUserBlocked: blocked,
  },
  removeCartItem: {
    method: 'DELETE',
    path: '/cart/remove/{itemId}/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.cart.remove,
    testUserBlocked: blocked,
  },
  clearCart: {
    method: 'DELETE',
    path: '/cart/clear/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.cart.clear,
    testUserBlocked: blocked,
  },
  register: {
    method: 'POST',
    path: '/auth/register/',
    access: 'public',
    defaultError: MESSAGES.user.register,
  },
  login: {
    method: 'POST',
    path: '/auth/login/',
    access: 'public',
    defaultError: MESSAGES.user.login,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout/',
    access: 'public',
    defaultError: MESSAGES.user.logout,
  },
  listProducts: {
    method: 'GET',
    path: '/products/',
    access: 'public',
    defaultError: MESSAGES.products.fetch,
  },
  getProduct: {
    method: 'GET',
    path: '/products/{id}/',
    access: 'public',
    defaultError: MESSAGES.products.fetchOne,
  },
  searchProducts: {
    method: 'GET',
    path: '/products/search/',
    access: 'public',
    defaultError: MESSAGES.products.search,
  },
  filterProducts: {
    method: 'GET',
    path: '/products/filter/',
    access: 'public',
    defaultError: MESSAGES.products.filter,
  },
  /**
   * The filters' counts of a product list (decision 030): over the public products
   * matching `q` (search text; none = all) and `category`, each facet counted with every filter
   * but its own. One SQL statement on the server.
   */
  getProductFacets: {
    method: 'GET',
    path: '/products/facets/',
    access: 'public',
    defaultError: MESSAGES.products.fetchFacets,
  },
  /**
   * Search suggestions as you type: up to SUGGESTIONS_LIMIT public products whose name
   * matches `q` (typo-tolerant, accent-insensitive, prefixes), best first; `q` blank = none.
   */
  suggestProducts: {
    method: 'GET',
    path: '/products/suggest/',
    access: 'public',
    defaultError: MESSAGES.products.suggest,
  },
  /**
   * The bookmark endpoints are public (decision 032): a visitor's calls work on their
   * guest bookmarks (guest cookie), united with the account's at sign-in or sign-up (mergeBookmarks).
   */
  getBookmarks: {
    method: 'GET',
    path: '/bookmarks/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.bookmarks.fetch,
  },
  toggleBookmark: {
    method: 'POST',
    path: '/bookmarks/toggle/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.bookmarks.toggle,
    testUserBlocked: blocked,
  },
  removeBookmark: {
    method: 'DELETE',
    path: '/bookmarks/{id}/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.bookmarks.remove,
    testUserBlocked: blocked,
  },
  getReviews: {
    method: 'GET',
    path: '/products/{id}/comments/',
    access: 'public',
    defaultError: MESSAGES.reviews.fetch,
  },
  /**
   * Beyond section 7: for clients written for Django's CSRF convention. Sets the
   * `csrftoken` cookie when missing and answers the token to send as X-CSRFToken: for a signed-in
   * session the session-bound token, for a visitor a random one (the no-session double submit).
   */
  getCsrfToken: {
    method: 'GET',
    path: '/get-csrf-token/',
    access: 'public',
    defaultError: MESSAGES.server.csrf,
  },
} as const satisfies Record<string, Route>;

/** The name of a call of `routes` (those of every page's first load). */
export type RouteName = keyof typeof routes;

/**
 * Fills a path template: `buildPath('/products/{id}/', { id: 3 })` -> `/products/3/`.
 * Throws Error when a hole has no value.
 */
export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${template}`);
    return encodeURIComponent(String(value));
  });
}
