/**
 * A refund of part or all of a seller order at any stage (decision 062): before its earnings are
 * released, after, or after they were paid out. The buyer always gets the whole refund; the
 * shop's fee gives back its share (refundSplit, @shop/contract) and the seller the rest, taken
 * from what the order still holds in the seller's pending balance and, once released, from the
 * seller's available balance, which may go below zero (netted from later earnings before any
 * payout, decision 061). One journal per refund, key `order-refunded:{refund key}`; the refund key
 * is the provider's idempotency key, so the refund worker's `recordRefundMade` pays it back to the
 * buyer once the provider has made it.
 */
import { refundSplit, type FeeSplit, type RefundSplit } from '@shop/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { JOURNAL_KINDS, REFUNDS_OWED, SHOP_FEES, sellerAvailable, sellerPending } from './accounts.ts';
import { orderHoldings } from './balances.ts';
import { legs, postJournal } from './journals.ts';
import { orderPaidSplits } from './splits.ts';
import { ledgerEntries, ledgerJournals } from './tables.ts';

/** A refund of a seller order the ledger cannot record: nothing is written. */
export class RefundNotRecordableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundNotRecordableError';
  }
}

/**
 * What the ledger has recorded as owed back to buyers for order `orderId` so far (cancellations and
 * refunds, made or not yet made), integer pence.
 */
export async function orderRefundedPence(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountPence}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(
      and(
        eq(ledgerJournals.orderId, orderId),
        eq(ledgerEntries.account, REFUNDS_OWED),
        inArray(ledgerJournals.kind, [JOURNAL_KINDS.orderCancelled, JOURNAL_KINDS.orderRefunded]),
      ),
    );
  return Number(row?.total ?? 0);
}

/** One refund to record. */
export interface OrderRefund {
  orderId: number;
  sellerId: number;
  /** What the buyer gets back with this refund, integer pence, above 0. */
  refundPence: number;
  /** The refund's key: the provider's idempotency key and the outbox row's dedupe key. */
  refundKey: string;
}

/**
 * Records (inside `tx`) refund `refund` of a paid seller order: the shop's fee and the seller give
 * it back to refunds owed (see the module note). Returns the split, or null when a journal with
 * this refund key was already written (nothing new). Throws RefundNotRecordableError when the
 * order has no `order_paid` journal, or the refunds in all would exceed what was paid.
 */
export async function recordOrderRefund(tx: Db, refund: OrderRefund): Promise<RefundSplit | null> {
  const { orderId, sellerId, refundPence, refundKey } = refund;
  const idempotencyKey = `order-refunded:${refundKey}`;
  const [done] = await tx
    .select({ id: ledgerJournals.id })
    .from(ledgerJournals)
    .where(eq(ledgerJournals.idempotencyKey, idempotencyKey));
  if (done !== undefined) return null;
  const paid: FeeSplit | undefined = (await orderPaidSplits(tx, [orderId])).get(orderId);
  if (paid === undefined)
    throw new RefundNotRecordableError(`order ${orderId} has no payment in the ledger to refund`);
  const before = await orderRefundedPence(tx, orderId);
  let split: RefundSplit;
  try {
    split = refundSplit(paid, before, refundPence);
  } catch (error) {
    throw new RefundNotRecordableError(
      `order ${orderId}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const pending = Math.max(0, (await orderHoldings(tx, orderId)).get(sellerPending(sellerId)) ?? 0);
  const fromPending = Math.min(pending, split.sellerPence);
  const posted = await postJournal(tx, {
    kind: JOURNAL_KINDS.orderRefunded,
    idempotencyKey,
    orderId,
    refundKey,
    entries: legs(
      { account: SHOP_FEES, amountPence: -split.feePence, orderId },
      { account: sellerPending(sellerId), amountPence: -fromPending, orderId },
      { account: sellerAvailable(sellerId), amountPence: -(split.sellerPence - fromPending), orderId },
      { account: REFUNDS_OWED, amountPence: refundPence, orderId },
    ),
  });
  return posted.created ? split : null;
}
