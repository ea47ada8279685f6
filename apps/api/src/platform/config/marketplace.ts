/**
 * Marketplace settings: the shop's commission on every seller order (decision 055), a seller
 * order's deadlines and how often the scheduled jobs look for them (decision 060). The rules that
 * apply them (platformFeePence, receiptRefusal, addDeadlineDays) live once in @shop/contract.
 */
import {
  DEFAULT_FEE_RULE,
  DEFAULT_RELEASE_AFTER_DELIVERY_DAYS,
  DEFAULT_SHIP_BY_DAYS,
  percentToBasisPoints,
  type FeeRule,
} from '@shop/contract';
import { Bad, envVar, wholeNumber } from './env.ts';

/** Marketplace settings (PLATFORM_FEE_PERCENT, PLATFORM_FEE_FIXED_PENCE; decision 055). */
export interface MarketplaceConfig {
  /**
   * The shop's fee on each seller order: PLATFORM_FEE_PERCENT (default 10, up to 2 decimals, held
   * in basis points) plus PLATFORM_FEE_FIXED_PENCE (default 0), never more than the order's gross.
   */
  feeRule: FeeRule;
  /** Days a seller has to ship a paid order before it is cancelled and refunded (SHIP_BY_DAYS, default 7). */
  shipByDays: number;
  /**
   * Days after an order is marked delivered until its seller's earnings release by themselves,
   * unless the buyer confirmed receipt before (RELEASE_AFTER_DELIVERY_DAYS, default 14).
   */
  releaseAfterDeliveryDays: number;
  /** Milliseconds between two runs of each scheduled job (JOBS_INTERVAL_MS, default 60000). */
  jobsIntervalMs: number;
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
};

/** The parsed marketplace variables (undefined: unset). */
export interface MarketplaceVariables {
  percentBasisPoints?: number | undefined;
  fixedPence?: number | undefined;
  shipByDays?: number | undefined;
  releaseAfterDeliveryDays?: number | undefined;
  jobsIntervalMs?: number | undefined;
}

/** The marketplace settings from the parsed variables (basis points, pence, days, ms), defaults filled in. */
export function marketplaceConfig(v: MarketplaceVariables): MarketplaceConfig {
  return {
    feeRule: {
      percentBasisPoints: v.percentBasisPoints ?? DEFAULT_FEE_RULE.percentBasisPoints,
      fixedPence: v.fixedPence ?? DEFAULT_FEE_RULE.fixedPence,
    },
    shipByDays: v.shipByDays ?? DEFAULT_SHIP_BY_DAYS,
    releaseAfterDeliveryDays: v.releaseAfterDeliveryDays ?? DEFAULT_RELEASE_AFTER_DELIVERY_DAYS,
    jobsIntervalMs: v.jobsIntervalMs ?? DEFAULT_JOBS_INTERVAL_MS,
  };
}

/** The default settings (10 % and no fixed part, 7 and 14 days, a minute), as tests and the seed use them. */
export const DEFAULT_MARKETPLACE: MarketplaceConfig = marketplaceConfig({});
