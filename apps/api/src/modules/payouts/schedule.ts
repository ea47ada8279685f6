/**
 * Scheduled payouts (decision 061): PAYOUT_SCHEDULE ('daily', 'weekly' on Mondays, or 'manual')
 * at PAYOUT_HOUR_UTC makes slots (the contract's currentPayoutSlot). At each run of the
 * 'payouts' job, while the current slot is not finished, every seller whose available balance is
 * at least MIN_PAYOUT_PENCE, who has an active payout account and no hold gets one payout under
 * the key `scheduled:{seller}:{slot}`: several processes running the job at once make one payout
 * per seller and slot. Once every candidate is through, the slot is marked finished
 * (`payout_runs`); a seller whose balance becomes eligible later waits for the next slot. A slot
 * missed while no process ran is made when one runs again; earlier missed slots are not (the
 * balance they would have paid is in the next payout).
 */
import { currentPayoutSlot } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { PayoutConfig } from '../../platform/config/index.ts';
import { sellersWithAvailable } from '../ledger/index.ts';
import type { WorkerLog } from '../notifications/index.ts';
import type { PayoutDestinations } from './destinations.ts';
import { createPayout, scheduledPayoutKey } from './payouts.ts';
import { payoutRuns } from './tables.ts';

/** What one scheduled run did. */
export interface ScheduledRunReport {
  /** The slot run, or null when none is due (manual schedule, or the slot is finished). */
  slot: Date | null;
  /** Payouts this run made, by seller id. */
  created: number[];
  /** Sellers skipped: no payout account, on hold, or already paid for the slot. */
  skipped: number[];
}

/** Makes the payouts of the slot due at `now` (see the module note). */
export async function runScheduledPayouts(options: {
  db: Db;
  config: PayoutConfig;
  destinations: PayoutDestinations;
  log: Pick<WorkerLog, 'warn'>;
  now: Date;
}): Promise<ScheduledRunReport> {
  const { db, config, destinations, now } = options;
  const slot = currentPayoutSlot({ schedule: config.schedule, hourUtc: config.hourUtc }, now);
  const report: ScheduledRunReport = { slot: null, created: [], skipped: [] };
  if (slot === null) return report;
  const [done] = await db.select().from(payoutRuns).where(eq(payoutRuns.slot, slot));
  if (done !== undefined) return report;
  report.slot = slot;
  let failures = 0;
  for (const { sellerId } of await sellersWithAvailable(db, config.minPayoutPence)) {
    const destination = await destinations.destinationOf(sellerId);
    if (destination === null) {
      report.skipped.push(sellerId);
      continue;
    }
    try {
      const made = await createPayout(db, {
        sellerId,
        origin: 'scheduled',
        idempotencyKey: scheduledPayoutKey(sellerId, slot),
        destination,
        minPayoutPence: config.minPayoutPence,
        now,
      });
      if (made.outcome === 'created') report.created.push(sellerId);
      else report.skipped.push(sellerId);
    } catch (error) {
      // One seller's failure does not stop the others; the slot stays unfinished and is run again.
      options.log.warn({ err: error, sellerId }, 'scheduled payout failed');
      failures += 1;
    }
  }
  if (failures > 0) return report;
  await db.insert(payoutRuns).values({ slot, finishedAt: now }).onConflictDoNothing();
  return report;
}
