import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog/index.ts';
import {
  ADMIN_MONEY_MESSAGES as M,
  MAX_HOLD_REASON_LENGTH,
  holdPayoutsLabel,
  type PartyRef,
} from '@shop/contract';
import { Button } from '../../../components/Button/index.ts';
import { TextField } from '../../../components/TextField/index.ts';
import * as css from '../AdminMoney.css.ts';

/** Props of {@link PayoutHoldDialog}. */
export type PayoutHoldDialogProps = {
  /** The seller whose payouts staff hold; the dialog is open while this is set. */
  seller: PartyRef | null;
  /** True while the hold is saved: the buttons stay focusable (aria-disabled) and it cannot close. */
  busy?: boolean;
  /** Why saving the hold failed (the server's message), shown in the dialog. */
  error?: string | null;
  /** Called with the reason as typed (not blank, at most MAX_HOLD_REASON_LENGTH characters). */
  onHold: (reason: string) => void;
  /** Cancel, Escape or a click outside, while not busy. */
  onClose: () => void;
  /**
   * Where focus goes when the dialog closes (the row's Hold / Lift button, else the panel's
   * heading): nothing opened it through Radix, so it would drop to `<body>` (decision 048).
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/** The reason field and buttons (keyed by the seller: a reason never carries over to another). */
function HoldForm({
  busy,
  error,
  onHold,
  onClose,
}: Required<Pick<PayoutHoldDialogProps, 'onHold' | 'onClose'>> & {
  busy: boolean;
  error: string | null;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      className={css.dialogForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        if (reason.trim() === '') {
          setMissing(true);
          return;
        }
        onHold(reason);
      }}
    >
      <TextField
        label={M.holdReasonLabel}
        value={reason}
        maxLength={MAX_HOLD_REASON_LENGTH}
        required
        autoComplete="off"
        error={missing ? M.holdReasonRequired : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
      {error ? (
        <p role="alert" className={css.dialogText}>
          {error}
        </p>
      ) : null}
      <div className={css.dialogActions}>
        <Button type="button" variant="outline" disabled={busy} focusableWhenDisabled onClick={onClose}>
          {M.cancel}
        </Button>
        <Button
          type="submit"
          variant="danger"
          disabled={busy}
          focusableWhenDisabled
          aria-busy={busy || undefined}
        >
          {M.holdConfirm}
        </Button>
      </div>
    </form>
  );
}

/**
 * The dialog in which staff put a seller's payouts on hold (decisions 061 and 064): a modal
 * (Radix Dialog) with the required reason, which the seller is e-mailed and sees; a blank reason
 * is refused in place (ADMIN_MONEY_MESSAGES.holdReasonRequired, the server's 400 text) and
 * nothing is sent. Focus starts in the reason field and returns to `returnFocusTo` on close.
 * While saving it cannot be closed and its buttons stay focusable, so focus is never dropped.
 */
export function PayoutHoldDialog({
  seller,
  busy = false,
  error = null,
  onHold,
  onClose,
  returnFocusTo,
}: PayoutHoldDialogProps) {
  return (
    <FormDialog
      open={seller !== null}
      busy={busy}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      title={seller ? holdPayoutsLabel(seller.name) : ''}
      description={M.holdDescription}
    >
      {seller ? (
        <HoldForm key={seller.id} busy={busy} error={error} onHold={onHold} onClose={onClose} />
      ) : null}
    </FormDialog>
  );
}
