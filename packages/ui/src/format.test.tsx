import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format.ts';

describe('formatPrice (GBP, en-GB, 2 decimals; spec section 1)', () => {
  it('formats 12.5 pounds as £12.50', () => {
    expect(formatPrice(12.5)).toBe('£12.50');
  });
  it('groups thousands: 1234 is £1,234.00', () => {
    expect(formatPrice(1234)).toBe('£1,234.00');
  });
  it('formats 0 as £0.00', () => {
    expect(formatPrice(0)).toBe('£0.00');
  });
  it('rounds to 2 decimals', () => {
    expect(formatPrice(9.999)).toBe('£10.00');
  });
});

describe('formatDate (en-GB day/month/year; spec section 2, my-orders)', () => {
  it('formats an ISO date as 23/11/2026', () => {
    expect(formatDate('2026-11-23T10:00:00Z')).toBe('23/11/2026');
  });
  it('returns text that is not a date unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
