import type { Product } from '@shop/api-client/contract';
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
};

/**
 * A grid of product cards linking to /single-product/{id} (spec section 2, products and
 * search-category), each with its bookmark toggle and add-to-cart badge. Card names are h2s.
 */
export function ProductGrid({
  products,
  bookmarkedIds,
  bookmarkBusy = false,
  onToggleBookmark,
  onAddToCart,
}: ProductGridProps) {
  return (
    <ul className={productGrid}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            href={productHref(product.id)}
            headingLevel={2}
            bookmarked={bookmarkedIds?.has(product.id) ?? false}
            bookmarkBusy={bookmarkBusy}
            onToggleBookmark={onToggleBookmark}
            onAddToCart={onAddToCart}
          />
        </li>
      ))}
    </ul>
  );
}
