/**
 * The back office (decision 045): staff actions, users as staff see them, listing
 * moderation and account (de)activation.
 */
import * as z from 'zod/mini';
import { MAX_HOLD_REASON_LENGTH } from '../constants.ts';
import { Id, IsoDate } from './common.ts';
import { text } from './fields.ts';
import { PartyRef } from './orders.ts';

/** What a staff member did, besides moving orders (decision 045). */
export const STAFF_ACTIONS = [
  'listing_held',
  'listing_released',
  'listing_approved',
  'listing_unapproved',
  'user_activated',
  'user_deactivated',
  'payouts_held',
  'payouts_released',
  /** A refund without a return by staff (decision 067); the account is the buyer's. */
  'order_refunded',
  /** Staff's decision on a dispute (decision 067); the account is the buyer's. */
  'dispute_decided',
  /** A review hidden by staff on reports (decision 072); the account is its author's. */
  'review_hidden',
  /** Staff dismissed the open reports on a target (decision 072), with their reason. */
  'reports_dismissed',
  /** A rating (and its reply) hidden by staff on reports (decision 076); the account is its author's. */
  'rating_hidden',
] as const;
export type StaffActionKind = (typeof STAFF_ACTIONS)[number];

/**
 * One staff action of the audit log (decision 045): who did what to which listing or account,
 * when, and the note (plain single-line text, e.g. a hold's reason).
 */
export const StaffAction = z.object({
  id: Id,
  /** null when the staff account is gone. */
  actor: z.nullable(PartyRef),
  action: z.enum(STAFF_ACTIONS),
  /** The listing acted on (null for account actions, or when it was deleted). */
  product: z.nullable(PartyRef),
  /** The account acted on (null for listing actions, or when it was deleted). */
  user: z.nullable(PartyRef),
  note: z.string(),
  created_at: IsoDate,
});
export type StaffAction = z.infer<typeof StaffAction>;

/** A user as staff see them in the back office. */
export const AdminUser = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  is_staff: z.boolean(),
  is_test_user: z.boolean(),
  date_joined: IsoDate,
});
export type AdminUser = z.infer<typeof AdminUser>;

/**
 * A staff decision on a listing (decision 045): `suspend: true` puts a staff hold on it, with
 * `reason` (required, shown to the seller; REPORT_MESSAGES.holdReasonRequired when blank);
 * `suspend: false` lifts the hold; `adminApproved: false` hides it too. The seller's own switch
 * (Product.suspend) is never touched by staff.
 */
export const ModerateListingRequest = z.object({
  suspend: z.optional(z.boolean()),
  reason: z.optional(text(MAX_HOLD_REASON_LENGTH)),
  adminApproved: z.optional(z.boolean()),
});
export type ModerateListingRequest = z.infer<typeof ModerateListingRequest>;

/**
 * Staff (de)activating a user: an inactive user cannot sign in and loses their sessions.
 * Deactivating needs `reason` (REPORT_MESSAGES.deactivationReasonRequired when blank): the
 * account's owner is e-mailed it and the audit log keeps it (decision 072).
 */
export const SetUserActiveRequest = z.object({
  is_active: z.boolean(),
  reason: z.optional(text(MAX_HOLD_REASON_LENGTH)),
});
