/**
 * Single flight (decision 057): concurrent calls for one key share one computation. The first
 * call starts it; the others, until it settles, await the same promise, so they get its value or
 * its error. Nothing is remembered once it has settled (caching is the caller's business). One
 * per process: several processes each run their own.
 */
export interface SingleFlight<T> {
  /**
   * The value of `compute()`, run only when no computation for `key` is in flight; otherwise the
   * value (or the error) of the one in flight. `leader` is true for the call that ran `compute`.
   */
  share(key: string, compute: () => Promise<T>): Promise<{ value: T; leader: boolean }>;
  /** Calls that awaited a computation another call had started (for tests). */
  readonly joined: number;
  /** Keys in flight. */
  readonly size: number;
}

/** A SingleFlight with nothing in flight. */
export function createSingleFlight<T>(): SingleFlight<T> {
  const inFlight = new Map<string, Promise<T>>();
  let joined = 0;
  return {
    async share(key, compute) {
      const running = inFlight.get(key);
      if (running !== undefined) {
        joined += 1;
        return { value: await running, leader: false };
      }
      const started = compute();
      inFlight.set(key, started);
      const forget = () => {
        if (inFlight.get(key) === started) inFlight.delete(key);
      };
      // Handles the rejection on this branch; the leader and every joiner still receive it.
      started.then(forget, forget);
      return { value: await started, leader: true };
    },
    get joined() {
      return joined;
    },
    get size() {
      return inFlight.size;
    },
  };
}
