import { FULFILMENT_STATUSES, type OrderStatus } from '@shop/contract';
import { Badge, type BadgeProps } from '../Badge/index.ts';
import { ORDER_STEP_LABELS } from '../OrderProgress/index.ts';

/**
 * The tone of each order status: pending amber, processing blue, shipped teal ('transit': on its
 * way, decision 047; red reads as an error), delivered green, cancelled red.
 */
export const ORDER_STATUS_TONES: Record<OrderStatus, NonNullable<BadgeProps['tone']>> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'transit',
  delivered: 'success',
  cancelled: 'danger',
};

/** True when `status` is one of FULFILMENT_STATUSES. */
export function isFulfilmentStatus(status: string): status is OrderStatus {
  return (FULFILMENT_STATUSES as readonly string[]).includes(status);
}

/** Props of {@link OrderStatusBadge}: the order status as the server sends it, and span props. */
export type OrderStatusBadgeProps = Omit<BadgeProps, 'tone' | 'children'> & { status: string };

/**
 * An order's status as a badge ('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'),
 * each in its tone; an unknown status shows its text in the neutral tone.
 */
export function OrderStatusBadge({ status, ...props }: OrderStatusBadgeProps) {
  const known = isFulfilmentStatus(status) ? status : null;
  return (
    <Badge tone={known ? ORDER_STATUS_TONES[known] : 'neutral'} {...props}>
      {known ? ORDER_STEP_LABELS[known] : status}
    </Badge>
  );
}
