/**
 * The back office endpoints (contract access 'staff'): GET /admin/orders/,
 * GET /admin/products/, POST /admin/products/{id}/moderate/, GET /admin/users/,
 * POST /admin/users/{id}/active/, GET /admin/audit-log/, GET /admin/staff-actions/, GET
 * /admin/orders/{id}/ledger/ (decision 064). Visitors get 401 and signed-in non-staff
 * 403 MESSAGES.server.staffOnly before a handler runs (app.ts); the handlers are in
 * modules/admin/admin.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { defineRoute } from '../../platform/http/route.ts';
import {
  adminListings,
  adminOrders,
  adminUsers,
  auditLog,
  moderateListing,
  setUserActive,
  staffActionLog,
} from './admin.ts';
import { orderLedger } from './ledger.ts';

/**
 * Registers adminOrders, adminListings, adminModerateListing, adminUsers, adminSetUserActive,
 * adminAuditLog, adminStaffActions and adminOrderLedger.
 */
export const adminRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  defineRoute(app, 'adminOrders', async ({ query }) => ({
    success: true,
    ...(await adminOrders(db, query, config.marketplace)),
  }));

  defineRoute(app, 'adminListings', async ({ query }) => ({
    success: true,
    ...(await adminListings(db, query)),
  }));

  defineRoute(app, 'adminModerateListing', async ({ params, body, user }) => {
    // Publishes the catalogue change: every process drops the pages it affects (decision 026).
    const product = await moderateListing(db, user.id, params.id, body);
    return { success: true, product };
  });

  defineRoute(app, 'adminUsers', async ({ query }) => ({ success: true, ...(await adminUsers(db, query)) }));

  defineRoute(app, 'adminSetUserActive', async ({ params, body, user }) => ({
    success: true,
    user: await setUserActive(db, user.id, params.id, body.is_active, body.reason),
  }));

  defineRoute(app, 'adminAuditLog', async ({ query }) => ({ success: true, ...(await auditLog(db, query)) }));

  defineRoute(app, 'adminStaffActions', async ({ query }) => ({
    success: true,
    ...(await staffActionLog(db, query)),
  }));

  defineRoute(app, 'adminOrderLedger', async ({ params }) => ({
    success: true,
    ledger: await orderLedger(db, params.id),
  }));
};
