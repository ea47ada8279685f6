import { RATING_MESSAGES } from '@shop/contract';
import { CatalogueLayout } from '../../components/CatalogueLayout/index.ts';
import { activeFilters } from '../../components/FacetPanel/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Pagination } from '../../components/Pagination/index.ts';
import { ProductGrid } from '../../components/ProductGrid/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import type { ProductsScreenProps } from '../ProductsScreen/index.ts';
import * as css from './SellerScreen.css.ts';

const M = RATING_MESSAGES.seller;

/**
 * Props of {@link SellerListings}: the products page's (ProductsScreenProps: the page of cards,
 * paging, the cards' actions, and the sort and filters with their counts), over the seller's
 * public listings (GET /products/?seller={id}, decision 075).
 */
export type SellerListingsProps = ProductsScreenProps;

/**
 * The seller's listings on their page (decision 075), under the heading 'Listings': the products
 * page's frame (CatalogueLayout: the filter panel with counts, 'Sort by', 'N results', the active
 * filters), its product card grid and pagination. Loading, an error ('Error: {message}'), nothing
 * for sale ('This seller has nothing for sale right now.') and filters matching none of them
 * (with a hint to remove a filter) are its states.
 */
export function SellerListings({
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
}: SellerListingsProps) {
  const filtered = activeFilters(controls.choice).length > 0;
  return (
    <section className={css.section} aria-labelledby="seller-listings-title">
      <h2 id="seller-listings-title" className={css.sectionTitle}>
        {M.listingsTitle}
      </h2>
      <CatalogueLayout {...controls} total={loading || error ? undefined : total}>
        <div className={css.listings}>
          {loading ? (
            <Spinner label="Loading products" className={css.listingsLoading} />
          ) : error ? (
            <ErrorText message={error} />
          ) : products.length === 0 ? (
            filtered ? (
              <EmptyState
                headingLevel={3}
                title={M.noMatchingListings}
                description="Try removing a filter, or clear them all."
              />
            ) : (
              <EmptyState headingLevel={3} title={M.noListings} />
            )
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
    </section>
  );
}
