import type { Product } from '@shop/contract';
import { CatalogueLayout, type CatalogueControls } from '../../components/CatalogueLayout/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Pagination } from '../../components/Pagination/index.ts';
import { ProductCard, productHref } from '../../components/ProductCard/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import * as styles from './SearchScreen.css.ts';

/** Props of {@link SearchScreen}: the search, its results and the list's sort and filters (CatalogueControls). */
export type SearchScreenProps = CatalogueControls & {
  /** The search text (already trimmed); empty or undefined lists all products. */
  q?: string;
  /** The results (of the current page). */
  products: readonly Product[];
  /** Number of products found in all (the n of '({n} products found)'); defaults to the list's length. */
  total?: number;
  /** True while searching. */
  loading?: boolean;
  /** A search error, shown as 'Error: {message}'. */
  error?: string | null;
  /** Current page (1-based) for the optional pagination control. */
  page?: number;
  /** Number of pages; with `onPageChange`, shows the pagination control. */
  totalPages?: number;
  onPageChange?: (page: number) => void;
};

/**
 * The heading of the search page (spec section 2, search): with q, 'Search Results for "{q}"
 * ({n} products found)' or 'No results found for "{q}"'; without q, 'All Products'.
 */
export function searchHeading(q: string | undefined, total: number): string {
  const text = q?.trim();
  if (!text) return 'All Products';
  return total > 0
    ? `Search Results for "${text}" (${total} products found)`
    : `No results found for "${text}"`;
}

/**
 * The search page (spec section 2, search): the heading of {@link searchHeading}, result cards
 * with image, name, description, price and 'more details' (to /single-product/{id}), the empty
 * texts 'No products match your search criteria.' plus 'Try using different keywords or browse
 * our categories.' (with q) or 'No products available.' (without), and an optional pagination;
 * around them the filters and 'Sort by' (CatalogueLayout; 'N results' only without q,
 * since the heading already counts the results of a search).
 */
export function SearchScreen({
  q,
  products,
  total = products.length,
  loading = false,
  error,
  page = 1,
  totalPages = 0,
  onPageChange,
  ...controls
}: SearchScreenProps) {
  const query = q?.trim() ?? '';
  const settled = !loading && !error;
  return (
    <Container className={styles.root}>
      {settled ? (
        <h1 className={styles.title} aria-live="polite">
          {searchHeading(query, total)}
        </h1>
      ) : (
        <h1 className={styles.title}>{query ? `Search Results for "${query}"` : 'All Products'}</h1>
      )}
      <CatalogueLayout {...controls} total={settled ? total : undefined} showTotal={!query}>
        <div className={styles.content}>
          {loading ? (
            <Spinner label="Searching" className={styles.loading} />
          ) : error ? (
            <ErrorText message={error} />
          ) : (
            <>
              {products.length === 0 ? (
                query ? (
                  <EmptyState
                    title="No products match your search criteria."
                    description="Try using different keywords or browse our categories."
                  />
                ) : (
                  <EmptyState title="No products available." />
                )
              ) : (
                <ul className={styles.results}>
                  {products.map((product, index) => (
                    <li key={product.id}>
                      <ProductCard
                        product={product}
                        href={productHref(product.id)}
                        variant="compact"
                        headingLevel={2}
                        // The first result's image is the likely largest paint.
                        imagePriority={index === 0}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {onPageChange ? (
                <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
              ) : null}
            </>
          )}
        </div>
      </CatalogueLayout>
    </Container>
  );
}
