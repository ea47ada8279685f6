/**
 * The orders module's part of 'Your data' (decision 073): the orders a user bought and sold, as
 * the download lists them; the open ones that stop a deletion; and the anonymising of a deleted
 * buyer's orders, which stay as accounting records (UK: 6 years) without name or address.
 */
import { OPEN_ORDER_STATUSES } from '@shop/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { checkoutSessions, orderItems, orders, type StoredAddress } from '../../platform/db/schema.ts';

/** What a deleted buyer's checkout sessions keep of the delivery address: nothing that names or finds them. */
export const ERASED_ADDRESS: StoredAddress = {
  name: 'Deleted account',
  line1: '',
  line2: '',
  city: '',
  postcode: '',
};

async function ordersOf(db: Db, column: typeof orders.userId | typeof orders.sellerId, userId: number) {
  const rows = await db.select().from(orders).where(eq(column, userId)).orderBy(asc(orders.id));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(orderItems.id));
  return rows.map((o) => ({
    id: o.id,
    status: o.status,
    total_pence: o.totalPence,
    refunded_pence: o.refundedPence,
    created_at: o.createdAt.toISOString(),
    delivered_at: o.deliveredAt?.toISOString() ?? null,
    carrier: o.carrier,
    tracking_number: o.trackingNumber,
    shipping: o.shipping,
    buyer_id: o.userId,
    seller_id: o.sellerId,
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        product_id: l.productId,
        product_name: l.productName,
        quantity: l.quantity,
        unit_price_pence: l.unitPricePence,
        refunded_pence: l.refundedPence,
      })),
  }));
}

/** The orders `userId` bought, oldest first, with their lines (pence) and delivery address. */
export function buyerOrdersSection(db: Db, userId: number) {
  return ordersOf(db, orders.userId, userId);
}

/** The orders `userId` sold, oldest first, with their lines (pence) and the buyer's delivery address. */
export function sellerOrdersSection(db: Db, userId: number) {
  return ordersOf(db, orders.sellerId, userId);
}

/** How many orders `userId` bought and sold are in OPEN_ORDER_STATUSES (they stop a deletion). */
export async function openOrderCounts(db: Db, userId: number): Promise<{ bought: number; sold: number }> {
  const open = inArray(orders.status, [...OPEN_ORDER_STATUSES]);
  const [row] = await db
    .select({
      bought: sql<number>`count(*) FILTER (WHERE ${orders.userId} = ${userId})::int`,
      sold: sql<number>`count(*) FILTER (WHERE ${orders.sellerId} = ${userId})::int`,
    })
    .from(orders)
    .where(and(open, sql`(${orders.userId} = ${userId} OR ${orders.sellerId} = ${userId})`));
  return { bought: Number(row?.bought ?? 0), sold: Number(row?.sold ?? 0) };
}

/**
 * Removes the delivery name and address of every order `userId` bought (the order then answers
 * `shipping_address: null`, as one whose address was never known: the contract's address needs a
 * real one), and replaces their checkout sessions' by ERASED_ADDRESS with the e-mail address the
 * provider was given removed, in the deletion's transaction `tx` (decision 073). Amounts, lines,
 * dates and statuses stay: they are the accounting record.
 */
export async function anonymiseBuyerOrders(tx: Db, userId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ shipping: null, updatedAt: sql`now()` })
    .where(and(eq(orders.userId, userId), sql`${orders.shipping} IS NOT NULL`));
  await tx
    .update(checkoutSessions)
    .set({
      shipping: sql`CASE WHEN ${checkoutSessions.shipping} IS NULL THEN NULL ELSE ${JSON.stringify(ERASED_ADDRESS)}::jsonb END`,
      customerEmail: null,
      updatedAt: sql`now()`,
    })
    .where(eq(checkoutSessions.userId, userId));
}
