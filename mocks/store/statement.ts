/**
 * A seller's statement over the mocks' orders (decision 063), shaped by the contract's rules as the
 * server's ledger is: a row per order of the seller that was paid (one the mocks' checkout paid,
 * which records its fee; a sample order in a paid status, whose payment the server's seed records;
 * or one cancelled from a paid status here), its fee as My sales splits it (sellerOrderOf), its
 * refunds (decision 067, store/refunds.ts: each gives back its share of the fee) and a
 * cancellation refunding what is left of the gross with the rest of the fee. Released once the
 * buyer confirmed receipt (the mocks release nothing by date). The date paid is the order's
 * creation; the seller's part of a refund counts in the week it was made, a cancellation's in the
 * week of its audit event.
 */
import {
  isPaidOrderStatus,
  statementRow,
  toPence,
  type EarningsMovement,
  type StatementRow,
} from '@shop/contract';
import type { MockDb } from './store.ts';
import { sellerOrderOf } from './orders.ts';
import { refundedSum, refundsOf } from './refunds.ts';

/** The statement rows and earnings movements of seller `sellerId` (see the module note). */
export function sellerStatementOf(
  db: MockDb,
  sellerId: number,
): { rows: StatementRow[]; movements: EarningsMovement[] } {
  const rows: StatementRow[] = [];
  const movements: EarningsMovement[] = [];
  for (const row of db.orders) {
    if (row.order.seller?.id !== sellerId) continue;
    const cancel = db.orderEvents.find(
      (e) =>
        e.order_id === row.order.id &&
        e.to_status === 'cancelled' &&
        e.from_status !== null &&
        isPaidOrderStatus(e.from_status),
    );
    const paid = row.feePence !== undefined || isPaidOrderStatus(row.order.status) || cancel !== undefined;
    if (!paid) continue;
    const grossPence = toPence(row.order.total_amount);
    if (grossPence === 0) continue;
    const feePence = toPence(sellerOrderOf(db, row).fee_amount);
    const cancelled = row.order.status === 'cancelled';
    const refunds = refundsOf(db, row.order.id);
    const paidAt = new Date(row.order.created_at);
    rows.push(
      statementRow({
        orderId: row.order.id,
        paidAt,
        grossPence,
        feePence,
        refundsPence: cancelled ? grossPence : refundedSum(db, row.order.id, (r) => r.amountPence),
        feeRefundedPence: cancelled ? feePence : refundedSum(db, row.order.id, (r) => r.feePence),
        cancelled,
        released: row.order.released_at !== null,
      }),
    );
    movements.push({ at: paidAt, netPence: grossPence - feePence });
    for (const refund of refunds)
      movements.push({ at: new Date(refund.createdAt), netPence: -refund.sellerPence });
    if (cancelled) {
      const takenBefore = refunds.reduce((sum, r) => sum + r.sellerPence, 0);
      movements.push({
        at: new Date(cancel?.created_at ?? row.order.updated_at),
        netPence: -(grossPence - feePence - takenBefore),
      });
    }
  }
  return { rows, movements };
}
