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
import { enforceShipByDeadlines, releaseDueEarnings } from './modules/orders/index.ts';

/** What the jobs need. */
export interface JobContext {
  db: Db;
  config: Config;
  provider: PaymentProvider;
}

/**
 * The jobs of one API process, given its database, configuration and payment provider, each run
 * every JOBS_INTERVAL_MS:
 * - 'release-earnings': delivered orders past their release date move their seller's net from
 *   pending to available (modules/orders/release.ts);
 * - 'ship-by-deadlines': the day-before reminders, then the cancellation and refund of orders not
 *   shipped by their ship-by date (modules/orders/deadlines.ts).
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
  ];
}
