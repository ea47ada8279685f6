/**
 * Where a seller's payouts go (decision 061): the payouts module asks this seam, never a table,
 * so the payout accounts (onboarding, Stripe Connect accounts) stay their own module's concern.
 */

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
