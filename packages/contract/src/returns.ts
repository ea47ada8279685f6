/**
 * Returns, refunds and disputes (decision 067): THE rules the server, the mocks and the ui share.
 * - The return request's state machine: which states follow which, and which party moves each
 *   edge (buyer, seller, staff, or the system on its own).
 * - The return window (delivery + RETURN_WINDOW_DAYS) and the seller's answer deadline
 *   (request + RETURN_RESPONSE_DAYS).
 * - What may still be refunded on a line and on an order, and how an order-wide refund is
 *   spread over its lines, so no line is ever refunded more than was paid for it.
 * - The refusals of a new request, of a step and of a refund, as the texts the API answers.
 * Plain data and pure functions; the texts are RETURN_MESSAGES (returns-messages.ts).
 */
import { addDeadlineDays } from './release.ts';
import {
  DEFAULT_RETURN_RESPONSE_DAYS,
  DEFAULT_RETURN_WINDOW_DAYS,
  RETURN_STATUSES,
  type ReturnParty,
  type ReturnStatusCode,
} from './return-states.ts';
import { RETURN_MESSAGES } from './returns-messages.ts';

export * from './return-states.ts';

/**
 * The edges of the state machine and who may move each (decision 067). Nothing leaves `refunded`
 * or `resolved`. `received -> refunded` and `accepted -> refunded` (keep the item) are the
 * system's, made in the same step as the seller's move that causes them.
 */
export const RETURN_TRANSITIONS: Readonly<
  Record<ReturnStatusCode, Readonly<Partial<Record<ReturnStatusCode, ReturnParty>>>>
> = {
  requested: { accepted: 'seller', declined: 'seller', escalated: 'system' },
  accepted: { in_transit: 'buyer', refunded: 'system' },
  declined: { escalated: 'buyer' },
  in_transit: { received: 'seller', escalated: 'buyer' },
  received: { refunded: 'system' },
  refunded: {},
  escalated: { resolved: 'staff' },
  resolved: {},
};

/** True when `party` may move a return request from `from` to `to` (RETURN_TRANSITIONS); false for unknown states. */
export function canMoveReturn(from: string, to: string, party: ReturnParty): boolean {
  const edges = (RETURN_TRANSITIONS as Record<string, Partial<Record<string, ReturnParty>> | undefined>)[
    from
  ];
  return edges?.[to] === party;
}

/** The states `party` may move a request in `status` to, in RETURN_STATUSES order ([] for unknown states). */
export function returnMovesFor(status: string, party: ReturnParty): ReturnStatusCode[] {
  return RETURN_STATUSES.filter((to) => canMoveReturn(status, to, party));
}

/**
 * The states in which a request still holds its line: while one is, the buyer cannot open another
 * on the same line. `declined` holds it too: the way on from a refusal is to escalate it.
 */
export const OPEN_RETURN_STATUSES: readonly ReturnStatusCode[] = [
  'requested',
  'accepted',
  'declined',
  'in_transit',
  'received',
  'escalated',
];

/** True while a request in `status` holds its line (OPEN_RETURN_STATUSES). */
export function isOpenReturn(status: string): boolean {
  return (OPEN_RETURN_STATUSES as readonly string[]).includes(status);
}

/** The last moment a buyer may ask to return a line delivered at `deliveredAt`: delivery + `windowDays` days. */
export function returnWindowEnds(deliveredAt: Date, windowDays: number = DEFAULT_RETURN_WINDOW_DAYS): Date {
  return addDeadlineDays(deliveredAt, windowDays);
}

/** When a request made at `requestedAt` goes to staff if the seller has not answered: + `responseDays` days. */
export function returnRespondBy(
  requestedAt: Date,
  responseDays: number = DEFAULT_RETURN_RESPONSE_DAYS,
): Date {
  return addDeadlineDays(requestedAt, responseDays);
}

/** A line of an order as the refund rules read it (integer pence). */
export interface RefundableLine {
  id: number;
  /** What was paid for the line: unit price x quantity, pence. */
  paidPence: number;
  /** What has been refunded on the line so far, pence. */
  refundedPence: number;
}

/** What may still be refunded on `line`, pence (never below 0). */
export function lineRefundablePence(line: RefundableLine): number {
  return Math.max(0, line.paidPence - line.refundedPence);
}

/** What may still be refunded on an order of `lines`, pence: the sum of the lines' (lineRefundablePence). */
export function orderRefundablePence(lines: readonly RefundableLine[]): number {
  return lines.reduce((sum, line) => sum + lineRefundablePence(line), 0);
}

/**
 * Spreads a refund of `amountPence` over an order's `lines`: each line in id order takes as much
 * as it still may (lineRefundablePence) until the amount is used. Returns the parts that are above
 * 0, `{ id, pence }`. Throws a RangeError when the amount is not a whole number above 0 or is more
 * than the order may still refund (orderRefundablePence).
 */
export function allocateRefund(
  lines: readonly RefundableLine[],
  amountPence: number,
): { id: number; pence: number }[] {
  if (!Number.isInteger(amountPence) || amountPence <= 0)
    throw new RangeError('a refund is a whole number of pence above 0');
  if (amountPence > orderRefundablePence(lines))
    throw new RangeError('the refund is more than is left to refund');
  let left = amountPence;
  const parts: { id: number; pence: number }[] = [];
  for (const line of [...lines].sort((a, b) => a.id - b.id)) {
    if (left === 0) break;
    const pence = Math.min(left, lineRefundablePence(line));
    if (pence > 0) parts.push({ id: line.id, pence });
    left -= pence;
  }
  return parts;
}

/**
 * What a return of `quantity` units of a line refunds, pence: the unit price times the quantity,
 * at most what the line may still refund.
 */
export function returnRefundPence(unitPricePence: number, quantity: number, line: RefundableLine): number {
  return Math.min(unitPricePence * quantity, lineRefundablePence(line));
}

/** What the rules of a new return request read about its order and line. */
export interface ReturnRequestFacts {
  /** The order's fulfilment status. */
  orderStatus: string;
  /** When the order was marked delivered; null when it was not. */
  deliveredAt: Date | null;
  /** Now. */
  now: Date;
  /** RETURN_WINDOW_DAYS. */
  windowDays: number;
  /** Units bought on the line. */
  lineQuantity: number;
  /** The line's unit price paid, pence. */
  unitPricePence: number;
  /** What has been refunded on the line so far, by any way, pence. */
  refundedPence: number;
  /** Units of the line already returned with a refund (requests that ended refunded). */
  returnedQuantity: number;
  /** True when another request on the line is open (isOpenReturn). */
  hasOpenRequest: boolean;
  /** True when staff have decided a dispute on the line (a request that ended `resolved`). */
  hasDecidedRequest: boolean;
  /** Units asked for. */
  quantity: number;
}

/** What `unitsLeftToReturn` reads of a line. */
export interface LineUnits {
  /** Units bought. */
  quantity: number;
  /** The unit price paid, pence. */
  unitPricePence: number;
  /** What has been refunded on the line so far, by any way, pence. */
  refundedPence: number;
  /** Units returned with a refund (requests that ended refunded); 0 when not known. */
  returnedQuantity: number;
}

/**
 * Units of a line its buyer may still ask to return (decision 067): those bought less the larger
 * of the units returned with a refund and the units its refunded pence pay for in full (rounded
 * down), never below 0. A partial refund of one unit leaves that unit returnable; a line refunded
 * in full, by returns or by refunds without a return, has none left; a line of unit price 0 keeps
 * the units not returned.
 *
 * A return's refund is at most what is left to refund on the line, so the units a line's refunded
 * pence pay for are never fewer than its units returned with a refund: a screen, which reads the
 * line's refunded amount but not its requests (`returnableQuantity`), counts the same units (but
 * on a free line, unit price 0, where the screen cannot see units returned; the server's refusal
 * then shows in the dialog).
 */
export function unitsLeftToReturn(line: LineUnits): number {
  const refundedUnits = line.unitPricePence > 0 ? Math.floor(line.refundedPence / line.unitPricePence) : 0;
  return Math.max(0, line.quantity - Math.max(line.returnedQuantity, refundedUnits));
}

/**
 * Why a new return request is refused, as the API's message, or null when it may be made
 * (decision 067): the order must be delivered, the window open, no other request open on the line,
 * no dispute on it decided by staff (their decision is final), and the quantity from 1 to what is
 * left (`unitsLeftToReturn`).
 */
export function returnRequestRefusal(facts: ReturnRequestFacts): string | null {
  if (facts.orderStatus !== 'delivered' || facts.deliveredAt === null)
    return RETURN_MESSAGES.errors.notDelivered;
  if (facts.now.getTime() > returnWindowEnds(facts.deliveredAt, facts.windowDays).getTime())
    return RETURN_MESSAGES.errors.windowClosed(facts.windowDays);
  if (facts.hasOpenRequest) return RETURN_MESSAGES.errors.openRequest;
  if (facts.hasDecidedRequest) return RETURN_MESSAGES.errors.decided;
  const left = unitsLeftToReturn({
    quantity: facts.lineQuantity,
    unitPricePence: facts.unitPricePence,
    refundedPence: facts.refundedPence,
    returnedQuantity: facts.returnedQuantity,
  });
  if (left <= 0) return RETURN_MESSAGES.errors.nothingLeft;
  if (!Number.isInteger(facts.quantity) || facts.quantity < 1 || facts.quantity > left)
    return RETURN_MESSAGES.errors.tooMany(left);
  return null;
}

/**
 * Why a refund of `amountPence` is refused when `leftPence` may still be refunded, as the API's
 * message, or null: a whole number of pence above 0 and at most what is left.
 */
export function refundRefusal(amountPence: number, leftPence: number): string | null {
  if (!Number.isInteger(amountPence) || amountPence <= 0) return RETURN_MESSAGES.errors.refundAmount;
  if (amountPence > leftPence) return RETURN_MESSAGES.errors.refundTooLarge(leftPence);
  return null;
}

/** The API's message when `party` may not move a request in `from` to `to`. */
export function returnMoveRefusal(from: string, to: string): string {
  return RETURN_MESSAGES.errors.moveRefused(from, to);
}
