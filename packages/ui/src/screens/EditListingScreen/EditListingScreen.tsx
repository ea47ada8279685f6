import type { FeeRule, Product } from '@shop/contract';
import { MESSAGES } from '@shop/contract';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Link } from '../../components/Link/index.ts';
import { ProductForm } from '../../components/ProductForm/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { StaffHoldNotice } from '../../components/StaffHoldNotice/index.ts';
import { ConnectPayoutsNotice } from '../../components/ConnectPayoutsNotice/index.ts';
import * as css from './EditListingScreen.css.ts';

/** Props of {@link EditListingScreen}. */
export type EditListingScreenProps = {
  /** The product to edit (GET /customer-products/{id}/); undefined when not found or not loaded. */
  product?: Product | null;
  /** True while the product loads: 'Loading product details...'. */
  loading: boolean;
  /** A load error message: 'Error: {message}'. */
  error?: string | null;
  /** True while POST /customer-products/{id}/update/ runs ('Updating'). */
  busy: boolean;
  /** The update's server error, shown once a submit has been tried. */
  submitError?: string | null;
  /** True once the user has submitted. */
  submitted: boolean;
  /** Receives the multipart body (with productId) for the update call. */
  onSubmit: (formData: FormData) => void;
  /** Cancel as a callback; otherwise Cancel links to `cancelHref` (default '/my-listings'). */
  onCancel?: () => void;
  cancelHref?: string;
  /** The shop's fee terms: the price then says what the seller receives (decision 056). */
  feeRule?: FeeRule | null | undefined;
};

/** Text shown while the product loads (spec section 2, edit-my-listing). */
export const LOADING_PRODUCT_TEXT = 'Loading product details...';

/**
 * The edit-my-listing screen (spec section 2): 'Edit Product: {name}' and the product form in edit
 * mode (pre-filled, existing images, Cancel to my-listings, 'Update Product'), with a notice to
 * connect payouts while the listing's seller is not taking orders (decision 059); or 'Loading product
 * details...', 'Error: {message}' or 'Product not found'.
 */
export function EditListingScreen({
  product,
  loading,
  error,
  busy,
  submitError,
  submitted,
  onSubmit,
  onCancel,
  cancelHref = '/my-listings',
  feeRule,
}: EditListingScreenProps) {
  if (loading || error || !product) {
    return (
      <Container className={css.page}>
        <h1 className={css.title}>Edit Product</h1>
        {loading ? (
          <p className={css.state}>
            <Spinner label="Loading" /> {LOADING_PRODUCT_TEXT}
          </p>
        ) : error ? (
          <ErrorText message={error} />
        ) : (
          <EmptyState
            title={MESSAGES.products.notFound}
            action={
              <Button asChild variant="outline">
                <Link href={cancelHref}>Back to my listings</Link>
              </Button>
            }
          />
        )}
      </Container>
    );
  }
  return (
    <Container className={css.page}>
      <h1 className={css.title}>Edit Product: {product.name}</h1>
      {product.hold_reason !== null ? <StaffHoldNotice reason={product.hold_reason} /> : null}
      {/* Its seller's payout account is not active: it cannot be bought yet (decision 059). */}
      {!product.seller_taking_orders ? <ConnectPayoutsNotice /> : null}
      <ProductForm
        key={product.id}
        mode="edit"
        initial={product}
        busy={busy}
        error={submitError}
        submitted={submitted}
        onSubmit={onSubmit}
        onCancel={onCancel}
        cancelHref={cancelHref}
        feeRule={feeRule}
      />
    </Container>
  );
}
