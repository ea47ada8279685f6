/**
 * Reading the ledger (decision 055): every balance is a sum over entries; nothing keeps a running
 * total. Amounts follow the sign convention of accounts.ts (what an account holds is positive).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/client.ts';
import { REFUNDS_OWED, SHOP_FEES, sellerAvailable, sellerPaidOut, sellerPending } from './accounts.ts';
import { ledgerEntries, ledgerJournals } from './tables.ts';

/** The sum of `amount_pence` as a JavaScript number (money stays well inside 2^53). */
const total = sql<string>`coalesce(sum(${ledgerEntries.amountPence}), 0)::text`;

/** The balance of `account`, integer pence. */
export async function accountBalance(db: Db, account: string): Promise<number> {
  const [row] = await db.select({ total }).from(ledgerEntries).where(eq(ledgerEntries.account, account));
  return Number(row?.total ?? 0);
}

/** Balances of every account that has entries, by account name. */
export async function allBalances(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, total })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account);
  return new Map(rows.map((r) => [r.account, Number(r.total)]));
}

/** A seller's money (decision 055), integer pence. */
export interface SellerBalances {
  /** Earned on orders not yet released (paid, not cancelled). */
  pendingPence: number;
  /** Released and not yet paid out (may go below 0 after a refund of a released order). */
  availablePence: number;
  /** Paid out so far. */
  paidOutPence: number;
}

/** Seller `sellerId`'s pending, available and paid-out balances. */
export async function sellerBalances(db: Db, sellerId: number): Promise<SellerBalances> {
  const accounts = [sellerPending(sellerId), sellerAvailable(sellerId), sellerPaidOut(sellerId)];
  const rows = await db
    .select({ account: ledgerEntries.account, total })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, accounts))
    .groupBy(ledgerEntries.account);
  const of = (account: string) => Number(rows.find((r) => r.account === account)?.total ?? 0);
  return {
    pendingPence: of(sellerPending(sellerId)),
    availablePence: of(sellerAvailable(sellerId)),
    paidOutPence: of(sellerPaidOut(sellerId)),
  };
}

/** The shop's commission kept so far (fees of orders paid, less fees given back), integer pence. */
export function shopFeesPence(db: Db): Promise<number> {
  return accountBalance(db, SHOP_FEES);
}

/** Refunds requested and not yet made by the provider, integer pence. */
export function refundsOwedPence(db: Db): Promise<number> {
  return accountBalance(db, REFUNDS_OWED);
}

/**
 * What the shop should hold at its payment provider: the sum of every internal account (all but
 * `external:*` and `seller:*:paid-out`), integer pence. Reconciliation compares it with the
 * provider's own balance.
 */
export async function providerCashPence(db: Db): Promise<number> {
  const [row] = await db
    .select({ total })
    .from(ledgerEntries)
    .where(
      and(
        sql`${ledgerEntries.account} NOT LIKE 'external:%'`,
        sql`${ledgerEntries.account} NOT LIKE '%:paid-out'`,
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * What order `orderId`'s legs add up to in each account (its share of the shop's fees, its seller's
 * pending or available, refunds owed for it, ...), integer pence, by account.
 */
export async function orderHoldings(db: Db, orderId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, total })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .groupBy(ledgerEntries.account);
  return new Map(rows.map((r) => [r.account, Number(r.total)]));
}

/** One journal with its entries, as tests and the back office's order ledger (decision 064) read them. */
export interface JournalView {
  id: number;
  kind: string;
  idempotencyKey: string;
  checkoutSessionId: string | null;
  orderId: number | null;
  refundKey: string | null;
  /** When the journal was written (the database's time of its transaction). */
  createdAt: Date;
  /** Its entries in the order they were written. */
  entries: { account: string; amountPence: number; orderId: number | null }[];
}

/** Every journal (in id order) with its entries; `where` narrows to one order's or one session's. */
export async function journals(
  db: Db,
  where: { orderId?: number; checkoutSessionId?: string } = {},
): Promise<JournalView[]> {
  const conditions = [
    ...(where.orderId !== undefined ? [eq(ledgerJournals.orderId, where.orderId)] : []),
    ...(where.checkoutSessionId !== undefined
      ? [eq(ledgerJournals.checkoutSessionId, where.checkoutSessionId)]
      : []),
  ];
  const heads = await db
    .select()
    .from(ledgerJournals)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(ledgerJournals.id);
  if (heads.length === 0) return [];
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.journalId,
        heads.map((h) => h.id),
      ),
    )
    .orderBy(ledgerEntries.id);
  return heads.map((h) => ({
    id: h.id,
    kind: h.kind,
    idempotencyKey: h.idempotencyKey,
    checkoutSessionId: h.checkoutSessionId,
    orderId: h.orderId,
    refundKey: h.refundKey,
    createdAt: h.createdAt,
    entries: entries
      .filter((e) => e.journalId === h.id)
      .map((e) => ({ account: e.account, amountPence: e.amountPence, orderId: e.orderId })),
  }));
}

/** Journals whose entries do not sum to zero (the database refuses them; this proves it). */
export async function unbalancedJournals(db: Db): Promise<{ journalId: number; sumPence: number }[]> {
  const rows = await queryRows<{ journal_id: string; total: string }>(
    db,
    sql`SELECT j.id::text AS journal_id, coalesce(sum(e.amount_pence), 0)::text AS total
        FROM ledger_journals j LEFT JOIN ledger_entries e ON e.journal_id = j.id
        GROUP BY j.id HAVING coalesce(sum(e.amount_pence), 0) <> 0 OR count(e.id) < 2`,
  );
  return rows.map((r) => ({ journalId: Number(r.journal_id), sumPence: Number(r.total) }));
}
