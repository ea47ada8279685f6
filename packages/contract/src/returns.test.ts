/**
 * THE rules of returns and refunds (decision 067): the state machine and who moves each edge, the
 * return window, the refusals of a new request and of a refund, and the spreading of an
 * order-wide refund over its lines so that no line is ever refunded more than was paid for it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OPEN_RETURN_STATUSES,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  allocateRefund,
  canMoveReturn,
  isOpenReturn,
  lineRefundablePence,
  orderRefundablePence,
  refundRefusal,
  returnMovesFor,
  returnRefundPence,
  returnRequestRefusal,
  unitsLeftToReturn,
  returnRespondBy,
  returnWindowEnds,
  type ReturnRequestFacts,
} from './returns.ts';
import { RETURN_MESSAGES, formatPence } from './returns-messages.ts';

describe('the return request state machine', () => {
  it('lets each party move only its own edges', () => {
    expect(canMoveReturn('requested', 'accepted', 'seller')).toBe(true);
    expect(canMoveReturn('requested', 'accepted', 'buyer')).toBe(false);
    expect(canMoveReturn('requested', 'accepted', 'staff')).toBe(false);
    expect(canMoveReturn('requested', 'declined', 'seller')).toBe(true);
    expect(canMoveReturn('requested', 'escalated', 'system')).toBe(true);
    expect(canMoveReturn('requested', 'escalated', 'buyer')).toBe(false);
    expect(canMoveReturn('accepted', 'in_transit', 'buyer')).toBe(true);
    expect(canMoveReturn('accepted', 'in_transit', 'seller')).toBe(false);
    expect(canMoveReturn('accepted', 'refunded', 'system')).toBe(true);
    expect(canMoveReturn('in_transit', 'received', 'seller')).toBe(true);
    expect(canMoveReturn('in_transit', 'escalated', 'buyer')).toBe(true);
    expect(canMoveReturn('received', 'refunded', 'system')).toBe(true);
    expect(canMoveReturn('declined', 'escalated', 'buyer')).toBe(true);
    expect(canMoveReturn('declined', 'escalated', 'seller')).toBe(false);
    expect(canMoveReturn('escalated', 'resolved', 'staff')).toBe(true);
    expect(canMoveReturn('escalated', 'resolved', 'seller')).toBe(false);
  });

  it('lets nothing leave refunded or resolved, and knows no unknown state', () => {
    for (const to of RETURN_STATUSES)
      for (const party of ['buyer', 'seller', 'staff', 'system'] as const) {
        expect(canMoveReturn('refunded', to, party)).toBe(false);
        expect(canMoveReturn('resolved', to, party)).toBe(false);
        expect(canMoveReturn('lost', to, party)).toBe(false);
      }
    expect(returnMovesFor('lost', 'buyer')).toEqual([]);
  });

  it('lists the moves of a party in a state', () => {
    expect(returnMovesFor('requested', 'seller')).toEqual(['accepted', 'declined']);
    expect(returnMovesFor('in_transit', 'buyer')).toEqual(['escalated']);
    expect(returnMovesFor('escalated', 'staff')).toEqual(['resolved']);
  });

  it('has every state in the table, and only final states without a way out', () => {
    expect(Object.keys(RETURN_TRANSITIONS).sort()).toEqual([...RETURN_STATUSES].sort());
    const finals = RETURN_STATUSES.filter((s) => Object.keys(RETURN_TRANSITIONS[s]).length === 0);
    expect(finals).toEqual(['refunded', 'resolved']);
    expect(OPEN_RETURN_STATUSES.filter((s) => finals.includes(s))).toEqual([]);
    expect(isOpenReturn('declined')).toBe(true);
    expect(isOpenReturn('refunded')).toBe(false);
    expect(isOpenReturn('resolved')).toBe(false);
  });
});

describe('the return window and the answer deadline', () => {
  const delivered = new Date('2026-03-01T12:00:00.000Z');

  it('ends 30 days after delivery by default, and when configured', () => {
    expect(returnWindowEnds(delivered).toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(returnWindowEnds(delivered, 14).toISOString()).toBe('2026-03-15T12:00:00.000Z');
    expect(returnRespondBy(delivered).toISOString()).toBe('2026-03-04T12:00:00.000Z');
  });

  const facts: ReturnRequestFacts = {
    orderStatus: 'delivered',
    deliveredAt: delivered,
    now: new Date('2026-03-31T12:00:00.000Z'),
    windowDays: 30,
    lineQuantity: 2,
    unitPricePence: 1000,
    refundedPence: 0,
    returnedQuantity: 0,
    hasOpenRequest: false,
    hasDecidedRequest: false,
    quantity: 2,
  };

  it('accepts a request on the last moment of the window', () => {
    expect(returnRequestRefusal(facts)).toBeNull();
  });

  it('refuses an undelivered order, a closed window, a second open request, too many units', () => {
    expect(returnRequestRefusal({ ...facts, orderStatus: 'shipped' })).toBe(
      RETURN_MESSAGES.errors.notDelivered,
    );
    expect(returnRequestRefusal({ ...facts, deliveredAt: null })).toBe(RETURN_MESSAGES.errors.notDelivered);
    expect(returnRequestRefusal({ ...facts, now: new Date('2026-03-31T12:00:00.001Z') })).toBe(
      'The 30-day return window for this order has closed.',
    );
    expect(returnRequestRefusal({ ...facts, hasOpenRequest: true })).toBe(RETURN_MESSAGES.errors.openRequest);
    expect(returnRequestRefusal({ ...facts, quantity: 3 })).toBe('You can return 1 to 2 of this item.');
    expect(returnRequestRefusal({ ...facts, quantity: 0 })).toBe('You can return 1 to 2 of this item.');
    expect(returnRequestRefusal({ ...facts, returnedQuantity: 1 })).toBe('You can return 1 of this item.');
    expect(returnRequestRefusal({ ...facts, returnedQuantity: 2 })).toBe(RETURN_MESSAGES.errors.nothingLeft);
  });

  it('refuses a new request on a line whose dispute staff decided (final), even with units left', () => {
    expect(returnRequestRefusal({ ...facts, hasDecidedRequest: true })).toBe(RETURN_MESSAGES.errors.decided);
  });

  it('counts units refunded without a return as the screens do (unitsLeftToReturn)', () => {
    // £10 of a £10 unit refunded as goodwill: one unit left, as My orders shows.
    expect(returnRequestRefusal({ ...facts, refundedPence: 1000 })).toBe('You can return 1 of this item.');
    // A partial goodwill refund leaves the unit returnable.
    expect(returnRequestRefusal({ ...facts, refundedPence: 999 })).toBeNull();
    expect(returnRequestRefusal({ ...facts, refundedPence: 2000 })).toBe(RETURN_MESSAGES.errors.nothingLeft);
  });
});

describe('unitsLeftToReturn', () => {
  const units = { quantity: 3, unitPricePence: 1250, refundedPence: 0, returnedQuantity: 0 };

  it('takes the larger of the units returned and the units refunded in full', () => {
    expect(unitsLeftToReturn(units)).toBe(3);
    expect(unitsLeftToReturn({ ...units, returnedQuantity: 1, refundedPence: 1250 })).toBe(2);
    // Defensive: more units returned than the refunded pence pay for (a capped return leaves the
    // line refunded in full, so this does not arise) still counts every returned unit.
    expect(unitsLeftToReturn({ ...units, returnedQuantity: 2, refundedPence: 1300 })).toBe(1);
    expect(unitsLeftToReturn({ ...units, returnedQuantity: 1, refundedPence: 3750 })).toBe(0);
  });

  it('never goes below 0, and keeps the units not returned of a free line', () => {
    expect(unitsLeftToReturn({ ...units, refundedPence: 99_999 })).toBe(0);
    expect(unitsLeftToReturn({ ...units, unitPricePence: 0, returnedQuantity: 1 })).toBe(2);
  });
});

describe('refunds per line and per order', () => {
  const lines = [
    { id: 7, paidPence: 1000, refundedPence: 250 },
    { id: 3, paidPence: 500, refundedPence: 500 },
    { id: 9, paidPence: 300, refundedPence: 0 },
  ];

  it('knows what is left on a line and on the order', () => {
    expect(lineRefundablePence(lines[0]!)).toBe(750);
    expect(lineRefundablePence({ id: 1, paidPence: 100, refundedPence: 150 })).toBe(0);
    expect(orderRefundablePence(lines)).toBe(1050);
  });

  it('fills lines in id order, skipping those refunded in full', () => {
    expect(allocateRefund(lines, 800)).toEqual([
      { id: 7, pence: 750 },
      { id: 9, pence: 50 },
    ]);
    expect(allocateRefund(lines, 1050)).toEqual([
      { id: 7, pence: 750 },
      { id: 9, pence: 300 },
    ]);
  });

  it('refuses 0p, part pence and more than is left', () => {
    expect(() => allocateRefund(lines, 0)).toThrow(RangeError);
    expect(() => allocateRefund(lines, 1.5)).toThrow(RangeError);
    expect(() => allocateRefund(lines, 1051)).toThrow(RangeError);
  });

  it('never refunds a line more than was paid for it, and spreads exactly the amount', () => {
    const line = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      paidPence: fc.integer({ min: 1, max: 100_000 }),
      refunded: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(line, { selector: (l) => l.id, minLength: 1, maxLength: 6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, share) => {
          const order = raw.map((l) => ({
            id: l.id,
            paidPence: l.paidPence,
            refundedPence: Math.floor((l.paidPence * l.refunded) / 100),
          }));
          const left = orderRefundablePence(order);
          fc.pre(left > 0);
          const amount = Math.max(1, Math.floor(left * share));
          const parts = allocateRefund(order, amount);
          expect(parts.reduce((sum, p) => sum + p.pence, 0)).toBe(amount);
          for (const part of parts) {
            const l = order.find((o) => o.id === part.id)!;
            expect(part.pence).toBeGreaterThan(0);
            expect(l.refundedPence + part.pence).toBeLessThanOrEqual(l.paidPence);
          }
        },
      ),
    );
  });

  it('refunds a return at the unit price, capped by what the line has left', () => {
    expect(returnRefundPence(400, 2, { id: 1, paidPence: 1200, refundedPence: 0 })).toBe(800);
    expect(returnRefundPence(400, 2, { id: 1, paidPence: 1200, refundedPence: 500 })).toBe(700);
  });

  it('refuses a refund of 0p, part pence, or above what is left, naming what is left', () => {
    expect(refundRefusal(500, 500)).toBeNull();
    expect(refundRefusal(0, 500)).toBe(RETURN_MESSAGES.errors.refundAmount);
    expect(refundRefusal(12.5, 500)).toBe(RETURN_MESSAGES.errors.refundAmount);
    expect(refundRefusal(501, 123_456)).toBeNull();
    expect(refundRefusal(123_457, 123_456)).toBe('At most £1,234.56 can still be refunded.');
  });

  it('writes pence as the shop does', () => {
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(123_456_789)).toBe('£1,234,567.89');
    expect(formatPence(-100)).toBe('-£1.00');
  });
});
