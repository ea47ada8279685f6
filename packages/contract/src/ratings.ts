/**
 * Ratings between the buyer and the seller of a delivered order (decision 071): THE rules the
 * server, the mocks and the ui share.
 * - Who may rate: the buyer rates the seller, the seller rates the buyer, once each per order,
 *   only once the order is delivered and until RATING_WINDOW_DAYS after delivery.
 * - Blind ratings (as Sharetribe): a rating is seen by its author at once and by everyone else
 *   only once both sides are in or the window has closed.
 * - The seller's one public reply to a rating of them.
 * - The seller's figures on their public page: average of the visible ratings of them, the 1..5
 *   histogram, completed sales and the typical dispatch time (median of paid to shipped).
 * Plain data and pure functions; the texts are RATING_MESSAGES (ratings-messages.ts).
 */
import { RATING_MAX, RATING_MIN } from './constants.ts';
import { addDeadlineDays } from './release.ts';

/** Days after delivery in which each side may rate the other (decision 071). */
export const RATING_WINDOW_DAYS = 14;
/**
 * Days after delivery at which each side that has not rated yet is reminded to, once (decision
 * 076): time to unpack and try the item, and well inside the window.
 */
export const RATING_REMINDER_AFTER_DAYS = 3;
/** The fewest and most stars of a rating (the shop's 1-5 scale, spec section 9). */
export const RATING_STARS_MIN = RATING_MIN;
export const RATING_STARS_MAX = RATING_MAX;
/** A rating's comment: 1 to this many characters once trimmed. */
export const RATING_COMMENT_MAX_LENGTH = 1000;
/** A seller's reply: 1 to this many characters once trimmed. */
export const RATING_REPLY_MAX_LENGTH = 1000;

/** The side of an order a person is on: who writes a rating (the other side is its subject). */
export const RATING_SIDES = ['buyer', 'seller'] as const;
export type RatingSide = (typeof RATING_SIDES)[number];

/** The other side of `side`: a buyer's rating is of the seller, and the other way round. */
export function otherSide(side: RatingSide): RatingSide {
  return side === 'buyer' ? 'seller' : 'buyer';
}

/** The last moment either side may rate an order delivered at `deliveredAt`: + RATING_WINDOW_DAYS days. */
export function ratingWindowEnds(deliveredAt: Date): Date {
  return addDeadlineDays(deliveredAt, RATING_WINDOW_DAYS);
}

/** What the rating rules read of an order and its ratings. */
export interface RatingFacts {
  /** The order's fulfilment status (FULFILMENT_STATUSES). */
  orderStatus: string;
  /** When it was marked delivered; null before. */
  deliveredAt: Date | null;
  /** Whether the buyer's rating (of the seller) is in. */
  buyerRated: boolean;
  /** Whether the seller's rating (of the buyer) is in. */
  sellerRated: boolean;
  now: Date;
}

/** Why a side may not rate now (the keys of RATING_MESSAGES.errors), or null when it may. */
export type RatingRefusal = 'notDelivered' | 'windowClosed' | 'alreadyRated';

/**
 * Whether `side` may rate the order now (decision 071): null when it may; 'notDelivered' before
 * delivery (or for an order never delivered), 'alreadyRated' when that side's rating is in,
 * 'windowClosed' after ratingWindowEnds (the window's last millisecond still rates).
 * The caller has already checked that the person is the order's buyer or seller (else 403).
 */
export function ratingRefusal(facts: RatingFacts, side: RatingSide): RatingRefusal | null {
  if (facts.orderStatus !== 'delivered' || facts.deliveredAt === null) return 'notDelivered';
  if (side === 'buyer' ? facts.buyerRated : facts.sellerRated) return 'alreadyRated';
  if (facts.now.getTime() > ratingWindowEnds(facts.deliveredAt).getTime()) return 'windowClosed';
  return null;
}

/**
 * Whether an order's ratings are shown to everyone (decision 071): once both sides are in, or once
 * the window has closed (whatever is in then stays blind to nobody). Before that a rating is seen
 * only by its author.
 */
export function ratingsRevealed(facts: RatingFacts): boolean {
  if (facts.buyerRated && facts.sellerRated) return true;
  if (facts.deliveredAt === null) return false;
  return facts.now.getTime() > ratingWindowEnds(facts.deliveredAt).getTime();
}

/**
 * Whether a rating written by `authorId` is shown to `viewerId` (null: a visitor): its author
 * always, everyone else (the other side, staff, visitors) only once revealed (ratingsRevealed).
 */
export function ratingVisibleTo(authorId: number, viewerId: number | null, revealed: boolean): boolean {
  return revealed || authorId === viewerId;
}

/** Why a reply is refused (the keys of RATING_MESSAGES.errors), or null when it may be made. */
export type ReplyRefusal = 'notYourRating' | 'notVisibleYet' | 'alreadyReplied';

/**
 * Whether the person `replierId` may reply to a rating (decision 071): only the seller rated in it
 * (a rating written by the buyer, `subjectId` the seller), once ('alreadyReplied'), and only once
 * it is revealed ('notVisibleYet': a seller cannot answer what they may not read).
 */
export function replyRefusal(
  rating: { side: RatingSide; subjectId: number; hasReply: boolean },
  replierId: number,
  revealed: boolean,
): ReplyRefusal | null {
  if (rating.side !== 'buyer' || rating.subjectId !== replierId) return 'notYourRating';
  if (!revealed) return 'notVisibleYet';
  if (rating.hasReply) return 'alreadyReplied';
  return null;
}

/**
 * The state of an order's ratings as a party's screen shows it, for the side `side` of the
 * viewer (decision 071): 'not_delivered'; 'open' (the viewer may rate); 'waiting' (the viewer's
 * rating is in, the other's not yet or hidden); 'revealed' (both in, or the window closed with
 * something in); 'closed' (the window closed with nothing from the viewer).
 */
export type RatingStage = 'not_delivered' | 'open' | 'waiting' | 'revealed' | 'closed';

/** The RatingStage of `facts` for `side` (see RatingStage). */
export function ratingStage(facts: RatingFacts, side: RatingSide): RatingStage {
  if (facts.orderStatus !== 'delivered' || facts.deliveredAt === null) return 'not_delivered';
  const mine = side === 'buyer' ? facts.buyerRated : facts.sellerRated;
  if (ratingsRevealed(facts)) return mine || facts.buyerRated || facts.sellerRated ? 'revealed' : 'closed';
  return mine ? 'waiting' : 'open';
}

/**
 * The typical dispatch time of a seller (decision 071): the median, in whole hours rounded half
 * up, of the hours from payment to 'shipped' of their orders, `hours` each >= 0; null when they
 * have shipped none. An even count takes the mean of the middle two.
 */
export function medianDispatchHours(hours: readonly number[]): number | null {
  const sorted = hours.filter((h) => Number.isFinite(h) && h >= 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round(median);
}

/** How many of the latest visible ratings of a seller their public page shows. */
export const SELLER_PAGE_RATINGS = 10;

/** What orderRatingStage reads of an order's OrderRatings (the contract's view of them). */
export interface OrderRatingsView {
  order_status: string;
  /** The window's end (ISO), null until delivery. */
  rate_by: string | null;
  buyer_rated: boolean;
  seller_rated: boolean;
}

/**
 * The RatingStage of an order's ratings as the screens read them (decision 071), for `side` at
 * `now`: ratingStage with the delivery time taken back from `rate_by` (ratingWindowEnds).
 */
export function orderRatingStage(view: OrderRatingsView, side: RatingSide, now: Date): RatingStage {
  const ends = view.rate_by === null ? Number.NaN : Date.parse(view.rate_by);
  const deliveredAt = Number.isNaN(ends) ? null : addDeadlineDays(new Date(ends), -RATING_WINDOW_DAYS);
  return ratingStage(
    {
      orderStatus: view.order_status,
      deliveredAt,
      buyerRated: view.buyer_rated,
      sellerRated: view.seller_rated,
      now,
    },
    side,
  );
}
