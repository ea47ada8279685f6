/**
 * `pnpm bench` (decisions 022 and 068): prints figures, asserts nothing.
 *
 * For each database (PGlite always; PostgreSQL too when DATABASE_URL is set, in its own schema
 * `bench_<pid>`, dropped at the end) the production server (apps/api/dist/main.js, built once;
 * the database migrated and seeded with the sample catalogue first) runs as `pnpm start:prod`
 * runs it (the same node flags, e.g. --enable-source-maps, read from apps/api/package.json) with
 * NODE_ENV=production (no response validation, decision 023), no rate limit (every request comes
 * from one address), warn logs (the default, info, writes two lines per request) and the pool size
 * and timeouts set explicitly (their defaults), and three calls are measured with autocannon,
 * 16 connections, BENCH_SECONDS each (default 10), cycling through varied URLs:
 * - list: /api/products/?page=1..4
 * - detail: /api/products/1..30/
 * - search: eight terms (typos and two-word queries included)
 *
 * Cache off (CATALOGUE_CACHE_MS=0), the baseline is the same SQL (decision 068): a bare
 * node:http server (same-sql-server.mjs, its own process) that runs, per request, the statements
 * the API ran for that URL (captured from the API itself with DB_STATEMENT_CAPTURE_FILE before
 * the runs: the same names, texts and parameters, so a change to a query changes the baseline)
 * through the same driver (node-postgres with the same pool size and timeouts; PGlite through its
 * node-postgres adapter, on a copy of the API's data folder) and sends JSON.stringify of the rows.
 * Targets: at least 60% of its req/s, and p99 under 20 ms on PostgreSQL. The retired baseline of
 * decision 022 (a bare server sending fixed bytes) is not measured cache off: PostgreSQL's own
 * CPU per statement caps that ratio on two shared cores.
 *
 * Cache on (the default micro-cache), an answer runs no SQL, so the baseline stays decision
 * 022's: a bare node:http server (its own process) answering the API's bytes for the same URLs
 * (every body fetched from the API first), on two ports: body only (Content-Type and
 * Content-Length; target >= 60% for list and search), and with the API's own headers too
 * ("same answer", information: autocannon parses every header line in JavaScript on the same two
 * cores, docs/benchmarks/catalogue-reads.md, fifth pass).
 *
 * Each server and its baseline are measured in turn, in slices (5 of BENCH_SECONDS/5 each), so a
 * busy machine weighs on all alike. The tables give req/s, p50 and p99 (ms, over every answer) of
 * each, the ratio, the targets, and the load average before and after each database.
 * BENCH_PORT (default 4401) is the body-only server's port; the API listens on the next one, the
 * same-answer server on the one after, the same-SQL server on the one after that. Building,
 * starting and stopping the servers and capturing the statements is bench/servers.mjs.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { load as loadWith } from './load.mjs';
import {
  API_PORT,
  BARE_PORT,
  SAME_ANSWER_PORT,
  SAME_SQL_PORT,
  buildApi,
  captureStatements,
  prepareDatabase,
  startApi,
  startBare,
  startSameSql,
} from './bench/servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;

/**
 * The database settings of the API, set explicitly (their defaults) so the same-SQL server opens
 * its pool with the same figures.
 */
const DB_SETTINGS = { poolSize: 10, connectMs: 5000, statementMs: 5000, idleInTransactionMs: 10_000 };

/**
 * The calls measured.
 * @typedef {'list' | 'detail' | 'search'} Call
 */
/**
 * What one call measured on one server over all its slices: req/s, p50 and p99 (ms) and failed
 * answers.
 * @typedef {{ rps: number, p50: number, p99: number, failed: number }} Figures
 */
/**
 * A cache-off row: the call, its figures on the API and on the same-SQL server, the mean body
 * size (bytes) of each, and the statements the API runs per URL (names, one URL's worth).
 * @typedef {{ call: Call, api: Figures, sql: Figures, apiBytes: number, sqlBytes: number, statements: string }} OffRow
 */
/**
 * A cache-on row: the call, its figures on the API, the body-only and the same-answer bare
 * servers, and the mean body size (bytes).
 * @typedef {{ call: Call, api: Figures, bare: Figures, same: Figures, bytes: number }} OnRow
 */
/**
 * An answer replayed by the bare server.
 * @typedef {import('./bench/servers.mjs').Answer} Answer
 */
/**
 * @typedef {import('./bench/servers.mjs').SameSqlDatabase} SameSqlDatabase
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
/** Every URL path measured. */
const ALL_PATHS = CALL_NAMES.flatMap((call) => CALLS[call]);

/**
 * Targets. Cache off (decision 068): share of the same-SQL server's req/s, and p99 on
 * PostgreSQL. Cache on (decision 022): share of the body-only bare server's req/s, list and search.
 */
const TARGET = { sqlShare: 0.6, postgresP99Ms: 20, cachedShare: 0.6 };

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
 * Measures `paths` on each server of `ports` in turn, in slices (5 each, at least 1 s), so all
 * see the same machine: a busy moment costs all, not one. Returns req/s, p50 and p99 (ms) of each
 * over all its slices.
 * @template {string} Name
 * @param {Record<Name, number>} ports
 * @param {string[]} paths
 * @returns {Promise<Record<Name, Figures>>}
 */
async function measure(ports, paths) {
  const names = /** @type {Name[]} */ (Object.keys(ports));
  const slices = Math.max(1, Math.min(5, Math.floor(seconds)));
  /** @type {Map<Name, Awaited<ReturnType<typeof load>>[]>} */
  const runs = new Map(names.map((name) => [name, []]));
  for (let i = 0; i < slices; i++)
    for (const name of names) runs.get(name)?.push(await load(ports[name], paths, seconds / slices));
  /**
   * @param {Awaited<ReturnType<typeof load>>[]} all
   * @returns {Figures}
   */
  const summary = (all) => {
    const latencies = all.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const time = all.reduce((n, r) => n + r.seconds, 0);
    /** @param {number} q */
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
    return {
      rps: latencies.length / time,
      p50: at(0.5),
      p99: at(0.99),
      failed: all.reduce((n, r) => n + r.failed, 0),
    };
  };
  return /** @type {Record<Name, Figures>} */ (
    Object.fromEntries(names.map((name) => [name, summary(runs.get(name) ?? [])]))
  );
}

/** Headers Node's http server adds to every answer itself (so not replayed by the bare server). */
const ADDED_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Every answer of `paths` from the server on `port`: its body and headers (fails on a non-200).
 * @param {number} port
 * @param {string[]} paths
 */
async function fetchAnswers(port, paths) {
  /** @type {Map<string, Answer>} */
  const answers = new Map();
  for (const p of paths) {
    // Uncompressed, as autocannon asks (fetch would ask for gzip, deflate and br).
    const res = await fetch(`http://127.0.0.1:${port}${p}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    if (res.headers.has('content-encoding')) throw new Error(`${p} answered compressed`);
    const headers = Object.fromEntries([...res.headers].filter(([name]) => !ADDED_BY_NODE.has(name)));
    answers.set(p, { body: Buffer.from(await res.arrayBuffer()), headers });
  }
  return answers;
}

/**
 * Mean body size (bytes) of `paths` in `answers`.
 * @param {Map<string, Answer>} answers
 * @param {string[]} paths
 */
const meanBytes = (answers, paths) =>
  paths.reduce((n, p) => n + (answers.get(p)?.body.length ?? 0), 0) / paths.length;

/**
 * Cache off: every call on the API (started with `env`) next to the same-SQL server running the
 * captured `statements` on `database`.
 * @param {Record<string, string>} env
 * @param {Map<string, import('./bench/servers.mjs').Statement[]>} statements
 * @param {SameSqlDatabase} database
 */
async function measureUncached(env, statements, database) {
  const api = await startApi(env);
  const sql = await startSameSql(statements, database);
  /** @type {OffRow[]} */
  const rows = [];
  try {
    const apiAnswers = await fetchAnswers(API_PORT, ALL_PATHS);
    const sqlAnswers = await fetchAnswers(SAME_SQL_PORT, ALL_PATHS);
    for (const call of CALL_NAMES) {
      const paths = CALLS[call];
      // Warm-up (JIT, pool, plans) of both.
      await load(API_PORT, paths, Math.min(3, seconds));
      await load(SAME_SQL_PORT, paths, Math.min(3, seconds));
      const figures = await measure({ api: API_PORT, sql: SAME_SQL_PORT }, paths);
      const names = [...new Set(paths.flatMap((p) => (statements.get(p) ?? []).map((s) => s.name)))];
      const perUrl = Math.max(...paths.map((p) => statements.get(p)?.length ?? 0));
      rows.push({
        call,
        ...figures,
        apiBytes: meanBytes(apiAnswers, paths),
        sqlBytes: meanBytes(sqlAnswers, paths),
        statements: `${perUrl} per URL: ${names.join(', ')}`,
      });
    }
  } finally {
    await sql.stop();
    await api.stop();
  }
  return rows;
}

/**
 * Cache on: every call on the API (started with `env`) next to the bare servers answering the
 * same bytes.
 * @param {Record<string, string>} env
 */
async function measureCached(env) {
  const api = await startApi(env);
  /** @type {OnRow[]} */
  const rows = [];
  try {
    const answers = await fetchAnswers(API_PORT, ALL_PATHS);
    const bare = await startBare(answers);
    try {
      for (const call of CALL_NAMES) {
        const paths = CALLS[call];
        await load(API_PORT, paths, Math.min(3, seconds));
        await load(BARE_PORT, paths, Math.min(1, seconds));
        await load(SAME_ANSWER_PORT, paths, Math.min(1, seconds));
        const figures = await measure({ api: API_PORT, bare: BARE_PORT, same: SAME_ANSWER_PORT }, paths);
        rows.push({ call, ...figures, bytes: meanBytes(answers, paths) });
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await api.stop();
  }
  return rows;
}

/**
 * Measures one database, cache off then on; `env` selects it for the API, `sameSql` for the
 * same-SQL server (`apiDataDir`/pglite is copied there first for PGlite). Prints the tables.
 * @param {'PGlite' | 'PostgreSQL'} name
 * @param {Record<string, string>} env
 * @param {SameSqlDatabase} sameSql
 * @param {string} apiDataDir
 */
async function benchDatabase(name, env, sameSql, apiDataDir) {
  prepareDatabase(env);
  // PGlite's files belong to one process: the same-SQL server opens a copy (the API's is closed).
  if (sameSql.kind === 'pglite') cpSync(path.join(apiDataDir, 'pglite'), sameSql.dir, { recursive: true });
  const loadBefore = loadavg();
  const base = {
    ...env,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-session-secret-bench-session-secret',
    PUBLIC_URL: `http://127.0.0.1:${API_PORT}`,
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
    DB_POOL_SIZE: String(DB_SETTINGS.poolSize),
    DB_CONNECT_TIMEOUT_MS: String(DB_SETTINGS.connectMs),
    DB_STATEMENT_TIMEOUT_MS: String(DB_SETTINGS.statementMs),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: String(DB_SETTINGS.idleInTransactionMs),
  };
  const uncached = { ...base, CATALOGUE_CACHE_MS: '0' };
  const statements = await captureStatements(uncached, ALL_PATHS);
  const off = await measureUncached(uncached, statements, sameSql);
  const on = await measureCached({ ...base, CATALOGUE_CACHE_MS: '' });
  printTables(name, off, on, [loadBefore, loadavg()]);
}

/** @param {number} n */
const fmt = (n) => Math.round(n).toLocaleString('en-GB');
/** @param {number} ratio */
const percent = (ratio) => `${(ratio * 100).toFixed(1)}%`;
/** @param {number} ms */
const ms = (ms) => ms.toFixed(1);
/** @param {Figures} f */
const rate = (f) => fmt(f.rps) + (f.failed > 0 ? ` (${f.failed} failed!)` : '');

/**
 * Prints `lines` under `header`, the columns of `left` left-aligned, the others right-aligned.
 * @param {string[]} header
 * @param {string[][]} lines
 * @param {Set<number>} left
 */
function printColumns(header, lines, left) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  /** @param {string[]} cells */
  const show = (cells) =>
    cells
      .map((c, i) => (left.has(i) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(show(header));
  for (const line of lines) console.log(show(line));
}

/**
 * Prints one database's tables: cache off against the same SQL, cache on against fixed bytes.
 * @param {'PGlite' | 'PostgreSQL'} name
 * @param {OffRow[]} off
 * @param {OnRow[]} on
 * @param {[number[], number[]]} loads the load averages (1, 5, 15 min) before and after
 */
function printTables(name, off, on, loads) {
  const postgres = name === 'PostgreSQL';
  const load = loads.map((l) => l.map((n) => n.toFixed(2)).join(' ')).join(' -> ');
  console.log(
    `\n${name}: ${seconds} s per run, ${CONNECTIONS} connections, varied URLs (list 4 pages, detail 30 products, search 8 terms); load average ${load}`,
  );
  const target = `>= ${percent(TARGET.sqlShare)}${postgres ? `, p99 < ${TARGET.postgresP99Ms} ms` : ''}`;
  console.log(
    `\nCache off, against a bare node:http server running the same statements through the same driver (decision 068; target ${target}):`,
  );
  printColumns(
    [
      'call',
      'API req/s',
      'same-SQL req/s',
      '% of it',
      'API p50',
      'API p99',
      'SQL p50',
      'SQL p99',
      'API B',
      'SQL B',
      'target',
      'statements',
    ],
    off.map((r) => {
      const met = r.api.rps / r.sql.rps >= TARGET.sqlShare && (!postgres || r.api.p99 < TARGET.postgresP99Ms);
      return [
        r.call,
        rate(r.api),
        rate(r.sql),
        percent(r.api.rps / r.sql.rps),
        ms(r.api.p50),
        ms(r.api.p99),
        ms(r.sql.p50),
        ms(r.sql.p99),
        fmt(r.apiBytes),
        fmt(r.sqlBytes),
        met ? 'met' : 'not met',
        r.statements,
      ];
    }),
    new Set([0, 10, 11]),
  );
  console.log(
    `\nCache on, against a bare node:http server answering the API's bytes: body only (decision 022; target >= ${percent(TARGET.cachedShare)} for list and search), and with the API's headers too (information):`,
  );
  printColumns(
    [
      'call',
      'API req/s',
      'API p50',
      'API p99',
      'bare req/s',
      '% of bare',
      'same req/s',
      '% of same',
      'body B',
      'target',
    ],
    on.map((r) => [
      r.call,
      rate(r.api),
      ms(r.api.p50),
      ms(r.api.p99),
      rate(r.bare),
      percent(r.api.rps / r.bare.rps),
      rate(r.same),
      percent(r.api.rps / r.same.rps),
      fmt(r.bytes),
      r.call === 'detail' ? '' : r.api.rps / r.bare.rps >= TARGET.cachedShare ? 'met' : 'not met',
    ]),
    new Set([0, 9]),
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
buildApi();
try {
  await benchDatabase(
    'PGlite',
    { DATABASE_URL: '', DATA_DIR: dataDir },
    { kind: 'pglite', dir: path.join(dataDir, 'pglite-same-sql') },
    dataDir,
  );
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_${process.pid}`;
    try {
      await benchDatabase(
        'PostgreSQL',
        { DATABASE_SCHEMA: schema, DATA_DIR: dataDir },
        { kind: 'postgres', url, schema, ...DB_SETTINGS },
        dataDir,
      );
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
