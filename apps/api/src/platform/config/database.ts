/**
 * Database settings: PostgreSQL (DATABASE_URL, DATABASE_SCHEMA) or embedded PGlite (DATA_DIR,
 * PGLITE_DIR), the pool, the timeouts and the statement capture of `pnpm bench` (decision 068).
 */
import { Bad, absoluteUrl, envVar, text, wholeNumber } from './env.ts';

/** Defaults of the PostgreSQL timeouts (ms): a stalled database answers 503 within seconds. */
export const DB_TIMEOUT_DEFAULTS = {
  connectMs: 5000,
  statementMs: 5000,
  idleInTransactionMs: 10_000,
} as const;

/** Connections of the PostgreSQL pool when DB_POOL_SIZE is unset. */
export const DB_POOL_SIZE_DEFAULT = 10;

/** `DATABASE_SCHEMA`: the same rule createDb applies (a plain lower-case identifier). */
export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The database variables of envSchema (index.ts), parsed one by one. */
export const databaseEnv = {
  DATABASE_URL: absoluteUrl('a postgres:// or postgresql:// URL', ['postgres:', 'postgresql:'], {
    secret: true,
  }),
  DATABASE_SCHEMA: envVar('a lower-case identifier (a-z, 0-9, _; at most 63 characters)', (raw) =>
    SCHEMA_NAME.test(raw) ? raw : new Bad('not a plain identifier'),
  ),
  DATA_DIR: text(),
  PGLITE_DIR: text(),
  DB_CONNECT_TIMEOUT_MS: wholeNumber(1, 600_000, ' (milliseconds)'),
  DB_STATEMENT_TIMEOUT_MS: wholeNumber(1, 600_000, ' (milliseconds)'),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: wholeNumber(1, 600_000, ' (milliseconds)'),
  DB_POOL_SIZE: wholeNumber(1, 200, ' (connections)'),
  DB_STATEMENT_CAPTURE_FILE: text(),
};
