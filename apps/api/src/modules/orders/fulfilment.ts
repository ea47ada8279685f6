/**
 * The fulfilment state machine on the server (decision 020, ARCHITECTURE "Commerce"):
 * `POST /orders/{id}/status/` moves one order along FULFILMENT_TRANSITIONS (contract rules.ts).
 * In ONE transaction:
 * 1. lock the order row (SELECT ... FOR UPDATE): concurrent moves of one order run one at a time;
 * 2. 404 unknown order; 403 MESSAGES.server.forbidden unless the caller is the order's seller or
 *    staff (the buyer may not move it);
 * 3. 409 transitionRefusedMessage(from, to) unless canTransition(from, to) and the target is not
 *    'processing' (that move is the payment's, by the system);
 * 4. 'shipped' needs a carrier and a tracking number (400 MESSAGES.server.trackingRequired);
 * 5. 'cancelled' refunds what is left of the order's total: orders.refunded_pence is set to the
 *    total and each line's refunded_pence to the line's price (decision 067), the checkout
 *    session's refunded_pence grows by it, and the refund is requested through the outbox (kind
 *    'refund', key `refund-order-{id}`; modules/orders/refunds.ts, decision 041) and the ledger
 *    moves the order's pending net and the shop's fee to refunds owed (decision 055); the stock
 *    comes back (items_in_stock += qty, in_stock);
 * 6. one order_events row: who, from, to and a note ('carrier Royal Mail, tracking AB123');
 * 7. the buyer's notification (modules/notifications/outbox.ts): 'order-shipped' with the carrier and
 *    tracking number, 'order-delivered', or 'order-cancelled' with the amount being refunded.
 * 'delivered' also records when, and the date the seller's earnings release by themselves
 * (decision 060). The ship-by deadline (deadlines.ts) cancels an unshipped order through the same
 * steps (applyMove), as the system, and tells both sides why.
 * Any failure rolls everything back, so a refused request changes nothing, and a committed
 * cancellation always has its refund requested. The refund worker makes it at the payment
 * provider (Stripe idempotency key `refund-order-{id}`), retrying until it succeeds, and then
 * e-mails the buyer 'refund-issued'.
 */
import {
  MESSAGES,
  addDeadlineDays,
  canTransition,
  singleLine,
  toPounds,
  transitionRefusedMessage,
  type OrderStatus,
  type OrderStatusRequest,
  type SellerOrder,
} from '@shop/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { checkoutSessions, orderEvents, orderItems, orders, products } from '../../platform/db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { enqueue } from '../notifications/index.ts';
import type { Notification } from '../notifications/index.ts';
import { publishCatalogueChange, publishSellerChange } from '../../platform/cache/catalogue-events.ts';
import { loadSellerOrder, type OrderRow, type OrderTerms } from './orders.ts';
import { enqueueRefund, orderRefundKey, recipientOf } from './refunds.ts';
import { recordOrderCancelled } from '../ledger/index.ts';

/** Who asks to move an order: their id and whether they are staff. */
export interface OrderActor {
  id: number;
  isStaff: boolean;
}

/** What a move did, for the caller's after-commit work. */
export interface OrderMove {
  orderId: number;
  from: string;
  to: string;
  /** Pence refunded by this move (a cancellation), else 0. */
  refundedPence: number;
}

/** The note of the audit row of a move (our wording). */
function noteFor(to: string, carrier: string, tracking: string, refundedPence: number): string {
  if (to === 'shipped') return `carrier ${carrier}, tracking ${tracking}`;
  if (to === 'cancelled') return `refund of £${toPounds(refundedPence).toFixed(2)}`;
  return '';
}

/**
 * Puts the order's units back in stock (product id order, so two cancellations never deadlock).
 * The "in stock" switch comes back on only for a product that had no units left (contract
 * stockAfterReturn, decision 042): a seller's own switch-off stays.
 */
async function restock(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    // Lines of deleted products (product_id null) have nothing to go back to.
    if (line.productId === null) continue;
    await tx
      .update(products)
      .set({
        itemsInStock: sql`${products.itemsInStock} + ${line.quantity}`,
        inStock: sql`${products.inStock} OR ${products.itemsInStock} = 0`,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, line.productId));
  }
  // Stock moved back: every process drops the catalogue answers listing these products (decision 026).
  await publishCatalogueChange(tx, {
    ids: lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
    lists: false,
  });
}

/** Why an order moves: a person's request, or the system's ship-by deadline (decision 060). */
export type MoveReason = 'request' | 'ship-by-deadline';

/**
 * Enqueues (inside `tx`) the messages of order `order` moving to `to` (shipped, delivered,
 * cancelled; the buyer's dedupe key `order-{to}:{id}`: each move happens once per order). A
 * cancellation for the ship-by deadline tells both sides why ('order-cancelled-unshipped', the
 * buyer's in place of 'order-cancelled', the seller's under `order-cancelled-unshipped:{id}:seller`).
 */
async function enqueueMoveNotifications(
  tx: Tx,
  order: OrderRow,
  to: string,
  facts: { carrier: string; tracking: string; refundedPence: number; reason: MoveReason },
): Promise<void> {
  const orderId = order.id;
  const recipient = await recipientOf(tx, order.userId);
  if (to === 'cancelled' && facts.reason === 'ship-by-deadline') {
    const shipBy = (order.shipBy ?? new Date(0)).toISOString();
    const payload = { orderId, refundedPence: facts.refundedPence, shipBy };
    if (recipient !== null)
      await enqueue(
        tx,
        { kind: 'order-cancelled-unshipped', payload: { ...recipient, ...payload, role: 'buyer' } },
        `order-cancelled:${orderId}`,
      );
    const seller = order.sellerId === null ? null : await recipientOf(tx, order.sellerId);
    if (seller !== null)
      await enqueue(
        tx,
        { kind: 'order-cancelled-unshipped', payload: { ...seller, ...payload, role: 'seller' } },
        `order-cancelled-unshipped:${orderId}:seller`,
      );
    return;
  }
  if (recipient === null) return;
  let notification: Notification;
  if (to === 'shipped')
    notification = {
      kind: 'order-shipped',
      payload: { ...recipient, orderId, carrier: facts.carrier, trackingNumber: facts.tracking },
    };
  else if (to === 'delivered') notification = { kind: 'order-delivered', payload: { ...recipient, orderId } };
  else if (to === 'cancelled')
    notification = {
      kind: 'order-cancelled',
      payload: { ...recipient, orderId, refundedPence: facts.refundedPence },
    };
  else return;
  await enqueue(tx, notification, `order-${to}:${orderId}`);
}

/** When a move happens and the days it starts counting (decision 060). */
export interface MoveContext {
  /** The time of the move (the app's Clock): 'delivered' starts the release window from it. */
  now: Date;
  /** Days after 'delivered' until the earnings release by themselves (RELEASE_AFTER_DELIVERY_DAYS). */
  releaseAfterDeliveryDays: number;
}

/**
 * Applies the move of the locked order row `order` to `to` inside `tx`, checks done (see the
 * module note, steps 4 to 7): the row, a cancellation's refund, ledger journal and restock, the
 * audit row (actor `actorId`, null for the system), the messages. 'delivered' records
 * `delivered_at` and the automatic release date (`now` + RELEASE_AFTER_DELIVERY_DAYS, decision 060).
 * The staff's and sellers' requests (moveOrder) and the ship-by deadline (deadlines.ts) both move
 * orders through here, so a cancellation is the same whoever causes it.
 */
export async function applyMove(
  tx: Tx,
  order: OrderRow,
  actorId: number | null,
  to: OrderStatus,
  facts: { carrier: string; tracking: string; note?: string; reason: MoveReason },
  context: MoveContext,
): Promise<OrderMove> {
  const orderId = order.id;
  const from = order.status;
  const { carrier, tracking } = facts;
  const refundedPence = to === 'cancelled' ? order.totalPence - order.refundedPence : 0;
  await tx
    .update(orders)
    .set({
      status: to,
      ...(to === 'shipped' ? { carrier, trackingNumber: tracking } : {}),
      ...(refundedPence > 0 ? { refundedPence: order.totalPence } : {}),
      ...(to === 'delivered'
        ? {
            deliveredAt: context.now,
            releaseAt: addDeadlineDays(context.now, context.releaseAfterDeliveryDays),
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId));
  if (to === 'cancelled') {
    // Every line is refunded in full with the order (decision 067: per line, never more than paid).
    await tx
      .update(orderItems)
      .set({ refundedPence: sql`${orderItems.quantity}::bigint * ${orderItems.unitPricePence}` })
      .where(eq(orderItems.orderId, orderId));
    if (refundedPence > 0 && order.checkoutSessionId !== null) {
      await tx
        .update(checkoutSessions)
        .set({
          refundedPence: sql`${checkoutSessions.refundedPence} + ${refundedPence}`,
          updatedAt: sql`now()`,
        })
        .where(eq(checkoutSessions.id, order.checkoutSessionId));
    }
    if (refundedPence > 0) {
      const refundKey = orderRefundKey(orderId);
      const recipient = await recipientOf(tx, order.userId);
      await enqueueRefund(
        tx,
        { orderId, checkoutSessionId: order.checkoutSessionId, amountPence: refundedPence, recipient },
        refundKey,
      );
      await recordOrderCancelled(tx, { orderId, refundKey, refundPence: refundedPence });
    }
    await restock(tx, orderId);
  }
  // Completed sales (orders delivered) are on the seller's card (decision 075).
  if ((to === 'delivered' || from === 'delivered') && order.sellerId !== null)
    await publishSellerChange(tx, order.sellerId);
  await tx.insert(orderEvents).values({
    orderId,
    actorId,
    fromStatus: from,
    toStatus: to,
    note: singleLine(facts.note ?? noteFor(to, carrier, tracking, refundedPence)),
  });
  await enqueueMoveNotifications(tx, order, to, {
    carrier,
    tracking,
    refundedPence,
    reason: facts.reason,
  });
  return { orderId, from, to, refundedPence };
}

/**
 * Moves order `orderId` to `input.status` as `actor` at `context.now` (see the module note for
 * every rule and status). Returns what moved; throws HttpError 404, 403, 409 or 400 and then
 * changes nothing.
 */
export async function moveOrder(
  db: Db,
  actor: OrderActor,
  orderId: number,
  input: OrderStatusRequest,
  context: MoveContext,
): Promise<OrderMove> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (order === undefined) throw notFound(MESSAGES.server.notFound);
    if (!actor.isStaff && order.sellerId !== actor.id) throw forbidden(MESSAGES.server.forbidden);
    const from = order.status;
    const to = input.status;
    if (to === 'processing' || !canTransition(from, to)) throw conflict(transitionRefusedMessage(from, to));
    // Plain single-line text (decision 045): a newline in a carrier cannot fake an audit line.
    const carrier = singleLine(input.carrier ?? '');
    const tracking = singleLine(input.tracking_number ?? '');
    if (to === 'shipped' && (carrier === '' || tracking === ''))
      throw badRequest(MESSAGES.server.trackingRequired);
    return applyMove(tx, order, actor.id, to, { carrier, tracking, reason: 'request' }, context);
  });
}

/**
 * The request of `updateOrderStatus`: moves the order (moveOrder; a cancellation requests its
 * refund in the same transaction) and answers it as a SellerOrder (`terms.feeRule` splits an order
 * the ledger never recorded, decision 056). Throws as moveOrder does.
 */
export async function updateOrderStatus(
  db: Db,
  actor: OrderActor,
  orderId: number,
  input: OrderStatusRequest,
  terms: OrderTerms,
  context: MoveContext,
): Promise<SellerOrder> {
  await moveOrder(db, actor, orderId, input, context);
  return loadSellerOrder(db, orderId, terms);
}
