/**
 * Server configuration from environment variables, with safe local defaults so `pnpm start`
 * works on a laptop with nothing installed (ARCHITECTURE "Runtime modes"). Documented in
 * apps/api/README.md.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isIP } from 'node:net';
import {
  CHECKOUT_SESSIONS_PER_LIFETIME,
  DEFAULT_SHOP_NAME,
  DEFAULT_SUPPORT_EMAIL,
  MIN_PASSWORD_LENGTH,
} from '@shop/contract';
import * as z from 'zod/mini';

export { REPO_ROOT } from '../paths.ts';

/**
 * The scrypt costs (log2 N) this server hashes and verifies with: SCRYPT_LOG_N must lie in this
 * range at start (platform/config) and sign-in refuses hashes outside it, so any hash the server made
 * can be checked. 20 (N = 2^20, 1 GiB of memory per check) is the ceiling.
 */
export const SCRYPT_LOG_N_RANGE = { min: 10, max: 20 } as const;
import { REPO_ROOT } from '../paths.ts';

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
   * Fastify `trustProxy` (TRUST_PROXY, issue 12): false (the socket's address is the client's),
   * a number of proxy hops in front of the server (1 to 10), or the proxies' addresses, CIDRs or
   * proxy-addr names (comma-separated). Never `true`: trusting every hop lets a client choose its
   * own address with a made-up X-Forwarded-For and slip every limit.
   */
  trustProxy: false | number | string;
  /**
   * REDIS_URL (redis:// or rediss://): rate limits and login throttling shared by every process
   * (issue 12). undefined: kept in this process's memory (one process only).
   */
  redisUrl: string | undefined;
  /** Where uploaded images are kept (STORAGE and S3_*; issue 12). */
  storage: StorageConfig;
  /** Abuse limits (issue 12, decision 025). */
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
  /** E-mail notifications (issue 13, decision 024). */
  mail: MailConfig;
}

/** E-mail settings (SMTP_URL, MAIL_FROM, MAIL_DIR, OUTBOX_POLL_MS; decision 024). */
export interface MailConfig {
  /** SMTP_URL (smtp:// or smtps://, may carry credentials); undefined: `.eml` files in `dir`. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the From header of every notification. */
  from: string;
  /** MAIL_DIR: where the file transport writes one `.eml` file per message (no SMTP_URL). */
  dir: string;
  /** OUTBOX_POLL_MS: how often the notification worker looks for due messages, ms. */
  outboxPollMs: number;
}

/**
 * Image storage (STORAGE): `disk` keeps files under UPLOAD_DIR (one machine); `s3` puts them in an
 * S3-compatible bucket that every process reads (issue 12).
 */
export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      /** S3_BUCKET (required with STORAGE=s3). */
      bucket: string;
      /** S3_ENDPOINT: an S3-compatible server (MinIO, s3rver...); undefined means AWS. */
      endpoint: string | undefined;
      /** S3_REGION (default us-east-1). */
      region: string;
      /** S3_FORCE_PATH_STYLE: bucket in the path, not the host (default true with S3_ENDPOINT). */
      forcePathStyle: boolean;
      /**
       * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (both or neither); undefined: the AWS SDK's own
       * chain (AWS_ACCESS_KEY_ID, instance roles...).
       */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/**
 * Abuse limits (issue 12, decision 025). Counted in Redis when REDIS_URL is set, so every process
 * sees the same counts; in memory otherwise (services/limits.ts). A count of 0 turns that limit
 * off; `loginMaxDelayMs` 0 turns the sign-in delays off.
 */
export interface LimitsConfig {
  /** Failed sign-ins one account+address pair may make before each further try must wait. */
  loginFreeFailures: number;
  /** The longest wait a pair's growing delay reaches, ms (the right password works after it). */
  loginMaxDelayMs: number;
  /** Failed sign-ins per address (any accounts) per `loginWindowMs` before that address gets 429. */
  loginFailuresPerAddress: number;
  /**
   * Failed sign-ins per account (from any addresses) per `loginWindowMs` before clients without
   * a trusted device cookie of that account get 429 for it (decision 044, OWASP's device
   * cookies); also the failures one device cookie may make before it is no longer trusted.
   */
  loginFailuresPerAccount: number;
  /** Window of the per-address sign-in ceiling and of the pair counts, ms. */
  loginWindowMs: number;
  /** New accounts per address per hour. */
  registrationsPerAddressPerHour: number;
  /**
   * Unpaid checkout sessions a user may have opened within one session lifetime
   * (CHECKOUT_SESSION_LIFETIME_MS, 30 minutes), counting ones expired early by newer ones: a cap
   * on the provider sessions one account can make us open, high enough for a shopper who goes
   * back to the cart and pays again several times (contract CHECKOUT_SESSIONS_PER_LIFETIME).
   */
  openCheckoutSessionsPerUser: number;
  /** Comments (new reviews and edits) per user per hour. */
  commentsPerUserPerHour: number;
  /** Images a user may upload per hour (listing forms; decision 045). */
  imagesPerUserPerHour: number;
  /** Bytes of images a user may upload per hour (decision 045). */
  uploadBytesPerUserPerHour: number;
}

/** The limits when nothing overrides them (see LimitsConfig). */
export const DEFAULT_LIMITS: LimitsConfig = {
  loginFreeFailures: 5,
  loginMaxDelayMs: 5 * 60 * 1000,
  loginFailuresPerAddress: 100,
  loginFailuresPerAccount: 20,
  loginWindowMs: 15 * 60 * 1000,
  registrationsPerAddressPerHour: 10,
  openCheckoutSessionsPerUser: CHECKOUT_SESSIONS_PER_LIFETIME,
  commentsPerUserPerHour: 30,
  // 25 full listing forms (MAX_IMAGES each) an hour; a shop moving its catalogue in raises them.
  imagesPerUserPerHour: 200,
  uploadBytesPerUserPerHour: 200 * 1024 * 1024,
};

/** MAIL_FROM when unset: the shop's name (SHOP_NAME) and a local no-reply address. */
export function defaultMailFrom(shopName: string = DEFAULT_SHOP_NAME): string {
  // The display name is one line without the characters that would end it early.
  return `${shopName.replace(/[<>"\r\n]/g, '')} <no-reply@shop.localhost>`;
}

/** MAIL_FROM when neither it nor SHOP_NAME is set. */
export const DEFAULT_MAIL_FROM = defaultMailFrom();

/** ADMIN_EMAIL / ADMIN_PASSWORD (see Config.admin). */
export interface AdminAccountConfig {
  /** Trimmed and lower-cased. */
  email: string;
  password: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Defaults of the PostgreSQL timeouts (ms): a stalled database answers 503 within seconds. */
export const DB_TIMEOUT_DEFAULTS = {
  connectMs: 5000,
  statementMs: 5000,
  idleInTransactionMs: 10_000,
} as const;

/** Connections of the PostgreSQL pool when DB_POOL_SIZE is unset. */
export const DB_POOL_SIZE_DEFAULT = 10;

/**
 * Thrown by loadConfig when variables are bad or missing: `problems` holds one line per variable
 * (`NAME="value": what is wrong; allowed: ...`; secrets are never echoed), the message all of them.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  ${p}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** What a variable parser returns for a bad value. */
class Bad {
  constructor(readonly why: string) {}
}

/** The value as shown in an error line: quoted and cut short, or only its length for secrets. */
function shown(raw: string, secret: boolean): string {
  if (secret) return `<hidden, ${raw.length} characters>`;
  const quoted = JSON.stringify(raw);
  return quoted.length > 80 ? `${quoted.slice(0, 77)}..."` : quoted;
}

/**
 * One environment variable: unset or blank gives undefined (the default applies later); anything
 * else goes through `parse`, and a Bad result becomes an issue reading
 * `="value": why; allowed: <allowed>` (the name is added from the issue's path).
 */
function envVar<T>(allowed: string, parse: (raw: string) => T | Bad, options: { secret?: boolean } = {}) {
  return z.pipe(
    z.optional(z.string()),
    z.transform((raw: string | undefined, ctx): T | undefined => {
      if (raw === undefined || raw.trim() === '') return undefined;
      const value = parse(raw);
      if (!(value instanceof Bad)) return value;
      ctx.issues.push({
        code: 'custom',
        input: raw,
        message: `=${shown(raw, options.secret === true)}: ${value.why}; allowed: ${allowed}`,
      });
      return z.NEVER;
    }),
  );
}

/** A whole number from `min` to `max` (`unit` is appended to the allowed range). */
function wholeNumber(min: number, max: number, unit = '') {
  return envVar(`a whole number from ${min} to ${max}${unit}`, (raw) => {
    if (!/^\s*[+-]?\d+\s*$/.test(raw)) return new Bad('not a whole number');
    const n = Number(raw);
    return n < min || n > max ? new Bad('out of range') : n;
  });
}

/** Exactly one of `choices` (case-sensitive). */
function oneOf<const C extends string>(choices: readonly C[]) {
  return envVar(choices.join(', '), (raw) =>
    (choices as readonly string[]).includes(raw) ? (raw as C) : new Bad('not one of the choices'),
  );
}

/** Any non-blank text (paths, host names). */
function text() {
  return envVar('any text', (raw) => raw);
}

/** An absolute URL with one of `protocols` (e.g. `['http:', 'https:']`). */
function absoluteUrl(allowed: string, protocols: readonly string[], options: { secret?: boolean } = {}) {
  return envVar(
    allowed,
    (raw) => {
      if (!URL.canParse(raw)) return new Bad('not an absolute URL');
      const url = new URL(raw);
      return protocols.includes(url.protocol) ? raw : new Bad(`the scheme ${url.protocol} is not allowed`);
    },
    options,
  );
}

const PUBLIC_URL_ALLOWED =
  'an http(s) origin without path, query or credentials, e.g. https://shop.example.com';

/** PUBLIC_URL: an http(s) origin; returned without a trailing slash. */
function publicUrl() {
  return envVar(PUBLIC_URL_ALLOWED, (raw) => {
    if (!URL.canParse(raw)) return new Bad('not an absolute URL');
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return new Bad(`the scheme ${url.protocol} is not allowed`);
    if (url.username !== '' || url.password !== '') return new Bad('has credentials');
    if (url.pathname !== '/' || url.search !== '' || url.hash !== '')
      return new Bad('has a path, query or fragment');
    return url.origin;
  });
}

/** A key with one of Stripe's prefixes (secret, never echoed). */
function stripeKey(prefixes: readonly string[]) {
  return envVar(
    `a Stripe key starting with ${prefixes.join(' or ')}`,
    (raw) => (prefixes.some((p) => raw.startsWith(p)) ? raw : new Bad('wrong kind of key')),
    { secret: true },
  );
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: false, a hop count (1 to 10), or a comma-separated list of addresses, CIDRs or
 * proxy-addr names. `true` is refused (issue 12): it would trust a client's own X-Forwarded-For.
 */
function trustProxy() {
  return envVar(
    `false, a number of proxy hops from 1 to 10, or comma-separated IP addresses, CIDRs or ${PROXY_NAMES.join('/')}`,
    (raw): false | number | string | Bad => {
      if (raw === 'true')
        return new Bad(
          'trusts every hop, so any client could choose its address; name the hops or the proxies',
        );
      if (raw === 'false') return false;
      if (/^\s*\d+\s*$/.test(raw)) {
        const hops = Number(raw);
        return hops >= 1 && hops <= 10 ? hops : new Bad('hop count out of range');
      }
      const entries = raw.split(',').map((e) => e.trim());
      const ok = entries.every((entry) => {
        if (PROXY_NAMES.includes(entry)) return true;
        const [address = '', bits, ...rest] = entry.split('/');
        const version = isIP(address);
        if (version === 0 || rest.length > 0) return false;
        if (bits === undefined) return true;
        const max = version === 4 ? 32 : 128;
        return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
      });
      return ok ? entries.join(',') : new Bad('not an address list');
    },
  );
}

/** S3_BUCKET: S3's bucket naming rule (3-63 lower-case letters, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** `DATABASE_SCHEMA`: the same rule createDb applies (a plain lower-case identifier). */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** MAIL_FROM: `address` or `Name <address>`, one line. */
const MAIL_FROM_SHAPE = /^(?:[^<>\r\n@]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The environment the server reads, parsed at start by this one schema. Every variable is
 * optional here (blank = unset); the cross-variable rules (production needs SESSION_SECRET and
 * PUBLIC_URL; ADMIN_EMAIL and ADMIN_PASSWORD together) are the check at the end. Unknown
 * variables are ignored.
 */
export const envSchema = z
  .object({
    NODE_ENV: oneOf(['development', 'production', 'test']),
    PORT: wholeNumber(0, 65_535),
    HOST: text(),
    PUBLIC_URL: publicUrl(),
    DATABASE_URL: absoluteUrl('a postgres:// or postgresql:// URL', ['postgres:', 'postgresql:'], {
      secret: true,
    }),
    DATABASE_SCHEMA: envVar('a lower-case identifier (a-z, 0-9, _; at most 63 characters)', (raw) =>
      SCHEMA_NAME.test(raw) ? raw : new Bad('not a plain identifier'),
    ),
    DATA_DIR: text(),
    PGLITE_DIR: text(),
    SESSION_SECRET: envVar(
      'at least 32 characters',
      (raw) => (raw.length >= 32 ? raw : new Bad('too short')),
      { secret: true },
    ),
    STATIC_DIR: text(),
    UPLOAD_DIR: text(),
    STRIPE_SECRET_KEY: stripeKey(['sk_', 'rk_']),
    STRIPE_PUBLISHABLE_KEY: stripeKey(['pk_']),
    STRIPE_WEBHOOK_SECRET: stripeKey(['whsec_']),
    STRIPE_API_BASE: absoluteUrl('an http(s) URL', ['http:', 'https:']),
    ADMIN_URL: envVar('an absolute http(s) URL or a path starting with /', (raw) => {
      if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
      if (!URL.canParse(raw)) return new Bad('neither an absolute URL nor a path');
      const { protocol } = new URL(raw);
      return protocol === 'http:' || protocol === 'https:'
        ? raw
        : new Bad(`the scheme ${protocol} is not allowed`);
    }),
    ADMIN_EMAIL: text(),
    ADMIN_PASSWORD: envVar('any text', (raw) => raw, { secret: true }),
    LOG_LEVEL: oneOf(LOG_LEVELS),
    TRUST_PROXY: trustProxy(),
    COOKIE_SECURE: oneOf(['true', 'false', 'auto']),
    SCRYPT_LOG_N: wholeNumber(SCRYPT_LOG_N_RANGE.min, SCRYPT_LOG_N_RANGE.max),
    RATE_LIMIT_PER_MINUTE: wholeNumber(0, 1_000_000),
    CATALOGUE_CACHE_MS: wholeNumber(0, 600_000, ' (milliseconds)'),
    DB_CONNECT_TIMEOUT_MS: wholeNumber(1, 600_000, ' (milliseconds)'),
    DB_STATEMENT_TIMEOUT_MS: wholeNumber(1, 600_000, ' (milliseconds)'),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: wholeNumber(1, 600_000, ' (milliseconds)'),
    DB_POOL_SIZE: wholeNumber(1, 200, ' (connections)'),
    REQUEST_TIMEOUT_MS: wholeNumber(1, 600_000, ' (milliseconds)'),
    SMTP_URL: absoluteUrl('an smtp:// or smtps:// URL', ['smtp:', 'smtps:'], { secret: true }),
    MAIL_FROM: envVar('an address, or a name and <address>, e.g. Shop <no-reply@shop.example.com>', (raw) =>
      MAIL_FROM_SHAPE.test(raw.trim()) ? raw.trim() : new Bad('not an e-mail address'),
    ),
    MAIL_DIR: text(),
    SHOP_NAME: envVar('a name of 1 to 60 characters on one line, e.g. Storefront', (raw) =>
      /^[^\r\n<>"]{1,60}$/.test(raw.trim())
        ? raw.trim()
        : new Bad('not a one-line name of 60 characters at most'),
    ),
    SUPPORT_EMAIL: envVar('an e-mail address, e.g. support@shop.example.com', (raw) =>
      raw.trim().length <= 254 && EMAIL_SHAPE.test(raw.trim())
        ? raw.trim().toLowerCase()
        : new Bad('not an e-mail address'),
    ),
    OUTBOX_POLL_MS: wholeNumber(50, 600_000, ' (milliseconds)'),
    REDIS_URL: absoluteUrl('a redis:// or rediss:// URL', ['redis:', 'rediss:'], { secret: true }),
    STORAGE: oneOf(['disk', 's3']),
    S3_BUCKET: envVar('an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)', (raw) =>
      BUCKET_NAME.test(raw) ? raw : new Bad('not a bucket name'),
    ),
    S3_ENDPOINT: absoluteUrl('an http(s) URL', ['http:', 'https:']),
    S3_REGION: text(),
    S3_FORCE_PATH_STYLE: oneOf(['true', 'false']),
    S3_ACCESS_KEY_ID: envVar('any text', (raw) => raw, { secret: true }),
    S3_SECRET_ACCESS_KEY: envVar('any text', (raw) => raw, { secret: true }),
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: wholeNumber(0, 1_000_000, ' (0 = no limit)'),
    LOGIN_FAILURES_PER_ACCOUNT: wholeNumber(0, 1_000_000, ' (0 = no limit)'),
    COMMENTS_PER_USER_PER_HOUR: wholeNumber(0, 1_000_000, ' (0 = no limit)'),
    IMAGES_PER_USER_PER_HOUR: wholeNumber(0, 1_000_000, ' (0 = no limit)'),
    UPLOAD_MB_PER_USER_PER_HOUR: wholeNumber(0, 1_000_000, ' (megabytes, 0 = no limit)'),
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
  try {
    // 'wx': when several processes start at once on one DATA_DIR, the first to write wins and
    // the others read its secret, so they all agree (issue 12).
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
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
      commentsPerUserPerHour: e.COMMENTS_PER_USER_PER_HOUR ?? DEFAULT_LIMITS.commentsPerUserPerHour,
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
    requestTimeoutMs: 30_000,
    redisUrl: undefined,
    storage: { kind: 'disk' },
    // Test requests come from 127.0.0.1, test files register many accounts, and reset() empties
    // the database but not the counts (same user ids again): no limit on registrations and
    // comments here (0 = off); test/limits.test.ts sets small limits of its own.
    limits: {
      ...DEFAULT_LIMITS,
      registrationsPerAddressPerHour: 0,
      commentsPerUserPerHour: 0,
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
    ...overrides,
  };
}
