import { Progress } from 'radix-ui';
import { ORDER_STATUSES, orderProgress, type OrderStatus } from '@shop/contract';
import { XCircle } from 'lucide-react';
import { cx } from '../cx.ts';
import * as css from './OrderProgress.css.ts';

/** Props of {@link OrderProgress}: the order's status text (one of ORDER_STATUSES, or anything else). */
export type OrderProgressProps = {
  /** The order status as the server sends it; an unknown status shows an empty bar. */
  status: string;
  className?: string;
};

/**
 * The label of each order status: the step labels shown under the bar, in progress order (spec
 * section 2, my-orders), and 'Cancelled', which is no step of the bar.
 */
export const ORDER_STEP_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

type ProgressStep = (typeof ORDER_STATUSES)[number];

function isOrderStatus(status: string): status is ProgressStep {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * The text a screen reader hears for the bar, e.g. 'Shipped, step 3 of 4 (83%)'; an unknown
 * status reads 'Unknown status {status} (0%)'.
 */
export function orderProgressText(status: string): string {
  const percent = Math.round(orderProgress(status));
  if (status === 'cancelled') return `Cancelled (${percent}%)`;
  if (!isOrderStatus(status)) return `Unknown status ${status || '(none)'} (${percent}%)`;
  const index = ORDER_STATUSES.indexOf(status);
  return `${ORDER_STEP_LABELS[status]}, step ${index + 1} of ${ORDER_STATUSES.length} (${percent}%)`;
}

/**
 * A progress bar over the steps Pending, Processing, Shipped, Delivered (spec section 4, order
 * status). The value (percent) is the contract's `orderProgress(status)`: 0 unknown, 50/3 pending,
 * 66.7 processing, 83.3 shipped (our choice for the third step), 100 delivered. Renders a
 * `progressbar` role with aria-valuenow and aria-valuetext, and the step labels under it. A
 * cancelled order shows an empty bar and 'Order cancelled' instead of the steps.
 */
export function OrderProgress({ status, className }: OrderProgressProps) {
  const value = orderProgress(status);
  const currentIndex = isOrderStatus(status) ? ORDER_STATUSES.indexOf(status) : -1;
  const cancelled = status === 'cancelled';
  return (
    <div className={cx(css.root, className)} data-status={cancelled ? 'cancelled' : undefined}>
      <Progress.Root
        className={css.track}
        value={value}
        max={100}
        aria-label="Order progress"
        getValueLabel={() => orderProgressText(status)}
      >
        <Progress.Indicator className={css.indicator} style={{ width: `${value}%` }} />
      </Progress.Root>
      {cancelled ? (
        <p className={css.cancelled}>
          <XCircle aria-hidden="true" size={16} /> Order cancelled
        </p>
      ) : (
        <ol className={css.steps} aria-label="Order steps">
          {ORDER_STATUSES.map((s, i) => {
            const state = i === currentIndex ? 'current' : i < currentIndex ? 'done' : 'todo';
            return (
              <li key={s} className={css.step[state]} aria-current={state === 'current' ? 'step' : undefined}>
                {ORDER_STEP_LABELS[s]}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
