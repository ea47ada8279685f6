/**
 * The polling loop every outbox worker shares (decisions 024 and 041): every `pollMs` it claims
 * due rows of its own kinds (modules/notifications/outbox.ts `claimBatch`: FOR UPDATE SKIP LOCKED and a lease, so
 * any number of processes may run one each) and hands each to `handle`, one at a time, until no
 * row is due. `stop()` stops polling, waits for the row in flight (at most `stopGraceMs`; then
 * the `abandon` signal fires, as if the process had died: the row stays leased and is taken up
 * again after its lease) and hands back the claimed rows not started.
 */
import type { Db } from '../../platform/db/client.ts';
import { redactText } from '../../platform/http/log.ts';
import { claimBatch, releaseClaims, type ClaimedNotification } from './outbox.ts';

/** The logger a worker writes to (Fastify's `app.log` fits). */
export interface WorkerLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** What `startOutboxPoller` needs. */
export interface OutboxPollerOptions {
  db: Db;
  log: WorkerLog;
  /** The outbox kinds this worker takes. */
  kinds: readonly string[];
  /** Poll interval, ms. */
  pollMs: number;
  /** Rows claimed at once. */
  batchSize: number;
  /** How long a claim holds its rows, ms (must outlast handling the whole batch). */
  leaseMs: number;
  /** Claims after which a row is no longer taken (Infinity: no limit). */
  maxAttempts: number;
  /** How long `stop()` waits for the row in flight before abandoning it, ms. */
  stopGraceMs: number;
  /**
   * Handles one claimed row and records its outcome (markSent / markFailed). When `abandon`
   * fires it must return without recording anything (the row is taken up after its lease).
   */
  handle(row: ClaimedNotification, abandon: AbortSignal): Promise<void>;
  /** Housekeeping run at most once an hour, before a poll (e.g. purgeOutbox). */
  housekeeping?: () => Promise<unknown>;
  /** Runs once after the poller stopped (e.g. closes a transport). */
  onStopped?: () => void;
}

/** A running poller. */
export interface OutboxPoller {
  /** Stops polling (see the module note). Safe to call twice. */
  stop(): Promise<void>;
}

/** How often the housekeeping runs. */
const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

/** Starts the loop of the module note; the first poll runs at once. Returns the poller (`stop()`). */
export function startOutboxPoller(options: OutboxPollerOptions): OutboxPoller {
  const { db, log } = options;
  const abandon = new AbortController();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let cycle: Promise<void> | undefined;
  let lastHousekeeping = 0;

  const runCycle = async (): Promise<void> => {
    if (options.housekeeping !== undefined && Date.now() - lastHousekeeping > HOUSEKEEPING_EVERY_MS) {
      lastHousekeeping = Date.now();
      await options.housekeeping();
    }
    while (!stopped) {
      const rows = await claimBatch(db, {
        limit: options.batchSize,
        leaseMs: options.leaseMs,
        maxAttempts: options.maxAttempts,
        kinds: options.kinds,
      });
      if (rows.length === 0) return;
      for (const [index, row] of rows.entries()) {
        if (stopped) {
          await releaseClaims(db, rows.slice(index));
          return;
        }
        await options.handle(row, abandon.signal);
      }
    }
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      cycle = runCycle()
        .catch((error: unknown) => {
          log.warn(
            { error: redactText(error instanceof Error ? error.message : String(error)) },
            'outbox poll failed',
          );
        })
        .finally(() => {
          cycle = undefined;
          schedule(options.pollMs);
        });
    }, delay);
    timer.unref();
  };
  schedule(0);

  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= (async () => {
        stopped = true;
        clearTimeout(timer);
        const inFlight = cycle;
        if (inFlight !== undefined) {
          let graceTimer: NodeJS.Timeout | undefined;
          const grace = new Promise<'grace'>((resolve) => {
            graceTimer = setTimeout(() => resolve('grace'), options.stopGraceMs);
          });
          const first = await Promise.race([inFlight.then(() => 'done' as const), grace]);
          clearTimeout(graceTimer);
          if (first === 'grace') {
            abandon.abort();
            await inFlight;
          }
        }
        options.onStopped?.();
      })();
      return stopping;
    },
  };
}
