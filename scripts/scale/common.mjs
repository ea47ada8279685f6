/**
 * What every part of `pnpm test:scale` (scripts/scale-test.mjs) shares: its settings (from the
 * environment), the PASS/FAIL verdicts, client addresses, small formatting helpers, the PostgreSQL
 * client, and the accounts and clients the checks make straight to one API process.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Client } from './http.mjs';

/** @typedef {import('./http.mjs').Answer} Answer */
/** @typedef {import('./processes.mjs').ChildHandle} ChildHandle */
/**
 * The three API processes behind HAProxy.
 * @typedef {'a' | 'b' | 'c'} ApiName
 */
/**
 * A running API process: its child handle, port, and how long it took to answer /readyz (ms).
 * @typedef {ChildHandle & { port: number, startMs?: number }} ApiProcess
 */
/**
 * What the set-up made (scale/setup.mjs) and the checks use: the temporary folder and its logs,
 * the schema, HAProxy's ports, the API processes and `startApi(name)` to (re)start one, and the
 * S3 server's folder.
 * @typedef {{
 *   tmp: string,
 *   logs: string,
 *   schema: string,
 *   lbPort: number,
 *   statsPort: number,
 *   api: Record<ApiName, ApiProcess>,
 *   startApi: (name: ApiName) => Promise<ApiProcess>,
 *   s3Dir: string,
 * }} ScaleContext
 */

/** The repository's root folder. */
export const root = path.resolve(import.meta.dirname, '../..');
/** The production server's bundles (`pnpm --filter @shop/api build`). */
export const API_DIST = path.join(root, 'apps/api/dist');
/** SCALE_SECONDS (default 60): how long the load runs, s. */
export const SECONDS = Number(process.env.SCALE_SECONDS || 60);
/** SCALE_SHOPPERS (default 100): how many simulated shoppers the load runs. */
export const SHOPPERS = Number(process.env.SCALE_SHOPPERS || 100);
export const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** The S3 bucket the API processes share. */
export const BUCKET = 'shop-scale';
/**
 * The API processes by name.
 * @type {ApiName[]}
 */
export const API_NAMES = ['a', 'b', 'c'];

/**
 * Every verdict so far (one per check line printed).
 * @type {{ name: string, pass: boolean }[]}
 */
export const verdicts = [];
/**
 * Prints one PASS/FAIL line (and indented detail lines) and remembers the verdict.
 * @param {string} name
 * @param {boolean} pass
 * @param {string} summary
 * @param {string[]} [details]
 */
export function verdict(name, pass, summary, details = []) {
  verdicts.push({ name, pass });
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}: ${summary}`);
  for (const line of details) console.log(`        ${line}`);
}

/** This run's tag in the e-mail addresses it registers. */
export const run = Math.random().toString(36).slice(2, 8);
let addressCount = 0;
/** A fresh client address (10.x.y.z) for X-Forwarded-For sent straight to an API port. */
export function nextAddress() {
  addressCount += 1;
  const n = addressCount;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
/**
 * The loopback address shopper `i` connects from (127.0.1.1, 127.0.1.2, ...).
 * @param {number} i
 */
export const shopperAddress = (i) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;

/**
 * A response in a few words: status (or network error) and the error text.
 * @param {Answer} r
 */
export function describe(r) {
  if (r.status === 0) return `network error ${r.error}`;
  const error =
    r.body && typeof r.body === 'object' && 'error' in r.body ? ` ${JSON.stringify(r.body.error)}` : '';
  return `${r.status}${error}`.slice(0, 200);
}

/** @param {number} n milliseconds */
export const ms = (n) => `${Math.round(n)} ms`;
/** @param {number} n milliseconds, shown in seconds */
export const sec = (n) => `${(n / 1000).toFixed(2)} s`;
/** @param {Buffer} bytes */
export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
/** A new random password that passes the shop's rules. */
export const password = () => `Sc4le-${randomBytes(9).toString('base64url')}`;
/**
 * One element of `list` at random (undefined when it is empty).
 * @template T
 * @param {T[]} list
 */
export const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * The `p` (0-1) percentile of `sorted` (ascending); NaN when it is empty.
 * @param {number[]} sorted
 * @param {number} p
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]);
}

/**
 * How many items of `list` have each `key(item)`, in the order first met.
 * @template T
 * @param {T[]} list
 * @param {(item: T) => string | number | undefined} key
 * @returns {Record<string, number>}
 */
export function countBy(list, key) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const item of list) {
    const k = String(key(item));
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}

/**
 * Runs `tasks` (functions returning promises) at most `width` at a time; resolves with their
 * results in order.
 * @template T
 * @param {(() => Promise<T>)[]} tasks
 * @param {number} width
 * @returns {Promise<T[]>}
 */
export async function pool(tasks, width) {
  /** @type {T[]} */
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await /** @type {() => Promise<T>} */ (tasks[i])();
      }
    }),
  );
  return results;
}

/**
 * The part of node-postgres' client the test uses; rows are PostgreSQL's as pg parses them,
 * typed by each query's caller (it knows its SELECT list).
 * @typedef {{
 *   connect(): Promise<void>,
 *   query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>,
 *   end(): Promise<void>,
 * }} PgClient
 */
/**
 * node-postgres, the server's own copy.
 * @type {{ Client: new (config: { connectionString: string, options?: string }) => PgClient }}
 */
const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg');

/**
 * A PostgreSQL client on DATABASE_URL with `schema` first on the search path (connected).
 * @param {string} [schema]
 */
export async function database(schema) {
  const client = new pg.Client({
    connectionString: DATABASE_URL,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  await client.connect();
  return client;
}

/**
 * A client straight to API process `name` that comes from a new address on every request.
 * @param {ScaleContext} ctx
 * @param {ApiName} name
 * @param {string} [label] the client's name in the records
 */
export const direct = (ctx, name, label = name) =>
  new Client({ port: ctx.api[name].port, name: label, forwardedFor: nextAddress });

/**
 * An account a check made: id, e-mail, password and the client it registered with.
 * @typedef {{ id: number, email: string, password: string, client: Client }} Account
 */

/**
 * Registers an account through process `name` (from a fresh address); returns its details.
 * Throws when the server does not answer 201.
 * @param {ScaleContext} ctx
 * @param {ApiName} name
 * @param {string} who a word for the e-mail address and last name
 * @returns {Promise<Account>}
 */
export async function register(ctx, name, who) {
  const email = `${who}-${run}-${randomBytes(3).toString('hex')}@example.com`;
  const secret = password();
  const client = direct(ctx, name);
  const r = await client.post('register', '/api/auth/register/', {
    json: { email, password: secret, first_name: 'Scale', last_name: who },
  });
  if (r.status !== 201) throw new Error(`register ${who} through ${name}: ${describe(r)}`);
  return { id: r.body.user.id, email, password: secret, client };
}
