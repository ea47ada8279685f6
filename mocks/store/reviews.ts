/**
 * Reviews (the spec's comments) over the store (decision 028): a product's figures from its reviews now,
 * 'Verified purchase' from the author's paid orders, and a review as the contract shows it.
 */
import {
  isPaidOrderStatus,
  reviewSummaryOf as summaryOfRatings,
  type Review,
  type ReviewSummary,
} from '@shop/contract';
import { publicNameOf } from './accounts.ts';
import type { MockDb } from './store.ts';
import type { DbReview } from './tables.ts';

/** The reviews of product `productId` in figures (contract ReviewSummary) from its reviews now. */
export function reviewSummaryOf(db: MockDb, productId: number): ReviewSummary {
  return summaryOfRatings(
    // Reviews staff hid on reports do not count (decision 072).
    db.reviews
      .filter((c) => c.review.product_id === productId && (c.hiddenAt ?? null) === null)
      .map((c) => c.review.rating),
  );
}

/**
 * Sets `rating` and `review_count` of product `productId` from its reviews now (decision 028);
 * call after a review of it was added, changed or deleted. The server computes both on read.
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
export function withProduct(db: MockDb, review: Review): Review {
  const product = db.productById(review.product_id)?.product;
  return {
    ...review,
    product_name: product?.name ?? review.product_name,
    product_image: product?.imageUrl ?? null,
  };
}

/**
 * Review `row` as the contract shows it: `username` is its author's public name now (decision 024,
 * publicNameOf; never anything from the e-mail), product_name and product_image from its product,
 * `verified_purchase` from the author's orders now (boughtProduct).
 */
export function reviewOf(db: MockDb, row: DbReview): Review {
  const author = db.userById(row.userId);
  return withProduct(db, {
    ...row.review,
    username: author ? publicNameOf(author) : `Customer ${row.userId}`,
    user_id: row.userId,
    verified_purchase: boughtProduct(db, row.userId, row.review.product_id),
  });
}
