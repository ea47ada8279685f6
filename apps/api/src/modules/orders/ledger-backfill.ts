/**
 * The ledger's backfill (decision 065): a database made before the ledger existed (decision 055;
 * an old `.data` of `pnpm start`) has paid orders without journals, so their sellers' balances,
 * statements and payouts leave them out. For every paid seller order without an `order_paid`
 * journal (ledger `paidOrdersWithoutJournal`), this writes the journals the services would have
 * written, through the same functions, dated when each thing happened:
 * - `order_paid` (buyers -total, shop fees +fee, seller pending +net) at the order's creation,
 *   with the fee terms in force now (`feeRule`: the terms My sales showed for these orders,
 *   decision 056; no other terms were ever recorded for them);
 * - a delivered order released (`released_at`, decision 060): `order_released` at that time;
 * - a cancelled order (its whole total refunded): `order_cancelled` under its refund key
 *   `refund-order-{id}` at the cancellation's audit row, then `refund_paid` unless its refund
 *   is still due in the outbox (then the refund worker records it when the provider makes it).
 * Run by the migrate path in the migration transaction (src/migrations.ts); idempotent: each
 * journal has its key, and an order that has its `order_paid` journal is not looked at again.
 */
import type { FeeRule } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { orderEvents, outbox } from '../../platform/db/schema.ts';
import {
  paidOrdersWithoutJournal,
  recordOrderCancelled,
  recordOrderPaid,
  recordOrderReleased,
  recordRefundMade,
  type UnrecordedOrder,
} from '../ledger/index.ts';
import { REFUND_KIND, orderRefundKey } from './refunds.ts';

/** When order `orderId` was cancelled: its audit row's time, else the order row's last change. */
async function cancelledAt(tx: Db, order: UnrecordedOrder): Promise<Date> {
  const [event] = await tx
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.toStatus, 'cancelled')))
    .orderBy(asc(orderEvents.id))
    .limit(1);
  return event?.at ?? order.updatedAt;
}

/**
 * Whether refund `refundKey` has been made, and when: its outbox row's `sent_at`. A row not yet
 * sent is a refund still due (`made` false). No row: made before the outbox kept it (refunds older
 * than decision 041, or rows purged after sending), at `fallback`. The row is locked until the
 * migration commits: a refund worker of a running process that makes this refund meanwhile waits
 * to mark it sent, then records it against the order_cancelled journal this transaction wrote
 * (without the lock it would find nothing owed, and the backfill would have read it as due).
 */
async function refundState(tx: Db, refundKey: string, fallback: Date): Promise<{ made: boolean; at: Date }> {
  const [row] = await tx
    .select({ sentAt: outbox.sentAt })
    .from(outbox)
    .where(and(eq(outbox.kind, REFUND_KIND), eq(outbox.dedupeKey, refundKey)))
    .for('update');
  if (row === undefined) return { made: true, at: fallback };
  return row.sentAt === null ? { made: false, at: fallback } : { made: true, at: row.sentAt };
}

/**
 * Writes (inside `tx`, which should be the migration transaction) the journals of every paid
 * seller order the ledger has no payment for, with the fee of `feeRule` (see the module note).
 * Returns the ids of the orders it recorded, oldest first; none when the ledger already has every
 * paid order. Throws (and writes nothing, as the transaction rolls back) when a journal is refused.
 */
export async function backfillLedger(tx: Db, feeRule: FeeRule): Promise<number[]> {
  const recorded: number[] = [];
  for (const order of await paidOrdersWithoutJournal(tx, { lock: true })) {
    const { orderId, sellerId } = order;
    await recordOrderPaid(
      tx,
      {
        orderId,
        sellerId,
        grossPence: order.totalPence,
        checkoutSessionId: order.checkoutSessionId,
        paidAt: order.createdAt,
      },
      feeRule,
    );
    if (order.status === 'cancelled') {
      const refundKey = orderRefundKey(orderId);
      const at = await cancelledAt(tx, order);
      await recordOrderCancelled(tx, { orderId, refundKey, refundPence: order.totalPence, at });
      const refund = await refundState(tx, refundKey, at);
      if (refund.made) await recordRefundMade(tx, refundKey, refund.at);
    } else if (order.releasedAt !== null) {
      await recordOrderReleased(tx, { orderId, sellerId, at: order.releasedAt });
    }
    recorded.push(orderId);
  }
  return recorded;
}
