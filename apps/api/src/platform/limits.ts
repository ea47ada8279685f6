/**
 * Abuse limits shared by every API process (decisions 025 and 044), on
 * rate-limiter-flexible: counted in Redis when REDIS_URL is set (one count for all processes), in
 * this process's memory otherwise. Keys are the client address as Fastify reports it
 * (`request.ip`, which honours TRUST_PROXY) as `addressKey` groups it (an IPv6 address by its /64
 * network, the block one subscriber gets), a user id, or a keyed hash of an e-mail address: never
 * the address itself.
 *
 * - `request(address)`: RATE_LIMIT_PER_MINUTE requests per address per minute on /api (and per
 *   uncached page render, ssr.ts).
 * - `registrationAttempt(address)`: every sign-up attempt, whatever its outcome (a taken e-mail
 *   too), counted BEFORE the password is hashed: REGISTRATIONS_PER_ADDRESS_PER_HOUR (decision 044).
 * - `counted('review', key, action)`: reviews (new and edited) per user per hour; a failed
 *   action gives its point back.
 * - `uploads(userId, files, action)`: images and their bytes per user per hour (decision 045),
 *   counted before any image is decoded; a failed action gives its points back.
 * - `passwordResetRequest(address)`: RESET_REQUESTS_PER_ADDRESS reset requests per address.
 * - `contactMessage(address)`: CONTACT_MESSAGES_PER_ADDRESS contact-form messages per address
 *   (decision 048: the form writes to the shop's support inbox, so it must not become a spammer's).
 * - `passwordAttempt(account, address, check)`: sign-in and current-password throttling. Per
 *   (account, address) pair the first `loginFreeFailures` failures are free; after that each
 *   attempt must wait `loginDelayMs(failures)` (1 s, 2 s, 4 s ... up to `loginMaxDelayMs`) after
 *   the last one, and meanwhile gets 429 without the password being checked. A right password
 *   clears the pair. Per address, more than `loginFailuresPerAddress` failures within
 *   `loginWindowMs` (any accounts) answer 429. Per account (decision 044, OWASP's "device
 *   cookies"): more than `loginFailuresPerAccount` failures within `loginWindowMs` from clients
 *   WITHOUT a trusted device cookie of that account answer 429 to such clients; a browser that
 *   signed in to the account before carries a signed device cookie (`deviceCookie`) and is not
 *   subject to that cap, so an attack from many addresses never locks the owner out of their own
 *   browser. A device cookie's own failures are counted too: past `loginFailuresPerAccount` it is
 *   no longer trusted (a stolen cookie gives no unlimited guesses).
 *
 * Every refusal is 429 with a Retry-After header (whole seconds). When Redis is down, stalled or
 * not yet connected, every count falls back to this process's memory (a warning is logged once
 * per outage, and Redis is tried again after REDIS_RETRY_MS): limits stay on, per process, and a
 * request never waits longer than REDIS_COMMAND_TIMEOUT_MS for Redis.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONTACT_MESSAGES_PER_ADDRESS, LISTING_MESSAGES, RESET_REQUESTS_PER_ADDRESS } from '@shop/contract';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Config, LimitsConfig } from './config/index.ts';
import {
  Counter,
  SharedStore,
  addressKey,
  createRedisClient,
  limitsKeyPrefix,
  refusal,
  tooManyRequests,
  wholeSeconds,
  type LimitsLog,
} from './limit-counters.ts';

export {
  REDIS_COMMAND_TIMEOUT_MS,
  REDIS_CONNECT_TIMEOUT_MS,
  REDIS_RETRY_MS,
  addressKey,
  createRedisClient,
  limitsKeyPrefix,
  tooManyRequests,
  type LimitsLog,
} from './limit-counters.ts';

/** The wait after the first failure beyond the free ones; each further failure doubles it. */
export const LOGIN_FIRST_DELAY_MS = 1000;

/** What a sign-in or a current-password check may take from the limits. */
export type PasswordThrottle = Pick<Limits, 'passwordAttempt'>;

/**
 * Where a password is being tried: the limits, the client's address (`request.ip`) and the
 * client's device cookie (DEVICE_COOKIE), if it sent one.
 */
export interface PasswordCheckContext {
  limits: PasswordThrottle;
  address: string;
  device?: string | undefined;
}

/** The actions counted with `Limits.counted`. */
export type CountedAction = 'review';

/**
 * The cookie marking a browser that signed in to an account before (decision 044): set at every
 * successful sign-in, sent only to /api/, HttpOnly, for DEVICE_COOKIE_MAX_AGE_MS.
 */
export const DEVICE_COOKIE = 'device';
/** How long a device cookie lasts (180 days; each sign-in renews it). */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

/** The abuse limits of one app (see the module comment). */
export interface Limits {
  /** 'redis' when REDIS_URL is set (counts shared by every process), else 'memory'. */
  readonly store: 'redis' | 'memory';
  /** Counts one /api request of `address`; throws 429 over RATE_LIMIT_PER_MINUTE (0: off). */
  request(address: string): Promise<void>;
  /**
   * Runs `action` if `key` (a user id for 'review') is under its
   * hourly limit, else throws 429 without running it. When `action` throws, its point is given
   * back (only what succeeds counts) and the error is rethrown.
   */
  counted<T>(kind: CountedAction, key: string | number, action: () => Promise<T>): Promise<T>;
  /**
   * Counts one sign-up attempt of `address`, whatever its outcome (decision 044); throws 429 over
   * `registrationsPerAddressPerHour` (0: off). Call it before anything is checked or hashed.
   */
  registrationAttempt(address: string): Promise<void>;

  /**
   * Runs `action` if user `userId` may upload `files` (their count and total bytes) within the
   * hourly limits (imagesPerUserPerHour, uploadBytesPerUserPerHour; 0: off), else throws 429
   * LISTING_MESSAGES.tooManyUploads without running it. No files: `action` runs uncounted. When
   * `action` throws, its points are given back. Decision 045.
   */
  uploads<T>(userId: number, files: readonly Buffer[], action: () => Promise<T>): Promise<T>;
  /** Counts one password reset request of `address`; throws 429 over RESET_REQUESTS_PER_ADDRESS. */
  passwordResetRequest(address: string): Promise<void>;
  /** Counts one contact-form message of `address`; throws 429 over CONTACT_MESSAGES_PER_ADDRESS. */
  contactMessage(address: string): Promise<void>;
  /**
   * Runs `check` (true: the right password) for `account` (an e-mail address, any case) tried
   * from `address` by a client with device cookie `device` (if any), under the sign-in throttle;
   * returns its answer. Throws 429 without running it while the pair must wait, the address is
   * over its ceiling, or (for a client without a trusted device cookie of the account) the
   * account is over `loginFailuresPerAccount`. A true answer clears the pair; a false one counts
   * as a failure; a throw counts as nothing. `signedIn` (a current-password check in the account's
   * own session) skips the per-account cap; the pair's waits and the address ceiling still apply.
   */
  passwordAttempt(
    account: string,
    address: string,
    check: () => Promise<boolean>,
    device?: string,
    signedIn?: boolean,
  ): Promise<boolean>;
  /**
   * A new device cookie value for `account` (an e-mail address, any case): a random nonce and the
   * account's key, signed with HMAC-SHA256(SESSION_SECRET). It holds no e-mail address.
   */
  deviceCookie(account: string): string;
  /** Disconnects from Redis (the app's onClose). */
  close(): Promise<void>;
}

/**
 * How long the next attempt of a pair must wait after `failures` failures in a row: nothing while
 * `failures` is below `loginFreeFailures` (at least one failure is always free), then
 * LOGIN_FIRST_DELAY_MS (1 s), doubling with each further failure, at most `loginMaxDelayMs`.
 * With the defaults (5 free, 5 minutes): 0, 0, 0, 0, 1 s, 2 s, 4 s ... 256 s, 300 s, 300 s ...
 */
export function loginDelayMs(
  failures: number,
  limits: Pick<LimitsConfig, 'loginFreeFailures' | 'loginMaxDelayMs'>,
): number {
  const free = Math.max(1, limits.loginFreeFailures);
  if (failures < free) return 0;
  return Math.min(LOGIN_FIRST_DELAY_MS * 2 ** (failures - free), limits.loginMaxDelayMs);
}

/**
 * Creates the limits of one app from `config.limits`, `config.rateLimitPerMinute` and the contract's
 * RESET_REQUESTS_PER_ADDRESS, in Redis when `config.redisUrl` is set (connected here, or `redis`
 * when given, which close() leaves open), else in memory. A count limit of 0 turns that limit
 * off, as RATE_LIMIT_PER_MINUTE=0 does; `loginMaxDelayMs` 0 turns the delays off. Redis keys start with
 * `limitsKeyPrefix(config)`; account names in keys are HMAC-SHA256(SESSION_SECRET) of the
 * lower-cased e-mail, so Redis never holds an address.
 */
export async function createLimits(
  config: Pick<
    Config,
    'limits' | 'rateLimitPerMinute' | 'redisUrl' | 'sessionSecret' | 'databaseUrl' | 'databaseSchema'
  >,
  options: { log: LimitsLog; redis?: Redis },
): Promise<Limits> {
  const ownClient = options.redis === undefined && config.redisUrl !== undefined;
  const client =
    options.redis ?? (config.redisUrl !== undefined ? createRedisClient(config.redisUrl) : undefined);
  const store = client === undefined ? undefined : new SharedStore(client, options.log);
  await store?.start();
  const prefix = limitsKeyPrefix(config);
  const limits = config.limits;
  const counter = (name: string, points: number, durationMs: number) =>
    new Counter(store, `${prefix}:${name}`, points, wholeSeconds(durationMs));

  const HOUR = 60 * 60 * 1000;
  const requests = counter('requests', config.rateLimitPerMinute, 60_000);
  const registrations = counter('registrations', limits.registrationsPerAddressPerHour, HOUR);
  // Its Redis key keeps the name 'comments' (the spec's word), so counts survive a deploy.
  const reviews = counter('comments', limits.reviewsPerUserPerHour, HOUR);
  const uploadedImages = counter('upload-images', limits.imagesPerUserPerHour, HOUR);
  const uploadedBytes = counter('upload-bytes', limits.uploadBytesPerUserPerHour, HOUR);
  const resets = counter(
    'reset-requests',
    RESET_REQUESTS_PER_ADDRESS.max,
    RESET_REQUESTS_PER_ADDRESS.windowMs,
  );
  const contacts = counter(
    'contact-messages',
    CONTACT_MESSAGES_PER_ADDRESS.max,
    CONTACT_MESSAGES_PER_ADDRESS.windowMs,
  );
  const loginAddress = counter('login-address', limits.loginFailuresPerAddress, limits.loginWindowMs);
  // Failures per account from clients without a trusted device cookie, and per device cookie.
  const loginAccount = counter('login-account', limits.loginFailuresPerAccount, limits.loginWindowMs);
  const loginDevice = counter('login-device', Number.MAX_SAFE_INTEGER, limits.loginWindowMs);
  // Failures of one (account, address) pair: never refuses by itself (the gate does).
  const loginPair = counter('login-pair', Number.MAX_SAFE_INTEGER, limits.loginWindowMs);
  // One attempt per delay: the first to take it goes on, the others get 429 until it expires.
  const loginGate = counter('login-gate', 1, LOGIN_FIRST_DELAY_MS);
  const counted: Record<CountedAction, Counter> = { review: reviews };

  const accountKey = (account: string) =>
    createHmac('sha256', config.sessionSecret)
      .update(`login:${account.trim().toLowerCase()}`)
      .digest('base64url')
      .slice(0, 22);

  const sign = (payload: string) =>
    createHmac('sha256', config.sessionSecret).update(`device:${payload}`).digest('base64url').slice(0, 32);
  /** The nonce of `device` when it is a genuine device cookie of `account`, else undefined. */
  const deviceNonce = (account: string, device: string | undefined): string | undefined => {
    const [nonce, key, signature, extra] = (device ?? '').split('.');
    if (nonce === undefined || key === undefined || signature === undefined || extra !== undefined)
      return undefined;
    if (key !== accountKey(account) || !/^[\w-]{16,64}$/.test(nonce)) return undefined;
    const expected = Buffer.from(sign(`${nonce}.${key}`));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : undefined;
  };

  return {
    store: store === undefined ? 'memory' : 'redis',

    async request(address) {
      if (requests.points <= 0) return;
      await requests.consume(addressKey(address)).catch((error: unknown) => refusal(error));
    },

    async registrationAttempt(address) {
      if (registrations.points <= 0) return;
      await registrations.consume(addressKey(address)).catch((error: unknown) => refusal(error));
    },

    deviceCookie(account) {
      const payload = `${randomBytes(18).toString('base64url')}.${accountKey(account)}`;
      return `${payload}.${sign(payload)}`;
    },

    async counted(kind, key, action) {
      const count = counted[kind];
      if (count.points <= 0) return action();
      const id = String(key);
      await count.consume(id).catch((error: unknown) => refusal(error));
      try {
        return await action();
      } catch (error) {
        await count.reward(id);
        throw error;
      }
    },

    async uploads(userId, files, action) {
      const id = String(userId);
      const bytes = files.reduce((n, f) => n + f.length, 0);
      const taken: { counter: Counter; points: number }[] = [];
      const give = () => Promise.all(taken.map((t) => t.counter.reward(id, t.points)));
      for (const [count, points] of [
        [uploadedImages, files.length],
        [uploadedBytes, bytes],
      ] as const) {
        if (count.points <= 0 || points <= 0) continue;
        try {
          await count.consume(id, points);
        } catch (error) {
          // A refused upload takes nothing: its own points go back too.
          if (error instanceof RateLimiterRes) taken.push({ counter: count, points });
          await give();
          refusal(error, LISTING_MESSAGES.tooManyUploads);
        }
        taken.push({ counter: count, points });
      }
      try {
        return await action();
      } catch (error) {
        await give();
        throw error;
      }
    },

    async passwordResetRequest(address) {
      await resets.consume(addressKey(address)).catch((error: unknown) => refusal(error));
    },

    async contactMessage(address) {
      await contacts.consume(addressKey(address)).catch((error: unknown) => refusal(error));
    },

    async passwordAttempt(account, rawAddress, check, device, signedIn = false) {
      const address = addressKey(rawAddress);
      const key = accountKey(account);
      const pair = `${key}|${address}`;
      const ceiling = loginAddress.points > 0;
      const perAccount = loginAccount.points > 0;
      // A genuine device cookie of this account that has not failed too often skips the
      // per-account cap (its own failures are counted under its nonce instead).
      const nonce = perAccount ? deviceNonce(account, device) : undefined;
      const trusted =
        nonce !== undefined && (await loginDevice.taken(`${key}|${nonce}`)) < loginAccount.points;
      // The account's own signed-in session (a current-password check) is never held back by
      // strangers' failures: the owner can always change a password under attack (decision 044).
      const accountCapped = perAccount && !trusted && !signedIn;
      // Counted before the check (given back on success), so a burst cannot slip through.
      if (ceiling) await loginAddress.consume(address).catch((error: unknown) => refusal(error));
      if (accountCapped) {
        try {
          await loginAccount.consume(key);
        } catch (error) {
          if (ceiling) await loginAddress.reward(address);
          refusal(error);
        }
      }
      const giveBack = () =>
        Promise.all([
          ceiling ? loginAddress.reward(address) : undefined,
          accountCapped ? loginAccount.reward(key) : undefined,
        ]);
      const attempt = (await loginPair.penalty(pair)).consumedPoints;
      const waitMs = loginDelayMs(attempt, limits);
      let gated = false;
      if (waitMs > 0) {
        const gate = await loginGate.penalty(pair, 1, wholeSeconds(waitMs));
        if (gate.consumedPoints > 1) {
          // The pair is waiting (or another attempt is under way): not counted, not checked.
          await Promise.all([loginPair.reward(pair), giveBack()]);
          throw tooManyRequests(gate.msBeforeNext);
        }
        gated = true;
      }
      let right: boolean;
      try {
        right = await check();
      } catch (error) {
        await Promise.all([loginPair.reward(pair), gated ? loginGate.delete(pair) : undefined, giveBack()]);
        throw error;
      }
      if (right) {
        await Promise.all([loginPair.delete(pair), loginGate.delete(pair), giveBack()]);
      } else {
        if (nonce !== undefined) await loginDevice.penalty(`${key}|${nonce}`);
        // The pair's window runs from its last failure.
        const failures = Math.max(attempt, await loginPair.taken(pair));
        await loginPair.set(pair, failures, wholeSeconds(limits.loginWindowMs));
      }
      return right;
    },

    async close() {
      if (store === undefined) return;
      if (ownClient) store.close();
    },
  };
}
