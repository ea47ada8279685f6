import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPrice } from './format.ts';

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

describe('formatPrice is exactly Intl en-GB GBP (it formats without Intl for speed; decision 038)', () => {
  const intl = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  it('matches on edge values: halves, negatives, -0, thousands, huge and not-finite numbers', () => {
    const values = [
      0,
      -0,
      0.001,
      0.004,
      0.005,
      -0.004,
      -0.005,
      1.005,
      -1.005,
      2.675,
      1.115,
      0.125,
      0.135,
      9.995,
      999.995,
      1000,
      999999.99,
      1_000_000,
      123456789.125,
      9_999_999_999_999.99,
      1e13,
      1e21,
      -1e21,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (const value of values) expect(formatPrice(value), String(value)).toBe(intl.format(value));
  });
  it('matches on every price from £0.00 to £100.00 in pence and on 5,000 pseudo-random values with 3 decimals', () => {
    for (let pence = 0; pence <= 10_000; pence++)
      expect(formatPrice(pence / 100)).toBe(intl.format(pence / 100));
    let seed = 42;
    for (let i = 0; i < 5000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const value = Math.round((seed / 2 ** 31) * 10 ** 9) / 1000 - 100_000;
      expect(formatPrice(value), String(value)).toBe(intl.format(value));
    }
  });
});

describe('formatDate is exactly Intl en-GB day/month/year in UTC (it formats without Intl for speed)', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  it('matches on every day of 1999-2031, around midnight UTC and on years before 1000', () => {
    for (let day = Date.UTC(1999, 0, 1); day < Date.UTC(2032, 0, 1); day += 86_400_000) {
      for (const offset of [0, 86_399_999]) {
        const iso = new Date(day + offset).toISOString();
        expect(formatDate(iso), iso).toBe(intl.format(new Date(iso)));
      }
    }
    for (const iso of ['0999-03-04T00:00:00Z', '2026-11-23T23:59:59+02:00', '2026-11-24T00:30:00-01:00']) {
      expect(formatDate(iso), iso).toBe(intl.format(new Date(iso)));
    }
  });
});

describe('formatDateTime is exactly Intl en-GB day/month/year, hour:minute in UTC (the back office)', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  it('formats an ISO date-time as 02/03/2026, 10:15 and leaves text that is not a date alone', () => {
    expect(formatDateTime('2026-03-02T10:15:59.999Z')).toBe('02/03/2026, 10:15');
    expect(formatDateTime('soon')).toBe('soon');
  });
  it('matches every hour and minute of a day, every day of 2024-2027 and other offsets', () => {
    for (let minute = Date.UTC(2026, 2, 29); minute < Date.UTC(2026, 2, 30); minute += 60_000) {
      const iso = new Date(minute).toISOString();
      expect(formatDateTime(iso), iso).toBe(intl.format(new Date(iso)));
    }
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      for (const offset of [0, 43_260_000, 86_399_999]) {
        const iso = new Date(day + offset).toISOString();
        expect(formatDateTime(iso), iso).toBe(intl.format(new Date(iso)));
      }
    }
    for (const iso of ['0999-03-04T00:00:00Z', '2026-11-23T23:59:59+02:00', '2026-11-24T00:30:00-01:00']) {
      expect(formatDateTime(iso), iso).toBe(intl.format(new Date(iso)));
    }
  });
});
