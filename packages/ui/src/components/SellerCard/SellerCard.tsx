import { RATING_MESSAGES, type SellerSummary } from '@shop/contract';
import { Badge } from '../Badge/index.ts';
import { cx } from '../cx.ts';
import { Link } from '../Link/index.ts';
import { sellerHref } from './hrefs.ts';
import * as css from './SellerCard.css.ts';

const M = RATING_MESSAGES.seller;

/** Props of {@link SellerCard}: the product answer's seller (decision 075). */
export type SellerCardProps = {
  seller: SellerSummary;
  className?: string;
};

/**
 * The product page's seller card (decision 075): 'Sold by' and the seller's display name linking
 * to their page (/sellers/{id}); the average of the visible ratings of them out of 5 with their
 * count, or 'New seller' before any; and their completed sales. Text only (no RatingStars: the
 * product card's chunk stays as it is, decision 071).
 */
export function SellerCard({ seller, className }: SellerCardProps) {
  const { average, count } = seller.rating;
  return (
    <section className={cx(css.card, className)} aria-labelledby="seller-card-title">
      <h2 id="seller-card-title" className={css.label}>
        {M.card}
      </h2>
      <Link href={sellerHref(seller.id)} className={css.name}>
        {seller.display_name}
      </Link>
      <p className={css.figures}>
        {count === 0 ? (
          <Badge tone="info">{M.newSeller}</Badge>
        ) : (
          <span>
            <span aria-hidden="true" className={css.star}>
              ★{' '}
            </span>
            {M.averageOutOf(average)} ({M.ratingCount(count)})
          </span>
        )}
        <span>{M.salesCount(seller.completed_sales)}</span>
      </p>
    </section>
  );
}
