/**
 * The reports endpoints (decision 072): POST /reports/ (access 'user', the demo user refused by
 * testUserBlocked), GET /admin/reports/ and POST /admin/reports/decision/ (access 'staff': 401
 * visitors, 403 non-staff before a handler runs, app.ts). Every rule reads the time from `app.clock`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { adminReports, createReport, decideReports } from './reports.ts';

/** Registers createReport, adminReports and decideReports. */
export const reportsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  defineRoute(app, 'createReport', async ({ body, user, reply }) => {
    const report = await createReport(db, user.id, body, app.clock.now());
    reply.code(201);
    return { success: true, report };
  });

  defineRoute(app, 'adminReports', async ({ query }) => ({
    success: true,
    ...(await adminReports(db, query)),
  }));

  defineRoute(app, 'decideReports', async ({ body, user }) => ({
    success: true,
    closed: await decideReports(db, user.id, body, app.clock.now()),
  }));
};
