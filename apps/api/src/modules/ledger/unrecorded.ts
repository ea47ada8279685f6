/**
 * Paid seller orders the ledger has no payment for (decision 065): orders paid before the ledger
 * existed (decision 055, migration 017), in databases made by an older `pnpm start`. The backfill
 * (modules/orders/ledger-backfill.ts) writes their journals; reconciliation (decision 061) reports
 * those still missing. Read only.
 */
import { PAID_ORDER_STATUSES } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/client.ts';
import { JOURNAL_KINDS } from './accounts.ts';

/** A paid seller order without an `order_paid` journal, as its row says. */
export interface UnrecordedOrder {
  orderId: number;
  sellerId: number;
  /** processing, shipped, delivered, or cancelled (then its whole total was refunded). */
  status: string;
  /** The order's total, integer pence: what its buyer paid. */
  totalPence: number;
  checkoutSessionId: string | null;
  /** The order row's creation: when it was paid. */
  createdAt: Date;
  /** The order row's last change. */
  updatedAt: Date;
  /** When its seller's net was released (decision 060); null when not released. */
  releasedAt: Date | null;
}

/**
 * The seller orders that were paid and that the ledger has no `order_paid` journal for, oldest
 * first: a seller, a total above 0, and either a paid status (PAID_ORDER_STATUSES) or 'cancelled'
 * with its whole total refunded (a cancellation refunds the total of a paid order; a cancelled
 * order refunded nothing may never have been paid, so it is left out). `lock`: the order rows are
 * locked (FOR UPDATE), as every writer of an order's state locks them, for a caller that writes
 * their journals in the same transaction.
 */
export async function paidOrdersWithoutJournal(
  db: Db,
  options: { lock?: boolean } = {},
): Promise<UnrecordedOrder[]> {
  const statuses = sql.join(
    PAID_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await queryRows<{
    id: number;
    seller_id: number;
    status: string;
    total_pence: string;
    checkout_session_id: string | null;
    created_at: string | Date;
    updated_at: string | Date;
    released_at: string | Date | null;
  }>(
    db,
    sql`SELECT o.id, o.seller_id, o.status, o.total_pence::text AS total_pence, o.checkout_session_id,
               o.created_at, o.updated_at, o.released_at
        FROM orders o
        WHERE o.seller_id IS NOT NULL AND o.total_pence > 0
          AND (o.status IN (${statuses}) OR (o.status = 'cancelled' AND o.refunded_pence = o.total_pence))
          AND NOT EXISTS (
            SELECT 1 FROM ledger_journals j
            WHERE j.order_id = o.id AND j.kind = ${JOURNAL_KINDS.orderPaid}
          )
        ORDER BY o.id
        ${options.lock === true ? sql`FOR UPDATE OF o` : sql``}`,
  );
  return rows.map((r) => ({
    orderId: r.id,
    sellerId: r.seller_id,
    status: r.status,
    totalPence: Number(r.total_pence),
    checkoutSessionId: r.checkout_session_id,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    releasedAt: r.released_at === null ? null : new Date(r.released_at),
  }));
}
