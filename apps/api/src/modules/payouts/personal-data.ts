/**
 * The payouts module's part of 'Your data' (decision 073): a seller's money in summary (the
 * ledger's balances, their payouts, the payout account without bank details but the last four
 * digits), the open payouts that stop a deletion, and the account holder's name removed on deletion.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { sellerMoney } from '../ledger/index.ts';
import { payoutAccounts, payouts } from './tables.ts';

/** The seller's balances (pence), payouts (oldest first) and payout account state. */
export async function sellerMoneySection(db: Db, userId: number) {
  const [money, rows, [account]] = await Promise.all([
    sellerMoney(db, userId),
    db.select().from(payouts).where(eq(payouts.sellerId, userId)).orderBy(asc(payouts.id)),
    db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).limit(1),
  ]);
  return {
    balances: {
      pending_pence: money.pendingPence,
      available_pence: money.availablePence,
      in_transit_pence: money.inTransitPence,
      paid_out_pence: money.paidOutPence,
    },
    payouts: rows.map((p) => ({
      id: p.id,
      amount_pence: p.amountPence,
      status: p.status,
      created_at: p.createdAt.toISOString(),
      paid_at: p.paidAt?.toISOString() ?? null,
    })),
    payout_account:
      account === undefined
        ? null
        : {
            provider: account.provider,
            state: account.state,
            account_holder_name: account.accountHolderName,
            bank_last4: account.bankLast4,
          },
  };
}

/** How many payouts of seller `userId` are requested or in transit. */
export async function openPayoutCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payouts)
    .where(and(eq(payouts.sellerId, userId), inArray(payouts.status, ['requested', 'in_transit'])));
  return Number(row?.n ?? 0);
}

/** Removes the account holder's name of `userId`'s payout account (an account's deletion, decision 073). */
export async function anonymisePayoutAccount(tx: Db, userId: number): Promise<void> {
  await tx
    .update(payoutAccounts)
    .set({ accountHolderName: null, updatedAt: sql`now()` })
    .where(eq(payoutAccounts.userId, userId));
}
