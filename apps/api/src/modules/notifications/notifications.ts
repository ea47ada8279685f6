/**
 * The notifications the shop sends (decision 024) as data: one kind per event, each
 * with the payload its template needs, captured when the event happened and stored in the
 * `outbox` row (so the e-mail tells what was true then). Every payload names its recipient.
 */
import type {
  DisputeOutcome,
  RatingSide,
  ReportDecision,
  ReportTargetKind,
  ReturnParty,
  ReturnStatusCode,
} from '@shop/contract';
import type { StoredAddress } from '../../platform/db/schema.ts';

/** Who gets a message: the address and the name to greet them with. */
export interface Recipient {
  /** The e-mail address (as stored: trimmed, lower-case). */
  to: string;
  /** The first name, else the public display name. */
  name: string;
}

/** One line of an order as it was bought (pence). */
export interface MailOrderLine {
  name: string;
  quantity: number;
  unitPricePence: number;
}

/** One seller's order of a checkout, as the buyer's confirmation lists it. */
export interface MailOrderPart {
  orderId: number;
  /** The seller's public display name. */
  sellerName: string;
  lines: MailOrderLine[];
  totalPence: number;
}

/** Payloads by notification kind. */
export interface NotificationPayloads {
  /** The buyer, once per paid checkout: every order (one per seller), prices, delivery address. */
  'order-placed': Recipient & {
    checkoutSessionId: string;
    orders: MailOrderPart[];
    totalPence: number;
    shipping: StoredAddress | null;
  };
  /** Each seller of a paid checkout: their order only, and where to send it. */
  'new-order': Recipient & {
    orderId: number;
    /** The buyer's public display name. */
    buyerName: string;
    lines: MailOrderLine[];
    totalPence: number;
    shipping: StoredAddress | null;
  };
  /** The buyer, when the seller marks the order shipped. */
  'order-shipped': Recipient & { orderId: number; carrier: string; trackingNumber: string };
  /** The buyer, when the order is delivered. */
  'order-delivered': Recipient & { orderId: number };
  /**
   * The buyer, when the order is cancelled: `refundedPence` is the amount whose refund has been
   * requested (0: nothing was charged); 'refund-issued' follows once the provider made it.
   */
  'order-cancelled': Recipient & { orderId: number; refundedPence: number };
  /**
   * The seller, when an order's earnings are released (decision 060): `netPence` moved from their
   * pending balance to available; `byBuyer` true when the buyer confirmed receipt, false when the
   * release date passed.
   */
  'order-released': Recipient & { orderId: number; netPence: number; grossPence: number; byBuyer: boolean };
  /**
   * A day before an unshipped order's ship-by date (decision 060), once per order and side: the
   * seller (`role` 'seller': ship it or it is cancelled) and the buyer ('buyer': what happens
   * if it is not shipped). `shipBy` is the ISO deadline.
   */
  'ship-by-reminder': Recipient & { orderId: number; role: 'seller' | 'buyer'; shipBy: string };
  /**
   * Both sides, when an order was cancelled because it was not shipped by its ship-by date
   * (decision 060): the buyer's says the refund of `refundedPence` is on its way; the seller's
   * that the sale is off and its stock is back.
   */
  'order-cancelled-unshipped': Recipient & {
    orderId: number;
    role: 'seller' | 'buyer';
    refundedPence: number;
    shipBy: string;
  };
  /**
   * The buyer, once the payment provider has made a refund (modules/orders/refunds.ts, decision 041):
   * a cancelled order's (`orderId`) or a failed checkout's (`orderId` null: no order was made).
   */
  'refund-issued': Recipient & { amountPence: number; orderId: number | null };
  /** The seller, once the provider made their payout (decision 061). */
  'payout-sent': Recipient & { payoutId: number; amountPence: number };
  /**
   * The seller, when the provider refused their payout for good (decision 061): `reason` is the
   * provider's; the amount is in their available balance again.
   */
  'payout-failed': Recipient & { payoutId: number; amountPence: number; reason: string };
  /** The seller, when staff put their payouts on hold (decision 061), with the hold's reason. */
  'payouts-on-hold': Recipient & { reason: string };
  /**
   * The seller, when staff lift the hold on their payouts (decision 064): payouts start again,
   * with the next scheduled payout or their own request.
   */
  'payouts-resumed': Recipient;
  /**
   * A password reset link. `seed` is random; the link's token is HMAC(SESSION_SECRET, seed)
   * (modules/accounts/password-reset.ts), so neither the database nor this row holds a usable token.
   */
  'password-reset': Recipient & { seed: string; expiresAt: string };
  /**
   * The NEW address an account asked for (decision 044): the link confirming it. `seed` as in
   * 'password-reset' (modules/accounts/email-change.ts); the old address stays in force until it is used.
   */
  'email-change-confirm': Recipient & { seed: string; expiresAt: string };
  /** The OLD address of an account whose e-mail address was just changed (confirmed). */
  'email-changed': Recipient & { changedAt: string };
  /**
   * The account's address, when its user asked to delete it (decision 073): the single-use link
   * (its token from `seed`, as a reset link's) that deletes it, valid until `expiresAt`.
   */
  'account-deletion-confirm': Recipient & { seed: string; expiresAt: string };
  /** The former address of an account just deleted (decision 073): what went and what is kept. */
  'account-deleted': Recipient & { deletedAt: string };
  /**
   * A message from the contact form (decision 048), to the shop's support address (`to`,
   * SUPPORT_EMAIL; `name` is ''): who wrote it, their address to reply to, and the text.
   */
  'contact-message': Recipient & {
    senderName: string;
    senderEmail: string;
    message: string;
    sentAt: string;
  };
  /**
   * A seller, when their payout account becomes active (decision 059): their listings can be
   * bought from now on. No bank details: the message names nothing but the account's state.
   */
  'payout-account-active': Recipient & { activatedAt: string };
  /**
   * The buyer and the seller of a return request (decision 067), after each step of it (its
   * creation included), each with their own copy (`role`): the state the step left it in
   * (`status`), who took it (`by`), its note (a reason, carrier and tracking; '' for none), what it
   * refunded (`refundedPence`, 0 for nothing), the seller's deadline while the request waits for
   * them (`respondBy`, ISO, else null), and staff's decision once resolved.
   */
  'return-update': Recipient & {
    requestId: number;
    orderId: number;
    role: 'buyer' | 'seller';
    productName: string;
    quantity: number;
    status: ReturnStatusCode;
    by: ReturnParty;
    note: string;
    refundedPence: number;
    respondBy: string | null;
    outcome: DisputeOutcome | null;
  };
  /**
   * The person a moderation decision concerns (decision 072): the listing's seller, the review's
   * author, the account's owner. `decision` is what staff did ('dismiss': reports about it were
   * looked at and nothing was done), `kind` and `subject` what it was about (a listing's name, the
   * reviewed product's name, '' for their account), `reason` staff's words.
   */
  'moderation-notice': Recipient & {
    decision: ReportDecision;
    kind: ReportTargetKind;
    subject: string;
    reason: string;
  };
  /**
   * A reporter, when staff decided the target of their report `reportId` (decision 072): what was
   * decided; never staff's reason, nor who else reported it.
   */
  'report-outcome': Recipient & {
    reportId: number;
    kind: ReportTargetKind;
    subject: string;
    decision: ReportDecision;
  };
  /**
   * The person rated, once, when a rating of them becomes visible to them (decision 076): both
   * sides are in, or the window closed. `role` is the recipient's side of order `orderId`;
   * `authorName` the rater's public name; `canReply` true for a seller who may still reply once.
   */
  'rating-received': Recipient & {
    ratingId: number;
    orderId: number;
    role: RatingSide;
    authorName: string;
    stars: number;
    comment: string;
    canReply: boolean;
  };
  /**
   * Each side of a delivered order that has not rated yet, once, RATING_REMINDER_AFTER_DAYS after
   * delivery (decision 076): who to rate (`otherName`), whether they have rated you (`otherRated`),
   * and until when (`rateBy`, ISO).
   */
  'rating-reminder': Recipient & {
    orderId: number;
    role: RatingSide;
    otherName: string;
    otherRated: boolean;
    rateBy: string;
  };
  /**
   * The other party of a conversation, when a message is sent to them (decision 074), at most once
   * per conversation and recipient in MESSAGE_EMAIL_WINDOW_MS: who wrote (`senderName`, their
   * public name), what about (`about`: 'About order #12', 'About {listing}') and the message that
   * queued this e-mail (`preview`, its first MESSAGE_EMAIL_PREVIEW_CHARS characters). Later messages
   * in the window are read on the site.
   */
  'new-message': Recipient & {
    conversationId: number;
    senderName: string;
    about: string;
    preview: string;
  };
}

/** The kinds of notification (the `outbox.kind` column). */
export type NotificationKind = keyof NotificationPayloads;

/** Every kind, in a stable order. */
export const NOTIFICATION_KINDS = [
  'order-placed',
  'new-order',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'order-released',
  'ship-by-reminder',
  'order-cancelled-unshipped',
  'refund-issued',
  'payout-sent',
  'payout-failed',
  'payouts-on-hold',
  'payouts-resumed',
  'password-reset',
  'email-changed',
  'email-change-confirm',
  'account-deletion-confirm',
  'account-deleted',
  'contact-message',
  'payout-account-active',
  'return-update',
  'moderation-notice',
  'report-outcome',
  'rating-received',
  'rating-reminder',
  'new-message',
] as const satisfies readonly NotificationKind[];

/** One notification: its kind and payload, checked together. */
export type Notification = {
  [K in NotificationKind]: { kind: K; payload: NotificationPayloads[K] };
}[NotificationKind];

/** True when `kind` is a known notification kind (rows are read back from the database). */
export function isNotificationKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}
