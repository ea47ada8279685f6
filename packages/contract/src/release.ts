/**
 * The deadlines of a seller order and the release of its seller's earnings (decision 060), as
 * rules the server, the mocks and the screens share:
 * - ship-by: a paid order not marked shipped within SHIP_BY_DAYS of payment is cancelled and
 *   refunded in full (the server's 'ship-by-deadlines' job); its date is fixed at payment;
 * - release: a seller order's net moves from the seller's pending balance to available when the
 *   buyer confirms receipt, or RELEASE_AFTER_DELIVERY_DAYS after the order was marked delivered,
 *   whichever comes first (the server's 'release-earnings' job);
 * - Confirm receipt is offered on a shipped or delivered order that is not released yet;
 *   confirming a shipped order also marks it delivered (the buyer has it).
 */

/** Default days a seller has to ship a paid order (SHIP_BY_DAYS on the server). */
export const DEFAULT_SHIP_BY_DAYS = 7;
/** Default days after 'delivered' until the earnings release by themselves (RELEASE_AFTER_DELIVERY_DAYS). */
export const DEFAULT_RELEASE_AFTER_DELIVERY_DAYS = 14;
/** Milliseconds in one day: the deadlines count whole days of 24 hours from the event. */
export const DEADLINE_DAY_MS = 24 * 60 * 60 * 1000;

/** `at` moved `days` days (of 24 hours) later. */
export function addDeadlineDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DEADLINE_DAY_MS);
}

/** What the receipt rules read of an order (the contract Order has these fields). */
export interface ReleaseFacts {
  status: string;
  /** When the seller's net moved to available (ISO), null while pending. */
  released_at: string | null;
}

/**
 * The 409 refusals of Confirm receipt (decision 060; our wording), apart from MESSAGES so the home
 * route's bundle, which holds MESSAGES, does not carry them.
 */
export const RECEIPT_REFUSALS = {
  notShipped: 'This order has not been shipped yet. You can confirm receipt once it is on its way.',
  cancelled: 'This order was cancelled, so there is no receipt to confirm.',
  alreadyReleased: 'This order is already complete: its payment has been released to the seller.',
} as const;

/**
 * Why the buyer may not confirm receipt of `order`, or null when they may (decision 060):
 * cancelled (RECEIPT_REFUSALS.cancelled), already released, by the buyer or by the release
 * window (receiptAlreadyReleased), not shipped yet: pending or processing (receiptNotShipped).
 * Whose order it is, is the caller's check (404 or 403 first, as for every owned resource).
 */
export function receiptRefusal(order: ReleaseFacts): string | null {
  if (order.status === 'cancelled') return RECEIPT_REFUSALS.cancelled;
  if (order.released_at !== null) return RECEIPT_REFUSALS.alreadyReleased;
  if (order.status === 'shipped' || order.status === 'delivered') return null;
  return RECEIPT_REFUSALS.notShipped;
}

/** True when the buyer may press Confirm receipt on `order` (receiptRefusal is null). */
export function canConfirmReceipt(order: ReleaseFacts): boolean {
  return receiptRefusal(order) === null;
}

/**
 * The status an order takes when its buyer confirms receipt: 'delivered' (a shipped order is
 * delivered once the buyer has it; a delivered one stays).
 */
export const RECEIPT_CONFIRMED_STATUS = 'delivered';

/**
 * True when `order` still waits for its seller to ship it before `ship_by` (ISO): paid
 * ('processing') with a ship-by date. Orders without one (made before the rule, sample orders)
 * have no deadline.
 */
export function awaitsShipment(order: { status: string; ship_by: string | null }): boolean {
  return order.status === 'processing' && order.ship_by !== null;
}

/**
 * True when `order`'s earnings will release by themselves on `release_at` (ISO): delivered, not
 * released yet, with a release date.
 */
export function awaitsRelease(order: ReleaseFacts & { release_at: string | null }): boolean {
  return order.status === 'delivered' && order.released_at === null && order.release_at !== null;
}
