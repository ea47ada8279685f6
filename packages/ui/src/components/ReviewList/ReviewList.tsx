import { BadgeCheck } from 'lucide-react';
import type { CreateReportRequest, Review } from '@shop/contract';
import { formatDate } from '../../format.ts';
import { Badge } from '../Badge/index.ts';
import { RatingStars } from '../RatingStars/index.ts';
import { ReportButton } from '../ReportDialog/index.ts';
import { cx } from '../cx.ts';
import * as styles from './ReviewList.css.ts';

/** Props of {@link ReviewList}. */
export type ReviewListProps = {
  reviews: readonly Review[];
  /** Shown when there are no reviews (default 'No comments yet.'). */
  emptyText?: string;
  className?: string;
  /**
   * Sends a report (POST /reports/, decision 072): with it, each review but the viewer's own has
   * 'Report' (the review) and 'Report user' (its author). Give it only to a signed-in user.
   */
  onReport?: (request: CreateReportRequest) => Promise<unknown>;
  /** The signed-in user's id: their own reviews get no Report actions. */
  viewerId?: number;
};

/**
 * The reviews of a product (spec section 2, single-product): for each, the username, a
 * 'Verified purchase' badge when its author bought the product, the rating as stars
 * (read as '{n} out of 5 stars'), the text and the date (en-GB); with `onReport`, the Report
 * actions of decision 072 on others' reviews and their authors.
 */
export function ReviewList({
  reviews,
  emptyText = 'No comments yet.',
  className,
  onReport,
  viewerId,
}: ReviewListProps) {
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
          {onReport && review.user_id !== viewerId ? (
            <div className={styles.actions}>
              <ReportButton
                target={{ kind: 'review', id: review.id, name: `by ${review.username}` }}
                onReport={onReport}
              />
              <ReportButton
                target={{ kind: 'user', id: review.user_id, name: review.username }}
                onReport={onReport}
                label="Report user"
              />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
