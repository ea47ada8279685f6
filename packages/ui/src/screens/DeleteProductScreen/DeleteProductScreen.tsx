import type { Product } from '@shop/contract';
import { MESSAGES } from '@shop/contract';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { ProductImage } from '../../components/ProductImage/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import * as css from './DeleteProductScreen.css.ts';

/** Props of {@link DeleteProductScreen}. */
export type DeleteProductScreenProps = {
  /** The product to delete; undefined when not found or not loaded. */
  product?: Product | null;
  /** True while the product loads. */
  loading: boolean;
  /** A load error message: 'Error: {message}'. */
  error?: string | null;
  /** True while DELETE /customer-products/{id}/delete/ runs: the button reads 'Deleting...'. */
  busy: boolean;
  /** Called when the user confirms the deletion in the dialog. */
  onDelete: () => void;
  /** 'go back' (history back in the app). */
  onBack: () => void;
  /** Shown instead of deleting for the test user, e.g. 'You cannot delete this product as you are a test user'. */
  testUserMessage?: string | null;
  /** The deletion's server error ('Failed to delete product' or the server's text). */
  deleteError?: string | null;
};

/**
 * The delete-product screen (spec section 2): a preview card (image, name, NEW badge if new,
 * description), the warning 'You are about to delete this product / Do you want to continue?',
 * 'go back' and 'delete' ('Deleting...' while busy). 'delete' opens a confirm dialog
 * 'Are you sure you want to delete {name}?' with the note 'This action cannot be undone'; confirming
 * calls `onDelete`. Also the loading, error and not-found states and the test-user message.
 */
export function DeleteProductScreen({
  product,
  loading,
  error,
  busy,
  onDelete,
  onBack,
  testUserMessage,
  deleteError,
}: DeleteProductScreenProps) {
  return (
    <Container className={css.page}>
      <h1 className={css.title}>Delete product</h1>
      {loading ? (
        <p className={css.state}>
          <Spinner label="Loading" /> Loading product details...
        </p>
      ) : error ? (
        <ErrorText message={error} />
      ) : !product ? (
        <EmptyState
          title={MESSAGES.products.notFound}
          action={
            <Button variant="outline" onClick={onBack}>
              go back
            </Button>
          }
        />
      ) : (
        <>
          <article className={css.card} aria-labelledby="delete-product-name">
            <ProductImage
              className={css.image}
              src={product.images[0]?.image_url}
              alt={product.name}
              width={200}
              height={200}
            />
            <div className={css.body}>
              <div className={css.nameRow}>
                <h2 id="delete-product-name" className={css.name}>
                  {product.name}
                </h2>
                {product.new ? <Badge tone="accent">NEW</Badge> : null}
              </div>
              <p className={css.description}>{product.description}</p>
            </div>
          </article>
          <div className={css.warning}>
            <p className={css.warningLine}>You are about to delete this product</p>
            <p className={css.warningLine}>Do you want to continue?</p>
          </div>
          {testUserMessage ? (
            <p role="alert" className={css.alert}>
              {testUserMessage}
            </p>
          ) : null}
          {deleteError ? (
            <p role="alert" className={css.alert}>
              {deleteError}
            </p>
          ) : null}
          <div className={css.actions}>
            <Button variant="outline" onClick={onBack}>
              go back
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="danger" disabled={busy} aria-busy={busy || undefined}>
                  {busy ? 'Deleting...' : 'delete'}
                </Button>
              }
              title={`Are you sure you want to delete ${product.name}?`}
              description="This action cannot be undone"
              confirmLabel="delete"
              onConfirm={onDelete}
              busy={busy}
            />
          </div>
        </>
      )}
    </Container>
  );
}
