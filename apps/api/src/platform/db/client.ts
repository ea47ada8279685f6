/**
 * The database handle: Drizzle on node-postgres when DATABASE_URL is set, else on embedded PGlite
 * (with pg_trgm). The same queries run on both (TOOLCHAIN "one script ran unchanged on both").
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Placeholder, is, sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DB_POOL_SIZE_DEFAULT, DB_TIMEOUT_DEFAULTS, type Config } from '../config/index.ts';
import { NotificationHub, attachHub, createPgListener, pgliteListen, type ListenFn } from './notify.ts';
import * as schema from './schema.ts';
import type { Db } from './db.ts';

export { schema };
export { notify, type ListenFn, type NotificationHandler, type SyncHandler } from './notify.ts';

export type { Db } from './db.ts';
/** A transaction handle as given by `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database with the driver kind and a `close()` that releases it. */
export interface DbHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /**
   * Subscribes to a notification channel of this database schema (platform/db/notify.ts, decision 026):
   * committed `notify(db, channel, payload)` of every process, and this process's own right after
   * their commit. PostgreSQL: one dedicated connection per handle, reconnected with backoff when
   * it drops (`onSync(false)`, then `onSync(true)` once listening again); PGlite: its `listen`.
   */
  listen: ListenFn;
  /** Closes the pool or the PGlite instance (and the listening connection). Safe to call twice. */
  close(): Promise<void>;
}

/** The `listen` of the handle that opened `db` (createDb), if any. */
export function listenerOf(db: Db): ListenFn | undefined {
  return listeners.get(db);
}

/** The `listen` of each database opened by createDb. */
const listeners = new WeakMap<Db, ListenFn>();

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** What createDb may be given besides the configuration. */
export interface CreateDbOptions {
  /**
   * Called with the SQL text of every statement sent to the driver (node-postgres client queries,
   * PGlite `query` / `exec`, in or out of a transaction), before it runs, and for a named
   * statement (namedStatement) its name and parameters too. Tests count statements with it
   * (test/query-count.test.ts); leave it unset in production.
   */
  onQuery?: OnQuery;
  /**
   * PGlite only: start from this data directory (a tarball from `PGlite#dumpDataDir`) instead of
   * an empty one. Tests load a migrated and seeded snapshot with it (test/helpers.ts).
   */
  loadDataDir?: Blob;
}

/** A named statement as sent to the driver: its name and its parameters ($1, $2, ... in order). */
export interface NamedCall {
  name: string;
  params: readonly unknown[];
}

/** What createDb calls before each statement (CreateDbOptions.onQuery). */
export type OnQuery = (text: string, named?: NamedCall) => void;

/**
 * The statement capture of `config.dbStatementCaptureFile` (DB_STATEMENT_CAPTURE_FILE, decision
 * 068): appends one JSON line per statement to `file`, `{ name, text, params }` for a named
 * statement, `{ text }` for any other (whose parameters may be personal data), before it runs.
 * Writes synchronously, so the lines are in the order the statements were sent. `pnpm bench`
 * replays a read's named statements from it; throws the file system's error.
 */
function statementCapture(file: string): OnQuery {
  return (text, named) =>
    appendFileSync(
      file,
      `${JSON.stringify(named === undefined ? { text } : { name: named.name, text, params: named.params })}\n`,
    );
}

/** `a` then `b`, either of which may be missing. */
function bothHooks(a: OnQuery | undefined, b: OnQuery | undefined): OnQuery | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  return (text, named) => {
    a(text, named);
    b(text, named);
  };
}

/** The name and parameters of a node-postgres `query` argument that is a named query config. */
function namedCallOf(arg: unknown, values: unknown): NamedCall | undefined {
  if (arg === null || typeof arg !== 'object') return undefined;
  const config = arg as { name?: unknown; values?: unknown };
  if (typeof config.name !== 'string') return undefined;
  const params = Array.isArray(config.values) ? config.values : Array.isArray(values) ? values : [];
  return { name: config.name, params };
}

/**
 * Runs one statement as a node-postgres named (prepared) statement `name`: on a pooled PostgreSQL
 * connection, or on PGlite through its node-postgres adapter. Rows come back with node-postgres'
 * type parsers (timestamptz as Date, json parsed), the same on both.
 */
type NamedRunner = (name: string, text: string, params: unknown[]) => Promise<unknown[]>;

/** The named-statement runner of each database opened by createDb (not of its transactions). */
const namedRunners = new WeakMap<Db, NamedRunner>();

/** The SQL text of each statement name (node-postgres refuses one name for two texts). */
const statementTexts = new Map<string, string>();

/** Compiles Drizzle SQL to text and parameters ($1, $2, ...) without running it. */
const dialect = new PgDialect();

/** The SQL text of a node-postgres `query` argument (a string or a query config). */
function queryText(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg !== null && typeof arg === 'object' && typeof (arg as { text?: unknown }).text === 'string')
    return (arg as { text: string }).text;
  return '';
}

/**
 * Opens the database described by `config`: PostgreSQL when `databaseUrl` is set (with
 * `databaseSchema` as first search_path entry, created if missing), else PGlite in
 * `config.pgliteDir` (`'memory'` for in-memory). Does not apply migrations (see migrate.ts).
 * Throws when the database cannot be reached or the schema name is not a plain identifier.
 */
export async function createDb(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'pgliteDir'> &
    Partial<
      Pick<
        Config,
        | 'dbConnectTimeoutMs'
        | 'dbStatementTimeoutMs'
        | 'dbIdleInTransactionTimeoutMs'
        | 'dbPoolSize'
        | 'dbStatementCaptureFile'
      >
    >,
  options: CreateDbOptions = {},
): Promise<DbHandle> {
  const captureFile = config.dbStatementCaptureFile;
  const onQuery = bothHooks(
    options.onQuery,
    captureFile !== undefined ? statementCapture(captureFile) : undefined,
  );
  if (config.databaseUrl) {
    // Never hang: bounded connect, statement and idle-in-transaction times; the
    // client-side read timeout also ends a query whose connection stalled (no answer at all).
    const connectMs = config.dbConnectTimeoutMs ?? DB_TIMEOUT_DEFAULTS.connectMs;
    const statementMs = config.dbStatementTimeoutMs ?? DB_TIMEOUT_DEFAULTS.statementMs;
    const timeouts = {
      connectionTimeoutMillis: connectMs,
      statement_timeout: statementMs,
      query_timeout: statementMs + 1000,
      idle_in_transaction_session_timeout:
        config.dbIdleInTransactionTimeoutMs ?? DB_TIMEOUT_DEFAULTS.idleInTransactionMs,
      keepAlive: true,
    };
    const schemaName = config.databaseSchema;
    if (schemaName !== undefined && !SCHEMA_NAME.test(schemaName))
      throw new Error(`Bad schema name ${schemaName}`);
    if (schemaName !== undefined) {
      const admin = new pg.Client({ connectionString: config.databaseUrl, ...timeouts });
      await admin.connect();
      try {
        // Extensions are database-wide: keep pg_trgm in public so every schema sees it.
        await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
        await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.dbPoolSize ?? DB_POOL_SIZE_DEFAULT,
      ...timeouts,
      ...(schemaName !== undefined ? { options: `-c search_path=${schemaName},public` } : {}),
    });
    // An idle client that errors (e.g. the server restarts) must not crash the process.
    pool.on('error', () => undefined);
    if (onQuery !== undefined) {
      // Every statement (Drizzle's, ours, transactions) goes through some pooled client's query.
      pool.on('connect', (client) => {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
          onQuery(queryText(args[0]), namedCallOf(args[0], args[1]));
          return query(...args);
        };
      });
    }
    const db: Db = drizzlePg({ client: pool, schema });
    namedRunners.set(db, async (name, text, values) => (await pool.query({ name, text, values })).rows);
    const hub = new NotificationHub();
    attachHub(db, hub);
    // Its own connection (not from the pool): LISTEN lasts as long as the session.
    const listener = createPgListener(
      () =>
        new pg.Client({
          connectionString: config.databaseUrl,
          connectionTimeoutMillis: connectMs,
          query_timeout: statementMs + 1000,
          keepAlive: true,
          application_name: `shop-listener${schemaName !== undefined ? `:${schemaName}` : ''}`,
          ...(schemaName !== undefined ? { options: `-c search_path=${schemaName},public` } : {}),
        }),
      hub,
    );
    listeners.set(db, listener.listen);
    let closed = false;
    return {
      db,
      kind: 'postgres',
      listen: listener.listen,
      close: async () => {
        if (closed) return;
        closed = true;
        await listener.close();
        await pool.end();
      },
    };
  }
  if (config.pgliteDir !== 'memory') mkdirSync(config.pgliteDir, { recursive: true });
  const client = await PGlite.create(config.pgliteDir === 'memory' ? undefined : config.pgliteDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir !== undefined ? { loadDataDir: options.loadDataDir } : {}),
  });
  if (onQuery !== undefined) countPgliteStatements(client, onQuery);
  const db: Db = drizzlePglite({ client, schema });
  // Named statements on PGlite (decision 022): PGlite's own node-postgres adapter, so a statement
  // is parsed and planned once, not at every call. The adapter bypasses PGlite's locks, so each
  // call takes them as PGlite's query() does: after any open transaction, alone.
  const named = new pg.Client(createPgConfig(client) as unknown as pg.ClientConfig);
  named.on('error', () => undefined);
  await named.connect();
  namedRunners.set(db, async (name, text, values) => {
    // A closed database fails as PGlite's own queries do (not as a lost connection: no 503).
    if (client.closed) return (await client.query(text, values)).rows;
    return client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        onQuery?.(text, { name, params: values });
        return (await named.query({ name, text, values })).rows;
      }),
    );
  });
  const hub = new NotificationHub();
  attachHub(db, hub);
  const listen = pgliteListen(client, hub);
  listeners.set(db, listen);
  return {
    db,
    kind: 'pglite',
    listen,
    close: async () => {
      if (client.closed) return;
      await named.end();
      await client.close();
    },
  };
}

/** Wraps `client.query`, `exec` and the transaction handle's so each statement calls `onQuery` first. */
function countPgliteStatements(client: PGlite, onQuery: (text: string) => void): void {
  type Runner = { query: (...args: never[]) => unknown; exec: (...args: never[]) => unknown };
  const wrap = (target: Runner) => {
    const query = target.query.bind(target) as (...args: unknown[]) => unknown;
    const exec = target.exec.bind(target) as (...args: unknown[]) => unknown;
    Object.assign(target, {
      query: (...args: unknown[]) => (onQuery(queryText(args[0])), query(...args)),
      exec: (...args: unknown[]) => (onQuery(queryText(args[0])), exec(...args)),
    });
  };
  wrap(client as unknown as Runner);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      wrap(tx as unknown as Runner);
      return callback(tx);
    });
}

/** A statement compiled once, run as the node-postgres named (prepared) statement `name`. */
export interface NamedStatement<T> {
  /** The statement's name (unique per SQL text). */
  readonly name: string;
  /** The SQL text ($1, $2, ... in order). */
  readonly text: string;
  /**
   * Runs the statement with `values` for its placeholders (`sql.placeholder(name)`) and returns
   * its rows typed as `T` (the caller vouches for the shape). On a database opened by createDb:
   * straight to node-postgres as a named statement, on PostgreSQL and on PGlite alike (parsed once
   * per connection, then run from a cached plan), with node-postgres' parsers (timestamptz as
   * Date, json parsed). On a transaction: the same text, unnamed, through Drizzle, where
   * timestamps come back as text. Throws when a placeholder has no value, or the database's error.
   */
  rows(db: Db, values: Readonly<Record<string, unknown>>): Promise<T[]>;
}

/**
 * Compiles `query` once (its changing parts as `sql.placeholder(name)`, constants as ordinary
 * interpolations) into the named statement `name`: no SQL is built per call, and PostgreSQL
 * parses and plans it once per connection. Throws at once when `name` already stands for another
 * text, or the text has a `$n` that is not one of its parameters (the transaction path relies
 * on that).
 */
export function namedStatement<T>(name: string, query: SQL): NamedStatement<T> {
  const compiled = dialect.sqlToQuery(query);
  const known = statementTexts.get(name);
  if (known !== undefined && known !== compiled.sql)
    throw new Error(`Statement ${name}: the name already stands for another SQL text`);
  statementTexts.set(name, compiled.sql);
  // Each parameter: a placeholder's name (filled per call) or a constant.
  const slots = compiled.params.map((param): { placeholder: string } | { value: unknown } =>
    is(param, Placeholder) ? { placeholder: param.name } : { value: param },
  );
  // The text between the parameters, for the transaction path: the dialect numbers every
  // parameter once, in order, so splitting at `$n` gives back exactly these pieces.
  const pieces = compiled.sql.split(/\$\d+/);
  if (pieces.length !== slots.length + 1)
    throw new Error(`Statement ${name}: its SQL text holds a "$n" that is not a parameter`);
  return {
    name,
    text: compiled.sql,
    async rows(db, values) {
      const params = slots.map((slot) => {
        if (!('placeholder' in slot)) return slot.value;
        if (!(slot.placeholder in values))
          throw new Error(`Statement ${name}: no value for placeholder ${slot.placeholder}`);
        return values[slot.placeholder];
      });
      const run = namedRunners.get(db);
      if (run !== undefined) return (await run(name, compiled.sql, params)) as T[];
      const unnamed = sql.join(
        pieces.map((piece, i) =>
          i < params.length ? sql`${sql.raw(piece)}${sql.param(params[i])}` : sql.raw(piece),
        ),
      );
      return queryRows<T>(db, unnamed);
    },
  };
}

/**
 * Runs raw SQL (for what the ORM cannot say, e.g. full-text rank) and returns its rows typed as
 * `T`. Both drivers answer with `{ rows }`; the caller vouches for the row shape.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** True when `error` is PostgreSQL's unique violation (23505), optionally on `constraint`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** The PostgreSQL error inside `error` (Drizzle wraps driver errors in `cause`), if any. */
export function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** Driver error codes (node, pg) and SQLSTATEs meaning "the database is down, stalled or refusing". */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57014', // query_canceled (statement_timeout)
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** node-postgres and pg-pool messages of a timed-out or lost connection. */
const UNAVAILABLE_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/**
 * True when `error` (or a cause of it, Drizzle wraps driver errors) says the database is down,
 * stalled or timed out: the request answers 503 MESSAGES.server.unavailable.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    const message = candidate.message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * `value` (a JSON array of arrays, as a `json_agg(json_build_array(...))` column comes back
 * parsed) as rows of `width` safe integers, or undefined for anything else.
 */
export function integerRows(value: unknown, width: number): number[][] | undefined {
  if (!Array.isArray(value)) return undefined;
  const rows = value as unknown[];
  const ok = rows.every(
    (row) => Array.isArray(row) && row.length === width && row.every((n) => Number.isSafeInteger(n)),
  );
  return ok ? (rows as number[][]) : undefined;
}
