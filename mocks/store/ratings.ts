/**
 * Ratings between the two sides of a delivered order and the sellers' public pages in the mocks
 * (decision 071): the same views as the server's ratings module, from the contract's rules
 * (ratingRefusal, ratingsRevealed, ratingVisibleTo, replyRefusal, medianDispatchHours). An
 * order's delivery time is its row's `deliveredAt` (sample orders have none: not ratable).
 */
import {
  SELLER_PAGE_RATINGS,
  averageRating,
  medianDispatchHours,
  ratingWindowEnds,
  ratingVisibleTo,
  ratingsRevealed,
  type OrderRatings,
  type PartyRating,
  type PartyRef,
  type RatingFacts,
  type RatingSide,
  type ReviewSummary,
  type SellerProfile,
  type SellerSummary,
} from '@shop/contract';
import { partyOf } from '@shop/sample-catalogue';
import type { MockDb } from './store.ts';
import type { DbOrder, DbRating } from './tables.ts';

/** The PartyRef of user `id` (first name and last initial), or 'Customer {id}' when gone. */
export function partyById(db: MockDb, id: number): PartyRef {
  const user = db.userById(id)?.user;
  return user ? partyOf(user) : { id, name: `Customer ${id}` };
}

/** The ratings of order `orderId`, oldest first. */
export function ratingsOfOrder(db: MockDb, orderId: number): DbRating[] {
  return db.ratings.filter((r) => r.orderId === orderId);
}

/** The facts the contract's rules read of `row` at `now`. */
export function ratingFacts(db: MockDb, row: DbOrder, now: Date): RatingFacts {
  const ratings = ratingsOfOrder(db, row.order.id);
  return {
    orderStatus: row.order.status,
    deliveredAt: row.deliveredAt === undefined ? null : new Date(row.deliveredAt),
    buyerRated: ratings.some((r) => r.side === 'buyer'),
    sellerRated: ratings.some((r) => r.side === 'seller'),
    now,
  };
}

/** The side of order `row` user `userId` is on, or null. */
export function sideOf(row: DbOrder, userId: number): RatingSide | null {
  if (row.userId === userId) return 'buyer';
  if (row.order.seller?.id === userId) return 'seller';
  return null;
}

/** The contract PartyRating of `rating`. */
export function toPartyRating(db: MockDb, rating: DbRating): PartyRating {
  return {
    id: rating.id,
    order_id: rating.orderId,
    side: rating.side,
    author: partyById(db, rating.authorId),
    subject: partyById(db, rating.subjectId),
    stars: rating.stars,
    comment: rating.comment,
    created_at: rating.createdAt,
    reply:
      rating.reply === null || rating.repliedAt === null
        ? null
        : { text: rating.reply, created_at: rating.repliedAt },
    ...((rating.hiddenAt ?? null) === null ? {} : { hidden: true }),
  };
}

/** Order `row`'s ratings as `viewerId` may see them at `now` (the server's toOrderRatings). */
export function orderRatingsOf(db: MockDb, row: DbOrder, viewerId: number, now: Date): OrderRatings {
  const facts = ratingFacts(db, row, now);
  const revealed = ratingsRevealed(facts);
  const ratings = ratingsOfOrder(db, row.order.id);
  const shown = (side: RatingSide): PartyRating | null => {
    const rating = ratings.find((r) => r.side === side);
    if (rating === undefined || !ratingVisibleTo(rating.authorId, viewerId, revealed)) return null;
    // Hidden by staff (decision 076): shown to its author only.
    if ((rating.hiddenAt ?? null) !== null && rating.authorId !== viewerId) return null;
    return toPartyRating(db, rating);
  };
  return {
    order_id: row.order.id,
    order_status: row.order.status,
    your_side: sideOf(row, viewerId),
    buyer: partyById(db, row.userId),
    seller: row.order.seller,
    rate_by: facts.deliveredAt === null ? null : ratingWindowEnds(facts.deliveredAt).toISOString(),
    revealed,
    buyer_rated: facts.buyerRated,
    seller_rated: facts.sellerRated,
    of_seller: shown('buyer'),
    of_buyer: shown('seller'),
  };
}

/** The newest first order of the server's lists (created_at, then id). */
function newestFirst(a: DbOrder, b: DbOrder): number {
  return b.order.created_at.localeCompare(a.order.created_at) || b.order.id - a.order.id;
}

/** The ratings of `viewerId`'s delivered orders as `side`, newest first. */
export function myRatings(db: MockDb, viewerId: number, side: RatingSide, now: Date): OrderRatings[] {
  return db.orders
    .filter((row) => row.order.status === 'delivered' && sideOf(row, viewerId) === side)
    .sort(newestFirst)
    .map((row) => orderRatingsOf(db, row, viewerId, now));
}

/**
 * Seller `sellerId`'s public page at `now`, or undefined for an unknown or deactivated account:
 * the server's figures (visible ratings of them, delivered orders, the median of payment to the
 * first 'shipped' event over their latest 100 shipped orders).
 */
export function sellerPageOf(
  db: MockDb,
  sellerId: number,
  now: Date,
): { seller: SellerProfile; ratings: PartyRating[] } | undefined {
  const user = db.userById(sellerId)?.user;
  if (user === undefined || !user.is_active) return undefined;
  const sold = db.orders.filter((row) => row.order.seller?.id === sellerId);
  const visible = db.ratings
    .filter((r) => r.side === 'buyer' && r.subjectId === sellerId && (r.hiddenAt ?? null) === null)
    .filter((r) => {
      const row = db.orders.find((o) => o.order.id === r.orderId);
      return row !== undefined && ratingsRevealed(ratingFacts(db, row, now));
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const histogram: ReviewSummary['histogram'] = [0, 0, 0, 0, 0];
  let sum = 0;
  for (const r of visible) {
    histogram[r.stars - 1] = (histogram[r.stars - 1] ?? 0) + 1;
    sum += r.stars;
  }
  const hours = [...sold]
    .sort((a, b) => b.order.id - a.order.id)
    .flatMap((row) => {
      const shipped = db.orderEvents
        .filter((e) => e.order_id === row.order.id && e.to_status === 'shipped')
        .map((e) => Date.parse(e.created_at))
        .sort((a, b) => a - b)[0];
      return shipped === undefined ? [] : [(shipped - Date.parse(row.order.created_at)) / 3_600_000];
    })
    .slice(0, 100);
  return {
    seller: {
      id: user.id,
      display_name: partyOf(user).name,
      member_since: user.date_joined,
      completed_sales: sold.filter((row) => row.order.status === 'delivered').length,
      rating: { average: averageRating(sum, visible.length), count: visible.length, histogram },
      dispatch_hours: medianDispatchHours(hours),
    },
    ratings: visible.slice(0, SELLER_PAGE_RATINGS).map((r) => toPartyRating(db, r)),
  };
}

/**
 * The product page's seller card of seller `sellerId` at `now` (decision 075): their page's name,
 * completed sales and visible ratings in figures; null for an unknown or deactivated account.
 */
export function sellerSummaryOf(db: MockDb, sellerId: number, now: Date): SellerSummary | null {
  const page = sellerPageOf(db, sellerId, now);
  if (page === undefined) return null;
  const { id, display_name, completed_sales, rating } = page.seller;
  return { id, display_name, completed_sales, rating: { average: rating.average, count: rating.count } };
}
