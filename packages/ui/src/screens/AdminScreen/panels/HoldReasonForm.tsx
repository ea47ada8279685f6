import { useState } from 'react';
import { MAX_HOLD_REASON_LENGTH, MESSAGES, type Product } from '@shop/contract';
import { Button } from '../../../components/Button/index.ts';
import { TextField } from '../../../components/TextField/index.ts';
import * as css from '../AdminScreen.css.ts';

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

/**
 * The reason staff give when they suspend a listing (decision 045): a required single-line field,
 * shown to the seller. Focuses its field when it opens; Cancel closes it. While the hold is saved
 * (`busy`) its buttons stay focusable (aria-disabled), so focus is never dropped (decision 029).
 */
export function HoldReasonForm({ product, busy, onHold, onCancel }: HoldReasonFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className={css.holdForm}
      aria-label={`Suspend ${product.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') {
          setError(MESSAGES.server.holdReasonRequired);
          return;
        }
        onHold(reason);
      }}
    >
      <TextField
        label={MESSAGES.admin.holdReason}
        value={reason}
        maxLength={MAX_HOLD_REASON_LENGTH}
        error={error ?? undefined}
        autoFocus
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
      <div className={css.actions}>
        <Button size="sm" type="submit" disabled={busy} focusableWhenDisabled>
          Suspend
        </Button>
        <Button
          size="sm"
          variant="outline"
          type="button"
          disabled={busy}
          focusableWhenDisabled
          onClick={onCancel}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
