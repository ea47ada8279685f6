/**
 * A seller's statement and weekly earnings (decision 063): one row per seller order the ledger
 * recorded as paid, with its figures in integer pence (fields named `*_pence`: new endpoints carry
 * money in pence, not pounds), the months that have rows, the month's totals, and the net
 * earnings of the last EARNINGS_WEEKS weeks. The rules that build them are in statement.ts.
 */
import * as z from 'zod/mini';
import { STATEMENT_STATUSES } from '../constants.ts';
import { PageQuery } from '../queries.ts';
import { Id, IsoDate } from './common.ts';

/** Whole pence, 0 or more. */
const Pence = z.int().check(z.gte(0));

/** A calendar month of the shop's time zone, 'YYYY-MM' (shopMonthKey). */
export const MonthKey = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/));

/** A statement row's status (statementStatus, decision 063). */
export const StatementStatus = z.enum(STATEMENT_STATUSES);
export type StatementStatus = z.infer<typeof StatementStatus>;

/**
 * One seller order on the statement (decision 063): `paid_at` when it was paid (ISO instant);
 * `gross_pence` what the buyer paid; `fee_pence` the shop's fee charged at payment;
 * `refunds_pence` what was refunded or cancelled on it (all of it goes back to the buyer);
 * `fee_refunded_pence` the part of the fee the shop gave back with those refunds;
 * `net_pence` what the seller keeps: gross - fee - (refunds - fee_refunded).
 */
export const StatementRow = z.object({
  order_id: Id,
  paid_at: IsoDate,
  gross_pence: Pence,
  fee_pence: Pence,
  refunds_pence: Pence,
  fee_refunded_pence: Pence,
  net_pence: z.int(),
  status: StatementStatus,
});
export type StatementRow = z.infer<typeof StatementRow>;

/** The sums of a statement's rows (every row of the month asked, all pages), integer pence. */
export const StatementTotals = z.object({
  orders: z.int().check(z.gte(0)),
  gross_pence: Pence,
  fee_pence: Pence,
  refunds_pence: Pence,
  fee_refunded_pence: Pence,
  net_pence: z.int(),
});
export type StatementTotals = z.infer<typeof StatementTotals>;

/** GET /payouts/statement/: `month` 'YYYY-MM' (absent: every month), `page`, `pageSize`. */
export const StatementQuery = z.extend(PageQuery, { month: z.optional(MonthKey) });
export type StatementQuery = z.input<typeof StatementQuery>;

/** GET /payouts/statement.csv: `month` 'YYYY-MM' (absent: every month). */
export const StatementCsvQuery = z.object({ month: z.optional(MonthKey) });
export type StatementCsvQuery = z.input<typeof StatementCsvQuery>;

/**
 * One page of a statement: its rows (newest first), the month asked (null: every month), every
 * month that has rows (newest first, for the filter) and the totals of the month asked.
 */
export const Statement = z.object({
  rows: z.array(StatementRow),
  month: z.nullable(MonthKey),
  months: z.array(MonthKey),
  totals: StatementTotals,
});
export type Statement = z.infer<typeof Statement>;

/** One week of earnings: its Monday ('YYYY-MM-DD', shop's time zone) and its net, integer pence. */
export const WeeklyEarning = z.object({
  week_start: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  net_pence: z.int(),
});
export type WeeklyEarning = z.infer<typeof WeeklyEarning>;
