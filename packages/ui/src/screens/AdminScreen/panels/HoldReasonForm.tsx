import { REPORT_MESSAGES, type Product } from '@shop/contract';
import { StaffReasonForm } from './StaffReasonForm.tsx';

/** Props of {@link HoldReasonForm}. */
export type HoldReasonFormProps = {
  /** The listing being suspended (names the form). */
  product: Product;
  /** True while the hold is saved. */
  busy: boolean;
  /** Called with the reason (not blank, at most MAX_HOLD_REASON_LENGTH characters). */
  onHold: (reason: string) => void;
  onCancel: () => void;
};

/** The reason staff give when they suspend a listing (decision 045), shown to the seller: a StaffReasonForm. */
export function HoldReasonForm({ product, busy, onHold, onCancel }: HoldReasonFormProps) {
  return (
    <StaffReasonForm
      name={`Suspend ${product.name}`}
      label={REPORT_MESSAGES.holdReason}
      requiredMessage={REPORT_MESSAGES.holdReasonRequired}
      submitLabel="Suspend"
      busy={busy}
      onSubmit={onHold}
      onCancel={onCancel}
    />
  );
}
