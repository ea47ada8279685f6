/**
 * A refund without a return (decision 067; POST /orders/{id}/refunds/): the order's seller, or
 * staff on any order, give back an amount up to what the order may still refund, with a reason
 * the buyer reads. In ONE transaction, the order's row locked first:
 * 1. 404 unknown order; 403 RETURN_MESSAGES.errors.notYourOrder unless the caller is its seller or
 *    staff;
 * 2. 409 notRefundable unless the order is paid and not cancelled (processing, shipped, delivered)
 *    and has something left to refund;
 * 3. the amount (pounds) as whole pence: 400 refundAmount for more than 2 decimals, then the
 *    contract's refundRefusal against what is left (orderRefundablePence): 409 refundTooLarge;
 * 4. spread over the lines in id order (allocateRefund) and made by money.ts (order_refunds,
 *    ledger, outbox, audit line) under `refund-goodwill-{order_refunds id}`; staff's refund is also
 *    a staff action (decision 045).
 * A refused refund changes nothing.
 */
import {
  RETURN_MESSAGES,
  allocateRefund,
  formatPence,
  isPaidOrderStatus,
  orderRefundablePence,
  refundPenceOf,
  refundRefusal,
  type RefundRequest,
  type SellerOrder,
} from '@shop/contract';
import type { Db } from '../../platform/db/client.ts';
import { HttpError, conflict, forbidden } from '../../platform/http/errors.ts';
import { recordStaffAction } from '../admin/index.ts';
import { loadSellerOrder, type OrderTerms } from '../orders/index.ts';
import { clientRefundKey, lockOrder, makeRefund, refundMade, refundableLines } from './money.ts';
import type { ReturnsCaller } from './requests.ts';

/**
 * The contract's refundRefusal of `pence` when `leftPence` may still be refunded, as an HttpError
 * to throw (400 for a bad amount, 409 for too much), or null.
 */
export function refundError(pence: number, leftPence: number): HttpError | null {
  const refusal = refundRefusal(pence, leftPence);
  if (refusal === null) return null;
  return new HttpError(refusal === RETURN_MESSAGES.errors.refundAmount ? 400 : 409, refusal);
}

/**
 * `caller` refunds `body.amount` pounds of order `orderId` without a return, at `now` (see the
 * module note). Returns the order as its seller sees it (`terms` as the order views read them).
 * Throws HttpError 404, 403, 409 or 400 and then changes nothing.
 */
export async function refundOrder(
  db: Db,
  caller: ReturnsCaller,
  orderId: number,
  body: RefundRequest,
  terms: OrderTerms,
  now: Date,
): Promise<SellerOrder> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    // Staff refund any order but one they bought (nobody refunds themselves); a seller their own sales.
    if ((!caller.isStaff && order.sellerId !== caller.id) || order.userId === caller.id)
      throw forbidden(RETURN_MESSAGES.errors.notYourOrder);
    // A repeat of a refund the client already made (same key, same order) makes nothing more.
    const refundKey =
      body.idempotency_key === undefined ? undefined : clientRefundKey(orderId, body.idempotency_key);
    if (refundKey !== undefined && (await refundMade(tx, refundKey))) return;
    const lines = await refundableLines(tx, orderId);
    const left = orderRefundablePence(lines);
    if (!isPaidOrderStatus(order.status) || order.sellerId === null || left === 0)
      throw conflict(RETURN_MESSAGES.errors.notRefundable);
    const pence = refundPenceOf(body.amount);
    const refused = refundError(pence, left);
    if (refused !== null) throw refused;
    await makeRefund(tx, {
      order,
      kind: 'goodwill',
      parts: allocateRefund(lines, pence),
      requestId: null,
      actorId: caller.id,
      reason: body.reason,
      now,
      refundKey,
    });
    if (caller.isStaff)
      await recordStaffAction(tx, {
        actorId: caller.id,
        kind: 'order_refunded',
        userId: order.userId,
        note: `order #${orderId}: refund of ${formatPence(pence)}: ${body.reason}`,
      });
  });
  return loadSellerOrder(db, orderId, terms);
}
