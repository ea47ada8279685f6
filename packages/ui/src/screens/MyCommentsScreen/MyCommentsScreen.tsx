import { Accordion } from 'radix-ui';
import { ChevronDown, Trash2 } from 'lucide-react';
import { MESSAGES, RATING_MAX, type Comment } from '@shop/contract';
import { Button } from '../../components/Button/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { ProductImage } from '../../components/ProductImage/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { useFocusAfterRemoval } from '../../components/useFocusAfterRemoval.ts';
import { describeError } from '../SignInScreen/describeError.ts';
import * as styles from './MyCommentsScreen.css.ts';

/** Props of {@link MyCommentsScreen}. */
export type MyCommentsScreenProps = {
  /** The user's comments, each with product_name and product_image (spec section 3). */
  comments: readonly Comment[];
  /** True while the comments load; with none yet a spinner shows. */
  loading: boolean;
  /** The load or delete error (string, ApiError or body); shown as 'Error: {message}'. */
  error?: unknown;
  /** Called with the comment id once the user confirms the delete dialog. */
  onDelete: (commentId: number) => void;
  /** Id of the comment being deleted: its button is disabled. */
  busyId?: number | null;
};

/** The heading of a comment: its product's name, or 'Product #{id}' when the server sent none. */
function productName(comment: Comment): string {
  return comment.product_name ?? `Product #${comment.product_id}`;
}

/**
 * The my-comments page (spec section 2): an accordion headed by product name, each panel with the
 * product image (with a fallback), 'Rating: n/5', the comment text and a delete button that asks
 * 'Are you sure you want to delete this comment?'. Empty: "You haven't made any comments yet.".
 *
 * Focus is never lost (decision 029): a delete button stays focusable while its comment
 * is being deleted (aria-disabled), and when the deleted comment leaves the list, focus moves to
 * the comment now in its place (its Delete button when its panel is open, else its heading), or
 * the new last one, or the empty state.
 */
export function MyCommentsScreen({ comments, loading, error, onDelete, busyId }: MyCommentsScreenProps) {
  const hasError = error !== undefined && error !== null && error !== '';
  const first = comments[0];
  const { listProps, fallbackRef } = useFocusAfterRemoval<HTMLDivElement, HTMLDivElement>();
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>my comments</h1>
      {hasError ? <ErrorText message={describeError(error, MESSAGES.comments.fetchMine)} /> : null}
      {loading && comments.length === 0 ? (
        <Spinner label="Loading your comments" />
      ) : comments.length === 0 ? (
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
          {comments.map((comment) => {
            const name = productName(comment);
            const busy = busyId === comment.id;
            return (
              <Accordion.Item key={comment.id} value={String(comment.id)} className={styles.item}>
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
                    src={comment.product_image}
                    alt={name}
                    width={160}
                    height={160}
                    fallback={<span className={styles.noImage}>No image</span>}
                  />
                  <div className={styles.body}>
                    <p className={styles.rating}>
                      Rating: {comment.rating}/{RATING_MAX}
                    </p>
                    <p className={styles.text}>{comment.text}</p>
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
                      onConfirm={() => onDelete(comment.id)}
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
