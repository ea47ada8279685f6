import { Star } from 'lucide-react';
import { RATING_MAX } from '@shop/contract';
import { cx } from '../cx.ts';
import * as styles from './RatingStars.css.ts';

/** Props of {@link RatingStars}. */
export type RatingStarsProps = {
  /** A rating of 1 to 5, or an average (0 to 5; filled to the nearest whole star). */
  rating: number;
  /**
   * The accessible name of the stars (one image). Default '{rating} out of 5 stars'; `null` makes
   * them decorative (hidden from assistive technology) when the text next to them says it all.
   */
  label?: string | null;
  /** Star size in pixels (default 16). */
  size?: number;
  className?: string;
};

/**
 * A rating (spec section 5) as filled and empty stars: one image whose accessible name is
 * '{n} out of 5 stars' unless `label` says otherwise. An average (4.7) fills the nearest whole
 * number of stars (5).
 */
export function RatingStars({ rating, label, size = 16, className }: RatingStarsProps) {
  const filled = Math.round(rating);
  const a11y =
    label === null
      ? ({ 'aria-hidden': true } as const)
      : ({ role: 'img', 'aria-label': label ?? `${rating} out of ${RATING_MAX} stars` } as const);
  return (
    <span {...a11y} className={cx(styles.stars, className)}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          size={size}
          className={i < filled ? styles.starFilled : styles.starEmpty}
          fill={i < filled ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  );
}
