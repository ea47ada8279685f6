/**
 * Every MSW handler of spec section 7 (32 calls plus the simulated confirm and the Stripe
 * webhook), (addresses, sales, order moves, the back office) and (password
 * reset and change), by domain. Storybook overrides one domain with
 * `parameters.msw.handlers: { cart: [...] }` (msw-storybook-addon, object form).
 */
import type { RequestHandler } from 'msw';
import { accountHandlers } from './account.ts';
import { accountDataHandlers } from './account-data.ts';
import { addressesHandlers } from './addresses.ts';
import { adminHandlers } from './admin.ts';
import { adminMoneyHandlers } from './admin-money.ts';
import { authHandlers } from './auth.ts';
import { bookmarksHandlers } from './bookmarks.ts';
import { cartHandlers } from './cart.ts';
import { reviewsHandlers } from './reviews.ts';
import { listingsHandlers } from './listings.ts';
import { messagesHandlers } from './messages.ts';
import { marketplaceHandlers } from './marketplace.ts';
import { ordersHandlers } from './orders.ts';
import { paymentHandlers } from './payment.ts';
import { passkeysHandlers } from './passkeys.ts';
import { payoutsHandlers } from './payouts.ts';
import { payoutMoneyHandlers } from './payouts-money.ts';
import { productsHandlers } from './products.ts';
import { reportsHandlers } from './reports.ts';
import { ratingsHandlers } from './ratings.ts';
import { returnsHandlers } from './returns.ts';
import { statementHandlers } from './statement.ts';
import { usersHandlers } from './users.ts';

export {
  accountHandlers,
  accountDataHandlers,
  addressesHandlers,
  adminHandlers,
  adminMoneyHandlers,
  authHandlers,
  bookmarksHandlers,
  cartHandlers,
  reviewsHandlers,
  listingsHandlers,
  messagesHandlers,
  marketplaceHandlers,
  ordersHandlers,
  paymentHandlers,
  passkeysHandlers,
  payoutsHandlers,
  payoutMoneyHandlers,
  productsHandlers,
  reportsHandlers,
  ratingsHandlers,
  returnsHandlers,
  statementHandlers,
  usersHandlers,
};
export { SESSION_COOKIE, route, toMswPath, HttpError, sessionCookies } from './http.ts';

/** The handlers keyed by domain (object form for msw-storybook-addon overrides). */
export const handlers: Record<string, RequestHandler[]> = {
  cart: cartHandlers,
  auth: authHandlers,
  account: accountHandlers,
  // 'Your data' (decision 073).
  accountData: accountDataHandlers,
  // Passkeys (decision 070); their sign-in is in auth.
  passkeys: passkeysHandlers,
  // Messages between people (decision 074): their paths are under /conversations/, /products/{id}/,
  // /orders/{id}/ and /users/{id}/, none of which the others match.
  messages: messagesHandlers,
  // Reviews before products: both live under /products/{id}/..., and the static product paths
  // (search, filter) come before /products/{id}/ inside productsHandlers.
  reviews: reviewsHandlers,
  products: productsHandlers,
  listings: listingsHandlers,
  bookmarks: bookmarksHandlers,
  users: usersHandlers,
  orders: ordersHandlers,
  marketplace: marketplaceHandlers,
  // Payout accounts (decision 059) before sellers' money and payouts (decision 061).
  payouts: payoutsHandlers,
  payoutMoney: payoutMoneyHandlers,
  statement: statementHandlers,
  payment: paymentHandlers,
  addresses: addressesHandlers,
  admin: adminHandlers,
  // The back office's money (decision 064): seller payouts and an order's journals.
  adminMoney: adminMoneyHandlers,
  // Returns, refunds without a return and disputes (decision 067).
  returns: returnsHandlers,
  // Reports and moderation (decision 072).
  reports: reportsHandlers,
  // Ratings between buyers and sellers, sellers' public pages (decision 071).
  ratings: ratingsHandlers,
};

/** Every handler in one list (setupWorker / setupServer). */
export const allHandlers: RequestHandler[] = Object.values(handlers).flat();
