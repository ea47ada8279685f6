/**
 * Marketplace settings: the shop's commission on every seller order (decision 055). The rule that
 * applies them (platformFeePence) lives once in @shop/contract.
 */
import { DEFAULT_FEE_RULE, percentToBasisPoints, type FeeRule } from '@shop/contract';
import { Bad, envVar, wholeNumber } from './env.ts';

/** Marketplace settings (PLATFORM_FEE_PERCENT, PLATFORM_FEE_FIXED_PENCE; decision 055). */
export interface MarketplaceConfig {
  /**
   * The shop's fee on each seller order: PLATFORM_FEE_PERCENT (default 10, up to 2 decimals, held
   * in basis points) plus PLATFORM_FEE_FIXED_PENCE (default 0), never more than the order's gross.
   */
  feeRule: FeeRule;
}

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
};

/** The marketplace settings from the parsed variables (basis points and pence), defaults filled in. */
export function marketplaceConfig(
  percentBasisPoints: number | undefined,
  fixedPence: number | undefined,
): MarketplaceConfig {
  return {
    feeRule: {
      percentBasisPoints: percentBasisPoints ?? DEFAULT_FEE_RULE.percentBasisPoints,
      fixedPence: fixedPence ?? DEFAULT_FEE_RULE.fixedPence,
    },
  };
}

/** The default settings (10 % and no fixed part), as tests and the seed use them. */
export const DEFAULT_MARKETPLACE: MarketplaceConfig = marketplaceConfig(undefined, undefined);
