/**
 * Sellers' payouts (decision 061): the schedule's format and its slots, the smallest payout and
 * the refusal texts, written once for the server, the mocks and the money page.
 * Times are UTC; a slot is the instant a scheduled payout run is due.
 */
import { SELLER_PAYOUT_MESSAGES } from './payout-messages.ts';
import { toPounds } from './money.ts';

/**
 * PAYOUT_SCHEDULE's values: 'daily' (every day at the payout hour), 'weekly' (Mondays at the
 * payout hour) or 'manual' (no scheduled payouts: only a seller's own request).
 */
export const PAYOUT_SCHEDULES = ['daily', 'weekly', 'manual'] as const;
/** One of PAYOUT_SCHEDULES. */
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

/** A payout schedule: its kind and the hour of the day (0-23, UTC) its runs are due. */
export interface PayoutTiming {
  schedule: PayoutSchedule;
  hourUtc: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Day of the week of a weekly payout (Date.getUTCDay: Monday). */
const WEEKLY_DAY = 1;

/**
 * The latest slot of `timing` at or before `now` (the run that is due), or null for 'manual'.
 * Daily: today at `hourUtc` if that has come, else yesterday's; weekly: the latest Monday at
 * `hourUtc` not after `now`.
 */
export function currentPayoutSlot(timing: PayoutTiming, now: Date): Date | null {
  if (timing.schedule === 'manual') return null;
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), timing.hourUtc));
  let slot = day.getTime() <= now.getTime() ? day.getTime() : day.getTime() - DAY_MS;
  if (timing.schedule === 'weekly') {
    while (new Date(slot).getUTCDay() !== WEEKLY_DAY) slot -= DAY_MS;
  }
  return new Date(slot);
}

/** The first slot of `timing` strictly after `now` (the next payout date), or null for 'manual'. */
export function nextPayoutSlot(timing: PayoutTiming, now: Date): Date | null {
  const current = currentPayoutSlot(timing, now);
  if (current === null) return null;
  return new Date(current.getTime() + (timing.schedule === 'weekly' ? 7 : 1) * DAY_MS);
}

/**
 * The default payout terms (PAYOUT_SCHEDULE, PAYOUT_HOUR_UTC and MIN_PAYOUT_PENCE unset): daily
 * at 06:00 UTC, at least £1.00. The server's configuration starts from them; the mocks use them.
 */
export const DEFAULT_PAYOUT_TERMS: PayoutTiming & { minPayoutPence: number } = {
  schedule: 'daily',
  hourUtc: 6,
  minPayoutPence: 100,
};

/** Payouts on one page of GET /payouts/ unless the caller asks for another size. */
export const PAYOUTS_PAGE_SIZE = 20;

/** The 400 text of a payout asked for below `minPayoutPence` (MIN_PAYOUT_PENCE). */
export function belowMinimumPayoutMessage(minPayoutPence: number): string {
  return SELLER_PAYOUT_MESSAGES.belowMinimum.replace('{amount}', `£${toPounds(minPayoutPence).toFixed(2)}`);
}

/** What a seller's payout request depends on: their money page's facts (SellerMoneySummary). */
export interface PayoutRequestFacts {
  on_hold: boolean;
  has_payout_account: boolean;
  balances: { available_pence: number };
  terms: { min_payout_pence: number };
}

/**
 * Why seller `money` cannot ask for a payout now, as the 400 of POST /payouts/ says it, or null
 * when they can (decision 061). The checks run in the server's order: on hold
 * (SELLER_PAYOUT_MESSAGES.onHold), no active payout account (noPayoutAccount), an available balance
 * below the minimum (belowMinimumPayoutMessage). The mocks refuse with it; the money page explains
 * its disabled 'Request payout' button with it.
 */
export function payoutRequestRefusal(money: PayoutRequestFacts): string | null {
  if (money.on_hold) return SELLER_PAYOUT_MESSAGES.onHold;
  if (!money.has_payout_account) return SELLER_PAYOUT_MESSAGES.noPayoutAccount;
  if (money.balances.available_pence < money.terms.min_payout_pence)
    return belowMinimumPayoutMessage(money.terms.min_payout_pence);
  return null;
}
