/**
 * The payouts module's scheduled jobs (jobs.ts, decision 060): 'payouts' makes the schedule's
 * payouts (schedule.ts), 'payout-transfers' is the payout worker (worker.ts). Both claim their
 * work so that every process may run them.
 */
import type { Db } from '../../platform/db/client.ts';
import type { PayoutConfig } from '../../platform/config/index.ts';
import type { ScheduledJob } from '../../platform/scheduler.ts';
import type { WorkerLog } from '../notifications/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { PayoutDestinations } from './destinations.ts';
import { runScheduledPayouts } from './schedule.ts';
import { runPayoutWorker } from './worker.ts';

/** How often a process looks for a due slot, ms. */
export const PAYOUT_SCHEDULE_CHECK_MS = 60_000;
/** How often a process's payout worker looks for due payouts, ms. */
export const PAYOUT_WORKER_POLL_MS = 5_000;

/** The 'payouts' and 'payout-transfers' jobs of one process. */
export function payoutJobs(context: {
  db: Db;
  config: PayoutConfig;
  provider: PaymentProvider;
  destinations: PayoutDestinations;
  log: WorkerLog;
}): ScheduledJob[] {
  const { db, config, provider, destinations, log } = context;
  return [
    {
      name: 'payouts',
      everyMs: PAYOUT_SCHEDULE_CHECK_MS,
      run: (now) => runScheduledPayouts({ db, config, destinations, log, now }),
    },
    {
      name: 'payout-transfers',
      everyMs: PAYOUT_WORKER_POLL_MS,
      run: (now) => runPayoutWorker({ db, provider, log, now }),
    },
  ];
}
