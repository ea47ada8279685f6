/**
 * The seller's statement (decision 063), signed in, the caller's own sales only, read from the
 * ledger (`sellerStatementData`) and shaped by the contract's rules; the demo user may read:
 * - GET /payouts/statement/?month=YYYY-MM&page=N&pageSize=N: one page, the months with rows, the
 *   month's totals (statementPage);
 * - GET /payouts/statement.csv?month=YYYY-MM: every row of the month as CSV (statementCsv), an
 *   attachment named after the month, never cached;
 * - GET /payouts/earnings/weekly/: the net per week of the last EARNINGS_WEEKS weeks up to the
 *   app's clock (weeklyEarnings).
 */
import { statementPage, statementRowsOf, weeklyEarnings } from '@shop/contract';
import { STATEMENT_CSV_TYPE, statementCsv, statementCsvDisposition } from '@shop/contract/statement-csv.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { sellerStatementData } from '../ledger/index.ts';

/** Registers getSellerStatement, getSellerStatementCsv and getWeeklyEarnings. */
export const statementRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  defineRoute(app, 'getSellerStatement', async ({ query, user }) => {
    const { rows } = await sellerStatementData(db, user.id);
    return {
      success: true,
      ...statementPage(rows, { month: query.month, page: query.page, pageSize: query.pageSize }),
    };
  });

  defineRoute(app, 'getSellerStatementCsv', async ({ query, user, reply }) => {
    const { rows } = await sellerStatementData(db, user.id);
    await reply
      .header('Content-Type', STATEMENT_CSV_TYPE)
      .header('Content-Disposition', statementCsvDisposition(query.month))
      .header('Cache-Control', 'private, no-store')
      .send(statementCsv(statementRowsOf(rows, query.month)));
    return undefined;
  });

  defineRoute(app, 'getWeeklyEarnings', async ({ user }) => {
    const { movements } = await sellerStatementData(db, user.id);
    return { success: true, weeks: weeklyEarnings(movements, app.clock.now()) };
  });
};
