/**
 * A seller's statement read from the ledger (decision 063): read only. One figure set per seller
 * order the ledger recorded as paid (an `order_paid` journal whose seller leg is the seller's, or
 * whose order row names the seller: an order whose whole gross went to a fixed fee has no seller
 * leg), made of the order's journals: the gross and fee of `order_paid`, what its
 * `order_cancelled` and `order_refunded` journals owe back to the buyer and take back from the
 * shop's fee, whether it was cancelled or released (`order_released`). The date paid is the order
 * row's creation (the same transaction as its `order_paid` journal; the sample orders keep their
 * own dates), else the journal's time when the order row is gone (the ledger outlives it). The
 * rules that turn figures into rows, pages, CSV and weeks are the contract's (statement.ts).
 */
import {
  statementRow,
  type EarningsMovement,
  type StatementFigures,
  type StatementRow,
} from '@shop/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema.ts';
import { BUYERS, JOURNAL_KINDS, REFUNDS_OWED, SHOP_FEES, sellerPending } from './accounts.ts';
import { ledgerEntries, ledgerJournals } from './tables.ts';

/** What a seller's statement and earnings chart are made of. */
export interface SellerStatementData {
  /** One row per seller order recorded as paid, in no particular order (statementPage sorts). */
  rows: StatementRow[];
  /**
   * The changes to the seller's earnings: + each order's net when paid, - the seller's part of
   * each refund or cancellation when it was recorded (for weeklyEarnings).
   */
  movements: EarningsMovement[];
}

/** The ids of the orders of seller `sellerId` that have an `order_paid` journal. */
async function paidOrderIds(db: Db, sellerId: number): Promise<number[]> {
  const byLeg = await db
    .selectDistinct({ orderId: ledgerEntries.orderId })
    .from(ledgerEntries)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(
      and(
        eq(ledgerJournals.kind, JOURNAL_KINDS.orderPaid),
        eq(ledgerEntries.account, sellerPending(sellerId)),
        isNotNull(ledgerEntries.orderId),
      ),
    );
  const byOrder = await db
    .selectDistinct({ orderId: ledgerJournals.orderId })
    .from(ledgerJournals)
    .innerJoin(orders, eq(orders.id, ledgerJournals.orderId))
    .where(and(eq(ledgerJournals.kind, JOURNAL_KINDS.orderPaid), eq(orders.sellerId, sellerId)));
  const ids = new Set<number>();
  for (const { orderId } of [...byLeg, ...byOrder]) if (orderId !== null) ids.add(orderId);
  return [...ids];
}

/** True for a seller's own account (pending, available), where a refund takes the seller's part from. */
function isSellerAccount(account: string): boolean {
  return account.startsWith('seller:') && !account.endsWith(':paid-out');
}

/**
 * The statement rows and earnings movements of seller `sellerId` (see the module note), from
 * three queries whatever the number of orders. Integer pence.
 */
export async function sellerStatementData(db: Db, sellerId: number): Promise<SellerStatementData> {
  const orderIds = await paidOrderIds(db, sellerId);
  if (orderIds.length === 0) return { rows: [], movements: [] };
  const journalRows = await db
    .select({
      id: ledgerJournals.id,
      kind: ledgerJournals.kind,
      orderId: ledgerJournals.orderId,
      createdAt: ledgerJournals.createdAt,
    })
    .from(ledgerJournals)
    .where(inArray(ledgerJournals.orderId, orderIds));
  const entryRows = await db
    .select({
      journalId: ledgerEntries.journalId,
      orderId: ledgerEntries.orderId,
      account: ledgerEntries.account,
      amountPence: ledgerEntries.amountPence,
      kind: ledgerJournals.kind,
      createdAt: ledgerJournals.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(inArray(ledgerEntries.orderId, orderIds));
  const orderRows = await db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  const placedAt = new Map(orderRows.map((o) => [o.id, o.createdAt]));

  interface Working extends StatementFigures {
    netPaidPence: number;
    /** The seller's part of each refund or cancellation journal, by journal id. */
    takenBack: Map<number, { at: Date; pence: number }>;
  }
  const figures = new Map<number, Working>();
  const figuresOf = (orderId: number): Working => {
    let f = figures.get(orderId);
    if (f === undefined) {
      f = {
        orderId,
        paidAt: new Date(0),
        grossPence: 0,
        feePence: 0,
        refundsPence: 0,
        feeRefundedPence: 0,
        cancelled: false,
        released: false,
        netPaidPence: 0,
        takenBack: new Map(),
      };
      figures.set(orderId, f);
    }
    return f;
  };
  for (const j of journalRows) {
    if (j.orderId === null) continue;
    const f = figuresOf(j.orderId);
    if (j.kind === JOURNAL_KINDS.orderPaid) f.paidAt = placedAt.get(j.orderId) ?? j.createdAt;
    if (j.kind === JOURNAL_KINDS.orderCancelled) f.cancelled = true;
    if (j.kind === JOURNAL_KINDS.orderReleased) f.released = true;
  }
  for (const e of entryRows) {
    if (e.orderId === null) continue;
    const f = figuresOf(e.orderId);
    if (e.kind === JOURNAL_KINDS.orderPaid) {
      if (e.account === BUYERS) f.grossPence -= e.amountPence;
      else if (e.account === SHOP_FEES) f.feePence += e.amountPence;
      else if (isSellerAccount(e.account)) f.netPaidPence += e.amountPence;
    } else if (e.kind === JOURNAL_KINDS.orderCancelled || e.kind === JOURNAL_KINDS.orderRefunded) {
      if (e.account === REFUNDS_OWED) f.refundsPence += e.amountPence;
      else if (e.account === SHOP_FEES) f.feeRefundedPence -= e.amountPence;
      else if (isSellerAccount(e.account)) {
        const taken = f.takenBack.get(e.journalId) ?? { at: e.createdAt, pence: 0 };
        taken.pence -= e.amountPence;
        f.takenBack.set(e.journalId, taken);
      }
    } else if (e.kind === JOURNAL_KINDS.orderReleased) f.released = true;
  }

  const rows: StatementRow[] = [];
  const movements: EarningsMovement[] = [];
  for (const f of figures.values()) {
    // Only orders whose payment the ledger holds (a stray journal of another kind makes no row).
    if (f.grossPence === 0) continue;
    rows.push(statementRow(f));
    movements.push({ at: f.paidAt, netPence: f.netPaidPence });
    for (const taken of f.takenBack.values()) movements.push({ at: taken.at, netPence: -taken.pence });
  }
  return { rows, movements };
}
