/**
 * Orders of the signed-in user (spec sections 2 'my-orders', 3 'Order', 7 GET /orders and
 * GET /orders/{id}). Storage is integer pence; the contract gets pounds (toPounds) here, at the
 * boundary. An order of someone else answers 403, an unknown one 404.
 */
import { type Order, MESSAGES, toPounds } from '@shop/api-client/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { orderItems, orders } from '../db/schema.ts';
import { httpError, notFound } from '../http/errors.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** Builds the contract Order (pounds, ISO dates, item_count = sum of quantities). */
export function toContractOrder(order: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: order.id,
    status: order.status,
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    created_at: order.createdAt.toISOString(),
    total_amount: toPounds(order.totalPence),
    tracking_number: order.trackingNumber,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      product_name: item.productName,
      image_url: item.imageUrl,
      quantity: item.quantity,
      product_price: toPounds(item.unitPricePence),
      total_price: toPounds(item.unitPricePence * item.quantity),
    })),
  };
}

async function withItems(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  const byOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return rows.map((row) => toContractOrder(row, byOrder.get(row.id) ?? []));
}

/** The user's orders, newest first, each with its items. */
export async function listOrders(db: Db, userId: number): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows);
}

/**
 * One order of the user. Throws HttpError 404 (MESSAGES.server.notFound) when there is no such
 * order and 403 (MESSAGES.server.forbidden) when it is someone else's, like every other owned
 * resource of the API (listings, comments, cart lines, bookmarks) and the mocks.
 */
export async function getOrder(db: Db, userId: number, orderId: number): Promise<Order> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  const [row] = rows;
  if (row === undefined) throw notFound(MESSAGES.server.notFound);
  if (row.userId !== userId) throw httpError(403, MESSAGES.server.forbidden);
  const [order] = await withItems(db, rows);
  if (order === undefined) throw notFound(MESSAGES.server.notFound);
  return order;
}
