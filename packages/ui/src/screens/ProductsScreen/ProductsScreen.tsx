import type { Product } from '@shop/api-client/contract';
import { CategoryPanel } from '../../components/CategoryPanel/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Pagination } from '../../components/Pagination/index.ts';
import { ProductGrid } from '../../components/ProductGrid/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import * as styles from './ProductsScreen.css.ts';

/** Props of {@link ProductsScreen}. */
export type ProductsScreenProps = {
  /** The products of the current page (9 per page, spec section 9). */
  products: readonly Product[];
  /** The current page, 1-based (from the query parameter page, default 1). */
  page: number;
  /** Number of pages; the pagination control hides for 0 or 1. */
  totalPages: number;
  /** Called with the page the user asks for. */
  onPageChange: (page: number) => void;
  /** True while the page loads. */
  loading?: boolean;
  /** A list error, shown in red as 'Error: {message}' (spec section 2). */
  error?: string | null;
  /** The category being shown, if any (marked in the category panel). */
  selectedCategory?: string;
  /** The address of a category in the panel (default '/search-category?q={category}'). */
  categoryHref?: (category: string) => string;
  /** Ids of the signed-in user's bookmarked products; with `onToggleBookmark`, cards show a bookmark toggle. */
  bookmarkedIds?: ReadonlySet<number>;
  /** True while bookmarks load or a toggle runs: the toggles are disabled. */
  bookmarkBusy?: boolean;
  /** Called with a product when its bookmark toggle is pressed (signed-in users only). */
  onToggleBookmark?: (product: Product) => void;
  /** Called with a product when its small add-to-cart button is pressed. */
  onAddToCart?: (product: Product) => void;
};

/**
 * The paged product grid (spec section 2, products): 9 cards per page, the category filter panel
 * on large screens (hidden on small ones), the pagination control, and a list error in red as
 * 'Error: {message}'.
 */
export function ProductsScreen({
  products,
  page,
  totalPages,
  onPageChange,
  loading = false,
  error,
  selectedCategory,
  categoryHref,
  bookmarkedIds,
  bookmarkBusy = false,
  onToggleBookmark,
  onAddToCart,
}: ProductsScreenProps) {
  return (
    <Container className={styles.root}>
      <h1 className={styles.title}>Products</h1>
      <div className={styles.layout}>
        <CategoryPanel selected={selectedCategory} hrefFor={categoryHref} className={styles.panel} />
        <div className={styles.content}>
          {loading ? (
            <Spinner label="Loading products" className={styles.loading} />
          ) : error ? (
            <ErrorText message={error} />
          ) : products.length === 0 ? (
            <EmptyState title="No products available." />
          ) : (
            <ProductGrid
              products={products}
              bookmarkedIds={bookmarkedIds}
              bookmarkBusy={bookmarkBusy}
              onToggleBookmark={onToggleBookmark}
              onAddToCart={onAddToCart}
            />
          )}
          {!error ? <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} /> : null}
        </div>
      </div>
    </Container>
  );
}
