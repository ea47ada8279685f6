import { Star } from 'lucide-react';
import { RATING_MAX, type Comment } from '@shop/api-client/contract';
import { formatDate } from '../../format.ts';
import { cx } from '../cx.ts';
import * as styles from './CommentList.css.ts';

/** Props of {@link CommentList}. */
export type CommentListProps = {
  comments: readonly Comment[];
  /** Shown when there are no comments (default 'No comments yet.'). */
  emptyText?: string;
  className?: string;
};

/**
 * The comments of a product (spec section 2, single-product): for each, the username, the rating
 * as stars (read as '{n} out of 5 stars'), the text and the date (en-GB).
 */
export function CommentList({ comments, emptyText = 'No comments yet.', className }: CommentListProps) {
  if (comments.length === 0) return <p className={cx(styles.empty, className)}>{emptyText}</p>;
  return (
    <ul className={cx(styles.list, className)}>
      {comments.map((comment) => (
        <li key={comment.id} className={styles.item}>
          <div className={styles.header}>
            <span className={styles.username}>{comment.username}</span>
            <RatingStars rating={comment.rating} />
            <time dateTime={comment.created_at} className={styles.date}>
              {formatDate(comment.created_at)}
            </time>
          </div>
          <p className={styles.text}>{comment.text}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * A rating of 1 to 5 (spec section 5) as filled and empty stars, one image whose accessible name
 * is '{n} out of 5 stars'.
 */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`${rating} out of ${RATING_MAX} stars`}
      className={cx(styles.stars, className)}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          size={16}
          className={i < rating ? styles.starFilled : styles.starEmpty}
          fill={i < rating ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  );
}
