/**
 * The payouts module's public surface (decision 050): sellers' payout accounts (decision 059).
 * Balances, payouts and statements belong here too, beside the accounts.
 */
export { applyProviderAccountUpdate, seedActivePayoutAccounts } from './accounts.ts';
export { payoutRoutes } from './routes.ts';
