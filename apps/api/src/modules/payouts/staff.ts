/**
 * The back office's Seller payouts panel (decision 064): every seller with an entry on one of
 * their ledger accounts or with a payout account, with their balances (sums over the ledger,
 * decision 055: the same figures as their own money page), the state of their payout account
 * (decision 059), the staff hold in force and their latest payout (decision 061). One page is ONE
 * SQL statement whatever the number of sellers on it (no query per seller); a page past the end
 * costs a second one, for the total.
 */
import {
  ADMIN_PAGE_SIZE,
  PAYOUT_ACCOUNT_STATES,
  singleLine,
  type Pagination,
  type PayoutAccountState,
  type SellerPayoutSummary,
} from '@shop/contract';
import { and, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { staffViewName } from '../admin/index.ts';
import { pagination } from '../catalogue/index.ts';
import { sellerMoneyTotals } from '../ledger/index.ts';
import { payoutAccounts, payoutHolds, payouts, type PayoutStatus } from './tables.ts';

/** The stored state of a payout account as the contract's (an unknown one reads as not started). */
function accountState(state: string | null): PayoutAccountState {
  return (PAYOUT_ACCOUNT_STATES as readonly string[]).includes(state ?? '')
    ? (state as PayoutAccountState)
    : 'not_started';
}

/**
 * One page of sellers' money for staff (GET /admin/payouts/balances/), newest accounts first
 * (user id descending), `pageSize` ADMIN_PAGE_SIZE unless asked (at most MAX_PAGE_SIZE by the
 * contract). A seller is anyone with a ledger entry on `seller:{id}:*` or a payout account row;
 * an account deleted since is left out (the ledger outlives it). Hold reasons are made one plain
 * line again on read (decision 045). Returns the rows and their Pagination.
 */
export async function staffSellerPayouts(
  db: Db,
  query: { page?: number | undefined; pageSize?: number | undefined },
): Promise<{ sellers: SellerPayoutSummary[]; pagination: Pagination }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const money = sellerMoneyTotals(db);
  // Each seller's latest payout (by id), as a subquery joined once.
  const last = db
    .selectDistinctOn([payouts.sellerId], {
      sellerId: payouts.sellerId,
      id: payouts.id,
      createdAt: payouts.createdAt,
      amountPence: payouts.amountPence,
      status: payouts.status,
    })
    .from(payouts)
    .orderBy(payouts.sellerId, desc(payouts.id))
    .as('last_payout');
  const isSeller = or(isNotNull(money.sellerId), isNotNull(payoutAccounts.userId));
  const holdInForce = and(eq(payoutHolds.sellerId, users.id), isNull(payoutHolds.liftedAt));
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      accountState: payoutAccounts.state,
      pendingPence: money.pendingPence,
      availablePence: money.availablePence,
      inTransitPence: money.inTransitPence,
      paidOutPence: money.paidOutPence,
      holdReason: payoutHolds.reason,
      heldAt: payoutHolds.heldAt,
      lastId: last.id,
      lastCreatedAt: last.createdAt,
      lastAmountPence: last.amountPence,
      lastStatus: last.status,
      total: sql<string>`count(*) OVER ()::text`,
    })
    .from(users)
    .leftJoin(money, eq(money.sellerId, users.id))
    .leftJoin(payoutAccounts, eq(payoutAccounts.userId, users.id))
    .leftJoin(payoutHolds, holdInForce)
    .leftJoin(last, eq(last.sellerId, users.id))
    .where(isSeller)
    .orderBy(desc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const [counted] = await db
      .select({ n: count() })
      .from(users)
      .leftJoin(money, eq(money.sellerId, users.id))
      .leftJoin(payoutAccounts, eq(payoutAccounts.userId, users.id))
      .where(isSeller);
    total = counted?.n ?? 0;
  }
  const pence = (text: string | null) => Number(text ?? 0);
  return {
    sellers: rows.map((r) => ({
      seller: { id: r.id, name: staffViewName(r) },
      payout_account_state: accountState(r.accountState),
      balances: {
        pending_pence: pence(r.pendingPence),
        available_pence: pence(r.availablePence),
        in_transit_pence: pence(r.inTransitPence),
        paid_out_pence: pence(r.paidOutPence),
      },
      hold:
        r.holdReason === null || r.heldAt === null
          ? null
          : { reason: singleLine(r.holdReason), held_at: r.heldAt.toISOString() },
      last_payout:
        r.lastId === null || r.lastCreatedAt === null || r.lastAmountPence === null || r.lastStatus === null
          ? null
          : {
              id: r.lastId,
              created_at: r.lastCreatedAt.toISOString(),
              amount_pence: r.lastAmountPence,
              status: r.lastStatus as PayoutStatus,
            },
    })),
    pagination: pagination(page, pageSize, total),
  };
}
