/**
 * What an order may still refund without a return (decision 067): the 'Refund' offered on My sales
 * and in the back office, and what the buyer paid in the end.
 */
import { describe, expect, it } from 'vitest';
import { FULFILMENT_STATUSES } from './constants.ts';
import { orderPaidInTheEndPence, orderRefundLeftPence } from './returns-refund-left.ts';

describe('orderRefundLeftPence', () => {
  it('is the total minus what was refunded, in pence, on a paid order', () => {
    for (const status of ['processing', 'shipped', 'delivered'])
      expect(orderRefundLeftPence({ status, total_amount: 42.5, refunded_amount: 10.1 })).toBe(3240);
  });

  it('is 0 on an order that was never paid or was cancelled', () => {
    expect(orderRefundLeftPence({ status: 'pending', total_amount: 42.5, refunded_amount: 0 })).toBe(0);
    expect(orderRefundLeftPence({ status: 'cancelled', total_amount: 42.5, refunded_amount: 0 })).toBe(0);
    expect(orderRefundLeftPence({ status: 'lost', total_amount: 42.5, refunded_amount: 0 })).toBe(0);
  });

  it('is 0 once everything was refunded, never below', () => {
    expect(orderRefundLeftPence({ status: 'delivered', total_amount: 19.99, refunded_amount: 19.99 })).toBe(
      0,
    );
    expect(orderRefundLeftPence({ status: 'delivered', total_amount: 19.99, refunded_amount: 25 })).toBe(0);
  });

  it('counts in whole pence where pounds in doubles would not (0.1 + 0.2)', () => {
    expect(orderRefundLeftPence({ status: 'shipped', total_amount: 0.3, refunded_amount: 0.1 })).toBe(20);
  });

  it('knows every fulfilment status', () => {
    const offered = FULFILMENT_STATUSES.filter(
      (status) => orderRefundLeftPence({ status, total_amount: 1, refunded_amount: 0 }) > 0,
    );
    expect(offered).toEqual(['processing', 'shipped', 'delivered']);
  });
});

describe('orderPaidInTheEndPence', () => {
  it('is the total minus what was refunded, in pence', () => {
    expect(orderPaidInTheEndPence({ total_amount: 42.5, refunded_amount: 0 })).toBe(4250);
    expect(orderPaidInTheEndPence({ total_amount: 42.5, refunded_amount: 12.25 })).toBe(3025);
    expect(orderPaidInTheEndPence({ total_amount: 42.5, refunded_amount: 42.5 })).toBe(0);
  });
});
