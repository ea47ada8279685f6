/**
 * The states, reasons, parties and limits of a return request (decision 067): plain data that both
 * the rules (returns.ts) and the texts (returns-messages.ts) name.
 */
/** Days after delivery in which a buyer may ask to return a line (default of RETURN_WINDOW_DAYS). */
export const DEFAULT_RETURN_WINDOW_DAYS = 30;
/** Days a seller has to answer a return request before it goes to staff (default of RETURN_RESPONSE_DAYS). */
export const DEFAULT_RETURN_RESPONSE_DAYS = 3;
/** Most photos on one return request. */
export const MAX_RETURN_PHOTOS = 3;
/** Longest note, decline reason, escalation note or staff reason, characters. */
export const MAX_RETURN_NOTE_LENGTH = 1000;
/** Longest reason of a goodwill refund, characters. */
export const MAX_REFUND_REASON_LENGTH = 300;
/** Return requests per page (a buyer's, a seller's, the disputes queue). */
export const RETURNS_PAGE_SIZE = 20;

/** Why a buyer returns a line: a fixed list (the issue's; RETURN_MESSAGES.reasons words them). */
export const RETURN_REASONS = ['damaged', 'not_as_described', 'wrong_item', 'changed_mind', 'other'] as const;
/** One of RETURN_REASONS (the schema of the same list is `ReturnReason`, schemas/returns.ts). */
export type ReturnReasonCode = (typeof RETURN_REASONS)[number];

/**
 * The states of a return request, in the order a request usually passes them:
 * - `requested`: the buyer asked; the seller has until `respond_by` to answer;
 * - `accepted`: the seller agreed, with an address to send it back to (a refund without a
 *   return moves on to `refunded` at once);
 * - `declined`: the seller refused, with a reason; the buyer may escalate;
 * - `in_transit`: the buyer sent the item back, with carrier and tracking number;
 * - `received`: the seller has it back (the refund is issued in the same step: `refunded`);
 * - `refunded`: the buyer got the request's amount back (final);
 * - `escalated`: staff decide (the seller did not answer in time, or the buyer asked);
 * - `resolved`: staff decided: a full refund, a partial one, or none (final).
 */
export const RETURN_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'in_transit',
  'received',
  'refunded',
  'escalated',
  'resolved',
] as const;
/** One of RETURN_STATUSES (the schema of the same list is `ReturnStatus`, schemas/returns.ts). */
export type ReturnStatusCode = (typeof RETURN_STATUSES)[number];

/** Who moves a return request: one side of the order, staff, or the shop by itself (a deadline, a refund). */
export type ReturnParty = 'buyer' | 'seller' | 'staff' | 'system';
