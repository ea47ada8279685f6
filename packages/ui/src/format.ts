/**
 * Formatting in one place (ARCHITECTURE "Money"; spec sections 1 and 9): GBP in en-GB with
 * 2 decimals, dates as day/month/year in en-GB.
 */
const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const date = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Formats pounds (a number such as 12.5) as '£12.50'. */
export function formatPrice(pounds: number): string {
  return gbp.format(pounds);
}

/** Formats an ISO date text as '23/11/2026' (en-GB, UTC). Returns the input when it is not a date. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : date.format(d);
}
