/**
 * The counters under the abuse limits (limits.ts, decision 025): one count per name in Redis when
 * it answers and in this process's memory otherwise (rate-limiter-flexible), Redis's health as
 * the counters see it (one warning per outage, a pause before trying again), and the 429 with
 * Retry-After that a refusal becomes; and the keys: the shop's Redis prefix and a client address
 * as the limits group it.
 */
import { MESSAGES } from '@shop/contract';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from './config/index.ts';
import { HttpError } from './http/errors.ts';

/** Longest wait for one Redis command; then the count is kept in memory. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Longest wait for the Redis connection at start (the app starts either way). */
export const REDIS_CONNECT_TIMEOUT_MS = 2000;
/** After a Redis failure, counts stay in memory this long before Redis is tried again. */
export const REDIS_RETRY_MS = 5000;

/** Where the limits report Redis outages (a Fastify logger fits). */
export interface LimitsLog {
  warn(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
}

/** A 429 with MESSAGES.server.tooManyRequests (or `message`) and Retry-After for `waitMs`. */
export function tooManyRequests(
  waitMs: number,
  message: string = MESSAGES.server.tooManyRequests,
): HttpError {
  return new HttpError(429, message, { 'Retry-After': String(wholeSeconds(waitMs)) });
}

/** Milliseconds as whole seconds, at least 1 (Redis expiries and Retry-After). */
export function wholeSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * A Redis client for the limits, connecting to `url` at once: commands fail at once while
 * disconnected (no offline queue) and after REDIS_COMMAND_TIMEOUT_MS when Redis stalls; it
 * reconnects by itself (every 0.2 s to 2 s). Never logs the URL (it may hold a password).
 */
export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    lazyConnect: false,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}

/**
 * Resolves when `client` is connected, or at its first error, or after REDIS_CONNECT_TIMEOUT_MS,
 * whichever comes first (the counts stay in memory until it connects).
 */
async function firstConnection(client: Redis): Promise<void> {
  if (client.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS);
    client.once('ready', done);
    client.once('error', done);
  });
}

/** Redis's health as the counters see it: one warning per outage, a pause before trying again. */
export class SharedStore {
  private retryAt = 0;
  private down = false;
  private closing = false;

  constructor(
    readonly client: Redis,
    private readonly log: LimitsLog,
  ) {
    client.on('error', (error: unknown) => this.failed(error));
    client.on('close', () => {
      if (!this.closing) this.failed(new Error('connection to Redis closed'));
    });
    client.on('ready', () => {
      this.retryAt = 0;
      this.ok();
    });
  }

  /** Waits for the first connection; a warning when there is none (the counts stay in memory). */
  async start(): Promise<void> {
    await firstConnection(this.client);
    if (this.client.status !== 'ready')
      this.failed(new Error(`Redis is not connected (${this.client.status})`));
  }

  /** Whether to ask Redis now (connected and not within REDIS_RETRY_MS of a failure). */
  usable(): boolean {
    return this.client.status === 'ready' && Date.now() >= this.retryAt;
  }

  /** A Redis command failed (or the connection dropped): memory for REDIS_RETRY_MS. */
  failed(error: unknown): void {
    this.retryAt = Date.now() + REDIS_RETRY_MS;
    if (this.down || this.closing) return;
    this.down = true;
    this.log.warn(
      { err: error },
      'rate limits: Redis unavailable, counting in this process until it is back',
    );
  }

  /** A Redis command answered. */
  ok(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info({}, 'rate limits: Redis is back, counts are shared again');
  }

  close(): void {
    this.closing = true;
    this.client.disconnect();
  }
}

type Limiter = RateLimiterMemory | RateLimiterRedis;

/** One count (points per duration) in Redis when it answers, in memory otherwise. */
export class Counter {
  private readonly memory: RateLimiterMemory;
  private readonly redis: RateLimiterRedis | undefined;

  constructor(
    private readonly store: SharedStore | undefined,
    keyPrefix: string,
    readonly points: number,
    readonly durationSec: number,
  ) {
    const options = { keyPrefix, points, duration: durationSec };
    this.memory = new RateLimiterMemory(options);
    this.redis =
      store === undefined
        ? undefined
        : new RateLimiterRedis({ ...options, storeClient: store.client, rejectIfRedisNotReady: true });
  }

  private async run<T>(operation: (limiter: Limiter) => Promise<T>): Promise<T> {
    if (this.redis !== undefined && this.store?.usable() === true) {
      try {
        const result = await operation(this.redis);
        this.store.ok();
        return result;
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          this.store.ok();
          throw error;
        }
        this.store.failed(error);
      }
    }
    return operation(this.memory);
  }

  /** Takes `points`; rejects with a RateLimiterRes when that goes over the limit. */
  consume(key: string, points = 1, customDurationSec?: number): Promise<RateLimiterRes> {
    const options = customDurationSec === undefined ? {} : { customDuration: customDurationSec };
    return this.run((l) => l.consume(key, points, options));
  }

  /** Adds `points` without ever rejecting; `customDurationSec` only when the key is new. */
  penalty(key: string, points = 1, customDurationSec?: number): Promise<RateLimiterRes> {
    const options = customDurationSec === undefined ? {} : { customDuration: customDurationSec };
    return this.run((l) => l.penalty(key, points, options));
  }

  /** Gives `points` back. */
  async reward(key: string, points = 1): Promise<void> {
    await this.run((l) => l.reward(key, points));
  }

  /** The points taken within the current window (0 when none or expired). */
  async taken(key: string): Promise<number> {
    const res = await this.run((l) => l.get(key));
    return res !== null && res.msBeforeNext > 0 ? res.consumedPoints : 0;
  }

  /** Sets the points of `key` and starts its window again (`durationSec`). */
  async set(key: string, points: number, durationSec: number): Promise<void> {
    await this.run((l) => l.set(key, points, durationSec));
  }

  /** Forgets `key`. */
  async delete(key: string): Promise<void> {
    await this.run((l) => l.delete(key));
  }
}

/** Throws a 429 for a refusal of rate-limiter-flexible, rethrows anything else. */
export function refusal(error: unknown, message?: string): never {
  if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext, message);
  throw error;
}

/**
 * The prefix of every Redis key of this shop: the database and schema it serves, so shops (and
 * test apps on their own schemas) sharing one Redis never share counts, while every process of
 * one shop does.
 */
export function limitsKeyPrefix(config: Pick<Config, 'databaseUrl' | 'databaseSchema'>): string {
  const database =
    config.databaseUrl === undefined
      ? 'pglite'
      : decodeURIComponent(new URL(config.databaseUrl).pathname.slice(1)) || 'postgres';
  return `shop:${database}:${config.databaseSchema ?? 'public'}`;
}

/**
 * The key a client address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4 address), an IPv6 address as its /64 network (`2001:db8:1:2::/64`), since a
 * subscriber is usually given a whole /64 and can use any address in it (decision 044).
 * Anything that is not an IP address is returned as it is.
 */
export function addressKey(address: string): string {
  const ip = address.trim().toLowerCase();
  if (!ip.includes(':')) return ip;
  const mapped = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(
    ip.replace(/^::/, '0::'),
  );
  if (mapped?.[1] !== undefined) return mapped[1];
  const bare = ip.split('%')[0] ?? ip;
  const [head = '', tail] = bare.split('::') as [string, string | undefined];
  const parts = (part: string) => (part === '' ? [] : part.split(':'));
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  // An embedded IPv4 tail (a.b.c.d) stands for two groups; only the first four groups matter.
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length < 4 || groups.slice(0, 4).some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return ip;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
