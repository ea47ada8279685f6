import { Trash2 } from 'lucide-react';
import { MESSAGES, type Bookmark } from '@shop/contract';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Link } from '../../components/Link/index.ts';
import { ProductPriceOf } from '../../components/ProductPrice/index.ts';
import { ProductImage } from '../../components/ProductImage/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { productHref } from '../../components/ProductCard/hrefs.ts';
import { useFocusAfterRemoval } from '../../components/useFocusAfterRemoval.ts';
import { describeError } from '../SignInScreen/describeError.ts';
import * as styles from './MyBookmarksScreen.css.ts';

/** Props of {@link MyBookmarksScreen}. */
export type MyBookmarksScreenProps = {
  bookmarks: readonly Bookmark[];
  /** True while bookmarks load; with none yet a spinner shows. */
  loading: boolean;
  /** The bookmarks error (string, ApiError or body); shown as 'Error: {message}'. */
  error?: unknown;
  /** Called with the bookmark id (not the product id) when its trash button is pressed. */
  onRemove: (bookmarkId: number) => void;
  /** Id of the bookmark being removed: its button is disabled (yet keeps focus, decision 029). */
  busyId?: number | null;
};

/**
 * The my-bookmarks page (spec section 2): a grid of bookmarked products (image, name linking to
 * /single-product/{id}, the price charged with the list price struck through when discounted:
 * decisions 019 and 047) with a trash button each named 'Remove bookmark {name}'; 'no bookmarks
 * found' when empty; a spinner while loading. When a bookmark holding focus is removed, focus goes
 * to the trash button of the bookmark now in its place (or the new last one), or to 'no bookmarks
 * found' when none is left (decision 029).
 */
export function MyBookmarksScreen({ bookmarks, loading, error, onRemove, busyId }: MyBookmarksScreenProps) {
  const hasError = error !== undefined && error !== null && error !== '';
  const { listProps, fallbackRef } = useFocusAfterRemoval<HTMLUListElement, HTMLDivElement>();
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>my bookmarks</h1>
      {hasError ? <ErrorText message={describeError(error, MESSAGES.bookmarks.fetch)} /> : null}
      {loading && bookmarks.length === 0 ? (
        <Spinner label="Loading bookmarks" />
      ) : bookmarks.length === 0 ? (
        hasError ? null : (
          <EmptyState ref={fallbackRef} tabIndex={-1} title="no bookmarks found" />
        )
      ) : (
        <ul className={styles.grid} aria-label="Bookmarked products" {...listProps}>
          {bookmarks.map(({ id, product }) => (
            <li key={id} className={styles.card}>
              <ProductImage
                className={styles.image}
                src={product.images[0]?.image_url}
                alt={product.name}
                width={320}
                height={240}
              />
              <div className={styles.body}>
                <div>
                  <h2 className={styles.name}>
                    <Link href={productHref(product.id)}>{product.name}</Link>
                  </h2>
                  <ProductPriceOf className={styles.price} product={product} />
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove bookmark ${product.name}`}
                  disabled={busyId === id}
                  focusableWhenDisabled
                  data-focus-key="remove"
                  aria-busy={busyId === id || undefined}
                  onClick={() => onRemove(id)}
                >
                  <Trash2 aria-hidden="true" size={18} />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
