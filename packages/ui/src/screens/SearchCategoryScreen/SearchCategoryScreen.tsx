import type { Product } from '@shop/api-client/contract';
import { CategoryPanel } from '../../components/CategoryPanel/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { ProductGrid } from '../../components/ProductGrid/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import * as styles from './SearchCategoryScreen.css.ts';

/** Props of {@link SearchCategoryScreen}. */
export type SearchCategoryScreenProps = {
  /** The category from the query parameter q; empty or undefined shows 'All'. */
  q?: string;
  /** The products of the category. */
  products: readonly Product[];
  /** True while the category loads. */
  loading?: boolean;
  /** A load error, shown as 'Error: {message}'. */
  error?: string | null;
  /** The address of a category in the side panel (default '/search-category?q={category URL-encoded}'). */
  categoryHref?: (category: string) => string;
  /** Ids of the signed-in user's bookmarked products; with `onToggleBookmark`, cards show a bookmark toggle. */
  bookmarkedIds?: ReadonlySet<number>;
  bookmarkBusy?: boolean;
  onToggleBookmark?: (product: Product) => void;
  onAddToCart?: (product: Product) => void;
};

/**
 * The category results page (spec section 2, search-category): the heading 'Products in category:
 * {q or All}', the category side panel (links to /search-category with the category URL-encoded)
 * and the product cards, or 'No products found in this category'.
 */
export function SearchCategoryScreen({
  q,
  products,
  loading = false,
  error,
  categoryHref,
  bookmarkedIds,
  bookmarkBusy = false,
  onToggleBookmark,
  onAddToCart,
}: SearchCategoryScreenProps) {
  const category = q?.trim() || undefined;
  return (
    <Container className={styles.root}>
      <h1 className={styles.title}>Products in category: {category ?? 'All'}</h1>
      <div className={styles.layout}>
        <CategoryPanel selected={category} hrefFor={categoryHref} className={styles.panel} />
        <div className={styles.content}>
          {loading ? (
            <Spinner label="Loading products" className={styles.loading} />
          ) : error ? (
            <ErrorText message={error} />
          ) : products.length === 0 ? (
            <EmptyState title="No products found in this category" />
          ) : (
            <ProductGrid
              products={products}
              bookmarkedIds={bookmarkedIds}
              bookmarkBusy={bookmarkBusy}
              onToggleBookmark={onToggleBookmark}
              onAddToCart={onAddToCart}
            />
          )}
        </div>
      </div>
    </Container>
  );
}
