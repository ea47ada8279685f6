/**
 * Formatting in one place (ARCHITECTURE "Money"; spec sections 1 and 9): GBP in en-GB with
 * 2 decimals, dates as day/month/year in en-GB.
 *
 * Prices are formatted without Intl: the first Intl formatter a page creates loads the browser's
 * locale data, about 20 ms of main thread on a desktop and 80 ms on a throttled phone, inside the
 * task that hydrates a server-rendered page (decision 038). The output is exactly
 * `Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })`'s, which format.test.tsx
 * checks over thousands of values. Dates likewise (a product page's reviews carry dates).
 */

/** The en-GB pound sign and thousands separator, as Intl writes them. */
const POUND = '£';
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Formats pounds (a number such as 12.5) as '£12.50': en-GB, thousands grouped with commas,
 * 2 decimals rounded half away from zero on the number's shortest decimal form (as Intl does:
 * 1.005 is '£1.01'), negatives (and -0) as '-£12.50'. Beyond what pence in a double hold
 * exactly (|pounds| >= 10^13, and NaN or Infinity) it hands over to Intl itself.
 */
export function formatPrice(pounds: number): string {
  if (!(Math.abs(pounds) < 1e13)) {
    gbp ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
    return gbp.format(pounds);
  }
  // Rounded on the shortest decimal form of the number (String(484914.56499999994) keeps its
  // digits, String(1.005) is '1.005'), as Intl does: the third decimal decides, 5 and up rounds up.
  const [whole = '0', decimals = ''] = Math.abs(pounds) < 1e-6 ? ['0'] : String(Math.abs(pounds)).split('.');
  const digits = decimals.padEnd(3, '0');
  const pence = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  const grouped = Math.floor(pence / 100)
    .toString()
    .replace(THOUSANDS, ',');
  const fraction = (pence % 100).toString().padStart(2, '0');
  const sign = pounds < 0 || Object.is(pounds, -0) ? '-' : '';
  return `${sign}${POUND}${grouped}.${fraction}`;
}

let gbp: Intl.NumberFormat | undefined;
/**
 * Formats an ISO date text as '23/11/2026' (en-GB day/month/year, in UTC, as
 * `Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })`
 * writes it; format.test.tsx checks the two agree). Returns the input when it is not a date.
 */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/**
 * Formats an ISO date-time text as '02/03/2026, 10:15' (en-GB day/month/year and 24-hour time, in
 * UTC, as `Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric',
 * hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })` writes it; format.test.tsx checks the two
 * agree). Seconds are dropped, not rounded. Returns the input when it is not a date.
 */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${formatDate(iso)}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** A day, month, hour or minute on two digits: 3 is '03'. */
function two(n: number): string {
  return String(n).padStart(2, '0');
}
