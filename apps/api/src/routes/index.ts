/**
 * Registers every route module of the API (spec section 7). Each module is a Fastify plugin taking
 * `RouteDeps` ({ db, config }) and defines its endpoints with `defineRoute` (http/route.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';
import { accountRoutes } from './account.ts';
import { contactRoutes } from './contact.ts';
import { addressesRoutes } from './addresses.ts';
import { adminRoutes } from './admin.ts';
import { authRoutes } from './auth.ts';
import { bookmarksRoutes } from './bookmarks.ts';
import { cartRoutes } from './cart.ts';
import { catalogueRoutes } from './catalogue.ts';
import { commentsRoutes } from './comments.ts';
import { listingsRoutes } from './listings.ts';
import { orderRoutes } from './orders.ts';
import { paymentRoutes } from './payment.ts';
import { seoRoutes } from './seo.ts';
import { usersRoutes } from './users.ts';

/** Registers all API routes on `app` (paths come from the contract; all under /api). */
export async function registerRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(authRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(contactRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(catalogueRoutes, deps);
  await app.register(cartRoutes, deps);
  await app.register(bookmarksRoutes, deps);
  await app.register(commentsRoutes, deps);
  // --- listings/payments helper: seller listings + uploads (routes/listings.ts) ---
  await app.register(listingsRoutes, deps);
  // --- listings/payments helper: payment + Stripe webhook (routes/payment.ts) ---
  await app.register(paymentRoutes, deps);
  // --- listings/payments helper: orders (routes/orders.ts) ---
  await app.register(orderRoutes, deps);
  // --- commerce core (issue 8): saved delivery addresses and the back office ---
  await app.register(addressesRoutes, deps);
  await app.register(adminRoutes, deps);
  // --- issue 10: /robots.txt and /sitemap.xml for search engines (outside /api, decision 036) ---
  await app.register(seoRoutes, deps);
}
