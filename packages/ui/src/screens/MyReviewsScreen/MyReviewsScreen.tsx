import { Accordion } from 'radix-ui';
import { ChevronDown, Trash2 } from 'lucide-react';
import { MESSAGES, RATING_MAX, type Review } from '@shop/contract';
import { Button } from '../../components/Button/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { ProductImage } from '../../components/ProductImage/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { useFocusAfterRemoval } from '../../components/useFocusAfterRemoval.ts';
import { describeError } from '../SignInScreen/describeError.ts';
import * as styles from './MyReviewsScreen.css.ts';

/** Props of {@link MyReviewsScreen}. */
export type MyReviewsScreenProps = {
  /** The user's reviews, each with product_name and product_image (spec section 3). */
  reviews: readonly Review[];
  /** True while the reviews load; with none yet a spinner shows. */
  loading: boolean;
  /** The load or delete error (string, ApiError or body); shown as 'Error: {message}'. */
  error?: unknown;
  /** Called with the review id once the user confirms the delete dialog. */
  onDelete: (reviewId: number) => void;
  /** Id of the review being deleted: its button is disabled. */
  busyId?: number | null;
};

/** The heading of a review: its product's name, or 'Product #{id}' when the server sent none. */
function productName(review: Review): string {
  return review.product_name ?? `Product #${review.product_id}`;
}

/**
 * The my-comments page (spec section 2): an accordion headed by product name, each panel with the
 * product image (with a fallback), 'Rating: n/5', the review text and a delete button that asks
 * 'Are you sure you want to delete this comment?'. Empty: "You haven't made any comments yet.".
 *
 * Focus is never lost (decision 029): a delete button stays focusable while its review
 * is being deleted (aria-disabled), and when the deleted review leaves the list, focus moves to
 * the review now in its place (its Delete button when its panel is open, else its heading), or
 * the new last one, or the empty state.
 */
export function MyReviewsScreen({ reviews, loading, error, onDelete, busyId }: MyReviewsScreenProps) {
  const hasError = error !== undefined && error !== null && error !== '';
  const first = reviews[0];
  const { listProps, fallbackRef } = useFocusAfterRemoval<HTMLDivElement, HTMLDivElement>();
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>my comments</h1>
      {hasError ? <ErrorText message={describeError(error, MESSAGES.reviews.fetchMine)} /> : null}
      {loading && reviews.length === 0 ? (
        <Spinner label="Loading your comments" />
      ) : reviews.length === 0 ? (
        hasError ? null : (
          <EmptyState ref={fallbackRef} tabIndex={-1} title="You haven't made any comments yet." />
        )
      ) : (
        <Accordion.Root
          type="multiple"
          defaultValue={first ? [String(first.id)] : []}
          className={styles.accordion}
          {...listProps}
        >
          {reviews.map((review) => {
            const name = productName(review);
            const busy = busyId === review.id;
            return (
              <Accordion.Item key={review.id} value={String(review.id)} className={styles.item}>
                <Accordion.Header asChild>
                  <h2 className={styles.header}>
                    <Accordion.Trigger className={styles.trigger}>
                      {name}
                      <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
                    </Accordion.Trigger>
                  </h2>
                </Accordion.Header>
                <Accordion.Content className={styles.content}>
                  <ProductImage
                    className={styles.image}
                    src={review.product_image}
                    alt={name}
                    width={160}
                    height={160}
                    fallback={<span className={styles.noImage}>No image</span>}
                  />
                  <div className={styles.body}>
                    <p className={styles.rating}>
                      Rating: {review.rating}/{RATING_MAX}
                    </p>
                    <p className={styles.text}>{review.text}</p>
                    <ConfirmDialog
                      trigger={
                        <Button
                          variant="danger"
                          size="sm"
                          aria-label={`Delete comment on ${name}`}
                          data-focus-key="delete"
                          disabled={busy}
                          focusableWhenDisabled
                          aria-busy={busy || undefined}
                        >
                          <Trash2 aria-hidden="true" size={16} />
                          Delete
                        </Button>
                      }
                      title="Are you sure you want to delete this comment?"
                      confirmLabel="Delete"
                      busy={busy}
                      onConfirm={() => onDelete(review.id)}
                    />
                  </div>
                </Accordion.Content>
              </Accordion.Item>
            );
          })}
        </Accordion.Root>
      )}
    </Container>
  );
}
