/**
 * Comment handlers (spec section 7): a product's comments (newest first), add (one per user per
 * product, 400 MESSAGES.server.commentExists), update and delete by the author only (403
 * otherwise), and the signed-in user's own comments with product name and image. A comment's
 * `username` is its author's public display name now (db.commentOf), never anything
 * from the e-mail address. Each change sets the product's rating and review_count again
 * (db.refreshRating, decision 028); `verified_purchase` is worked out on read (db.commentOf).
 */
import { MESSAGES, isOwnListing, type Comment } from '@shop/contract';
import { db, type DbComment } from '../db.ts';
import { publicNameOf } from '../store/accounts.ts';
import { commentOf, refreshRating } from '../store/reviews.ts';
import { badRequest, forbidden, notFound, route } from './http.ts';
import { visibleProduct } from './products.ts';

const newestFirst = (a: Comment, b: Comment): number =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The comment `id` written by user `userId`: 404 when unknown, 403 when someone else's. */
function ownComment(id: number, userId: number): DbComment {
  const row = db.comments.find((c) => c.comment.id === id);
  if (!row) throw notFound();
  if (row.userId !== userId) throw forbidden();
  return row;
}

/** getComments, addComment, updateComment, deleteComment, getMyComments. */
export const commentsHandlers = [
  route('getComments', ({ params, user }) => {
    const product = visibleProduct(params.id, user?.user.id);
    const comments = db.comments
      .filter((c) => c.comment.product_id === product.id)
      .map((c) => commentOf(db, c))
      .sort(newestFirst);
    return { body: { success: true, comments } };
  }),
  route('addComment', ({ params, body, user }) => {
    const product = visibleProduct(params.id, user.user.id);
    // Nobody reviews their own listing (decision 045).
    if (isOwnListing(product, user.user.id)) throw badRequest(MESSAGES.server.ownListingReview);
    if (db.comments.some((c) => c.userId === user.user.id && c.comment.product_id === product.id)) {
      throw badRequest(MESSAGES.server.commentExists);
    }
    const comment: Comment = {
      id: db.nextId('comment'),
      text: body.text,
      rating: body.rating,
      username: publicNameOf(user),
      user_id: user.user.id,
      product_id: product.id,
      created_at: new Date().toISOString(),
      verified_purchase: false,
    };
    const row: DbComment = { comment, userId: user.user.id };
    db.comments.push(row);
    refreshRating(db, product.id);
    return { status: 201, body: { success: true, comment: commentOf(db, row) } };
  }),
  route('updateComment', ({ params, body, user }) => {
    const row = ownComment(params.id, user.user.id);
    row.comment = { ...row.comment, text: body.text, rating: body.rating };
    refreshRating(db, row.comment.product_id);
    return { body: { success: true, comment: commentOf(db, row) } };
  }),
  route('deleteComment', ({ params, user }) => {
    const row = ownComment(params.id, user.user.id);
    db.comments = db.comments.filter((c) => c !== row);
    refreshRating(db, row.comment.product_id);
    return { body: { success: true } };
  }),
  route('getMyComments', ({ user }) => {
    const comments = db.comments
      .filter((c) => c.userId === user.user.id)
      .map((c) => commentOf(db, c))
      .sort(newestFirst);
    return { body: { success: true, comments } };
  }),
];
