/**
 * The time the shop's rules read (decision 060): deadlines, release of sellers' earnings and the
 * payout schedule ask a Clock, never `Date.now()` directly, so tests move time by setting a clock
 * instead of sleeping. Production and the demo use the system clock.
 */

/** Tells the current time. */
export interface Clock {
  /** The current time. */
  now(): Date;
}

/** The machine's own clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves; it never moves by itself. */
export interface SettableClock extends Clock {
  /** Sets the time to `at`. */
  set(at: Date): void;
  /** Moves the time forward by `ms` milliseconds (a negative value moves it back). */
  advance(ms: number): void;
}

/** A SettableClock starting at `start` (default: the machine's time when it is made). */
export function createSettableClock(start: Date = new Date()): SettableClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = at.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** Milliseconds in one day (24 hours; the shop's day-counted deadlines use it). */
export const DAY_MS = 24 * 60 * 60 * 1000;
