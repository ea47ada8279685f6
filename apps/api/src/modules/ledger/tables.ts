/**
 * Drizzle view of the ledger's tables (migrations/017_ledger.sql is the source of truth; keep this
 * file in sync with it). The ledger module owns its tables (decision 050); nothing else writes them.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One movement of money (decision 055): its entries sum to zero, its idempotency key is unique. */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** One of JOURNAL_KINDS (accounts.ts). */
    kind: text('kind').notNull(),
    /** What makes the movement unique (e.g. `order-paid:12`): a second write of it is ignored. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    checkoutSessionId: text('checkout_session_id'),
    orderId: integer('order_id'),
    /** The refund's outbox dedupe key (and provider idempotency key), for refund journals. */
    refundKey: text('refund_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_journals_order_idx')
      .on(t.orderId)
      .where(sql`order_id IS NOT NULL`),
    index('ledger_journals_session_idx')
      .on(t.checkoutSessionId)
      .where(sql`checkout_session_id IS NOT NULL`),
    index('ledger_journals_refund_idx')
      .on(t.refundKey)
      .where(sql`refund_key IS NOT NULL`),
  ],
);

/** One leg of a journal: `amountPence` received (+) or given (-) by `account`; never 0. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerJournals.id),
    account: text('account').notNull(),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    /** The seller order the entry belongs to, when it belongs to one. */
    orderId: integer('order_id'),
  },
  (t) => [
    index('ledger_entries_journal_idx').on(t.journalId),
    index('ledger_entries_account_idx').on(t.account, t.amountPence),
    index('ledger_entries_order_idx')
      .on(t.orderId)
      .where(sql`order_id IS NOT NULL`),
  ],
);
