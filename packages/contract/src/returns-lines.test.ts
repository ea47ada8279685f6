/**
 * The buyer's side of returns as the screens read it (decision 067): the units left to ask back,
 * when My orders offers 'Return or report a problem', and which side of a request a user is.
 */
import { describe, expect, it } from 'vitest';
import { OPEN_RETURN_STATUSES, RETURN_STATUSES } from './returns.ts';
import { canAskReturn, returnSideOf, returnableQuantity, type ReturnableLine } from './returns-lines.ts';

const line = (overrides: Partial<ReturnableLine> = {}): ReturnableLine => ({
  quantity: 3,
  product_price: 12.5,
  refunded_amount: 0,
  return_request: null,
  ...overrides,
});

const delivered = { status: 'delivered', return_by: '2026-04-01T12:00:00.000Z' };
const before = new Date('2026-03-20T09:00:00.000Z');

describe('returnableQuantity', () => {
  it('is every unit bought while nothing was refunded', () => {
    expect(returnableQuantity(line())).toBe(3);
  });

  it('leaves out the units refunded in full', () => {
    expect(returnableQuantity(line({ refunded_amount: 12.5 }))).toBe(2);
    expect(returnableQuantity(line({ refunded_amount: 25 }))).toBe(1);
    expect(returnableQuantity(line({ refunded_amount: 37.5 }))).toBe(0);
  });

  it('keeps a unit only partly refunded (a goodwill refund), and never goes below 0', () => {
    expect(returnableQuantity(line({ refunded_amount: 3 }))).toBe(3);
    expect(returnableQuantity(line({ refunded_amount: 30 }))).toBe(1);
    expect(returnableQuantity(line({ refunded_amount: 100 }))).toBe(0);
  });

  it('counts in pence, so pounds that a double holds inexactly still divide', () => {
    expect(returnableQuantity(line({ quantity: 3, product_price: 0.1, refunded_amount: 0.3 }))).toBe(0);
    expect(returnableQuantity(line({ quantity: 10, product_price: 19.99, refunded_amount: 59.97 }))).toBe(7);
  });

  it('keeps every unit of a free line', () => {
    expect(returnableQuantity(line({ product_price: 0 }))).toBe(3);
  });
});

describe('canAskReturn', () => {
  it('is true on a delivered order before its return_by, with no request on the line', () => {
    expect(canAskReturn(delivered, line(), before)).toBe(true);
  });

  it('is true up to the moment return_by names, and false after it', () => {
    expect(canAskReturn(delivered, line(), new Date(delivered.return_by))).toBe(true);
    expect(canAskReturn(delivered, line(), new Date(Date.parse(delivered.return_by) + 1))).toBe(false);
  });

  it('is false on an order that is not delivered, or has no return_by', () => {
    for (const status of ['pending', 'processing', 'shipped', 'cancelled'])
      expect(canAskReturn({ ...delivered, status }, line(), before)).toBe(false);
    expect(canAskReturn({ status: 'delivered', return_by: null }, line(), before)).toBe(false);
    expect(canAskReturn({ status: 'delivered', return_by: 'not a date' }, line(), before)).toBe(false);
  });

  it('is false while a request on the line is open or after staff decided one, true once it was refunded', () => {
    for (const status of RETURN_STATUSES) {
      const open = (OPEN_RETURN_STATUSES as readonly string[]).includes(status);
      const expected = !open && status !== 'resolved';
      expect(canAskReturn(delivered, line({ return_request: { status } }), before), status).toBe(expected);
    }
    expect(canAskReturn(delivered, line({ return_request: { status: 'refunded' } }), before)).toBe(true);
  });

  it('is false once every unit was refunded', () => {
    const refunded = line({ quantity: 1, refunded_amount: 12.5, return_request: { status: 'refunded' } });
    expect(canAskReturn(delivered, refunded, before)).toBe(false);
  });
});

describe('returnSideOf', () => {
  const request = { buyer: { id: 1 }, seller: { id: 2 } };

  it('names the buyer and the seller by their user id', () => {
    expect(returnSideOf(request, 1)).toBe('buyer');
    expect(returnSideOf(request, 2)).toBe('seller');
  });

  it('is null for anyone else, a visitor, and when the seller is gone', () => {
    expect(returnSideOf(request, 3)).toBeNull();
    expect(returnSideOf(request, null)).toBeNull();
    expect(returnSideOf({ buyer: { id: 1 }, seller: null }, 2)).toBeNull();
  });
});
