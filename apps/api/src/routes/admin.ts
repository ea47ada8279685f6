/**
 * The back office endpoints (issue 8, contract access 'staff'): GET /admin/orders/,
 * GET /admin/products/, POST /admin/products/{id}/moderate/, GET /admin/users/,
 * POST /admin/users/{id}/active/, GET /admin/audit-log/. Visitors get 401 and signed-in non-staff
 * 403 MESSAGES.server.staffOnly before a handler runs (app.ts); the handlers are in
 * services/admin.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';
import { defineRoute } from '../http/route.ts';
import {
  adminListings,
  adminOrders,
  adminUsers,
  auditLog,
  moderateListing,
  setUserActive,
} from '../services/admin.ts';

/** Registers adminOrders, adminListings, adminModerateListing, adminUsers, adminSetUserActive, adminAuditLog. */
export const adminRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, listCache }) => {
  defineRoute(app, 'adminOrders', async ({ query }) => ({
    success: true,
    ...(await adminOrders(db, query)),
  }));

  defineRoute(app, 'adminListings', async ({ query }) => ({
    success: true,
    ...(await adminListings(db, query)),
  }));

  defineRoute(app, 'adminModerateListing', async ({ params, body }) => {
    const product = await moderateListing(db, params.id, body);
    // The product may have appeared in or left the public lists: drop cached pages now (the
    // global onResponse hook clears again after any successful write).
    listCache.clear();
    return { success: true, product };
  });

  defineRoute(app, 'adminUsers', async ({ query }) => ({ success: true, ...(await adminUsers(db, query)) }));

  defineRoute(app, 'adminSetUserActive', async ({ params, body, user }) => ({
    success: true,
    user: await setUserActive(db, user.id, params.id, body.is_active),
  }));

  defineRoute(app, 'adminAuditLog', async ({ query }) => ({ success: true, ...(await auditLog(db, query)) }));
};
