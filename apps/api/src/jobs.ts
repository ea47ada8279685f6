/**
 * The scheduled jobs every API process runs (platform/scheduler.ts, decision 060). Each module
 * that keeps a deadline or a schedule adds its job here; each job claims its rows with
 * `FOR UPDATE SKIP LOCKED` (or writes under an idempotency key), so several processes running the
 * same jobs never do the same work twice.
 */
import type { Config } from './platform/config/index.ts';
import type { Db } from './platform/db/client.ts';
import type { ScheduledJob } from './platform/scheduler.ts';
import type { PaymentProvider } from './modules/payments/index.ts';
import type { WorkerLog } from './modules/notifications/index.ts';
import { noPayoutDestinations, payoutJobs, type PayoutDestinations } from './modules/payouts/index.ts';

/** What the jobs need. */
export interface JobContext {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  /** Where the jobs log (the app's logger). */
  log: WorkerLog;
  /** Sellers' payout accounts (decision 061); default none. */
  payoutDestinations?: PayoutDestinations;
}

/** The jobs of one API process, given its database, configuration and payment provider. */
export function scheduledJobs(context: JobContext): ScheduledJob[] {
  return [
    // Scheduled payouts and the payout worker (decision 061).
    ...payoutJobs({
      db: context.db,
      config: context.config.marketplace.payouts,
      provider: context.provider,
      destinations: context.payoutDestinations ?? noPayoutDestinations,
      log: context.log,
    }),
  ];
}
