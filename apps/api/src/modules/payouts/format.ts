/** Money in reconciliation's lines: integer pence as `£1,234.56` (a minus sign before the £). */
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** `pence` (integer) as pounds for a report line, e.g. 123456 -> `£1,234.56`. */
export function formatPounds(pence: number): string {
  return pounds.format(pence / 100);
}
