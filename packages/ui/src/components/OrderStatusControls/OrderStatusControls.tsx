import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  COMMERCE_MESSAGES,
  MAX_CARRIER_LENGTH,
  MAX_TRACKING_NUMBER_LENGTH,
  nextFulfilmentSteps,
  type OrderStatus,
} from '@shop/contract';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { cx } from '../cx.ts';
import { ORDER_STEP_LABELS } from '../OrderProgress/OrderProgress.tsx';
import { Spinner } from '../Spinner/index.ts';
import { TextField } from '../TextField/index.ts';
import * as css from './OrderStatusControls.css.ts';
import { refusalMessage } from '../refusalMessage.ts';

/** A move along the fulfilment state machine: the new status, and for 'shipped' the carrier and tracking number. */
export type OrderStatusUpdate = { status: OrderStatus; carrier?: string; tracking_number?: string };

/** Props of {@link OrderStatusControls}. */
export type OrderStatusControlsProps = {
  /** The order's id (named in the buttons' accessible names: 'Mark order #12 shipped'). */
  orderId: number;
  /** The order's current status; the buttons are `nextFulfilmentSteps(status)`. */
  status: string;
  /** The order's total, for the cancel question ('The buyer is refunded £12.50.'), already formatted. */
  refundText?: string;
  /**
   * Called with the move. Return a promise: the controls are busy until it settles, the shipping
   * form closes when it resolves, and a rejection's message shows under the controls.
   */
  onUpdate: (update: OrderStatusUpdate) => Promise<unknown>;
  /** Busy from outside (e.g. a request the app tracks): the buttons are disabled. */
  busy?: boolean;
  /** An error from outside (e.g. the server's 'An order cannot move from shipped to cancelled.'). */
  error?: string | null;
  /** Start with the shipping form open (stories). */
  defaultShippingOpen?: boolean;
  className?: string;
};

/** Labels of the buttons that move an order. */
export const STATUS_ACTION_LABELS: Record<OrderStatus, string> = {
  pending: 'Mark pending',
  processing: 'Mark processing',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

type ShippingValues = { carrier: string; tracking_number: string };

/** The line that confirms a move, e.g. 'Order #12 is now shipped.' (decision 048). */
export function movedText(orderId: number, status: OrderStatus): string {
  return `Order #${orderId} is now ${ORDER_STEP_LABELS[status].toLowerCase()}.`;
}

/** The confirmation asked before a move that cannot be taken back: 'delivered' and 'cancelled'. */
type Confirmable = 'delivered' | 'cancelled';

/**
 * The buttons that move an order along the fulfilment state machine, for the seller on
 * my-sales and for staff in the back office: one per `nextFulfilmentSteps(status)`. 'Mark shipped'
 * opens a small form (carrier and tracking number, both required); 'Mark delivered' and 'Cancel
 * order' ask first (neither can be undone; the buyer of a cancelled order is refunded).
 *
 * Focus is never lost (decision 048): the buttons stay focusable while busy, a closed question
 * returns focus to the button that asked it, and once `status` shows the move, focus goes to the
 * first button that replaced the pressed one, else to the line 'Order #12 is now delivered.'
 * (a status message). Nothing shows when no move is allowed and none was just made.
 */
export function OrderStatusControls({
  orderId,
  status,
  refundText,
  onUpdate,
  busy: busyProp = false,
  error: errorProp,
  defaultShippingOpen = false,
  className,
}: OrderStatusControlsProps) {
  const steps = nextFulfilmentSteps(status);
  const [shippingOpen, setShippingOpen] = useState(defaultShippingOpen && steps.includes('shipped'));
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [moved, setMoved] = useState<OrderStatus | null>(null);
  const [pending, setPending] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const askedBy = useRef<HTMLButtonElement | null>(null);
  const focusAfterMove = useRef<OrderStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = busyProp || pending;
  const error = errorProp ?? failure;
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ShippingValues>({ defaultValues: { carrier: '', tracking_number: '' } });

  // Focus moves into the form when it opens (not on first render, so a story opening it stays put).
  const opened = useRef(false);
  useEffect(() => {
    if (shippingOpen && opened.current) setFocus('carrier');
    opened.current = true;
  }, [shippingOpen, setFocus]);

  // Once the new status is shown, focus goes to what replaced the pressed button, unless the user
  // has already moved on to something outside the controls.
  useLayoutEffect(() => {
    const target = focusAfterMove.current;
    if (!target || status !== target || busy) return;
    focusAfterMove.current = null;
    const active = document.activeElement;
    const root = rootRef.current;
    if (active && active !== document.body && root && !root.contains(active)) return;
    const next = root?.querySelector<HTMLElement>('button:not(:disabled):not([aria-disabled="true"])');
    (next ?? noteRef.current)?.focus();
  });

  const run = async (update: OrderStatusUpdate): Promise<boolean> => {
    setPending(true);
    setFailure(null);
    setMoved(null);
    try {
      await onUpdate(update);
      setMoved(update.status);
      focusAfterMove.current = update.status;
      return true;
    } catch (err) {
      setFailure(refusalMessage(err, COMMERCE_MESSAGES.orders.updateStatus));
      return false;
    } finally {
      setPending(false);
    }
  };

  const submitShipping = handleSubmit(async (values) => {
    const ok = await run({
      status: 'shipped',
      carrier: values.carrier.trim(),
      tracking_number: values.tracking_number.trim(),
    });
    if (ok) {
      reset();
      setShippingOpen(false);
    }
  });

  const note = moved !== null && moved === status ? movedText(orderId, moved) : null;
  if (steps.length === 0 && note === null) return null;
  const ask = (step: Confirmable) => (event: { currentTarget: HTMLButtonElement }) => {
    askedBy.current = event.currentTarget;
    setConfirming(step);
  };

  return (
    <div ref={rootRef} className={cx(css.root, className)} aria-busy={busy || undefined}>
      {steps.length === 0 ? null : !shippingOpen ? (
        <div className={css.buttons}>
          {steps.map((step) =>
            step === 'shipped' ? (
              <Button
                key={step}
                size="sm"
                disabled={busy}
                focusableWhenDisabled
                aria-label={`Mark shipped: order #${orderId}`}
                onClick={() => setShippingOpen(true)}
              >
                {STATUS_ACTION_LABELS.shipped}
              </Button>
            ) : step === 'cancelled' ? (
              <Button
                key={step}
                size="sm"
                variant="outline"
                disabled={busy}
                focusableWhenDisabled
                aria-label={`Cancel order #${orderId}`}
                onClick={ask('cancelled')}
              >
                {STATUS_ACTION_LABELS.cancelled}
              </Button>
            ) : (
              <Button
                key={step}
                size="sm"
                variant={step === 'delivered' ? 'secondary' : 'primary'}
                disabled={busy}
                focusableWhenDisabled
                aria-label={`${STATUS_ACTION_LABELS[step]}: order #${orderId}`}
                onClick={step === 'delivered' ? ask('delivered') : () => void run({ status: step })}
              >
                {STATUS_ACTION_LABELS[step]}
              </Button>
            ),
          )}
          {busy ? <Spinner label={`Updating order #${orderId}`} /> : null}
        </div>
      ) : (
        <form
          className={css.form}
          aria-label={`Shipping details for order #${orderId}`}
          noValidate
          onSubmit={(event) => void submitShipping(event)}
        >
          <div className={css.fields}>
            <TextField
              label="Carrier"
              autoComplete="off"
              maxLength={MAX_CARRIER_LENGTH}
              error={errors.carrier?.message}
              {...register('carrier', {
                validate: (v) => v.trim() !== '' || 'Enter the carrier.',
              })}
            />
            <TextField
              label="Tracking number"
              autoComplete="off"
              maxLength={MAX_TRACKING_NUMBER_LENGTH}
              error={errors.tracking_number?.message}
              {...register('tracking_number', {
                validate: (v) => v.trim() !== '' || 'Enter the tracking number.',
              })}
            />
          </div>
          <div className={css.buttons}>
            <Button
              type="submit"
              size="sm"
              disabled={busy}
              focusableWhenDisabled
              aria-busy={busy || undefined}
            >
              {busy ? 'Saving...' : 'Confirm shipped'}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                reset();
                setShippingOpen(false);
              }}
            >
              Close
            </Button>
          </div>
        </form>
      )}
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
      <p ref={noteRef} role="status" tabIndex={-1} className={note ? css.note : css.noteEmpty}>
        {note}
      </p>
      <ConfirmDialog
        open={confirming === 'cancelled'}
        onOpenChange={(open) => setConfirming(open ? 'cancelled' : null)}
        title={`Cancel order #${orderId}?`}
        description={`The order will not ship.${refundText ? ` The buyer is refunded ${refundText}.` : ''}`}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={busy}
        returnFocusTo={() => askedBy.current}
        onConfirm={() => void run({ status: 'cancelled' })}
      />
      <ConfirmDialog
        open={confirming === 'delivered'}
        onOpenChange={(open) => setConfirming(open ? 'delivered' : null)}
        title={`Mark order #${orderId} delivered?`}
        description="The buyer is told the order has arrived. This cannot be undone."
        confirmLabel="Mark delivered"
        cancelLabel="Not yet"
        confirmVariant="primary"
        busy={busy}
        returnFocusTo={() => askedBy.current}
        onConfirm={() => void run({ status: 'delivered' })}
      />
    </div>
  );
}
