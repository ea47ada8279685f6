/**
 * Reviews (comments) over the store (decision 028): a product's figures from its comments now,
 * 'Verified purchase' from the author's paid orders, and a comment as the contract shows it.
 */
import {
  isPaidOrderStatus,
  reviewSummaryOf as summaryOfRatings,
  type Comment,
  type ReviewSummary,
} from '@shop/contract';
import { publicNameOf } from './accounts.ts';
import type { MockDb } from './store.ts';
import type { DbComment } from './tables.ts';

/** The reviews of product `productId` in figures (contract ReviewSummary) from its comments now. */
export function reviewSummaryOf(db: MockDb, productId: number): ReviewSummary {
  return summaryOfRatings(
    db.comments.filter((c) => c.comment.product_id === productId).map((c) => c.comment.rating),
  );
}

/**
 * Sets `rating` and `review_count` of product `productId` from its comments now (decision 028);
 * call after a comment of it was added, changed or deleted. The server computes both on read.
 */
export function refreshRating(db: MockDb, productId: number): void {
  const row = db.productById(productId);
  if (!row) return;
  const { average, count } = reviewSummaryOf(db, productId);
  row.product = { ...row.product, rating: average, review_count: count };
}

/**
 * True when user `userId` has an order containing product `productId` whose status is one of
 * PAID_ORDER_STATUSES (paid, shipped or delivered): a 'Verified purchase' (decision 028).
 */
export function boughtProduct(db: MockDb, userId: number, productId: number): boolean {
  return db.orders.some(
    (o) =>
      o.userId === userId &&
      isPaidOrderStatus(o.order.status) &&
      o.order.items.some((i) => i.product_id === productId),
  );
}

/** `comment` with product_name and product_image taken from its product now. */
export function withProduct(db: MockDb, comment: Comment): Comment {
  const product = db.productById(comment.product_id)?.product;
  return {
    ...comment,
    product_name: product?.name ?? comment.product_name,
    product_image: product?.imageUrl ?? null,
  };
}

/**
 * Comment `row` as the contract shows it: `username` is its author's public name now (decision 024,
 * publicNameOf; never anything from the e-mail), product_name and product_image from its product,
 * `verified_purchase` from the author's orders now (boughtProduct).
 */
export function commentOf(db: MockDb, row: DbComment): Comment {
  const author = db.userById(row.userId);
  return withProduct(db, {
    ...row.comment,
    username: author ? publicNameOf(author) : `Customer ${row.userId}`,
    user_id: row.userId,
    verified_purchase: boughtProduct(db, row.userId, row.comment.product_id),
  });
}
