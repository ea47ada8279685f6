/**
 * Review handlers (spec section 7): a product's reviews (newest first), add (one per user per
 * product, 400 MESSAGES.server.reviewExists), update and delete by the author only (403
 * otherwise), and the signed-in user's own reviews with product name and image. A review's
 * `username` is its author's public display name now (db.reviewOf), never anything
 * from the e-mail address. Each change sets the product's rating and review_count again
 * (db.refreshRating, decision 028); `verified_purchase` is worked out on read (db.reviewOf).
 */
import { MESSAGES, isOwnListing, type Review } from '@shop/contract';
import { db, type DbReview } from '../db.ts';
import { publicNameOf } from '../store/accounts.ts';
import { reviewOf, refreshRating } from '../store/reviews.ts';
import { badRequest, forbidden, notFound, route } from './http.ts';
import { visibleProduct } from './products.ts';

const newestFirst = (a: Review, b: Review): number => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The review `id` written by user `userId`: 404 when unknown, 403 when someone else's. */
function ownReview(id: number, userId: number): DbReview {
  const row = db.reviews.find((c) => c.review.id === id);
  if (!row) throw notFound();
  if (row.userId !== userId) throw forbidden();
  return row;
}

/** getReviews, addReview, updateReview, deleteReview, getMyReviews. */
export const reviewsHandlers = [
  route('getReviews', ({ params, user }) => {
    const product = visibleProduct(params.id, user?.user.id);
    const reviews = db.reviews
      // Reviews staff hid on reports are off the product's page (decision 072).
      .filter((c) => c.review.product_id === product.id && (c.hiddenAt ?? null) === null)
      .map((c) => reviewOf(db, c))
      .sort(newestFirst);
    return { body: { success: true, comments: reviews } };
  }),
  route('addReview', ({ params, body, user }) => {
    const product = visibleProduct(params.id, user.user.id);
    // Nobody reviews their own listing (decision 045).
    if (isOwnListing(product, user.user.id)) throw badRequest(MESSAGES.server.ownListingReview);
    if (db.reviews.some((c) => c.userId === user.user.id && c.review.product_id === product.id)) {
      throw badRequest(MESSAGES.server.reviewExists);
    }
    const review: Review = {
      id: db.nextId('review'),
      text: body.text,
      rating: body.rating,
      username: publicNameOf(user),
      user_id: user.user.id,
      product_id: product.id,
      created_at: new Date().toISOString(),
      verified_purchase: false,
    };
    const row: DbReview = { review, userId: user.user.id };
    db.reviews.push(row);
    refreshRating(db, product.id);
    return { status: 201, body: { success: true, comment: reviewOf(db, row) } };
  }),
  route('updateReview', ({ params, body, user }) => {
    const row = ownReview(params.id, user.user.id);
    row.review = { ...row.review, text: body.text, rating: body.rating };
    refreshRating(db, row.review.product_id);
    return { body: { success: true, comment: reviewOf(db, row) } };
  }),
  route('deleteReview', ({ params, user }) => {
    const row = ownReview(params.id, user.user.id);
    db.reviews = db.reviews.filter((c) => c !== row);
    refreshRating(db, row.review.product_id);
    return { body: { success: true } };
  }),
  route('getMyReviews', ({ user, query }) => {
    const reviews = db.reviews
      .filter((c) => c.userId === user.user.id)
      // `hidden=true`: only those staff hid (decision 076).
      .filter((c) => query.hidden !== true || (c.hiddenAt ?? null) !== null)
      // The author's list says which staff hid (decision 076).
      .map((c) => ({ ...reviewOf(db, c), hidden: (c.hiddenAt ?? null) !== null }))
      .sort(newestFirst);
    return { body: { success: true, comments: reviews } };
  }),
];
