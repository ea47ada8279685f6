import { useEffect, useRef, useState } from 'react';
import { awaitsRelease, awaitsShipment, canConfirmReceipt, type Order } from '@shop/contract';
import { formatDate, formatDateTime } from '../../format.ts';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import * as css from './OrderReceipt.css.ts';

/** The button that confirms receipt (decision 060). */
export const CONFIRM_RECEIPT_LABEL = 'Confirm receipt';
/** The question of the confirm step. */
export const confirmReceiptTitle = (orderId: number) => `Confirm you received order #${orderId}?`;
/** What confirming does, said before it is done. */
export const CONFIRM_RECEIPT_DESCRIPTION =
  'Confirm only once everything has arrived as described. The seller is then paid, and this cannot be undone.';
/** The buyer's note on an unshipped order with a ship-by date. */
export const shipByText = (date: string) =>
  `The seller ships by ${date}. If it has not shipped by then, the order is cancelled and you are refunded in full.`;
/** The buyer's note on a delivered order waiting for its release date. */
export const releaseByText = (date: string) =>
  `The seller is paid on ${date}, or sooner when you confirm receipt.`;
/** The note of an order whose receipt the buyer confirmed. */
export const receiptConfirmedText = (date: string) =>
  `You confirmed receipt on ${date}. The seller has been paid.`;
/** The note of an order released by its date. */
export const releasedText = (date: string) => `Complete: the seller was paid on ${date}.`;

/** Props of {@link OrderReceipt}. */
export type OrderReceiptProps = {
  order: Order;
  /**
   * POST /orders/{id}/confirm-receipt/ for this order. Return the request's promise: the button is
   * busy until it settles, a rejection's message shows under it, and `onConfirmed` runs on success.
   * Without it, no button shows.
   */
  onConfirmReceipt?: (orderId: number) => Promise<unknown>;
  /** Called after a confirmation succeeded (e.g. a toast). */
  onConfirmed?: () => void;
};

/**
 * An order's deadlines and release as its buyer sees them (decision 060): when the seller must
 * ship by (an unshipped order with a ship-by date, awaitsShipment), when the seller is paid (a
 * delivered order, awaitsRelease), that it is complete (released), and the 'Confirm receipt'
 * button with a confirm step on an order the buyer may confirm (canConfirmReceipt). Once a
 * confirmation made here shows as released, focus moves to this panel, since the button is gone. Renders nothing when there
 * is nothing to say.
 */
export function OrderReceipt({ order, onConfirmReceipt, onConfirmed }: OrderReceiptProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmable = canConfirmReceipt(order) && onConfirmReceipt !== undefined;
  // Confirmed here and the order now released: the button is gone, so focus moves to the panel
  // (now, or when the dialog closes after it).
  const confirmedHere = useRef(false);
  const released = useRef(order.released_at !== null);
  released.current = order.released_at !== null;
  useEffect(() => {
    if (confirmedHere.current && order.released_at !== null) {
      confirmedHere.current = false;
      panel.current?.focus();
    }
  }, [order.released_at]);
  const note =
    order.released_at !== null ? (
      <p className={css.done}>
        {order.receipt_confirmed_at !== null
          ? receiptConfirmedText(formatDate(order.receipt_confirmed_at))
          : releasedText(formatDate(order.released_at))}
      </p>
    ) : awaitsShipment(order) ? (
      <p className={css.note}>{shipByText(formatDateTime(order.ship_by ?? ''))}</p>
    ) : awaitsRelease(order) ? (
      <p className={css.note}>{releaseByText(formatDate(order.release_at ?? ''))}</p>
    ) : null;
  if (note === null && !confirmable) return null;
  const confirm = () => {
    if (onConfirmReceipt === undefined) return;
    setBusy(true);
    setError(null);
    confirmedHere.current = true;
    onConfirmReceipt(order.id).then(
      () => {
        setBusy(false);
        onConfirmed?.();
      },
      (failure: unknown) => {
        confirmedHere.current = false;
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };
  return (
    <div
      ref={panel}
      className={css.panel}
      tabIndex={-1}
      aria-label={`Receipt of order #${order.id}`}
      role="group"
    >
      {note}
      {confirmable ? (
        <ConfirmDialog
          trigger={
            <Button variant="primary" aria-busy={busy || undefined}>
              {CONFIRM_RECEIPT_LABEL}
            </Button>
          }
          title={confirmReceiptTitle(order.id)}
          description={CONFIRM_RECEIPT_DESCRIPTION}
          confirmLabel={CONFIRM_RECEIPT_LABEL}
          confirmVariant="primary"
          onConfirm={confirm}
          busy={busy}
          returnFocusTo={() => (released.current ? panel.current : undefined)}
        />
      ) : null}
      {error ? (
        <p className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
