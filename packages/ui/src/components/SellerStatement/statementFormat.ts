/**
 * How the statement and the earnings chart write money, months, days and weeks (decision 063):
 * pence as en-GB pounds (formatPrice), the shop's calendar (Europe/London: the contract's
 * shopDateKey) as '05/11/2026', months 'YYYY-MM' as 'November 2026', weeks by their Monday as
 * '23 Nov'. Written without Intl, as format.ts is, so every story renders the same everywhere.
 */
import { shopDateKey, type StatementStatus } from '@shop/contract';
import { formatPrice } from '../../format.ts';

/** The months' names in en-GB, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Integer pence as '£12.34' ('-£2.50' below zero). */
export function formatPence(pence: number): string {
  return formatPrice(pence / 100);
}

/** 'YYYY-MM' as 'November 2026'; the input when it is not a month key. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  const name = MONTHS[Number(m) - 1];
  return name === undefined || year === undefined ? month : `${name} ${year}`;
}

/** An instant (ISO text) as the shop's calendar day, '05/11/2026'. */
export function shopDayLabel(iso: string): string {
  const [year, month, day] = shopDateKey(iso).split('-');
  return `${day}/${month}/${year}`;
}

/** A week's Monday 'YYYY-MM-DD' as '23 Nov' (short) or '23 November 2026' (long). */
export function weekLabel(weekStart: string, long = false): string {
  const [year = '', month = '', day = ''] = weekStart.split('-');
  const name = MONTHS[Number(month) - 1] ?? month;
  return long ? `${Number(day)} ${name} ${year}` : `${Number(day)} ${name.slice(0, 3)}`;
}

/** A statement status as the table shows it: 'Part refunded', 'Released'... */
export function statusLabel(status: StatementStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
