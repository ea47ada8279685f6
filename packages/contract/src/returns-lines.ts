/**
 * The buyer's side of returns as the screens read it from the contract's Order and ReturnRequest
 * (decision 067): which lines My orders offers 'Return or report a problem' on, how many units,
 * and which side of a return request the signed-in user is. The server decides with
 * returnRequestRefusal and the step rules; these only choose what a screen offers, and a refusal
 * a screen could not foresee is shown as the server words it.
 */
import { toPence } from './money.ts';
import { isOpenReturn, unitsLeftToReturn } from './returns.ts';

/** What the rules read of an order's line (the contract OrderItem has these fields). */
export interface ReturnableLine {
  /** Units bought. */
  quantity: number;
  /** The unit price paid, pounds. */
  product_price: number;
  /** What has been refunded on the line so far, pounds. */
  refunded_amount: number;
  /** The latest return request on the line, or null. */
  return_request: { status: string } | null;
}

/** What the rules read of an order (the contract Order has these fields). */
export interface ReturnableOrder {
  /** The fulfilment status. */
  status: string;
  /** The last moment a line may be asked back (ISO); null until delivered. */
  return_by: string | null;
}

/**
 * Units of `line` its buyer may still ask to return: the contract's `unitsLeftToReturn` from the
 * line's refunded amount (a screen does not read the line's requests; that rule's note says why
 * the count is the same as the server's).
 */
export function returnableQuantity(line: ReturnableLine): number {
  return unitsLeftToReturn({
    quantity: line.quantity,
    unitPricePence: toPence(line.product_price),
    refundedPence: toPence(line.refunded_amount),
    returnedQuantity: 0,
  });
}

/**
 * True when My orders offers 'Return or report a problem' on `line` of `order` at `now`: the
 * order is delivered, its `return_by` has not passed, the line's latest request is neither open
 * (isOpenReturn) nor decided by staff (`resolved`: final, as returnRequestRefusal says) and some
 * units are left (returnableQuantity).
 */
export function canAskReturn(order: ReturnableOrder, line: ReturnableLine, now: Date): boolean {
  if (order.status !== 'delivered' || order.return_by === null) return false;
  const returnBy = new Date(order.return_by).getTime();
  if (Number.isNaN(returnBy) || now.getTime() > returnBy) return false;
  const latest = line.return_request?.status;
  if (latest !== undefined && (isOpenReturn(latest) || latest === 'resolved')) return false;
  return returnableQuantity(line) > 0;
}

/** The side of a return request a user takes its steps as. */
export type ReturnSide = 'buyer' | 'seller';

/**
 * Which side of `request` the user `userId` is: 'buyer' when they are its buyer, 'seller' when
 * its seller, else null (staff, who decide in the back office, or anyone else; also a visitor,
 * `userId` null). Its steps are then `returnMovesFor(status, side)`.
 */
export function returnSideOf(
  request: { buyer: { id: number }; seller: { id: number } | null },
  userId: number | null,
): ReturnSide | null {
  if (userId === null) return null;
  if (request.buyer.id === userId) return 'buyer';
  if (request.seller !== null && request.seller.id === userId) return 'seller';
  return null;
}
