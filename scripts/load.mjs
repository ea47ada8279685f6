/**
 * The load both benchmarks apply (`pnpm bench`, `pnpm bench:scale`): autocannon with
 * `connections` connections, no pipelining, cycling through GET `paths` on 127.0.0.1:`port` for
 * `duration` seconds. Resolves with every response time (ms) of a 200 answer, the number of
 * other answers, errors and timeouts, and the elapsed seconds. Prints nothing.
 */
import autocannon from 'autocannon';

/**
 * @param {number} port
 * @param {string[]} paths
 * @param {number} duration seconds
 * @param {number} connections
 * @returns {Promise<{ latencies: number[], failed: number, seconds: number }>}
 */
export function load(port, paths, duration, connections) {
  return new Promise((resolve, reject) => {
    /** @type {number[]} */
    const latencies = [];
    let failed = 0;
    const started = performance.now();
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration,
        pipelining: 1,
        requests: paths.map((p) => ({ method: 'GET', path: p })),
      },
      (err, result) =>
        err
          ? reject(err)
          : resolve({
              latencies,
              failed: failed + result.errors + result.timeouts,
              seconds: (performance.now() - started) / 1000,
            }),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status === 200) latencies.push(responseTime);
      else failed++;
    });
  });
}
