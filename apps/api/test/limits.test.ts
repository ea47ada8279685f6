/**
 * Abuse limits (decision 025): sign-in throttling that never locks a user out (per
 * account and address pair, growing delays, a per-address ceiling), current-password checks on
 * the same pairs, limits on registrations, reviews and open checkout sessions, the global /api
 * limit keyed on the address the trusted proxies report; all shared through Redis by several
 * app instances, and no hang and no 500 when Redis is down or stalled. Redis is a redis-server
 * spawned by this file (test/redis-server.ts), never one that runs on the machine.
 */
import { DEMO_ACCOUNT, MESSAGES } from '@shop/contract';
import { SELLER_ACCOUNT } from '@shop/sample-catalogue';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEFAULT_LIMITS, testConfig, type Config, type LimitsConfig } from '../src/platform/config/index.ts';
import { HttpError } from '../src/platform/http/errors.ts';
import {
  DEVICE_COOKIE,
  addressKey,
  createLimits,
  limitsKeyPrefix,
  loginDelayMs,
  type Limits,
} from '../src/platform/limits.ts';
import { inCart, product, shopper } from './fake-stripe/shop.ts';
import { TestClient, startTestApp, testDatabases, type TestApp, type TestResponse } from './helpers.ts';
import { canRunRedis, startRedisServer, type TestRedis } from './redis-server.ts';

/** Small limits, so tests reach them quickly. */
const SMALL: LimitsConfig = {
  ...DEFAULT_LIMITS,
  loginFreeFailures: 2,
  loginMaxDelayMs: 2000,
  loginFailuresPerAddress: 6,
  loginFailuresPerAccount: 4,
  registrationsPerAddressPerHour: 2,
  reviewsPerUserPerHour: 2,
  openCheckoutSessionsPerUser: 2,
};

const silent = { warn: () => undefined, info: () => undefined };

/** A fresh documentation address (TEST-NET-3) for each call, so tests never share counts. */
let nextHost = 1;
const address = () => `203.0.113.${nextHost++}`;

/** A client whose requests come from `remoteAddress`. */
function clientAt(t: Pick<TestApp, 'client'>, remoteAddress: string): TestClient {
  const c = t.client();
  c.remoteAddress = remoteAddress;
  return c;
}

/** A TestClient on a second app (another process on the same database and Redis). */
function clientOn(app: FastifyInstance, remoteAddress: string): TestClient {
  const c = new TestClient(app);
  c.remoteAddress = remoteAddress;
  return c;
}

/**
 * Moves the clock of the limiters (Date: the memory store's expiry times) `ms` forward instead of
 * waiting; the real clock runs again at the end of the test (`afterEach`).
 */
function advanceClock(ms: number): void {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

function expectTooMany(
  res: TestResponse,
  retryAfter?: string,
  message: string = MESSAGES.server.tooManyRequests,
) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ success: false, error: message });
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  if (retryAfter !== undefined) expect(res.headers['retry-after']).toBe(retryAfter);
}

describe('given the delay schedule', () => {
  it('lets the first loginFreeFailures failures go, then waits 1 s doubling up to loginMaxDelayMs', () => {
    const waits = Array.from({ length: 14 }, (_, i) => loginDelayMs(i + 1, DEFAULT_LIMITS) / 1000);
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300]);
    expect(loginDelayMs(10_000, DEFAULT_LIMITS)).toBe(DEFAULT_LIMITS.loginMaxDelayMs);
  });

  describe('when a pair keeps failing (memory store, clock moved by the test)', () => {
    let limits: Limits;
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00Z') });
      limits = await createLimits(testConfig(), { log: silent });
    });
    afterAll(async () => {
      await limits.close();
      vi.useRealTimers();
    });

    it('refuses every attempt within the delay with Retry-After, checks the password after it, and clears on success', async () => {
      const account = 'victim@example.com';
      const at = '198.51.100.7';
      const wrong = async () => false;
      let checked = 0;
      const counting = async () => {
        checked++;
        return false;
      };
      for (let i = 0; i < DEFAULT_LIMITS.loginFreeFailures; i++)
        expect(await limits.passwordAttempt(account, at, wrong)).toBe(false);
      for (const seconds of [1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]) {
        const refused = await limits.passwordAttempt(account, at, counting).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(HttpError);
        expect((refused as HttpError).statusCode).toBe(429);
        expect((refused as HttpError).headers['Retry-After']).toBe(String(seconds));
        expect(checked).toBe(0);
        vi.setSystemTime(Date.now() + seconds * 1000 + 1);
        expect(await limits.passwordAttempt(account, at, wrong)).toBe(false);
      }
      // The same account elsewhere and another account here are not slowed down.
      expect(await limits.passwordAttempt(account, '198.51.100.8', async () => true)).toBe(true);
      expect(await limits.passwordAttempt('other@example.com', at, async () => true)).toBe(true);
      // After the longest delay the right password works, and the pair starts again.
      vi.setSystemTime(Date.now() + DEFAULT_LIMITS.loginMaxDelayMs + 1);
      expect(await limits.passwordAttempt(account, at, async () => true)).toBe(true);
      for (let i = 0; i < DEFAULT_LIMITS.loginFreeFailures - 1; i++)
        expect(await limits.passwordAttempt(account, at, wrong)).toBe(false);
    });

    it('counts a check that throws as nothing', async () => {
      const account = 'thrower@example.com';
      const at = '198.51.100.9';
      for (let i = 0; i < 10; i++)
        await expect(
          limits.passwordAttempt(account, at, async () => {
            throw new Error('database down');
          }),
        ).rejects.toThrow('database down');
      for (let i = 0; i < DEFAULT_LIMITS.loginFreeFailures - 1; i++)
        expect(await limits.passwordAttempt(account, at, async () => false)).toBe(false);
    });
  });
});

describe('given client addresses as the limits count them', () => {
  it('counts an IPv6 address by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::ffff')).toBe(addressKey('2001:db8:1:2:ffff::1'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('given the Redis key prefix', () => {
  it('names the database and schema, so shops and test schemas never share counts', () => {
    expect(limitsKeyPrefix({ databaseUrl: undefined, databaseSchema: undefined })).toBe('shop:pglite:public');
    expect(
      limitsKeyPrefix({
        databaseUrl: 'postgres://u:secret@db.example.com:5432/shop',
        databaseSchema: 'test_1',
      }),
    ).toBe('shop:shop:test_1');
  });
});

describe.each(testDatabases)('given small limits on $name (memory)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database, config: { limits: SMALL } });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('when an attacker fails on the demo account from one address', () => {
    it('slows down only that address: the demo user signs in at their own address with the right password', async () => {
      const attacker = clientAt(t, address());
      for (let i = 0; i < SMALL.loginFreeFailures; i++)
        expect((await attacker.login(DEMO_ACCOUNT.email, `guess ${i}`)).status).toBe(401);
      const blocked = await attacker.loginDemo();
      expectTooMany(blocked, '1');
      expect(blocked.setCookies.has('sid')).toBe(false);

      const user = clientAt(t, address());
      expect((await user.loginDemo()).status).toBe(200);
      // Never for long: after the delay the right password works at the attacker's address too.
      advanceClock(1100);
      expect((await attacker.loginDemo()).status).toBe(200);
    });

    it('makes every further attempt of the pair wait longer: 1 s, then 2 s (the cap here)', async () => {
      const c = clientAt(t, address());
      const wrong = () => c.login(SELLER_ACCOUNT.email, 'not the password');
      expect((await wrong()).status).toBe(401);
      expect((await wrong()).status).toBe(401);
      expectTooMany(await c.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password), '1');
      advanceClock(1100);
      expect((await wrong()).status).toBe(401);
      expectTooMany(await wrong(), '2');
      advanceClock(2100);
      expect((await c.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password)).status).toBe(200);
      // A success clears the pair: the free failures are free again.
      expect((await wrong()).status).toBe(401);
      expect((await wrong()).status).toBe(401);
    });
  });

  describe('when one address fails on many accounts', () => {
    it(`answers 429 beyond ${SMALL.loginFailuresPerAddress} failures within the window, for that address only`, async () => {
      const c = clientAt(t, address());
      for (let i = 0; i < SMALL.loginFailuresPerAddress; i++)
        expect((await c.login(`nobody-${i}@example.com`, 'not the password')).status).toBe(401);
      expectTooMany(await c.loginDemo());
      expectTooMany(await c.login('nobody-new@example.com', 'whatever it is'));
      expect((await clientAt(t, address()).loginDemo()).status).toBe(200);
    });

    it('counts sign-in failures from every address of one IPv6 /64 as one address', async () => {
      const net = `2001:db8:${nextHost++}:3`;
      for (let i = 0; i < SMALL.loginFailuresPerAddress; i++)
        expect(
          (await clientAt(t, `${net}::${i + 1}`).login(`v6-nobody-${i}@example.com`, 'not the password'))
            .status,
        ).toBe(401);
      expectTooMany(await clientAt(t, `${net}:ffff:ffff:ffff:ffff`).loginDemo());
      expect((await clientAt(t, `2001:db8:${nextHost++}:3::1`).loginDemo()).status).toBe(200);
    });

    it('gives a successful sign-in its point back (only failures fill the ceiling)', async () => {
      const c = clientAt(t, address());
      for (let i = 0; i < SMALL.loginFailuresPerAddress + 2; i++)
        expect((await c.loginDemo()).status).toBe(200);
      for (let i = 0; i < SMALL.loginFailuresPerAddress; i++)
        expect((await c.login(`someone-${i}@example.com`, 'not the password')).status).toBe(401);
      expectTooMany(await c.loginDemo());
    });
  });

  describe('when the current password is guessed (change password, e-mail change)', () => {
    it('counts with the sign-ins of the same account and address, and not elsewhere', async () => {
      const here = address();
      const c = clientAt(t, address());
      const { res, credentials } = await c.register();
      expect(res.status).toBe(201);
      const user = res.body.user as { id: number };
      c.remoteAddress = here;
      const change = (current: string) =>
        c.post('/api/auth/change-password/', { current_password: current, new_password: 'a new passphrase' });
      expect((await change('guess one')).status).toBe(400);
      const emailChange = await c.post(`/api/update-user/${user.id}/`, {
        email: 'moved@example.com',
        current_password: 'guess two',
      });
      expect(emailChange.body).toEqual({ success: false, error: MESSAGES.account.currentPasswordWrong });
      expectTooMany(await change(credentials.password), '1');
      // The same pair: signing in from here waits too; from elsewhere it does not.
      expectTooMany(await clientAt(t, here).login(credentials.email, credentials.password));
      expect((await clientAt(t, address()).login(credentials.email, credentials.password)).status).toBe(200);
    });
  });

  describe('when registering', () => {
    const takenEmail = (c: TestClient) =>
      c.post('/api/auth/register/', {
        email: SELLER_ACCOUNT.email,
        password: 'long enough passphrase',
        first_name: 'A',
        last_name: 'B',
      });

    it(`allows ${SMALL.registrationsPerAddressPerHour} sign-up attempts per address per hour`, async () => {
      const here = address();
      for (let i = 0; i < SMALL.registrationsPerAddressPerHour; i++)
        expect((await clientAt(t, here).register()).res.status).toBe(201);
      const refused = await clientAt(t, here).register();
      expectTooMany(refused.res);
      expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(3500);
      expect((await clientAt(t, address()).register()).res.status).toBe(201);
    });

    it('counts sign-ups refused because the e-mail is taken, before anything is checked', async () => {
      const c = clientAt(t, address());
      for (let i = 0; i < SMALL.registrationsPerAddressPerHour; i++) {
        const taken = await takenEmail(c);
        expect(taken.status).toBe(400);
        expect(taken.body.error).toBe(MESSAGES.server.emailTaken);
      }
      // Over the limit the answer is 429 before the address is looked up (no enumeration).
      expectTooMany(await takenEmail(c));
      expectTooMany((await clientAt(t, c.remoteAddress ?? '').register()).res);
    });

    it('counts sign-ups refused for a password too easy to guess, before it is hashed', async () => {
      const c = clientAt(t, address());
      for (let i = 0; i < SMALL.registrationsPerAddressPerHour; i++) {
        const weak = await c.post('/api/auth/register/', {
          email: `weak-${nextHost}-${i}@example.com`,
          password: 'aaaaaaaa',
          first_name: 'A',
          last_name: 'B',
        });
        expect(weak.status).toBe(400);
        expect(weak.body.error).toBe(MESSAGES.account.passwordWeak);
      }
      expectTooMany((await clientAt(t, c.remoteAddress ?? '').register()).res);
    });

    it('counts sign-ups refused as malformed (not JSON, a bad e-mail, a short password, no body fields)', async () => {
      const c = clientAt(t, address());
      const malformed = [
        { email: 'not an address', password: 'x7#Lq9!vPz2m', first_name: 'A', last_name: 'B' },
        { email: `short-${nextHost}@example.com`, password: 'x7#', first_name: 'A', last_name: 'B' },
        {},
      ];
      expect(
        (
          await c.request('POST', '/api/auth/register/', {
            body: '{"email": ',
            raw: true,
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(400);
      for (let i = 1; i < SMALL.registrationsPerAddressPerHour; i++)
        expect((await c.post('/api/auth/register/', malformed[i % malformed.length])).status).toBe(400);
      expectTooMany((await clientAt(t, c.remoteAddress ?? '').register()).res);
    });

    it('counts sign-ups from every address of one IPv6 /64 as one address', async () => {
      const net = `2001:db8:${nextHost++}:1`;
      for (let i = 0; i < SMALL.registrationsPerAddressPerHour; i++)
        expect((await clientAt(t, `${net}::${i + 1}`).register()).res.status).toBe(201);
      expectTooMany((await clientAt(t, `${net}:ffff:ffff:ffff:ffff`).register()).res);
      expect((await clientAt(t, `2001:db8:${nextHost++}:2::1`).register()).res.status).toBe(201);
    });
  });

  describe('when many addresses guess the password of one account (decision 044)', () => {
    it('caps sign-in failures per account across addresses for clients without a device cookie', async () => {
      const { credentials } = await clientAt(t, address()).register();
      for (let i = 0; i < SMALL.loginFailuresPerAccount; i++)
        expect((await clientAt(t, address()).login(credentials.email, `guess ${i}`)).status).toBe(401);
      // A new address, even with the right password: refused, the password not checked.
      const blocked = await clientAt(t, address()).login(credentials.email, credentials.password);
      expectTooMany(blocked);
      expect(blocked.setCookies.has('sid')).toBe(false);
      // Other accounts are not affected.
      expect((await clientAt(t, address()).login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password)).status).toBe(
        200,
      );
    });

    it('never locks the owner out: a browser that signed in before signs in during the attack, from any address', async () => {
      const owner = clientAt(t, address());
      const { credentials } = await owner.register();
      expect(owner.cookies.get(DEVICE_COOKIE)).toBeDefined();
      await owner.post('/api/auth/logout/');
      for (let i = 0; i < SMALL.loginFailuresPerAccount + 2; i++)
        expect([401, 429]).toContain(
          (await clientAt(t, address()).login(credentials.email, `guess ${i}`)).status,
        );
      expectTooMany(await clientAt(t, address()).login(credentials.email, credentials.password));
      owner.remoteAddress = address();
      expect((await owner.login(credentials.email, credentials.password)).status).toBe(200);
    });

    it('lets the signed-in owner change the password during the attack, even without a device cookie', async () => {
      const owner = clientAt(t, address());
      const { credentials } = await owner.register();
      owner.cookies.delete(DEVICE_COOKIE);
      for (let i = 0; i < SMALL.loginFailuresPerAccount + 2; i++)
        expect([401, 429]).toContain(
          (await clientAt(t, address()).login(credentials.email, `guess ${i}`)).status,
        );
      expectTooMany(await clientAt(t, address()).login(credentials.email, credentials.password));
      const changed = await owner.post('/api/auth/change-password/', {
        current_password: credentials.password,
        new_password: 'a new passphrase for spring',
      });
      expect(changed.status).toBe(200);
    });

    it('trusts no device cookie of another account, nor one tampered with, nor one that failed too often', async () => {
      const victimClient = clientAt(t, address());
      const victim = await victimClient.register();
      const other = clientAt(t, address());
      await other.register();
      const othersCookie = other.cookies.get(DEVICE_COOKIE) ?? '';
      for (let i = 0; i < SMALL.loginFailuresPerAccount; i++)
        expect((await clientAt(t, address()).login(victim.credentials.email, `guess ${i}`)).status).toBe(401);
      for (const forged of [othersCookie, `${othersCookie}x`, 'a.b.c']) {
        const c = clientAt(t, address());
        c.cookies.set(DEVICE_COOKIE, forged);
        expectTooMany(await c.login(victim.credentials.email, victim.credentials.password));
      }
      // The owner's own cookie stops being trusted after failing the cap by itself.
      await victimClient.post('/api/auth/logout/');
      for (let i = 0; i < SMALL.loginFailuresPerAccount; i++) {
        victimClient.remoteAddress = address();
        expect((await victimClient.login(victim.credentials.email, `stolen guess ${i}`)).status).toBe(401);
      }
      victimClient.remoteAddress = address();
      expectTooMany(await victimClient.login(victim.credentials.email, victim.credentials.password));
    });
  });

  describe('when reviewing', () => {
    it(`allows ${SMALL.reviewsPerUserPerHour} new or edited reviews per user per hour`, async () => {
      const author = await shopper(t);
      const other = await shopper(t);
      const seller = await shopper(t);
      const [p1, p2, p3] = [
        await product(t, seller.id, { stock: 3, pricePence: 500 }),
        await product(t, seller.id, { stock: 3, pricePence: 500 }),
        await product(t, seller.id, { stock: 3, pricePence: 500 }),
      ];
      const added = await author.client.post(`/api/products/${p1}/comments/add/`, {
        text: 'Good.',
        rating: 4,
      });
      expect(added.status).toBe(201);
      // A refused review (already reviewed) does not count.
      const again = await author.client.post(`/api/products/${p1}/comments/add/`, {
        text: 'Again.',
        rating: 4,
      });
      expect(again.body).toEqual({ success: false, error: MESSAGES.server.reviewExists });
      const id = (added.body.comment as { id: number }).id;
      expect(
        (await author.client.put(`/api/comments/${id}/update/`, { text: 'Better.', rating: 5 })).status,
      ).toBe(200);
      expectTooMany(
        await author.client.post(`/api/products/${p2}/comments/add/`, { text: 'More.', rating: 3 }),
      );
      expectTooMany(await author.client.put(`/api/comments/${id}/update/`, { text: 'Best.', rating: 5 }));
      expect(
        (await other.client.post(`/api/products/${p3}/comments/add/`, { text: 'Fine.', rating: 3 })).status,
      ).toBe(201);
    });
  });

  describe('when opening checkout sessions', () => {
    it(`refuses a session beyond ${SMALL.openCheckoutSessionsPerUser} unpaid ones within their lifetime, with its own text`, async () => {
      const buyer = await shopper(t);
      const seller = await shopper(t);
      await inCart(t, buyer.id, await product(t, seller.id, { stock: 5, pricePence: 1200 }), 1);
      for (let i = 0; i < SMALL.openCheckoutSessionsPerUser; i++)
        expect((await buyer.client.post('/api/payment/create-checkout-session/')).status).toBe(200);
      const refused = await buyer.client.post('/api/payment/create-checkout-session/');
      expectTooMany(refused, undefined, MESSAGES.server.tooManyCheckoutSessions);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(25 * 60);
      const other = await shopper(t);
      await inCart(t, other.id, await product(t, seller.id, { stock: 5, pricePence: 1200 }), 1);
      expect((await other.client.post('/api/payment/create-checkout-session/')).status).toBe(200);
    });
  });
});

describe('given the client address behind proxies (memory)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const start = async (config: Partial<Config>) => {
    const t = await startTestApp({ config: { rateLimitPerMinute: 3, ...config } });
    apps.push(t);
    return t;
  };
  const products = (c: TestClient, forwardedFor: string) =>
    c.get('/api/products/?page=1', { headers: { 'x-forwarded-for': forwardedFor } });

  it('ignores a made-up X-Forwarded-For without TRUST_PROXY: the socket address is counted', async () => {
    const t = await start({ trustProxy: false });
    const c = clientAt(t, '192.0.2.10');
    for (let i = 0; i < 3; i++) expect((await products(c, `10.9.9.${i}`)).status).toBe(200);
    expectTooMany(await products(c, '10.9.9.200'));
    expect((await clientAt(t, '192.0.2.11').get('/api/products/?page=1')).status).toBe(200);
  });

  it('with TRUST_PROXY=1 counts the address the proxy appended, whatever the client put before it', async () => {
    const t = await start({ trustProxy: 1 });
    const proxy = clientAt(t, '10.0.0.2');
    for (let i = 0; i < 3; i++) expect((await products(proxy, `6.6.6.${i}, 192.0.2.20`)).status).toBe(200);
    expectTooMany(await products(proxy, '6.6.6.99, 192.0.2.20'));
    expectTooMany(await products(proxy, '192.0.2.20'));
    // Another client behind the same proxy has its own count.
    expect((await products(proxy, '192.0.2.21')).status).toBe(200);
  });

  it('with TRUST_PROXY naming the proxy, an address outside it is the client itself', async () => {
    const t = await start({ trustProxy: '10.0.0.0/8' });
    const direct = clientAt(t, '192.0.2.30');
    for (let i = 0; i < 3; i++) expect((await products(direct, `192.0.2.${40 + i}`)).status).toBe(200);
    expectTooMany(await products(direct, '192.0.2.99'));
    const viaProxy = clientAt(t, '10.1.2.3');
    expect((await products(viaProxy, '192.0.2.31')).status).toBe(200);
  });

  it('leaves everything outside /api alone', async () => {
    const t = await start({});
    const c = clientAt(t, '192.0.2.50');
    for (let i = 0; i < 3; i++) await c.get('/api/products/?page=1');
    expectTooMany(await c.get('/api/products/?page=1'));
    expect((await c.get('/healthz')).status).toBe(200);
  });
});

describe.runIf(canRunRedis)('given Redis (REDIS_URL)', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis.stop();
  });
  beforeEach(async () => {
    await redis.flush();
  });

  describe.each(testDatabases)('and two app instances on one $name database', (database) => {
    let t: TestApp;
    let second: FastifyInstance;
    beforeAll(async () => {
      t = await startTestApp({
        database,
        config: { redisUrl: redis.url, limits: SMALL, rateLimitPerMinute: 10 },
      });
      // Another process: its own app (own Redis connection, own memory), the same database and Redis.
      second = await buildApp({ db: t.db, config: t.config, serveStatic: false });
    });
    afterAll(async () => {
      await second.close();
      await t.close();
    });

    it('holds a sign-in delay reached through one on the other, for that pair only', async () => {
      const attackerAt = address();
      const one = clientAt(t, attackerAt);
      for (let i = 0; i < SMALL.loginFreeFailures; i++)
        expect((await one.login(DEMO_ACCOUNT.email, `guess ${i}`)).status).toBe(401);
      expectTooMany(await clientOn(second, attackerAt).loginDemo(), '1');
      expect((await clientOn(second, address()).loginDemo()).status).toBe(200);
    });

    it('shares the per-address ceiling, the registrations and the global limit', async () => {
      const at = address();
      for (let i = 0; i < SMALL.loginFailuresPerAddress; i++) {
        const c = i % 2 === 0 ? clientAt(t, at) : clientOn(second, at);
        expect((await c.login(`nobody-${i}@example.com`, 'not the password')).status).toBe(401);
      }
      expectTooMany(await clientAt(t, at).loginDemo());
      expectTooMany(await clientOn(second, at).loginDemo());

      const registering = address();
      expect((await clientAt(t, registering).register()).res.status).toBe(201);
      expect((await clientOn(second, registering).register()).res.status).toBe(201);
      expectTooMany((await clientAt(t, registering).register()).res);

      const browsing = address();
      for (let i = 0; i < 10; i++) {
        const c = i % 2 === 0 ? clientAt(t, browsing) : clientOn(second, browsing);
        expect((await c.get('/api/products/?page=1')).status).toBe(200);
      }
      expectTooMany(await clientOn(second, browsing).get('/api/products/?page=1'));
      expectTooMany(await clientAt(t, browsing).get('/api/products/?page=1'));
    });

    it('shares the per-account sign-in cap, and trusts a device cookie the other process gave', async () => {
      const owner = clientAt(t, address());
      const { credentials } = await owner.register();
      await owner.post('/api/auth/logout/');
      for (let i = 0; i < SMALL.loginFailuresPerAccount; i++) {
        const c = i % 2 === 0 ? clientAt(t, address()) : clientOn(second, address());
        expect((await c.login(credentials.email, `guess ${i}`)).status).toBe(401);
      }
      expectTooMany(await clientOn(second, address()).login(credentials.email, credentials.password));
      const ownerOnSecond = clientOn(second, address());
      ownerOnSecond.cookies.set(DEVICE_COOKIE, owner.cookies.get(DEVICE_COOKIE) ?? '');
      expect((await ownerOnSecond.login(credentials.email, credentials.password)).status).toBe(200);
    });

    it('keeps no e-mail address in any Redis key', async () => {
      await clientAt(t, address()).login('someone.private@example.com', 'not the password');
      const client = new Redis(redis.url);
      try {
        const keys = await client.keys('*');
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.every((key) => key.startsWith(`${limitsKeyPrefix(t.config)}:`))).toBe(true);
        expect(keys.some((key) => key.includes('@') || key.includes('private'))).toBe(false);
      } finally {
        client.disconnect();
      }
    });
  });

  describe('when Redis goes away', () => {
    let lines: string[];
    let t: TestApp | undefined;
    afterEach(async () => {
      redis.resume();
      await t?.close();
      t = undefined;
    });

    it('starts without it, answers at once and keeps the limits in memory (one warning, no e-mail)', async () => {
      const dead = await startRedisServer();
      const url = dead.url;
      await dead.stop();
      lines = [];
      t = await startTestApp({
        config: { redisUrl: url, limits: SMALL, logLevel: 'warn' },
        logStream: { write: (line) => void lines.push(line) },
      });
      // Building an app does not wait for a Redis that refuses connections.
      const started = Date.now();
      const another = await buildApp({
        db: t.db,
        config: t.config,
        serveStatic: false,
        logStream: { write: () => undefined },
      });
      await another.close();
      expect(Date.now() - started).toBeLessThan(3000);
      const c = clientAt(t, address());
      const before = Date.now();
      expect((await c.login(SELLER_ACCOUNT.email, 'not the password')).status).toBe(401);
      expect((await c.login(SELLER_ACCOUNT.email, 'not the password')).status).toBe(401);
      expectTooMany(await c.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password));
      expect((await clientAt(t, address()).loginDemo()).status).toBe(200);
      expect(Date.now() - before).toBeLessThan(2000);
      const warnings = lines.filter((line) => line.includes('Redis unavailable'));
      expect(warnings).toHaveLength(1);
      expect(lines.join('')).not.toContain(SELLER_ACCOUNT.email);
    });

    it('answers within a second when Redis stops or stalls mid-way, never 500', async () => {
      const own = await startRedisServer();
      try {
        t = await startTestApp({ config: { redisUrl: own.url, limits: SMALL, rateLimitPerMinute: 1000 } });
        const c = clientAt(t, address());
        expect((await c.loginDemo()).status).toBe(200);

        own.pause();
        let started = Date.now();
        expect((await clientAt(t, address()).loginDemo()).status).toBe(200);
        expect((await c.get('/api/products/?page=1')).status).toBe(200);
        expect(Date.now() - started).toBeLessThan(1500);
        own.resume();

        await own.stop();
        started = Date.now();
        const d = clientAt(t, address());
        expect((await d.login(DEMO_ACCOUNT.email, 'not the password')).status).toBe(401);
        expect((await d.loginDemo()).status).toBe(200);
        expect((await d.get('/api/products/?page=1')).status).toBe(200);
        expect(Date.now() - started).toBeLessThan(1000);
      } finally {
        await own.stop();
      }
    });
  });
});
