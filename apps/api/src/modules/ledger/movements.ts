/**
 * The money movements of the shop as journals (decision 055), each written by the service that
 * causes it, inside its transaction:
 * - a seller order paid (checkout fulfilment, and the sample orders of the seed): the buyers give
 *   the order's gross; the shop's fee (platformFeePence, @shop/contract) and the seller's net
 *   (pending) receive it. One journal per seller order, key `order-paid:{order}`; the checkout
 *   session is its transfer group;
 * - a seller order cancelled (the fulfilment state machine): what the order still holds in its
 *   seller's accounts and the shop's fee goes to refunds owed: the buyer always gets the whole
 *   refund and the shop gives its fee back (decision 055). Key `order-cancelled:{order}`;
 * - a paid checkout that made no order (fulfilment refused it): the buyers give the amount and all
 *   of it is owed back. Key `payment-unfulfilled:{session}`;
 * - a refund made by the provider (the refund worker): refunds owed under that refund key go back
 *   to the buyers. Key `refund-paid:{refund key}`.
 * Each is idempotent through its key: a repeated call writes nothing more.
 */
import { splitSellerOrder, type FeeRule, type FeeSplit } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { BUYERS, JOURNAL_KINDS, REFUNDS_OWED, SHOP_FEES, sellerPending } from './accounts.ts';
import { orderHoldings } from './balances.ts';
import { legs, postJournal, type EntryInput } from './journals.ts';
import { ledgerEntries, ledgerJournals } from './tables.ts';

/** A paid seller order as the ledger records it. */
export interface PaidSellerOrder {
  orderId: number;
  sellerId: number;
  /** What the buyer paid for this seller's order (the order's total), integer pence. */
  grossPence: number;
  /** The checkout session that paid it; null for sample orders. */
  checkoutSessionId: string | null;
  /** When it was paid; default the transaction's time (the backfill of decision 065 gives it). */
  paidAt?: Date;
}

/**
 * Records (inside `tx`) that seller order `order` was paid: buyers -gross, shop fees +fee, the
 * seller's pending +net, with the fee of `rule` (splitSellerOrder). Returns the split. Writes
 * nothing for an order of 0 pence or one already recorded.
 */
export async function recordOrderPaid(tx: Db, order: PaidSellerOrder, rule: FeeRule): Promise<FeeSplit> {
  const split = splitSellerOrder(order.grossPence, rule);
  if (split.grossPence === 0) return split;
  const { orderId } = order;
  await postJournal(tx, {
    kind: JOURNAL_KINDS.orderPaid,
    idempotencyKey: `order-paid:${orderId}`,
    checkoutSessionId: order.checkoutSessionId,
    orderId,
    ...(order.paidAt !== undefined ? { at: order.paidAt } : {}),
    entries: legs(
      { account: BUYERS, amountPence: -split.grossPence, orderId },
      { account: SHOP_FEES, amountPence: split.feePence, orderId },
      { account: sellerPending(order.sellerId), amountPence: split.netPence, orderId },
    ),
  });
  return split;
}

/** The accounts a cancellation takes an order's money back from: its seller's and the shop's fee. */
function givesBack(account: string): boolean {
  return account === SHOP_FEES || (account.startsWith('seller:') && !account.endsWith(':paid-out'));
}

/**
 * Records (inside `tx`) that order `orderId` was cancelled and `refundPence` is owed back to its
 * buyer under `refundKey`: everything the order still holds in its seller's accounts and in the
 * shop's fees goes to refunds owed. Returns the pence moved, or 0 when the ledger holds nothing
 * for the order (an order from before the ledger, or one already cancelled). Throws when what the
 * ledger holds is not the refund (the ledger and the order disagree: nothing is written).
 * `cancel.at`: when it was cancelled, default the transaction's time (decision 065's backfill).
 */
export async function recordOrderCancelled(
  tx: Db,
  cancel: { orderId: number; refundKey: string; refundPence: number; at?: Date },
): Promise<number> {
  const { orderId } = cancel;
  const held = [...(await orderHoldings(tx, orderId))].filter(
    ([account, pence]) => givesBack(account) && pence !== 0,
  );
  const owed = held.reduce((sum, [, pence]) => sum + pence, 0);
  if (owed === 0) return 0;
  if (owed !== cancel.refundPence)
    throw new Error(
      `order ${orderId}: the ledger holds ${owed} pence but ${cancel.refundPence} are refunded`,
    );
  const entries: EntryInput[] = held.map(([account, pence]) => ({ account, amountPence: -pence, orderId }));
  entries.push({ account: REFUNDS_OWED, amountPence: owed, orderId });
  await postJournal(tx, {
    kind: JOURNAL_KINDS.orderCancelled,
    idempotencyKey: `order-cancelled:${orderId}`,
    orderId,
    refundKey: cancel.refundKey,
    ...(cancel.at !== undefined ? { at: cancel.at } : {}),
    entries,
  });
  return owed;
}

/**
 * Records (inside `tx`) that checkout session `checkoutSessionId` was paid `amountPence` at the
 * provider but made no order, and all of it is owed back under `refundKey`.
 */
export async function recordUnfulfilledPayment(
  tx: Db,
  payment: { checkoutSessionId: string; amountPence: number; refundKey: string },
): Promise<void> {
  await postJournal(tx, {
    kind: JOURNAL_KINDS.paymentUnfulfilled,
    idempotencyKey: `payment-unfulfilled:${payment.checkoutSessionId}`,
    checkoutSessionId: payment.checkoutSessionId,
    refundKey: payment.refundKey,
    entries: legs(
      { account: BUYERS, amountPence: -payment.amountPence },
      { account: REFUNDS_OWED, amountPence: payment.amountPence },
    ),
  });
}

/**
 * Records (inside `tx`) that the provider made refund `refundKey`: what the ledger owes under that
 * key goes back to the buyers. Returns the pence, or 0 when nothing is owed under the key (a
 * refund requested before the ledger existed, or one already recorded). `at`: when the provider
 * made it, default the transaction's time (decision 065's backfill gives it).
 */
export async function recordRefundMade(tx: Db, refundKey: string, at?: Date): Promise<number> {
  const [owing] = await tx
    .select({
      owed: sql<string>`coalesce(sum(${ledgerEntries.amountPence}), 0)::text`,
      orderId: sql<number | null>`max(${ledgerJournals.orderId})`,
      sessionId: sql<string | null>`max(${ledgerJournals.checkoutSessionId})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(and(eq(ledgerJournals.refundKey, refundKey), eq(ledgerEntries.account, REFUNDS_OWED)));
  const owed = Number(owing?.owed ?? 0);
  if (owed <= 0) return 0;
  const orderId = owing?.orderId ?? null;
  await postJournal(tx, {
    kind: JOURNAL_KINDS.refundPaid,
    idempotencyKey: `refund-paid:${refundKey}`,
    orderId,
    checkoutSessionId: owing?.sessionId ?? null,
    refundKey,
    ...(at !== undefined ? { at } : {}),
    entries: [
      { account: REFUNDS_OWED, amountPence: -owed, orderId },
      { account: BUYERS, amountPence: owed, orderId },
    ],
  });
  return owed;
}
