/**
 * Ratings between the buyer and the seller of a delivered order (decision 071): reading an
 * order's ratings as one party (or staff) may see them, rating the other side, and the seller's
 * one public reply. Every rule is the contract's (ratings.ts: ratingRefusal, ratingsRevealed,
 * ratingVisibleTo, replyRefusal); the time is the caller's `now` (the app's clock). A rating and a
 * reply lock the order's row, so two requests of one side cannot both pass the checks. A rating
 * staff hid on reports (decision 076) is shown to its author only, marked `hidden`, and takes no
 * reply. The second rating of an order e-mails both subjects (mails.ts, decision 076).
 */
import {
  MESSAGES,
  RATING_MESSAGES,
  otherSide,
  ratingRefusal,
  ratingVisibleTo,
  ratingWindowEnds,
  ratingsRevealed,
  replyRefusal,
  type OrderRatings,
  type PartyRating,
  type RatingFacts,
  type RatingReplyRequest,
  type RatingRequest,
  type RatingSide,
} from '@shop/contract';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db/client.ts';
import { orderRatings, orders, users } from '../../platform/db/schema.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { publishSellerChange } from '../../platform/cache/catalogue-events.ts';
import { partyRef, type PersonNames } from '../orders/index.ts';
import { mailRevealedRatings } from './mails.ts';

/** An `order_ratings` row. */
export type RatingRow = typeof orderRatings.$inferSelect;

/** Who reads: the signed-in user's id and whether they are staff. */
export interface Viewer {
  id: number;
  isStaff: boolean;
}

/** What the views read of an order: its parties and delivery. */
export interface RatedOrder {
  id: number;
  status: string;
  deliveredAt: Date | null;
  buyer: PersonNames;
  seller: PersonNames | null;
}

const buyerUser = alias(users, 'rating_buyer');
const sellerUser = alias(users, 'rating_seller');

/** The orders matching `where` with their parties' names, newest first (one query, two joins). */
export async function selectRatedOrders(db: Db | Tx, where: SQL | undefined): Promise<RatedOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      deliveredAt: orders.deliveredAt,
      buyerId: buyerUser.id,
      buyerFirst: buyerUser.firstName,
      buyerLast: buyerUser.lastName,
      sellerId: sellerUser.id,
      sellerFirst: sellerUser.firstName,
      sellerLast: sellerUser.lastName,
    })
    .from(orders)
    .innerJoin(buyerUser, eq(buyerUser.id, orders.userId))
    .leftJoin(sellerUser, eq(sellerUser.id, orders.sellerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    deliveredAt: r.deliveredAt,
    buyer: { id: r.buyerId, firstName: r.buyerFirst, lastName: r.buyerLast },
    seller:
      r.sellerId === null
        ? null
        : { id: r.sellerId, firstName: r.sellerFirst ?? '', lastName: r.sellerLast ?? '' },
  }));
}

/** The ratings of orders `orderIds`, by order id (one query). */
async function ratingsByOrder(db: Db | Tx, orderIds: number[]): Promise<Map<number, RatingRow[]>> {
  const byOrder = new Map<number, RatingRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderRatings)
    .where(inArray(orderRatings.orderId, orderIds))
    .orderBy(asc(orderRatings.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** The facts the contract's rules read of `order` and its `ratings` at `now`. */
export function factsOf(
  order: { status: string; deliveredAt: Date | null },
  ratings: readonly Pick<RatingRow, 'side'>[],
  now: Date,
): RatingFacts {
  return {
    orderStatus: order.status,
    deliveredAt: order.deliveredAt,
    buyerRated: ratings.some((r) => r.side === 'buyer'),
    sellerRated: ratings.some((r) => r.side === 'seller'),
    now,
  };
}

/** The contract PartyRating of `row` with its author's and subject's names. */
export function toPartyRating(row: RatingRow, author: PersonNames, subject: PersonNames): PartyRating {
  return {
    id: row.id,
    order_id: row.orderId,
    side: row.side,
    author: partyRef(author) ?? { id: author.id, name: '' },
    subject: partyRef(subject) ?? { id: subject.id, name: '' },
    stars: row.stars,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    reply:
      row.reply === null || row.repliedAt === null
        ? null
        : { text: row.reply, created_at: row.repliedAt.toISOString() },
    ...(row.hiddenAt === null ? {} : { hidden: true }),
  };
}

/** The side of `order` `userId` is on, or null when neither. */
function sideOf(order: RatedOrder, userId: number): RatingSide | null {
  if (order.buyer.id === userId) return 'buyer';
  if (order.seller !== null && order.seller.id === userId) return 'seller';
  return null;
}

/**
 * The contract OrderRatings of `order` as `viewer` may see it at `now` (decision 071): each rating
 * only to its author until revealed (ratingVisibleTo).
 */
export function toOrderRatings(
  order: RatedOrder,
  ratings: readonly RatingRow[],
  viewer: Viewer,
  now: Date,
): OrderRatings {
  const facts = factsOf(order, ratings, now);
  const revealed = ratingsRevealed(facts);
  const shown = (side: RatingSide): PartyRating | null => {
    const row = ratings.find((r) => r.side === side);
    if (row === undefined || !ratingVisibleTo(row.authorId, viewer.id, revealed)) return null;
    // Hidden by staff (decision 076): its author still reads it, marked hidden; nobody else.
    if (row.hiddenAt !== null && row.authorId !== viewer.id) return null;
    const buyer = order.buyer;
    const seller = order.seller ?? { id: row.subjectId, firstName: '', lastName: '' };
    return side === 'buyer' ? toPartyRating(row, buyer, seller) : toPartyRating(row, seller, buyer);
  };
  return {
    order_id: order.id,
    order_status: order.status,
    your_side: sideOf(order, viewer.id),
    buyer: partyRef(order.buyer) ?? { id: order.buyer.id, name: '' },
    seller: partyRef(order.seller),
    rate_by: order.deliveredAt === null ? null : ratingWindowEnds(order.deliveredAt).toISOString(),
    revealed,
    buyer_rated: facts.buyerRated,
    seller_rated: facts.sellerRated,
    of_seller: shown('buyer'),
    of_buyer: shown('seller'),
  };
}

/** The OrderRatings of each of `list` for `viewer` at `now`, in order (one more query). */
async function viewsOf(db: Db, list: RatedOrder[], viewer: Viewer, now: Date): Promise<OrderRatings[]> {
  const ratings = await ratingsByOrder(
    db,
    list.map((o) => o.id),
  );
  return list.map((o) => toOrderRatings(o, ratings.get(o.id) ?? [], viewer, now));
}

/**
 * Order `orderId`'s ratings as `viewer` may see them: its buyer, its seller, or staff. Throws
 * HttpError 404 for an unknown order, 403 for anyone else.
 */
export async function getOrderRatings(
  db: Db,
  viewer: Viewer,
  orderId: number,
  now: Date,
): Promise<OrderRatings> {
  const [order] = await selectRatedOrders(db, eq(orders.id, orderId));
  if (order === undefined) throw notFound(MESSAGES.server.notFound);
  if (sideOf(order, viewer.id) === null && !viewer.isStaff) throw forbidden();
  const [view] = await viewsOf(db, [order], viewer, now);
  if (view === undefined) throw notFound(MESSAGES.server.notFound);
  return view;
}

/** The ratings of `viewer`'s delivered orders as `side` (buyer: their purchases; seller: their sales), newest first. */
export async function listMyRatings(
  db: Db,
  viewer: Viewer,
  side: RatingSide,
  now: Date,
): Promise<OrderRatings[]> {
  const mine = side === 'buyer' ? eq(orders.userId, viewer.id) : eq(orders.sellerId, viewer.id);
  const list = await selectRatedOrders(db, and(mine, eq(orders.status, 'delivered')));
  return viewsOf(db, list, viewer, now);
}

/**
 * `viewer` rates the other side of order `orderId` (decision 071): the buyer the seller, the
 * seller the buyer. Throws HttpError 404 (unknown order), 403 (not a party: staff too), 409
 * RATING_MESSAGES.errors[ratingRefusal] (not delivered, already rated, window closed). Returns the
 * order's ratings as the rater now sees them.
 */
export async function rateOrder(
  db: Db,
  viewer: Viewer,
  orderId: number,
  body: RatingRequest,
  now: Date,
): Promise<OrderRatings> {
  return db.transaction(async (tx) => {
    // The order's row serialises the two sides' ratings and replies.
    const [locked] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (locked === undefined) throw notFound(MESSAGES.server.notFound);
    const [order] = await selectRatedOrders(tx, eq(orders.id, orderId));
    if (order === undefined) throw notFound(MESSAGES.server.notFound);
    const side = sideOf(order, viewer.id);
    if (side === null) throw forbidden();
    const existing = (await ratingsByOrder(tx, [orderId])).get(orderId) ?? [];
    const refusal = ratingRefusal(factsOf(order, existing, now), side);
    if (refusal !== null) throw conflict(RATING_MESSAGES.errors[refusal]);
    const subject = otherSide(side) === 'buyer' ? order.buyer : order.seller;
    if (subject === null) throw conflict(RATING_MESSAGES.errors.notDelivered);
    const [row] = await tx
      .insert(orderRatings)
      .values({
        orderId,
        side,
        authorId: viewer.id,
        subjectId: subject.id,
        stars: body.stars,
        comment: body.comment,
        createdAt: now,
      })
      .returning();
    if (row === undefined) throw conflict(RATING_MESSAGES.errors.alreadyRated);
    // Either side's rating may reveal the buyer's rating of the seller (both in): the seller's
    // card on their listings counts it (decision 075).
    if (order.seller !== null) await publishSellerChange(tx, order.seller.id);
    // Both sides are in: each rating is now visible to its subject, who is e-mailed (decision 076).
    const other = existing.find((r) => r.side !== side);
    if (other !== undefined) await mailRevealedRatings(tx, [other.id, row.id], now);
    return toOrderRatings(order, [...existing, row], viewer, now);
  });
}

/**
 * The seller's one public reply to rating `ratingId` of them (decision 071). Throws HttpError 404
 * (unknown rating), 403 RATING_MESSAGES.errors.notYourRating (anyone but the seller rated, or a
 * rating of a buyer), 409 notVisibleYet (still blind) or alreadyReplied. Returns the rating.
 */
export async function replyToRating(
  db: Db,
  viewer: Viewer,
  ratingId: number,
  body: RatingReplyRequest,
  now: Date,
): Promise<PartyRating> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: orderRatings.orderId })
      .from(orderRatings)
      .where(eq(orderRatings.id, ratingId));
    if (found === undefined) throw notFound(MESSAGES.server.notFound);
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [order] = await selectRatedOrders(tx, eq(orders.id, found.orderId));
    const ratings = (await ratingsByOrder(tx, [found.orderId])).get(found.orderId) ?? [];
    const rating = ratings.find((r) => r.id === ratingId);
    // A hidden rating (decision 076) is not there for its subject to answer.
    if (order === undefined || rating === undefined || rating.hiddenAt !== null)
      throw notFound(MESSAGES.server.notFound);
    const refusal = replyRefusal(
      { side: rating.side, subjectId: rating.subjectId, hasReply: rating.reply !== null },
      viewer.id,
      ratingsRevealed(factsOf(order, ratings, now)),
    );
    if (refusal === 'notYourRating') throw forbidden(RATING_MESSAGES.errors.notYourRating);
    if (refusal !== null) throw conflict(RATING_MESSAGES.errors[refusal]);
    const [row] = await tx
      .update(orderRatings)
      .set({ reply: body.text, repliedAt: now })
      .where(eq(orderRatings.id, ratingId))
      .returning();
    if (row === undefined || order.seller === null) throw notFound(MESSAGES.server.notFound);
    return toPartyRating(row, order.buyer, order.seller);
  });
}
