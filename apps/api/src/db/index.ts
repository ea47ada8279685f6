/**
 * The database handle: Drizzle on node-postgres when DATABASE_URL is set, else on embedded PGlite
 * (with pg_trgm). The same queries run on both (TOOLCHAIN "one script ran unchanged on both").
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DB_TIMEOUT_DEFAULTS, type Config } from '../config.ts';
import * as schema from './schema.ts';

export { schema };

/** A Drizzle database (or transaction: a transaction is assignable to it) over our schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle as given by `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database with the driver kind and a `close()` that releases it. */
export interface DbHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Closes the pool or the PGlite instance. Safe to call twice. */
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Opens the database described by `config`: PostgreSQL when `databaseUrl` is set (with
 * `databaseSchema` as first search_path entry, created if missing), else PGlite in
 * `config.pgliteDir` (`'memory'` for in-memory). Does not apply migrations (see migrate.ts).
 * Throws when the database cannot be reached or the schema name is not a plain identifier.
 */
export async function createDb(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'pgliteDir'> &
    Partial<Pick<Config, 'dbConnectTimeoutMs' | 'dbStatementTimeoutMs' | 'dbIdleInTransactionTimeoutMs'>>,
): Promise<DbHandle> {
  if (config.databaseUrl) {
    // Never hang (issue 9): bounded connect, statement and idle-in-transaction times; the
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
      max: 10,
      ...timeouts,
      ...(schemaName !== undefined ? { options: `-c search_path=${schemaName},public` } : {}),
    });
    // An idle client that errors (e.g. the server restarts) must not crash the process.
    pool.on('error', () => undefined);
    const db: Db = drizzlePg({ client: pool, schema });
    let closed = false;
    return {
      db,
      kind: 'postgres',
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }
  if (config.pgliteDir !== 'memory') mkdirSync(config.pgliteDir, { recursive: true });
  const client = await PGlite.create(config.pgliteDir === 'memory' ? undefined : config.pgliteDir, {
    extensions: { pg_trgm },
  });
  const db: Db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
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
 * stalled or timed out: the request answers 503 MESSAGES.server.unavailable (issue 9).
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

/** `now()` of the database as a Drizzle fragment (one clock for every process). */
export const dbNow = sql`now()`;
