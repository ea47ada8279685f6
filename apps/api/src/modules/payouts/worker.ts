/**
 * The payout worker (decision 061), in the manner of the refund worker (modules/orders/refunds.ts):
 * - it claims due payouts (status requested or in transit, next attempt due, lease free or
 *   passed) with FOR UPDATE SKIP LOCKED and a lease (`locked_until`, clock time): two workers
 *   never take the same payout, and a payout whose worker died is due again after the lease;
 *   a claim moves the payout to 'in_transit' and counts an attempt;
 * - it asks the provider for a transfer under the idempotency key `payout-{id}`: however often
 *   it is asked (a retry, a second worker after a crash), the provider transfers once;
 * - a transfer made: in one transaction, status 'paid' with the transfer's id, the `payout_paid`
 *   journal (in transit -> paid out) and the seller's 'payout-sent' e-mail (outbox);
 * - a refusal for good: in one transaction, status 'failed' with the reason, the `payout_failed`
 *   journal (in transit -> available again) and the seller's 'payout-failed' e-mail;
 * - anything else (network, timeout, the provider's error): retried with backoff (PAYOUT_RETRY),
 *   never given up; each failure is logged, as an error after PAYOUT_ALERT_AFTER_ATTEMPTS.
 * A final state is written only while the payout is still open, so a late worker whose lease
 * passed writes nothing twice (the provider answered both with the same transfer).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { redactText } from '../../platform/http/log.ts';
import { greetingName, recipientColumns } from '../accounts/index.ts';
import { recordPayoutFailed, recordPayoutPaid } from '../ledger/index.ts';
import { enqueue, type Recipient, type WorkerLog } from '../notifications/index.ts';
import {
  PaymentProviderError,
  SimulatedProvider,
  type PaymentProvider,
  type TransferResult,
} from '../payments/index.ts';
import { payouts } from './tables.ts';

/** The provider's idempotency key of payout `payoutId` (also its transfer group). */
export function payoutProviderKey(payoutId: number): string {
  return `payout-${payoutId}`;
}

/** Retries of a payout: 1 minute doubling to 6 hours, never given up. */
export const PAYOUT_RETRY = { baseMs: 60_000, maxMs: 6 * 60 * 60_000 } as const;

/** Failed attempts after which each further failure is logged as an error. */
export const PAYOUT_ALERT_AFTER_ATTEMPTS = 6;

/** The wait after failed attempt number `attempts` (1-based), ms: PAYOUT_RETRY's doubling. */
export function payoutRetryDelayMs(attempts: number): number {
  return Math.min(PAYOUT_RETRY.maxMs, PAYOUT_RETRY.baseMs * 2 ** Math.max(0, attempts - 1));
}

/** The part of a PaymentProvider a payout needs. */
export type TransferringProvider = Pick<PaymentProvider, 'name' | 'createTransfer'>;

/** What one run of the worker needs. */
export interface PayoutWorkerOptions {
  db: Db;
  /** The configured provider (Stripe with keys, else simulated). */
  provider: TransferringProvider;
  /** The provider for payouts to simulated accounts when the configured one is Stripe. */
  simulated?: TransferringProvider;
  log: WorkerLog;
  /** The clock's time of this run. */
  now: Date;
  /** Payouts claimed at once (default 10). */
  batchSize?: number;
  /** Longest wait for the provider's answer, ms (default 60 s). */
  transferTimeoutMs?: number;
  /** How long a claim holds its payouts, ms (default: the batch's transfer time plus 60 s). */
  leaseMs?: number;
  /**
   * When it fires, the run abandons the transfer in flight and writes nothing more, as a process
   * killed at that point would (the payout stays leased, and is taken up after the lease).
   */
  signal?: AbortSignal;
}

/** A payout as claimed. */
interface ClaimedPayout {
  id: number;
  sellerId: number;
  amountPence: number;
  provider: 'stripe' | 'simulated';
  destination: string;
  attempts: number;
}

/** Claims up to `limit` due payouts at `now` for `leaseMs` (see the module note). */
export async function claimPayouts(
  db: Db,
  options: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedPayout[]> {
  const now = options.now.toISOString();
  const until = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const rows = await queryRows<{
    id: string | number;
    seller_id: number;
    amount_pence: string | number;
    provider: 'stripe' | 'simulated';
    destination: string;
    attempts: number;
  }>(
    db,
    sql`UPDATE payouts
        SET status = 'in_transit', locked_until = ${until}::timestamptz, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM payouts
          WHERE status IN ('requested', 'in_transit') AND next_attempt_at <= ${now}::timestamptz
            AND (locked_until IS NULL OR locked_until <= ${now}::timestamptz)
          ORDER BY next_attempt_at, id
          LIMIT ${options.limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, seller_id, amount_pence, provider, destination, attempts`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    sellerId: r.seller_id,
    amountPence: Number(r.amount_pence),
    provider: r.provider,
    destination: r.destination,
    attempts: r.attempts,
  }));
}

/** Seller `sellerId`'s address and greeting, or null when the account is gone. */
async function recipientOf(db: Db, sellerId: number): Promise<Recipient | null> {
  const [user] = await db.select(recipientColumns).from(users).where(eq(users.id, sellerId));
  return user === undefined ? null : { to: user.email, name: greetingName(user) };
}

/**
 * Records the provider's answer `result` to payout `payout` (see the module note) in one
 * transaction at `now`. Returns false when the payout was already final (nothing written).
 */
export async function settlePayout(
  db: Db,
  payout: Pick<ClaimedPayout, 'id' | 'sellerId' | 'amountPence'>,
  result: TransferResult,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const open = and(eq(payouts.id, payout.id), inArray(payouts.status, ['requested', 'in_transit']));
    const movement = { payoutId: payout.id, sellerId: payout.sellerId, amountPence: payout.amountPence };
    const recipient = await recipientOf(tx, payout.sellerId);
    if (result.ok) {
      const done = await tx
        .update(payouts)
        .set({
          status: 'paid',
          providerTransferId: result.transferId,
          paidAt: now,
          lockedUntil: null,
          lastError: null,
        })
        .where(open)
        .returning({ id: payouts.id });
      if (done.length === 0) return false;
      await recordPayoutPaid(tx, movement);
      if (recipient !== null)
        await enqueue(
          tx,
          {
            kind: 'payout-sent',
            payload: { ...recipient, payoutId: payout.id, amountPence: payout.amountPence },
          },
          `payout-sent:${payout.id}`,
        );
      return true;
    }
    const reason = redactText(result.reason).slice(0, 500);
    const done = await tx
      .update(payouts)
      .set({ status: 'failed', failureReason: reason, failedAt: now, lockedUntil: null })
      .where(open)
      .returning({ id: payouts.id });
    if (done.length === 0) return false;
    await recordPayoutFailed(tx, movement);
    if (recipient !== null)
      await enqueue(
        tx,
        {
          kind: 'payout-failed',
          payload: { ...recipient, payoutId: payout.id, amountPence: payout.amountPence, reason },
        },
        `payout-failed:${payout.id}`,
      );
    return true;
  });
}

/** Settles as `work` does, unless `signal` fires or `ms` pass first: then rejects saying which. */
function bounded<T>(work: Promise<T>, signal: AbortSignal | undefined, ms: number): Promise<T> {
  if (signal?.aborted) return Promise.reject(new Error('abandoned'));
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the provider did not answer within ${ms} ms`)), ms);
    onAbort = () => reject(new Error('abandoned'));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, limit]).finally(() => {
    clearTimeout(timer);
    if (onAbort !== undefined) signal?.removeEventListener('abort', onAbort);
  });
}

/** What one run did, by payout id. */
export interface PayoutRunReport {
  paid: number[];
  failed: number[];
  retrying: number[];
  abandoned: number[];
}

/**
 * One run of the payout worker at `options.now` (see the module note): claims due payouts and
 * settles each. A payout to a simulated account goes to the simulated provider whatever is
 * configured; one to a Stripe account waits (retried) while Stripe is not configured. Log lines
 * hold ids and amounts, never an address or an account id. Returns what it did.
 */
export async function runPayoutWorker(options: PayoutWorkerOptions): Promise<PayoutRunReport> {
  const { db, provider, log, now, signal } = options;
  const batchSize = options.batchSize ?? 10;
  const transferTimeoutMs = options.transferTimeoutMs ?? 60_000;
  const leaseMs = options.leaseMs ?? batchSize * transferTimeoutMs + 60_000;
  const simulated =
    provider.name === 'simulated'
      ? provider
      : (options.simulated ?? new SimulatedProvider(() => Promise.resolve(null), db));
  const report: PayoutRunReport = { paid: [], failed: [], retrying: [], abandoned: [] };
  const claimed = await claimPayouts(db, { now, limit: batchSize, leaseMs });
  for (const payout of claimed) {
    const ids = { payoutId: payout.id, attempts: payout.attempts, amountPence: payout.amountPence };
    if (signal?.aborted) {
      report.abandoned.push(payout.id);
      continue;
    }
    let result: TransferResult;
    try {
      if (payout.provider === 'stripe' && provider.name !== 'stripe')
        throw new PaymentProviderError('a payout to a Stripe account cannot be made without Stripe keys');
      const by = payout.provider === 'stripe' ? provider : simulated;
      result = await bounded(
        by.createTransfer({
          destination: payout.destination,
          amountPence: payout.amountPence,
          idempotencyKey: payoutProviderKey(payout.id),
          transferGroup: payoutProviderKey(payout.id),
        }),
        signal,
        transferTimeoutMs,
      );
    } catch (error) {
      if (signal?.aborted) {
        // Like a crash: nothing written, the payout stays leased and is taken up after the lease.
        log.warn(ids, 'payout abandoned: the worker stopped');
        report.abandoned.push(payout.id);
        continue;
      }
      const message = redactText(error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db
        .update(payouts)
        .set({
          lockedUntil: null,
          lastError: message,
          nextAttemptAt: new Date(now.getTime() + payoutRetryDelayMs(payout.attempts)),
        })
        .where(
          and(
            eq(payouts.id, payout.id),
            eq(payouts.attempts, payout.attempts),
            eq(payouts.status, 'in_transit'),
          ),
        );
      const fields = { ...ids, error: message };
      if (payout.attempts >= PAYOUT_ALERT_AFTER_ATTEMPTS) log.error(fields, 'payout failed: still due');
      else log.warn(fields, 'payout failed: will retry');
      report.retrying.push(payout.id);
      continue;
    }
    if (signal?.aborted) {
      log.warn(ids, 'payout abandoned: the worker stopped');
      report.abandoned.push(payout.id);
      continue;
    }
    await settlePayout(db, payout, result, now);
    if (result.ok) {
      log.info(ids, 'payout paid');
      report.paid.push(payout.id);
    } else {
      log.warn(ids, 'payout refused by the provider: failed');
      report.failed.push(payout.id);
    }
  }
  return report;
}
