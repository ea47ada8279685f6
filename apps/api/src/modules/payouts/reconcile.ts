/**
 * Reconciliation of the ledger with the payment providers' own records (decision 061), as
 * `pnpm money:reconcile` runs it:
 * - every payout paid in the ledger has exactly one transfer at the provider, under its key
 *   `payout-{id}` and of the same amount; every transfer at the provider is a payout paid in
 *   the ledger;
 * - every refund made in the ledger has exactly one refund at the provider under its refund key,
 *   of the same amount (when the provider says the amount); every refund at the provider is one
 *   made in the ledger;
 * - sums: no journal is unbalanced; each payout row agrees with its journals (a payout paid has
 *   its `payout_paid` journal, a failed one its `payout_failed`, an open one neither) and each
 *   seller's in-transit balance is the sum of their open payouts;
 * - every paid seller order has its payment in the ledger (an `order_paid` journal): an order
 *   paid before the ledger existed shows until `pnpm db:migrate` (or `pnpm start`) backfills it
 *   (decision 065).
 * Reads only; each difference is one line of text.
 */
import { formatPounds } from './format.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  inTransitBalances,
  journals,
  ledgerProviderMovements,
  paidOrdersWithoutJournal,
  payoutJournalKey,
  unbalancedJournals,
  type LedgerMovement,
} from '../ledger/index.ts';
import type { ProviderRefund, ProviderTransfer } from '../payments/index.ts';
import { payouts } from './tables.ts';

/** The provider records reconciliation compares with (all providers the shop used, together). */
export interface ProviderMoneyRecords {
  transfers: ProviderTransfer[];
  refunds: ProviderRefund[];
}

/** Groups `items` by `key`. */
function byKey<T>(items: readonly T[], key: (item: T) => string | null): Map<string | null, T[]> {
  const map = new Map<string | null, T[]>();
  for (const item of items) {
    const k = key(item);
    map.set(k, [...(map.get(k) ?? []), item]);
  }
  return map;
}

/** Differences between `ledger` movements and the provider's `records` of one kind. */
function compare(
  what: 'payout' | 'refund',
  ledger: readonly LedgerMovement[],
  records: readonly { id: string; amountPence: number | null; idempotencyKey: string | null }[],
): string[] {
  const lines: string[] = [];
  const noun = what === 'payout' ? 'transfer' : 'refund';
  const atProvider = byKey(records, (r) => r.idempotencyKey);
  const inLedger = byKey(ledger, (m) => m.providerKey);
  for (const [key, movements] of inLedger) {
    const amount = movements.reduce((sum, m) => sum + m.amountPence, 0);
    const found = atProvider.get(key) ?? [];
    if (found.length === 0)
      lines.push(`${what} ${key}: ${formatPounds(amount)} in the ledger, no ${noun} at the provider`);
    else if (found.length > 1)
      lines.push(
        `${what} ${key}: ${formatPounds(amount)} in the ledger, ${found.length} ${noun}s at the provider (${found.map((r) => r.id).join(', ')})`,
      );
    else if (found[0]?.amountPence !== null && found[0]?.amountPence !== amount)
      lines.push(
        `${what} ${key}: ${formatPounds(amount)} in the ledger, ${formatPounds(found[0]?.amountPence ?? 0)} at the provider (${found[0]?.id ?? ''})`,
      );
  }
  for (const [key, found] of atProvider) {
    if (key !== null && inLedger.has(key)) continue;
    for (const record of found)
      lines.push(
        `${noun} ${record.id} at the provider (${record.amountPence === null ? 'whole payment' : formatPounds(record.amountPence)}, key ${key ?? 'none'}): not in the ledger`,
      );
  }
  return lines;
}

/** Differences between payout rows and their journals, and in-transit balances. */
async function payoutRowDifferences(db: Db): Promise<string[]> {
  const lines: string[] = [];
  const rows = await db.select().from(payouts).orderBy(payouts.id);
  const keys = new Set((await journals(db)).map((j) => j.idempotencyKey));
  const openBySeller = new Map<number, number>();
  for (const row of rows) {
    const has = (stage: 'initiated' | 'paid' | 'failed') => keys.has(payoutJournalKey(stage, row.id));
    const expected = {
      initiated: true,
      paid: row.status === 'paid',
      failed: row.status === 'failed',
    };
    for (const stage of ['initiated', 'paid', 'failed'] as const) {
      if (has(stage) !== expected[stage])
        lines.push(
          `payout ${row.id} (${row.status}): ${has(stage) ? 'has' : 'lacks'} its payout_${stage} journal`,
        );
    }
    if (row.status === 'requested' || row.status === 'in_transit')
      openBySeller.set(row.sellerId, (openBySeller.get(row.sellerId) ?? 0) + row.amountPence);
  }
  const balances = await inTransitBalances(db);
  for (const sellerId of new Set([...balances.keys(), ...openBySeller.keys()])) {
    const balance = balances.get(sellerId) ?? 0;
    const open = openBySeller.get(sellerId) ?? 0;
    if (balance !== open)
      lines.push(
        `seller ${sellerId}: ${formatPounds(balance)} in transit in the ledger, ${formatPounds(open)} in open payouts`,
      );
  }
  return lines;
}

/** Paid seller orders the ledger has no payment for (decision 065), one line each. */
async function unrecordedOrderDifferences(db: Db): Promise<string[]> {
  return (await paidOrdersWithoutJournal(db)).map(
    (o) =>
      `order ${o.orderId} (${o.status}, ${formatPounds(o.totalPence)}): paid, no order_paid journal in the ledger (pnpm db:migrate writes it)`,
  );
}

/**
 * Every difference between the ledger on `db` and the providers' `records` (see the module
 * note), one line each, payouts first, then refunds, then the sums, then orders the ledger has
 * no payment for; empty when they agree.
 */
export async function reconcileMoney(db: Db, records: ProviderMoneyRecords): Promise<string[]> {
  const movements = await ledgerProviderMovements(db);
  const unbalanced = await unbalancedJournals(db);
  return [
    ...compare('payout', movements.payoutsPaid, records.transfers),
    ...compare('refund', movements.refundsMade, records.refunds),
    ...unbalanced.map(
      (j) => `journal ${j.journalId}: does not balance (its entries sum to ${j.sumPence} pence)`,
    ),
    ...(await payoutRowDifferences(db)),
    ...(await unrecordedOrderDifferences(db)),
  ];
}
