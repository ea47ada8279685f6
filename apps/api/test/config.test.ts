/**
 * Configuration (production path): one schema parses the environment at start, every
 * bad variable gives one clear line, all of them at once, and production refuses to start
 * without SESSION_SECRET and PUBLIC_URL. Absolute URLs come from PUBLIC_URL, not the Host header.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages } from '../src/platform/db/schema.ts';
import { ConfigError, DEFAULT_LIMITS, REPO_ROOT, loadConfig } from '../src/platform/config/index.ts';
import { SCRYPT_LOG_N_RANGE, hashPassword, verifyPassword } from '../src/modules/accounts/passwords.ts';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe } from './fake-stripe/server.ts';
import { inCart, product, shopper } from './fake-stripe/shop.ts';
import { startTestApp, type TestApp } from './helpers.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';
let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The ConfigError lines of `env` (fails the test when it loads). */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: SECRET, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration loaded');
}

describe('given one bad variable', () => {
  it.each([
    ['PORT', 'abc', /^PORT="abc": not a whole number; allowed: a whole number from 0 to 65535$/],
    ['PORT', '70000', /^PORT="70000": out of range; allowed: a whole number from 0 to 65535$/],
    ['COOKIE_SECURE', 'ture', /^COOKIE_SECURE="ture": not one of the choices; allowed: true, false, auto$/],
    ['COOKIE_SECURE', 'TRUE', /^COOKIE_SECURE="TRUE": not one of the choices/],
    ['LOG_LEVEL', 'verbose', /^LOG_LEVEL="verbose": not one of the choices; allowed: fatal, error/],
    ['NODE_ENV', 'prod', /^NODE_ENV="prod": not one of the choices; allowed: development, production, test$/],
    ['SCRYPT_LOG_N', '1.5', /^SCRYPT_LOG_N="1.5": not a whole number/],
    [
      'RATE_LIMIT_PER_MINUTE',
      '-1',
      /^RATE_LIMIT_PER_MINUTE="-1": out of range; allowed: a whole number from 0/,
    ],
    ['CATALOGUE_CACHE_MS', 'x', /^CATALOGUE_CACHE_MS="x": not a whole number; .*\(milliseconds\)$/],
    [
      'DB_CONNECT_TIMEOUT_MS',
      '0',
      /^DB_CONNECT_TIMEOUT_MS="0": out of range; allowed: a whole number from 1 to 600000/,
    ],
    ['REQUEST_TIMEOUT_MS', '600001', /^REQUEST_TIMEOUT_MS="600001": out of range/],
    [
      'DB_POOL_SIZE',
      '0',
      /^DB_POOL_SIZE="0": out of range; allowed: a whole number from 1 to 200 \(connections\)$/,
    ],
    ['DB_POOL_SIZE', '201', /^DB_POOL_SIZE="201": out of range/],
    ['DB_POOL_SIZE', 'ten', /^DB_POOL_SIZE="ten": not a whole number/],
    [
      'PUBLIC_URL',
      'shop.example.com',
      /^PUBLIC_URL="shop.example.com": not an absolute URL; allowed: an http\(s\) origin/,
    ],
    [
      'PUBLIC_URL',
      'ftp://shop.example.com',
      /^PUBLIC_URL="ftp:\/\/shop.example.com": the scheme ftp: is not allowed/,
    ],
    ['PUBLIC_URL', 'https://shop.example.com/shop', /^PUBLIC_URL=.*: has a path, query or fragment/],
    [
      'STRIPE_API_BASE',
      '127.0.0.1:4242',
      /^STRIPE_API_BASE="127.0.0.1:4242": not an absolute URL; allowed: an http\(s\) URL$/,
    ],
    ['ADMIN_URL', 'admin', /^ADMIN_URL="admin": neither an absolute URL nor a path/],
    [
      'TRUST_PROXY',
      '10.0.0.1,nope',
      /^TRUST_PROXY="10.0.0.1,nope": not an address list; allowed: false, a number of proxy hops from 1 to 10, or/,
    ],
    ['TRUST_PROXY', '10.0.0.0/33', /^TRUST_PROXY="10.0.0.0\/33": not an address list/],
    [
      'TRUST_PROXY',
      'true',
      /^TRUST_PROXY="true": trusts every hop, so any client could choose its address; name the hops or the proxies/,
    ],
    ['TRUST_PROXY', '0', /^TRUST_PROXY="0": hop count out of range; allowed: false, a number of proxy hops/],
    ['TRUST_PROXY', '11', /^TRUST_PROXY="11": hop count out of range/],
    [
      'REDIS_URL',
      'http://cache.example.com',
      /^REDIS_URL=<hidden, \d+ characters>: the scheme http: is not allowed; allowed: a redis:\/\/ or rediss:\/\/ URL$/,
    ],
    ['DATABASE_SCHEMA', 'Bad-Name', /^DATABASE_SCHEMA="Bad-Name": not a plain identifier/],
    [
      'SMTP_URL',
      'mail.example.com',
      /^SMTP_URL=<hidden, 16 characters>: not an absolute URL; allowed: an smtp:\/\/ or smtps:\/\/ URL$/,
    ],
    [
      'SMTP_URL',
      'http://mail.example.com',
      /^SMTP_URL=<hidden, \d+ characters>: the scheme http: is not allowed/,
    ],
    [
      'MAIL_FROM',
      'Shop',
      /^MAIL_FROM="Shop": not an e-mail address; allowed: an address, or a name and <address>/,
    ],
    ['MAIL_FROM', 'Shop <no-reply>', /^MAIL_FROM="Shop <no-reply>": not an e-mail address/],
    ['OUTBOX_POLL_MS', '10', /^OUTBOX_POLL_MS="10": out of range; allowed: a whole number from 50 to 600000/],
  ])('%s=%s gives its line', (name, value, line) => {
    const lines = problems({ [name]: value });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });

  it('never echoes a secret: only its length', () => {
    const lines = problems({
      SESSION_SECRET: 'short-secret',
      DATABASE_URL: 'mysql://root:hunter2@db/shop',
      STRIPE_SECRET_KEY: 'pk_live_publishable',
      STRIPE_WEBHOOK_SECRET: 'secret',
    });
    expect(lines).toEqual([
      'DATABASE_URL=<hidden, 28 characters>: the scheme mysql: is not allowed; allowed: a postgres:// or postgresql:// URL',
      'SESSION_SECRET=<hidden, 12 characters>: too short; allowed: at least 32 characters',
      'STRIPE_SECRET_KEY=<hidden, 19 characters>: wrong kind of key; allowed: a Stripe key starting with sk_ or rk_',
      'STRIPE_WEBHOOK_SECRET=<hidden, 6 characters>: wrong kind of key; allowed: a Stripe key starting with whsec_',
    ]);
    expect(lines.join('\n')).not.toMatch(/hunter2|short-secret|pk_live/);
  });

  it('reports a half-set admin account without echoing it', () => {
    expect(problems({ ADMIN_EMAIL: 'boss@example.com' })).toEqual([
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ]);
    expect(problems({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD must be \d+ to 200 characters$/),
    ]);
  });
});

describe('given several bad variables', () => {
  it('reports every one of them at once, one line each, in the message too', () => {
    let caught: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'x',
        COOKIE_SECURE: 'yes',
        SCRYPT_LOG_N: '21',
        PUBLIC_URL: 'nope',
        ADMIN_PASSWORD: 'long enough password',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(error.problems.map((line) => line.split(/[=: ]/)[0])).toEqual([
      'PORT',
      'PUBLIC_URL',
      'COOKIE_SECURE',
      'SCRYPT_LOG_N',
      'ADMIN_EMAIL',
    ]);
    expect(error.message.split('\n')).toEqual([
      'Invalid configuration (5 problems):',
      ...error.problems.map((line) => `  ${line}`),
    ]);
  });
});

describe('given the mail variables', () => {
  it('defaults to .eml files in DATA_DIR/mail, polled every second, from Storefront <no-reply@shop.localhost>, the default shop name', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Storefront <no-reply@shop.localhost>',
      dir: path.join(dataDir, 'mail'),
      outboxPollMs: 1000,
    });
  });

  it('takes SMTP_URL with credentials, MAIL_FROM, MAIL_DIR from the repository root and OUTBOX_POLL_MS', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: ' Corner Shop <orders@corner.example.com> ',
      MAIL_DIR: path.join(dataDir, 'outgoing'),
      OUTBOX_POLL_MS: '250',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'Corner Shop <orders@corner.example.com>',
      dir: path.join(dataDir, 'outgoing'),
      outboxPollMs: 250,
    });
    expect(loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'orders@corner.example.com' }).mail.from).toBe(
      'orders@corner.example.com',
    );
  });

  it('never echoes SMTP_URL (it may hold a password)', () => {
    const lines = problems({ SMTP_URL: 'imap://user:hunter2@mail.example.com' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('hunter2');
  });
});

describe('given the marketplace variables (decision 055)', () => {
  it('defaults to a 10 % commission and no fixed part', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).marketplace).toEqual({
      feeRule: { percentBasisPoints: 1000, fixedPence: 0 },
      payouts: { schedule: 'daily', hourUtc: 6, minPayoutPence: 100 },
      shipByDays: 7,
      releaseAfterDeliveryDays: 14,
      jobsIntervalMs: 60_000,
      returnWindowDays: 30,
      returnResponseDays: 3,
    });
  });

  it('takes the returns windows in days (decision 067)', () => {
    const config = loadConfig({ DATA_DIR: dataDir, RETURN_WINDOW_DAYS: '14', RETURN_RESPONSE_DAYS: '5' });
    expect(config.marketplace).toMatchObject({ returnWindowDays: 14, returnResponseDays: 5 });
  });

  it('takes the deadlines in days and the jobs interval in milliseconds (decision 060)', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SHIP_BY_DAYS: '3',
      RELEASE_AFTER_DELIVERY_DAYS: '0',
      JOBS_INTERVAL_MS: '5000',
    });
    expect(config.marketplace).toMatchObject({
      shipByDays: 3,
      releaseAfterDeliveryDays: 0,
      jobsIntervalMs: 5000,
    });
  });

  it('takes a percentage with up to 2 decimals as basis points, and whole pence for the fixed part', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PLATFORM_FEE_PERCENT: '12.5',
      PLATFORM_FEE_FIXED_PENCE: '20',
    });
    expect(config.marketplace.feeRule).toEqual({ percentBasisPoints: 1250, fixedPence: 20 });
    expect(loadConfig({ DATA_DIR: dataDir, PLATFORM_FEE_PERCENT: '0' }).marketplace.feeRule).toEqual({
      percentBasisPoints: 0,
      fixedPence: 0,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, PLATFORM_FEE_PERCENT: '100' }).marketplace.feeRule.percentBasisPoints,
    ).toBe(10000);
  });

  it.each([
    ['PLATFORM_FEE_PERCENT', '100.5', /^PLATFORM_FEE_PERCENT="100.5": not a percentage from 0 to 100/],
    ['PLATFORM_FEE_PERCENT', '-1', /^PLATFORM_FEE_PERCENT="-1": not a percentage/],
    [
      'PLATFORM_FEE_PERCENT',
      '2.755',
      /^PLATFORM_FEE_PERCENT="2.755": not a percentage .* at most 2 decimals/,
    ],
    ['PLATFORM_FEE_PERCENT', 'ten', /^PLATFORM_FEE_PERCENT="ten": not a percentage/],
    ['PLATFORM_FEE_FIXED_PENCE', '0.5', /^PLATFORM_FEE_FIXED_PENCE="0.5": not a whole number/],
    [
      'PLATFORM_FEE_FIXED_PENCE',
      '-5',
      /^PLATFORM_FEE_FIXED_PENCE="-5": out of range; .* 0 to 100000 \(pence\)$/,
    ],
    ['SHIP_BY_DAYS', '0', /^SHIP_BY_DAYS="0": out of range; .* 1 to 60 \(days\)$/],
    ['RELEASE_AFTER_DELIVERY_DAYS', '1.5', /^RELEASE_AFTER_DELIVERY_DAYS="1.5": not a whole number/],
    ['JOBS_INTERVAL_MS', '10', /^JOBS_INTERVAL_MS="10": out of range/],
    ['RETURN_WINDOW_DAYS', '0', /^RETURN_WINDOW_DAYS="0": out of range; .* 1 to 365 \(days\)$/],
    ['RETURN_RESPONSE_DAYS', 'three', /^RETURN_RESPONSE_DAYS="three": not a whole number/],
  ])('refuses %s=%s at start', (name, value, line) => {
    const lines = problems({ [name]: value });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });
});

describe('given the payout variables (decision 061)', () => {
  it('takes the schedule, the hour and the minimum payout', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PAYOUT_SCHEDULE: 'weekly',
      PAYOUT_HOUR_UTC: '0',
      MIN_PAYOUT_PENCE: '2500',
    });
    expect(config.marketplace.payouts).toEqual({ schedule: 'weekly', hourUtc: 0, minPayoutPence: 2500 });
    expect(loadConfig({ DATA_DIR: dataDir, PAYOUT_SCHEDULE: 'manual' }).marketplace.payouts.schedule).toBe(
      'manual',
    );
  });

  it.each([
    [
      'PAYOUT_SCHEDULE',
      'hourly',
      /^PAYOUT_SCHEDULE="hourly": not one of the choices; allowed: daily, weekly, manual$/,
    ],
    ['PAYOUT_HOUR_UTC', '24', /^PAYOUT_HOUR_UTC="24": out of range/],
    ['MIN_PAYOUT_PENCE', '0', /^MIN_PAYOUT_PENCE="0": out of range/],
    ['MIN_PAYOUT_PENCE', '1.5', /^MIN_PAYOUT_PENCE="1.5": not a whole number/],
  ])('refuses %s=%s at start', (name, value, line) => {
    const lines = problems({ [name]: value });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });
});

describe('given DB_POOL_SIZE', () => {
  it('defaults to 10 connections and takes 1 to 200', () => {
    const at = (value?: string) => loadConfig({ DATA_DIR: dataDir, DB_POOL_SIZE: value }).dbPoolSize;
    expect(at()).toBe(10);
    expect(at('')).toBe(10);
    expect(at('1')).toBe(1);
    expect(at('200')).toBe(200);
  });
});

describe('given DB_STATEMENT_CAPTURE_FILE', () => {
  it('captures nothing by default, and takes a path from the repository root (decision 068)', () => {
    const at = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir, DB_STATEMENT_CAPTURE_FILE: value }).dbStatementCaptureFile;
    expect(at()).toBeUndefined();
    expect(at('')).toBeUndefined();
    expect(at('.data/statements.jsonl')).toBe(path.join(REPO_ROOT, '.data/statements.jsonl'));
  });
});

describe('given SCRYPT_LOG_N', () => {
  it(`accepts ${SCRYPT_LOG_N_RANGE.min} to ${SCRYPT_LOG_N_RANGE.max} and refuses anything outside at start`, () => {
    const at = (value: number) => loadConfig({ DATA_DIR: dataDir, SCRYPT_LOG_N: String(value) }).scryptLogN;
    expect(at(SCRYPT_LOG_N_RANGE.min)).toBe(SCRYPT_LOG_N_RANGE.min);
    expect(at(SCRYPT_LOG_N_RANGE.max)).toBe(SCRYPT_LOG_N_RANGE.max);
    expect(problems({ SCRYPT_LOG_N: String(SCRYPT_LOG_N_RANGE.max + 1) })).toEqual([
      `SCRYPT_LOG_N="${SCRYPT_LOG_N_RANGE.max + 1}": out of range; allowed: a whole number from ${SCRYPT_LOG_N_RANGE.min} to ${SCRYPT_LOG_N_RANGE.max}`,
    ]);
    expect(problems({ SCRYPT_LOG_N: String(SCRYPT_LOG_N_RANGE.min - 1) })).toHaveLength(1);
  });

  it('uses the same range as sign-in: a hash of the smallest allowed cost verifies, one outside does not', async () => {
    const hash = await hashPassword('correct horse', SCRYPT_LOG_N_RANGE.min);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    const outside = hash.replace(/^scrypt\$\d+\$/, `scrypt$${SCRYPT_LOG_N_RANGE.max + 1}$`);
    expect(await verifyPassword('correct horse', outside)).toBe(false);
    await expect(hashPassword('x', SCRYPT_LOG_N_RANGE.max + 1)).rejects.toThrow(RangeError);
  });
});

describe('given NODE_ENV=production', () => {
  it('refuses to start without SESSION_SECRET and PUBLIC_URL', () => {
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: undefined })).toEqual([
      'SESSION_SECRET: missing; required when NODE_ENV=production (at least 32 characters)',
      expect.stringMatching(/^PUBLIC_URL: missing; required when NODE_ENV=production \(an http\(s\) origin/),
    ]);
  });

  it('starts with both, and keeps PUBLIC_URL as an origin without a trailing slash', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      PUBLIC_URL: 'https://Shop.Example.com/',
    });
    expect(config.publicUrl).toBe('https://shop.example.com');
    expect(config.sessionSecret).toBe(SECRET);
  });
});

describe('given no environment at all (development)', () => {
  it('uses the defaults: no PUBLIC_URL, COOKIE_SECURE auto, scrypt 15', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: undefined,
      cookieSecure: 'auto',
      trustProxy: false,
      scryptLogN: 15,
      logLevel: 'info',
    });
  });

  it('reads the strict enums and lists', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      COOKIE_SECURE: 'false',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      PGLITE_DIR: 'memory',
    });
    expect(config).toMatchObject({
      cookieSecure: false,
      trustProxy: '10.0.0.0/8,loopback',
      pgliteDir: 'memory',
    });
    expect(loadConfig({ DATA_DIR: dataDir, COOKIE_SECURE: 'true', TRUST_PROXY: 'false' })).toMatchObject({
      cookieSecure: true,
      trustProxy: false,
    });
  });
});

describe('given TRUST_PROXY and REDIS_URL', () => {
  it('reads a hop count (1 to 10) as a number, and an address list as text', () => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: ' 10 ' }).trustProxy).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback,fd00::/8' }).trustProxy).toBe(
      'loopback,fd00::/8',
    );
  });

  it('refuses TRUST_PROXY=true, which would let any client choose its own address', () => {
    expect(problems({ TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY="true": trusts every hop/),
    ]);
  });

  it('needs SESSION_SECRET with REDIS_URL (every process must share it), never echoing the URL', () => {
    const url = 'redis://:hunter2@cache.example.com:6379/0';
    const lines = problems({ REDIS_URL: url, SESSION_SECRET: undefined });
    expect(lines).toEqual([
      'SESSION_SECRET: missing; required when REDIS_URL is set (every process must share it; at least 32 characters)',
    ]);
    expect(lines.join('\n')).not.toContain('hunter2');
    const config = loadConfig({ DATA_DIR: dataDir, REDIS_URL: url, SESSION_SECRET: SECRET });
    expect(config.redisUrl).toBe(url);
    expect(loadConfig({ DATA_DIR: dataDir }).redisUrl).toBeUndefined();
  });

  it('uses the default abuse limits (decision 025)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).limits).toEqual(DEFAULT_LIMITS);
  });
});

describe('given PUBLIC_URL and a Stripe checkout', () => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestApp({
      config: {
        publicUrl: 'https://shop.example.com',
        stripe: {
          secretKey: FAKE_STRIPE_KEY,
          publishableKey: undefined,
          webhookSecret: undefined,
          apiBase: fake.url,
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('builds the return URL from PUBLIC_URL and ignores a forged Host header', async () => {
    const seller = await shopper(t);
    const buyer = await shopper(t);
    await inCart(t, buyer.id, await product(t, seller.id, { stock: 5, pricePence: 500, name: 'Cup' }), 1);
    const res = await buyer.client.post('/api/payment/create-checkout-session/', undefined, {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.status).toBe(200);
    expect(fake.sessions.get(String(res.body.sessionId))?.return_url).toBe(
      'https://shop.example.com/return?session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it("gives Stripe the product's image as an absolute https URL on PUBLIC_URL", async () => {
    const seller = await shopper(t);
    const buyer = await shopper(t);
    const productId = await product(t, seller.id, { stock: 5, pricePence: 500, name: 'Jug' });
    await t.db.insert(productImages).values({ productId, imageUrl: '/uploads/jug.webp', position: 0 });
    await inCart(t, buyer.id, productId, 1);
    const res = await buyer.client.post('/api/payment/create-checkout-session/');
    expect(res.status).toBe(200);
    expect(fake.sessions.get(String(res.body.sessionId))?.line_items).toEqual([
      {
        quantity: 1,
        unit_amount: 500,
        currency: 'gbp',
        name: 'Jug',
        images: ['https://shop.example.com/uploads/jug.webp'],
      },
    ]);
  });
});

describe('the per-hour abuse limits', () => {
  it('default to DEFAULT_LIMITS and take whole numbers from the environment (0 turns one off)', () => {
    expect(loadConfig({}).limits).toEqual(DEFAULT_LIMITS);
    const set = loadConfig({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000', COMMENTS_PER_USER_PER_HOUR: '0' });
    expect(set.limits.registrationsPerAddressPerHour).toBe(1000);
    expect(set.limits.reviewsPerUserPerHour).toBe(0);
    expect(() => loadConfig({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: 'many' })).toThrow(
      /REGISTRATIONS_PER_ADDRESS_PER_HOUR="many": not a whole number/,
    );
    expect(() => loadConfig({ COMMENTS_PER_USER_PER_HOUR: '-1' })).toThrow(
      /COMMENTS_PER_USER_PER_HOUR="-1": out of range/,
    );
  });

  it("takes a user's hourly image uploads (count and megabytes) from the environment (decision 045)", () => {
    const set = loadConfig({ IMAGES_PER_USER_PER_HOUR: '40', UPLOAD_MB_PER_USER_PER_HOUR: '10' });
    expect(set.limits.imagesPerUserPerHour).toBe(40);
    expect(set.limits.uploadBytesPerUserPerHour).toBe(10 * 1024 * 1024);
    expect(loadConfig({ IMAGES_PER_USER_PER_HOUR: '0' }).limits.imagesPerUserPerHour).toBe(0);
    expect(() => loadConfig({ UPLOAD_MB_PER_USER_PER_HOUR: 'lots' })).toThrow(
      /UPLOAD_MB_PER_USER_PER_HOUR="lots": not a whole number/,
    );
  });
});
