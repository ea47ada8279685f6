import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPATCH_DAYS, MAX_DISPATCH_DAYS } from './constants.ts';
import { deliveryDateText, estimatedDelivery, estimatedDeliveryText, shopToday } from './delivery.ts';

/** A local date at noon (no time-zone edge), month 1-based. */
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12);

describe('the estimated delivery dates (decision 047)', () => {
  it('adds the dispatch time and the carrier window in working days', () => {
    // Thursday 28 Nov 2024, dispatch within 2 working days, then 1-3 working days in transit.
    const window = estimatedDelivery(day(2024, 11, 28), 2);
    expect(window.earliest).toEqual(day(2024, 12, 3)); // Fri, Mon (dispatched), Tue
    expect(window.latest).toEqual(day(2024, 12, 5));
    expect(estimatedDeliveryText(window)).toBe('Estimated delivery: Tue 3 Dec – Thu 5 Dec');
  });

  it('skips Saturday and Sunday, an order at the weekend counting from Monday', () => {
    const window = estimatedDelivery(day(2024, 11, 30), 0); // Saturday
    expect(deliveryDateText(window.earliest)).toBe('Mon 2 Dec');
    expect(deliveryDateText(window.latest)).toBe('Wed 4 Dec');
  });

  it('uses the default for a missing or bad dispatch time and caps a long one', () => {
    const from = day(2024, 11, 28);
    expect(estimatedDelivery(from, undefined)).toEqual(estimatedDelivery(from, DEFAULT_DISPATCH_DAYS));
    expect(estimatedDelivery(from, -1)).toEqual(estimatedDelivery(from, DEFAULT_DISPATCH_DAYS));
    expect(estimatedDelivery(from, 1.5)).toEqual(estimatedDelivery(from, DEFAULT_DISPATCH_DAYS));
    expect(estimatedDelivery(from, 500)).toEqual(estimatedDelivery(from, MAX_DISPATCH_DAYS));
  });
});

describe('shopToday', () => {
  it("counts from the shop's calendar day in London, whatever the clock's own time zone", () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST, UTC+1).
    const day = shopToday(new Date(Date.UTC(2026, 5, 30, 23, 30)));
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual([2026, 7, 1]);
    // 23:30 UTC on 30 December is still 30 December in London (GMT).
    const winter = shopToday(new Date(Date.UTC(2026, 11, 30, 23, 30)));
    expect([winter.getFullYear(), winter.getMonth() + 1, winter.getDate()]).toEqual([2026, 12, 30]);
  });
});
