import { useState, type ReactNode } from 'react';
import { ArrowLeft, RotateCcw, ShoppingCart, Truck } from 'lucide-react';
import {
  COMMERCE_MESSAGES,
  PAYOUT_MESSAGES,
  MESSAGES,
  QUICK_DEALS_COUNT,
  RELATED_COUNT,
  estimatedDelivery,
  estimatedDeliveryText,
  firstTags,
  isOwnListing,
  stockLevel,
  type CreateReportRequest,
  type Review,
  type Product,
  type ReviewSummary as ReviewSummaryData,
  type SellerSummary,
} from '@shop/contract';
import { AddToCartForm, type AddedToCart } from '../../components/AddToCartForm/index.ts';
import { AverageRating } from '../../components/AverageRating/index.ts';
import { Badge } from '../../components/Badge/index.ts';
import { BookmarkToggle } from '../../components/BookmarkToggle/index.ts';
import { Button } from '../../components/Button/index.ts';
import { ReportButton } from '../../components/ReportDialog/index.ts';
import { ReviewList } from '../../components/ReviewList/index.ts';
import { Container } from '../../components/Container/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Link } from '../../components/Link/index.ts';
import { ProductPriceOf } from '../../components/ProductPrice/index.ts';
import { BROWSE_PATHS, ProductCard, productGrid, productHref } from '../../components/ProductCard/index.ts';
import { ProductImage } from '../../components/ProductImage/index.ts';
import { ReviewSummary } from '../../components/ReviewSummary/index.ts';
import { SellerCard } from '../../components/SellerCard/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { cx } from '../../components/cx.ts';
import { visuallyHidden } from '../../components/shared.css.ts';
import { breakpoints } from '../../theme/theme.css.ts';
import * as styles from './SingleProductScreen.css.ts';

/**
 * The side lists of the product page (spec sections 2 and 9): 'quick deals' = the first 5 of the
 * public product list, reversed; 'Related Products' = the related products of the product (issue
 * 11: GET /products/{id}/related/, same category first, never the product itself), at most 4,
 * without the product should a caller pass it.
 */
export function singleProductLists(
  products: readonly Product[],
  related: readonly Product[] = [],
  productId?: number,
): {
  related: Product[];
  quickDeals: Product[];
} {
  return {
    related: related.filter((p) => p.id !== productId).slice(0, RELATED_COUNT),
    quickDeals: products.slice(0, QUICK_DEALS_COUNT).reverse(),
  };
}

/** Props of {@link SingleProductScreen}. */
export type SingleProductScreenProps = {
  /** The product; null or undefined when not found (after loading). */
  product: Product | null | undefined;
  /** True while the product loads. */
  loading?: boolean;
  /** The load error, shown as 'Error: {message}'. */
  error?: string | null;
  /** The public product list the 'quick deals' list comes from. */
  products?: readonly Product[];
  /**
   * 'Related Products' (GET /products/{id}/related/): same category first, labelled
   * 'In {category}' when they start with the product's category.
   */
  related?: readonly Product[];
  /**
   * The product's reviews in figures (GET /products/{id}/ `review_summary`): shown above the
   * reviews when there is at least one review.
   */
  reviewSummary?: ReviewSummaryData | null;
  /** Called with the chosen quantity when 'Add to cart' is pressed. */
  onAddToCart: (quantity: number) => void;
  /** True while adding: the button reads 'Adding...' and is disabled. */
  adding?: boolean;
  /** The add-to-cart message slot, e.g. a test-user refusal (focused when it shows). */
  addMessage?: string | null;
  /** The add that just succeeded (the server's line, count and total): the mini-cart shows it. */
  added?: AddedToCart | null;
  /** Called when the mini-cart closes. */
  onAddedClose?: () => void;
  /** Whether the product is bookmarked; the toggle shows only with `onToggleBookmark`. */
  bookmarked?: boolean;
  /** Disables the bookmark toggle while bookmarks load or a toggle runs. */
  bookmarkBusy?: boolean;
  /** Called when the bookmark toggle is pressed (visitors too: guest bookmarks). */
  onToggleBookmark?: () => void;
  /** The product's reviews. */
  reviews?: readonly Review[];
  /** True while the reviews load. */
  reviewsLoading?: boolean;
  /** The reviews' load error. */
  reviewsError?: string | null;
  /** The review form (or 'Please log in to leave a comment'), rendered above the list. */
  reviewsSlot?: ReactNode;
  /**
   * The day an order placed now counts from, for 'Estimated delivery: {from} – {to}' (contract
   * estimatedDelivery with the product's dispatchDays, decision 047). Without it (the server's
   * render, whose clock and time zone are not the shopper's) no dates show; the app gives it once
   * the page runs in the browser.
   */
  today?: Date | null;
  /**
   * The signed-in user's id (undefined for a visitor). On their own listing (contract
   * isOwnListing, decision 045) add-to-cart and the review form give way to
   * COMMERCE_MESSAGES.listing.ownListing: nobody buys or reviews what they sell. A listing whose seller is
   * not taking orders (Product.seller_taking_orders false, decision 059) shows
   * PAYOUT_MESSAGES.notTakingOrders instead of add-to-cart.
   */
  viewerId?: number;
  /**
   * Sends a report (POST /reports/, decision 072): with it, 'Report' on the listing (not one's
   * own) and on each other person's review and its author. Give it only to a signed-in user.
   */
  onReport?: (request: CreateReportRequest) => Promise<unknown>;
  /**
   * The seller card (GET /products/{id}/ `seller`, decision 075): who sells it, linking to their
   * page, with their rating and completed sales; none when null or left out.
   */
  seller?: SellerSummary | null;
  /**
   * 'Ask the seller' (decision 074): the app's lazily loaded form, given to a signed-in user who
   * does not own the listing; shown under the buttons, never on one's own listing.
   */
  askSellerSlot?: ReactNode;
};

/**
 * The product page (spec section 2, single-product/{id}): overview, price, name, average rating,
 * description, main image with thumbnails when there is more than one image, tags, bullet points,
 * detailed description, add-to-cart with a quantity choice and the stock ('Only 3 left', 'Sold
 * out': decision 047; a bar stuck to the bottom of a phone's screen), the estimated delivery dates
 * (with `today`) and '30-day returns', bookmark toggle, the review summary
 * (average, count and a 1-5 histogram) with the reviews, 'Related Products' ('In {category}')
 * and 'quick deals', and the buttons 'Back Shopping' and 'To My Cart'.
 */
export function SingleProductScreen({
  product,
  loading = false,
  error,
  products = [],
  related: relatedProducts = [],
  reviewSummary,
  onAddToCart,
  adding = false,
  addMessage,
  added,
  onAddedClose,
  bookmarked = false,
  bookmarkBusy = false,
  onToggleBookmark,
  reviews = [],
  reviewsLoading = false,
  reviewsError,
  reviewsSlot,
  today,
  viewerId,
  onReport,
  seller,
  askSellerSlot,
}: SingleProductScreenProps) {
  if (loading) {
    return (
      <Container className={styles.state}>
        <h1 className={visuallyHidden}>Product details</h1>
        <Spinner label="Loading product" />
      </Container>
    );
  }
  if (error || !product) {
    return (
      <Container className={styles.state}>
        {error ? (
          <>
            <h1 className={visuallyHidden}>Product details</h1>
            <ErrorText message={error} />
          </>
        ) : (
          <h1 className={styles.notFound}>Product not found</h1>
        )}
        <NavButtons />
      </Container>
    );
  }

  const { related, quickDeals } = singleProductLists(products, relatedProducts, product.id);
  const relatedInCategory = related[0]?.category === product.category;
  const tags = firstTags(product.tags, Number.POSITIVE_INFINITY);
  const own = isOwnListing(product, viewerId);

  return (
    <Container className={styles.root}>
      <div className={styles.top}>
        <Gallery key={product.id} product={product} />

        <section className={styles.overview} aria-labelledby="product-name">
          <p className={styles.eyebrow}>Overview</p>
          <div className={styles.badges}>
            {product.new ? <Badge tone="info">NEW</Badge> : null}
            {product.specialOffer ? <Badge tone="accent">on offer</Badge> : null}
            <Badge tone="neutral">{product.category}</Badge>
          </div>
          <h1 id="product-name" className={styles.name}>
            {product.name}
          </h1>
          <AverageRating rating={product.rating} reviewCount={product.review_count} />
          <ProductPriceOf product={product} className={styles.price} />
          <p className={styles.description}>{product.description}</p>
          {tags.length > 0 ? (
            <ul className={styles.tags} aria-label="Tags">
              {tags.map((tag) => (
                <li key={tag} className={styles.tag}>
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.purchase}>
            {own ? (
              <p className={styles.ownListing}>{COMMERCE_MESSAGES.listing.ownListing}</p>
            ) : !product.seller_taking_orders ? (
              <p className={styles.ownListing}>{PAYOUT_MESSAGES.notTakingOrders}</p>
            ) : (
              <AddToCartForm
                key={product.id}
                itemsInStock={product.itemsInStock}
                inStock={product.inStock}
                onAdd={onAddToCart}
                busy={adding}
                message={addMessage}
                added={added}
                onAddedClose={onAddedClose}
              />
            )}
            {onToggleBookmark ? (
              <BookmarkToggle
                bookmarked={bookmarked}
                busy={bookmarkBusy}
                onToggle={onToggleBookmark}
                productName={product.name}
                showText
                size="md"
                className={styles.bookmark}
              />
            ) : null}
          </div>
          <ul className={styles.promises} aria-label="Delivery and returns">
            {today && stockLevel(product).state !== 'soldOut' ? (
              <li className={styles.promise}>
                <Truck aria-hidden="true" size={18} />
                {estimatedDeliveryText(estimatedDelivery(today, product.dispatchDays))}
              </li>
            ) : null}
            <li className={styles.promise}>
              <RotateCcw aria-hidden="true" size={18} />
              {MESSAGES.stock.returns}
            </li>
          </ul>
          {seller ? <SellerCard seller={seller} /> : null}
          <NavButtons />
          {askSellerSlot && !own ? askSellerSlot : null}
          {onReport && !own ? (
            <ReportButton
              target={{ kind: 'listing', id: product.id, name: product.name }}
              onReport={onReport}
            />
          ) : null}
        </section>
      </div>

      <section className={styles.section} aria-labelledby="product-details">
        <h2 id="product-details" className={styles.sectionTitle}>
          Product details
        </h2>
        <div className={styles.details}>
          {product.bullet_points.length > 0 ? (
            <ul className={styles.bullets}>
              {product.bullet_points.map((bullet) => (
                <li key={bullet.id}>{bullet.text}</li>
              ))}
            </ul>
          ) : null}
          <p className={styles.detailedDescription}>{product.detailedDescription}</p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="product-comments">
        <h2 id="product-comments" className={styles.sectionTitle}>
          Comments
        </h2>
        {reviewSummary && reviewSummary.count > 0 ? <ReviewSummary summary={reviewSummary} /> : null}
        {own ? null : reviewsSlot}
        {reviewsLoading ? (
          <Spinner label="Loading comments" />
        ) : reviewsError ? (
          <ErrorText message={reviewsError} />
        ) : (
          <ReviewList reviews={reviews} onReport={onReport} viewerId={viewerId} />
        )}
      </section>

      {related.length > 0 ? (
        <section className={styles.section} aria-labelledby="related-products">
          <div className={styles.sectionHeader}>
            <h2 id="related-products" className={styles.sectionTitle}>
              Related Products
            </h2>
            {relatedInCategory ? <p className={styles.sectionNote}>In {product.category}</p> : null}
          </div>
          <ul className={cx(productGrid, styles.relatedGrid)}>
            {related.map((item) => (
              <li key={item.id}>
                <ProductCard product={item} href={productHref(item.id)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {quickDeals.length > 0 ? (
        <section className={styles.section} aria-labelledby="quick-deals">
          <h2 id="quick-deals" className={styles.sectionTitle}>
            quick deals
          </h2>
          <ul className={styles.deals}>
            {quickDeals.map((item) => (
              <li key={item.id} className={styles.deal}>
                <ProductImage
                  src={item.images[0]?.image_url ?? item.imageUrl}
                  alt=""
                  width={72}
                  height={54}
                  className={styles.dealImage}
                />
                <Link href={productHref(item.id)} className={styles.dealName}>
                  {item.name}
                </Link>
                <ProductPriceOf product={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Container>
  );
}

/** 'Back Shopping' (to /products) and 'To My Cart' (to /cart), spec section 2. */
function NavButtons() {
  return (
    <div className={styles.navButtons}>
      <Button asChild variant="outline">
        <Link href={BROWSE_PATHS.products}>
          <ArrowLeft aria-hidden="true" size={18} />
          Back Shopping
        </Link>
      </Button>
      <Button asChild variant="ghost">
        <Link href={BROWSE_PATHS.cart}>
          <ShoppingCart aria-hidden="true" size={18} />
          To My Cart
        </Link>
      </Button>
    </div>
  );
}

/** The main image, and thumbnails that switch it when the product has more than one image. */
function Gallery({ product }: { product: Product }) {
  const images = product.images.length > 0 ? product.images : [{ image_url: product.imageUrl }];
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImageBox}>
        <ProductImage
          src={main?.image_url}
          alt={
            images.length > 1 ? `${product.name}, image ${selected + 1} of ${images.length}` : product.name
          }
          width={800}
          height={600}
          sizes={`(min-width: ${breakpoints.xl}px) 600px, (min-width: ${breakpoints.md}px) 50vw, 100vw`}
          priority
          className={styles.mainImage}
        />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbnails} aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.image_url}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === selected}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                onClick={() => setSelected(index)}
              >
                <ProductImage
                  src={image.image_url}
                  alt=""
                  width={96}
                  height={72}
                  className={styles.thumbnailImage}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
