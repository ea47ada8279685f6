/**
 * A seller's statement over the mocks' orders (decision 063), shaped by the contract's rules as the
 * server's ledger is: a row per order of the seller that was paid (one the mocks' checkout paid,
 * which records its fee; a sample order in a paid status, whose payment the server's seed records;
 * or one cancelled from a paid status here), its fee as My sales splits it (sellerOrderOf), and a
 * cancellation refunding the gross with the whole fee given back. The mocks make no partial refund
 * and release nothing, so their rows are 'pending' or 'cancelled'. The date paid is the order's
 * creation; a cancellation counts in the week of its audit event.
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
    const paidAt = new Date(row.order.created_at);
    rows.push(
      statementRow({
        orderId: row.order.id,
        paidAt,
        grossPence,
        feePence,
        refundsPence: cancelled ? grossPence : 0,
        feeRefundedPence: cancelled ? feePence : 0,
        cancelled,
        released: false,
      }),
    );
    movements.push({ at: paidAt, netPence: grossPence - feePence });
    if (cancelled)
      movements.push({
        at: new Date(cancel?.created_at ?? row.order.updated_at),
        netPence: -(grossPence - feePence),
      });
  }
  return { rows, movements };
}
