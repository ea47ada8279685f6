/**
 * Abuse limits and caching (decision 025): the shared Redis, the per-minute rate limit, the
 * catalogue cache and the per-user and per-address ceilings.
 */
import { CHECKOUT_SESSIONS_PER_LIFETIME } from '@shop/contract';
import { absoluteUrl, wholeNumber } from './env.ts';

/**
 * Abuse limits (decision 025). Counted in Redis when REDIS_URL is set, so every process
 * sees the same counts; in memory otherwise (platform/limits.ts). A count of 0 turns that limit
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
  /** Reviews (new reviews and edits) per user per hour. */
  reviewsPerUserPerHour: number;
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
  reviewsPerUserPerHour: 30,
  // 25 full listing forms (MAX_IMAGES each) an hour; a shop moving its catalogue in raises them.
  imagesPerUserPerHour: 200,
  uploadBytesPerUserPerHour: 200 * 1024 * 1024,
};

/** The limits variables of envSchema (index.ts), parsed one by one. */
export const limitsEnv = {
  RATE_LIMIT_PER_MINUTE: wholeNumber(0, 1_000_000),
  CATALOGUE_CACHE_MS: wholeNumber(0, 600_000, ' (milliseconds)'),
  REDIS_URL: absoluteUrl('a redis:// or rediss:// URL', ['redis:', 'rediss:'], { secret: true }),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: wholeNumber(0, 1_000_000, ' (0 = no limit)'),
  LOGIN_FAILURES_PER_ACCOUNT: wholeNumber(0, 1_000_000, ' (0 = no limit)'),
  COMMENTS_PER_USER_PER_HOUR: wholeNumber(0, 1_000_000, ' (0 = no limit)'),
  IMAGES_PER_USER_PER_HOUR: wholeNumber(0, 1_000_000, ' (0 = no limit)'),
  UPLOAD_MB_PER_USER_PER_HOUR: wholeNumber(0, 1_000_000, ' (megabytes, 0 = no limit)'),
};
