import { describe, expect, it } from 'vitest';
import {
  addDeadlineDays,
  awaitsRelease,
  awaitsShipment,
  canConfirmReceipt,
  receiptRefusal,
  RECEIPT_REFUSALS,
} from './release.ts';

describe('receiptRefusal (decision 060)', () => {
  it('lets the buyer confirm a shipped or a delivered order that is not released', () => {
    expect(receiptRefusal({ status: 'shipped', released_at: null })).toBeNull();
    expect(receiptRefusal({ status: 'delivered', released_at: null })).toBeNull();
    expect(canConfirmReceipt({ status: 'delivered', released_at: null })).toBe(true);
  });

  it('refuses an order not shipped yet', () => {
    expect(receiptRefusal({ status: 'pending', released_at: null })).toBe(RECEIPT_REFUSALS.notShipped);
    expect(receiptRefusal({ status: 'processing', released_at: null })).toBe(RECEIPT_REFUSALS.notShipped);
  });

  it('refuses a cancelled order', () => {
    expect(receiptRefusal({ status: 'cancelled', released_at: null })).toBe(RECEIPT_REFUSALS.cancelled);
  });

  it('refuses an order already released', () => {
    expect(receiptRefusal({ status: 'delivered', released_at: '2026-01-01T00:00:00.000Z' })).toBe(
      RECEIPT_REFUSALS.alreadyReleased,
    );
    expect(canConfirmReceipt({ status: 'delivered', released_at: '2026-01-01T00:00:00.000Z' })).toBe(false);
  });
});

describe('the deadlines', () => {
  it('count whole days of 24 hours', () => {
    expect(addDeadlineDays(new Date('2026-03-01T10:00:00.000Z'), 7).toISOString()).toBe(
      '2026-03-08T10:00:00.000Z',
    );
  });

  it('apply to a paid, unshipped order with a ship-by date only', () => {
    expect(awaitsShipment({ status: 'processing', ship_by: '2026-03-08T10:00:00.000Z' })).toBe(true);
    expect(awaitsShipment({ status: 'processing', ship_by: null })).toBe(false);
    expect(awaitsShipment({ status: 'shipped', ship_by: '2026-03-08T10:00:00.000Z' })).toBe(false);
  });

  it('release by date only a delivered order not released yet', () => {
    const at = '2026-03-20T10:00:00.000Z';
    expect(awaitsRelease({ status: 'delivered', released_at: null, release_at: at })).toBe(true);
    expect(awaitsRelease({ status: 'delivered', released_at: at, release_at: at })).toBe(false);
    expect(awaitsRelease({ status: 'shipped', released_at: null, release_at: null })).toBe(false);
  });
});
