/**
 * A seller's statement as CSV (decision 063), for GET /payouts/statement.csv on the server and in
 * the mocks: one line per row, newest first, amounts in pounds with 2 decimals (the header names
 * the unit) so a spreadsheet sums them, the date as the shop's calendar day (Europe/London), RFC
 * 4180 (CRLF, quotes where needed) through csv-stringify, with its formula guard: a text cell
 * starting with = + - @, a tab or a carriage return gets a leading ' so a spreadsheet never runs it
 * (OWASP's CSV injection advice); amounts are numbers and a negative amount stays a number.
 * Kept out of the package index: only the server and the mocks load csv-stringify.
 */
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { StatementRow } from './schemas/statement.ts';
import { shopDateKey } from './statement.ts';

/** The CSV's columns, in order: the header row. */
export const STATEMENT_CSV_HEADER = [
  'Date paid',
  'Order',
  'Gross (GBP)',
  'Fee (GBP)',
  'Fee returned (GBP)',
  'Refunds (GBP)',
  'Net (GBP)',
  'Status',
] as const;

/** The response's Content-Type. */
export const STATEMENT_CSV_TYPE = 'text/csv; charset=utf-8';

/** The download's file name: `statement-2026-11.csv` for a month, `statement-all.csv` for every month. */
export function statementCsvFileName(month: string | undefined): string {
  return `statement-${month ?? 'all'}.csv`;
}

/** The Content-Disposition of the download (an attachment named statementCsvFileName). */
export function statementCsvDisposition(month: string | undefined): string {
  return `attachment; filename="${statementCsvFileName(month)}"`;
}

/** Pence as pounds with 2 decimals, exactly ('-1234' -> '-12.34'). */
function pounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The CSV text of `rows` (already chosen and ordered: statementRowsOf): the header row, then one
 * line per row. Amounts are passed as numbers so the formula guard leaves a minus sign alone, and
 * written by `pounds` from whole pence so no float rounding shows.
 */
export function statementCsv(rows: readonly StatementRow[]): string {
  const records = rows.map((row) => [
    shopDateKey(row.paid_at),
    String(row.order_id),
    row.gross_pence,
    row.fee_pence,
    row.fee_refunded_pence,
    row.refunds_pence,
    row.net_pence,
    row.status,
  ]);
  return stringify([[...STATEMENT_CSV_HEADER], ...records], {
    escape_formulas: true,
    record_delimiter: 'windows',
    cast: { number: pounds },
  });
}

/** The CSV formula guard on its own (csv-stringify's escape_formulas), for one text cell. */
export function guardedCsvCell(text: string): string {
  return stringify([[text]], { escape_formulas: true, record_delimiter: 'unix' }).replace(/\n$/, '');
}
