/**
 * Every call of spec section 7 with its schemas: the schema-free table of routes.ts (method, path
 * template, access, the section 8 default error, the demo user's refusal) plus each call's query,
 * body and response schemas. The server validates requests with it, the mocks type their handlers
 * with it, and the fetch client checks responses against it in development and tests only (it
 * reads `routes` otherwise, so the production bundle carries no zod: decision 017).
 * Paths are relative to the API base (`/api`).
 */
import * as z from 'zod/mini';
import { SEARCH_TEXT_MAX_LENGTH } from './constants.ts';
import { moreRoutes, type MoreRouteName } from './more-routes.ts';
import { routes as firstLoadRoutes, type Route, type RouteName } from './routes.ts';
import { accountDataRoutes, type AccountDataRouteName } from './account-data-routes.ts';
import { messageRoutes, type MessageRouteName } from './message-routes.ts';
import {
  FacetsQuery,
  FilterQuery,
  MyReviewsQuery,
  PageQuery,
  ProductsQuery,
  SearchQuery,
} from './queries.ts';
import {
  AdminUser,
  Bookmark,
  DeliveryAddress,
  ModerateListingRequest,
  OrderEvent,
  StaffAction,
  OrderStatus,
  OrderStatusRequest,
  SellerOrder,
  FeeTerms,
  PayoutAccount,
  SimulatedPayoutAccountRequest,
  Statement,
  StatementCsvQuery,
  StatementQuery,
  WeeklyEarning,
  SavedAddress,
  SetUserActiveRequest,
  Cart,
  ChangePasswordRequest,
  Review,
  ContactRequest,
  ReviewRequest,
  LoginRequest,
  Order,
  Pagination,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  PaymentDetails,
  Product,
  ProductFacets,
  SearchSuggestion,
  RegisterRequest,
  ReviewSummary,
  UpdateUserRequest,
  EmailChangeConfirmRequest,
  User,
  wholeNumber,
  Payout,
  PayoutHold,
  PayoutHoldRequest,
  SellerMoneySummary,
  SellerPayoutSummary,
  OrderLedger,
  DisputeDecisionRequest,
  CreateReportRequest,
  Report,
  ReportGroup,
  ReportDecisionRequest,
  DisputesQuery,
  RefundRequest,
  ReturnRequest,
  ReturnsPolicy,
  ReturnsQuery,
  ReturnStepRequest,
  AddPasskeyRequest,
  Passkey,
  PasskeyLoginRequest,
  PasskeyOptions,
  PasskeyRegistrationOptionsRequest,
  RenamePasskeyRequest,
  AccountDataFile,
  AccountDeletionCheck,
  AccountDeletionConfirmRequest,
  AccountDeletionRequest,
  AccountDeletionRequested,
  OrderRatings,
  PartyRating,
  RatingReplyRequest,
  RatingRequest,
  RatingsQuery,
  SellerProfile,
  SellerSummary,
  Conversation,
  ConversationSummary,
  SendMessageRequest,
} from './schemas.ts';

export { buildPath, type Access, type Method } from './routes.ts';
export {
  CatalogueFilters,
  FacetsQuery,
  FilterQuery,
  PageQuery,
  ProductsQuery,
  SearchQuery,
} from './queries.ts';

/** One call of the contract: its Route (routes.ts) plus the schemas of its query, body and response. */
export interface Endpoint extends Omit<Route, 'body'> {
  query?: z.ZodMiniType;
  /** JSON body schema; `'multipart'` for form uploads (fields checked by ProductFormFields). */
  body?: z.ZodMiniType | 'multipart';
  response: z.ZodMiniType;
}

const ok = <T extends z.core.$ZodLooseShape>(shape: T) => z.object({ success: z.literal(true), ...shape });

/** An id: a positive whole number, as a number or its text (wholeNumber). */
const intParam = wholeNumber(1, 1_000_000_000);
/** /products/suggest/: the text typed so far. */
export const SuggestQuery = z.object({ q: z.string().check(z.maxLength(SEARCH_TEXT_MAX_LENGTH)) });
export const SessionStatusQuery = z.object({
  session_id: z.string().check(z.minLength(1), z.maxLength(300)),
});
export const IdParam = intParam;

export const CartResponse = ok({ cart: Cart });
export const ProductListResponse = ok({ products: z.array(Product), pagination: Pagination });
export const ProductResponse = ok({ product: Product });
/**
 * GET /products/{id}/: the product and its reviews in figures, the histogram the
 * product page shows (decision 028), and its seller's card (decision 075: null when the seller's
 * account is closed, which only the owner could see).
 */
export const ProductPageResponse = ok({
  product: Product,
  review_summary: ReviewSummary,
  seller: z.nullable(SellerSummary),
});
/** GET /products/{id}/related/: up to RELATED_COUNT public products, same category first. */
export const RelatedProductsResponse = ok({ products: z.array(Product) });
export const ProductsResponse = ok({ products: z.array(Product), pagination: z.optional(Pagination) });
/** GET /products/facets/: the filters' counts for a list (decision 030). */
export const FacetsResponse = ok({ facets: ProductFacets });
/** GET /products/suggest/: up to SUGGESTIONS_LIMIT suggestions, best first. */
export const SuggestionsResponse = ok({ suggestions: z.array(SearchSuggestion) });
export const UserResponse = ok({ user: User });
/**
 * PUT /users/{id}/ (decision 044): the user as saved; `pending_email` when the update asked for a
 * new e-mail address, which is not in force until the link sent to it is used (the user keeps
 * the current address meanwhile; PROFILE_MESSAGES.emailChangePending).
 */
export const UpdateUserResponse = ok({ user: User, pending_email: z.optional(z.string()) });
export const BookmarksResponse = ok({ bookmarks: z.array(Bookmark) });
export const ReviewsResponse = ok({ comments: z.array(Review) });
export const ReviewResponse = ok({ comment: Review });
export const SuccessResponse = ok({});
/** A conversation as its caller sees it (decision 074): GET /conversations/{id}/ and every message sent. */
export const ConversationResponse = ok({ conversation: Conversation });
/** GET /conversations/unread/: the messages to the caller they have not read, all conversations. */
export const UnreadMessagesResponse = ok({ unread_total: z.int().check(z.gte(0)) });
export const OrdersResponse = ok({ orders: z.array(Order) });
export const OrderResponse = ok({ order: Order });
export const PaymentResponse = ok({ payment: PaymentDetails });
export const CheckoutSessionResponse = ok({ clientSecret: z.string(), sessionId: z.string() });
export const SessionStatusResponse = ok({ status: z.string(), customer_email: z.nullable(z.string()) });
/** The simulated card form: the card, and the UK delivery address (Stripe collects its own). */
export const SimulatedConfirmRequest = z.object({
  clientSecret: z.string().check(z.minLength(1), z.maxLength(300)),
  cardNumber: z.string().check(z.maxLength(40)),
  expiry: z.string().check(z.maxLength(10)),
  cvc: z.string().check(z.maxLength(4)),
  name: z.string().check(z.maxLength(200)),
  shipping: DeliveryAddress,
});
export const SimulatedConfirmResponse = ok({ sessionId: z.string() });
/** GET /auth/passkeys/ and DELETE /auth/passkeys/{id}/: the caller's passkeys, oldest first (decision 070). */
export const PasskeysResponse = ok({ passkeys: z.array(Passkey) });
/** POST /auth/passkeys/register/ and PUT /auth/passkeys/{id}/: the passkey as saved. */
export const PasskeyResponse = ok({ passkey: Passkey });
/** The passkey options endpoints: WebAuthn options for the browser, as JSON. */
export const PasskeyOptionsResponse = ok({ options: PasskeyOptions });
/** The CSRF token for the X-CSRFToken header (Django's convention). */
export const CsrfTokenResponse = ok({ csrfToken: z.string() });

export const SellerOrdersResponse = ok({ sales: z.array(SellerOrder) });
export const SellerOrderResponse = ok({ order: SellerOrder });
/** GET /payouts/account/ and POST /payouts/account/simulated/: the caller's payout account (decision 059). */
export const PayoutAccountResponse = ok({ account: PayoutAccount });
/** POST /payouts/account/onboarding/: where to send the seller (an absolute or site-relative URL). */
export const PayoutOnboardingResponse = ok({ url: z.string() });
/** GET /marketplace/fees/: the shop's fee terms (decision 056). */
export const FeeTermsResponse = ok({ fees: FeeTerms });
/** GET /payouts/statement/ (decision 063): one page of the caller's statement. */
export const SellerStatementResponse = ok({ statement: Statement, pagination: Pagination });
/**
 * GET /payouts/statement.csv (decision 063) answers CSV text, not JSON (statement-csv.ts): its
 * handlers send their own reply and the client only links to it, so no body is checked. An empty
 * object stands in: a string schema here would join every response type as a non-object and stop
 * TypeScript inferring the literal `success: true` of every other handler.
 */
export const SellerStatementCsvResponse = z.object({});
/** GET /payouts/earnings/weekly/ (decision 063): EARNINGS_WEEKS weeks, oldest first. */
export const WeeklyEarningsResponse = ok({ weeks: z.array(WeeklyEarning) });
export const AddressesResponse = ok({ addresses: z.array(SavedAddress) });
export const AdminOrdersQuery = z.extend(PageQuery, {
  status: z.optional(OrderStatus),
  seller_id: z.optional(intParam),
});
export const AdminOrdersResponse = ok({ orders: z.array(SellerOrder), pagination: Pagination });
export const AdminListingsQuery = z.extend(PageQuery, {
  /** 'hidden': suspended or not approved only. */
  filter: z.optional(z.enum(['all', 'hidden'])),
});
export const AdminUsersResponse = ok({ users: z.array(AdminUser), pagination: Pagination });
export const AdminUserResponse = ok({ user: AdminUser });
export const AuditLogQuery = z.extend(PageQuery, { order_id: z.optional(intParam) });
export const AuditLogResponse = ok({ events: z.array(OrderEvent), pagination: Pagination });
export const StaffActionsResponse = ok({ actions: z.array(StaffAction), pagination: Pagination });
/** GET /admin/payouts/balances/ (decision 064): one page of sellers' money, newest sellers first. */
export const AdminSellerPayoutsResponse = ok({
  sellers: z.array(SellerPayoutSummary),
  pagination: Pagination,
});
/** GET /admin/orders/{id}/ledger/ (decision 064): the order's journals, oldest first. */
export const AdminOrderLedgerResponse = ok({ ledger: OrderLedger });

/**
 * GET /sellers/{id}/ (decision 071): the seller's profile and up to SELLER_PAGE_RATINGS of the
 * visible ratings of them, newest first.
 */
export const SellerResponse = ok({ seller: SellerProfile, ratings: z.array(PartyRating) });

/** Both schema-free tables of calls: every page's first load and the pages that load later. */
const routes = { ...firstLoadRoutes, ...moreRoutes };

/**
 * The calls of routes.ts and more-routes.ts, each with its schemas. Every route has its endpoint and no other (the
 * mapped type below); `routes.test.ts` checks that no entry overrides what its route says.
 */
export const endpoints = {
  getCart: {
    ...routes.getCart,
    response: CartResponse,
  },
  addToCart: {
    ...routes.addToCart,
    body: z.object({ product_id: intParam, quantity: z.optional(wholeNumber(1, 1000)) }),
    response: CartResponse,
  },
  updateCartItem: {
    ...routes.updateCartItem,
    body: z.object({ quantity: wholeNumber(1, 1000) }),
    response: CartResponse,
  },
  removeCartItem: {
    ...routes.removeCartItem,
    response: CartResponse,
  },
  clearCart: {
    ...routes.clearCart,
    response: CartResponse,
  },
  register: {
    ...routes.register,
    body: RegisterRequest,
    response: UserResponse,
  },
  login: {
    ...routes.login,
    body: LoginRequest,
    response: UserResponse,
  },
  logout: {
    ...routes.logout,
    response: SuccessResponse,
  },
  requestPasswordReset: {
    ...routes.requestPasswordReset,
    body: PasswordResetRequest,
    response: SuccessResponse,
  },
  sendContactMessage: {
    ...routes.sendContactMessage,
    body: ContactRequest,
    response: SuccessResponse,
  },
  confirmPasswordReset: {
    ...routes.confirmPasswordReset,
    body: PasswordResetConfirmRequest,
    response: SuccessResponse,
  },
  confirmEmailChange: {
    ...routes.confirmEmailChange,
    body: EmailChangeConfirmRequest,
    response: SuccessResponse,
  },
  changePassword: {
    ...routes.changePassword,
    body: ChangePasswordRequest,
    response: SuccessResponse,
  },
  getPasskeys: {
    ...routes.getPasskeys,
    response: PasskeysResponse,
  },
  passkeyRegistrationOptions: {
    ...routes.passkeyRegistrationOptions,
    body: PasskeyRegistrationOptionsRequest,
    response: PasskeyOptionsResponse,
  },
  addPasskey: {
    ...routes.addPasskey,
    body: AddPasskeyRequest,
    response: PasskeyResponse,
  },
  renamePasskey: {
    ...routes.renamePasskey,
    body: RenamePasskeyRequest,
    response: PasskeyResponse,
  },
  deletePasskey: {
    ...routes.deletePasskey,
    response: PasskeysResponse,
  },
  passkeyLoginOptions: {
    ...routes.passkeyLoginOptions,
    response: PasskeyOptionsResponse,
  },
  passkeyLogin: {
    ...routes.passkeyLogin,
    body: PasskeyLoginRequest,
    response: UserResponse,
  },
  listProducts: {
    ...routes.listProducts,
    query: ProductsQuery,
    response: ProductListResponse,
  },
  getProduct: {
    ...routes.getProduct,
    response: ProductPageResponse,
  },
  getRelatedProducts: {
    ...routes.getRelatedProducts,
    response: RelatedProductsResponse,
  },
  searchProducts: {
    ...routes.searchProducts,
    query: SearchQuery,
    response: ProductsResponse,
  },
  filterProducts: {
    ...routes.filterProducts,
    query: FilterQuery,
    response: ProductsResponse,
  },
  getProductFacets: {
    ...routes.getProductFacets,
    query: FacetsQuery,
    response: FacetsResponse,
  },
  suggestProducts: {
    ...routes.suggestProducts,
    query: SuggestQuery,
    response: SuggestionsResponse,
  },
  addProduct: {
    ...routes.addProduct,
    response: ProductResponse,
  },
  listMyProducts: {
    ...routes.listMyProducts,
    response: ok({ products: z.array(Product) }),
  },
  getMyProduct: {
    ...routes.getMyProduct,
    response: ProductResponse,
  },
  updateMyProduct: {
    ...routes.updateMyProduct,
    response: ProductResponse,
  },
  deleteMyProduct: {
    ...routes.deleteMyProduct,
    response: SuccessResponse,
  },
  getBookmarks: {
    ...routes.getBookmarks,
    response: BookmarksResponse,
  },
  toggleBookmark: {
    ...routes.toggleBookmark,
    body: z.object({ product_id: intParam }),
    response: BookmarksResponse,
  },
  removeBookmark: {
    ...routes.removeBookmark,
    response: BookmarksResponse,
  },
  getReviews: {
    ...routes.getReviews,
    response: ReviewsResponse,
  },
  addReview: {
    ...routes.addReview,
    body: ReviewRequest,
    response: ReviewResponse,
  },
  updateReview: {
    ...routes.updateReview,
    body: ReviewRequest,
    response: ReviewResponse,
  },
  deleteReview: {
    ...routes.deleteReview,
    response: SuccessResponse,
  },
  getMyReviews: {
    ...routes.getMyReviews,
    query: MyReviewsQuery,
    response: ReviewsResponse,
  },
  getUser: {
    ...routes.getUser,
    response: UserResponse,
  },
  updateUser: {
    ...routes.updateUser,
    body: UpdateUserRequest,
    response: UpdateUserResponse,
  },
  getOrders: {
    ...routes.getOrders,
    response: OrdersResponse,
  },
  getOrder: {
    ...routes.getOrder,
    response: OrderResponse,
  },
  calculatePayment: {
    ...routes.calculatePayment,
    response: PaymentResponse,
  },
  createCheckoutSession: {
    ...routes.createCheckoutSession,
    response: CheckoutSessionResponse,
  },
  getSessionStatus: {
    ...routes.getSessionStatus,
    query: SessionStatusQuery,
    response: SessionStatusResponse,
  },
  getCsrfToken: {
    ...routes.getCsrfToken,
    response: CsrfTokenResponse,
  },
  confirmSimulatedPayment: {
    ...routes.confirmSimulatedPayment,
    body: SimulatedConfirmRequest,
    response: SimulatedConfirmResponse,
  },
  stripeWebhook: {
    ...routes.stripeWebhook,
    response: ok({ received: z.boolean() }),
  },
  getAddresses: {
    ...routes.getAddresses,
    response: AddressesResponse,
  },
  addAddress: {
    ...routes.addAddress,
    body: DeliveryAddress,
    response: AddressesResponse,
  },
  removeAddress: {
    ...routes.removeAddress,
    response: AddressesResponse,
  },
  getMySales: {
    ...routes.getMySales,
    response: SellerOrdersResponse,
  },
  getFeeTerms: {
    ...routes.getFeeTerms,
    response: FeeTermsResponse,
  },
  getSellerMoney: {
    ...routes.getSellerMoney,
    response: ok({ money: SellerMoneySummary }),
  },
  getPayouts: {
    ...routes.getPayouts,
    query: PageQuery,
    response: ok({ payouts: z.array(Payout), pagination: Pagination }),
  },
  requestPayout: {
    ...routes.requestPayout,
    response: ok({ payout: Payout }),
  },
  getPayoutAccount: {
    ...routes.getPayoutAccount,
    response: PayoutAccountResponse,
  },
  startPayoutOnboarding: {
    ...routes.startPayoutOnboarding,
    response: PayoutOnboardingResponse,
  },
  submitSimulatedPayoutAccount: {
    ...routes.submitSimulatedPayoutAccount,
    body: SimulatedPayoutAccountRequest,
    response: PayoutAccountResponse,
  },
  getSellerStatement: {
    ...routes.getSellerStatement,
    query: StatementQuery,
    response: SellerStatementResponse,
  },
  getSellerStatementCsv: {
    ...routes.getSellerStatementCsv,
    query: StatementCsvQuery,
    response: SellerStatementCsvResponse,
  },
  getWeeklyEarnings: {
    ...routes.getWeeklyEarnings,
    response: WeeklyEarningsResponse,
  },
  updateOrderStatus: {
    ...routes.updateOrderStatus,
    body: OrderStatusRequest,
    response: SellerOrderResponse,
  },
  confirmReceipt: {
    ...routes.confirmReceipt,
    response: OrderResponse,
  },
  adminOrders: {
    ...routes.adminOrders,
    query: AdminOrdersQuery,
    response: AdminOrdersResponse,
  },
  adminListings: {
    ...routes.adminListings,
    query: AdminListingsQuery,
    response: ProductListResponse,
  },
  adminModerateListing: {
    ...routes.adminModerateListing,
    body: ModerateListingRequest,
    response: ProductResponse,
  },
  adminUsers: {
    ...routes.adminUsers,
    query: PageQuery,
    response: AdminUsersResponse,
  },
  adminSetUserActive: {
    ...routes.adminSetUserActive,
    body: SetUserActiveRequest,
    response: AdminUserResponse,
  },
  adminAuditLog: {
    ...routes.adminAuditLog,
    query: AuditLogQuery,
    response: AuditLogResponse,
  },
  adminStaffActions: {
    ...routes.adminStaffActions,
    query: PageQuery,
    response: StaffActionsResponse,
  },
  adminSetPayoutHold: {
    ...routes.adminSetPayoutHold,
    body: PayoutHoldRequest,
    response: ok({ hold: PayoutHold }),
  },
  adminPayoutHolds: {
    ...routes.adminPayoutHolds,
    query: PageQuery,
    response: ok({ holds: z.array(PayoutHold), pagination: Pagination }),
  },
  adminSellerPayouts: {
    ...routes.adminSellerPayouts,
    query: PageQuery,
    response: AdminSellerPayoutsResponse,
  },
  adminOrderLedger: {
    ...routes.adminOrderLedger,
    response: AdminOrderLedgerResponse,
  },
  getReturnsPolicy: {
    ...routes.getReturnsPolicy,
    response: ok({ policy: ReturnsPolicy }),
  },
  createReturnRequest: {
    ...routes.createReturnRequest,
    response: ok({ return_request: ReturnRequest }),
  },
  getReturnRequests: {
    ...routes.getReturnRequests,
    query: ReturnsQuery,
    response: ok({ return_requests: z.array(ReturnRequest), pagination: Pagination }),
  },
  getReturnRequest: {
    ...routes.getReturnRequest,
    response: ok({ return_request: ReturnRequest }),
  },
  moveReturnRequest: {
    ...routes.moveReturnRequest,
    body: ReturnStepRequest,
    response: ok({ return_request: ReturnRequest }),
  },
  refundOrder: {
    ...routes.refundOrder,
    body: RefundRequest,
    response: ok({ order: SellerOrder }),
  },
  adminDisputes: {
    ...routes.adminDisputes,
    query: DisputesQuery,
    response: ok({ return_requests: z.array(ReturnRequest), pagination: Pagination }),
  },
  decideDispute: {
    ...routes.decideDispute,
    body: DisputeDecisionRequest,
    response: ok({ return_request: ReturnRequest }),
  },
  createReport: {
    ...routes.createReport,
    body: CreateReportRequest,
    response: ok({ report: Report }),
  },
  adminReports: {
    ...routes.adminReports,
    query: PageQuery,
    response: ok({ groups: z.array(ReportGroup), pagination: Pagination }),
  },
  decideReports: {
    ...routes.decideReports,
    body: ReportDecisionRequest,
    response: ok({ closed: z.int() }),
  },
  getAccountData: {
    ...accountDataRoutes.getAccountData,
    response: AccountDataFile,
  },
  getAccountDeletion: {
    ...accountDataRoutes.getAccountDeletion,
    response: AccountDeletionCheck,
  },
  requestAccountDeletion: {
    ...accountDataRoutes.requestAccountDeletion,
    body: AccountDeletionRequest,
    response: AccountDeletionRequested,
  },
  confirmAccountDeletion: {
    ...accountDataRoutes.confirmAccountDeletion,
    body: AccountDeletionConfirmRequest,
    response: SuccessResponse,
  },
  getMyRatings: {
    ...routes.getMyRatings,
    query: RatingsQuery,
    response: ok({ ratings: z.array(OrderRatings) }),
  },
  getOrderRatings: {
    ...routes.getOrderRatings,
    response: ok({ ratings: OrderRatings }),
  },
  rateOrder: {
    ...routes.rateOrder,
    body: RatingRequest,
    response: ok({ ratings: OrderRatings }),
  },
  replyToRating: {
    ...routes.replyToRating,
    body: RatingReplyRequest,
    response: ok({ rating: PartyRating }),
  },
  getSeller: {
    ...routes.getSeller,
    response: SellerResponse,
  },
  getConversations: {
    ...messageRoutes.getConversations,
    response: ok({
      conversations: z.array(ConversationSummary),
      unread_total: z.int().check(z.gte(0)),
    }),
  },
  getUnreadMessages: {
    ...messageRoutes.getUnreadMessages,
    response: UnreadMessagesResponse,
  },
  getConversation: {
    ...messageRoutes.getConversation,
    response: ConversationResponse,
  },
  messageSeller: {
    ...messageRoutes.messageSeller,
    body: SendMessageRequest,
    response: ConversationResponse,
  },
  messageOrderParty: {
    ...messageRoutes.messageOrderParty,
    body: SendMessageRequest,
    response: ConversationResponse,
  },
  replyInConversation: {
    ...messageRoutes.replyInConversation,
    body: SendMessageRequest,
    response: ConversationResponse,
  },
  blockUser: {
    ...messageRoutes.blockUser,
    response: ok({ blocked: z.boolean() }),
  },
  unblockUser: {
    ...messageRoutes.unblockUser,
    response: ok({ blocked: z.boolean() }),
  },
} as const satisfies {
  [N in RouteName | MoreRouteName | AccountDataRouteName | MessageRouteName]: Endpoint;
};

export type EndpointName = keyof typeof endpoints;
/** The parsed response type of an endpoint. */
export type ResponseOf<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;
