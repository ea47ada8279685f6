/**
 * Scheduled jobs of one process (decision 060): each job runs every `everyMs` milliseconds, never
 * twice at once in this process; it reads the time from the Clock it is given. Every API process
 * runs the same jobs: a job must therefore claim its rows with `FOR UPDATE SKIP LOCKED` (or an
 * idempotency key) so several processes never do the same work twice. Tests do not start a
 * scheduler: they call a job's `run` with a settable clock.
 */
import type { Clock } from './clock.ts';

/** One recurring job. */
export interface ScheduledJob {
  /** A short name for the logs, e.g. 'release-earnings'. */
  name: string;
  /** Milliseconds between two runs (the first run starts after one interval). */
  everyMs: number;
  /** Does the work due at `now`; a rejection is logged and the job runs again next interval. */
  run(now: Date): Promise<unknown>;
}

/** Where a scheduler reports failures (a pino logger fits). */
export interface SchedulerLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** A started scheduler. */
export interface Scheduler {
  /** Stops the timers and waits for the runs in flight. */
  stop(): Promise<void>;
  /** Runs every job once now (at the clock's time), one after the other; for operators' commands. */
  runAll(): Promise<void>;
}

/** Starts `jobs` on timers (unref'd: they never keep the process alive). */
export function startScheduler(options: {
  jobs: readonly ScheduledJob[];
  clock: Clock;
  log: SchedulerLog;
}): Scheduler {
  const { jobs, clock, log } = options;
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const runOnce = (job: ScheduledJob): Promise<void> => {
    const current = running.get(job.name);
    if (current !== undefined) return current;
    const run = job
      .run(clock.now())
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error, job: job.name }, 'scheduled job failed'),
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      if (!stopped) void runOnce(job);
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
    runAll: async () => {
      for (const job of jobs) await runOnce(job);
    },
  };
}
