/**
 * A seller's payouts in the ledger (decision 061), each journal written by the payouts module
 * inside the transaction that changes the payout's state:
 * - payout initiated (the payout row is written): the seller's available balance gives the
 *   amount, their in-transit account receives it. Key `payout-initiated:{payout}`;
 * - payout paid (the provider made the transfer): in transit to the seller's paid-out account.
 *   Key `payout-paid:{payout}`;
 * - payout failed (the provider refused it for good): in transit back to available, where it is
 *   paid out again later. Key `payout-failed:{payout}`.
 * A payout's money is in transit from its start to its end, so it can never be paid out twice,
 * nor paid out while also available. Each is idempotent through its key.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  BUYERS,
  JOURNAL_KINDS,
  sellerAvailable,
  sellerPaidOut,
  sellerPayoutsInTransit,
  sellerPending,
} from './accounts.ts';
import { postJournal } from './journals.ts';
import { ledgerEntries, ledgerJournals } from './tables.ts';

/** A payout as its journals need it. */
export interface PayoutMovement {
  payoutId: number;
  sellerId: number;
  /** Integer pence, more than 0. */
  amountPence: number;
}

/** The idempotency key of payout `payoutId`'s journal of `stage`. */
export function payoutJournalKey(stage: 'initiated' | 'paid' | 'failed', payoutId: number): string {
  return `payout-${stage}:${payoutId}`;
}

/** Records (inside `tx`) that `payout` started: available -> in transit. */
export async function recordPayoutInitiated(tx: Db, payout: PayoutMovement): Promise<void> {
  await postJournal(tx, {
    kind: JOURNAL_KINDS.payoutInitiated,
    idempotencyKey: payoutJournalKey('initiated', payout.payoutId),
    entries: [
      { account: sellerAvailable(payout.sellerId), amountPence: -payout.amountPence },
      { account: sellerPayoutsInTransit(payout.sellerId), amountPence: payout.amountPence },
    ],
  });
}

/** Records (inside `tx`) that the provider paid `payout`: in transit -> paid out. */
export async function recordPayoutPaid(tx: Db, payout: PayoutMovement): Promise<void> {
  await postJournal(tx, {
    kind: JOURNAL_KINDS.payoutPaid,
    idempotencyKey: payoutJournalKey('paid', payout.payoutId),
    entries: [
      { account: sellerPayoutsInTransit(payout.sellerId), amountPence: -payout.amountPence },
      { account: sellerPaidOut(payout.sellerId), amountPence: payout.amountPence },
    ],
  });
}

/** Records (inside `tx`) that `payout` failed for good: in transit -> available again. */
export async function recordPayoutFailed(tx: Db, payout: PayoutMovement): Promise<void> {
  await postJournal(tx, {
    kind: JOURNAL_KINDS.payoutFailed,
    idempotencyKey: payoutJournalKey('failed', payout.payoutId),
    entries: [
      { account: sellerPayoutsInTransit(payout.sellerId), amountPence: -payout.amountPence },
      { account: sellerAvailable(payout.sellerId), amountPence: payout.amountPence },
    ],
  });
}

/** A seller's money as their money page shows it (decision 061), integer pence. */
export interface SellerMoney {
  /** Earned on orders not yet released. */
  pendingPence: number;
  /** Released and not paid out; may be below 0 after a refund of a released order. */
  availablePence: number;
  /** In payouts started and not yet paid or failed. */
  inTransitPence: number;
  /** Paid out so far. */
  paidOutPence: number;
}

/** Seller `sellerId`'s pending, available, in-transit and paid-out balances (one query). */
export async function sellerMoney(db: Db, sellerId: number): Promise<SellerMoney> {
  const accounts = {
    pendingPence: sellerPending(sellerId),
    availablePence: sellerAvailable(sellerId),
    inTransitPence: sellerPayoutsInTransit(sellerId),
    paidOutPence: sellerPaidOut(sellerId),
  };
  const rows = await db
    .select({
      account: ledgerEntries.account,
      total: sql<string>`coalesce(sum(${ledgerEntries.amountPence}), 0)::text`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, Object.values(accounts)))
    .groupBy(ledgerEntries.account);
  const of = (account: string) => Number(rows.find((r) => r.account === account)?.total ?? 0);
  return {
    pendingPence: of(accounts.pendingPence),
    availablePence: of(accounts.availablePence),
    inTransitPence: of(accounts.inTransitPence),
    paidOutPence: of(accounts.paidOutPence),
  };
}

/** A seller account's name: `seller:{id}:{part}` with a whole-number id (accounts.ts). */
const SELLER_ACCOUNT_NAME = '^seller:[1-9][0-9]*:';

/** The sum of the entries of the seller accounts named `seller:{id}:{part}`, as text (pence). */
function partTotal(part: 'pending' | 'available' | 'in-transit' | 'paid-out') {
  return sql<string>`coalesce(sum(${ledgerEntries.amountPence}) FILTER (WHERE ${ledgerEntries.account} LIKE ${`seller:%:${part}`}), 0)::text`;
}

/**
 * Every seller's four balances of sellerMoney at once, as a subquery to join in one statement
 * (the back office's Seller payouts panel, decision 064): one row per seller id that has an entry
 * on any of their accounts, with `pendingPence`, `availablePence`, `inTransitPence` and
 * `paidOutPence` as the text of integer pence (sums over the entries, decision 055). Its columns
 * are named `money_*` (Drizzle selects a subquery's computed columns unqualified, so no other
 * table of the statement may have them). Nothing is read until the caller's statement runs; no
 * query per seller.
 */
export function sellerMoneyTotals(db: Db) {
  return db
    .select({
      sellerId: sql<number>`split_part(${ledgerEntries.account}, ':', 2)::int`.as('money_seller_id'),
      pendingPence: partTotal('pending').as('money_pending_pence'),
      availablePence: partTotal('available').as('money_available_pence'),
      inTransitPence: partTotal('in-transit').as('money_in_transit_pence'),
      paidOutPence: partTotal('paid-out').as('money_paid_out_pence'),
    })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.account} ~ ${SELLER_ACCOUNT_NAME}`)
    .groupBy(sql`split_part(${ledgerEntries.account}, ':', 2)::int`)
    .as('seller_money');
}

/**
 * Every seller whose available balance is at least `minPence` (integer pence), with that balance,
 * in seller id order: the candidates of a scheduled payout run.
 */
export async function sellersWithAvailable(
  db: Db,
  minPence: number,
): Promise<{ sellerId: number; availablePence: number }[]> {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      total: sql<string>`sum(${ledgerEntries.amountPence})::text`,
    })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.account} LIKE 'seller:%:available'`)
    .groupBy(ledgerEntries.account)
    .having(sql`sum(${ledgerEntries.amountPence}) >= ${minPence}`);
  return rows
    .map((r) => ({ sellerId: Number(r.account.split(':')[1]), availablePence: Number(r.total) }))
    .filter((r) => Number.isSafeInteger(r.sellerId))
    .sort((a, b) => a.sellerId - b.sellerId);
}

/** A movement the ledger recorded under an idempotency key the provider also holds. */
export interface LedgerMovement {
  /** The provider's idempotency key: `payout-{id}` for a payout, the refund key for a refund. */
  providerKey: string;
  /** Integer pence. */
  amountPence: number;
}

/**
 * What the ledger says the provider paid (reconciliation, decision 061): every payout paid
 * (`payout_paid` journals, keyed `payout-{id}`) and every refund made (`refund_paid` journals,
 * keyed by their refund key), each with its amount in pence.
 */
export async function ledgerProviderMovements(
  db: Db,
): Promise<{ payoutsPaid: LedgerMovement[]; refundsMade: LedgerMovement[] }> {
  const rows = await db
    .select({
      kind: ledgerJournals.kind,
      key: ledgerJournals.idempotencyKey,
      refundKey: ledgerJournals.refundKey,
      account: ledgerEntries.account,
      amountPence: ledgerEntries.amountPence,
    })
    .from(ledgerJournals)
    .innerJoin(ledgerEntries, eq(ledgerEntries.journalId, ledgerJournals.id))
    .where(
      and(
        inArray(ledgerJournals.kind, [JOURNAL_KINDS.payoutPaid, JOURNAL_KINDS.refundPaid]),
        sql`(${ledgerEntries.account} LIKE '%:paid-out' OR ${ledgerEntries.account} = ${BUYERS})`,
      ),
    )
    .orderBy(ledgerJournals.id);
  const payoutsPaid: LedgerMovement[] = [];
  const refundsMade: LedgerMovement[] = [];
  for (const row of rows) {
    if (row.kind === JOURNAL_KINDS.payoutPaid) {
      const payoutId = row.key.replace(/^payout-paid:/, '');
      payoutsPaid.push({ providerKey: `payout-${payoutId}`, amountPence: row.amountPence });
    } else if (row.refundKey !== null) {
      refundsMade.push({ providerKey: row.refundKey, amountPence: row.amountPence });
    }
  }
  return { payoutsPaid, refundsMade };
}

/** Every account named like `seller:{id}:in-transit` with its balance, integer pence. */
export async function inTransitBalances(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      total: sql<string>`sum(${ledgerEntries.amountPence})::text`,
    })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.account} LIKE 'seller:%:in-transit'`)
    .groupBy(ledgerEntries.account);
  return new Map(rows.map((r) => [Number(r.account.split(':')[1]), Number(r.total)]));
}
