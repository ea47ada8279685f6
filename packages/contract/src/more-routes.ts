/**
 * The calls made only by pages, forms and dialogs that load after a page's first load: accounts
 * beyond signing in and out, passkeys, a seller's listings, orders and checkout, addresses,
 * sales, payouts and statements, the back office, returns, reports and ratings. Without schemas,
 * as routes.ts, and apart from it on purpose: routes.ts is in every page's first load, the home
 * route's JavaScript budget (decision 017, `pnpm size`). The fetch client loads this table the
 * first time it makes one of these calls (api-client `client.ts`, decision 069); endpoints.ts adds
 * their schemas as for every other call.
 *
 * One file over 400 lines on purpose: it is a table, one entry per call, as routes.ts is.
 */
import { COMMERCE_MESSAGES } from './commerce-messages.ts';
import { MESSAGES } from './messages.ts';
import { SELLER_PAYOUT_DEFAULT_ERRORS } from './payout-default-errors.ts';
import { RETURNS_DEFAULT_ERRORS } from './returns-default-errors.ts';
import type { Route } from './routes.ts';

const blocked = MESSAGES.testUser.default;

/** The calls of the pages that load later, keyed as `routes` is. */
export const moreRoutes = {
  /**
   * 'Forgot password?': always 200 MESSAGES-free success, whether or not the address
   * has an account (no enumeration); rate-limited per address and per account; the demo account
   * gets no link.
   */
  requestPasswordReset: {
    method: 'POST',
    path: '/auth/password-reset/',
    access: 'public',
    defaultError: MESSAGES.account.resetRequestFailed,
  },
  /**
   * The contact form (decision 048): the message goes to the shop's support address through the
   * e-mail outbox; 400 for a missing name, address or message; 429 over
   * CONTACT_MESSAGES_PER_ADDRESS per client address.
   */
  sendContactMessage: {
    method: 'POST',
    path: '/contact/',
    access: 'public',
    defaultError: MESSAGES.contact.sendFailed,
  },
  /**
   * Sets a new password from a reset link's token: 400 MESSAGES.account.resetInvalid for an
   * unknown, used or expired token; ends every session of the user and reactivates a
   * deactivated account. Does not sign in.
   */
  confirmPasswordReset: {
    method: 'POST',
    path: '/auth/password-reset/confirm/',
    access: 'public',
    defaultError: MESSAGES.account.resetFailed,
  },
  /**
   * Confirms a new e-mail address with the token of the link sent to it (decision 044): 400
   * MESSAGES.account.emailChangeInvalid for an unknown, used, expired or superseded token, 400
   * MESSAGES.server.emailTaken when another account took the address meanwhile. Then the address
   * changes, the old one gets a notice, open reset links die and every other session of the
   * account ends. Anyone holding the link may use it; it does not sign in.
   */
  confirmEmailChange: {
    method: 'POST',
    path: '/auth/email-change/confirm/',
    access: 'public',
    defaultError: MESSAGES.account.emailChangeFailed,
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
  },
  /**
   * Passkeys (decision 070). Their default errors are texts the table already holds (every new
   * text here is in the home route's first load); PASSKEY_MESSAGES has their own for the ui. The
   * signed-in user's passkeys, oldest first; the demo user may read them (it has none, and may add
   * none).
   */
  getPasskeys: {
    method: 'GET',
    path: '/auth/passkeys/',
    access: 'user',
    defaultError: MESSAGES.user.fetch,
  },
  /**
   * Options for navigator.credentials.create(): a discoverable credential, user verification
   * preferred, the user's passkeys excluded; the challenge is kept on the server for
   * PASSKEY_CHALLENGE_TTL_MS and answers once. Needs the current password first (as an e-mail or
   * password change: 400 MESSAGES.account.currentPasswordWrong, 429 after too many, and no
   * challenge). 400 PASSKEY_MESSAGES.tooMany at MAX_PASSKEYS.
   */
  passkeyRegistrationOptions: {
    method: 'POST',
    path: '/auth/passkeys/register/options/',
    access: 'user',
    defaultError: MESSAGES.admin.update,
    testUserBlocked: blocked,
  },
  /**
   * Verifies the browser's answer to the registration options and keeps the passkey (201):
   * 400 PASSKEY_MESSAGES.challengeExpired (unknown, used, expired or another user's challenge),
   * notVerified, alreadyRegistered or tooMany.
   */
  addPasskey: {
    method: 'POST',
    path: '/auth/passkeys/register/',
    access: 'user',
    defaultError: MESSAGES.admin.update,
    testUserBlocked: blocked,
  },
  /** Renames one of the caller's passkeys; another's or an unknown id: 404. */
  renamePasskey: {
    method: 'PUT',
    path: '/auth/passkeys/{id}/',
    access: 'user',
    defaultError: MESSAGES.admin.update,
    testUserBlocked: blocked,
  },
  /** Removes one of the caller's passkeys and answers those left; another's or an unknown id: 404. */
  deletePasskey: {
    method: 'DELETE',
    path: '/auth/passkeys/{id}/',
    access: 'user',
    defaultError: MESSAGES.admin.update,
    testUserBlocked: blocked,
  },
  /**
   * Options for navigator.credentials.get() (no allowCredentials: the browser offers the
   * discoverable passkeys it holds for this shop); the challenge as for registration.
   */
  passkeyLoginOptions: {
    method: 'POST',
    path: '/auth/passkeys/login/options/',
    access: 'public',
    defaultError: MESSAGES.user.login,
  },
  /**
   * Signs in with a passkey: the same session, cookies and guest merge as login. 400
   * PASSKEY_MESSAGES.challengeExpired; 401 unknownPasskey (also for an inactive account) or
   * notVerified (signature, origin, RP id, user handle or a counter that did not grow); under the
   * sign-in throttle of login (429).
   */
  passkeyLogin: {
    method: 'POST',
    path: '/auth/passkeys/login/',
    access: 'public',
    defaultError: MESSAGES.user.login,
  },
  addProduct: {
    method: 'POST',
    path: '/add-product/',
    access: 'user',
    defaultError: MESSAGES.products.add,
    testUserBlocked: blocked,
    body: 'multipart',
  },
  listMyProducts: {
    method: 'GET',
    path: '/customer-products/',
    access: 'user',
    defaultError: MESSAGES.products.fetchMine,
  },
  getMyProduct: {
    method: 'GET',
    path: '/customer-products/{id}/',
    access: 'user',
    defaultError: MESSAGES.products.fetchOne,
  },
  updateMyProduct: {
    method: 'POST',
    path: '/customer-products/{id}/update/',
    access: 'user',
    defaultError: MESSAGES.products.update,
    testUserBlocked: blocked,
    body: 'multipart',
  },
  deleteMyProduct: {
    method: 'DELETE',
    path: '/customer-products/{id}/delete/',
    access: 'user',
    defaultError: MESSAGES.products.delete,
    testUserBlocked: MESSAGES.testUser.deleteProduct,
  },
  getMyReviews: {
    method: 'GET',
    path: '/user/comments/',
    access: 'user',
    defaultError: MESSAGES.reviews.fetchMine,
  },
  updateUser: {
    method: 'POST',
    path: '/update-user/{id}/',
    access: 'user',
    defaultError: MESSAGES.user.update,
    testUserBlocked: blocked,
  },
  getOrders: {
    method: 'GET',
    path: '/orders',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.orders.fetch,
  },
  getOrder: {
    method: 'GET',
    path: '/orders/{id}',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.orders.fetchOne,
  },
  calculatePayment: {
    method: 'GET',
    path: '/payment/calculate/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.payment.calculate,
  },
  createCheckoutSession: {
    method: 'POST',
    path: '/payment/create-checkout-session/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.payment.createSession,
    testUserBlocked: blocked,
  },
  getSessionStatus: {
    method: 'GET',
    path: '/payment/session-status/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.payment.sessionStatus,
  },
  // Beyond section 7: the simulated provider's card form confirms here (Stripe does this on its
  // own servers), and Stripe posts its signed events to the webhook (server only).
  confirmSimulatedPayment: {
    method: 'POST',
    path: '/payment/simulated/confirm/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.payment.processing,
    testUserBlocked: blocked,
  },
  stripeWebhook: {
    method: 'POST',
    path: '/payment/webhook/',
    access: 'public',
    defaultError: COMMERCE_MESSAGES.payment.unexpected,
  },
  // Beyond section 7: delivery addresses, the seller's sales, fulfilment moves and the
  // back office. Every state change refuses the demo user (spec section 1).
  getAddresses: {
    method: 'GET',
    path: '/addresses/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.addresses.fetch,
  },
  addAddress: {
    method: 'POST',
    path: '/addresses/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.addresses.save,
    testUserBlocked: blocked,
  },
  removeAddress: {
    method: 'DELETE',
    path: '/addresses/{id}/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.addresses.remove,
    testUserBlocked: blocked,
  },
  /** The orders of the caller's products (one order per seller per checkout), newest first. */
  getMySales: {
    method: 'GET',
    path: '/my-sales/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.orders.fetchSales,
  },
  /**
   * The shop's fee terms (decision 056): public and the same for everyone, so cacheable like the
   * catalogue's public reads; the listing form shows a seller's net with them.
   */
  getFeeTerms: {
    method: 'GET',
    path: '/marketplace/fees/',
    access: 'public',
    defaultError: COMMERCE_MESSAGES.orders.fetchFees,
  },
  /**
   * A seller's money page (decision 061): balances (pending, available, in transit, paid out),
   * the payout terms with the next payout date, the hold and whether a payout account is set up.
   */
  getSellerMoney: {
    method: 'GET',
    path: '/payouts/balances/',
    access: 'user',
    defaultError: SELLER_PAYOUT_DEFAULT_ERRORS.fetch,
  },
  /** The caller's payouts, newest first, paged (decision 061). */
  getPayouts: {
    method: 'GET',
    path: '/payouts/',
    access: 'user',
    defaultError: SELLER_PAYOUT_DEFAULT_ERRORS.fetch,
  },
  /**
   * A seller asks for a payout of their whole available balance (decision 061; no body): refused
   * (400) on hold, without a payout account, or below MIN_PAYOUT_PENCE.
   */
  requestPayout: {
    method: 'POST',
    path: '/payouts/',
    access: 'user',
    defaultError: SELLER_PAYOUT_DEFAULT_ERRORS.request,
    testUserBlocked: blocked,
  },
  /**
   * The caller's payout account (decision 059): `not_started` when they have none. Personal:
   * never cached or shared.
   */
  getPayoutAccount: {
    method: 'GET',
    path: '/payouts/account/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.payouts.fetch,
  },
  /**
   * Where the seller goes to give their bank details (decision 059): a Stripe Account Link with
   * Stripe keys, else the storefront's local form (PAYOUT_ROUTES.onboarding).
   */
  startPayoutOnboarding: {
    method: 'POST',
    path: '/payouts/account/onboarding/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.payouts.save,
    testUserBlocked: blocked,
  },
  /** The local onboarding form's bank details (simulated provider only, decision 059). */
  submitSimulatedPayoutAccount: {
    method: 'POST',
    path: '/payouts/account/simulated/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.payouts.save,
    testUserBlocked: blocked,
  },
  /**
   * The caller's statement (decision 063): one row per seller order of theirs the ledger recorded
   * as paid, newest first, paged, for a month (`month`, Europe/London) or all; the demo user may read.
   */
  getSellerStatement: {
    method: 'GET',
    path: '/payouts/statement/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.statement.fetch,
  },
  /** The same rows (every page) as a CSV download: text/csv, pounds with 2 decimals (decision 063). */
  getSellerStatementCsv: {
    method: 'GET',
    path: '/payouts/statement.csv',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.statement.fetch,
  },
  /** The caller's net earnings per week, the last EARNINGS_WEEKS Monday-start weeks (decision 063). */
  getWeeklyEarnings: {
    method: 'GET',
    path: '/payouts/earnings/weekly/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.statement.fetchEarnings,
  },
  /** Moves an order along FULFILMENT_TRANSITIONS: its seller or staff only (else 403). */
  updateOrderStatus: {
    method: 'POST',
    path: '/orders/{id}/status/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.orders.updateStatus,
    testUserBlocked: blocked,
  },
  /**
   * The buyer confirms they received order {id} (decision 060): its seller's earnings are
   * released. 404 unknown, 403 someone else's, 409 receiptRefusal (not shipped, cancelled,
   * already released); a shipped order becomes delivered.
   */
  confirmReceipt: {
    method: 'POST',
    path: '/orders/{id}/confirm-receipt/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.orders.confirmReceipt,
    testUserBlocked: blocked,
  },
  adminOrders: {
    method: 'GET',
    path: '/admin/orders/',
    access: 'staff',
    defaultError: MESSAGES.admin.fetch,
  },
  adminListings: {
    method: 'GET',
    path: '/admin/products/',
    access: 'staff',
    defaultError: MESSAGES.admin.fetch,
  },
  adminModerateListing: {
    method: 'POST',
    path: '/admin/products/{id}/moderate/',
    access: 'staff',
    defaultError: MESSAGES.admin.update,
  },
  adminUsers: {
    method: 'GET',
    path: '/admin/users/',
    access: 'staff',
    defaultError: MESSAGES.admin.fetch,
  },
  adminSetUserActive: {
    method: 'POST',
    path: '/admin/users/{id}/active/',
    access: 'staff',
    defaultError: MESSAGES.admin.update,
  },
  adminAuditLog: {
    method: 'GET',
    path: '/admin/audit-log/',
    access: 'staff',
    defaultError: MESSAGES.admin.fetch,
  },
  /** Staff actions besides order moves, newest first (decision 045). */
  adminStaffActions: {
    method: 'GET',
    path: '/admin/staff-actions/',
    access: 'staff',
    defaultError: MESSAGES.admin.fetch,
  },
  /** Staff put a seller's payouts on hold, with a reason, or lift the hold (decision 061). */
  adminSetPayoutHold: {
    method: 'POST',
    path: '/admin/users/{id}/payout-hold/',
    access: 'staff',
    defaultError: MESSAGES.admin.update,
  },
  /** The payout holds in force, newest first, paged (decision 061). */
  adminPayoutHolds: {
    method: 'GET',
    path: '/admin/payout-holds/',
    access: 'staff',
    defaultError: MESSAGES.admin.fetch,
  },
  /**
   * Every seller with ledger entries or a payout account: balances (sums over the ledger), payout
   * account, hold and last payout; newest sellers first, paged (decision 064).
   */
  adminSellerPayouts: {
    method: 'GET',
    path: '/admin/payouts/balances/',
    access: 'staff',
    defaultError: MESSAGES.admin.fetch,
  },
  /** Every journal of order {id} in the ledger, oldest first; 404 for an unknown order (decision 064). */
  adminOrderLedger: {
    method: 'GET',
    path: '/admin/orders/{id}/ledger/',
    access: 'staff',
    defaultError: MESSAGES.admin.fetch,
  },
  /**
   * The returns policy's windows (decision 067): RETURN_WINDOW_DAYS and RETURN_RESPONSE_DAYS as
   * configured. Public and the same for everyone (the Returns & Exchanges page).
   */
  getReturnsPolicy: {
    method: 'GET',
    path: '/marketplace/returns-policy/',
    access: 'public',
    defaultError: RETURNS_DEFAULT_ERRORS.fetchPolicy,
  },
  /**
   * The buyer asks to return units of one line of their delivered order {id} (decision 067),
   * multipart: ReturnRequestFormFields and up to MAX_RETURN_PHOTOS files `photos`. 404 unknown
   * order, 403 someone else's, 400 bad fields or line, 409 returnRequestRefusal.
   */
  createReturnRequest: {
    method: 'POST',
    path: '/orders/{id}/returns/',
    access: 'user',
    defaultError: RETURNS_DEFAULT_ERRORS.create,
    testUserBlocked: blocked,
    body: 'multipart',
  },
  /** The caller's return requests as buyer (default) or on their sales as seller, newest first, paged. */
  getReturnRequests: {
    method: 'GET',
    path: '/returns/',
    access: 'user',
    defaultError: RETURNS_DEFAULT_ERRORS.fetch,
  },
  /** One return request with its history: its buyer, its seller and staff only (403 anyone else, 404 unknown). */
  getReturnRequest: {
    method: 'GET',
    path: '/returns/{id}/',
    access: 'user',
    defaultError: RETURNS_DEFAULT_ERRORS.fetch,
  },
  /**
   * A party's step on return request {id} (ReturnStepRequest, RETURN_TRANSITIONS): 403 when the
   * step is not the caller's, 409 when it does not follow from the request's state.
   */
  moveReturnRequest: {
    method: 'POST',
    path: '/returns/{id}/steps/',
    access: 'user',
    defaultError: RETURNS_DEFAULT_ERRORS.move,
    testUserBlocked: blocked,
  },
  /**
   * A refund without a return on order {id} (decision 067): its seller or staff give back an
   * amount up to what the order may still refund (403 anyone else, 409 too much or not paid).
   */
  refundOrder: {
    method: 'POST',
    path: '/orders/{id}/refunds/',
    access: 'user',
    defaultError: RETURNS_DEFAULT_ERRORS.refund,
    testUserBlocked: blocked,
  },
  /** The disputes queue: escalated return requests (state open, oldest first) or decided ones (newest first), paged. */
  adminDisputes: {
    method: 'GET',
    path: '/admin/disputes/',
    access: 'staff',
    defaultError: RETURNS_DEFAULT_ERRORS.fetchDisputes,
  },
  /** Staff decide escalated request {id}: full refund, partial refund of an amount, or none, with a reason. */
  decideDispute: {
    method: 'POST',
    path: '/admin/disputes/{id}/decision/',
    access: 'staff',
    defaultError: RETURNS_DEFAULT_ERRORS.decide,
  },
  /**
   * Anyone signed in reports a listing, a review or a user (decision 072): 201 the report; 404
   * unknown target, 400 their own, 409 an open report of theirs on it already, 429 over
   * MAX_REPORTS_PER_DAY.
   */
  createReport: {
    method: 'POST',
    path: '/reports/',
    access: 'user',
    defaultError: MESSAGES.admin.update,
    testUserBlocked: blocked,
  },
  /** The staff queue: open reports grouped by target, the oldest report's target first, paged. */
  adminReports: {
    method: 'GET',
    path: '/admin/reports/',
    access: 'staff',
    defaultError: MESSAGES.admin.fetch,
  },
  /**
   * Staff decide a target's open reports (ReportDecisionRequest): the action is taken, audited and
   * e-mailed to the person it concerns, every open report on the target closes and each reporter
   * is e-mailed the outcome. 409 when it has none open.
   */
  decideReports: {
    method: 'POST',
    path: '/admin/reports/decision/',
    access: 'staff',
    defaultError: MESSAGES.admin.update,
  },
  /**
   * Ratings between the two sides of an order (decision 071). Their default errors are texts the
   * table already holds (every new text here is in the home route's first load); RATING_MESSAGES
   * has their own for the ui. The rating state of the caller's delivered orders as buyer
   * (`as=buyer`, default) or as seller, newest first; the demo user may read.
   */
  getMyRatings: {
    method: 'GET',
    path: '/ratings/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.orders.fetchOne,
  },
  /** Order {id}'s ratings as the caller may see them: its buyer, its seller and staff (403 anyone else, 404 unknown). */
  getOrderRatings: {
    method: 'GET',
    path: '/orders/{id}/ratings/',
    access: 'user',
    defaultError: COMMERCE_MESSAGES.orders.fetchOne,
  },
  /**
   * The buyer rates the seller of order {id}, or the seller the buyer (RatingRequest, 201): 403
   * anyone else (staff too), 409 ratingRefusal (not delivered, already rated, window closed).
   */
  rateOrder: {
    method: 'POST',
    path: '/orders/{id}/ratings/',
    access: 'user',
    defaultError: MESSAGES.admin.update,
    testUserBlocked: blocked,
  },
  /** The seller's one public reply to rating {id} of them: 403 anyone else, 409 replyRefusal. */
  replyToRating: {
    method: 'POST',
    path: '/ratings/{id}/reply/',
    access: 'user',
    defaultError: MESSAGES.admin.update,
    testUserBlocked: blocked,
  },
  /**
   * A seller's public page (decision 071): profile, figures and the latest visible ratings of
   * them; 404 for an unknown or deactivated account. Public and cacheable.
   */
  getSeller: {
    method: 'GET',
    path: '/sellers/{id}/',
    access: 'public',
    defaultError: MESSAGES.user.fetch,
  },
  /**
   * 'Related Products' of product {id} (decision 028): up to RELATED_COUNT public
   * products, never the product itself: those of its category first, then the others, each
   * group newest first. 404 'Product not found' as getProduct (a product that is not public is
   * answered to its owner only).
   */
  getRelatedProducts: {
    method: 'GET',
    path: '/products/{id}/related/',
    access: 'public',
    defaultError: MESSAGES.products.fetchRelated,
  },
  addReview: {
    method: 'POST',
    path: '/products/{id}/comments/add/',
    access: 'user',
    defaultError: MESSAGES.reviews.add,
    testUserBlocked: blocked,
  },
  updateReview: {
    method: 'PUT',
    path: '/comments/{id}/update/',
    access: 'user',
    defaultError: MESSAGES.reviews.update,
    testUserBlocked: blocked,
  },
  deleteReview: {
    method: 'DELETE',
    path: '/comments/{id}/delete/',
    access: 'user',
    defaultError: MESSAGES.reviews.delete,
    testUserBlocked: blocked,
  },
  getUser: {
    method: 'GET',
    path: '/get-user/{id}/',
    access: 'user',
    defaultError: MESSAGES.user.fetch,
  },
} as const satisfies Record<string, Route>;

/** The name of a call of `moreRoutes`. */
export type MoreRouteName = keyof typeof moreRoutes;
