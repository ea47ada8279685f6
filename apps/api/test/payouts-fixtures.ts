/**
 * The payout fixture of the tests that buy (decision 059): a seller takes orders only once their
 * payout account is active, so the fixtures that make a listing to buy make its seller an active
 * seller first, the way the demo seed does (an active simulated account, listings taking orders).
 */
import { seedActivePayoutAccounts } from '../src/modules/payouts/index.ts';
import type { TestApp } from './helpers.ts';

/** Gives user `userId` an active payout account (unless they have one), so their listings can be bought. */
export async function onboardSeller(t: Pick<TestApp, 'db'>, userId: number): Promise<void> {
  await t.db.transaction((tx) =>
    seedActivePayoutAccounts(tx, [{ userId, accountHolderName: 'Test Seller', bankLast4: '5678' }]),
  );
}
