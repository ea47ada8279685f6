import type { FeeRule } from '@shop/contract';
import { ConnectPayoutsNotice } from '../../components/ConnectPayoutsNotice/index.ts';
import { Container } from '../../components/Container/index.ts';
import { ProductForm } from '../../components/ProductForm/index.ts';
import * as css from './AddProductScreen.css.ts';

/** Props of {@link AddProductScreen}: the submit state and the submit callback. */
export type AddProductScreenProps = {
  /** True while POST /add-product/ runs ('SUBMITTING' and the 'Submitting' banner). */
  busy: boolean;
  /** The server's error message, shown once a submit has been tried. */
  error?: string | null;
  /** True once the user has submitted. */
  submitted: boolean;
  /** Receives the multipart body for POST /add-product/ (flags as 'true'/'false', bullet_1.., images). */
  onSubmit: (formData: FormData) => void;
  /** The shop's fee terms: the price then says what the seller receives (decision 056). */
  feeRule?: FeeRule | null | undefined;
  /**
   * False while the seller's payout account is not active (decision 059): a notice says the
   * listing cannot be bought until they connect payouts, with a link. Undefined shows nothing.
   */
  takingOrders?: boolean | undefined;
};

/** The add-product screen (spec section 2): heading 'add a new product' and the product form in create mode. */
export function AddProductScreen({
  busy,
  error,
  submitted,
  onSubmit,
  feeRule,
  takingOrders,
}: AddProductScreenProps) {
  return (
    <Container className={css.page}>
      <h1 className={css.title}>add a new product</h1>
      {takingOrders === false ? <ConnectPayoutsNotice /> : null}
      <ProductForm
        mode="create"
        busy={busy}
        error={error}
        submitted={submitted}
        onSubmit={onSubmit}
        feeRule={feeRule}
      />
    </Container>
  );
}
