/**
 * The release of a seller order's earnings (decision 060): the buyer's Confirm receipt
 * (`POST /orders/{id}/confirm-receipt/`) and the 'release-earnings' job, whichever comes first.
 * Either way, in ONE transaction with the order row locked: the order's `released_at` (and, for
 * the buyer, `receipt_confirmed_at`), the ledger's `order_released` journal moving what the order
 * holds in its seller's pending account to available (modules/ledger/release.ts), and the
 * seller's 'order-released' e-mail through the outbox (key `order-released:{id}`).
 * The rule of who may confirm which order is the contract's receiptRefusal (release.ts there).
 */
import { MESSAGES, RECEIPT_CONFIRMED_STATUS, receiptRefusal, type Order } from '@shop/contract';
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { orderEvents, orders } from '../../platform/db/schema.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { publishSellerChange } from '../../platform/cache/catalogue-events.ts';
import { recordOrderReleased } from '../ledger/index.ts';
import { enqueue } from '../notifications/index.ts';
import { getOrder, type OrderRow } from './orders.ts';
import { recipientOf } from './refunds.ts';

/** The audit note of a buyer's Confirm receipt that moved a shipped order to delivered. */
export const RECEIPT_NOTE = 'receipt confirmed by the buyer';

/**
 * Releases the locked order row `order` at `now` inside `tx`: sets `released_at` (and
 * `receipt_confirmed_at` when `byBuyer`), posts the order_released journal and enqueues the
 * seller's e-mail when pence moved. Returns the pence released (0 for an order the ledger holds
 * nothing pending for: paid before the ledger, or of 0 pence).
 */
export async function releaseOrder(tx: Tx, order: OrderRow, now: Date, byBuyer: boolean): Promise<number> {
  await tx
    .update(orders)
    .set({ releasedAt: now, ...(byBuyer ? { receiptConfirmedAt: now } : {}), updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  if (order.sellerId === null) return 0;
  const net = await recordOrderReleased(tx, { orderId: order.id, sellerId: order.sellerId });
  if (net > 0) {
    const seller = await recipientOf(tx, order.sellerId);
    if (seller !== null)
      await enqueue(
        tx,
        {
          kind: 'order-released',
          payload: { ...seller, orderId: order.id, netPence: net, grossPence: order.totalPence, byBuyer },
        },
        `order-released:${order.id}`,
      );
  }
  return net;
}

/**
 * The buyer `buyerId` confirms they received order `orderId` at `now` (decision 060). A shipped
 * order becomes delivered (audit row by the buyer, RECEIPT_NOTE); then the order is released
 * (releaseOrder). Returns the order as its buyer sees it. Throws HttpError 404 (unknown order),
 * 403 (someone else's: MESSAGES.server.forbidden, as getOrder), 409 receiptRefusal (not shipped,
 * cancelled, already released); a refused request changes nothing. `returnWindowDays` gives the
 * answer's `return_by` (decision 067).
 */
export async function confirmReceipt(
  db: Db,
  buyerId: number,
  orderId: number,
  now: Date,
  returnWindowDays: number,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (order === undefined) throw notFound(MESSAGES.server.notFound);
    if (order.userId !== buyerId) throw forbidden(MESSAGES.server.forbidden);
    const refusal = receiptRefusal({
      status: order.status,
      released_at: order.releasedAt?.toISOString() ?? null,
    });
    if (refusal !== null) throw conflict(refusal);
    if (order.status !== RECEIPT_CONFIRMED_STATUS) {
      await tx
        .update(orders)
        .set({ status: RECEIPT_CONFIRMED_STATUS, deliveredAt: now, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
      await tx.insert(orderEvents).values({
        orderId,
        actorId: buyerId,
        fromStatus: order.status,
        toStatus: RECEIPT_CONFIRMED_STATUS,
        note: RECEIPT_NOTE,
      });
      // One more completed sale on the seller's card (decision 075).
      if (order.sellerId !== null) await publishSellerChange(tx, order.sellerId);
    }
    await releaseOrder(tx, order, now, true);
  });
  return getOrder(db, buyerId, orderId, returnWindowDays);
}

/** What one run of a deadline job did. */
export interface JobRun {
  /** Orders handled (released, reminded or cancelled). */
  done: number;
}

/** Orders a job claims per transaction: small, so a batch holds its locks briefly. */
export const JOB_BATCH_SIZE = 20;

/**
 * The 'release-earnings' job (decision 060): releases every delivered order whose release date
 * is at or before `now` and that is not released yet, in batches of `batchSize` claimed with
 * `FOR UPDATE SKIP LOCKED` (one transaction per batch): several processes running it at once
 * release each order once, and a row another process holds is left to it. Returns how many it
 * released.
 */
export async function releaseDueEarnings(db: Db, now: Date, batchSize = JOB_BATCH_SIZE): Promise<JobRun> {
  let done = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(
          and(
            isNull(orders.releasedAt),
            isNotNull(orders.releaseAt),
            lte(orders.releaseAt, now),
            eq(orders.status, RECEIPT_CONFIRMED_STATUS),
          ),
        )
        .orderBy(asc(orders.releaseAt), asc(orders.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const order of due) await releaseOrder(tx, order, now, false);
      return due.length;
    });
    done += claimed;
    if (claimed < batchSize) return { done };
  }
}
