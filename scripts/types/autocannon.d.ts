/**
 * The part of autocannon 8 (which ships no types) that scripts/load.mjs uses: one run with its
 * options, its final result, and its per-response event.
 */
declare module 'autocannon' {
  /** Options of one run. */
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    requests?: { method?: string; path?: string }[];
  }
  /** The totals of a finished run. */
  interface Result {
    errors: number;
    timeouts: number;
  }
  /** A running instance. */
  interface Instance {
    /** Each answer: its status, size (bytes) and response time (ms). */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }
  /** Starts a run; `callback` gets its error or its result when it ends. */
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
