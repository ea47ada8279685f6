import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  MAX_CARRIER_LENGTH,
  MESSAGES,
  MAX_TRACKING_NUMBER_LENGTH,
  nextFulfilmentSteps,
  type OrderStatus,
} from '@shop/api-client/contract';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { cx } from '../cx.ts';
import { Spinner } from '../Spinner/index.ts';
import { TextField } from '../TextField/index.ts';
import * as css from './OrderStatusControls.css.ts';

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

/** Labels of the buttons that move an order (issue 8). */
export const STATUS_ACTION_LABELS: Record<OrderStatus, string> = {
  pending: 'Mark pending',
  processing: 'Mark processing',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

type ShippingValues = { carrier: string; tracking_number: string };

function messageOf(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  if (typeof err === 'string' && err) return err;
  return MESSAGES.orders.updateStatus;
}

/**
 * The buttons that move an order along the fulfilment state machine (issue 8), for the seller on
 * my-sales and for staff in the back office: one per `nextFulfilmentSteps(status)`. 'Mark shipped'
 * opens a small form (carrier and tracking number, both required); 'Mark delivered' moves at
 * once; 'Cancel order' asks first (the buyer is refunded). Nothing shows when no move is allowed.
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
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [pending, setPending] = useState(false);
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

  const run = async (update: OrderStatusUpdate): Promise<boolean> => {
    setPending(true);
    setFailure(null);
    try {
      await onUpdate(update);
      return true;
    } catch (err) {
      setFailure(messageOf(err));
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

  if (steps.length === 0) return null;

  return (
    <div className={cx(css.root, className)} aria-busy={busy || undefined}>
      {!shippingOpen ? (
        <div className={css.buttons}>
          {steps.map((step) =>
            step === 'shipped' ? (
              <Button
                key={step}
                size="sm"
                disabled={busy}
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
                aria-label={`Cancel order #${orderId}`}
                onClick={() => setConfirmCancel(true)}
              >
                {STATUS_ACTION_LABELS.cancelled}
              </Button>
            ) : (
              <Button
                key={step}
                size="sm"
                variant={step === 'delivered' ? 'secondary' : 'primary'}
                disabled={busy}
                aria-label={`${STATUS_ACTION_LABELS[step]}: order #${orderId}`}
                onClick={() => void run({ status: step })}
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
            <Button type="submit" size="sm" disabled={busy} aria-busy={busy || undefined}>
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
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={`Cancel order #${orderId}?`}
        description={`The order will not ship.${refundText ? ` The buyer is refunded ${refundText}.` : ''}`}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={busy}
        onConfirm={() => void run({ status: 'cancelled' })}
      />
    </div>
  );
}
