/**
 * `pnpm bench:scale` (decision 031): search and list pages on a generated catalogue
 * of BENCH_SCALE_COUNT products (default 1,000,000) on PostgreSQL, under load through the HTTP
 * API. Prints figures, asserts nothing. DATABASE_URL is required (it refuses to run without).
 *
 * 1. Builds the production server (`pnpm --filter @shop/api build`, as scripts/bench.mjs).
 * 2. Builds the catalogue in its own schema `bench_scale_<pid>` (apps/api/scripts/
 *    scale-catalogue.ts: migrate, seed, one INSERT ... SELECT over generate_series with names
 *    from word lists, VACUUM ANALYZE).
 * 3. Starts apps/api/dist/main.js on that schema (NODE_ENV=production, CATALOGUE_CACHE_MS=0: no
 *    micro-cache, every request runs its statement; no rate limit; warn logs).
 * 4. For each query class (single words, two and three words, typos of 1-2 edits, prefixes,
 *    accents, category names, no match, exact names of generated products: at least 60 queries
 *    in all) and for list pages (first, middle, last), autocannon with 16 connections cycles
 *    through the class's URLs for BENCH_SECONDS (default 10; after a 2 s warm-up), then all the
 *    search URLs together. Prints p50/p95/p99 latency (ms, over every 200 answer) and answers per
 *    second, and whether each exact name comes first in its own search.
 * 5. Stops the server and drops the schema (also when a step fails).
 * BENCH_SCALE_SCHEMA=<schema> measures a catalogue built before with `tsx
 * apps/api/scripts/scale-catalogue.ts build <schema> <count>` instead (not built, not dropped;
 * give BENCH_SCALE_COUNT its count), to iterate without rebuilding: migrations added since it
 * was built are applied to it first (`scale-catalogue.ts migrate`). BENCH_SCALE_KEEP=<schema>
 * builds the catalogue in `<schema>` and keeps it for such later runs. BENCH_SCALE_PORT (default
 * 4403) is where the API listens on 127.0.0.1.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { load as loadWith } from './load.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'pnpm bench:scale needs DATABASE_URL, a PostgreSQL database (e.g. postgres://postgres@127.0.0.1:5432/test):\n' +
      'it builds a generated catalogue there in a schema of its own, measures it and drops the schema.',
  );
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const COUNT = Number(process.env.BENCH_SCALE_COUNT ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
if (!Number.isInteger(COUNT) || COUNT < 1000) throw new Error('BENCH_SCALE_COUNT: a whole number >= 1000');
if (!(SECONDS > 0)) throw new Error('BENCH_SECONDS: a number of seconds > 0');
const CONNECTIONS = 16;
/** BENCH_SCALE_PORT, default 4403: where the measured API listens on 127.0.0.1. */
const API_PORT = Number(process.env.BENCH_SCALE_PORT ?? 4403);
/** BENCH_SCALE_SCHEMA: measure a catalogue already built there (scale-catalogue.ts build), kept. */
const KEPT_SCHEMA = process.env.BENCH_SCALE_SCHEMA || undefined;
/** BENCH_SCALE_KEEP: build the catalogue in this schema and leave it there. */
const KEEP_SCHEMA = process.env.BENCH_SCALE_KEEP || undefined;
if (KEPT_SCHEMA !== undefined && KEEP_SCHEMA !== undefined)
  throw new Error(
    'Set BENCH_SCALE_SCHEMA (measure a kept catalogue) or BENCH_SCALE_KEEP (build one to keep), not both',
  );
const SCHEMA = KEPT_SCHEMA ?? KEEP_SCHEMA ?? `bench_scale_${process.pid}`;
/**
 * Runs apps/api/scripts/scale-catalogue.ts with `args`.
 * @param {string[]} args
 */
const scaleCatalogue = (...args) =>
  run(process.execPath, [
    path.join(root, 'node_modules/tsx/dist/cli.mjs'),
    'apps/api/scripts/scale-catalogue.ts',
    ...args,
  ]);
/** Sample catalogue products come first (ids 1..30); generated product g has id 30 + g. */
const SAMPLE_COUNT = 30;

/** The search texts of each class (the exact names are read from the catalogue at run time). */
const QUERIES = {
  single: ['lamp', 'chair', 'kettle', 'headphones', 'walnut', 'guitar', 'suitcase', 'notebook'],
  'two words': [
    'walnut lamp',
    'oak chair',
    'copper kettle',
    'wireless headphones',
    'leather wallet',
    'ceramic vase',
    'linen scarf',
    'bamboo planter',
  ],
  'three words': [
    'nordic walnut lamp',
    'vintage oak chair',
    'modern copper kettle',
    'compact steel drill',
    'classic wool jumper',
    'retro brass lantern',
    'coastal linen blanket',
    'royal velvet sofa',
  ],
  typos: [
    'hedphones',
    'lmap',
    'walnut lmap',
    'chiar',
    'ketle',
    'guitr',
    'suitcse',
    'wallnut tabel',
    'copper ketlte',
    'wirless headphnes',
  ],
  prefixes: ['headph', 'lam', 'walnu', 'kett', 'guit', 'suitc', 'noteb', 'backp'],
  accents: ['Müller', 'muller', 'sorensen', 'chateau lamp', 'Château', 'creme kettle'],
  categories: [
    'Furniture',
    'Electronics',
    'Home & Kitchen',
    'Garden & Outdoor Living',
    'Musical Instruments',
    'Pet Supplies',
  ],
  'no match': ['zzqxj', 'qwxvplok', 'xylophonez', 'blorf gnarp', 'kwyjibo', 'zq7z7z'],
};
/** @param {string} q */
const searchPath = (q) => `/api/products/search/?q=${encodeURIComponent(q)}`;

/**
 * Runs a command to its end with its output shown; throws when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/**
 * Process groups to stop if the bench dies half-way.
 * @type {Set<number>}
 */
const stopOnExit = new Set();
process.on('exit', () => {
  for (const pid of stopOnExit) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
});

/** Starts the production server on SCHEMA; resolves with `stop()` once /readyz answers 200. */
async function startApi() {
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_SCHEMA: SCHEMA,
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      SESSION_SECRET: 'bench-session-secret-bench-session-secret',
      PUBLIC_URL: `http://127.0.0.1:${API_PORT}`,
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      CATALOGUE_CACHE_MS: '0',
    },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the API server did not start');
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let exited = false;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  void gone.then(() => {
    exited = true;
    stopOnExit.delete(pid);
  });
  stopOnExit.add(pid);
  for (let i = 0; ; i++) {
    if (exited) throw new Error(`the API server exited before answering:\n${stderr}`);
    if (i > 600) throw new Error(`the API server did not answer /readyz:\n${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${API_PORT}/readyz`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    stop: async () => {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
    },
  };
}

/**
 * GET `p` on the API as JSON (throws unless 200): a product list or search answer.
 * @param {string} p
 * @returns {Promise<{ products: { id: number }[], pagination: { totalPages: number } }>}
 */
async function getJson(p) {
  const res = await fetch(`http://127.0.0.1:${API_PORT}${p}`);
  if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
  return res.json();
}

/**
 * CONNECTIONS connections cycling through `paths` for `duration` seconds. Resolves with every
 * response time (ms) of a 200 answer, the other answers and errors, and the elapsed seconds.
 * @param {string[]} paths
 * @param {number} duration seconds
 */
function load(paths, duration) {
  return loadWith(API_PORT, paths, duration, CONNECTIONS);
}

/**
 * The `p`-th percentile (0..100) of ascending `sorted` (nearest rank); NaN when it is empty (every
 * answer failed).
 * @param {number[]} sorted
 * @param {number} p
 */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * One row of the table: latency percentiles (ms) over the 200 answers, answers per second and
 * failed answers.
 * @typedef {{ label: string, queries: number, p50: number, p95: number, p99: number, rps: number, failed: number }} Row
 */

/**
 * Measures one row: a warm-up, then the load; returns its figures.
 * @param {string} label
 * @param {string[]} paths
 * @returns {Promise<Row>}
 */
async function measure(label, paths) {
  await load(paths, Math.min(2, SECONDS));
  const { latencies, failed, seconds } = await load(paths, SECONDS);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    label,
    queries: paths.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: sorted.length / seconds,
    failed,
  };
}

/** The names of a few public generated products spread over the catalogue (exact-name queries). */
async function exactNames() {
  /** @type {{ id: number, name: string }[]} */
  const names = [];
  for (const [i, share] of [0.1, 0.37, 0.61, 0.93].entries()) {
    // + i * 37: different product types and brands, not four round numbers' headphones.
    const from = SAMPLE_COUNT + Math.max(1, Math.floor(COUNT * share) + i * 37);
    for (let id = from; names.length <= i; id++) {
      const res = await fetch(`http://127.0.0.1:${API_PORT}/api/products/${id}/`);
      if (res.status === 200) {
        names.push({ id, name: (await res.json()).product.name });
        break;
      }
    }
  }
  return names;
}

/**
 * Prints the rows as a Markdown table.
 * @param {Row[]} rows
 */
function printTable(rows) {
  const header = ['class', 'queries', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'failed'];
  const lines = rows.map((r) => [
    r.label,
    String(r.queries),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    Math.round(r.rps).toLocaleString('en-GB'),
    String(r.failed),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  /** @param {string[]} cells */
  const show = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)));
  console.log(`| ${show(header).join(' | ')} |`);
  console.log(`| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
  for (const line of lines) console.log(`| ${show(line).join(' | ')} |`);
}

let api;
try {
  run('pnpm', ['--filter', '@shop/api', 'build']);
  if (KEPT_SCHEMA === undefined) scaleCatalogue('build', SCHEMA, String(COUNT));
  else scaleCatalogue('migrate', SCHEMA);
  api = await startApi();
  const exact = await exactNames();
  const classes = { ...QUERIES, 'exact names': exact.map((e) => e.name) };
  const total = Object.values(classes).reduce((n, qs) => n + qs.length, 0);
  for (const e of exact) {
    const { products } = await getJson(searchPath(e.name));
    console.log(`exact name ${JSON.stringify(e.name)}: ${products[0]?.id === e.id ? 'first' : 'NOT first'}`);
  }
  const first = await getJson('/api/products/?page=1');
  const lastPage = first.pagination.totalPages;
  const middlePage = Math.max(1, Math.floor(lastPage / 2));
  /** @type {Row[]} */
  const rows = [];
  for (const [label, qs] of Object.entries(classes)) rows.push(await measure(label, qs.map(searchPath)));
  const everySearch = Object.values(classes).flat().map(searchPath);
  rows.push(await measure('all searches', everySearch));
  rows.push(await measure('list page 1', ['/api/products/?page=1']));
  rows.push(await measure(`list page ${middlePage}`, [`/api/products/?page=${middlePage}`]));
  rows.push(await measure(`list page ${lastPage} (last)`, [`/api/products/?page=${lastPage}`]));
  console.log(
    `\n${COUNT.toLocaleString('en-GB')} generated products on PostgreSQL, ${total} search queries, ` +
      `${CONNECTIONS} connections, ${SECONDS} s per row, CATALOGUE_CACHE_MS=0 (targets: p95 < 50 ms, >= 100 searches/s)\n`,
  );
  printTable(rows);
} finally {
  await api?.stop();
  if (KEPT_SCHEMA === undefined && KEEP_SCHEMA === undefined) scaleCatalogue('drop', SCHEMA);
}
process.exit(0);
