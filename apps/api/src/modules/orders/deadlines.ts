/**
 * The ship-by deadline (decision 060), the 'ship-by-deadlines' job: a paid order ('processing')
 * not marked shipped by its `ship_by` date (payment + SHIP_BY_DAYS) is cancelled and refunded in
 * full through the same steps as a cancellation by staff (fulfilment.ts applyMove: refund through
 * the outbox, the order_cancelled journal, restock, audit row with the system as actor), and both
 * sides are told why. A day before, both get a reminder, once per order (`ship_by_reminded_at`,
 * and outbox keys `ship-by-reminder:{id}:seller` and `:buyer`).
 * Rows are claimed in small batches with `FOR UPDATE SKIP LOCKED`, one transaction per batch, so
 * several processes running the job do each order's work once.
 */
import { DEADLINE_DAY_MS } from '@shop/contract';
import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema.ts';
import { enqueue } from '../notifications/index.ts';
import { applyMove } from './fulfilment.ts';
import type { OrderRow } from './orders.ts';
import { recipientOf } from './refunds.ts';
import { JOB_BATCH_SIZE, type JobRun } from './release.ts';

/** The audit note of a cancellation by the ship-by deadline. */
export const SHIP_BY_NOTE = 'not shipped by the ship-by date: cancelled and refunded';

/** What the job did in one run. */
export interface ShipByRun {
  /** Orders whose sides were reminded a day before their ship-by date. */
  reminded: number;
  /** Orders cancelled and refunded for passing it. */
  cancelled: number;
}

/** Claims up to `limit` processing orders matching `where`, oldest deadline first, skipping locked rows. */
function claimUnshipped(tx: Tx, where: ReturnType<typeof and>, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'processing'), isNotNull(orders.shipBy), where))
    .orderBy(asc(orders.shipBy), asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Runs `batch` in transactions until a batch handles fewer than `batchSize` orders; returns the total. */
async function inBatches(db: Db, batchSize: number, batch: (tx: Tx) => Promise<number>): Promise<number> {
  let done = 0;
  for (;;) {
    const handled = await db.transaction(batch);
    done += handled;
    if (handled < batchSize) return done;
  }
}

/**
 * Reminds both sides of each unshipped order whose ship-by date is within a day of `now` (and
 * not passed), once per order: sets `ship_by_reminded_at` and enqueues 'ship-by-reminder' to the
 * seller and to the buyer. Returns how many orders were reminded.
 */
export async function remindShipBy(db: Db, now: Date, batchSize = JOB_BATCH_SIZE): Promise<JobRun> {
  const soon = new Date(now.getTime() + DEADLINE_DAY_MS);
  const done = await inBatches(db, batchSize, async (tx) => {
    const due = await claimUnshipped(
      tx,
      and(isNull(orders.shipByRemindedAt), lte(orders.shipBy, soon), gt(orders.shipBy, now)),
      batchSize,
    );
    for (const order of due) {
      await tx
        .update(orders)
        .set({ shipByRemindedAt: now, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      const shipBy = (order.shipBy ?? now).toISOString();
      const seller = order.sellerId === null ? null : await recipientOf(tx, order.sellerId);
      if (seller !== null)
        await enqueue(
          tx,
          { kind: 'ship-by-reminder', payload: { ...seller, orderId: order.id, role: 'seller', shipBy } },
          `ship-by-reminder:${order.id}:seller`,
        );
      const buyer = await recipientOf(tx, order.userId);
      if (buyer !== null)
        await enqueue(
          tx,
          { kind: 'ship-by-reminder', payload: { ...buyer, orderId: order.id, role: 'buyer', shipBy } },
          `ship-by-reminder:${order.id}:buyer`,
        );
    }
    return due.length;
  });
  return { done };
}

/**
 * Cancels and refunds each order still unshipped at its ship-by date (`ship_by <= now`), as the
 * system (applyMove with no actor, reason 'ship-by-deadline'). Returns how many were cancelled.
 */
export async function cancelOverdueOrders(
  db: Db,
  now: Date,
  releaseAfterDeliveryDays: number,
  batchSize = JOB_BATCH_SIZE,
): Promise<JobRun> {
  const done = await inBatches(db, batchSize, async (tx) => {
    const due = await claimUnshipped(tx, lte(orders.shipBy, now), batchSize);
    for (const order of due)
      await applyMove(
        tx,
        order,
        null,
        'cancelled',
        { carrier: '', tracking: '', note: SHIP_BY_NOTE, reason: 'ship-by-deadline' },
        { now, releaseAfterDeliveryDays },
      );
    return due.length;
  });
  return { done };
}

/**
 * The 'ship-by-deadlines' job at `now`: the reminders first, then the cancellations (an order
 * whose deadline passed unseen is cancelled without a reminder). `days` are the configured
 * RELEASE_AFTER_DELIVERY_DAYS (unused by a cancellation, passed for the shared move).
 */
export async function enforceShipByDeadlines(
  db: Db,
  now: Date,
  days: { releaseAfterDeliveryDays: number },
  batchSize = JOB_BATCH_SIZE,
): Promise<ShipByRun> {
  const reminded = (await remindShipBy(db, now, batchSize)).done;
  const cancelled = (await cancelOverdueOrders(db, now, days.releaseAfterDeliveryDays, batchSize)).done;
  return { reminded, cancelled };
}
