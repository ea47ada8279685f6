/**
 * The back office's money over the store (decision 064): the sellers of the Seller payouts panel
 * and an order's journals, shaped by the contract's chart of accounts (ledger.ts) as the server's
 * ledger writes them. The mocks keep no ledger: a seller's balances are their money row (what
 * their own money page shows, payouts-money.ts), and an order's journals are read from the order
 * itself, as the statement's rows are (statement.ts):
 * - `order_paid` when it was paid (the mocks' checkout recorded its fee, or a sample order in a
 *   paid status, or one cancelled from a paid status): buyers give the gross, the shop's fee and
 *   the seller's pending net (legs of 0 left out), at the order's creation;
 * - `order_released` once the buyer confirmed receipt (`released_at`): pending -> available;
 * - `order_refunded` and `refund_paid` for each refund of part of it (decision 067, the refund
 *   rows of store/refunds.ts): the fee's share and the seller's part (from pending, then
 *   available) to refunds owed, then back to the buyers (the mocks' provider refunds at once);
 * - `order_cancelled` and `refund_paid` when it was cancelled after payment: what the fee and the
 *   pending net still held to refunds owed, then back to the buyers, at the time of the
 *   cancellation's audit event.
 * Journals are in time order; their ids are made from the order's (1000 x order id + the place),
 * so they are stable and in that order.
 */
import {
  BUYERS,
  JOURNAL_KINDS,
  REFUNDS_OWED,
  SHOP_FEES,
  isPaidOrderStatus,
  sellerAvailable,
  sellerPending,
  toPence,
  type LastPayout,
  type LedgerEntry,
  type LedgerJournal,
  type PayoutAccountState,
  type SellerBalances,
  type SellerPayoutHold,
} from '@shop/contract';
import { sellerOrderOf } from './orders.ts';
import { payoutAccountOf } from './payouts.ts';
import { holdOf, moneyOf } from './payouts-money.ts';
import { refundsOf } from './refunds.ts';
import type { MockDb } from './store.ts';
import type { DbOrder } from './tables.ts';

/** One seller of the Seller payouts panel, before the handler names them. */
export interface SellerPayoutRow {
  sellerId: number;
  payoutAccountState: PayoutAccountState;
  balances: SellerBalances;
  hold: SellerPayoutHold | null;
  lastPayout: LastPayout | null;
}

/** The audit event of order `row`'s cancellation from a paid status, if it was cancelled so. */
function paidCancellation(db: MockDb, row: DbOrder) {
  return db.orderEvents.find(
    (e) =>
      e.order_id === row.order.id &&
      e.to_status === 'cancelled' &&
      e.from_status !== null &&
      isPaidOrderStatus(e.from_status),
  );
}

/** True when order `row` was paid (see the module note): the server's ledger holds its payment. */
function wasPaid(db: MockDb, row: DbOrder): boolean {
  return (
    row.order.seller !== null &&
    toPence(row.order.total_amount) > 0 &&
    (row.feePence !== undefined ||
      isPaidOrderStatus(row.order.status) ||
      paidCancellation(db, row) !== undefined)
  );
}

/** `legs` without those of 0 pence (the ledger writes none). */
function nonZero(legs: LedgerEntry[]): LedgerEntry[] {
  return legs.filter((l) => l.amount_pence !== 0);
}

/** The journals of order `row`, oldest first (see the module note); none for an order never paid. */
export function orderJournalsOf(db: MockDb, row: DbOrder): LedgerJournal[] {
  const sellerId = row.order.seller?.id;
  if (sellerId === undefined || !wasPaid(db, row)) return [];
  const sale = sellerOrderOf(db, row);
  const gross = toPence(sale.total_amount);
  const fee = toPence(sale.fee_amount);
  const net = gross - fee;
  const refunds = refundsOf(db, row.order.id);
  const sum = (pick: (r: (typeof refunds)[number]) => number) => refunds.reduce((t, r) => t + pick(r), 0);
  // Each journal with its time and its place among journals of the same moment.
  const made: { at: string; step: number; kind: LedgerJournal['kind']; entries: LedgerEntry[] }[] = [];
  const add = (at: string, kind: LedgerJournal['kind'], legs: LedgerEntry[]) =>
    made.push({ at, step: made.length, kind, entries: nonZero(legs) });
  add(row.order.created_at, JOURNAL_KINDS.orderPaid, [
    { account: BUYERS, amount_pence: -gross },
    { account: SHOP_FEES, amount_pence: fee },
    { account: sellerPending(sellerId), amount_pence: net },
  ]);
  // A release moves what the order still held in pending: its net less what refunds took from it.
  const released = net - sum((r) => r.fromPendingPence);
  if (row.order.released_at !== null && released > 0)
    add(row.order.released_at, JOURNAL_KINDS.orderReleased, [
      { account: sellerPending(sellerId), amount_pence: -released },
      { account: sellerAvailable(sellerId), amount_pence: released },
    ]);
  for (const refund of refunds) {
    add(refund.createdAt, JOURNAL_KINDS.orderRefunded, [
      { account: SHOP_FEES, amount_pence: -refund.feePence },
      { account: sellerPending(sellerId), amount_pence: -refund.fromPendingPence },
      { account: sellerAvailable(sellerId), amount_pence: -(refund.sellerPence - refund.fromPendingPence) },
      { account: REFUNDS_OWED, amount_pence: refund.amountPence },
    ]);
    add(refund.createdAt, JOURNAL_KINDS.refundPaid, [
      { account: REFUNDS_OWED, amount_pence: -refund.amountPence },
      { account: BUYERS, amount_pence: refund.amountPence },
    ]);
  }
  const cancel = row.order.status === 'cancelled' ? paidCancellation(db, row) : undefined;
  if (cancel !== undefined) {
    // What the order still held after its refunds (a cancellation comes before any release).
    const feeLeft = fee - sum((r) => r.feePence);
    const pendingLeft = net - sum((r) => r.fromPendingPence);
    const owed = gross - sum((r) => r.amountPence);
    add(cancel.created_at, JOURNAL_KINDS.orderCancelled, [
      { account: SHOP_FEES, amount_pence: -feeLeft },
      { account: sellerPending(sellerId), amount_pence: -pendingLeft },
      { account: REFUNDS_OWED, amount_pence: owed },
    ]);
    add(cancel.created_at, JOURNAL_KINDS.refundPaid, [
      { account: REFUNDS_OWED, amount_pence: -owed },
      { account: BUYERS, amount_pence: owed },
    ]);
  }
  return made
    .filter((j) => j.entries.length > 0)
    .sort((a, b) => a.at.localeCompare(b.at) || a.step - b.step)
    .map((j, i) => ({ id: row.order.id * 1000 + i + 1, kind: j.kind, created_at: j.at, entries: j.entries }));
}

/**
 * Every seller of the Seller payouts panel, newest account first (user id descending, as the
 * server): a user with a money row, a paid order as seller (a ledger entry on the server) or a
 * payout account; with their money row's balances, payout account state, hold and latest payout.
 */
export function sellerPayoutRows(db: MockDb): SellerPayoutRow[] {
  const sellers = new Set<number>([
    ...db.sellerMoney.map((m) => m.userId),
    ...db.payoutAccounts.map((a) => a.userId),
    ...db.orders.filter((o) => wasPaid(db, o)).flatMap((o) => (o.order.seller ? [o.order.seller.id] : [])),
  ]);
  return [...sellers]
    .filter((id) => db.userById(id) !== undefined)
    .sort((a, b) => b - a)
    .map((sellerId) => {
      const money = moneyOf(db, sellerId);
      const hold = holdOf(db, sellerId);
      const last = db.payouts
        .filter((p) => p.sellerId === sellerId)
        .map((p) => p.payout)
        .reduce<(typeof db.payouts)[number]['payout'] | undefined>(
          (latest, p) => (latest === undefined || p.id > latest.id ? p : latest),
          undefined,
        );
      return {
        sellerId,
        payoutAccountState: payoutAccountOf(db, sellerId).state,
        balances: {
          pending_pence: money.pendingPence,
          available_pence: money.availablePence,
          in_transit_pence: money.inTransitPence,
          paid_out_pence: money.paidOutPence,
        },
        hold: hold === undefined ? null : { reason: hold.reason, held_at: hold.heldAt },
        lastPayout:
          last === undefined
            ? null
            : {
                id: last.id,
                created_at: last.created_at,
                amount_pence: last.amount_pence,
                status: last.status,
              },
      };
    });
}
