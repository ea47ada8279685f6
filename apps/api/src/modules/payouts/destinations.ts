/**
 * Where a seller's payouts go (decision 061): the payouts module asks this seam, never a table,
 * so the payout accounts (onboarding, Stripe Connect accounts) stay their own module's concern.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { SIMULATED_ACCOUNT_PREFIX } from '../payments/index.ts';
import { payoutAccounts } from './tables.ts';

/** A seller's active payout account. */
export interface PayoutDestination {
  /** The provider that holds the account. */
  provider: 'stripe' | 'simulated';
  /** The provider's account id: a Stripe connected account `acct_...`, or a simulated id. */
  accountId: string;
}

/** Looks up sellers' payout accounts. */
export interface PayoutDestinations {
  /**
   * Seller `sellerId`'s active payout account, or null when they have none that can receive
   * payouts (none set up, verification pending, restricted): then no payout is made.
   */
  destinationOf(sellerId: number): Promise<PayoutDestination | null>;
}

/** No seller has a payout account: every payout is refused (the default until accounts exist). */
export const noPayoutDestinations: PayoutDestinations = {
  destinationOf: () => Promise.resolve(null),
};

/**
 * The simulated account id a seller's payouts go to when their account row holds none: the id the
 * simulated provider gives the seller's account (`acct_sim_{userId}`), so one seller has one id.
 */
export const simulatedPayoutAccountId = (sellerId: number): string =>
  `${SIMULATED_ACCOUNT_PREFIX}${sellerId}`;

/**
 * Sellers' payout accounts as payout destinations (decisions 059 and 061): takes the database;
 * returns the seam that reads the `payout_accounts` table. A seller whose account is `active` gets
 * { provider: the row's provider, accountId: the row's provider account id (Stripe `acct_...`,
 * simulated `acct_sim_{userId}`), or simulatedPayoutAccountId for a simulated account without one };
 * any other state, or no row, gives null (no payout is made). The app's default seam.
 */
export function accountPayoutDestinations(db: Db): PayoutDestinations {
  return {
    async destinationOf(sellerId) {
      const [row] = await db
        .select({
          provider: payoutAccounts.provider,
          accountId: payoutAccounts.providerAccountId,
          state: payoutAccounts.state,
        })
        .from(payoutAccounts)
        .where(eq(payoutAccounts.userId, sellerId))
        .limit(1);
      if (!row || row.state !== 'active') return null;
      if (row.provider === 'stripe')
        return row.accountId ? { provider: 'stripe', accountId: row.accountId } : null;
      return { provider: 'simulated', accountId: row.accountId ?? simulatedPayoutAccountId(sellerId) };
    },
  };
}
