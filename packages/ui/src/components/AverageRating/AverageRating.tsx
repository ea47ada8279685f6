import { RATING_MAX } from '@shop/contract';
import { RatingStars } from '../RatingStars/index.ts';
import { cx } from '../cx.ts';
import { visuallyHidden } from '../shared.css.ts';
import * as styles from './AverageRating.css.ts';

/** An average rating as shown: one decimal ('4.0', '4.7'). */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

/** '1 review', '12 reviews'. */
export function reviewCountText(count: number): string {
  return count === 1 ? '1 review' : `${count} reviews`;
}

/** What a screen reader says for an average rating: 'Rated 4.2 out of 5, 12 reviews'. */
export function averageRatingText(average: number, reviewCount: number): string {
  return `Rated ${formatRating(average)} out of ${RATING_MAX}, ${reviewCountText(reviewCount)}`;
}

/** Props of {@link AverageRating}. */
export type AverageRatingProps = {
  /** The product's `rating`: the average of its reviews (0-5). */
  rating: number;
  /** The product's `review_count`; nothing is shown when it is 0. */
  reviewCount: number;
  className?: string;
};

/**
 * A product's average rating in one line: stars, the average and the number of
 * reviews, '★★★★☆ 4.2 (12)', read as 'Rated 4.2 out of 5, 12 reviews'. Renders nothing for a
 * product without reviews.
 */
export function AverageRating({ rating, reviewCount, className }: AverageRatingProps) {
  if (reviewCount <= 0) return null;
  return (
    <p className={cx(styles.root, className)}>
      <RatingStars rating={rating} label={null} size={14} />
      <span aria-hidden="true" className={styles.average}>
        {formatRating(rating)}
      </span>
      <span aria-hidden="true" className={styles.count}>
        ({reviewCount})
      </span>
      <span className={visuallyHidden}>{averageRatingText(rating, reviewCount)}</span>
    </p>
  );
}
