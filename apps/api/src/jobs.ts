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
import { enforceShipByDeadlines, releaseDueEarnings } from './modules/orders/index.ts';
import { accountPayoutDestinations, payoutJobs, type PayoutDestinations } from './modules/payouts/index.ts';
import { sendRatingMails } from './modules/ratings/index.ts';
import { escalateOverdueReturns } from './modules/returns/index.ts';

/** What the jobs need. */
export interface JobContext {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  /** Where the jobs log (the app's logger). */
  log: WorkerLog;
  /** Where sellers' payouts go (decision 061); default their active payout accounts (decision 059). */
  payoutDestinations?: PayoutDestinations;
}

/**
 * The jobs of one API process, given its database, configuration and payment provider:
 * - 'release-earnings' (every JOBS_INTERVAL_MS): delivered orders past their release date move
 *   their seller's net from pending to available (modules/orders/release.ts);
 * - 'ship-by-deadlines' (every JOBS_INTERVAL_MS): the day-before reminders, then the cancellation
 *   and refund of orders not shipped by their ship-by date (modules/orders/deadlines.ts);
 * - 'return-escalations' (every JOBS_INTERVAL_MS): return requests the seller has not answered by
 *   their `respond_by` go to staff (modules/returns/escalation.ts, decision 067);
 * - 'rating-mails' (every JOBS_INTERVAL_MS): the one reminder to rate after delivery, and the
 *   e-mail of each rating revealed by its window's close (modules/ratings/mails.ts, decision 076);
 * - scheduled payouts and the payout worker (modules/payouts/jobs.ts, decision 061).
 */
export function scheduledJobs(context: JobContext): ScheduledJob[] {
  const { db, config } = context;
  const everyMs = config.marketplace.jobsIntervalMs;
  return [
    { name: 'release-earnings', everyMs, run: (now) => releaseDueEarnings(db, now) },
    {
      name: 'ship-by-deadlines',
      everyMs,
      run: (now) => enforceShipByDeadlines(db, now, config.marketplace),
    },
    { name: 'return-escalations', everyMs, run: (now) => escalateOverdueReturns(db, now) },
    { name: 'rating-mails', everyMs, run: (now) => sendRatingMails(db, now) },
    // Scheduled payouts and the payout worker (decision 061).
    ...payoutJobs({
      db,
      config: config.marketplace.payouts,
      provider: context.provider,
      destinations: context.payoutDestinations ?? accountPayoutDestinations(db),
      log: context.log,
    }),
  ];
}
