import { Star } from 'lucide-react';
import { RATING_MAX, RATING_MIN, type ReviewSummary as ReviewSummaryData } from '@shop/contract';
import { formatRating, reviewCountText } from '../AverageRating/index.ts';
import { RatingStars } from '../RatingStars/index.ts';
import { cx } from '../cx.ts';
import { visuallyHidden } from '../shared.css.ts';
import * as styles from './ReviewSummary.css.ts';

/** What a screen reader says for one row of the histogram: '8 reviews with 5 stars', '1 review with 1 star'. */
export function histogramRowText(reviews: number, stars: number): string {
  return `${reviewCountText(reviews)} with ${stars === 1 ? '1 star' : `${stars} stars`}`;
}

/** Props of {@link ReviewSummary}. */
export type ReviewSummaryProps = {
  /** The product's reviews in figures (GET /products/{id}/ `review_summary`). */
  summary: ReviewSummaryData;
  className?: string;
};

/**
 * A product's reviews in figures: the average as a number and as stars ('Rated 4.2
 * out of 5'), the number of reviews, and a 5-row histogram from 5 stars down to 1, each row a
 * bar read as '{n} reviews with {s} stars'. Without reviews: 'No reviews yet.'
 */
export function ReviewSummary({ summary, className }: ReviewSummaryProps) {
  const { average, count, histogram } = summary;
  if (count === 0) return <p className={cx(styles.empty, className)}>No reviews yet.</p>;
  const stars = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.overall}>
        <p className={styles.average} aria-hidden="true">
          {formatRating(average)}
        </p>
        <RatingStars
          rating={average}
          label={`Rated ${formatRating(average)} out of ${RATING_MAX}`}
          size={20}
        />
        <p className={styles.count}>{reviewCountText(count)}</p>
      </div>
      <ul className={styles.histogram} aria-label="Reviews by rating">
        {stars.map((star) => {
          const reviews = histogram[star - 1] ?? 0;
          return (
            <li key={star} className={styles.row}>
              <span className={visuallyHidden}>{histogramRowText(reviews, star)}</span>
              <span aria-hidden="true" className={styles.rowLabel}>
                {star}
                <Star size={12} className={styles.rowStar} fill="currentColor" />
              </span>
              <span aria-hidden="true" className={styles.bar}>
                <span className={styles.barFill} style={{ width: `${(reviews / count) * 100}%` }} />
              </span>
              <span aria-hidden="true" className={styles.rowCount}>
                {reviews}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
