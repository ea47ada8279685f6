/**
 * A seller's statement and weekly earnings (decision 063), written once for the server (over its
 * ledger) and the mocks (over their orders): a row's net and status from its figures, the shop's
 * calendar month and Monday-start week of an instant (SHOP_TIME_ZONE, Europe/London, through
 * date-fns and @date-fns/tz), one page of a statement with its months and totals, and the net per
 * week of the last EARNINGS_WEEKS weeks. Integer pence throughout.
 */
import { TZDate } from '@date-fns/tz';
import { format, startOfWeek, subWeeks } from 'date-fns';
import { EARNINGS_WEEKS, STATEMENT_PAGE_SIZE } from './constants.ts';
import { SHOP_TIME_ZONE } from './delivery.ts';
import type { Pagination } from './schemas/catalogue.ts';
import type {
  Statement,
  StatementRow,
  StatementStatus,
  StatementTotals,
  WeeklyEarning,
} from './schemas/statement.ts';

/** One seller order as the ledger recorded it: what a statement row is made from. */
export interface StatementFigures {
  orderId: number;
  /** When the order was paid. */
  paidAt: Date;
  /** What the buyer paid for the seller's order, integer pence. */
  grossPence: number;
  /** The shop's fee charged at payment, integer pence. */
  feePence: number;
  /** Refunded or cancelled on the order so far (all of it owed back to the buyer), integer pence. */
  refundsPence: number;
  /** The part of the fee the shop gave back with those refunds (decision 062), integer pence. */
  feeRefundedPence: number;
  /** The order was cancelled (an `order_cancelled` journal). */
  cancelled: boolean;
  /** The seller's earnings on the order were released (an `order_released` journal). */
  released: boolean;
}

/**
 * What the seller keeps of an order (decision 063): gross - fee - the seller's part of the
 * refunds, where the seller's part is what was refunded less the fee the shop gave back. Integer
 * pence; 0 for an order refunded or cancelled in full.
 */
export function statementNetPence(f: StatementFigures): number {
  return f.grossPence - f.feePence - (f.refundsPence - f.feeRefundedPence);
}

/**
 * A statement row's status from its figures (decision 063), the first that holds:
 * 'cancelled' (cancelled before it shipped), 'refunded' (refunds reach the gross), 'part refunded'
 * (some refund), 'released' (earnings released to the seller's balance), else 'pending'.
 */
export function statementStatus(f: StatementFigures): StatementStatus {
  if (f.cancelled) return 'cancelled';
  if (f.refundsPence > 0 && f.refundsPence >= f.grossPence) return 'refunded';
  if (f.refundsPence > 0) return 'part refunded';
  if (f.released) return 'released';
  return 'pending';
}

/** The statement row of `f` (the API's snake_case, integer pence, `paid_at` as an ISO instant). */
export function statementRow(f: StatementFigures): StatementRow {
  return {
    order_id: f.orderId,
    paid_at: f.paidAt.toISOString(),
    gross_pence: f.grossPence,
    fee_pence: f.feePence,
    refunds_pence: f.refundsPence,
    fee_refunded_pence: f.feeRefundedPence,
    net_pence: statementNetPence(f),
    status: statementStatus(f),
  };
}

/** `at` in the shop's time zone. */
function inShopZone(at: Date | string): TZDate {
  return new TZDate(new Date(at).getTime(), SHOP_TIME_ZONE);
}

/** The shop's calendar month of instant `at` (Europe/London), 'YYYY-MM'. */
export function shopMonthKey(at: Date | string): string {
  return format(inShopZone(at), 'yyyy-MM');
}

/** The shop's calendar day of instant `at` (Europe/London), 'YYYY-MM-DD'. */
export function shopDateKey(at: Date | string): string {
  return format(inShopZone(at), 'yyyy-MM-dd');
}

/** The Monday that starts the shop's week (Europe/London) holding instant `at`, 'YYYY-MM-DD'. */
export function shopWeekStart(at: Date | string): string {
  return format(startOfWeek(inShopZone(at), { weekStartsOn: 1 }), 'yyyy-MM-dd');
}

/** The Mondays of the `count` weeks up to and including the week of `now`, oldest first. */
export function earningsWeekStarts(now: Date, count: number = EARNINGS_WEEKS): string[] {
  const current = startOfWeek(inShopZone(now), { weekStartsOn: 1 });
  return Array.from({ length: count }, (_, i) => format(subWeeks(current, count - 1 - i), 'yyyy-MM-dd'));
}

/**
 * A change to a seller's earnings at a moment: + the net of an order paid, - the seller's part of a
 * refund or cancellation (decision 063). Integer pence.
 */
export interface EarningsMovement {
  at: Date;
  netPence: number;
}

/**
 * The seller's net per week for the EARNINGS_WEEKS weeks up to and including the week of `now`
 * (Monday-start weeks, shop's time zone), oldest first, 0 for a week without movements; a week's
 * net is the sum of the movements in it and may be below 0. Movements outside the weeks are
 * left out.
 */
export function weeklyEarnings(movements: readonly EarningsMovement[], now: Date): WeeklyEarning[] {
  const weeks = new Map(earningsWeekStarts(now).map((week) => [week, 0]));
  for (const movement of movements) {
    const week = shopWeekStart(movement.at);
    const sum = weeks.get(week);
    if (sum !== undefined) weeks.set(week, sum + movement.netPence);
  }
  return [...weeks].map(([week_start, net_pence]) => ({ week_start, net_pence }));
}

/** Newest paid first, then the higher order id. */
function newestFirst(a: StatementRow, b: StatementRow): number {
  return b.paid_at.localeCompare(a.paid_at) || b.order_id - a.order_id;
}

/** The sums of `rows`. */
export function statementTotals(rows: readonly StatementRow[]): StatementTotals {
  const totals: StatementTotals = {
    orders: 0,
    gross_pence: 0,
    fee_pence: 0,
    refunds_pence: 0,
    fee_refunded_pence: 0,
    net_pence: 0,
  };
  for (const row of rows) {
    totals.orders += 1;
    totals.gross_pence += row.gross_pence;
    totals.fee_pence += row.fee_pence;
    totals.refunds_pence += row.refunds_pence;
    totals.fee_refunded_pence += row.fee_refunded_pence;
    totals.net_pence += row.net_pence;
  }
  return totals;
}

/** Which part of a statement to answer. */
export interface StatementRequest {
  /** 'YYYY-MM' in the shop's time zone; undefined for every month. */
  month?: string | undefined;
  /** 1-based; default 1. A page past the last answers no rows. */
  page?: number | undefined;
  /** Default STATEMENT_PAGE_SIZE. */
  pageSize?: number | undefined;
}

/**
 * The statement of a seller's `rows` (in any order) as GET /payouts/statement/ answers it
 * (decision 063): the rows of `month` (all when undefined), newest paid first, cut to one page;
 * every month that has rows, newest first; the totals of all the month's rows; the pagination
 * (totalPages 0 for no rows, as the product lists).
 */
export function statementPage(
  rows: readonly StatementRow[],
  request: StatementRequest = {},
): { statement: Statement; pagination: Pagination } {
  const month = request.month ?? null;
  const months = [...new Set(rows.map((row) => shopMonthKey(row.paid_at)))].sort().reverse();
  const chosen = rows
    .filter((row) => month === null || shopMonthKey(row.paid_at) === month)
    .sort(newestFirst);
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? STATEMENT_PAGE_SIZE;
  return {
    statement: {
      rows: chosen.slice((page - 1) * pageSize, page * pageSize),
      month,
      months,
      totals: statementTotals(chosen),
    },
    pagination: {
      page,
      pageSize,
      totalPages: Math.ceil(chosen.length / pageSize),
      totalItems: chosen.length,
    },
  };
}

/** Every row of `rows` in `month` (all when undefined), newest paid first: what the CSV holds. */
export function statementRowsOf(rows: readonly StatementRow[], month?: string): StatementRow[] {
  return rows.filter((row) => month === undefined || shopMonthKey(row.paid_at) === month).sort(newestFirst);
}
