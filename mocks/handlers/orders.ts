/**
 * Order handlers (spec section 7): the signed-in user's orders, newest first, and one
 * order by id (404 unknown, 403 someone else's); the caller's sales (orders whose seller they
 * are, with the buyer); and the fulfilment state machine (decision 020): the order's seller or
 * staff move it along FULFILMENT_TRANSITIONS (403 MESSAGES.server.forbidden for anyone else;
 * 409 transitionRefusedMessage for a move that is not an edge or that targets 'processing', the
 * payment's move; 400 MESSAGES.server.trackingRequired for 'shipped' without carrier and
 * tracking number). A cancellation puts the units back in stock (the server also requests the
 * refund through its outbox and e-mails the buyer, decision 041; neither shows in the API, so
 * the answer is the same); every move is an audit event. The buyer's Confirm receipt (decision
 * 060) releases a shipped or delivered order (receiptRefusal: 409 otherwise; 403 for anyone else),
 * moving the seller's net from pending to available (store/payouts-money.ts); a cancellation takes
 * it out of pending. The mocks have no scheduler, so orders never release or cancel by date here
 * (the server's jobs). Decision 067: marking an order delivered (or the buyer's Confirm receipt of
 * a shipped one) starts its return window (`return_by`, contract returnWindowEnds); a cancellation
 * from a paid status refunds every line in full (`refunded_amount`); what the order's refunds
 * already took from the seller's pending balance is not taken twice (store/refunds.ts); every read
 * first applies return requests' answer deadline (escalateOverdue, store/returns.ts).
 */
import {
  DEFAULT_RELEASE_AFTER_DELIVERY_DAYS,
  DEFAULT_RETURN_WINDOW_DAYS,
  MESSAGES,
  RECEIPT_CONFIRMED_STATUS,
  addDeadlineDays,
  canTransition,
  isPaidOrderStatus,
  receiptRefusal,
  returnWindowEnds,
  singleLine,
  stockAfterReturn,
  transitionRefusedMessage,
} from '@shop/contract';
import { db, type DbOrder } from '../db.ts';
import { ordersOf, recordEvent, sellerOrderOf, salesWhere } from '../store/orders.ts';
import { releaseEarnings, reversePending } from '../store/payouts-money.ts';
import { pendingHeldPence, refundCancelledOrder } from '../store/refunds.ts';
import { escalateOverdue } from '../store/returns.ts';
import { partyOf } from '@shop/sample-catalogue';
import { badRequest, conflict, forbidden, notFound, route } from './http.ts';

/** The audit note of a move (the server's wording). */
function noteFor(to: string, carrier: string, tracking: string, totalPounds: number): string {
  if (to === 'shipped') return `carrier ${carrier}, tracking ${tracking}`;
  if (to === 'cancelled') return `refund of £${totalPounds.toFixed(2)}`;
  return '';
}

/**
 * Puts the units of `row` back in stock (a cancelled order; contract stockAfterReturn: the switch
 * comes back on only for a sold-out product). Deleted products are skipped.
 */
function restock(row: DbOrder): void {
  for (const item of row.order.items) {
    const product = item.product_id === null ? undefined : db.productById(item.product_id);
    if (!product) continue;
    product.product = { ...product.product, ...stockAfterReturn(product.product, item.quantity) };
  }
}

/** What marking order `row` delivered at `now` sets (decision 067): when, and the end of its return window. */
function delivered(row: DbOrder, now: Date): void {
  row.deliveredAt = now.toISOString();
  row.order = {
    ...row.order,
    return_by: returnWindowEnds(now, DEFAULT_RETURN_WINDOW_DAYS).toISOString(),
  };
}

/** getOrders, getOrder, getMySales, updateOrderStatus, confirmReceipt. */
export const ordersHandlers = [
  route('getOrders', ({ user }) => {
    escalateOverdue(db);
    return { body: { success: true, orders: ordersOf(db, user.user.id) } };
  }),
  route('getOrder', ({ params, user }) => {
    escalateOverdue(db);
    const row = db.orders.find((o) => o.order.id === params.id);
    if (!row) throw notFound();
    if (row.userId !== user.user.id) throw forbidden();
    return { body: { success: true, order: row.order } };
  }),
  route('getMySales', ({ user }) => {
    escalateOverdue(db);
    return { body: { success: true, sales: salesWhere(db, (o) => o.order.seller?.id === user.user.id) } };
  }),
  route('updateOrderStatus', ({ params, body, user }) => {
    const row = db.orders.find((o) => o.order.id === params.id);
    if (!row) throw notFound();
    if (!user.user.customer.is_staff && row.order.seller?.id !== user.user.id) throw forbidden();
    const from = row.order.status;
    const to = body.status;
    if (to === 'processing' || !canTransition(from, to)) throw conflict(transitionRefusedMessage(from, to));
    // Plain single-line text, as the server (decision 045).
    const carrier = singleLine(body.carrier ?? '');
    const tracking = singleLine(body.tracking_number ?? '');
    if (to === 'shipped' && (carrier === '' || tracking === ''))
      throw badRequest(MESSAGES.server.trackingRequired);
    const now = new Date();
    // What the order still holds in the seller's pending balance, before the move (store/refunds.ts).
    const heldPence = pendingHeldPence(db, row);
    row.order = {
      ...row.order,
      status: to,
      ...(to === 'shipped' ? { carrier, tracking_number: tracking } : {}),
      // Delivered starts the release window (decision 060; the mocks use the default days).
      ...(to === 'delivered'
        ? { release_at: addDeadlineDays(now, DEFAULT_RELEASE_AFTER_DELIVERY_DAYS).toISOString() }
        : {}),
      updated_at: now.toISOString(),
    };
    if (to === 'delivered') delivered(row, now);
    if (to === 'cancelled') {
      restock(row);
      // A paid order's net leaves the seller's pending balance (it was never released), less what
      // its refunds already took; the buyer gets back every line in full.
      if (row.feePence !== undefined && row.order.seller) reversePending(db, row.order.seller.id, heldPence);
      if (isPaidOrderStatus(from)) refundCancelledOrder(row);
    }
    recordEvent(db, {
      order_id: row.order.id,
      actor: partyOf(user.user),
      from_status: from,
      to_status: to,
      note: noteFor(to, carrier, tracking, row.order.total_amount),
    });
    return { body: { success: true, order: sellerOrderOf(db, row) } };
  }),
  // The buyer's Confirm receipt (decision 060): the same refusals as the server (receiptRefusal).
  route('confirmReceipt', ({ params, user }) => {
    const row = db.orders.find((o) => o.order.id === params.id);
    if (!row) throw notFound();
    if (row.userId !== user.user.id) throw forbidden();
    const refusal = receiptRefusal(row.order);
    if (refusal !== null) throw conflict(refusal);
    const at = new Date();
    const now = at.toISOString();
    const from = row.order.status;
    const heldPence = pendingHeldPence(db, row);
    // A shipped order becomes delivered: its return window starts (decision 067).
    if (from !== RECEIPT_CONFIRMED_STATUS) delivered(row, at);
    row.order = {
      ...row.order,
      status: RECEIPT_CONFIRMED_STATUS,
      released_at: now,
      receipt_confirmed_at: now,
      updated_at: now,
    };
    // The seller's net moves from pending to available (decision 060), for an order the mocks'
    // checkout paid (a sample order's money is the sample balances').
    if (row.feePence !== undefined && row.order.seller) releaseEarnings(db, row.order.seller.id, heldPence);
    if (from !== RECEIPT_CONFIRMED_STATUS)
      recordEvent(db, {
        order_id: row.order.id,
        actor: partyOf(user.user),
        from_status: from,
        to_status: RECEIPT_CONFIRMED_STATUS,
        note: 'receipt confirmed by the buyer',
      });
    return { body: { success: true, order: row.order } };
  }),
];
