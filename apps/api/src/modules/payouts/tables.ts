/**
 * Drizzle view of the payouts module's tables (migrations/018_payout_accounts.sql and
 * migrations/020_payouts.sql are the source of truth; keep this file in sync with them). The
 * payouts module owns them (decision 050); nothing else writes them.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema.ts';

/**
 * A seller's payout account (decision 059): no row means not_started. Bank details are the last
 * four digits of the account number only.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'stripe' or 'simulated' (contract PayoutProvider). */
  provider: text('provider').notNull(),
  /** The provider's account id (Stripe `acct_...`, simulated `acct_sim_{userId}`); null until opened. */
  providerAccountId: text('provider_account_id').unique(),
  /** One of the contract's PAYOUT_ACCOUNT_STATES. */
  state: text('state').notNull().default('not_started'),
  accountHolderName: text('account_holder_name'),
  /** The last four digits of the account number; never more (decision 059). */
  bankLast4: text('bank_last4'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

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
