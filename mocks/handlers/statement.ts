/**
 * The seller's statement (decision 063) over the mocks' orders (store/statement.ts), shaped by the
 * contract's rules as the server does: one page with its months and totals, the CSV download
 * (text/csv, an attachment named after the month), and the weekly earnings up to now.
 */
import { statementPage, statementRowsOf, weeklyEarnings } from '@shop/contract';
import { STATEMENT_CSV_TYPE, statementCsv, statementCsvDisposition } from '@shop/contract/statement-csv.ts';
import { db } from '../db.ts';
import { sellerStatementOf } from '../store/statement.ts';
import { route } from './http.ts';

/** getSellerStatement, getSellerStatementCsv, getWeeklyEarnings. */
export const statementHandlers = [
  route('getSellerStatement', ({ query, user }) => {
    const { rows } = sellerStatementOf(db, user.user.id);
    return {
      body: {
        success: true,
        ...statementPage(rows, { month: query.month, page: query.page, pageSize: query.pageSize }),
      },
    };
  }),
  route('getSellerStatementCsv', ({ query, user }) => {
    const { rows } = sellerStatementOf(db, user.user.id);
    return new Response(statementCsv(statementRowsOf(rows, query.month)), {
      headers: {
        'Content-Type': STATEMENT_CSV_TYPE,
        'Content-Disposition': statementCsvDisposition(query.month),
        'Cache-Control': 'private, no-store',
      },
    });
  }),
  route('getWeeklyEarnings', ({ user }) => {
    const { movements } = sellerStatementOf(db, user.user.id);
    return { body: { success: true, weeks: weeklyEarnings(movements, new Date()) } };
  }),
];
