/**
 * Every refund of decision 067 (a return's, a refund without a return, a staff decision's), in
 * the transaction of the step that causes it, with the order row already locked
 * (`lockOrder`, SELECT ... FOR UPDATE) so that two refunds at the same moment run one after the
 * other and the second reads what the first left:
 * 1. each line's `order_items.refunded_pence` grows by its part, the order's
 *    `orders.refunded_pence` and its checkout session's by the whole (the CHECKs of migration 021
 *    keep each at most what was paid);
 * 2. one `order_refunds` row (order, request or none, kind, amount, reason, actor, key);
 * 3. the ledger's `recordOrderRefund` (decision 062: the fee back in proportion, the seller's part
 *    from pending, then available) under the refund key;
 * 4. the refund's outbox row under the same key (decision 041: the refund worker pays it at the
 *    provider, records it made in the ledger and e-mails the buyer 'refund-issued');
 * 5. a line of the order's audit log (`order_events`, from and to its current status, with the
 *    amount and the reason).
 * Keys: `refund-return-{request id}` for a return's or a decision's refund (a request refunds at
 * most once), `refund-goodwill-{order_refunds id}` for a refund without a return.
 */
import { MESSAGES, RETURN_MESSAGES, formatPence, singleLine, type RefundableLine } from '@shop/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.ts';
import {
  checkoutSessions,
  orderEvents,
  orderItems,
  orderRefunds,
  orders,
  type OrderRefundKind,
} from '../../platform/db/schema.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { RefundNotRecordableError, recordOrderRefund } from '../ledger/index.ts';
import { enqueueRefund, recipientOf, type OrderRow } from '../orders/index.ts';

/** The key of the refund of return request `requestId` (its return's, or staff's decision's). */
export function returnRefundKey(requestId: number): string {
  return `refund-return-${requestId}`;
}

/** The key of the refund without a return `orderRefundId` (an `order_refunds` id). */
export function goodwillRefundKey(orderRefundId: number): string {
  return `refund-goodwill-${orderRefundId}`;
}

/**
 * The key of the refund without a return of order `orderId` that its client named
 * `idempotencyKey` (RefundRequest.idempotency_key): a repeat finds it and refunds nothing more.
 */
export function clientRefundKey(orderId: number, idempotencyKey: string): string {
  return `refund-goodwill-${orderId}-${idempotencyKey}`;
}

/** True when a refund under `refundKey` was already made (an `order_refunds` row holds the key). */
export async function refundMade(tx: Tx, refundKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(eq(orderRefunds.refundKey, refundKey));
  return row !== undefined;
}

/** Locks order `orderId`'s row (FOR UPDATE) inside `tx` and returns it; throws HttpError 404 when there is none. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (order === undefined) throw notFound(MESSAGES.server.notFound);
  return order;
}

/** The lines of order `orderId` as the refund rules read them (pence), in id order. */
export async function refundableLines(tx: Tx, orderId: number): Promise<RefundableLine[]> {
  const rows = await tx
    .select({
      id: orderItems.id,
      quantity: orderItems.quantity,
      unitPricePence: orderItems.unitPricePence,
      refundedPence: orderItems.refundedPence,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map((r) => ({
    id: r.id,
    paidPence: r.quantity * r.unitPricePence,
    refundedPence: r.refundedPence,
  }));
}

/** One refund to make (see the module note). */
export interface RefundToMake {
  /** The order, its row locked by this transaction (lockOrder). */
  order: OrderRow;
  kind: OrderRefundKind;
  /** What each line gives back, pence above 0 (allocateRefund, or a return's one line). */
  parts: readonly { id: number; pence: number }[];
  /** The return request it refunds; null for a refund without a return. */
  requestId: number | null;
  /** Who caused it (the seller, staff); null for the shop itself. */
  actorId: number | null;
  /** Why, as the buyer reads it (one line in the audit log). */
  reason: string;
  /** The time of the step (the app's Clock). */
  now: Date;
  /** The refund's key when the client named it (clientRefundKey); else made from the request or the row. */
  refundKey?: string;
}

/** What a refund made: its `order_refunds` row, its key and amount (pence). */
export interface RefundMade {
  orderRefundId: number;
  refundKey: string;
  amountPence: number;
}

/**
 * Makes refund `refund` inside `tx` (see the module note). Throws HttpError 409
 * RETURN_MESSAGES.errors.notRefundable when the order has no seller or no payment in the ledger
 * (then the whole step rolls back); a refund above what was paid breaks a CHECK and rolls back.
 */
export async function makeRefund(tx: Tx, refund: RefundToMake): Promise<RefundMade> {
  const { order, parts } = refund;
  const amountPence = parts.reduce((sum, part) => sum + part.pence, 0);
  if (order.sellerId === null || amountPence <= 0) throw conflict(RETURN_MESSAGES.errors.notRefundable);
  for (const part of parts)
    await tx
      .update(orderItems)
      .set({ refundedPence: sql`${orderItems.refundedPence} + ${part.pence}` })
      .where(eq(orderItems.id, part.id));
  await tx
    .update(orders)
    .set({ refundedPence: sql`${orders.refundedPence} + ${amountPence}`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  if (order.checkoutSessionId !== null)
    await tx
      .update(checkoutSessions)
      .set({
        refundedPence: sql`${checkoutSessions.refundedPence} + ${amountPence}`,
        updatedAt: sql`now()`,
      })
      .where(eq(checkoutSessions.id, order.checkoutSessionId));
  // A refund without a return is keyed by its own row: its id is taken first.
  const [next] = await queryRows<{ id: string | number }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence('order_refunds', 'id')) AS id`,
  );
  const orderRefundId = Number(next?.id);
  const refundKey =
    refund.refundKey ??
    (refund.requestId === null ? goodwillRefundKey(orderRefundId) : returnRefundKey(refund.requestId));
  const reason = singleLine(refund.reason);
  await tx.insert(orderRefunds).values({
    id: orderRefundId,
    orderId: order.id,
    returnRequestId: refund.requestId,
    kind: refund.kind,
    amountPence,
    reason,
    actorId: refund.actorId,
    refundKey,
    createdAt: refund.now,
  });
  try {
    await recordOrderRefund(tx, {
      orderId: order.id,
      sellerId: order.sellerId,
      refundPence: amountPence,
      refundKey,
    });
  } catch (error) {
    if (error instanceof RefundNotRecordableError) throw conflict(RETURN_MESSAGES.errors.notRefundable);
    throw error;
  }
  await enqueueRefund(
    tx,
    {
      orderId: order.id,
      checkoutSessionId: order.checkoutSessionId,
      amountPence,
      recipient: await recipientOf(tx, order.userId),
    },
    refundKey,
  );
  await tx.insert(orderEvents).values({
    orderId: order.id,
    actorId: refund.actorId,
    fromStatus: order.status,
    toStatus: order.status,
    note: singleLine(`refund of ${formatPence(amountPence)}${reason === '' ? '' : `: ${reason}`}`),
  });
  return { orderRefundId, refundKey, amountPence };
}
