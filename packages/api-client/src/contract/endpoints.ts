/**
 * Every call of spec section 7 as data: method, path template (trailing slashes exactly as the
 * spec lists them), request and response schemas, the section 8 default error, who may call it
 * and whether the demo user is refused (section 6). Paths are relative to the API base (`/api`).
 */
import * as z from 'zod/mini';
import { MAX_PAGE_SIZE, PRODUCT_SORTS, RATING_MAX, RATING_MIN } from './constants.ts';
import { MESSAGES } from './messages.ts';
import {
  AdminUser,
  Bookmark,
  DeliveryAddress,
  ModerateListingRequest,
  OrderEvent,
  OrderStatus,
  OrderStatusRequest,
  Sale,
  SavedAddress,
  SetUserActiveRequest,
  Cart,
  ChangePasswordRequest,
  Comment,
  CommentRequest,
  LoginRequest,
  Order,
  Pagination,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  PaymentDetails,
  Product,
  ProductFacets,
  SearchSuggestion,
  decimalNumber,
  RegisterRequest,
  ReviewSummary,
  UpdateUserRequest,
  User,
  wholeNumber,
} from './schemas.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * Who may call an endpoint: anyone, a signed-in user, or staff (issue 8: a visitor gets 401
 * MESSAGES.server.notSignedIn, a signed-in non-staff user 403 MESSAGES.server.staffOnly).
 */
export type Access = 'public' | 'user' | 'staff';

export interface Endpoint {
  method: Method;
  /** Path template with `{param}` holes, relative to the API base. */
  path: string;
  access: Access;
  /**
   * true: the answer belongs to the caller, a signed-in user's own or, for a visitor, their guest
   * cart or bookmarks (issue 11, decision 032). Such answers are `private, no-store`, and a client
   * drops them from its cache when the signed-in user changes, as it does for access 'user'.
   */
  personal?: boolean;
  /** Spec section 8 default message when the server gives none. */
  defaultError: string;
  /** Message the demo user gets (status 403) when section 6 blocks this call. */
  testUserBlocked?: string;
  query?: z.ZodMiniType;
  /** JSON body schema; `'multipart'` for form uploads (fields checked by ProductFormFields). */
  body?: z.ZodMiniType | 'multipart';
  response: z.ZodMiniType;
}

const ok = <T extends z.core.$ZodLooseShape>(shape: T) => z.object({ success: z.literal(true), ...shape });

/** An id: a positive whole number, as a number or its text (wholeNumber). */
const intParam = wholeNumber(1, 1_000_000_000);
export const PageQuery = z.object({
  page: z.optional(wholeNumber(1, 1_000_000)),
  pageSize: z.optional(wholeNumber(1, MAX_PAGE_SIZE)),
});
/** A yes/no query flag as links and forms send it: 'true', 'on' or '1'; 'false' or '0'. */
const queryFlag = z.stringbool({ truthy: ['true', 'on', '1'], falsy: ['false', '0'] });
/**
 * The filters and sort of a product list (issue 11, decision 030), in the URL so a choice is
 * shareable: prices in pounds against the charged price (`salePrice ?? price`, min inclusive, max
 * exclusive), `min_rating` against the average rating, `in_stock` (inStock and itemsInStock > 0),
 * `sort` one of PRODUCT_SORTS (default 'relevance'). Anything else is refused with 400.
 */
export const CatalogueFilters = z.object({
  min_price: z.optional(decimalNumber(0, 1_000_000)),
  max_price: z.optional(decimalNumber(0, 1_000_000)),
  min_rating: z.optional(wholeNumber(RATING_MIN, RATING_MAX)),
  in_stock: z.optional(queryFlag),
  sort: z.optional(z.enum(PRODUCT_SORTS)),
});
const categoryParam = z.optional(z.string().check(z.maxLength(100)));
const searchText = z.optional(z.string().check(z.maxLength(200)));
export const ProductsQuery = z.extend(z.extend(PageQuery, CatalogueFilters.shape), {
  category: categoryParam,
});
export type ProductsQuery = z.input<typeof ProductsQuery>;
/** /products/search/: `q` the search text, `category` a category filter, and the CatalogueFilters. */
export const SearchQuery = z.extend(z.extend(PageQuery, CatalogueFilters.shape), {
  q: searchText,
  category: categoryParam,
});
export type SearchQuery = z.input<typeof SearchQuery>;
/** /products/filter/ (spec: search-category): `q` is the category, with the CatalogueFilters. */
export const FilterQuery = z.extend(z.extend(PageQuery, CatalogueFilters.shape), { q: categoryParam });
export type FilterQuery = z.input<typeof FilterQuery>;
/** /products/facets/: the list's search text and filters (its sort and page do not change counts). */
export const FacetsQuery = z.extend(z.omit(CatalogueFilters, { sort: true }), {
  q: searchText,
  category: categoryParam,
});
export type FacetsQuery = z.input<typeof FacetsQuery>;
/** /products/suggest/: the text typed so far. */
export const SuggestQuery = z.object({ q: z.string().check(z.maxLength(200)) });
export const SessionStatusQuery = z.object({
  session_id: z.string().check(z.minLength(1), z.maxLength(300)),
});
export const IdParam = intParam;

export const CartResponse = ok({ cart: Cart });
export const ProductListResponse = ok({ products: z.array(Product), pagination: Pagination });
export const ProductResponse = ok({ product: Product });
/**
 * GET /products/{id}/ (issue 11): the product and its reviews in figures, the histogram the
 * product page shows (decision 028).
 */
export const ProductPageResponse = ok({ product: Product, review_summary: ReviewSummary });
/** GET /products/{id}/related/ (issue 11): up to RELATED_COUNT public products, same category first. */
export const RelatedProductsResponse = ok({ products: z.array(Product) });
export const ProductsResponse = ok({ products: z.array(Product), pagination: z.optional(Pagination) });
/** GET /products/facets/ (issue 11): the filters' counts for a list (decision 030). */
export const FacetsResponse = ok({ facets: ProductFacets });
/** GET /products/suggest/ (issue 11): up to SUGGESTIONS_LIMIT suggestions, best first. */
export const SuggestionsResponse = ok({ suggestions: z.array(SearchSuggestion) });
export const UserResponse = ok({ user: User });
export const BookmarksResponse = ok({ bookmarks: z.array(Bookmark) });
export const CommentsResponse = ok({ comments: z.array(Comment) });
export const CommentResponse = ok({ comment: Comment });
export const SuccessResponse = ok({});
export const OrdersResponse = ok({ orders: z.array(Order) });
export const OrderResponse = ok({ order: Order });
export const PaymentResponse = ok({ payment: PaymentDetails });
export const CheckoutSessionResponse = ok({ clientSecret: z.string(), sessionId: z.string() });
export const SessionStatusResponse = ok({ status: z.string(), customer_email: z.nullable(z.string()) });
/** The simulated card form: the card, and the UK delivery address (issue 8; Stripe collects its own). */
export const SimulatedConfirmRequest = z.object({
  clientSecret: z.string().check(z.minLength(1), z.maxLength(300)),
  cardNumber: z.string().check(z.maxLength(40)),
  expiry: z.string().check(z.maxLength(10)),
  cvc: z.string().check(z.maxLength(4)),
  name: z.string().check(z.maxLength(200)),
  shipping: DeliveryAddress,
});
export const SimulatedConfirmResponse = ok({ sessionId: z.string() });
/** The CSRF token for the X-CSRFToken header (Django's convention, issue 9). */
export const CsrfTokenResponse = ok({ csrfToken: z.string() });

export const SalesResponse = ok({ sales: z.array(Sale) });
export const SaleResponse = ok({ order: Sale });
export const AddressesResponse = ok({ addresses: z.array(SavedAddress) });
export const AdminOrdersQuery = z.extend(PageQuery, {
  status: z.optional(OrderStatus),
  seller_id: z.optional(intParam),
});
export const AdminOrdersResponse = ok({ orders: z.array(Sale), pagination: Pagination });
export const AdminListingsQuery = z.extend(PageQuery, {
  /** 'hidden': suspended or not approved only. */
  filter: z.optional(z.enum(['all', 'hidden'])),
});
export const AdminUsersResponse = ok({ users: z.array(AdminUser), pagination: Pagination });
export const AdminUserResponse = ok({ user: AdminUser });
export const AuditLogQuery = z.extend(PageQuery, { order_id: z.optional(intParam) });
export const AuditLogResponse = ok({ events: z.array(OrderEvent), pagination: Pagination });

const blocked = MESSAGES.testUser.default;

/** The 32 calls of spec section 7, plus the two the simulated provider and Stripe need. */
export const endpoints = {
  /**
   * The cart endpoints are public (issue 11, decision 032): a visitor's calls work on their guest
   * cart, kept on the server under an anonymous guest cookie and merged into the account at sign-in
   * or sign-up (mergeGuestCart); a signed-in user's on their own cart. Paying stays 'user'.
   */
  getCart: {
    method: 'GET',
    path: '/cart/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.cart.fetch,
    response: CartResponse,
  },
  addToCart: {
    method: 'POST',
    path: '/cart/add/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.cart.add,
    testUserBlocked: blocked,
    body: z.object({ product_id: intParam, quantity: z.optional(wholeNumber(1, 1000)) }),
    response: CartResponse,
  },
  updateCartItem: {
    method: 'PUT',
    path: '/cart/update/{itemId}/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.cart.update,
    testUserBlocked: blocked,
    body: z.object({ quantity: wholeNumber(1, 1000) }),
    response: CartResponse,
  },
  removeCartItem: {
    method: 'DELETE',
    path: '/cart/remove/{itemId}/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.cart.remove,
    testUserBlocked: blocked,
    response: CartResponse,
  },
  clearCart: {
    method: 'DELETE',
    path: '/cart/clear/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.cart.clear,
    testUserBlocked: blocked,
    response: CartResponse,
  },
  register: {
    method: 'POST',
    path: '/auth/register/',
    access: 'public',
    defaultError: MESSAGES.user.register,
    body: RegisterRequest,
    response: UserResponse,
  },
  login: {
    method: 'POST',
    path: '/auth/login/',
    access: 'public',
    defaultError: MESSAGES.user.login,
    body: LoginRequest,
    response: UserResponse,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout/',
    access: 'public',
    defaultError: MESSAGES.user.logout,
    response: SuccessResponse,
  },
  /**
   * 'Forgot password?' (issue 13): always 200 MESSAGES-free success, whether or not the address
   * has an account (no enumeration); rate-limited per address and per account; the demo account
   * gets no link.
   */
  requestPasswordReset: {
    method: 'POST',
    path: '/auth/password-reset/',
    access: 'public',
    defaultError: MESSAGES.account.resetRequestFailed,
    body: PasswordResetRequest,
    response: SuccessResponse,
  },
  /**
   * Sets a new password from a reset link's token: 400 MESSAGES.account.resetInvalid for an
   * unknown, used or expired token; ends every session of the user and reactivates a
   * deactivated account (issue 13). Does not sign in.
   */
  confirmPasswordReset: {
    method: 'POST',
    path: '/auth/password-reset/confirm/',
    access: 'public',
    defaultError: MESSAGES.account.resetFailed,
    body: PasswordResetConfirmRequest,
    response: SuccessResponse,
  },
  /**
   * Changes the signed-in user's password: 400 MESSAGES.account.currentPasswordWrong when the
   * current one is wrong; ends every other session of the user (this one stays signed in).
   */
  changePassword: {
    method: 'POST',
    path: '/auth/change-password/',
    access: 'user',
    defaultError: MESSAGES.account.changePasswordFailed,
    testUserBlocked: blocked,
    body: ChangePasswordRequest,
    response: SuccessResponse,
  },
  listProducts: {
    method: 'GET',
    path: '/products/',
    access: 'public',
    defaultError: MESSAGES.products.fetch,
    query: ProductsQuery,
    response: ProductListResponse,
  },
  getProduct: {
    method: 'GET',
    path: '/products/{id}/',
    access: 'public',
    defaultError: MESSAGES.products.fetchOne,
    response: ProductPageResponse,
  },
  /**
   * 'Related Products' of product {id} (issue 11, decision 028): up to RELATED_COUNT public
   * products, never the product itself: those of its category first, then the others, each
   * group newest first. 404 'Product not found' as getProduct (a product that is not public is
   * answered to its owner only).
   */
  getRelatedProducts: {
    method: 'GET',
    path: '/products/{id}/related/',
    access: 'public',
    defaultError: MESSAGES.products.fetchRelated,
    response: RelatedProductsResponse,
  },
  searchProducts: {
    method: 'GET',
    path: '/products/search/',
    access: 'public',
    defaultError: MESSAGES.products.search,
    query: SearchQuery,
    response: ProductsResponse,
  },
  filterProducts: {
    method: 'GET',
    path: '/products/filter/',
    access: 'public',
    defaultError: MESSAGES.products.filter,
    query: FilterQuery,
    response: ProductsResponse,
  },
  /**
   * The filters' counts of a product list (issue 11, decision 030): over the public products
   * matching `q` (search text; none = all) and `category`, each facet counted with every filter
   * but its own. One SQL statement on the server.
   */
  getProductFacets: {
    method: 'GET',
    path: '/products/facets/',
    access: 'public',
    defaultError: MESSAGES.products.fetchFacets,
    query: FacetsQuery,
    response: FacetsResponse,
  },
  /**
   * Search suggestions as you type (issue 11): up to SUGGESTIONS_LIMIT public products whose name
   * matches `q` (typo-tolerant, accent-insensitive, prefixes), best first; `q` blank = none.
   */
  suggestProducts: {
    method: 'GET',
    path: '/products/suggest/',
    access: 'public',
    defaultError: MESSAGES.products.suggest,
    query: SuggestQuery,
    response: SuggestionsResponse,
  },
  addProduct: {
    method: 'POST',
    path: '/add-product/',
    access: 'user',
    defaultError: MESSAGES.products.add,
    testUserBlocked: blocked,
    body: 'multipart',
    response: ProductResponse,
  },
  listMyProducts: {
    method: 'GET',
    path: '/customer-products/',
    access: 'user',
    defaultError: MESSAGES.products.fetchMine,
    response: ok({ products: z.array(Product) }),
  },
  getMyProduct: {
    method: 'GET',
    path: '/customer-products/{id}/',
    access: 'user',
    defaultError: MESSAGES.products.fetchOne,
    response: ProductResponse,
  },
  updateMyProduct: {
    method: 'POST',
    path: '/customer-products/{id}/update/',
    access: 'user',
    defaultError: MESSAGES.products.update,
    testUserBlocked: blocked,
    body: 'multipart',
    response: ProductResponse,
  },
  deleteMyProduct: {
    method: 'DELETE',
    path: '/customer-products/{id}/delete/',
    access: 'user',
    defaultError: MESSAGES.products.delete,
    testUserBlocked: MESSAGES.testUser.deleteProduct,
    response: SuccessResponse,
  },
  /**
   * The bookmark endpoints are public (issue 11, decision 032): a visitor's calls work on their
   * guest bookmarks (guest cookie), united with the account's at sign-in or sign-up (mergeBookmarks).
   */
  getBookmarks: {
    method: 'GET',
    path: '/bookmarks/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.bookmarks.fetch,
    response: BookmarksResponse,
  },
  toggleBookmark: {
    method: 'POST',
    path: '/bookmarks/toggle/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.bookmarks.toggle,
    testUserBlocked: blocked,
    body: z.object({ product_id: intParam }),
    response: BookmarksResponse,
  },
  removeBookmark: {
    method: 'DELETE',
    path: '/bookmarks/{id}/',
    access: 'public',
    personal: true,
    defaultError: MESSAGES.bookmarks.remove,
    testUserBlocked: blocked,
    response: BookmarksResponse,
  },
  getComments: {
    method: 'GET',
    path: '/products/{id}/comments/',
    access: 'public',
    defaultError: MESSAGES.comments.fetch,
    response: CommentsResponse,
  },
  addComment: {
    method: 'POST',
    path: '/products/{id}/comments/add/',
    access: 'user',
    defaultError: MESSAGES.comments.add,
    testUserBlocked: blocked,
    body: CommentRequest,
    response: CommentResponse,
  },
  updateComment: {
    method: 'PUT',
    path: '/comments/{id}/update/',
    access: 'user',
    defaultError: MESSAGES.comments.update,
    testUserBlocked: blocked,
    body: CommentRequest,
    response: CommentResponse,
  },
  deleteComment: {
    method: 'DELETE',
    path: '/comments/{id}/delete/',
    access: 'user',
    defaultError: MESSAGES.comments.delete,
    testUserBlocked: blocked,
    response: SuccessResponse,
  },
  getMyComments: {
    method: 'GET',
    path: '/user/comments/',
    access: 'user',
    defaultError: MESSAGES.comments.fetchMine,
    response: CommentsResponse,
  },
  getUser: {
    method: 'GET',
    path: '/get-user/{id}/',
    access: 'user',
    defaultError: MESSAGES.user.fetch,
    response: UserResponse,
  },
  updateUser: {
    method: 'POST',
    path: '/update-user/{id}/',
    access: 'user',
    defaultError: MESSAGES.user.update,
    testUserBlocked: blocked,
    body: UpdateUserRequest,
    response: UserResponse,
  },
  getOrders: {
    method: 'GET',
    path: '/orders',
    access: 'user',
    defaultError: MESSAGES.orders.fetch,
    response: OrdersResponse,
  },
  getOrder: {
    method: 'GET',
    path: '/orders/{id}',
    access: 'user',
    defaultError: MESSAGES.orders.fetchOne,
    response: OrderResponse,
  },
  calculatePayment: {
    method: 'GET',
    path: '/payment/calculate/',
    access: 'user',
    defaultError: MESSAGES.payment.calculate,
    response: PaymentResponse,
  },
  createCheckoutSession: {
    method: 'POST',
    path: '/payment/create-checkout-session/',
    access: 'user',
    defaultError: MESSAGES.payment.createSession,
    testUserBlocked: blocked,
    response: CheckoutSessionResponse,
  },
  getSessionStatus: {
    method: 'GET',
    path: '/payment/session-status/',
    access: 'user',
    defaultError: MESSAGES.payment.sessionStatus,
    query: SessionStatusQuery,
    response: SessionStatusResponse,
  },
  /**
   * Beyond section 7 (issue 9): for clients written for Django's CSRF convention. Sets the
   * `csrftoken` cookie when missing and answers the token to send as X-CSRFToken: for a signed-in
   * session the session-bound token, for a visitor a random one (the no-session double submit).
   */
  getCsrfToken: {
    method: 'GET',
    path: '/get-csrf-token/',
    access: 'public',
    defaultError: MESSAGES.server.csrf,
    response: CsrfTokenResponse,
  },
  // Beyond section 7: the simulated provider's card form confirms here (Stripe does this on its
  // own servers), and Stripe posts its signed events to the webhook (server only).
  confirmSimulatedPayment: {
    method: 'POST',
    path: '/payment/simulated/confirm/',
    access: 'user',
    defaultError: MESSAGES.payment.processing,
    testUserBlocked: blocked,
    body: SimulatedConfirmRequest,
    response: SimulatedConfirmResponse,
  },
  stripeWebhook: {
    method: 'POST',
    path: '/payment/webhook/',
    access: 'public',
    defaultError: MESSAGES.payment.unexpected,
    response: ok({ received: z.boolean() }),
  },
  // Beyond section 7 (issue 8): delivery addresses, the seller's sales, fulfilment moves and the
  // back office. Every state change refuses the demo user (spec section 1).
  getAddresses: {
    method: 'GET',
    path: '/addresses/',
    access: 'user',
    defaultError: MESSAGES.addresses.fetch,
    response: AddressesResponse,
  },
  addAddress: {
    method: 'POST',
    path: '/addresses/',
    access: 'user',
    defaultError: MESSAGES.addresses.save,
    testUserBlocked: blocked,
    body: DeliveryAddress,
    response: AddressesResponse,
  },
  removeAddress: {
    method: 'DELETE',
    path: '/addresses/{id}/',
    access: 'user',
    defaultError: MESSAGES.addresses.remove,
    testUserBlocked: blocked,
    response: AddressesResponse,
  },
  /** The orders of the caller's products (one order per seller per checkout), newest first. */
  getMySales: {
    method: 'GET',
    path: '/my-sales/',
    access: 'user',
    defaultError: MESSAGES.orders.fetchSales,
    response: SalesResponse,
  },
  /** Moves an order along FULFILMENT_TRANSITIONS: its seller or staff only (else 403). */
  updateOrderStatus: {
    method: 'POST',
    path: '/orders/{id}/status/',
    access: 'user',
    defaultError: MESSAGES.orders.updateStatus,
    testUserBlocked: blocked,
    body: OrderStatusRequest,
    response: SaleResponse,
  },
  adminOrders: {
    method: 'GET',
    path: '/admin/orders/',
    access: 'staff',
    defaultError: MESSAGES.admin.fetch,
    query: AdminOrdersQuery,
    response: AdminOrdersResponse,
  },
  adminListings: {
    method: 'GET',
    path: '/admin/products/',
    access: 'staff',
    defaultError: MESSAGES.admin.fetch,
    query: AdminListingsQuery,
    response: ProductListResponse,
  },
  adminModerateListing: {
    method: 'POST',
    path: '/admin/products/{id}/moderate/',
    access: 'staff',
    defaultError: MESSAGES.admin.update,
    body: ModerateListingRequest,
    response: ProductResponse,
  },
  adminUsers: {
    method: 'GET',
    path: '/admin/users/',
    access: 'staff',
    defaultError: MESSAGES.admin.fetch,
    query: PageQuery,
    response: AdminUsersResponse,
  },
  adminSetUserActive: {
    method: 'POST',
    path: '/admin/users/{id}/active/',
    access: 'staff',
    defaultError: MESSAGES.admin.update,
    body: SetUserActiveRequest,
    response: AdminUserResponse,
  },
  adminAuditLog: {
    method: 'GET',
    path: '/admin/audit-log/',
    access: 'staff',
    defaultError: MESSAGES.admin.fetch,
    query: AuditLogQuery,
    response: AuditLogResponse,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
/** The parsed response type of an endpoint. */
export type ResponseOf<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;

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
