import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog, FormDialogFooter } from '../FormDialog/index.ts';
import {
  MAX_REFUND_REASON_LENGTH,
  RETURN_MESSAGES,
  formatPence,
  orderRefundLeftPence,
  toPounds,
  type RefundRequest,
  type RefundableOrder,
} from '@shop/contract';
import { TextField } from '../TextField/index.ts';
import { TextareaField } from '../TextareaField/index.ts';
import { poundsTextToPence, refundAmountProblem } from './amountText.ts';
import * as css from './RefundOrderDialog.css.ts';
import { refusalMessage } from '../refusalMessage.ts';

const M = RETURN_MESSAGES.seller;

/** The order a refund is for: its id, status and totals in pounds (an Order or a SellerOrder). */
export type RefundDialogOrder = RefundableOrder & { id: number };

/** Props of {@link RefundOrderDialog}. */
export type RefundOrderDialogProps = {
  /** The order to refund; the dialog is open while this is set. */
  order: RefundDialogOrder | null;
  /**
   * Sends the refund (POST /orders/{id}/refunds/: amount in pounds, reason). Return its promise:
   * while it runs the dialog cannot close; a rejection's message (the server's refusal) shows in
   * the dialog; once it resolves `onRefunded` is called and the dialog closes.
   */
  onRefund: (orderId: number, refund: RefundRequest) => Promise<unknown>;
  /** Called once a refund is made, with the order's id and the amount in integer pence (to announce it). */
  onRefunded?: (orderId: number, amountPence: number) => void;
  /** Cancel, Escape, a click outside (while not busy), or after a refund. */
  onClose: () => void;
  /**
   * Where focus goes when the dialog closes (the Refund button that opened it, or a fallback when
   * that button is gone): nothing opened it through Radix, so it would drop to `<body>` (decision 048).
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** What the fields hold at first (stories). */
  defaultValues?: Partial<RefundValues>;
};

/** The fields as typed: the amount in pounds and the reason. */
type RefundValues = { amount: string; reason: string };

/** The fields and buttons, keyed by the order: what was typed never carries over to another. */
function RefundForm({
  leftPence,
  busy,
  error,
  defaultValues,
  onSubmit,
  onClose,
}: {
  leftPence: number;
  busy: boolean;
  error: string | null;
  defaultValues?: Partial<RefundValues>;
  onSubmit: (values: RefundValues) => void;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RefundValues>({ defaultValues: { amount: '', reason: '', ...defaultValues } });
  return (
    <form
      noValidate
      className={css.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void handleSubmit(onSubmit)(event);
      }}
    >
      <TextField
        label={M.amountLabel}
        inputMode="decimal"
        autoComplete="off"
        hint={M.amountHint(formatPence(leftPence))}
        error={errors.amount?.message}
        {...register('amount', { validate: (value) => refundAmountProblem(value, leftPence) ?? true })}
      />
      <TextareaField
        label={M.reasonLabel}
        maxLength={MAX_REFUND_REASON_LENGTH}
        rows={3}
        error={errors.reason?.message}
        {...register('reason', { validate: (value) => value.trim() !== '' || M.reasonRequired })}
      />
      <FormDialogFooter
        error={error}
        busy={busy}
        cancelLabel={M.cancel}
        onCancel={onClose}
        submitLabel={M.refundConfirm}
        busyLabel={M.refunding}
      />
    </form>
  );
}

/**
 * A new key for one refund the dialog means (RefundRequest.idempotency_key): 32 random hex digits
 * (getRandomValues works outside secure contexts too, unlike randomUUID).
 */
function newRefundKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Refund dialog (decision 067): the order's seller on My sales, or staff in the back office,
 * give back an amount without a return. A modal (Radix Dialog, ConfirmDialog's look) with the
 * amount in pounds, up to what the order may still refund (orderRefundLeftPence), and the reason
 * the buyer reads, both required; a blank, malformed or too large amount is refused in place in
 * the API's words (refundRefusal) and nothing is sent. The server's refusal shows in the dialog.
 * Focus starts in the amount and returns to `returnFocusTo` on close; while the refund is sent the
 * dialog cannot close and its buttons stay focusable. The one dialog both screens use.
 */
export function RefundOrderDialog({
  order,
  onRefund,
  onRefunded,
  onClose,
  returnFocusTo,
  defaultValues,
}: RefundOrderDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new order starts without the last one's refusal.
  const [shownFor, setShownFor] = useState<number | null>(order?.id ?? null);
  // One key per refund meant (decision 067): a retry or a second press repeats it, never doubles it.
  const [idempotencyKey, setIdempotencyKey] = useState(newRefundKey);
  if ((order?.id ?? null) !== shownFor) {
    setShownFor(order?.id ?? null);
    setError(null);
    setIdempotencyKey(newRefundKey());
  }
  const leftPence = order ? orderRefundLeftPence(order) : 0;

  const submit = async (values: RefundValues) => {
    if (!order) return;
    const pence = poundsTextToPence(values.amount);
    setBusy(true);
    setError(null);
    try {
      await onRefund(order.id, {
        amount: toPounds(pence),
        reason: values.reason.trim(),
        idempotency_key: idempotencyKey,
      });
      onRefunded?.(order.id, pence);
      onClose();
    } catch (err) {
      setError(refusalMessage(err, RETURN_MESSAGES.refund));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={order !== null}
      busy={busy}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      title={order ? M.refundLabel(order.id) : ''}
      description={M.refundDescription(formatPence(leftPence))}
    >
      {order ? (
        <RefundForm
          key={order.id}
          leftPence={leftPence}
          busy={busy}
          error={error}
          defaultValues={defaultValues}
          onSubmit={(values) => void submit(values)}
          onClose={onClose}
        />
      ) : null}
    </FormDialog>
  );
}
