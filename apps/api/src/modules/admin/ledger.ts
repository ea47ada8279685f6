/**
 * An order's journals for the back office's Order ledger panel (decision 064): every journal the
 * ledger records against the order (decision 055: paid, cancelled, refund made; decisions 060
 * and 062: released, refunded), oldest first, each with its entries as written. Read through the
 * ledger module's `journals`, never its tables.
 */
import { MESSAGES, type JournalKind, type OrderLedger } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { journals } from '../ledger/index.ts';

/**
 * The journals of order `orderId` (contract OrderLedger): id, kind, when written, and its
 * entries' accounts and signed amounts in integer pence (each journal sums to zero: the database
 * refuses any other at commit). Empty for an order the ledger never recorded (not paid, or from
 * before the ledger). Throws HttpError 404 MESSAGES.server.notFound for an unknown order.
 */
export async function orderLedger(db: Db, orderId: number): Promise<OrderLedger> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (order === undefined) throw notFound(MESSAGES.server.notFound);
  const list = await journals(db, { orderId });
  return {
    order_id: orderId,
    journals: list.map((j) => ({
      id: j.id,
      // Written by the ledger's own movements only, from JOURNAL_KINDS (the contract's enum).
      kind: j.kind as JournalKind,
      created_at: j.createdAt.toISOString(),
      entries: j.entries.map((e) => ({ account: e.account, amount_pence: e.amountPence })),
    })),
  };
}
