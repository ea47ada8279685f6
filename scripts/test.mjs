/**
 * `pnpm test`: every test that runs on a fresh machine.
 * 1. finds (or installs) Chromium;
 * 2. Vitest: node (api-client, mocks, server on PGlite and, with DATABASE_URL, on PostgreSQL,
 *    the contract suite on both implementations), ui (components in Chromium), storybook and
 *    storybook-dark (every story in Chromium with axe, light and dark, plus visual regression);
 * 3. with DATABASE_URL (PostgreSQL): the scale-out test (`pnpm test:scale`, scripts/scale-test.mjs):
 *    three API processes behind HAProxy with Redis and S3 storage, one killed under load;
 * 4. builds the storefront (real and mocks modes), checks the home route's first-load JavaScript
 *    against its budget (`pnpm size`, scripts/size.mjs) and runs the Playwright journeys in Chromium
 *    against the app on mocks and against the real server.
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const chromium = findChromium();
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  CI: process.env.CI ?? '1',
};

/**
 * Each stage run so far: its title, seconds taken and outcome, printed as a table at the end.
 * @type {{ title: string, seconds: number, result: 'passed' | 'failed' }[]}
 */
const stages = [];

/** Prints how long each stage took, so anyone can see where the time of `pnpm test` goes. */
function printTimings() {
  const width = Math.max(...stages.map((s) => s.title.length), 5);
  console.log(`\n${'stage'.padEnd(width)} | seconds | result`);
  console.log(`${'-'.repeat(width)} | ------- | ------`);
  for (const s of stages)
    console.log(`${s.title.padEnd(width)} | ${s.seconds.toFixed(0).padStart(7)} | ${s.result}`);
  const total = stages.reduce((sum, s) => sum + s.seconds, 0);
  console.log(`${'total'.padEnd(width)} | ${total.toFixed(0).padStart(7)} |`);
}

/**
 * Runs one stage (`cmd args`, output shown) and records its time; on failure prints the timings
 * and exits with the stage's status.
 * @param {string} title
 * @param {string} cmd
 * @param {string[]} args
 */
function run(title, cmd, args) {
  console.log(`\n=== ${title}: ${cmd} ${args.join(' ')}`);
  const started = performance.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  const ok = r.status === 0;
  stages.push({ title, seconds: (performance.now() - started) / 1000, result: ok ? 'passed' : 'failed' });
  if (!ok) {
    console.error(`\n${title} failed (exit ${r.status ?? r.signal}).`);
    printTimings();
    process.exit(r.status ?? 1);
  }
}

run('Unit, component, story, contract and server tests', 'pnpm', ['exec', 'vitest', 'run']);
if (process.env.DATABASE_URL) {
  run('Scale-out test (three API processes behind HAProxy, Redis, S3)', 'node', ['scripts/scale-test.mjs']);
} else {
  console.log(
    '\n=== Scale-out test: not run, it needs PostgreSQL. Set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it.',
  );
}
run('Build the storefront (real API)', 'pnpm', ['--filter', '@shop/storefront', 'build']);
run('Home route JavaScript within its budget (pnpm size)', 'node', ['scripts/size.mjs', '--no-build']);
run('Build the storefront (mocks)', 'pnpm', ['--filter', '@shop/storefront', 'build:mocks']);
run('Playwright journeys (mocks and real server)', 'pnpm', [
  'exec',
  'playwright',
  'test',
  '-c',
  'e2e/playwright.config.ts',
]);
printTimings();
console.log('\nAll tests passed.');
