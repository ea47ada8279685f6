/**
/**
 * Marketplace settings: the shop's commission on every seller order (decision 055), a seller
 * order's deadlines and how often the scheduled jobs look for them (decision 060), and sellers'
 * payouts (decision 061): when they are made and the smallest one; returns (decision 067): the
 * window after delivery and the seller's time to answer. The rules that apply them
 * (platformFeePence, receiptRefusal, addDeadlineDays, the payout terms) live once in @shop/contract.
 */
import {
  DEFAULT_FEE_RULE,
  DEFAULT_RETURN_RESPONSE_DAYS,
  DEFAULT_RETURN_WINDOW_DAYS,
  DEFAULT_PAYOUT_TERMS,
  DEFAULT_RELEASE_AFTER_DELIVERY_DAYS,
  DEFAULT_SHIP_BY_DAYS,
  PAYOUT_SCHEDULES,
  percentToBasisPoints,
  type FeeRule,
  type PayoutSchedule,
} from '@shop/contract';
import { Bad, envVar, oneOf, wholeNumber } from './env.ts';

/** When and how much sellers are paid out (decision 061). */
export interface PayoutConfig {
  /**
   * PAYOUT_SCHEDULE: 'daily' (every day at `hourUtc`), 'weekly' (Mondays at `hourUtc`) or
   * 'manual' (only when a seller asks); default 'daily'.
   */
  schedule: PayoutSchedule;
  /** PAYOUT_HOUR_UTC: the hour (0-23, UTC) of a scheduled payout run; default 6. */
  hourUtc: number;
  /**
   * MIN_PAYOUT_PENCE: the smallest payout, integer pence (default 100, £1.00): a seller whose
   * available balance is below it is not paid out, and their request is refused.
   */
  minPayoutPence: number;
}

/** The default payout settings: the contract's DEFAULT_PAYOUT_TERMS (daily at 06:00 UTC, at least £1.00). */
export const DEFAULT_PAYOUTS: PayoutConfig = { ...DEFAULT_PAYOUT_TERMS };

/** The most MIN_PAYOUT_PENCE may be: £100,000.00. */
export const MAX_MIN_PAYOUT_PENCE = 10_000_000;

/** The payout variables of envSchema (index.ts), parsed one by one. */
export const payoutEnv = {
  PAYOUT_SCHEDULE: oneOf(PAYOUT_SCHEDULES),
  PAYOUT_HOUR_UTC: wholeNumber(0, 23, ' (hour of the day, UTC)'),
  MIN_PAYOUT_PENCE: wholeNumber(1, MAX_MIN_PAYOUT_PENCE, ' (pence)'),
};

/** The payout settings from the parsed variables, defaults (DEFAULT_PAYOUTS) filled in. */
export function payoutConfig(
  schedule: PayoutSchedule | undefined,
  hourUtc: number | undefined,
  minPayoutPence: number | undefined,
): PayoutConfig {
  return {
    schedule: schedule ?? DEFAULT_PAYOUTS.schedule,
    hourUtc: hourUtc ?? DEFAULT_PAYOUTS.hourUtc,
    minPayoutPence: minPayoutPence ?? DEFAULT_PAYOUTS.minPayoutPence,
  };
}

/** Marketplace settings (PLATFORM_FEE_PERCENT, PLATFORM_FEE_FIXED_PENCE; decision 055). */
export interface MarketplaceConfig {
  /**
   * The shop's fee on each seller order: PLATFORM_FEE_PERCENT (default 10, up to 2 decimals, held
   * in basis points) plus PLATFORM_FEE_FIXED_PENCE (default 0), never more than the order's gross.
   */
  feeRule: FeeRule;
  /** Sellers' payouts (PAYOUT_SCHEDULE, PAYOUT_HOUR_UTC, MIN_PAYOUT_PENCE; decision 061). */
  payouts: PayoutConfig;
  /** Days a seller has to ship a paid order before it is cancelled and refunded (SHIP_BY_DAYS, default 7). */
  shipByDays: number;
  /**
   * Days after an order is marked delivered until its seller's earnings release by themselves,
   * unless the buyer confirmed receipt before (RELEASE_AFTER_DELIVERY_DAYS, default 14).
   */
  releaseAfterDeliveryDays: number;
  /** Milliseconds between two runs of each scheduled job (JOBS_INTERVAL_MS, default 60000). */
  jobsIntervalMs: number;
  /**
   * Days after delivery in which a buyer may ask to return a line (RETURN_WINDOW_DAYS, default
   * DEFAULT_RETURN_WINDOW_DAYS, 30; decision 067): an order's `return_by`.
   */
  returnWindowDays: number;
  /**
   * Days a seller has to answer a return request before it goes to staff (RETURN_RESPONSE_DAYS,
   * default DEFAULT_RETURN_RESPONSE_DAYS, 3; decision 067): a request's `respond_by`.
   */
  returnResponseDays: number;
}

/** Default milliseconds between two runs of a scheduled job: one minute. */
export const DEFAULT_JOBS_INTERVAL_MS = 60_000;

/** The most PLATFORM_FEE_FIXED_PENCE may be: £1,000.00. */
export const MAX_FIXED_FEE_PENCE = 100_000;

/** The marketplace variables of envSchema (index.ts), parsed one by one. */
export const marketplaceEnv = {
  PLATFORM_FEE_PERCENT: envVar(
    'a percentage from 0 to 100 with at most 2 decimals, e.g. 10 or 12.5',
    (raw) => {
      const bps = percentToBasisPoints(raw);
      return bps === null ? new Bad('not a percentage from 0 to 100 with at most 2 decimals') : bps;
    },
  ),
  PLATFORM_FEE_FIXED_PENCE: wholeNumber(0, MAX_FIXED_FEE_PENCE, ' (pence)'),
  SHIP_BY_DAYS: wholeNumber(1, 60, ' (days)'),
  RELEASE_AFTER_DELIVERY_DAYS: wholeNumber(0, 120, ' (days)'),
  JOBS_INTERVAL_MS: wholeNumber(1000, 3_600_000, ' (milliseconds)'),
  RETURN_WINDOW_DAYS: wholeNumber(1, 365, ' (days)'),
  RETURN_RESPONSE_DAYS: wholeNumber(1, 60, ' (days)'),
};

/** The parsed marketplace variables (undefined: unset). */
export interface MarketplaceVariables {
  percentBasisPoints?: number | undefined;
  fixedPence?: number | undefined;
  shipByDays?: number | undefined;
  releaseAfterDeliveryDays?: number | undefined;
  jobsIntervalMs?: number | undefined;
  returnWindowDays?: number | undefined;
  returnResponseDays?: number | undefined;
  /** Sellers' payouts (default DEFAULT_PAYOUTS). */
  payouts?: PayoutConfig | undefined;
}

/** The marketplace settings from the parsed variables (basis points, pence, days, ms), defaults filled in. */
export function marketplaceConfig(v: MarketplaceVariables): MarketplaceConfig {
  return {
    payouts: v.payouts ?? DEFAULT_PAYOUTS,
    feeRule: {
      percentBasisPoints: v.percentBasisPoints ?? DEFAULT_FEE_RULE.percentBasisPoints,
      fixedPence: v.fixedPence ?? DEFAULT_FEE_RULE.fixedPence,
    },
    shipByDays: v.shipByDays ?? DEFAULT_SHIP_BY_DAYS,
    releaseAfterDeliveryDays: v.releaseAfterDeliveryDays ?? DEFAULT_RELEASE_AFTER_DELIVERY_DAYS,
    jobsIntervalMs: v.jobsIntervalMs ?? DEFAULT_JOBS_INTERVAL_MS,
    returnWindowDays: v.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS,
    returnResponseDays: v.returnResponseDays ?? DEFAULT_RETURN_RESPONSE_DAYS,
  };
}

/**
 * The default settings (10 % and no fixed part, 7 and 14 days, a minute, DEFAULT_PAYOUTS, 30 and 3
 * days for returns), as
 * tests and the seed use them.
 */
export const DEFAULT_MARKETPLACE: MarketplaceConfig = marketplaceConfig({});
