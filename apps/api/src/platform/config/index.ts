/**
 * Server configuration from environment variables, with safe local defaults so `pnpm start`
 * works on a laptop with nothing installed (ARCHITECTURE "Runtime modes"). Documented in
 * apps/api/README.md.
 */
import path from 'node:path';
import { DEFAULT_SHOP_NAME, DEFAULT_SUPPORT_EMAIL } from '@shop/contract';
import * as z from 'zod/mini';
import { REPO_ROOT } from '../paths.ts';
import { accountsEnv, parseAdminAccount, resolveSessionSecret, type AdminAccountConfig } from './accounts.ts';
import { DB_POOL_SIZE_DEFAULT, DB_TIMEOUT_DEFAULTS, databaseEnv } from './database.ts';
import { ConfigError } from './env.ts';
import { PUBLIC_URL_ALLOWED, httpEnv } from './http.ts';
import { DEFAULT_LIMITS, limitsEnv, type LimitsConfig } from './limits.ts';
import { DEFAULT_MAIL_FROM, defaultMailFrom, mailEnv, type MailConfig } from './mail.ts';
import {
  DEFAULT_MARKETPLACE,
  marketplaceConfig,
  marketplaceEnv,
  payoutConfig,
  payoutEnv,
  type MarketplaceConfig,
} from './marketplace.ts';
import { paymentsEnv, type StripeConfig } from './payments.ts';
import { storageEnv, type StorageConfig } from './storage.ts';

// The settings of each concern (their types, defaults and variables) live beside this file;
// this one composes them into Config and is the one parse entry point (parseEnv, loadConfig).
export { REPO_ROOT } from '../paths.ts';
export { ConfigError } from './env.ts';
export * from './accounts.ts';
export * from './database.ts';
export * from './http.ts';
export * from './limits.ts';
export * from './mail.ts';
export * from './marketplace.ts';
export * from './payments.ts';
export * from './storage.ts';

/** Everything the server reads from its environment. */
export interface Config {
  port: number;
  host: string;
  /**
   * The shop's public origin (PUBLIC_URL, e.g. `https://shop.example.com`, no trailing slash):
   * every absolute URL the server builds starts with it. undefined (development only): the
   * request's own protocol and Host header.
   */
  publicUrl: string | undefined;
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
  /**
   * SHOP_NAME: the shop's one name (decision 048), in every e-mail's subject, greeting and
   * signature, and MAIL_FROM's display name when MAIL_FROM is unset. The storefront's build reads
   * the same variable for its pages. Default DEFAULT_SHOP_NAME ('Storefront').
   */
  shopName: string;
  /** SUPPORT_EMAIL: where the contact form's messages go (decision 048). Default DEFAULT_SUPPORT_EMAIL. */
  supportEmail: string;
  logLevel: string;
  /**
   * Fastify `trustProxy` (TRUST_PROXY): false (the socket's address is the client's),
   * a number of proxy hops in front of the server (1 to 10), or the proxies' addresses, CIDRs or
   * proxy-addr names (comma-separated). Never `true`: trusting every hop lets a client choose its
   * own address with a made-up X-Forwarded-For and slip every limit.
   */
  trustProxy: false | number | string;
  /**
   * REDIS_URL (redis:// or rediss://): rate limits and login throttling shared by every process
   *. undefined: kept in this process's memory (one process only).
   */
  redisUrl: string | undefined;
  /** Where uploaded images are kept (STORAGE and S3_*). */
  storage: StorageConfig;
  /** Abuse limits (decision 025). */
  limits: LimitsConfig;
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
  /** PostgreSQL: most connections this process opens (DB_POOL_SIZE, 1 to 200, default 10). */
  dbPoolSize: number;
  /**
   * DB_STATEMENT_CAPTURE_FILE (decision 068, for `pnpm bench` only): a file every statement sent
   * to the driver is appended to, one JSON line each: `{ name, text, params }` for a named
   * statement (platform/db/client.ts namedStatement: catalogue and sitemap reads, whose
   * parameters include the search words shoppers type), `{ text }` alone for any other, so no
   * parameter of an account, session or order is written. undefined (the default): nothing is
   * captured; when set, the server warns at start.
   */
  dbStatementCaptureFile: string | undefined;
  /** Longest time to receive a whole request, ms (REQUEST_TIMEOUT_MS; Fastify requestTimeout). */
  requestTimeoutMs: number;
  /** Session idle expiry in milliseconds (since last seen). */
  sessionIdleMs: number;
  /** Session absolute expiry in milliseconds (since sign-in). */
  sessionAbsoluteMs: number;
  /**
   * The initial staff account (ADMIN_EMAIL and ADMIN_PASSWORD, both or neither): created, or an
   * existing account promoted to staff, at every start (idempotent). undefined: none.
   */
  admin: AdminAccountConfig | undefined;
  /** E-mail notifications (decision 024). */
  mail: MailConfig;
  /**
   * The shop's commission (PLATFORM_FEE_PERCENT, PLATFORM_FEE_FIXED_PENCE; decision 055), a seller
   * order's deadlines and the jobs' interval (SHIP_BY_DAYS, RELEASE_AFTER_DELIVERY_DAYS,
   * JOBS_INTERVAL_MS; decision 060), the returns windows (RETURN_WINDOW_DAYS, RETURN_RESPONSE_DAYS;
   * decision 067).
   */
  marketplace: MarketplaceConfig;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The environment the server reads, parsed at start by this one schema. Every variable is
 * optional here (blank = unset); the cross-variable rules (production needs SESSION_SECRET and
 * PUBLIC_URL; ADMIN_EMAIL and ADMIN_PASSWORD together) are the check at the end. Unknown
 * variables are ignored.
 */
export const envSchema = z
  .object({
    NODE_ENV: httpEnv.NODE_ENV,
    PORT: httpEnv.PORT,
    HOST: httpEnv.HOST,
    PUBLIC_URL: httpEnv.PUBLIC_URL,
    DATABASE_URL: databaseEnv.DATABASE_URL,
    DATABASE_SCHEMA: databaseEnv.DATABASE_SCHEMA,
    DATA_DIR: databaseEnv.DATA_DIR,
    PGLITE_DIR: databaseEnv.PGLITE_DIR,
    SESSION_SECRET: accountsEnv.SESSION_SECRET,
    STATIC_DIR: httpEnv.STATIC_DIR,
    UPLOAD_DIR: storageEnv.UPLOAD_DIR,
    STRIPE_SECRET_KEY: paymentsEnv.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: paymentsEnv.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: paymentsEnv.STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: paymentsEnv.STRIPE_API_BASE,
    PLATFORM_FEE_PERCENT: marketplaceEnv.PLATFORM_FEE_PERCENT,
    PLATFORM_FEE_FIXED_PENCE: marketplaceEnv.PLATFORM_FEE_FIXED_PENCE,
    PAYOUT_SCHEDULE: payoutEnv.PAYOUT_SCHEDULE,
    PAYOUT_HOUR_UTC: payoutEnv.PAYOUT_HOUR_UTC,
    MIN_PAYOUT_PENCE: payoutEnv.MIN_PAYOUT_PENCE,
    SHIP_BY_DAYS: marketplaceEnv.SHIP_BY_DAYS,
    RELEASE_AFTER_DELIVERY_DAYS: marketplaceEnv.RELEASE_AFTER_DELIVERY_DAYS,
    JOBS_INTERVAL_MS: marketplaceEnv.JOBS_INTERVAL_MS,
    RETURN_WINDOW_DAYS: marketplaceEnv.RETURN_WINDOW_DAYS,
    RETURN_RESPONSE_DAYS: marketplaceEnv.RETURN_RESPONSE_DAYS,
    ADMIN_URL: httpEnv.ADMIN_URL,
    ADMIN_EMAIL: accountsEnv.ADMIN_EMAIL,
    ADMIN_PASSWORD: accountsEnv.ADMIN_PASSWORD,
    LOG_LEVEL: httpEnv.LOG_LEVEL,
    TRUST_PROXY: httpEnv.TRUST_PROXY,
    COOKIE_SECURE: httpEnv.COOKIE_SECURE,
    SCRYPT_LOG_N: accountsEnv.SCRYPT_LOG_N,
    RATE_LIMIT_PER_MINUTE: limitsEnv.RATE_LIMIT_PER_MINUTE,
    CATALOGUE_CACHE_MS: limitsEnv.CATALOGUE_CACHE_MS,
    DB_CONNECT_TIMEOUT_MS: databaseEnv.DB_CONNECT_TIMEOUT_MS,
    DB_STATEMENT_TIMEOUT_MS: databaseEnv.DB_STATEMENT_TIMEOUT_MS,
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: databaseEnv.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    DB_POOL_SIZE: databaseEnv.DB_POOL_SIZE,
    DB_STATEMENT_CAPTURE_FILE: databaseEnv.DB_STATEMENT_CAPTURE_FILE,
    REQUEST_TIMEOUT_MS: httpEnv.REQUEST_TIMEOUT_MS,
    SMTP_URL: mailEnv.SMTP_URL,
    MAIL_FROM: mailEnv.MAIL_FROM,
    MAIL_DIR: mailEnv.MAIL_DIR,
    SHOP_NAME: mailEnv.SHOP_NAME,
    SUPPORT_EMAIL: mailEnv.SUPPORT_EMAIL,
    OUTBOX_POLL_MS: mailEnv.OUTBOX_POLL_MS,
    REDIS_URL: limitsEnv.REDIS_URL,
    STORAGE: storageEnv.STORAGE,
    S3_BUCKET: storageEnv.S3_BUCKET,
    S3_ENDPOINT: storageEnv.S3_ENDPOINT,
    S3_REGION: storageEnv.S3_REGION,
    S3_FORCE_PATH_STYLE: storageEnv.S3_FORCE_PATH_STYLE,
    S3_ACCESS_KEY_ID: storageEnv.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: storageEnv.S3_SECRET_ACCESS_KEY,
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: limitsEnv.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    LOGIN_FAILURES_PER_ACCOUNT: limitsEnv.LOGIN_FAILURES_PER_ACCOUNT,
    COMMENTS_PER_USER_PER_HOUR: limitsEnv.COMMENTS_PER_USER_PER_HOUR,
    IMAGES_PER_USER_PER_HOUR: limitsEnv.IMAGES_PER_USER_PER_HOUR,
    UPLOAD_MB_PER_USER_PER_HOUR: limitsEnv.UPLOAD_MB_PER_USER_PER_HOUR,
  })
  .check(
    z.superRefine(
      (env, ctx) => {
        // Runs even when single variables failed (`when`), so every problem is reported at once;
        // a variable that failed on its own holds a marker object, not undefined or a string.
        if (env.NODE_ENV === 'production') {
          for (const name of ['SESSION_SECRET', 'PUBLIC_URL'] as const) {
            if (env[name] === undefined)
              ctx.addIssue({
                code: 'custom',
                path: [name],
                message: `: missing; required when NODE_ENV=production (${
                  name === 'PUBLIC_URL' ? PUBLIC_URL_ALLOWED : 'at least 32 characters'
                })`,
              });
          }
        }
        // Several processes (a shared Redis) must share the CSRF key: each would make its own.
        if (env.REDIS_URL !== undefined && env.SESSION_SECRET === undefined && env.NODE_ENV !== 'production')
          ctx.addIssue({
            code: 'custom',
            path: ['SESSION_SECRET'],
            message:
              ': missing; required when REDIS_URL is set (every process must share it; at least 32 characters)',
          });
        if (env.STORAGE === 's3' && env.S3_BUCKET === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['S3_BUCKET'],
            message: ': missing; required when STORAGE=s3',
          });
        if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined))
          ctx.addIssue({
            code: 'custom',
            path: [env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'],
            message: ': missing; S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
          });
        // Only when both came through their own parsers (a marker object otherwise).
        const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
        const plain = (v: unknown): v is string | undefined => v === undefined || typeof v === 'string';
        if (plain(email) && plain(password)) {
          try {
            parseAdminAccount(email, password);
          } catch (error) {
            // parseAdminAccount's messages name the variable and never echo either value.
            ctx.addIssue({ code: 'custom', path: [], message: (error as Error).message });
          }
        }
      },
      { when: () => true },
    ),
  );

/** The parsed environment (see envSchema). */
export type Env = z.output<typeof envSchema>;

/**
 * Parses `env` with envSchema. Returns the typed variables, or throws a ConfigError listing every
 * bad or missing variable (one line each).
 */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.map(String).join('.');
    return name === '' ? issue.message : `${name}${issue.message}`;
  });
  throw new ConfigError(problems);
}

/**
 * Builds the configuration from `env` (default `process.env`), parsed by envSchema. Relative
 * paths are taken from the repository root. Throws a ConfigError listing every bad variable (bad
 * numbers, ranges, enums, URLs, a short SESSION_SECRET, a bad ADMIN_EMAIL / ADMIN_PASSWORD pair,
 * SESSION_SECRET or PUBLIC_URL missing when NODE_ENV=production).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const fromRoot = (p: string) => path.resolve(REPO_ROOT, p);
  const dataDir = fromRoot(e.DATA_DIR ?? '.data');
  return {
    port: e.PORT ?? 3000,
    host: e.HOST ?? '0.0.0.0',
    publicUrl: e.PUBLIC_URL,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    dataDir,
    pgliteDir:
      e.PGLITE_DIR === 'memory'
        ? 'memory'
        : e.PGLITE_DIR !== undefined
          ? fromRoot(e.PGLITE_DIR)
          : path.join(dataDir, 'pglite'),
    sessionSecret: resolveSessionSecret(e.SESSION_SECRET, dataDir),
    staticDir: fromRoot(e.STATIC_DIR ?? 'apps/storefront/dist'),
    uploadDir: fromRoot(e.UPLOAD_DIR ?? path.join(path.relative(REPO_ROOT, dataDir), 'uploads')),
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
    adminUrl: e.ADMIN_URL ?? 'https://admin.example.com/',
    shopName: e.SHOP_NAME ?? DEFAULT_SHOP_NAME,
    supportEmail: e.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL ?? 'info',
    trustProxy: e.TRUST_PROXY ?? false,
    cookieSecure:
      e.COOKIE_SECURE === undefined || e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    scryptLogN: e.SCRYPT_LOG_N ?? 15,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? 1200,
    catalogueCacheMs: e.CATALOGUE_CACHE_MS ?? 2000,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS ?? DB_TIMEOUT_DEFAULTS.connectMs,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS ?? DB_TIMEOUT_DEFAULTS.statementMs,
    dbIdleInTransactionTimeoutMs:
      e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS ?? DB_TIMEOUT_DEFAULTS.idleInTransactionMs,
    dbPoolSize: e.DB_POOL_SIZE ?? DB_POOL_SIZE_DEFAULT,
    dbStatementCaptureFile:
      e.DB_STATEMENT_CAPTURE_FILE !== undefined ? fromRoot(e.DB_STATEMENT_CAPTURE_FILE) : undefined,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS ?? 30_000,
    redisUrl: e.REDIS_URL,
    storage:
      e.STORAGE === 's3' && e.S3_BUCKET !== undefined
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION ?? 'us-east-1',
            forcePathStyle:
              e.S3_FORCE_PATH_STYLE === undefined
                ? e.S3_ENDPOINT !== undefined
                : e.S3_FORCE_PATH_STYLE === 'true',
            credentials:
              e.S3_ACCESS_KEY_ID !== undefined && e.S3_SECRET_ACCESS_KEY !== undefined
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : { kind: 'disk' },
    limits: {
      ...DEFAULT_LIMITS,
      registrationsPerAddressPerHour:
        e.REGISTRATIONS_PER_ADDRESS_PER_HOUR ?? DEFAULT_LIMITS.registrationsPerAddressPerHour,
      reviewsPerUserPerHour: e.COMMENTS_PER_USER_PER_HOUR ?? DEFAULT_LIMITS.reviewsPerUserPerHour,
      loginFailuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT ?? DEFAULT_LIMITS.loginFailuresPerAccount,
      imagesPerUserPerHour: e.IMAGES_PER_USER_PER_HOUR ?? DEFAULT_LIMITS.imagesPerUserPerHour,
      uploadBytesPerUserPerHour:
        e.UPLOAD_MB_PER_USER_PER_HOUR !== undefined
          ? e.UPLOAD_MB_PER_USER_PER_HOUR * 1024 * 1024
          : DEFAULT_LIMITS.uploadBytesPerUserPerHour,
    },
    sessionIdleMs: 7 * DAY_MS,
    sessionAbsoluteMs: 30 * DAY_MS,
    admin: parseAdminAccount(e.ADMIN_EMAIL, e.ADMIN_PASSWORD),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? defaultMailFrom(e.SHOP_NAME ?? DEFAULT_SHOP_NAME),
      dir: e.MAIL_DIR !== undefined ? fromRoot(e.MAIL_DIR) : path.join(dataDir, 'mail'),
      outboxPollMs: e.OUTBOX_POLL_MS ?? 1000,
    },
    marketplace: marketplaceConfig({
      percentBasisPoints: e.PLATFORM_FEE_PERCENT,
      fixedPence: e.PLATFORM_FEE_FIXED_PENCE,
      shipByDays: e.SHIP_BY_DAYS,
      releaseAfterDeliveryDays: e.RELEASE_AFTER_DELIVERY_DAYS,
      jobsIntervalMs: e.JOBS_INTERVAL_MS,
      returnWindowDays: e.RETURN_WINDOW_DAYS,
      returnResponseDays: e.RETURN_RESPONSE_DAYS,
      payouts: payoutConfig(e.PAYOUT_SCHEDULE, e.PAYOUT_HOUR_UTC, e.MIN_PAYOUT_PENCE),
    }),
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
    publicUrl: undefined,
    databaseUrl: undefined,
    databaseSchema: undefined,
    dataDir,
    pgliteDir: 'memory',
    sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
    staticDir: path.join(REPO_ROOT, 'apps/storefront/dist'),
    uploadDir: path.join(dataDir, 'uploads'),
    stripe: { secretKey: undefined, publishableKey: undefined, webhookSecret: undefined, apiBase: undefined },
    adminUrl: 'https://admin.example.com/',
    shopName: DEFAULT_SHOP_NAME,
    supportEmail: DEFAULT_SUPPORT_EMAIL,
    logLevel: 'silent',
    trustProxy: false,
    cookieSecure: 'auto',
    scryptLogN: 10,
    rateLimitPerMinute: 0,
    catalogueCacheMs: 0,
    dbConnectTimeoutMs: DB_TIMEOUT_DEFAULTS.connectMs,
    dbStatementTimeoutMs: DB_TIMEOUT_DEFAULTS.statementMs,
    dbIdleInTransactionTimeoutMs: DB_TIMEOUT_DEFAULTS.idleInTransactionMs,
    dbPoolSize: DB_POOL_SIZE_DEFAULT,
    dbStatementCaptureFile: undefined,
    requestTimeoutMs: 30_000,
    redisUrl: undefined,
    storage: { kind: 'disk' },
    // Test requests come from 127.0.0.1, test files register many accounts, and reset() empties
    // the database but not the counts (same user ids again): no limit on registrations and
    // reviews here (0 = off); test/limits.test.ts sets small limits of its own.
    limits: {
      ...DEFAULT_LIMITS,
      registrationsPerAddressPerHour: 0,
      reviewsPerUserPerHour: 0,
      imagesPerUserPerHour: 0,
      uploadBytesPerUserPerHour: 0,
    },
    sessionIdleMs: 7 * DAY_MS,
    sessionAbsoluteMs: 30 * DAY_MS,
    admin: undefined,
    mail: {
      smtpUrl: undefined,
      from: DEFAULT_MAIL_FROM,
      dir: path.join(dataDir, 'mail'),
      outboxPollMs: 1000,
    },
    marketplace: DEFAULT_MARKETPLACE,
    ...overrides,
  };
}
