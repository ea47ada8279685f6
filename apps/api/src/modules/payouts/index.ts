/**
 * The payouts module's public surface (decision 050): sellers' payout accounts (decision 059) and
 * the payouts of their available balance (decision 061): making them (on the schedule or on
 * request), the payout worker, staff holds, the seller's money page, the back office's Seller
 * payouts panel (decision 064) and reconciliation with the providers' records. The payout destinations read the payout accounts.
 */
export { applyProviderAccountUpdate, seedActivePayoutAccounts } from './accounts.ts';
export {
  accountPayoutDestinations,
  noPayoutDestinations,
  simulatedPayoutAccountId,
  type PayoutDestination,
  type PayoutDestinations,
} from './destinations.ts';
export { payoutHoldsInForce, setPayoutHold } from './holds.ts';
export { payoutJobs } from './jobs.ts';
export {
  createPayout,
  listPayouts,
  requestPayout,
  scheduledPayoutKey,
  sellerMoneySummary,
  type PayoutOutcome,
} from './payouts.ts';
export { reconcileMoney, type ProviderMoneyRecords } from './reconcile.ts';
export { payoutRoutes } from './routes.ts';
export { runScheduledPayouts, type ScheduledRunReport } from './schedule.ts';
export { staffSellerPayouts } from './staff.ts';
export { payoutHolds, payoutRuns, payouts, type PayoutStatus } from './tables.ts';
export { payoutProviderKey, runPayoutWorker, settlePayout, type PayoutRunReport } from './worker.ts';
export { anonymisePayoutAccount, openPayoutCount, sellerMoneySection } from './personal-data.ts';
