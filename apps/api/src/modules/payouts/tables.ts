/**
 * Drizzle view of the payouts module's table (migrations/018_payout_accounts.sql is the source of
 * truth; keep this file in sync with it). The payouts module owns it (decision 050); nothing else
 * writes it.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
