import type { Product } from '@shop/contract';
import type { AddedToCart } from '../AddToCartForm/index.ts';
import { ProductCard, productGrid, productHref } from '../ProductCard/index.ts';

/** Props of {@link ProductGrid}. */
export type ProductGridProps = {
  products: readonly Product[];
  /** Ids of the signed-in user's bookmarked products (filled bookmark icons, spec section 4). */
  bookmarkedIds?: ReadonlySet<number>;
  /** True while bookmarks load or a toggle runs: the toggles are disabled (spec section 4). */
  bookmarkBusy?: boolean;
  onToggleBookmark?: (product: Product) => void;
  onAddToCart?: (product: Product) => void;
  /** The signed-in user's id: their own listings show no add-to-cart button (decision 045). */
  viewerId?: number;
  /**
   * The card add that just succeeded (the server's line, the cart's count and total in pounds): the
   * card of that line's product shows the mini-cart, anchored to its 'Add to cart' button.
   */
  added?: AddedToCart | null;
  /** Called when that mini-cart closes (Escape or Close give focus back to the card's button). */
  onAddedClose?: () => void;
};

/**
 * A grid of product cards linking to /single-product/{id} (spec section 2, products and
 * search-category), each with its bookmark toggle and add-to-cart badge. Card names are h2s. After
 * a card add, only the card of the added product shows the mini-cart (one open at a time).
 */
export function ProductGrid({
  products,
  bookmarkedIds,
  bookmarkBusy = false,
  onToggleBookmark,
  onAddToCart,
  viewerId,
  added,
  onAddedClose,
}: ProductGridProps) {
  return (
    <ul className={productGrid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            href={productHref(product.id)}
            headingLevel={2}
            // The first card's image is the likely largest paint on a phone.
            imagePriority={index === 0}
            bookmarked={bookmarkedIds?.has(product.id) ?? false}
            bookmarkBusy={bookmarkBusy}
            onToggleBookmark={onToggleBookmark}
            onAddToCart={onAddToCart}
            viewerId={viewerId}
            added={added?.line.product.id === product.id ? added : null}
            onAddedClose={onAddedClose}
          />
        </li>
      ))}
    </ul>
  );
}
