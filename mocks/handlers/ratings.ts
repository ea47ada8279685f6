/**
 * Ratings handlers (decision 071): the caller's delivered orders' ratings, one order's, rating the
 * other side, the seller's reply, and the sellers' public pages. As the server: a stranger 403,
 * staff read but do not rate, every refusal the contract's (ratingRefusal, replyRefusal). The
 * time is the machine's (the mocks have no settable clock).
 */
import {
  MESSAGES,
  RATING_MESSAGES,
  otherSide,
  ratingRefusal,
  ratingsRevealed,
  replyRefusal,
} from '@shop/contract';
import { db } from '../db.ts';
import {
  myRatings,
  orderRatingsOf,
  ratingFacts,
  sellerPageOf,
  sideOf,
  toPartyRating,
} from '../store/ratings.ts';
import { conflict, forbidden, notFound, route } from './http.ts';

/** getMyRatings, getOrderRatings, rateOrder, replyToRating, getSeller. */
export const ratingsHandlers = [
  route('getMyRatings', ({ query, user }) => ({
    body: { success: true, ratings: myRatings(db, user.user.id, query.as ?? 'buyer', new Date()) },
  })),
  route('getOrderRatings', ({ params, user }) => {
    const row = db.orders.find((o) => o.order.id === params.id);
    if (row === undefined) throw notFound(MESSAGES.server.notFound);
    if (sideOf(row, user.user.id) === null && !user.user.customer.is_staff) throw forbidden();
    return { body: { success: true, ratings: orderRatingsOf(db, row, user.user.id, new Date()) } };
  }),
  route('rateOrder', ({ params, body, user }) => {
    const now = new Date();
    const row = db.orders.find((o) => o.order.id === params.id);
    if (row === undefined) throw notFound(MESSAGES.server.notFound);
    const side = sideOf(row, user.user.id);
    if (side === null) throw forbidden();
    const refusal = ratingRefusal(ratingFacts(db, row, now), side);
    if (refusal !== null) throw conflict(RATING_MESSAGES.errors[refusal]);
    const subjectId = otherSide(side) === 'buyer' ? row.userId : row.order.seller?.id;
    if (subjectId === undefined) throw conflict(RATING_MESSAGES.errors.notDelivered);
    db.ratings.push({
      id: db.nextId('rating'),
      orderId: row.order.id,
      side,
      authorId: user.user.id,
      subjectId,
      stars: body.stars,
      comment: body.comment,
      reply: null,
      repliedAt: null,
      createdAt: now.toISOString(),
    });
    return { status: 201, body: { success: true, ratings: orderRatingsOf(db, row, user.user.id, now) } };
  }),
  route('replyToRating', ({ params, body, user }) => {
    const now = new Date();
    const rating = db.ratings.find((r) => r.id === params.id);
    const row = rating && db.orders.find((o) => o.order.id === rating.orderId);
    // A rating staff hid (decision 076) is not there for its subject to answer.
    if (rating === undefined || row === undefined || (rating.hiddenAt ?? null) !== null)
      throw notFound(MESSAGES.server.notFound);
    const refusal = replyRefusal(
      { side: rating.side, subjectId: rating.subjectId, hasReply: rating.reply !== null },
      user.user.id,
      ratingsRevealed(ratingFacts(db, row, now)),
    );
    if (refusal === 'notYourRating') throw forbidden(RATING_MESSAGES.errors.notYourRating);
    if (refusal !== null) throw conflict(RATING_MESSAGES.errors[refusal]);
    rating.reply = body.text;
    rating.repliedAt = now.toISOString();
    return { body: { success: true, rating: toPartyRating(db, rating) } };
  }),
  route('getSeller', ({ params }) => {
    const page = sellerPageOf(db, params.id, new Date());
    if (page === undefined) throw notFound(MESSAGES.server.notFound);
    return { body: { success: true, ...page } };
  }),
];
