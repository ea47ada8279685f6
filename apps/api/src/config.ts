/**
 * Server configuration from environment variables, with safe local defaults so `pnpm start`
 * works on a laptop with nothing installed (ARCHITECTURE "Runtime modes"). Documented in
 * apps/api/README.md.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIN_PASSWORD_LENGTH } from '@shop/api-client/contract';

/** The repository root (two folders above apps/api). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Stripe settings; the Stripe provider is used only when `secretKey` is set. */
export interface StripeConfig {
  secretKey: string | undefined;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  /** Base address of a local Stripe fake (tests); undefined means api.stripe.com. */
  apiBase: string | undefined;
}

/** Everything the server reads from its environment. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined means embedded PGlite. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (search_path) on `databaseUrl`; tests use a fresh one per file. */
  databaseSchema: string | undefined;
  /** Folder of mutable local data (PGlite files, generated session secret). */
  dataDir: string;
  /** PGlite data folder; `'memory'` for an in-memory database (tests). */
  pgliteDir: string;
  /** Secret keying the CSRF HMAC. At least 32 characters. */
  sessionSecret: string;
  /** Built storefront (vite build output) served on the same origin. */
  staticDir: string;
  /** Where uploaded product images are stored. */
  uploadDir: string;
  stripe: StripeConfig;
  /** External admin site the top bar links to (spec section 2, shell). */
  adminUrl: string;
  logLevel: string;
  /** Fastify `trustProxy`: true, false, or addresses/CIDRs of the proxies (comma-separated). */
  trustProxy: boolean | string;
  /** Secure cookies: true, false, or 'auto' (Secure when the request came over https). */
  cookieSecure: boolean | 'auto';
  /** log2 of the scrypt cost N for new password hashes (15 means N = 32768). */
  scryptLogN: number;
  /** Requests per minute per address over the whole API (0 turns the limit off). */
  rateLimitPerMinute: number;
  /** How long public catalogue answers are cached, in milliseconds (0 = off). */
  catalogueCacheMs: number;
  /** PostgreSQL: longest wait for a connection (new or from the pool), ms (DB_CONNECT_TIMEOUT_MS). */
  dbConnectTimeoutMs: number;
  /**
   * PostgreSQL: longest statement, ms (DB_STATEMENT_TIMEOUT_MS; server-side statement_timeout,
   * and a client-side read timeout 1 s longer for a stalled network).
   */
  dbStatementTimeoutMs: number;
  /** PostgreSQL: idle_in_transaction_session_timeout, ms (DB_IDLE_IN_TRANSACTION_TIMEOUT_MS). */
  dbIdleInTransactionTimeoutMs: number;
  /** Longest time to receive a whole request, ms (REQUEST_TIMEOUT_MS; Fastify requestTimeout). */
  requestTimeoutMs: number;
  /** Login failures per account in `loginWindowMs` before 429. */
  loginMaxFailuresPerAccount: number;
  /** Login attempts per address in one minute before 429. */
  loginMaxAttemptsPerIp: number;
  /** Window of the per-account login limit in milliseconds. */
  loginWindowMs: number;
  /** Session idle expiry in milliseconds (since last seen). */
  sessionIdleMs: number;
  /** Session absolute expiry in milliseconds (since sign-in). */
  sessionAbsoluteMs: number;
  /**
   * The initial staff account (ADMIN_EMAIL and ADMIN_PASSWORD, both or neither): created, or an
   * existing account promoted to staff, at every start (idempotent). undefined: none.
   */
  admin: AdminAccountConfig | undefined;
}

/** ADMIN_EMAIL / ADMIN_PASSWORD (see Config.admin). */
export interface AdminAccountConfig {
  /** Trimmed and lower-cased. */
  email: string;
  password: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`Expected an integer, got "${value}"`);
  return n;
}

/** Defaults of the PostgreSQL timeouts (ms): a stalled database answers 503 within seconds. */
export const DB_TIMEOUT_DEFAULTS = {
  connectMs: 5000,
  statementMs: 5000,
  idleInTransactionMs: 10_000,
} as const;

/** A whole number of milliseconds from 1 to 10 minutes, or `fallback`; throws naming `name`. */
function positive(name: string, value: string | undefined, fallback: number): number {
  const n = int(value, fallback);
  if (n < 1 || n > 600_000) throw new Error(`${name} must be 1 to 600000 (milliseconds), got "${value}"`);
  return n;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

function parseCookieSecure(value: string | undefined): boolean | 'auto' {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return 'auto';
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads ADMIN_EMAIL and ADMIN_PASSWORD: undefined when neither is set. Throws (without echoing
 * either value) when only one is set, the e-mail is malformed or the password is shorter than
 * MIN_PASSWORD_LENGTH.
 */
export function parseAdminAccount(
  email: string | undefined,
  password: string | undefined,
): AdminAccountConfig | undefined {
  const e = email?.trim() ?? '';
  const p = password ?? '';
  if (e === '' && p === '') return undefined;
  if (e === '' || p === '') throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (e.length > 254 || !EMAIL_SHAPE.test(e)) throw new Error('ADMIN_EMAIL is not an e-mail address');
  if (p.length < MIN_PASSWORD_LENGTH || p.length > 200)
    throw new Error(`ADMIN_PASSWORD must be ${MIN_PASSWORD_LENGTH} to 200 characters`);
  return { email: e.toLowerCase(), password: p };
}

/**
 * Reads SESSION_SECRET, or a secret generated once and kept in `<dataDir>/session-secret`
 * (mode 0600, never committed: `.data/` is git-ignored). Throws when a given secret is shorter
 * than 32 characters.
 */
export function resolveSessionSecret(value: string | undefined, dataDir: string): string {
  if (value !== undefined && value !== '') {
    if (value.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
    return value;
  }
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Builds the configuration from `env` (default `process.env`). Relative paths are taken from the
 * repository root. Throws on malformed numbers, a short SESSION_SECRET or a bad ADMIN_EMAIL /
 * ADMIN_PASSWORD pair.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const fromRoot = (p: string) => path.resolve(REPO_ROOT, p);
  const dataDir = fromRoot(env.DATA_DIR ?? '.data');
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir,
    pgliteDir: env.PGLITE_DIR === 'memory' ? 'memory' : path.join(dataDir, 'pglite'),
    sessionSecret: resolveSessionSecret(env.SESSION_SECRET, dataDir),
    staticDir: fromRoot(env.STATIC_DIR ?? 'apps/storefront/dist'),
    uploadDir: fromRoot(env.UPLOAD_DIR ?? path.join(path.relative(REPO_ROOT, dataDir), 'uploads')),
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      apiBase: env.STRIPE_API_BASE || undefined,
    },
    adminUrl: env.ADMIN_URL ?? 'https://admin.example.com/',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cookieSecure: parseCookieSecure(env.COOKIE_SECURE),
    scryptLogN: int(env.SCRYPT_LOG_N, 15),
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 1200),
    catalogueCacheMs: int(env.CATALOGUE_CACHE_MS, 2000),
    dbConnectTimeoutMs: positive(
      'DB_CONNECT_TIMEOUT_MS',
      env.DB_CONNECT_TIMEOUT_MS,
      DB_TIMEOUT_DEFAULTS.connectMs,
    ),
    dbStatementTimeoutMs: positive(
      'DB_STATEMENT_TIMEOUT_MS',
      env.DB_STATEMENT_TIMEOUT_MS,
      DB_TIMEOUT_DEFAULTS.statementMs,
    ),
    dbIdleInTransactionTimeoutMs: positive(
      'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      DB_TIMEOUT_DEFAULTS.idleInTransactionMs,
    ),
    requestTimeoutMs: positive('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000),
    loginMaxFailuresPerAccount: 5,
    loginMaxAttemptsPerIp: 20,
    loginWindowMs: 15 * 60 * 1000,
    sessionIdleMs: 7 * DAY_MS,
    sessionAbsoluteMs: 30 * DAY_MS,
    admin: parseAdminAccount(env.ADMIN_EMAIL, env.ADMIN_PASSWORD),
  };
}

/**
 * A configuration for tests: in-memory PGlite, a fixed secret, cheap password hashing, no global
 * rate limit, temporary upload folder. `overrides` replace any field.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = path.join(REPO_ROOT, '.data', 'test');
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    databaseSchema: undefined,
    dataDir,
    pgliteDir: 'memory',
    sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
    staticDir: path.join(REPO_ROOT, 'apps/storefront/dist'),
    uploadDir: path.join(dataDir, 'uploads'),
    stripe: { secretKey: undefined, publishableKey: undefined, webhookSecret: undefined, apiBase: undefined },
    adminUrl: 'https://admin.example.com/',
    logLevel: 'silent',
    trustProxy: false,
    cookieSecure: 'auto',
    scryptLogN: 10,
    rateLimitPerMinute: 0,
    catalogueCacheMs: 0,
    dbConnectTimeoutMs: DB_TIMEOUT_DEFAULTS.connectMs,
    dbStatementTimeoutMs: DB_TIMEOUT_DEFAULTS.statementMs,
    dbIdleInTransactionTimeoutMs: DB_TIMEOUT_DEFAULTS.idleInTransactionMs,
    requestTimeoutMs: 30_000,
    loginMaxFailuresPerAccount: 5,
    loginMaxAttemptsPerIp: 20,
    loginWindowMs: 15 * 60 * 1000,
    sessionIdleMs: 7 * DAY_MS,
    sessionAbsoluteMs: 30 * DAY_MS,
    admin: undefined,
    ...overrides,
  };
}
