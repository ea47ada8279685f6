/**
 * `pnpm test`: every test that runs on a fresh machine.
 * 1. finds (or installs) Chromium;
 * 2. Vitest's node project (api-client, mocks, server on PGlite and, with DATABASE_URL, on
 *    PostgreSQL, the contract suite on both implementations), two files at a time, then its ui
 *    project (components and routes in Chromium);
 * 3. beside them: Vitest's storybook project (every story in Chromium with axe in the light and
 *    the dark theme, plus visual regression); the storefront builds (real and mocks modes) and the
 *    home route's first-load JavaScript against its budget (`pnpm size`, scripts/size.mjs); then,
 *    once those are done, the Playwright journeys in Chromium against the app on mocks and against
 *    the real server;
 * 4. with DATABASE_URL (PostgreSQL), alone at the end: the scale-out test (`pnpm test:scale`,
 *    scripts/scale-test.mjs): three API processes behind HAProxy with Redis and S3 storage, one
 *    killed under load.
 * Ends with a table of each stage's time (decision 051).
 */
import { spawn } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const chromium = findChromium();
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  CI: process.env.CI ?? '1',
  // The scale-out test's load runs 30 s here (60 s by `pnpm test:scale`): b is killed at 10 s and
  // back behind HAProxy well before the end, so every check still sees a kill, a restart and load
  // after it (decision 051).
  SCALE_SECONDS: process.env.SCALE_SECONDS ?? '30',
};

/**
 * Each stage run so far: its title, seconds taken, outcome and what it ran beside, printed at the end.
 * @type {{ title: string, seconds: number, result: 'passed' | 'failed', beside: string | undefined }[]}
 */
const stages = [];
const startedAt = performance.now();

/**
 * Prints how long each stage took, so anyone can see where the time of `pnpm test` goes. Stages
 * that ran at the same time as another say so ("beside ..."); the total is the wall time of the
 * whole run, not the sum of the stages.
 */
function printTimings() {
  const width = Math.max(...stages.map((s) => s.title.length), 5);
  console.log(`\n${'stage'.padEnd(width)} | seconds | result`);
  console.log(`${'-'.repeat(width)} | ------- | ------`);
  for (const s of stages)
    console.log(
      `${s.title.padEnd(width)} | ${s.seconds.toFixed(0).padStart(7)} | ${s.result}${s.beside ? ` (beside: ${s.beside})` : ''}`,
    );
  const total = (performance.now() - startedAt) / 1000;
  console.log(`${'total (wall clock)'.padEnd(width)} | ${total.toFixed(0).padStart(7)} |`);
}

/**
 * Runs one stage: `cmd args` with the test environment. Its output goes straight to the terminal,
 * or, when `quiet`, is held and printed in one piece when it ends (a stage beside another).
 * Resolves with whether it passed; records its time in `stages`.
 * @param {string} title
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ quiet?: boolean, beside?: string }} [options]
 * @returns {Promise<boolean>}
 */
function run(title, cmd, args, { quiet = false, beside } = {}) {
  console.log(`\n=== ${title}: ${cmd} ${args.join(' ')}${beside ? ` (beside: ${beside})` : ''}`);
  const started = performance.now();
  const child = spawn(cmd, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const ok = code === 0;
      stages.push({
        title,
        seconds: (performance.now() - started) / 1000,
        result: ok ? 'passed' : 'failed',
        beside,
      });
      if (quiet) {
        console.log(`\n=== ${title}: output`);
        process.stdout.write(Buffer.concat(output));
      }
      if (!ok) console.error(`\n${title} failed (exit ${code ?? signal}).`);
      resolve(ok);
    });
  });
}

/**
 * Ends the run with the timing table: exit 1 unless every stage passed.
 * @param {boolean} ok
 */
function finish(ok) {
  printTimings();
  if (!ok) process.exit(1);
  console.log('\nAll tests passed.');
}

const NODE = 'Vitest node: server, contract suite, mocks and packages';
const UI = 'Vitest ui: components and routes in Chromium';
const STORIES = 'Vitest storybook: every story in Chromium (axe in both themes, screenshots)';
const PLAYWRIGHT = 'Playwright journeys (mocks and real server)';

/**
 * The storefront builds and the size check, beside Vitest: nothing in Vitest reads the
 * storefront's dist (decision 051). The journeys wait for them.
 * @returns {Promise<boolean>}
 */
async function buildsAndSize() {
  const beside = { quiet: true, beside: 'Vitest' };
  return (
    (await run(
      'Build the storefront (real API)',
      'pnpm',
      ['--filter', '@shop/storefront', 'build'],
      beside,
    )) &&
    (await run(
      'Home route JavaScript within its budget (pnpm size)',
      'node',
      ['scripts/size.mjs', '--no-build'],
      beside,
    )) &&
    (await run(
      'Build the storefront (mocks)',
      'pnpm',
      ['--filter', '@shop/storefront', 'build:mocks'],
      beside,
    ))
  );
}

// Two lines side by side, of about the same length (decision 051): the node project, two files at
// a time (its own Vitest process, so the browser projects keep their one worker), then the ui
// project; beside them the story project, then, once it and the builds are done, the Playwright
// journeys. Each stage of the second line prints its output in one piece when it ends.
const builds = buildsAndSize();
const [firstLineOk, secondLineOk] = await Promise.all([
  (async () => {
    const nodeOk = await run(NODE, 'pnpm', [
      'exec',
      'vitest',
      'run',
      '--project',
      'node',
      '--maxWorkers',
      '2',
    ]);
    const uiOk = await run(UI, 'pnpm', ['exec', 'vitest', 'run', '--project', 'ui'], {
      beside: 'stories or journeys',
    });
    return nodeOk && uiOk;
  })(),
  (async () => {
    const beside = { quiet: true, beside: 'Vitest node or ui' };
    const storiesOk = await run(STORIES, 'pnpm', ['exec', 'vitest', 'run', '--project', 'storybook'], beside);
    if (!(await builds) || !storiesOk) return false;
    return run(PLAYWRIGHT, 'pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], beside);
  })(),
]);
if (!firstLineOk || !secondLineOk) finish(false);

// The scale-out test measures how fast processes agree (100 ms): it runs alone.
if (process.env.DATABASE_URL) {
  finish(
    await run('Scale-out test (three API processes behind HAProxy, Redis, S3)', 'node', [
      'scripts/scale-test.mjs',
    ]),
  );
} else {
  console.log(
    '\n=== Scale-out test: not run, it needs PostgreSQL. Set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it.',
  );
  finish(true);
}
