/**
 * Writing the ledger (decision 055): `postJournal` is the one way money is recorded. A journal is
 * written whole or not at all, at most once per idempotency key, and only when its entries
 * balance; the database checks the same at COMMIT (migration 017), so no other path can slip an
 * unbalanced journal in.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { JournalKind } from './accounts.ts';
import { ledgerEntries, ledgerJournals } from './tables.ts';

/** One leg of a journal: `amountPence` (integer, not 0) received (+) or given (-) by `account`. */
export interface EntryInput {
  account: string;
  amountPence: number;
  /** The seller order this leg belongs to, when it belongs to one. */
  orderId?: number | null;
}

/** A journal to write. */
export interface JournalInput {
  kind: JournalKind;
  /** Unique per movement (e.g. `order-paid:12`): writing the same key again writes nothing. */
  idempotencyKey: string;
  checkoutSessionId?: string | null;
  orderId?: number | null;
  refundKey?: string | null;
  entries: readonly EntryInput[];
  /**
   * When the movement happened; default the transaction's time (`now()`). Only the backfill of
   * orders paid before the ledger (decision 065) writes a movement of the past.
   */
  at?: Date;
}

/** What postJournal did. */
export interface PostedJournal {
  journalId: number;
  /** false when a journal with the same idempotency key was already written (nothing new). */
  created: boolean;
}

/** A journal refused before it reached the database: too few legs, a bad amount, or no balance. */
export class UnbalancedJournalError extends Error {
  constructor(key: string, why: string) {
    super(`ledger journal ${key} refused: ${why}`);
    this.name = 'UnbalancedJournalError';
  }
}

/** The legs of `entries` with amounts other than 0 (a leg of 0 moves nothing and is not written). */
export function legs(...entries: EntryInput[]): EntryInput[] {
  return entries.filter((e) => e.amountPence !== 0);
}

/** Throws UnbalancedJournalError unless `input` has 2+ legs of whole, non-zero pence summing to 0. */
export function checkJournal(input: JournalInput): void {
  const { idempotencyKey: key, entries } = input;
  if (entries.length < 2)
    throw new UnbalancedJournalError(
      key,
      `${entries.length} entries; money moves between at least two accounts`,
    );
  let sum = 0n;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountPence) || entry.amountPence === 0)
      throw new UnbalancedJournalError(key, `${entry.account} has an amount of ${entry.amountPence} pence`);
    sum += BigInt(entry.amountPence);
  }
  if (sum !== 0n) throw new UnbalancedJournalError(key, `its entries sum to ${sum} pence, not 0`);
}

/**
 * Writes journal `input` on `tx` (the transaction of the change that moves the money; a savepoint
 * inside it, or a transaction of its own when given the database): the journal row, then its
 * entries. Refuses (UnbalancedJournalError, nothing written) an empty or one-legged journal, a
 * leg of 0 or of fractional pence, and legs that do not sum to zero. When a journal with the same
 * idempotency key exists, writes nothing and returns it with `created` false.
 */
export async function postJournal(tx: Db, input: JournalInput): Promise<PostedJournal> {
  checkJournal(input);
  return tx.transaction(async (sp) => {
    const [row] = await sp
      .insert(ledgerJournals)
      .values({
        kind: input.kind,
        idempotencyKey: input.idempotencyKey,
        checkoutSessionId: input.checkoutSessionId ?? null,
        orderId: input.orderId ?? null,
        refundKey: input.refundKey ?? null,
        ...(input.at !== undefined ? { createdAt: input.at } : {}),
      })
      .onConflictDoNothing({ target: ledgerJournals.idempotencyKey })
      .returning({ id: ledgerJournals.id });
    if (row === undefined) {
      const [existing] = await sp
        .select({ id: ledgerJournals.id })
        .from(ledgerJournals)
        .where(eq(ledgerJournals.idempotencyKey, input.idempotencyKey));
      if (existing === undefined) throw new Error(`ledger journal ${input.idempotencyKey} vanished`);
      return { journalId: existing.id, created: false };
    }
    await sp.insert(ledgerEntries).values(
      input.entries.map((e) => ({
        journalId: row.id,
        account: e.account,
        amountPence: e.amountPence,
        orderId: e.orderId ?? null,
      })),
    );
    return { journalId: row.id, created: true };
  });
}
