/**
 * The release of a seller order's earnings (decision 060, on decision 055's chart of accounts):
 * what the order still holds in its seller's pending account moves to their available balance,
 * journal kind `order_released`, key `order-released:{order}`. Written by the orders module in
 * the transaction that records the release (the buyer's Confirm receipt, or the release date
 * passing), so the order's `released_at` and the journal exist together or not at all.
 */
import type { Db } from '../../platform/db/client.ts';
import { JOURNAL_KINDS, sellerAvailable, sellerPending } from './accounts.ts';
import { orderHoldings } from './balances.ts';
import { postJournal } from './journals.ts';

/**
 * Records (inside `tx`) that order `orderId` of seller `sellerId` is released: the pence the order
 * holds in `seller:{sellerId}:pending` (orderHoldings) leave it for `seller:{sellerId}:available`.
 * Returns the pence moved: 0 when the order holds nothing there (an order from before the ledger,
 * of 0 pence, or already released), and then writes nothing. Idempotent through its key.
 * `release.at`: when it was released, default the transaction's time (decision 065's backfill).
 */
export async function recordOrderReleased(
  tx: Db,
  release: { orderId: number; sellerId: number; at?: Date },
): Promise<number> {
  const { orderId, sellerId } = release;
  const pending = (await orderHoldings(tx, orderId)).get(sellerPending(sellerId)) ?? 0;
  if (pending <= 0) return 0;
  const posted = await postJournal(tx, {
    kind: JOURNAL_KINDS.orderReleased,
    idempotencyKey: `order-released:${orderId}`,
    orderId,
    ...(release.at !== undefined ? { at: release.at } : {}),
    entries: [
      { account: sellerPending(sellerId), amountPence: -pending, orderId },
      { account: sellerAvailable(sellerId), amountPence: pending, orderId },
    ],
  });
  return posted.created ? pending : 0;
}
