/**
 * Drizzle view of the payouts tables (migrations/020_payouts.sql is the source of truth; keep this
 * file in sync with it). The payouts module owns them (decision 050); nothing else writes them.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The states of a payout (decision 061): requested -> in_transit -> paid | failed. */
export const PAYOUT_STATUSES = ['requested', 'in_transit', 'paid', 'failed'] as const;
/** One of PAYOUT_STATUSES. */
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** One payout of a seller's available balance to their payout account (decision 061). */
export const payouts = pgTable(
  'payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('requested'),
    origin: text('origin').$type<'scheduled' | 'requested'>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    provider: text('provider').$type<'stripe' | 'simulated'>().notNull(),
    destination: text('destination').notNull(),
    providerTransferId: text('provider_transfer_id'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
    failedAt: at('failed_at'),
  },
  (t) => [
    index('payouts_seller_idx').on(t.sellerId, t.id),
    index('payouts_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status IN ('requested', 'in_transit')`),
  ],
);

/** A staff hold on a seller's payouts; in force while `liftedAt` is null. */
export const payoutHolds = pgTable(
  'payout_holds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    heldBy: integer('held_by').references(() => users.id, { onDelete: 'set null' }),
    heldAt: at('held_at').notNull(),
    liftedBy: integer('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    liftedAt: at('lifted_at'),
  },
  (t) => [
    uniqueIndex('payout_holds_one_open_idx')
      .on(t.sellerId)
      .where(sql`lifted_at IS NULL`),
  ],
);

/** The schedule's slots the payouts job has finished. */
export const payoutRuns = pgTable('payout_runs', {
  slot: at('slot').primaryKey(),
  finishedAt: at('finished_at').notNull(),
});
