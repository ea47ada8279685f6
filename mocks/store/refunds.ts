/**
 * Refunds of part of a paid order over the store (decision 067): a return's refund on its line, a
 * refund without a return spread over the lines (contract allocateRefund), staff's decision on a
 * dispute. Each is one `orderRefunds` row holding what the server's ledger would record for it
 * (decision 062: the shop's fee back in proportion, contract refundSplit; the seller's part from
 * what the order still holds in their pending balance, then from available, which may go below
 * zero), the lines' and the order's `refunded_amount`, a line of the order's audit log, and, for
 * an order the mocks' checkout paid, the seller's money row (as a cancellation and Confirm receipt
 * move it, store/payouts-money.ts). The statement (statement.ts) and the back office's journals
 * (admin-money.ts) read these rows. The mocks' provider refunds at once.
 */
import {
  allocateRefund,
  formatPence,
  orderRefundablePence,
  refundSplit,
  singleLine,
  toPence,
  toPounds,
  type RefundableLine,
} from '@shop/contract';
import { partyOf } from '@shop/sample-catalogue';
import { recordEvent, sellerOrderOf } from './orders.ts';
import { takeBackRefund } from './payouts-money.ts';
import type { MockDb } from './store.ts';
import type { DbOrder, DbOrderRefund, DbUser, RefundKind } from './tables.ts';

/** The lines of order `row` as the refund rules read them (integer pence). */
export function refundableLines(row: DbOrder): RefundableLine[] {
  return row.order.items.map((item) => ({
    id: item.id,
    paidPence: toPence(item.total_price),
    refundedPence: toPence(item.refunded_amount),
  }));
}

/** What order `row` may still refund, integer pence (contract orderRefundablePence). */
export function orderRefundLeftPence(row: DbOrder): number {
  return orderRefundablePence(refundableLines(row));
}

/** The refunds of order `orderId`, oldest first. */
export function refundsOf(db: MockDb, orderId: number): DbOrderRefund[] {
  return db.orderRefunds.filter((r) => r.orderId === orderId);
}

/** Sum of `pick` over the refunds of order `orderId`, integer pence. */
export function refundedSum(db: MockDb, orderId: number, pick: (r: DbOrderRefund) => number): number {
  return refundsOf(db, orderId).reduce((sum, r) => sum + pick(r), 0);
}

/**
 * What order `row` still holds in its seller's pending balance, integer pence: its net (gross -
 * the fee, as My sales splits it) less what its refunds took from pending; 0 once it was released
 * (Confirm receipt) or cancelled.
 */
export function pendingHeldPence(db: MockDb, row: DbOrder): number {
  if (row.order.released_at !== null || row.order.status === 'cancelled') return 0;
  const net = toPence(sellerOrderOf(db, row).net_amount);
  return Math.max(0, net - refundedSum(db, row.order.id, (r) => r.fromPendingPence));
}

/** Who makes a refund and why. */
export interface RefundInput {
  kind: RefundKind;
  /** The return request it pays, or null for a refund without a return. */
  requestId: number | null;
  reason: string;
  /** The seller or staff member whose step makes it; null for the shop itself. */
  actor: DbUser | null;
  /** The line a return refunds; undefined: spread over the lines in id order (allocateRefund). */
  itemId?: number;
  /** The key the client named (RefundRequest.idempotency_key), as the server keys it. */
  key?: string;
}

/**
 * Refunds `amountPence` of paid order `row` (see the module note) and returns the refund row.
 * The caller has checked the amount (contract refundRefusal against what is left); throws a
 * RangeError (contract allocateRefund, refundSplit) when it is not whole pence above 0 or more
 * than may still be refunded on the order or on `input.itemId`'s line.
 */
export function refundOrderRow(
  db: MockDb,
  row: DbOrder,
  amountPence: number,
  input: RefundInput,
  now: Date = new Date(),
): DbOrderRefund {
  const lines = refundableLines(row);
  const parts =
    input.itemId === undefined
      ? allocateRefund(lines, amountPence)
      : allocateRefund(
          lines.filter((l) => l.id === input.itemId),
          amountPence,
        );
  const sale = sellerOrderOf(db, row);
  const split = {
    grossPence: toPence(sale.total_amount),
    feePence: toPence(sale.fee_amount),
    netPence: toPence(sale.net_amount),
  };
  const { feePence, sellerPence } = refundSplit(split, toPence(row.order.refunded_amount), amountPence);
  const fromPendingPence = Math.min(pendingHeldPence(db, row), sellerPence);
  const id = db.nextId('orderRefund');
  const refund: DbOrderRefund = {
    id,
    orderId: row.order.id,
    requestId: input.requestId,
    kind: input.kind,
    amountPence,
    parts: parts.map((p) => ({ itemId: p.id, pence: p.pence })),
    feePence,
    sellerPence,
    fromPendingPence,
    reason: input.reason,
    actorId: input.actor?.user.id ?? null,
    key:
      input.key ?? (input.requestId === null ? `refund-goodwill-${id}` : `refund-return-${input.requestId}`),
    createdAt: now.toISOString(),
  };
  db.orderRefunds.push(refund);
  const refundedOn = new Map(parts.map((p) => [p.id, p.pence]));
  row.order = {
    ...row.order,
    items: row.order.items.map((item) => {
      const pence = refundedOn.get(item.id) ?? 0;
      return pence === 0
        ? item
        : { ...item, refunded_amount: toPounds(toPence(item.refunded_amount) + pence) };
    }),
    refunded_amount: toPounds(toPence(row.order.refunded_amount) + amountPence),
    updated_at: now.toISOString(),
  };
  // The seller's balances, for an order whose payment the mocks' checkout credited to them (a
  // sample order's money is the sample balances', as for a cancellation).
  const sellerId = row.order.seller?.id;
  if (row.feePence !== undefined && sellerId !== undefined) {
    takeBackRefund(db, sellerId, fromPendingPence, sellerPence - fromPendingPence);
  }
  const reason = singleLine(input.reason);
  recordEvent(db, {
    order_id: row.order.id,
    actor: input.actor ? partyOf(input.actor.user) : null,
    from_status: row.order.status,
    to_status: row.order.status,
    note: `refund of ${formatPence(amountPence)}${reason === '' ? '' : `: ${reason}`}`,
  });
  return refund;
}

/**
 * A cancellation from a paid status (decisions 041, 060) refunds every line in full: each line's
 * and the order's `refunded_amount` become what was paid.
 */
export function refundCancelledOrder(row: DbOrder): void {
  row.order = {
    ...row.order,
    items: row.order.items.map((item) => ({ ...item, refunded_amount: item.total_price })),
    refunded_amount: row.order.total_amount,
  };
}
