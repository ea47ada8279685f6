/**
 * `pnpm bench:pages` (decision 058): what a server-rendered page costs. Prints figures, asserts
 * nothing; not part of `pnpm test`.
 *
 * The storefront and the API are built (`--no-build` keeps an existing storefront build), the
 * database is migrated and seeded with the sample catalogue (PostgreSQL when DATABASE_URL is set,
 * in its own schema `bench_pages_<pid>`, dropped at the end; else PGlite in a temporary folder), and
 * the production server runs as `pnpm start:prod` runs it (bench/servers.mjs: NODE_ENV=production,
 * no rate limit, warn logs). For each set of URLs
 * - product: /single-product/1..30
 * - products: /products?page=1..4
 * - home: /
 * - search: /search?q= a few words
 * - cart: /cart
 * autocannon asks, CONNECTIONS connections for BENCH_SECONDS (default 8) after a short warm-up, as
 * - visitor: a request without cookies (what a first visit or a crawler sends; such pages are kept
 *   in the page cache once rendered, decisions 026 and 057);
 * - new URL: a visitor whose every URL is one never asked before (`v=<n>` added to the query), so
 *   every request is a render;
 * - shopper: signed in as seller@shop.test (the sample catalogue's second seller), every request a
 *   render for them;
 * and prints req/s, p50 and p99 (ms) over the 200 answers, beside the limit measured in the same
 * run: the same pages rendered one after another in this process by the storefront's server
 * bundle (`renderFromMemory`: renderToString of the app, its SWR cache seeded with the answers
 * the live page carried in its payload: no database, no HTTP), as a visitor and as the shopper.
 * The machine is shared: run it twice before believing a difference of a few percent. The API
 * process's CPU time per 200 answer (`CPU ms`, from /proc on Linux) beside the limit's CPU time per
 * render (`limit CPU ms`) gives `% of limit by CPU`, which other work on the machine moves far less
 * than req/s (on PostgreSQL the database's own CPU time is not in it).
 *
 * Then the demo against the production server, both on PGlite (decision 069): the demo as
 * `pnpm start` runs it (`node --max-semi-space-size=32 --enable-source-maps dist/demo.js` in
 * apps/api, no NODE_ENV, its default log level, migrating and seeding its own PGlite folder) and
 * the production server as above on a PGlite folder prepared the same way, one after the other,
 * on the DEMO_SETS as the
 * shopper and as a new-URL visitor; it prints each one's req/s and p99 and the demo's share of the
 * production server's req/s (the owner's target: within 20%). Both run without the rate limit
 * (RATE_LIMIT_PER_MINUTE=0): the bench's one address would pass the demo's default of 1,200 a
 * minute in seconds. `--demo` measures only this; `--no-demo` leaves it out.
 * BENCH_PORT (default 4401) as for `pnpm bench`: the API listens on the next port.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { API_PORT, buildApi, prepareDatabase, startApi } from './bench/servers.mjs';
import { buildStorefront, root } from './shop.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 8;
const BASE = `http://127.0.0.1:${API_PORT}`;
const SHOPPER = { email: 'seller@shop.test', password: 'sellerpass123' };
const SEARCH_WORDS = ['lamp', 'headphones', 'walnut', 'chair', 'coffee', 'garden'];

/**
 * The sets of URLs measured, each cycled by every connection.
 * @type {Record<string, string[]>}
 */
const SETS = {
  product: Array.from({ length: 30 }, (_, i) => `/single-product/${i + 1}`),
  products: [1, 2, 3, 4].map((page) => `/products?page=${page}`),
  home: ['/'],
  search: SEARCH_WORDS.map((q) => `/search?q=${encodeURIComponent(q)}`),
  cart: ['/cart'],
};

/** The sets measured on the demo and the production server on PGlite. */
const DEMO_SETS = ['product', 'products', 'home'];

/**
 * Who asks.
 * @typedef {'visitor' | 'new URL' | 'shopper'} Who
 */
/** @type {Who[]} */
const WHO = ['visitor', 'new URL', 'shopper'];

/**
 * Figures of one measure: answers a second, p50 and p99 (ms), answers other than 200, and the
 * 200 answers counted.
 * @typedef {{ rps: number, p50: number, p99: number, failed: number, count?: number, cpu?: number }} Figures
 */

/**
 * CPU time (user and system, ms) process `pid` has used so far (Linux /proc; NaN elsewhere).
 * @param {number} pid
 */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, the 14th and 15th fields of stat (12th and 13th after the name), in ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * The p-th percentile (0-1) of sorted `values`, NaN when empty.
 * @param {number[]} values
 * @param {number} p
 */
const percentile = (values, p) => values[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;

/** Requests sent so far, by every load: each connection's next URL, and `v=` of a new URL. */
let sent = 0;

/**
 * Loads the server with CONNECTIONS connections for `duration` seconds cycling through `paths`;
 * with `unique`, every request's URL gets a query parameter never sent before; `cookie` is sent
 * with each. Resolves with its figures.
 * @param {string[]} paths
 * @param {number} duration
 * @param {{ unique?: boolean, cookie?: string }} [options]
 * @returns {Promise<Figures>}
 */
function load(paths, duration, { unique = false, cookie } = {}) {
  return new Promise((resolve, reject) => {
    /** @type {number[]} */
    const latencies = [];
    let failed = 0;
    const started = performance.now();
    const instance = autocannon(
      {
        url: BASE,
        connections: CONNECTIONS,
        duration,
        pipelining: 1,
        headers: cookie ? { cookie } : {},
        requests: [
          {
            method: 'GET',
            // autocannon's types leave setupRequest out of a request; its documentation has it.
            // @ts-expect-error setupRequest: (request) => request, called before each request
            setupRequest: (/** @type {{ path: string }} */ request) => {
              const at = sent++;
              const p = paths[at % paths.length] ?? '/';
              return { ...request, path: unique ? `${p}${p.includes('?') ? '&' : '?'}v=${at}` : p };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const time = (performance.now() - started) / 1000;
        latencies.sort((a, b) => a - b);
        resolve({
          rps: latencies.length / time,
          p50: percentile(latencies, 0.5),
          p99: percentile(latencies, 0.99),
          failed: failed + result.errors + result.timeouts,
          count: latencies.length,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status === 200) latencies.push(responseTime);
      else failed++;
    });
  });
}

/** Signs the shopper in; resolves to the Cookie header of their session (and CSRF token). */
async function signIn() {
  /** @type {Map<string, string>} */
  const jar = new Map();
  /** @param {Response} res */
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${BASE}/api/get-csrf-token/`));
  const res = await fetch(`${BASE}/api/auth/login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookie(),
      'X-CSRFToken': jar.get('csrftoken') ?? '',
    },
    body: JSON.stringify(SHOPPER),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  keep(res);
  return cookie();
}

/**
 * The payload of the page at `p` as the live server renders it for `cookie` (ssrData.ts): the
 * user and the answers the page was rendered from.
 * @param {string} p
 * @param {string | undefined} cookie
 */
async function payloadOf(p, cookie) {
  const res = await fetch(BASE + p, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const json = /<script type="application\/json" id="__SHOP_SSR__">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (res.status !== 200 || json === undefined)
    throw new Error(`${p} answered ${res.status} without a payload`);
  return JSON.parse(json);
}

/**
 * The limit: the pages of `paths` rendered one after another in this process by the server
 * bundle's renderFromMemory for `duration` seconds, from the answers their live payloads held.
 * @param {(request: object) => Promise<string>} renderFromMemory
 * @param {string[]} paths
 * @param {string | undefined} cookie
 * @param {number} duration
 * @returns {Promise<Figures>}
 */
async function limit(renderFromMemory, paths, cookie, duration) {
  /** @type {object[]} */
  const requests = [];
  for (const p of paths) {
    const { user, reads, failures } = await payloadOf(p, cookie);
    requests.push({ url: BASE + p, user, reads, failures });
  }
  /** @type {number[]} */
  const latencies = [];
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  for (let i = 0; performance.now() - started < duration * 1000; i++) {
    const at = performance.now();
    await renderFromMemory(requests[i % requests.length] ?? {});
    latencies.push(performance.now() - at);
  }
  const time = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / time,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failed: 0,
    count: latencies.length,
    cpu: (cpu.user + cpu.system) / 1000 / latencies.length,
  };
}

/** @param {number} n */
const fmt = (n) => Math.round(n).toLocaleString('en-GB');
/** @param {number} ms */
const ms = (ms) => (Number.isNaN(ms) ? '-' : ms < 10 ? ms.toFixed(1) : fmt(ms));

/**
 * Measures every set for every caller on the running server, and the limits; prints the table.
 * @param {string} name the database's name
 * @param {number} pid the server's process (its CPU time per page is printed beside the limit's)
 */
async function measure(name, pid) {
  const bundle = await import(
    pathToFileURL(path.join(root, 'apps/storefront/dist-server/entry-server.js')).href
  );
  const cookie = await signIn();
  /** @type {{ set: string, who: Who, server: Figures, bound: Figures | undefined }[]} */
  const rows = [];
  for (const [set, paths] of Object.entries(SETS)) {
    for (const who of WHO) {
      const options = who === 'shopper' ? { cookie } : { unique: who === 'new URL' };
      await load(paths, Math.min(2, seconds), options); // warm-up: JIT, pool, caches
      const cpuBefore = cpuMsOf(pid);
      const measured = await load(paths, seconds, options);
      const server = { ...measured, cpu: (cpuMsOf(pid) - cpuBefore) / (measured.count ?? NaN) };
      const wanted = who === 'shopper' ? cookie : undefined;
      /** @type {typeof rows[number] | undefined} */
      const known = rows.find((r) => r.set === set && (r.who === 'shopper') === (who === 'shopper'));
      // The limit of a visitor's pages and of the shopper's, once per set (after a warm-up).
      /** @type {Figures | undefined} */
      let bound = known?.bound;
      if (bound === undefined && typeof bundle.renderFromMemory === 'function') {
        await limit(bundle.renderFromMemory, paths, wanted, Math.min(1, seconds));
        bound = await limit(bundle.renderFromMemory, paths, wanted, seconds);
      }
      rows.push({ set, who, server, bound });
    }
  }
  console.log(
    `\n${name}: ${seconds} s per measure, ${CONNECTIONS} connections; limit: the same pages rendered one at a time from memory (renderToString, no database, no HTTP)`,
  );
  const header = [
    'URLs',
    'who',
    'req/s',
    'p50 ms',
    'p99 ms',
    'failed',
    'limit req/s',
    'limit p50',
    'limit p99',
    '% of limit',
    'CPU ms',
    'limit CPU ms',
    '% of limit by CPU',
  ];
  const lines = rows.map(({ set, who, server, bound }) => [
    set,
    who,
    fmt(server.rps),
    ms(server.p50),
    ms(server.p99),
    String(server.failed),
    bound ? fmt(bound.rps) : 'n/a',
    bound ? ms(bound.p50) : 'n/a',
    bound ? ms(bound.p99) : 'n/a',
    bound ? `${((server.rps / bound.rps) * 100).toFixed(0)}%` : 'n/a',
    ms(server.cpu ?? NaN),
    bound ? ms(bound.cpu ?? NaN) : 'n/a',
    bound && server.cpu ? `${(((bound.cpu ?? NaN) / server.cpu) * 100).toFixed(0)}%` : 'n/a',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  /** @param {string[]} cells */
  const show = (cells) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)));
  console.log(show(header).join('  '));
  for (const line of lines) console.log(show(line).join('  '));
}

const args = process.argv.slice(2);
const demoOnly = args.includes('--demo');
const withDemo = !args.includes('--no-demo');

/**
 * Measures the DEMO_SETS as the shopper and as a new-URL visitor on the server running now, whose
 * process is `pid`: its figures and its CPU time per 200 answer (ms), which a loaded machine moves
 * far less than req/s (on PGlite the database runs in that process too).
 * @param {number} pid
 * @returns {Promise<Map<string, Figures & { cpu: number }>>} by `<set> <who>`
 */
async function measureSets(pid) {
  const cookie = await signIn();
  /** @type {Map<string, Figures & { cpu: number }>} */
  const figures = new Map();
  for (const set of DEMO_SETS) {
    const paths = SETS[set] ?? [];
    for (const who of /** @type {Who[]} */ (['shopper', 'new URL'])) {
      const options = who === 'shopper' ? { cookie } : { unique: true };
      await load(paths, Math.min(2, seconds), options);
      const before = cpuMsOf(pid);
      const measured = await load(paths, seconds, options);
      figures.set(`${set} ${who}`, { ...measured, cpu: (cpuMsOf(pid) - before) / (measured.count ?? NaN) });
    }
  }
  return figures;
}

/**
 * Starts the demo as `pnpm start` runs it (apps/api `start`, after its build: `node
 * --max-semi-space-size=32 --enable-source-maps dist/demo.js` in apps/api) on API_PORT with its
 * own PGlite folder `dataDir`, without the rate limit; resolves once /readyz answers. Returns `stop()`.
 * @param {string} dataDir
 */
async function startDemo(dataDir) {
  // As a shell without NODE_ENV runs it.
  const { NODE_ENV: _nodeEnv, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=32', '--enable-source-maps', 'dist/demo.js'],
    {
      cwd: path.join(root, 'apps/api'),
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...inherited,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        RATE_LIMIT_PER_MINUTE: '0',
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
      },
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  process.on('exit', () => child.kill());
  for (let i = 0; ; i++) {
    if (gone || i > 1200) throw new Error(`the demo did not start:\n${stderr}`);
    const ready = await fetch(`${BASE}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    pid: child.pid ?? NaN,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The demo against the production server, both on PGlite: measures and prints the comparison. */
async function compareDemo() {
  const prodDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-pages-prod-'));
  const demoDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-pages-demo-'));
  try {
    const env = { DATABASE_URL: '', DATA_DIR: prodDir };
    prepareDatabase(env);
    const prod = await startApi({
      ...env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-bench-session-secret',
      PUBLIC_URL: BASE,
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      STRIPE_SECRET_KEY: '',
    });
    /** @type {Map<string, Figures & { cpu: number }>} */
    let production;
    try {
      production = await measureSets(prod.pid);
    } finally {
      await prod.stop();
    }
    const demoServer = await startDemo(demoDir);
    /** @type {Map<string, Figures & { cpu: number }>} */
    let demo;
    try {
      demo = await measureSets(demoServer.pid);
    } finally {
      await demoServer.stop();
    }
    console.log(
      `\nPGlite: the demo (pnpm start) against the production server, ${seconds} s per measure, ${CONNECTIONS} connections, no rate limit`,
    );
    const header = [
      'URLs',
      'who',
      'prod req/s',
      'prod p99',
      'prod CPU ms',
      'demo req/s',
      'demo p99',
      'demo CPU ms',
      'demo/prod req/s',
      'prod CPU / demo CPU',
      'within 20%',
    ];
    /** @param {number} ratio */
    const pct = (ratio) => (Number.isNaN(ratio) ? '-' : `${(ratio * 100).toFixed(0)}%`);
    const lines = [...production].map(([key, p]) => {
      const d = demo.get(key);
      const [set = '', ...who] = key.split(' ');
      const rate = d === undefined ? NaN : d.rps / p.rps;
      // CPU time per page is what a loaded machine moves least: the verdict is on it when known.
      const cpu = d === undefined ? NaN : p.cpu / d.cpu;
      const verdict = Number.isNaN(cpu) ? rate : cpu;
      return [
        set,
        who.join(' '),
        fmt(p.rps),
        ms(p.p99),
        ms(p.cpu),
        d ? fmt(d.rps) : '-',
        d ? ms(d.p99) : '-',
        d ? ms(d.cpu) : '-',
        pct(rate),
        pct(cpu),
        verdict >= 0.8 ? 'yes' : 'no',
      ];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
    /** @param {string[]} cells */
    const show = (cells) =>
      cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)));
    console.log(show(header).join('  '));
    for (const line of lines) console.log(show(line).join('  '));
  } finally {
    rmSync(prodDir, { recursive: true, force: true });
    rmSync(demoDir, { recursive: true, force: true });
  }
}

buildStorefront();
buildApi();
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-pages-'));
const schema = `bench_pages_${process.pid}`;
const postgres = Boolean(process.env.DATABASE_URL);
/** @type {Record<string, string>} */
const env = postgres
  ? { DATABASE_SCHEMA: schema, DATA_DIR: dataDir }
  : { DATABASE_URL: '', DATA_DIR: dataDir };
try {
  if (!demoOnly) {
    prepareDatabase(env);
    const api = await startApi({
      ...env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-bench-session-secret',
      PUBLIC_URL: BASE,
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      STRIPE_SECRET_KEY: '',
    });
    try {
      await measure(postgres ? 'PostgreSQL' : 'PGlite', api.pid);
    } finally {
      await api.stop();
    }
  }
  if (withDemo) await compareDemo();
} finally {
  if (postgres && !demoOnly) {
    const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
