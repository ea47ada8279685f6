/**
 * How the money page writes payout dates and states (decision 061): days in the shop's calendar
 * (Europe/London, the contract's shopDateKey), built from the date's parts with our own names, so
 * every machine writes the same text whatever its ICU version ('Sunday, 8 March' on one, 'Sunday
 * 8 March' on another).
 */
import { shopDateKey, type PayoutState } from '@shop/contract';
import { MONTHS } from '../SellerStatement/statementFormat.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * An instant (ISO text) as its day in the shop's calendar, 'Monday 9 March' (no year: the next
 * payout is at most a week away). Returns the input when it is not a date.
 */
export function payoutDayLabel(iso: string): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  const [year = 0, month = 1, day = 1] = shopDateKey(iso).split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  return `${weekday} ${day} ${MONTHS[month - 1] ?? ''}`;
}

/** A payout's status as the list shows it. */
export const PAYOUT_STATUS_LABELS: Readonly<Record<PayoutState, string>> = {
  requested: 'Requested',
  in_transit: 'In transit',
  paid: 'Paid',
  failed: 'Failed',
};
