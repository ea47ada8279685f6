/**
 * Orders endpoints (spec section 7):
 * - GET /orders (the user's orders, newest first, with items and seller) and GET /orders/{id}
 *   (the user's own order; someone else's answers 403, an unknown id 404);
 * - GET /my-sales/ (the orders of the caller's products, newest first, with buyer, address, and the
 *   shop's fee and the seller's net, decision 056);
 * - POST /orders/{id}/status/ (the fulfilment state machine: the order's seller or staff;
 *   modules/orders/fulfilment.ts; a cancellation's refund goes through the outbox, modules/orders/refunds.ts);
 * - POST /orders/{id}/confirm-receipt/ (the buyer's Confirm receipt releases the seller's
 *   earnings; modules/orders/release.ts, decision 060).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { updateOrderStatus } from './fulfilment.ts';
import { getOrder, listOrders, listSellerOrders } from './orders.ts';
import { confirmReceipt } from './release.ts';

/** Registers getOrders, getOrder, getMySales, updateOrderStatus and confirmReceipt. */
export const orderRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  // Splits the sales the ledger never recorded (decision 056).
  // The return window gives each order's return_by (decision 067).
  const terms = config.marketplace;
  const { releaseAfterDeliveryDays, returnWindowDays } = terms;
  defineRoute(app, 'getOrders', async ({ user }) => ({
    success: true,
    orders: await listOrders(db, user.id, returnWindowDays),
  }));
  defineRoute(app, 'getOrder', async ({ params, user }) => ({
    success: true,
    order: await getOrder(db, user.id, params.id, returnWindowDays),
  }));
  defineRoute(app, 'getMySales', async ({ user }) => ({
    success: true,
    sales: await listSellerOrders(db, user.id, terms),
  }));
  // A cancellation's refund is requested in the move's transaction; the refund worker makes it.
  defineRoute(app, 'updateOrderStatus', async ({ params, body, user }) => ({
    success: true,
    order: await updateOrderStatus(db, user, params.id, body, terms, {
      now: app.clock.now(),
      releaseAfterDeliveryDays,
    }),
  }));
  // The buyer's Confirm receipt releases the seller's earnings (decision 060).
  defineRoute(app, 'confirmReceipt', async ({ params, user }) => ({
    success: true,
    order: await confirmReceipt(db, user.id, params.id, app.clock.now(), returnWindowDays),
  }));
};
