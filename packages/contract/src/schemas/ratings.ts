/**
 * Ratings between the buyer and the seller of a delivered order, and a seller's public page
 * (decision 071): a rating with its reply, an order's ratings as one party sees them, the bodies
 * that rate and reply, and the seller's profile.
 */
import * as z from 'zod/mini';
import { RATING_COMMENT_MAX_LENGTH, RATING_REPLY_MAX_LENGTH, RATING_SIDES } from '../ratings.ts';
import { RATING_STARS_MAX, RATING_STARS_MIN } from '../ratings.ts';
import { Id, IsoDate, wholeNumber } from './common.ts';
import { requiredText } from './fields.ts';
import { PartyRef } from './orders.ts';
import { ReviewSummary } from './reviews.ts';

/** The side of an order a person is on (RATING_SIDES; the type is ratings.ts RatingSide). */
const RatingSide = z.enum(RATING_SIDES);

/** The seller's one public reply to a rating of them. */
export const RatingReply = z.object({ text: z.string(), created_at: IsoDate });
export type RatingReply = z.infer<typeof RatingReply>;

/**
 * One side's rating of the other on one order: `side` is the author's side (a 'buyer' rating is
 * of the seller), `author` and `subject` their display names, never e-mails.
 */
export const PartyRating = z.object({
  id: Id,
  order_id: Id,
  side: RatingSide,
  author: PartyRef,
  subject: PartyRef,
  stars: z.int().check(z.gte(RATING_STARS_MIN), z.lte(RATING_STARS_MAX)),
  comment: z.string(),
  created_at: IsoDate,
  reply: z.nullable(RatingReply),
  /**
   * True when staff hid it on reports (decision 076): then only its author is shown it (their
   * order's panel); it is off the seller's page and out of their figures. Absent: shown.
   */
  hidden: z.optional(z.boolean()),
});
export type PartyRating = z.infer<typeof PartyRating>;

/**
 * An order's ratings as the caller may see them (decision 071): whether each side is in, and each
 * rating only when the caller may read it (its author, or anyone once `revealed`: both in or the
 * window closed; ratingVisibleTo). `your_side` is the caller's side, null for staff who are
 * neither; `rate_by` the window's end, null until delivery.
 */
export const OrderRatings = z.object({
  order_id: Id,
  order_status: z.string(),
  your_side: z.nullable(RatingSide),
  buyer: PartyRef,
  seller: z.nullable(PartyRef),
  rate_by: z.nullable(IsoDate),
  revealed: z.boolean(),
  buyer_rated: z.boolean(),
  seller_rated: z.boolean(),
  /** The buyer's rating of the seller, when the caller may read it. */
  of_seller: z.nullable(PartyRating),
  /** The seller's rating of the buyer, when the caller may read it. */
  of_buyer: z.nullable(PartyRating),
});
export type OrderRatings = z.infer<typeof OrderRatings>;

/** POST /orders/{id}/ratings/: stars (1-5, a number or its text) and a comment. */
export const RatingRequest = z.object({
  stars: wholeNumber(RATING_STARS_MIN, RATING_STARS_MAX),
  comment: requiredText(RATING_COMMENT_MAX_LENGTH),
});
export type RatingRequest = z.infer<typeof RatingRequest>;

/** POST /ratings/{id}/reply/: the seller's reply. */
export const RatingReplyRequest = z.object({ text: requiredText(RATING_REPLY_MAX_LENGTH) });
export type RatingReplyRequest = z.infer<typeof RatingReplyRequest>;

/** GET /ratings/: the caller's delivered orders as buyer (default) or as seller. */
export const RatingsQuery = z.object({ as: z.optional(RatingSide) });

/**
 * A seller's public page (decision 071): display name, when they joined, their completed sales
 * (orders delivered), the ratings of them that are visible (average, count, 1..5 histogram), and
 * their typical dispatch time in hours (median of payment to shipped; null when none shipped).
 */
export const SellerProfile = z.object({
  id: Id,
  display_name: z.string(),
  member_since: IsoDate,
  completed_sales: z.int().check(z.gte(0)),
  rating: ReviewSummary,
  dispatch_hours: z.nullable(z.int().check(z.gte(0))),
});
export type SellerProfile = z.infer<typeof SellerProfile>;

/**
 * The seller card of a product page (decision 075): who sells the listing (their display name, as
 * on their page), their completed sales and the visible ratings of them in figures (average by
 * averageRating and count, as SellerProfile's). A count of 0 is a new seller.
 */
export const SellerSummary = z.object({
  id: Id,
  display_name: z.string(),
  completed_sales: z.int().check(z.gte(0)),
  rating: z.pick(ReviewSummary, { average: true, count: true }),
});
export type SellerSummary = z.infer<typeof SellerSummary>;
