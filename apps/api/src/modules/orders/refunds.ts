/**
 * Refunds through the outbox (ARCHITECTURE "Side effects after a commit", decision 041).
 * - A refund is requested INSIDE the transaction of the change that owes it: a cancelled order
 *   (modules/orders/fulfilment.ts, key `refund-order-{id}`, the order's total) or a paid checkout
 *   session that could not be fulfilled (modules/checkout/place-orders.ts, key `refund-session-{id}`, the
 *   session's amount). The request is an outbox row of kind 'refund' (modules/notifications/outbox.ts) and the
 *   amount recorded in `refunded_pence`: both exist exactly when the change committed.
 * - The refund worker (every API process runs one, like the notification worker) claims due
 *   refund rows (FOR UPDATE SKIP LOCKED and a lease) and asks the payment provider of the
 *   checkout session to refund, with the row's dedupe key as the provider's idempotency key. A
 *   failure is retried with exponential backoff (30 s doubling to an hour) until the provider
 *   makes the refund; the row never dies. A process killed during the call leaves the row leased;
 *   once the lease has passed another worker asks again under the same key, so the provider pays
 *   out once (Stripe keeps an idempotency key for 24 hours).
 * - Once the provider answered, in one transaction the row is marked done, the ledger records the
 *   refund made (refunds owed back to the buyers, decision 055) and the buyer's 'refund-issued'
 *   e-mail is enqueued (dedupe key `refund-issued:{refund key}`).
 * The simulated provider (no Stripe keys) takes the same path; it records the refund in its own
 * table (simulated_provider_records, decision 061), which reconciliation reads.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { checkoutSessions, users } from '../../platform/db/schema.ts';
import { redactText } from '../../platform/http/log.ts';
import type { Recipient } from '../notifications/index.ts';
import {
  enqueue,
  markFailed,
  markSent,
  type ClaimedNotification,
  type RetryPolicy,
} from '../notifications/index.ts';
import { startOutboxPoller, type OutboxPoller, type WorkerLog } from '../notifications/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { SimulatedProvider } from '../payments/index.ts';
import { greetingName, recipientColumns } from '../accounts/index.ts';
import { recordRefundMade } from '../ledger/index.ts';

/** The outbox kind of a refund. */
export const REFUND_KIND = 'refund';

/** A refund the shop owes, as its outbox row's payload. */
export interface RefundJob {
  /** The cancelled order; null for a failed checkout session (no order was made). */
  orderId: number | null;
  /** The paid checkout session; null for an order without one (the demo's sample orders). */
  checkoutSessionId: string | null;
  /** What to give back, integer pence. */
  amountPence: number;
  /** The buyer, for the 'refund-issued' e-mail; null when the account is gone. */
  recipient: Recipient | null;
}

/** Retries of a refund: 30 s, 1, 2, 4 ... minutes, then every hour, until it is made. */
export const REFUND_RETRY: RetryPolicy = { baseMs: 30_000, maxMs: 60 * 60_000, maxAttempts: Infinity };

/** Failed attempts after which each further failure is logged as an error (about an hour). */
export const REFUND_ALERT_AFTER_ATTEMPTS = 8;

/** The provider's idempotency key (and outbox dedupe key) of order `orderId`'s refund. */
export function orderRefundKey(orderId: number): string {
  return `refund-order-${orderId}`;
}

/** The provider's idempotency key (and outbox dedupe key) of failed session `sessionId`'s refund. */
export function sessionRefundKey(sessionId: string): string {
  return `refund-session-${sessionId}`;
}

/**
 * The greeting and address of user `userId` for an e-mail (first name, else the public display
 * name), or null when there is no such user.
 */
export async function recipientOf(db: Db, userId: number): Promise<Recipient | null> {
  const [user] = await db.select(recipientColumns).from(users).where(eq(users.id, userId));
  if (user === undefined) return null;
  return { to: user.email, name: greetingName(user) };
}

/**
 * Requests refund `job` inside `tx` (the caller's transaction): one outbox row of kind 'refund'
 * under `key` (orderRefundKey or sessionRefundKey). Returns false when that refund was already
 * requested.
 */
export async function enqueueRefund(tx: Db, job: RefundJob, key: string): Promise<boolean> {
  return enqueue(tx, { kind: REFUND_KIND, payload: job }, key);
}

/** The part of a PaymentProvider (modules/payments/provider.ts) a refund needs. */
export type RefundingProvider = Pick<PaymentProvider, 'name' | 'refund'>;

/** Reads a refund row's payload; throws when it is not a RefundJob. */
function asRefundJob(row: ClaimedNotification): RefundJob {
  const p = row.payload;
  if (
    !Number.isInteger(p.amountPence) ||
    (p.amountPence as number) <= 0 ||
    !(p.orderId === null || Number.isInteger(p.orderId)) ||
    !(p.checkoutSessionId === null || typeof p.checkoutSessionId === 'string')
  )
    throw new Error('the refund row has no valid amount, order or checkout session');
  // Written by enqueueRefund from a typed RefundJob.
  return p as unknown as RefundJob;
}

/** Who refunds what: the session's provider and payment, read when the refund is made. */
async function refundTarget(
  db: Db,
  job: RefundJob,
): Promise<{ provider: 'stripe' | 'simulated'; paymentReference: string }> {
  // An order without a checkout session (sample data) was never paid at a provider.
  if (job.checkoutSessionId === null)
    return { provider: 'simulated', paymentReference: `order-${job.orderId ?? 0}` };
  const [session] = await db
    .select({ provider: checkoutSessions.provider, paymentReference: checkoutSessions.paymentReference })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, job.checkoutSessionId));
  if (session === undefined) throw new Error('the checkout session of the refund is gone');
  if (session.provider === 'stripe') {
    if (session.paymentReference === null) throw new Error('the checkout session has no payment reference');
    return { provider: 'stripe', paymentReference: session.paymentReference };
  }
  // The simulated provider's payment is the session itself.
  return { provider: 'simulated', paymentReference: session.paymentReference ?? job.checkoutSessionId };
}

/** What startRefundWorker needs. */
export interface RefundWorkerOptions {
  db: Db;
  /** The configured provider (Stripe with keys, else simulated; modules/checkout/routes.ts paymentProviderFor). */
  provider: RefundingProvider;
  log: WorkerLog;
  /** Poll interval, ms (default 1000; the server passes OUTBOX_POLL_MS). */
  pollMs?: number;
  /** Rows claimed at once (default 5). */
  batchSize?: number;
  /** Longest wait for the provider's answer before the attempt counts as failed, ms (default 60 s). */
  refundTimeoutMs?: number;
  /** How long a claim holds its rows, ms (default: the batch's refund time plus 30 s). */
  leaseMs?: number;
  /** How long `stop()` waits for the refund in flight before abandoning it, ms (default refundTimeoutMs). */
  stopGraceMs?: number;
  /** Retry timing (default REFUND_RETRY; attempts are never limited unless given). */
  retry?: Partial<RetryPolicy>;
}

/**
 * Settles as `work` does, unless `signal` fires first (or has already fired) or `ms` milliseconds
 * pass: then rejects with an Error saying which. The refund worker bounds each provider call so.
 */
export function bounded<T>(work: Promise<T>, signal: AbortSignal, ms: number): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('abandoned: the worker stopped'));
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the provider did not answer within ${ms} ms`)), ms);
    onAbort = () => reject(new Error('abandoned: the worker stopped'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, limit]).finally(() => {
    clearTimeout(timer);
    if (onAbort !== undefined) signal.removeEventListener('abort', onAbort);
  });
}

/**
 * Starts the refund worker on `db` (see the module note): polls every `pollMs`, refunds due rows
 * through `provider` (a simulated session's refund through the simulated provider whatever is
 * configured; a Stripe session's refund fails and is retried while Stripe is not configured),
 * and retries failures with backoff until they succeed (warnings, then errors after
 * REFUND_ALERT_AFTER_ATTEMPTS attempts; log lines hold ids and amounts, never an address).
 * The server starts one next to the notification worker. Returns the worker (`stop()`).
 */
export function startRefundWorker(options: RefundWorkerOptions): OutboxPoller {
  const { db, provider, log } = options;
  const batchSize = options.batchSize ?? 5;
  const refundTimeoutMs = options.refundTimeoutMs ?? 60_000;
  const retry: RetryPolicy = { ...REFUND_RETRY, ...options.retry };
  const simulated: RefundingProvider =
    provider.name === 'simulated' ? provider : new SimulatedProvider(() => Promise.resolve(null), db);

  const refund = async (row: ClaimedNotification, abandon: AbortSignal): Promise<void> => {
    let job: RefundJob | undefined;
    try {
      job = asRefundJob(row);
      const target = await refundTarget(db, job);
      if (target.provider === 'stripe' && provider.name !== 'stripe')
        throw new Error('a Stripe payment cannot be refunded without Stripe keys');
      const by = target.provider === 'stripe' ? provider : simulated;
      await bounded(
        by.refund(target.paymentReference, job.amountPence, { idempotencyKey: row.dedupeKey }),
        abandon,
        refundTimeoutMs,
      );
    } catch (error) {
      const ids = { outboxId: row.id, refund: row.dedupeKey, attempts: row.attempts };
      if (abandon.aborted) {
        // Stopped mid-call: like a crash, the row stays leased and is taken up after the lease.
        log.warn(ids, 'refund abandoned: the worker stopped');
        return;
      }
      const outcome = await markFailed(db, row, error, retry);
      const fields = {
        ...ids,
        outcome,
        error: redactText(error instanceof Error ? error.message : String(error)),
      };
      if (row.attempts >= REFUND_ALERT_AFTER_ATTEMPTS) log.error(fields, 'refund failed: still due');
      else log.warn(fields, 'refund failed: will retry');
      return;
    }
    const made = job;
    await db.transaction(async (tx) => {
      if (!(await markSent(tx, row.id))) return;
      await recordRefundMade(tx, row.dedupeKey);
      if (made.recipient === null) return;
      await enqueue(
        tx,
        {
          kind: 'refund-issued',
          payload: { ...made.recipient, amountPence: made.amountPence, orderId: made.orderId },
        },
        `refund-issued:${row.dedupeKey}`,
      );
    });
    log.info(
      { outboxId: row.id, refund: row.dedupeKey, amountPence: made.amountPence, attempts: row.attempts },
      'refund made',
    );
  };

  return startOutboxPoller({
    db,
    log,
    kinds: [REFUND_KIND],
    pollMs: options.pollMs ?? 1000,
    batchSize,
    leaseMs: options.leaseMs ?? batchSize * refundTimeoutMs + 30_000,
    maxAttempts: retry.maxAttempts,
    stopGraceMs: options.stopGraceMs ?? refundTimeoutMs,
    handle: refund,
  });
}
