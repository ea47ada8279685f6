import type { Product } from '@shop/contract';
import { CatalogueLayout, type CatalogueControls } from '../../components/CatalogueLayout/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { activeFilters } from '../../components/FacetPanel/index.ts';
import { Pagination } from '../../components/Pagination/index.ts';
import { ProductGrid, type ProductGridProps } from '../../components/ProductGrid/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import * as styles from './SearchCategoryScreen.css.ts';

/**
 * Props of {@link SearchCategoryScreen}: the category's products and the list's sort and filters
 * (CatalogueControls; `choice.category` is the page's category, the same as `q`).
 */
export type SearchCategoryScreenProps = CatalogueControls & {
  /** The category from the query parameter q; empty or undefined shows 'All'. */
  q?: string;
  /** The products of the category (the current page). */
  products: readonly Product[];
  /** How many products match in all ('N results'); defaults to the list's length. */
  total?: number;
  /** True while the category loads. */
  loading?: boolean;
  /** A load error, shown as 'Error: {message}'. */
  error?: string | null;
  /** Current page (1-based) for the optional pagination control. */
  page?: number;
  /** Number of pages; with `onPageChange`, shows the pagination control (hidden for 0 or 1). */
  totalPages?: number;
  onPageChange?: (page: number) => void;
  /** Ids of the signed-in user's bookmarked products; with `onToggleBookmark`, cards show a bookmark toggle. */
  bookmarkedIds?: ReadonlySet<number>;
  bookmarkBusy?: boolean;
  onToggleBookmark?: (product: Product) => void;
  onAddToCart?: (product: Product) => void;
  /** The signed-in user's id: their own listings show no add-to-cart button (decision 045). */
  viewerId?: number;
  /** The card add that just succeeded: that card shows the mini-cart (see ProductGrid). */
  added?: ProductGridProps['added'];
  /** Called when the card's mini-cart closes. */
  onAddedClose?: () => void;
};

/**
 * The category results page (spec section 2, search-category): the heading 'Products in category:
 * {q or All}', the category list (links to /search-category with the category URL-encoded) in the
 * filter panel (price, rating, stock, with counts; a sidebar on large screens, a
 * 'Filters' drawer on small ones), 'Sort by', 'N results', the product cards, or 'No products
 * found in this category', and an optional pagination. The category is the page itself, not a
 * removable filter.
 */
export function SearchCategoryScreen({
  q,
  products,
  total = products.length,
  loading = false,
  error,
  page = 1,
  totalPages = 0,
  onPageChange,
  bookmarkedIds,
  bookmarkBusy = false,
  onToggleBookmark,
  onAddToCart,
  viewerId,
  added,
  onAddedClose,
  ...controls
}: SearchCategoryScreenProps) {
  const category = q?.trim() || undefined;
  const filtered = activeFilters(controls.choice, false).length > 0;
  return (
    <Container className={styles.root}>
      <h1 className={styles.title}>Products in category: {category ?? 'All'}</h1>
      <CatalogueLayout {...controls} categoryIsFilter={false} total={loading || error ? undefined : total}>
        <div className={styles.content}>
          {loading ? (
            <Spinner label="Loading products" className={styles.loading} />
          ) : error ? (
            <ErrorText message={error} />
          ) : products.length === 0 ? (
            <EmptyState
              title="No products found in this category"
              description={filtered ? 'Try removing a filter, or clear them all.' : undefined}
            />
          ) : (
            <ProductGrid
              products={products}
              bookmarkedIds={bookmarkedIds}
              bookmarkBusy={bookmarkBusy}
              onToggleBookmark={onToggleBookmark}
              onAddToCart={onAddToCart}
              viewerId={viewerId}
              added={added}
              onAddedClose={onAddedClose}
            />
          )}
          {!error && onPageChange ? (
            <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
          ) : null}
        </div>
      </CatalogueLayout>
    </Container>
  );
}
