import { useId } from 'react';
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

/** Lucide's 'star' outline (24 x 24, stroke 2), the icon the rest of the shop draws stars with. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** Pixels between two stars. */
const GAP = 2;

/**
 * A rating (spec section 5) as filled and empty stars: one image whose accessible name is
 * '{n} out of 5 stars' unless `label` says otherwise. An average (4.7) fills the nearest whole
 * number of stars (5). The five stars are one SVG that draws one star path five times (`<use>`):
 * a product grid shows dozens of ratings, and five separate icons each were a third of a product
 * page's HTML and a twentieth of its render (decision 069).
 */
export function RatingStars({ rating, label, size = 16, className }: RatingStarsProps) {
  const starId = `${useId()}star`;
  const filled = Math.round(rating);
  const a11y =
    label === null
      ? ({ 'aria-hidden': true } as const)
      : ({ role: 'img', 'aria-label': label ?? `${rating} out of ${RATING_MAX} stars` } as const);
  const width = RATING_MAX * size + (RATING_MAX - 1) * GAP;
  return (
    <span {...a11y} className={cx(styles.stars, className)}>
      <svg
        width={width}
        height={size}
        viewBox={`0 0 ${width} ${size}`}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <defs>
          <path id={starId} d={STAR_PATH} transform={`scale(${size / 24})`} />
        </defs>
        {Array.from({ length: RATING_MAX }, (_, i) => (
          <use
            key={i}
            href={`#${starId}`}
            x={i * (size + GAP)}
            className={i < filled ? styles.starFilled : styles.starEmpty}
            fill={i < filled ? 'currentColor' : 'none'}
          />
        ))}
      </svg>
    </span>
  );
}
