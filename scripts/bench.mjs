/**
 * `pnpm bench` (decision 022): prints figures, asserts nothing.
 *
 * For each database (PGlite always; PostgreSQL too when DATABASE_URL is set, in its own schema
 * `bench_<pid>`, dropped at the end) and each cache mode (off: CATALOGUE_CACHE_MS=0; on: the
 * default micro-cache), the production server (apps/api/dist/main.js, built once; the database
 * migrated and seeded with the sample catalogue first) runs as `pnpm start:prod` runs it (the
 * same node flags, e.g. --enable-source-maps, read from apps/api/package.json) with
 * NODE_ENV=production (no response validation, decision 023), no rate limit (every request comes
 * from one address) and warn logs (the default, info, writes two lines per request), and three
 * calls are measured with autocannon, 16 connections, BENCH_SECONDS each (default 10),
 * cycling through varied URLs:
 * - list: /api/products/?page=1..4
 * - detail: /api/products/1..30/
 * - search: eight terms (typos and two-word queries included)
 * A bare node:http server (its own process, like the API) answers the same bytes for the same
 * URLs (every body fetched from the API first) in two ways, on two ports:
 * - body only: Content-Type and Content-Length, as decision 022 first measured it;
 * - same answer: the headers the API sent with that body too (its security, caching and
 *   Content-Type headers; Node adds Date and Keep-Alive to both), so both put the same bytes on
 *   the wire. autocannon parses every header line in JavaScript (http-parser-js) on the same two
 *   cores, so the API's nine headers cost the load generator, not the server, about a third of
 *   the body-only server's rate for a small answer (docs/benchmarks/catalogue-reads.md, fifth pass); this baseline
 *   takes that out of the ratio, the body-only one keeps it.
 * The API and the bare servers are measured in turn, in slices (5 of BENCH_SECONDS/5 each), so a
 * busy machine weighs on all alike. The table gives req/s, the ratios to both bare servers and
 * p99 latency (over every answer), next to the figures measured before decision 022's
 * one-statement reads (cache off, body-only baseline) and the targets.
 * BENCH_PORT (default 4401) is the body-only server's port; the API listens on the next one and
 * the same-answer server on the one after. Building, starting and stopping the servers is
 * bench/servers.mjs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load as loadWith } from './load.mjs';
import {
  API_PORT,
  BARE_PORT,
  SAME_ANSWER_PORT,
  buildApi,
  prepareDatabase,
  startApi,
  startBare,
} from './bench/servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;

/**
 * The calls measured.
 * @typedef {'list' | 'detail' | 'search'} Call
 */
/**
 * What one call measured on one server over all its slices: req/s, p99 (ms) and failed answers.
 * @typedef {{ rps: number, p99: number, failed: number }} Figures
 */
/**
 * A row of the table: the call, its figures on the API, the body-only and the same-answer bare
 * servers, the mean body size (bytes) and, once printed, the cache mode.
 * @typedef {{ call: Call, server: Figures, bare: Figures, same: Figures, bytes: number }} Row
 */
/**
 * An answer replayed by the bare server.
 * @typedef {import('./bench/servers.mjs').Answer} Answer
 */

/**
 * The URL paths of each call, cycled by every connection.
 * @type {Record<Call, string[]>}
 */
const CALLS = {
  list: [1, 2, 3, 4].map((page) => `/api/products/?page=${page}`),
  detail: Array.from({ length: 30 }, (_, i) => `/api/products/${i + 1}/`),
  search: ['lamp', 'hedphones', 'walnut lamp', 'chair', 'book', 'sofa', 'garden', 'watch'].map(
    (q) => `/api/products/search/?q=${encodeURIComponent(q)}`,
  ),
};
/**
 * The calls, in the table's order.
 * @type {Call[]}
 */
const CALL_NAMES = ['list', 'detail', 'search'];

/**
 * Figures before the one-statement reads (cache off; same machine), printed beside the new ones.
 * @type {Record<'postgres' | 'pglite' | 'cacheOn', Record<Call, string>>}
 */
const BEFORE = {
  postgres: {
    list: '660 req/s 3.9% p99 38 ms',
    detail: '1,095 req/s 5.2% p99 21 ms',
    search: '932 req/s 4.4% p99 28 ms',
  },
  pglite: {
    list: '259 req/s 1.3% p99 131 ms',
    detail: '352 req/s 1.7% p99 102 ms',
    search: '271 req/s 1.1% p99 136 ms',
  },
  cacheOn: { list: '56-60%', search: '38-45%', detail: '' },
};

/** Targets of decision 022 (cache off: of bare, per database; cache on: list and search). */
const TARGET = { postgres: '>= 20%, p99 < 20 ms', pglite: '>= 5%', cacheOn: '>= 60%' };

/**
 * One autocannon run on `port`: CONNECTIONS connections cycling through `paths` for `duration`
 * seconds. Resolves with the answers counted, the failures, the elapsed time (s) and every
 * response time (ms).
 * @param {number} port
 * @param {string[]} paths
 * @param {number} duration seconds
 */
function load(port, paths, duration) {
  return loadWith(port, paths, duration, CONNECTIONS);
}

/**
 * Measures `paths` on the API and on both bare servers in turn, in slices (5 each, at least
 * 1 s), so all see the same machine: a busy moment costs all, not one. Returns req/s and p99
 * (ms) of each over all its slices.
 * @param {string[]} paths
 */
async function measurePair(paths) {
  const slices = Math.max(1, Math.min(5, Math.floor(seconds)));
  /** @type {Record<'api' | 'bare' | 'same', Awaited<ReturnType<typeof load>>[]>} */
  const totals = { api: [], bare: [], same: [] };
  for (let i = 0; i < slices; i++) {
    totals.api.push(await load(API_PORT, paths, seconds / slices));
    totals.bare.push(await load(BARE_PORT, paths, seconds / slices));
    totals.same.push(await load(SAME_ANSWER_PORT, paths, seconds / slices));
  }
  /**
   * @param {Awaited<ReturnType<typeof load>>[]} runs
   * @returns {Figures}
   */
  const summary = (runs) => {
    const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const time = runs.reduce((n, r) => n + r.seconds, 0);
    return {
      rps: latencies.length / time,
      p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? NaN,
      failed: runs.reduce((n, r) => n + r.failed, 0),
    };
  };
  return { server: summary(totals.api), bare: summary(totals.bare), same: summary(totals.same) };
}

/** Headers Node's http server adds to every answer itself (so not replayed by the bare server). */
const ADDED_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Every answer of `paths` from the API: its body and headers (fails on a non-200).
 * @param {string[]} paths
 */
async function fetchAnswers(paths) {
  /** @type {Map<string, Answer>} */
  const answers = new Map();
  for (const p of paths) {
    // Uncompressed, as autocannon asks (fetch would ask for gzip, deflate and br).
    const res = await fetch(`http://127.0.0.1:${API_PORT}${p}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    if (res.headers.has('content-encoding')) throw new Error(`${p} answered compressed`);
    const headers = Object.fromEntries([...res.headers].filter(([name]) => !ADDED_BY_NODE.has(name)));
    answers.set(p, { body: Buffer.from(await res.arrayBuffer()), headers });
  }
  return answers;
}

/** Measures every call on the running API next to the bare servers answering the same bytes. */
async function measureCalls() {
  /** @type {Map<string, Answer>} */
  const answers = new Map();
  for (const paths of Object.values(CALLS)) for (const [p, a] of await fetchAnswers(paths)) answers.set(p, a);
  const bare = await startBare(answers);
  /** @type {Row[]} */
  const rows = [];
  try {
    for (const call of CALL_NAMES) {
      const paths = CALLS[call];
      // Warm-up (JIT, pool, plans, cache) of both.
      await load(API_PORT, paths, Math.min(3, seconds));
      await load(BARE_PORT, paths, Math.min(1, seconds));
      await load(SAME_ANSWER_PORT, paths, Math.min(1, seconds));
      const { server, bare: baseline, same } = await measurePair(paths);
      const bytes = paths.reduce((n, p) => n + (answers.get(p)?.body.length ?? 0), 0) / paths.length;
      rows.push({ call, server, bare: baseline, same, bytes });
    }
  } finally {
    await bare.stop();
  }
  return rows;
}

/**
 * Runs both cache modes on one database; `env` selects it. Prints the table.
 * @param {'PGlite' | 'PostgreSQL'} name
 * @param {Record<string, string>} env
 */
async function benchDatabase(name, env) {
  prepareDatabase(env);
  /** @type {(Row & { cache: 'off' | 'on' })[]} */
  const results = [];
  for (const cache of /** @type {const} */ (['off', 'on'])) {
    const api = await startApi({
      ...env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-bench-session-secret',
      PUBLIC_URL: `http://127.0.0.1:${API_PORT}`,
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      CATALOGUE_CACHE_MS: cache === 'off' ? '0' : '',
    });
    try {
      for (const row of await measureCalls()) results.push({ ...row, cache });
    } finally {
      await api.stop();
    }
  }
  printTable(name, results);
}

/** @param {number} n */
const fmt = (n) => Math.round(n).toLocaleString('en-GB');

/**
 * Prints the table of one database's rows.
 * @param {'PGlite' | 'PostgreSQL'} name
 * @param {(Row & { cache: 'off' | 'on' })[]} results
 */
function printTable(name, results) {
  const kind = name === 'PostgreSQL' ? 'postgres' : 'pglite';
  console.log(
    `\n${name}: ${seconds} s per run, ${CONNECTIONS} connections, varied URLs (list 4 pages, detail 30 products, search 8 terms)`,
  );
  const header = [
    'call',
    'cache',
    'req/s',
    '% of bare',
    '% of same',
    'p99 ms',
    'bare req/s',
    'same req/s',
    'body B',
    'before',
    'target',
  ];
  /** @param {number} ratio */
  const percent = (ratio) => `${(ratio * 100).toFixed(1)}%`;
  const lines = results.map((r) => [
    r.call,
    r.cache,
    fmt(r.server.rps) + (r.server.failed > 0 ? ` (${r.server.failed} failed!)` : ''),
    percent(r.server.rps / r.bare.rps),
    percent(r.server.rps / r.same.rps),
    r.server.p99.toFixed(1),
    fmt(r.bare.rps),
    fmt(r.same.rps),
    fmt(r.bytes),
    r.cache === 'off' ? BEFORE[kind][r.call] : BEFORE.cacheOn[r.call],
    r.cache === 'off' ? TARGET[kind] : r.call === 'detail' ? '' : TARGET.cacheOn,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  /** @param {string[]} cells */
  const show = (cells) =>
    cells.map((c, i) => (i < 2 || i >= 9 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)));
  console.log(
    "'% of bare': of a bare server sending the body with two headers; '% of same': of one sending the API's own headers too.",
  );
  console.log(show(header).join('  '));
  for (const line of lines) console.log(show(line).join('  ').trimEnd());
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
buildApi();
try {
  await benchDatabase('PGlite', { DATABASE_URL: '', DATA_DIR: dataDir });
  if (process.env.DATABASE_URL) {
    const schema = `bench_${process.pid}`;
    try {
      await benchDatabase('PostgreSQL', { DATABASE_SCHEMA: schema, DATA_DIR: dataDir });
    } finally {
      const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg');
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  } else {
    console.log(
      '\nSet DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to measure PostgreSQL too.',
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
