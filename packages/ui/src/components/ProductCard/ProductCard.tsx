import { useRef } from 'react';
import { ShoppingCart } from 'lucide-react';
import { firstTags, isOwnListing, stockLevel, type Product } from '@shop/contract';
import type { AddedToCart } from '../AddToCartForm/index.ts';
import { AverageRating } from '../AverageRating/index.ts';
import { Badge } from '../Badge/index.ts';
import { BookmarkToggle } from '../BookmarkToggle/index.ts';
import { Button } from '../Button/index.ts';
import { cx } from '../cx.ts';
import { Link } from '../Link/index.ts';
import { MiniCart, preloadMiniCart } from '../MiniCart/index.ts';
import { ProductPriceOf } from '../ProductPrice/index.ts';
import { ProductImage } from '../ProductImage/index.ts';
import { StockStatus } from '../StockStatus/index.ts';
import { visuallyHidden } from '../shared.css.ts';
import { breakpoints } from '../../theme/theme.css.ts';
import * as styles from './ProductCard.css.ts';

/**
 * How wide the card's image is drawn (`sizes`, decision 035): the grid card fills its column
 * (productGrid: 2 columns, 3 from lg in a 1200px container: at most ~380px, decision 047); the
 * compact card's image is 200px wide from sm, full width below.
 */
const IMAGE_SIZES = {
  grid: `(min-width: ${breakpoints.lg}px) 380px, 50vw`,
  compact: `(min-width: ${breakpoints.sm}px) 200px, 100vw`,
} as const;

/** Props of {@link ProductCard}. */
export type ProductCardProps = {
  product: Product;
  /** Where the card leads, usually `productHref(product.id)` ('/single-product/{id}'). */
  href: string;
  /**
   * 'grid' (default): the product grid card of spec section 2 (products). 'compact': the search
   * result card (image, name, description, price and a 'more details' link).
   */
  variant?: 'grid' | 'compact';
  /** Level of the product name heading, so the card fits the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Whether the product is bookmarked (filled toggle). */
  bookmarked?: boolean;
  /** Disables the bookmark toggle while bookmarks load or a toggle runs. */
  bookmarkBusy?: boolean;
  /** Called with the product when the bookmark toggle is pressed. */
  onToggleBookmark?: (product: Product) => void;
  /** Called with the product when the small add-to-cart button is pressed; no button without it. */
  onAddToCart?: (product: Product) => void;
  /**
   * The signed-in user's id (undefined for a visitor): their own listing shows no add-to-cart
   * button (contract isOwnListing, decision 045).
   */
  viewerId?: number;
  /**
   * The add from this card's button that just succeeded, from the server's cart: the line added to
   * and the cart's item count and total (pounds). While set (and `onAddToCart` is given), the
   * mini-cart shows, anchored to the card's 'Add to cart' button (decision 033). Give it
   * to one card at a time.
   */
  added?: AddedToCart | null;
  /**
   * Called when the mini-cart closes (Escape, its close button, 'To My Cart', a click outside);
   * Escape and the close button give focus back to the card's 'Add to cart' button.
   */
  onAddedClose?: () => void;
  /** Where the mini-cart's 'To My Cart' goes (default '/cart', spec section 2). */
  cartHref?: string;
  /** Show the bookmark toggle (default: when `onToggleBookmark` is given). */
  showBookmark?: boolean;
  /**
   * The card's image is the page's likely largest paint (e.g. the first card of a grid on a
   * phone): loaded at once with high fetch priority (ProductImage `priority`). Default false (lazy).
   */
  imagePriority?: boolean;
  className?: string;
};

/**
 * A product card (spec section 2, products): image, NEW badge, name, average rating (
 * 'Rated 4.2 out of 5, 12 reviews', none without reviews), price, description, the first 3 tags,
 * a small add-to-cart button, a bookmark toggle and an 'on offer' sticker when the product is a
 * special offer, and the stock as decision 047 tells it ('Only 3 left', or 'Sold out' with the
 * 'Add to cart' button disabled; compact cards too). The name links to `href` and the link covers the whole card; the buttons stay
 * separately clickable. The 'compact' variant is the search result card with a 'more details' link.
 * With `added`, the mini-cart (MiniCart) confirms the add next to the button, with no scroll.
 */
export function ProductCard({
  product,
  href,
  variant = 'grid',
  headingLevel = 3,
  bookmarked = false,
  bookmarkBusy = false,
  onToggleBookmark,
  onAddToCart: onAddToCartProp,
  viewerId,
  added,
  onAddedClose,
  cartHref = '/cart',
  showBookmark = onToggleBookmark !== undefined,
  imagePriority = false,
  className,
}: ProductCardProps) {
  const addRef = useRef<HTMLButtonElement>(null);
  // Nobody buys their own listing (decision 045): no add-to-cart button on it.
  // No add-to-cart on one's own listing (decision 045) or while its seller takes no orders (059).
  const onAddToCart =
    isOwnListing(product, viewerId) || !product.seller_taking_orders ? undefined : onAddToCartProp;
  const Heading = `h${headingLevel}` as const;
  const image = product.images[0]?.image_url ?? product.imageUrl;
  const compact = variant === 'compact';
  const soldOut = stockLevel(product).state === 'soldOut';

  return (
    <article
      className={cx(styles.card({ variant }), className)}
      aria-labelledby={`product-${product.id}-name`}
    >
      <div className={styles.mediaBox({ variant })}>
        <ProductImage
          src={image}
          alt=""
          width={400}
          height={300}
          sizes={IMAGE_SIZES[variant]}
          priority={imagePriority}
          className={styles.image}
        />
        {product.new || product.specialOffer ? (
          <div className={styles.stickers}>
            {product.new ? <Badge tone="info">NEW</Badge> : null}
            {product.specialOffer ? (
              <Badge tone="accent" className={styles.offerSticker}>
                on offer
              </Badge>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading id={`product-${product.id}-name`} className={styles.name}>
          {compact ? (
            product.name
          ) : (
            <Link href={href} className={styles.coverLink}>
              {product.name}
            </Link>
          )}
        </Heading>
        <AverageRating rating={product.rating} reviewCount={product.review_count} />
        <ProductPriceOf product={product} className={styles.price} />
        <StockStatus stock={product} id={`product-${product.id}-stock`} className={styles.stock} />
        <p className={styles.description}>{product.description}</p>
        {!compact ? <TagList tags={product.tags} /> : null}
        {compact ? (
          <Link href={href} className={styles.moreDetails}>
            more details<span className={visuallyHidden}> about {product.name}</span>
          </Link>
        ) : null}
        {onAddToCart || showBookmark ? (
          <div className={styles.actions}>
            {onAddToCart ? (
              <Button
                ref={addRef}
                variant="outline"
                size="sm"
                // Sold out (decision 047): nothing to add; the card says 'Sold out' beside the price.
                disabled={soldOut}
                aria-describedby={soldOut ? `product-${product.id}-stock` : undefined}
                onClick={() => {
                  // The mini-cart that confirms the add loads while the add is sent (decision 017).
                  void preloadMiniCart();
                  onAddToCart(product);
                }}
              >
                <ShoppingCart aria-hidden="true" size={16} />
                Add to cart<span className={visuallyHidden}> {product.name}</span>
              </Button>
            ) : null}
            {onAddToCart && added ? (
              <MiniCart
                open
                onOpenChange={(open) => {
                  if (!open) onAddedClose?.();
                }}
                anchorRef={addRef}
                line={added.line}
                itemCount={added.itemCount}
                totalPrice={added.totalPrice}
                cartHref={cartHref}
              />
            ) : null}
            {showBookmark ? (
              <BookmarkToggle
                bookmarked={bookmarked}
                busy={bookmarkBusy}
                productName={product.name}
                onToggle={() => onToggleBookmark?.(product)}
                className={styles.bookmark}
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** The first 3 tags of a comma-separated tag string (spec section 2), as a labelled list. */
function TagList({ tags }: { tags: string }) {
  const shown = firstTags(tags);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
