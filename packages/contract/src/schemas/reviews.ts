/**
 * Reviews (the spec's comments, section 3; decision 028): a review with its rating, a
 * product's reviews in figures, and the body that adds or updates one.
 */
import * as z from 'zod/mini';
import { RATING_MAX, RATING_MIN } from '../constants.ts';
import { Id, IsoDate, wholeNumber } from './common.ts';

export const Rating = z.int().check(z.gte(RATING_MIN), z.lte(RATING_MAX));

export const Review = z.object({
  id: Id,
  text: z.string(),
  rating: Rating,
  /** The author's public display name (User.display_name); never from the e-mail. */
  username: z.string(),
  /** The author's user id: how a signed-in user finds their own review. */
  user_id: Id,
  product_id: Id,
  created_at: IsoDate,
  product_name: z.optional(z.string()),
  product_image: z.optional(z.nullable(z.string())),
  /**
   * 'Verified purchase' (decision 028): the author has an order containing this product
   * whose status is one of PAID_ORDER_STATUSES (paid, shipped or delivered; not pending, not
   * cancelled).
   */
  verified_purchase: z.boolean(),
  /**
   * True when staff hid it on reports (decision 072): set in the author's own list (GET
   * /user/comments/) only, where hidden reviews still show; a product's reviews never hold one.
   */
  hidden: z.optional(z.boolean()),
});
export type Review = z.infer<typeof Review>;

/**
 * The reviews of one product in figures: `average` and `count` as the product's
 * `rating` and `review_count`, and `histogram`, the number of reviews with 1, 2, 3, 4 and 5 stars
 * (index 0 is 1 star).
 */
export const ReviewSummary = z.object({
  average: z.number().check(z.gte(0), z.lte(RATING_MAX)),
  count: z.int().check(z.gte(0)),
  histogram: z.tuple([
    z.int().check(z.gte(0)),
    z.int().check(z.gte(0)),
    z.int().check(z.gte(0)),
    z.int().check(z.gte(0)),
    z.int().check(z.gte(0)),
  ]),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ReviewRequest = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  /** 1-5, as a number or its text ('4', as a form sends it). */
  rating: wholeNumber(RATING_MIN, RATING_MAX),
});
export type ReviewRequest = z.infer<typeof ReviewRequest>;
