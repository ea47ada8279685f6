/**
 * `pnpm test`: every test that runs on a fresh machine.
 * 1. finds (or installs) Chromium;
 * 2. Vitest: node (api-client, mocks, server on PGlite and, with DATABASE_URL, on PostgreSQL,
 *    the contract suite on both implementations), ui (components in Chromium), storybook and
 *    storybook-dark (every story in Chromium with axe, light and dark, plus visual regression);
 * 3. with DATABASE_URL (PostgreSQL): the scale-out test (`pnpm test:scale`, scripts/scale-test.mjs):
 *    three API processes behind HAProxy with Redis and S3 storage, one killed under load;
 * 4. builds the storefront (real and mocks modes) and runs the Playwright journeys in Chromium
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

function run(title, cmd, args) {
  console.log(`\n=== ${title}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`\n${title} failed (exit ${r.status ?? r.signal}).`);
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
run('Build the storefront (mocks)', 'pnpm', ['--filter', '@shop/storefront', 'build:mocks']);
run('Playwright journeys (mocks and real server)', 'pnpm', [
  'exec',
  'playwright',
  'test',
  '-c',
  'e2e/playwright.config.ts',
]);
console.log('\nAll tests passed.');
