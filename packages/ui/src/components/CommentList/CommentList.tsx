import { BadgeCheck } from 'lucide-react';
import type { Comment } from '@shop/contract';
import { formatDate } from '../../format.ts';
import { Badge } from '../Badge/index.ts';
import { RatingStars } from '../RatingStars/index.ts';
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
 * The comments of a product (spec section 2, single-product): for each, the username, a
 * 'Verified purchase' badge when its author bought the product, the rating as stars
 * (read as '{n} out of 5 stars'), the text and the date (en-GB).
 */
export function CommentList({ comments, emptyText = 'No comments yet.', className }: CommentListProps) {
  if (comments.length === 0) return <p className={cx(styles.empty, className)}>{emptyText}</p>;
  return (
    <ul className={cx(styles.list, className)}>
      {comments.map((comment) => (
        <li key={comment.id} className={styles.item}>
          <div className={styles.header}>
            <span className={styles.username}>{comment.username}</span>
            {comment.verified_purchase ? (
              <Badge tone="success">
                <BadgeCheck aria-hidden="true" size={12} />
                Verified purchase
              </Badge>
            ) : null}
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
