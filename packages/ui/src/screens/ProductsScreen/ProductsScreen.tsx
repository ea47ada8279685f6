import type { Product } from '@shop/contract';
import { CatalogueLayout, type CatalogueControls } from '../../components/CatalogueLayout/index.ts';
import { activeFilters } from '../../components/FacetPanel/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Pagination } from '../../components/Pagination/index.ts';
import { ProductGrid, type ProductGridProps } from '../../components/ProductGrid/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import * as styles from './ProductsScreen.css.ts';

/** Props of {@link ProductsScreen}: the page, the cards' actions and the list's sort and filters (CatalogueControls). */
export type ProductsScreenProps = CatalogueControls & {
  /** The products of the current page (9 per page, spec section 9). */
  products: readonly Product[];
  /** The current page, 1-based (from the query parameter page, default 1). */
  page: number;
  /** Number of pages; the pagination control hides for 0 or 1. */
  totalPages: number;
  /** How many products match the filters in all ('N results'); undefined while loading. */
  total?: number;
  /** Called with the page the user asks for. */
  onPageChange: (page: number) => void;
  /** True while the page loads. */
  loading?: boolean;
  /** A list error, shown in red as 'Error: {message}' (spec section 2). */
  error?: string | null;
  /** Ids of the signed-in user's bookmarked products; with `onToggleBookmark`, cards show a bookmark toggle. */
  bookmarkedIds?: ReadonlySet<number>;
  /** True while bookmarks load or a toggle runs: the toggles are disabled. */
  bookmarkBusy?: boolean;
  /** Called with a product when its bookmark toggle is pressed (signed-in users only). */
  onToggleBookmark?: (product: Product) => void;
  /** Called with a product when its small add-to-cart button is pressed. */
  onAddToCart?: (product: Product) => void;
  /** The signed-in user's id: their own listings show no add-to-cart button (decision 045). */
  viewerId?: number;
  /** The card add that just succeeded: that card shows the mini-cart (see ProductGrid). */
  added?: ProductGridProps['added'];
  /** Called when the card's mini-cart closes. */
  onAddedClose?: () => void;
};

/**
 * The paged product grid (spec section 2, products): 9 cards per page, the filter panel (
 * categories, price, rating, stock, with counts) as a sidebar on large screens and in a 'Filters'
 * drawer on small ones, 'Sort by', 'N results' and the active filters, the pagination control,
 * and a list error in red as 'Error: {message}'.
 */
export function ProductsScreen({
  products,
  page,
  totalPages,
  onPageChange,
  loading = false,
  error,
  total,
  bookmarkedIds,
  bookmarkBusy = false,
  onToggleBookmark,
  onAddToCart,
  viewerId,
  added,
  onAddedClose,
  ...controls
}: ProductsScreenProps) {
  return (
    <Container className={styles.root}>
      <h1 className={styles.title}>Products</h1>
      <CatalogueLayout {...controls} total={loading || error ? undefined : total}>
        <div className={styles.content}>
          {loading ? (
            <Spinner label="Loading products" className={styles.loading} />
          ) : error ? (
            <ErrorText message={error} />
          ) : products.length === 0 ? (
            <EmptyState
              title="No products available."
              description={
                activeFilters(controls.choice).length > 0
                  ? 'Try removing a filter, or clear them all.'
                  : undefined
              }
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
          {!error ? <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} /> : null}
        </div>
      </CatalogueLayout>
    </Container>
  );
}
