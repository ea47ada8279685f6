/**
 * Sellers' payout accounts over the store (decision 059): the account of a user (not_started
 * without a row) and a change of it, which puts the seller's listings on or off 'taking orders'
 * (the contract's takesOrders), as the server does in the same transaction.
 */
import { notStartedPayoutAccount, takesOrders, type PayoutAccount } from '@shop/contract';
import type { DbPayoutAccount, DbTables } from './tables.ts';

/**
 * What the payout account reads need: the store, or the sample tables while they are built (typed
 * by the tables, not the store, which builds them from sample.ts).
 */
type PayoutAccountTables = { readonly payoutAccounts: readonly DbPayoutAccount[] };

/** The payout account of user `userId`: the stored one, or not_started with the simulated provider. */
export function payoutAccountOf(db: PayoutAccountTables, userId: number): PayoutAccount {
  const row = db.payoutAccounts.find((a) => a.userId === userId);
  return row ? { ...row.account } : notStartedPayoutAccount('simulated');
}

/**
 * True when user `userId` takes orders: their payout account in `db` (the store, or the tables
 * being built) is active (contract takesOrders). Every product's `seller_taking_orders` comes from
 * it: the sample tables, a new listing, and each change of the account (setPayoutAccount).
 */
export function sellerTakesOrdersNow(db: PayoutAccountTables, userId: number): boolean {
  return takesOrders(payoutAccountOf(db, userId).state);
}

/**
 * Stores `account` as user `userId`'s payout account and sets `seller_taking_orders` on each of
 * their listings from its state. Returns true when the account became active by this change (the
 * caller sends the 'account active' e-mail, as the server's outbox does).
 */
export function setPayoutAccount(
  db: Pick<DbTables, 'payoutAccounts' | 'products'>,
  userId: number,
  account: PayoutAccount,
): boolean {
  const before = payoutAccountOf(db, userId).state;
  const row = db.payoutAccounts.find((a) => a.userId === userId);
  if (row) row.account = { ...account };
  else db.payoutAccounts.push({ userId, account: { ...account } });
  const taking = takesOrders(account.state);
  for (const product of db.products) {
    if (product.ownerId === userId && product.product.seller_taking_orders !== taking)
      product.product = { ...product.product, seller_taking_orders: taking };
  }
  return account.state === 'active' && before !== 'active';
}
