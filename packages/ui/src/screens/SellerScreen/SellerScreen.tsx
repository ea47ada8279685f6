import {
  RATING_MESSAGES,
  type CreateReportRequest,
  type PartyRating,
  type ReviewSummary,
  type SellerProfile,
} from '@shop/contract';
import { formatDate } from '../../format.ts';
import { Container } from '../../components/Container/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { StarsText } from '../../components/OrderRatingPanel/index.ts';
import { ReportButton } from '../../components/ReportDialog/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { ErrorScreen } from '../ErrorScreen/index.ts';
import { SellerListings, type SellerListingsProps } from './SellerListings.tsx';
import * as css from './SellerScreen.css.ts';

const M = RATING_MESSAGES.seller;

/** Props of {@link SellerScreen}. */
export type SellerScreenProps = {
  /** The seller (GET /sellers/{id}/); null for an unknown or deactivated seller (404). */
  seller: SellerProfile | null | undefined;
  /** The latest visible ratings of them, newest first. */
  ratings: readonly PartyRating[];
  /** True while the seller loads. */
  loading: boolean;
  /** A load error other than 404: 'Error: {message}'. */
  error?: string | null;
  /** The not-found page's Try Again (the app reloads). */
  onRetry?: () => void;
  /**
   * The seller's listings with the products page's sort, filters and grid (decision 075); left
   * out, the page shows none.
   */
  listings?: SellerListingsProps;
  /**
   * POST /reports/ (decision 076), for a signed-in viewer: each rating but the viewer's own gets a
   * 'Report' action (the Report dialog). Without it (visitors), none.
   */
  onReport?: (request: CreateReportRequest) => Promise<unknown>;
  /** The signed-in viewer's id: their own ratings get no 'Report'. */
  viewerId?: number | undefined;
};

/** The typical dispatch time in words (decision 071): 'within N hours' under a day, else 'N days'; 'Not yet measured'. */
export function dispatchText(hours: number | null): string {
  return hours === null ? M.noDispatch : M.dispatchHours(hours);
}

/**
 * A seller's public page (decision 071): their display name, member since, completed sales and
 * typical dispatch time; the ratings of them that anyone may read in figures (ReviewSummary:
 * average, count and the 1..5 histogram) and the latest of them, each with the seller's reply;
 * then their listings (`listings`, decision 075).
 * Loading, error and not found (the error page's 404 text, spec section 2) as the other screens.
 * A signed-in viewer may report each rating but their own (decision 076).
 */
export function SellerScreen({
  seller,
  ratings,
  loading,
  error,
  onRetry = () => undefined,
  listings,
  onReport,
  viewerId,
}: SellerScreenProps) {
  if (loading) {
    return (
      <Container className={css.page}>
        <Spinner label={M.loading} />
      </Container>
    );
  }
  if (error) {
    return (
      <Container className={css.page}>
        <ErrorText message={error} />
      </Container>
    );
  }
  if (!seller) return <ErrorScreen notFound onRetry={onRetry} />;
  return (
    <Container className={css.page}>
      <h1 className={css.title}>{seller.display_name}</h1>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt className={css.factLabel}>{M.memberSince}</dt>
          <dd className={css.factValue}>
            <time dateTime={seller.member_since}>{formatDate(seller.member_since)}</time>
          </dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factLabel}>{M.completedSales}</dt>
          <dd className={css.factValue}>{seller.completed_sales}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factLabel}>{M.dispatch}</dt>
          <dd className={css.factValue}>{dispatchText(seller.dispatch_hours)}</dd>
        </div>
      </dl>
      <section className={css.section} aria-labelledby="seller-ratings-title">
        <h2 id="seller-ratings-title" className={css.sectionTitle}>
          {M.ratingsTitle}
        </h2>
        {seller.rating.count === 0 ? (
          <p className={css.empty}>{M.noRatings}</p>
        ) : (
          <>
            <RatingFigures rating={seller.rating} />
            <ul className={css.ratings} aria-label={M.ratingCount(seller.rating.count)}>
              {ratings.map((rating) => (
                <li key={rating.id} className={css.rating}>
                  <StarsText stars={rating.stars} />
                  <p className={css.comment}>{rating.comment}</p>
                  <p className={css.byline}>
                    {rating.author.name},{' '}
                    <time dateTime={rating.created_at}>{formatDate(rating.created_at)}</time>
                  </p>
                  {rating.reply ? (
                    <p className={css.reply}>
                      <strong>{RATING_MESSAGES.panel.replyBy(seller.display_name)}:</strong>{' '}
                      {rating.reply.text}
                    </p>
                  ) : null}
                  {onReport && rating.author.id !== viewerId ? (
                    <ReportButton
                      target={{ kind: 'rating', id: rating.id, name: `by ${rating.author.name}` }}
                      onReport={onReport}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {listings ? <SellerListings {...listings} /> : null}
    </Container>
  );
}

/**
 * The visible ratings of a seller in figures: the average ('4.3 out of 5') with its stars and
 * count, and the 1..5 histogram as bars, each read as '{n} ratings with {s} stars'. Not the product
 * page's ReviewSummary: its stars live in the home route's product card chunk.
 */
function RatingFigures({ rating }: { rating: ReviewSummary }) {
  return (
    <div className={css.figures}>
      <p className={css.average}>
        <span className={css.averageNumber}>{rating.average.toFixed(1)}</span>
        <StarsText stars={rating.average} />
        <span className={css.count}>{M.ratingCount(rating.count)}</span>
      </p>
      <ul className={css.histogram} aria-label={M.ratingsTitle}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = rating.histogram[stars - 1] ?? 0;
          return (
            <li key={stars} className={css.row}>
              <span className={css.rowLabel}>{RATING_MESSAGES.panel.starLabel(stars)}</span>
              <span aria-hidden="true" className={css.bar}>
                <span
                  className={css.barFill}
                  style={{ width: `${(n / Math.max(rating.count, 1)) * 100}%` }}
                />
              </span>
              <span className={css.rowCount}>{n}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
