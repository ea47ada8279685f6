/**
 * What an order may still give back without a return (decision 067), as My sales and the back
 * office offer 'Refund': only a paid order that is not cancelled (PAID_ORDER_STATUSES: processing,
 * shipped, delivered), and only what was paid and not yet refunded. The server checks the same
 * with refundRefusal over the order's lines (returns.ts); this reads the order's totals.
 */
import { toPence } from './money.ts';
import { isPaidOrderStatus } from './rules.ts';

/** The parts of an order this rule reads: its status and its totals in pounds. */
export interface RefundableOrder {
  status: string;
  /** What the buyer paid, pounds. */
  total_amount: number;
  /** What has been refunded so far, pounds. */
  refunded_amount: number;
}

/**
 * What may still be refunded on `order` without a return, integer pence: total minus refunded
 * (never below 0) for an order in PAID_ORDER_STATUSES, 0 for any other (unpaid, cancelled).
 */
export function orderRefundLeftPence(order: RefundableOrder): number {
  if (!isPaidOrderStatus(order.status)) return 0;
  return Math.max(0, toPence(order.total_amount) - toPence(order.refunded_amount));
}

/** What the buyer of `order` paid in the end: total minus refunded, integer pence (decision 067). */
export function orderPaidInTheEndPence(
  order: Pick<RefundableOrder, 'total_amount' | 'refunded_amount'>,
): number {
  return toPence(order.total_amount) - toPence(order.refunded_amount);
}
