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
 * The machine is shared: run it twice before believing a difference of a few percent.
 * BENCH_PORT (default 4401) as for `pnpm bench`: the API listens on the next port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
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

/**
 * Who asks.
 * @typedef {'visitor' | 'new URL' | 'shopper'} Who
 */
/** @type {Who[]} */
const WHO = ['visitor', 'new URL', 'shopper'];

/**
 * Figures of one measure: answers a second, p50 and p99 (ms), answers other than 200.
 * @typedef {{ rps: number, p50: number, p99: number, failed: number }} Figures
 */

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
  for (let i = 0; performance.now() - started < duration * 1000; i++) {
    const at = performance.now();
    await renderFromMemory(requests[i % requests.length] ?? {});
    latencies.push(performance.now() - at);
  }
  const time = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / time,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failed: 0,
  };
}

/** @param {number} n */
const fmt = (n) => Math.round(n).toLocaleString('en-GB');
/** @param {number} ms */
const ms = (ms) => (Number.isNaN(ms) ? '-' : ms < 10 ? ms.toFixed(1) : fmt(ms));

/**
 * Measures every set for every caller on the running server, and the limits; prints the table.
 * @param {string} name the database's name
 */
async function measure(name) {
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
      const server = await load(paths, seconds, options);
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
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  /** @param {string[]} cells */
  const show = (cells) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)));
  console.log(show(header).join('  '));
  for (const line of lines) console.log(show(line).join('  '));
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
    await measure(postgres ? 'PostgreSQL' : 'PGlite');
  } finally {
    await api.stop();
  }
} finally {
  if (postgres) {
    const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
