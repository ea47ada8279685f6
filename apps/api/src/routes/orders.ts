/**
 * Orders endpoints (spec section 7): GET /orders (the user's orders, newest first, with items)
 * and GET /orders/{id} (the user's own order; someone else's answers 403, an unknown id 404).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';
import { defineRoute } from '../http/route.ts';
import { getOrder, listOrders } from '../services/orders.ts';

/** Registers getOrders and getOrder. */
export const orderRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  defineRoute(app, 'getOrders', async ({ user }) => ({
    success: true,
    orders: await listOrders(db, user.id),
  }));
  defineRoute(app, 'getOrder', async ({ params, user }) => ({
    success: true,
    order: await getOrder(db, user.id, params.id ?? 0),
  }));
};
