/**
 * `pnpm test:scale`: several API processes behind a load balancer behave as one shop (the
 * scale-out test; decisions 025 and 026).
 *
 * Sets up, on 127.0.0.1 only: a fresh schema `scale_<random>` in PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test), migrated and seeded once with the built bundles and
 * dropped at the end; its own redis-server; an S3-compatible server (s3rver) with one bucket;
 * three production API processes (apps/api/dist/main.js, NODE_ENV=production) sharing Redis, the
 * bucket and SESSION_SECRET, each with its own DATA_DIR (so nothing is shared through the disk);
 * HAProxy in front (generated config: round robin, /readyz checks, safe retries, X-Forwarded-For).
 * redis-server and haproxy are installed with apt-get when missing (as scripts/chromium.mjs does).
 *
 * Checks (one PASS/FAIL line each; exit code 1 on any FAIL):
 * 1. a price edited through process a is seen by b and c (product, list and search) within
 *    100 ms: the delay is measured per process and view;
 * 2. an image uploaded through one process (listing create on a, update on c) is served by all
 *    three with the same bytes;
 * 3. a session made on a works on b and c (current user, a CSRF-checked cart change);
 * 4. failed sign-ins for one account from one address through a until 429: the next tries through
 *    b and c are 429 too, while the right password from another address works;
 * 5. load: SCALE_SHOPPERS (100) simulated shoppers through HAProxy for SCALE_SECONDS (60) s, each
 *    from its own loopback address: sign up or sign in, browse, add to cart, pay with the
 *    simulated card; at a third of the run process b gets SIGKILL and is restarted 3 s later
 *    (it must be back behind HAProxy). Every request is recorded; afterwards PostgreSQL is read
 *    directly: every acknowledged order exists exactly once, no checkout session has duplicate
 *    orders, stock + sold = initial stock for every product, and the only failed requests
 *    (network errors, or answers other than 2xx and the expected refusals: out of stock, checkout
 *    changed) are ones in flight on b when it died.
 * Bounded: 127.0.0.1 only, a timeout on every request, a watchdog on the whole run; every child
 * is stopped at the end, on failure and on Ctrl-C. SCALE_SECONDS, SCALE_SHOPPERS shorten it;
 * SCALE_KEEP_LOGS=1 keeps the logs and the HAProxy configuration. Every port is a free one the
 * system gives, so runs side by side never clash.
 *
 * The parts: scale/setup.mjs (the processes, HAProxy, Redis, the S3 server); scale/checks.mjs
 * (checks 1-2) and scale/checks-accounts.mjs (checks 3-4); scale/load.mjs (the load of check 5)
 * and scale/load-checks.mjs (its figures and verdicts); over scale/common.mjs (settings, verdicts,
 * helpers), scale/processes.mjs (children, ports, HAProxy's configuration) and scale/http.mjs (the
 * recording HTTP client).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkLoginLimit, checkSessions } from './scale/checks-accounts.mjs';
import { checkImages, checkPropagation, signedInSeller } from './scale/checks.mjs';
import { SECONDS, SHOPPERS, verdict, verdicts } from './scale/common.mjs';
import { checkLoad } from './scale/load-checks.mjs';
import { runLoad } from './scale/load.mjs';
import { cleanup } from './scale/processes.mjs';
import { setUp } from './scale/setup.mjs';

if (!(SECONDS >= 5 && SECONDS <= 600) || !(SHOPPERS >= 1 && SHOPPERS <= 1000)) {
  console.error('SCALE_SECONDS must be 5 to 600 and SCALE_SHOPPERS 1 to 1000.');
  process.exit(1);
}

const started = Date.now();
const limitMs = Math.max(240, SECONDS + 180) * 1000;
const watchdog = setTimeout(() => {
  console.error(`FAIL  the scale test ran longer than ${limitMs / 1000} s: stopping.`);
  void cleanup().finally(() => process.exit(1));
}, limitMs);
watchdog.unref();

/** @type {import('./scale/common.mjs').ScaleContext | undefined} */
let ctx;
let exitCode;
try {
  const context = await setUp();
  ctx = context;
  /**
   * What one check leaves for the next: the seller account and its probe listing.
   * @type {{ seller?: import('./scale/common.mjs').Account, probe?: import('./scale/checks.mjs').Probe }}
   */
  const state = {};
  /** @type {[string, () => Promise<void>][]} */
  const checks = [
    [
      'image uploaded through one process is served by all three',
      async () => {
        state.seller = await signedInSeller(context);
        state.probe = await checkImages(context, state.seller);
      },
    ],
    [
      'edit seen by the other processes within 100 ms',
      () => checkPropagation(context, state.seller, state.probe),
    ],
    ['session made on one process works on all', () => checkSessions(context, state.seller)],
    ['login limit reached through one process holds on all', () => checkLoginLimit(context)],
    ['load with a process killed and restarted', async () => checkLoad(context, await runLoad(context))],
  ];
  console.log('Checks:');
  for (const [name, check] of checks) {
    try {
      await check();
    } catch (error) {
      verdict(name, false, `could not run: ${error instanceof Error ? error.message : error}`);
    }
  }
} catch (error) {
  verdict('set-up', false, error instanceof Error ? error.message : String(error));
} finally {
  if (ctx) {
    // API processes: their warnings and errors (pino JSON, level >= 40); HAProxy: abnormal
    // requests (errors, retries, redispatches) and server state changes.
    console.log('\nProcess logs:');
    for (const file of readdirSync(ctx.logs).sort()) {
      const lines = readFileSync(path.join(ctx.logs, file), 'utf8').trim().split('\n').filter(Boolean);
      if (file.startsWith('api-')) {
        const bad = lines.flatMap((l) => {
          try {
            const entry = JSON.parse(l);
            return entry.level >= 40 ? [`${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim()] : [];
          } catch {
            return [];
          }
        });
        console.log(
          `  ${file}: ${bad.length} warnings or errors${bad.length > 0 ? `; last: ${bad.at(-1)?.slice(0, 300)}` : ''}`,
        );
      } else if (file === 'haproxy.log') {
        console.log(`  ${file}: ${lines.length} lines${lines.length > 12 ? ' (last 12)' : ''}`);
        for (const l of lines.slice(-12)) console.log(`    ${l.slice(0, 300)}`);
      }
    }
  }
  await cleanup();
  const failed = verdicts.filter((v) => !v.pass);
  console.log(
    `\n${failed.length === 0 ? 'All scale checks passed' : `${failed.length} of ${verdicts.length} scale checks failed`} (${Math.round((Date.now() - started) / 1000)} s).`,
  );
  exitCode = failed.length === 0 ? 0 : 1;
}
process.exit(exitCode);
