import { BadgeCheck } from 'lucide-react';
import type { Review } from '@shop/contract';
import { formatDate } from '../../format.ts';
import { Badge } from '../Badge/index.ts';
import { RatingStars } from '../RatingStars/index.ts';
import { cx } from '../cx.ts';
import * as styles from './ReviewList.css.ts';

/** Props of {@link ReviewList}. */
export type ReviewListProps = {
  reviews: readonly Review[];
  /** Shown when there are no reviews (default 'No comments yet.'). */
  emptyText?: string;
  className?: string;
};

/**
 * The reviews of a product (spec section 2, single-product): for each, the username, a
 * 'Verified purchase' badge when its author bought the product, the rating as stars
 * (read as '{n} out of 5 stars'), the text and the date (en-GB).
 */
export function ReviewList({ reviews, emptyText = 'No comments yet.', className }: ReviewListProps) {
  if (reviews.length === 0) return <p className={cx(styles.empty, className)}>{emptyText}</p>;
  return (
    <ul className={cx(styles.list, className)}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.item}>
          <div className={styles.header}>
            <span className={styles.username}>{review.username}</span>
            {review.verified_purchase ? (
              <Badge tone="success">
                <BadgeCheck aria-hidden="true" size={12} />
                Verified purchase
              </Badge>
            ) : null}
            <RatingStars rating={review.rating} />
            <time dateTime={review.created_at} className={styles.date}>
              {formatDate(review.created_at)}
            </time>
          </div>
          <p className={styles.text}>{review.text}</p>
        </li>
      ))}
    </ul>
  );
}
