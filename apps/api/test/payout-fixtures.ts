/**
 * Fixtures of the payout tests (decision 061): earnings made available straight through the
 * ledger (an order_paid journal, then order_released: pending -> available), payout accounts
 * from a fake PayoutDestinations, and the payout worker run with a settable clock.
 */
import { randomBytes } from 'node:crypto';
import {
  BUYERS,
  JOURNAL_KINDS,
  postJournal,
  sellerAvailable,
  sellerPending,
} from '../src/modules/ledger/index.ts';
import type { PayoutDestination, PayoutDestinations } from '../src/modules/payouts/index.ts';
import { runPayoutWorker, type PayoutRunReport } from '../src/modules/payouts/index.ts';
import type { PaymentProvider } from '../src/modules/payments/index.ts';
import type { Db } from '../src/platform/db/client.ts';

/** Seller `sellerId` earns `pence` and it is released at once: their available balance grows. */
export async function earn(db: Db, sellerId: number, pence: number): Promise<void> {
  const tag = randomBytes(6).toString('hex');
  await db.transaction(async (tx) => {
    await postJournal(tx, {
      kind: JOURNAL_KINDS.orderPaid,
      idempotencyKey: `test-paid:${tag}`,
      entries: [
        { account: BUYERS, amountPence: -pence },
        { account: sellerPending(sellerId), amountPence: pence },
      ],
    });
    await postJournal(tx, {
      kind: JOURNAL_KINDS.orderReleased,
      idempotencyKey: `test-released:${tag}`,
      entries: [
        { account: sellerPending(sellerId), amountPence: -pence },
        { account: sellerAvailable(sellerId), amountPence: pence },
      ],
    });
  });
}

/**
 * Seller `sellerId`'s available balance loses `pence` (a refund of a released order: the buyers
 * get it back), which may take it below 0.
 */
export async function refundAfterRelease(db: Db, sellerId: number, pence: number): Promise<void> {
  await postJournal(db, {
    kind: JOURNAL_KINDS.orderRefunded,
    idempotencyKey: `test-refunded:${randomBytes(6).toString('hex')}`,
    entries: [
      { account: sellerAvailable(sellerId), amountPence: -pence },
      { account: BUYERS, amountPence: pence },
    ],
  });
}

/** A fake PayoutDestinations: `accounts` maps seller ids to their active payout account. */
export function fakeDestinations(): PayoutDestinations & {
  accounts: Map<number, PayoutDestination>;
  /** Gives `sellerId` a simulated account (`sim_acct_{id}`, or `id` when given). */
  open(sellerId: number, id?: string): void;
} {
  const accounts = new Map<number, PayoutDestination>();
  return {
    accounts,
    open(sellerId, id) {
      accounts.set(sellerId, { provider: 'simulated', accountId: id ?? `sim_acct_${sellerId}` });
    },
    destinationOf: (sellerId) => Promise.resolve(accounts.get(sellerId) ?? null),
  };
}

/** A log that keeps its lines (message and fields) for assertions. */
export function memoryLog(): {
  lines: { level: string; message: string; fields: Record<string, unknown> }[];
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
} {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (fields, message) => lines.push({ level: 'info', message, fields }),
    warn: (fields, message) => lines.push({ level: 'warn', message, fields }),
    error: (fields, message) => lines.push({ level: 'error', message, fields }),
  };
}

/** One run of the payout worker at `now` through `provider`. */
export function payOut(
  db: Db,
  provider: Pick<PaymentProvider, 'name' | 'createTransfer'>,
  now: Date,
  options: { signal?: AbortSignal; leaseMs?: number; batchSize?: number } = {},
): Promise<PayoutRunReport> {
  return runPayoutWorker({ db, provider, log: memoryLog(), now, ...options });
}
