/**
 * What the ledger recorded when seller orders were paid (decision 056): each `order_paid`
 * journal's split of its order's gross into the shop's fee and the seller's net (decision 055),
 * as My sales and the back office show it.
 */
import type { FeeSplit } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { BUYERS, JOURNAL_KINDS, SHOP_FEES } from './accounts.ts';
import { ledgerEntries, ledgerJournals } from './tables.ts';

/**
 * The split each of `orderIds` was paid with, read from its `order_paid` journal (one query):
 * gross is what the buyers gave, fee what `shop:fees` received, net what the seller's pending
 * account received (a leg of 0 is not written, so a missing leg is 0). Orders with no such
 * journal (paid before the ledger, never paid, or of 0 pence) are absent from the map.
 */
export async function orderPaidSplits(db: Db, orderIds: readonly number[]): Promise<Map<number, FeeSplit>> {
  const splits = new Map<number, FeeSplit>();
  if (orderIds.length === 0) return splits;
  const rows = await db
    .select({
      orderId: ledgerJournals.orderId,
      account: ledgerEntries.account,
      amountPence: ledgerEntries.amountPence,
    })
    .from(ledgerJournals)
    .innerJoin(ledgerEntries, eq(ledgerEntries.journalId, ledgerJournals.id))
    .where(
      and(eq(ledgerJournals.kind, JOURNAL_KINDS.orderPaid), inArray(ledgerJournals.orderId, [...orderIds])),
    );
  for (const row of rows) {
    if (row.orderId === null) continue;
    const split = splits.get(row.orderId) ?? { grossPence: 0, feePence: 0, netPence: 0 };
    if (row.account === BUYERS) split.grossPence -= row.amountPence;
    else if (row.account === SHOP_FEES) split.feePence += row.amountPence;
    else if (row.account.startsWith('seller:') && row.account.endsWith(':pending'))
      split.netPence += row.amountPence;
    splits.set(row.orderId, split);
  }
  return splits;
}
