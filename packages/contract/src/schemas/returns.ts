/**
 * Returns, refunds and disputes (decision 067): a return request with its history, the steps each
 * party takes, a goodwill refund, staff's decision on a dispute, and the returns policy.
 */
import * as z from 'zod/mini';
import { MAX_CARRIER_LENGTH, MAX_TRACKING_NUMBER_LENGTH } from '../constants.ts';
import { decimalNumber, wholeNumber } from '../numbers.ts';
import {
  MAX_REFUND_REASON_LENGTH,
  MAX_RETURN_NOTE_LENGTH,
  RETURN_REASONS,
  RETURN_STATUSES,
} from '../return-states.ts';
import { DeliveryAddress } from './addresses.ts';
import { Id, IsoDate, Pounds } from './common.ts';
import { requiredText, text } from './fields.ts';
import { PartyRef } from './orders.ts';
import { PageQuery } from '../queries.ts';

export const ReturnReason = z.enum(RETURN_REASONS);
export const ReturnStatus = z.enum(RETURN_STATUSES);
/** Who took a step of a return request (ReturnParty). */
export const ReturnActorRole = z.enum(['buyer', 'seller', 'staff', 'system']);

/** Staff's decision on an escalated request: the whole request's amount back, part of it, or nothing. */
export const DisputeOutcome = z.enum(['refund_full', 'refund_partial', 'decline']);
export type DisputeOutcome = z.infer<typeof DisputeOutcome>;

/** One step in a request's history: who (null for the shop itself), from what to what, their note. */
export const ReturnEvent = z.object({
  id: Id,
  actor: z.nullable(PartyRef),
  role: ReturnActorRole,
  /** null for the request's creation. */
  from_status: z.nullable(ReturnStatus),
  to_status: ReturnStatus,
  note: z.string(),
  created_at: IsoDate,
});
export type ReturnEvent = z.infer<typeof ReturnEvent>;

/**
 * A return request on one line of a delivered order, as its buyer, its seller and staff see it
 * (the same to all three: each side's notes are shown to the other), with its history oldest first.
 */
export const ReturnRequest = z.object({
  id: Id,
  order_id: Id,
  order_item_id: Id,
  product_id: z.nullable(z.int()),
  product_name: z.string(),
  image_url: z.nullable(z.string()),
  /** Units asked to return. */
  quantity: z.int(),
  /** The unit price paid, pounds. */
  unit_price: Pounds,
  reason: ReturnReason,
  note: z.string(),
  /** Addresses of the buyer's photos (at most MAX_RETURN_PHOTOS). */
  photos: z.array(z.string()),
  status: ReturnStatus,
  buyer: PartyRef,
  seller: z.nullable(PartyRef),
  /** Until when the seller may answer; after it the request goes to staff. Null once answered. */
  respond_by: z.nullable(IsoDate),
  /** Set when accepted: true for a refund without a return. */
  keep_item: z.nullable(z.boolean()),
  /** Where the item goes back to, set when accepted with a return. */
  return_address: z.nullable(DeliveryAddress),
  /** The seller's reason, set when declined. */
  decline_reason: z.nullable(z.string()),
  return_carrier: z.nullable(z.string()),
  return_tracking_number: z.nullable(z.string()),
  /** What this request would refund in full: unit price x quantity, at most what the line still may, pounds. */
  amount: Pounds,
  /** What this request has refunded, pounds (0 until refunded or decided). */
  refunded_amount: Pounds,
  /** Staff's decision once resolved. */
  decision: z.nullable(z.object({ outcome: DisputeOutcome, amount: Pounds, reason: z.string() })),
  created_at: IsoDate,
  updated_at: IsoDate,
  events: z.array(ReturnEvent),
});
export type ReturnRequest = z.infer<typeof ReturnRequest>;

/**
 * POST /orders/{id}/returns/ is multipart (photos are files named `photos`); its text fields are
 * these. A request on the demo account is refused like every change.
 */
export const ReturnRequestFormFields = z.object({
  order_item_id: wholeNumber(1, 1_000_000_000),
  quantity: wholeNumber(1, 100_000),
  reason: ReturnReason,
  note: text(MAX_RETURN_NOTE_LENGTH),
});
export type ReturnRequestFormFields = z.infer<typeof ReturnRequestFormFields>;

/**
 * A step on a return request (POST /returns/{id}/steps/), one per party's edge of the state
 * machine (RETURN_TRANSITIONS):
 * - `accept` (seller): `keep_item` true refunds at once; false needs `return_address`;
 * - `decline` (seller): with a reason;
 * - `ship` (buyer): carrier and tracking number of the parcel back;
 * - `receive` (seller): the item is back; the refund is issued in the same step;
 * - `escalate` (buyer): ask staff to decide, with a note.
 */
export const ReturnStepRequest = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('accept'),
    keep_item: z.boolean(),
    return_address: z.optional(DeliveryAddress),
    note: z.optional(text(MAX_RETURN_NOTE_LENGTH)),
  }),
  z.object({ action: z.literal('decline'), reason: requiredText(MAX_RETURN_NOTE_LENGTH) }),
  z.object({
    action: z.literal('ship'),
    carrier: requiredText(MAX_CARRIER_LENGTH),
    tracking_number: requiredText(MAX_TRACKING_NUMBER_LENGTH),
  }),
  z.object({ action: z.literal('receive'), note: z.optional(text(MAX_RETURN_NOTE_LENGTH)) }),
  z.object({ action: z.literal('escalate'), note: requiredText(MAX_RETURN_NOTE_LENGTH) }),
]);
export type ReturnStepRequest = z.infer<typeof ReturnStepRequest>;

/** GET /returns/: `role` buyer (default: the caller's own requests) or seller (requests on the caller's sales). */
export const ReturnsQuery = z.extend(PageQuery, {
  role: z.optional(z.enum(['buyer', 'seller'])),
  /** true: only the requests that are still open (OPEN_RETURN_STATUSES). */
  open: z.optional(z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'] })),
});
export type ReturnsQuery = z.infer<typeof ReturnsQuery>;

/** GET /admin/disputes/: `state` open (escalated, the default) or decided (resolved). */
export const DisputesQuery = z.extend(PageQuery, { state: z.optional(z.enum(['open', 'decided'])) });
export type DisputesQuery = z.infer<typeof DisputesQuery>;

/**
 * A refund without a return (POST /orders/{id}/refunds/): the order's seller or staff give back
 * `amount` pounds (up to what the order may still refund), with a reason the buyer reads.
 */
export const RefundRequest = z.object({
  amount: decimalNumber(0.01, 1_000_000),
  reason: requiredText(MAX_REFUND_REASON_LENGTH),
  /**
   * A key the client makes once per refund it means (a UUID; 16 to 64 letters, digits, `-` or
   * `_`): a repeat of the request with the same key on the same order (a retry after a timeout, a
   * second press) makes no second refund and answers the order as it stands (decision 067).
   */
  idempotency_key: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/))),
});
export type RefundRequest = z.infer<typeof RefundRequest>;

/**
 * Staff's decision on an escalated request (POST /admin/disputes/{id}/decision/): `amount` pounds
 * only for `refund_partial` (up to the request's amount), with a reason both sides read.
 */
export const DisputeDecisionRequest = z.object({
  outcome: DisputeOutcome,
  amount: z.optional(decimalNumber(0.01, 1_000_000)),
  reason: requiredText(MAX_RETURN_NOTE_LENGTH),
});
export type DisputeDecisionRequest = z.infer<typeof DisputeDecisionRequest>;

/** GET /marketplace/returns-policy/: the configured windows, in days (the Returns & Exchanges page). */
export const ReturnsPolicy = z.object({
  return_window_days: z.int(),
  response_days: z.int(),
});
export type ReturnsPolicy = z.infer<typeof ReturnsPolicy>;
