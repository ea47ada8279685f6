/**
 * Registers every route module of the API (spec section 7). Each module is a Fastify plugin taking
 * `RouteDeps` ({ db, config }) and defines its endpoints with `defineRoute` (platform/http/route.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './platform/http/deps.ts';
import { accountRoutes } from './modules/accounts/index.ts';
import { accountDataRoutes } from './modules/account-data/index.ts';
import { contactRoutes } from './modules/contact/index.ts';
import { addressesRoutes } from './modules/addresses/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { authRoutes } from './modules/accounts/index.ts';
import { bookmarksRoutes } from './modules/bookmarks/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { reviewsRoutes } from './modules/reviews/index.ts';
import { listingsRoutes } from './modules/listings/index.ts';
import { marketplaceRoutes } from './modules/marketplace/index.ts';
import { orderRoutes } from './modules/orders/index.ts';
import { paymentRoutes } from './modules/checkout/index.ts';
import { payoutRoutes } from './modules/payouts/index.ts';
import { reportsRoutes } from './modules/reports/index.ts';
import { ratingsRoutes } from './modules/ratings/index.ts';
import { messagesRoutes } from './modules/messages/index.ts';
import { returnsRoutes } from './modules/returns/index.ts';
import { seoRoutes } from './modules/seo/index.ts';
import { statementRoutes } from './modules/statement/index.ts';
import { passkeyRoutes, usersRoutes } from './modules/accounts/index.ts';

/** Registers all API routes on `app` (paths come from the contract; all under /api). */
export async function registerRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(authRoutes, deps);
  await app.register(accountRoutes, deps);
  // --- passkeys (modules/accounts/passkey-routes.ts, decision 070; their sign-in: auth-routes.ts) ---
  await app.register(passkeyRoutes, deps);
  await app.register(contactRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(catalogueRoutes, deps);
  await app.register(cartRoutes, deps);
  await app.register(bookmarksRoutes, deps);
  await app.register(reviewsRoutes, deps);
  // --- listings/payments helper: seller listings + uploads (modules/listings/routes.ts) ---
  await app.register(listingsRoutes, deps);
  // --- listings/payments helper: payment + Stripe webhook (modules/checkout/routes.ts) ---
  await app.register(paymentRoutes, deps);
  // --- listings/payments helper: orders (modules/orders/routes.ts) ---
  await app.register(orderRoutes, deps);
  // --- the shop's fee terms for sellers (modules/marketplace/routes.ts, decision 056) ---
  await app.register(marketplaceRoutes, deps);
  // --- sellers' payout accounts (decision 059), payouts and the back office's payout holds
  // (decision 061): modules/payouts/routes.ts ---
  await app.register(payoutRoutes, deps);
  // --- the seller's statement, its CSV and weekly earnings (modules/statement, decision 063) ---
  await app.register(statementRoutes, deps);
  // --- returns, refunds without a return and disputes (modules/returns, decision 067) ---
  await app.register(returnsRoutes, deps);
  // --- reports of listings, reviews and users, and staff's decisions (modules/reports, decision 072) ---
  await app.register(reportsRoutes, deps);
  // --- ratings between buyers and sellers, sellers' public pages (modules/ratings, decision 071) ---
  await app.register(ratingsRoutes, deps);
  // --- commerce core: saved delivery addresses and the back office ---
  await app.register(addressesRoutes, deps);
  await app.register(adminRoutes, deps);
  // --- 'Your data': the download and the account's deletion (modules/account-data, decision 073) ---
  await app.register(accountDataRoutes, deps);
  // --- messages between people: conversations, unread counts, blocks (modules/messages, decision 074) ---
  await app.register(messagesRoutes, deps);
  // --- /robots.txt and /sitemap.xml for search engines (outside /api, decision 036) ---
  await app.register(seoRoutes, deps);
}
