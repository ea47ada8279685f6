/**
 * The outbox (ARCHITECTURE "Side effects after a commit", decisions 024 and 041): the
 * notifications (e-mails) and the refunds (kind 'refund', modules/orders/refunds.ts) the shop owes.
 * - `enqueue(tx, entry, dedupeKey)` writes a row INSIDE the caller's transaction: the
 *   notification or refund exists exactly when the change that causes it committed. The dedupe
 *   key is unique, so enqueueing the same event twice (a retried webhook) leaves one row.
 * - Each worker takes only its own kinds (`kinds`): the notification worker the e-mails, the
 *   refund worker the refunds, each with its own retry policy.
 * - `claimBatch` takes due rows for one worker: `FOR UPDATE SKIP LOCKED` (two workers never wait
 *   for or take the same row) and a lease (`locked_until`): while it runs no other worker takes
 *   the row; when the holder dies, the row is due again once the lease has passed. Each claim
 *   counts as an attempt, and the attempt number fences the holder's later writes.
 * - `markSent` records delivery; `markFailed` schedules a retry with exponential backoff, or
 *   gives up (`dead_at`) after the last attempt; `releaseClaims` hands back rows not started.
 * Plain SQL that runs unchanged on PostgreSQL and PGlite.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client.ts';
import { redactText } from '../../platform/http/log.ts';
import type { Notification } from './notifications.ts';

/** A claimed row (a notification or a refund). */
export interface ClaimedNotification {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  dedupeKey: string;
  /** This claim's attempt number (1 for the first); fences markFailed and releaseClaims. */
  attempts: number;
}

/** When to try again after a failure, and when to give up. */
export interface RetryPolicy {
  /** Delay after the first failure, ms; doubled after each further one. */
  baseMs: number;
  /** Longest delay, ms. */
  maxMs: number;
  /** Attempts before the row is dead; Infinity: never (a refund is retried until it is made). */
  maxAttempts: number;
}

/** One row to write: its kind and payload (a Notification, or a refund job). */
export interface OutboxEntry {
  kind: string;
  payload: object;
}

/** `kind IN (...)` of `kinds`, or true when every kind is wanted (undefined). */
function kindFilter(kinds: readonly string[] | undefined): SQL {
  if (kinds === undefined) return sql`true`;
  if (kinds.length === 0) return sql`false`;
  return sql`kind IN (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )})`;
}

/** `attempts < maxAttempts`, or true when attempts are unlimited (Infinity). */
function attemptsLeft(maxAttempts: number): SQL {
  return Number.isFinite(maxAttempts) ? sql`attempts < ${maxAttempts}` : sql`true`;
}

/** Default retries: 30 s, 1, 2, 4, 8, 16, 32 min: about an hour over 8 attempts. */
export const DEFAULT_RETRY: RetryPolicy = { baseMs: 30_000, maxMs: 60 * 60_000, maxAttempts: 8 };

/**
 * The wait after failed attempt number `attempts` (1-based): `baseMs * 2^(attempts-1)`, at most
 * `maxMs`, stretched by a random 0-25% so rows that failed together spread out (never shorter).
 */
export function retryDelayMs(
  attempts: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponential = policy.baseMs * 2 ** Math.max(0, attempts - 1);
  return Math.round(Math.min(policy.maxMs, exponential) * (1 + 0.25 * random()));
}

/**
 * Writes `entry` (a notification, or a refund job) into the outbox inside `tx` (the caller's
 * transaction), once per `dedupeKey`. With `onlyIf` the row is written only when that SQL condition holds (the password
 * reset runs the same statement whether or not an account exists). Returns true when a row was
 * written, false when the key already exists or the condition was false.
 */
export async function enqueue(
  tx: Db,
  entry: Notification | OutboxEntry,
  dedupeKey: string,
  options: { onlyIf?: SQL } = {},
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO outbox (kind, payload, dedupe_key)
        SELECT ${entry.kind}, ${JSON.stringify(entry.payload)}::jsonb, ${dedupeKey}
        WHERE ${options.onlyIf ?? sql`true`}
        ON CONFLICT (dedupe_key) DO NOTHING
        RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * Claims up to `limit` due rows of `kinds` (default every kind; not sent, not dead, next attempt
 * due, lease free or expired, fewer than `maxAttempts` claims, Infinity for no limit) for
 * `leaseMs`: one statement, FOR UPDATE SKIP LOCKED, oldest due first. Each claimed row's attempts
 * grow by one.
 */
export async function claimBatch(
  db: Db,
  options: { limit: number; leaseMs: number; maxAttempts?: number; kinds?: readonly string[] },
): Promise<ClaimedNotification[]> {
  const lease = `${Math.max(1, Math.round(options.leaseMs))} milliseconds`;
  const maxAttempts = options.maxAttempts ?? DEFAULT_RETRY.maxAttempts;
  return queryRows<ClaimedNotification>(
    db,
    sql`UPDATE outbox
        SET locked_until = now() + ${lease}::interval, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox
          WHERE sent_at IS NULL AND dead_at IS NULL AND next_attempt_at <= now()
            AND (locked_until IS NULL OR locked_until <= now())
            AND ${attemptsLeft(maxAttempts)} AND ${kindFilter(options.kinds)}
          ORDER BY next_attempt_at, id
          LIMIT ${options.limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, kind, payload, dedupe_key AS "dedupeKey", attempts`,
  );
}

/**
 * Records row `id` as delivered (whoever holds it: the message went, so nobody may send it again)
 * and drops the payload's `seed` (a password reset link's secret input). Returns false when it
 * was already recorded.
 */
export async function markSent(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE outbox
        SET sent_at = now(), locked_until = NULL, last_error = NULL, payload = payload - 'seed'
        WHERE id = ${id} AND sent_at IS NULL
        RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * Records a failed attempt of `row` (only while this claim still holds it: same attempt number,
 * not sent): the error text (redacted: no e-mail addresses or tokens), the lease released, the
 * next attempt after retryDelayMs, or `dead_at` when it was the last allowed attempt.
 * Returns 'retry', 'dead', or 'stale' when the claim no longer held the row.
 */
export async function markFailed(
  db: Db,
  row: Pick<ClaimedNotification, 'id' | 'attempts'>,
  error: unknown,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<'retry' | 'dead' | 'stale'> {
  const message = redactText(error instanceof Error ? error.message : String(error)).slice(0, 500);
  const dead = row.attempts >= policy.maxAttempts;
  const delay = `${retryDelayMs(row.attempts, policy)} milliseconds`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE outbox
        SET locked_until = NULL, last_error = ${message},
            next_attempt_at = now() + ${delay}::interval,
            dead_at = ${dead ? sql`now()` : sql`NULL`},
            payload = ${dead ? sql`payload - 'seed'` : sql`payload`}
        WHERE id = ${row.id} AND attempts = ${row.attempts} AND sent_at IS NULL
        RETURNING id`,
  );
  if (rows.length === 0) return 'stale';
  return dead ? 'dead' : 'retry';
}

/** Hands back claimed rows that were not started (a stopping worker): free, attempt not counted. */
export async function releaseClaims(
  db: Db,
  rows: readonly Pick<ClaimedNotification, 'id' | 'attempts'>[],
): Promise<void> {
  for (const row of rows) {
    await db.execute(
      sql`UPDATE outbox SET locked_until = NULL, attempts = attempts - 1
          WHERE id = ${row.id} AND attempts = ${row.attempts} AND sent_at IS NULL`,
    );
  }
}

/**
 * Housekeeping of the rows of `kinds` (default every kind): rows that used up their attempts
 * without an answer (their holders died) become dead; sent rows older than `sentDays` and dead
 * rows older than `deadDays` are deleted. Returns how many rows were deleted.
 */
export async function purgeOutbox(
  db: Db,
  options: { maxAttempts?: number; sentDays?: number; deadDays?: number; kinds?: readonly string[] } = {},
): Promise<number> {
  const kinds = kindFilter(options.kinds);
  const maxAttempts = options.maxAttempts ?? DEFAULT_RETRY.maxAttempts;
  await db.execute(
    sql`UPDATE outbox SET dead_at = now(), payload = payload - 'seed',
          last_error = coalesce(last_error, 'no answer after the last attempt')
        WHERE sent_at IS NULL AND dead_at IS NULL AND NOT (${attemptsLeft(maxAttempts)})
          AND (locked_until IS NULL OR locked_until <= now()) AND ${kinds}`,
  );
  const gone = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM outbox
        WHERE ${kinds} AND (
             (sent_at IS NOT NULL AND sent_at < now() - ${`${options.sentDays ?? 30} days`}::interval)
          OR (dead_at IS NOT NULL AND dead_at < now() - ${`${options.deadDays ?? 90} days`}::interval))
        RETURNING id`,
  );
  return gone.length;
}
