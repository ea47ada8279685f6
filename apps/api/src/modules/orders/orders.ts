/**
 * Orders as the contract shows them (spec sections 2 'my-orders', 3 'Order', 7 GET /orders and
 * GET /orders/{id}). Storage is integer pence; the contract gets pounds (toPounds)
 * here, at the boundary. Each order names its seller (and, as a SellerOrder, its buyer) as a PartyRef:
 * first name and last initial, never the e-mail.
 * Reading N orders costs two queries whatever N: the orders joined once with their seller and
 * buyer, then every item with `inArray`; a seller's view adds one for the ledger's splits.
 * An order of someone else answers 403, an unknown one 404.
 */
import {
  type FeeRule,
  type Order,
  type PartyRef,
  type SellerOrder,
  MESSAGES,
  displayName as contractDisplayName,
  saleAmounts,
  splitSellerOrder,
  toPounds,
} from '@shop/contract';
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { orderItems, orders, users } from '../../platform/db/schema.ts';
import { httpError, notFound } from '../../platform/http/errors.ts';
import { orderPaidSplits } from '../ledger/index.ts';

/** An `orders` row. */
export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The names of a person as stored (users.first_name, last_name) with their id. */
export interface PersonNames {
  id: number;
  firstName: string;
  lastName: string;
}

/**
 * The display name others see for a person: first name and last initial ('Sam S.'); the first
 * name alone without a last name, the last initial alone without a first name, and 'Customer
 * {id}' when both are empty. Never the e-mail.
 */
export function displayName(person: PersonNames): string {
  return contractDisplayName(person.id, person.firstName, person.lastName);
}

/** The contract PartyRef of `person` (null stays null: e.g. an order without a seller). */
export function partyRef(person: PersonNames | null): PartyRef | null {
  return person === null ? null : { id: person.id, name: displayName(person) };
}

/**
 * Builds the contract Order (pounds, ISO dates, item_count = sum of quantities, shipping address
 * from `orders.shipping`, `seller` as a PartyRef or null, the ship-by, release and receipt dates
 * of decision 060).
 */
export function toContractOrder(order: OrderRow, items: OrderItemRow[], seller: PersonNames | null): Order {
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
    seller: partyRef(seller),
    shipping_address:
      order.shipping === null
        ? null
        : {
            name: order.shipping.name,
            line1: order.shipping.line1,
            line2: order.shipping.line2,
            city: order.shipping.city,
            postcode: order.shipping.postcode,
          },
    carrier: order.carrier,
    checkout_session_id: order.checkoutSessionId,
    updated_at: order.updatedAt.toISOString(),
    ship_by: order.shipBy?.toISOString() ?? null,
    release_at: order.releaseAt?.toISOString() ?? null,
    released_at: order.releasedAt?.toISOString() ?? null,
    receipt_confirmed_at: order.receiptConfirmedAt?.toISOString() ?? null,
  };
}

const sellerUser = alias(users, 'seller_user');
const buyerUser = alias(users, 'buyer_user');

/** Orders matching `where` with their seller's and buyer's names (one query, two joins). */
export async function selectOrders(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<{ order: OrderRow; seller: PersonNames | null; buyer: PersonNames }[]> {
  const query = db
    .select({
      order: orders,
      sellerId: sellerUser.id,
      sellerFirst: sellerUser.firstName,
      sellerLast: sellerUser.lastName,
      buyerFirst: buyerUser.firstName,
      buyerLast: buyerUser.lastName,
    })
    .from(orders)
    .innerJoin(buyerUser, eq(buyerUser.id, orders.userId))
    .leftJoin(sellerUser, eq(sellerUser.id, orders.sellerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = page === undefined ? await query : await query.limit(page.limit).offset(page.offset);
  return rows.map((r) => ({
    order: r.order,
    seller:
      r.sellerId === null
        ? null
        : { id: r.sellerId, firstName: r.sellerFirst ?? '', lastName: r.sellerLast ?? '' },
    buyer: { id: r.order.userId, firstName: r.buyerFirst, lastName: r.buyerLast },
  }));
}

async function itemsByOrder(db: Db, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const byOrder = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  for (const item of items) {
    const bucket = byOrder.get(item.orderId);
    if (bucket) bucket.push(item);
    else byOrder.set(item.orderId, [item]);
  }
  return byOrder;
}

/** An Order with its buyer: a SellerOrder before its fee and net. */
type OrderWithBuyer = Omit<SellerOrder, 'fee_amount' | 'net_amount'>;
/** A row of `selectOrders`. */
type SelectedOrder = Awaited<ReturnType<typeof selectOrders>>[number];

/** Orders with their buyer of the rows of `selectOrders`, in their order, with their items. */
async function withBuyers(db: Db, rows: SelectedOrder[]): Promise<OrderWithBuyer[]> {
  const items = await itemsByOrder(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map((r) => ({
    ...toContractOrder(r.order, items.get(r.order.id) ?? [], r.seller),
    buyer: { id: r.buyer.id, name: displayName(r.buyer) },
  }));
}

/**
 * Contract Sales of the rows of `selectOrders` (decision 056): each order with its buyer, items,
 * and the split of its gross into the shop's fee and the seller's net as its `order_paid` journal
 * recorded them (orderPaidSplits); an order the ledger never recorded (paid before the ledger, or
 * a sample order never paid) is split by `feeRule`, today's terms (splitSellerOrder).
 */
export async function toSales(db: Db, rows: SelectedOrder[], feeRule: FeeRule): Promise<SellerOrder[]> {
  const sales = await withBuyers(db, rows);
  const splits = await orderPaidSplits(
    db,
    rows.map((r) => r.order.id),
  );
  return sales.map((sale, i) => ({
    ...sale,
    ...saleAmounts(splits.get(sale.id) ?? splitSellerOrder(rows[i]?.order.totalPence ?? 0, feeRule)),
  }));
}

/**
 * Sales matching `where`, newest first (see selectOrders and toSales: `feeRule` splits the orders
 * the ledger never recorded); `page` limits and offsets.
 */
export async function loadSales(
  db: Db,
  where: SQL | undefined,
  feeRule: FeeRule,
  page?: { limit: number; offset: number },
): Promise<SellerOrder[]> {
  return toSales(db, await selectOrders(db, where, page), feeRule);
}

/** The SellerOrder of order `orderId` (see toSales); throws HttpError 404 when there is no such order. */
export async function loadSellerOrder(db: Db, orderId: number, feeRule: FeeRule): Promise<SellerOrder> {
  const [sale] = await loadSales(db, eq(orders.id, orderId), feeRule);
  if (sale === undefined) throw notFound(MESSAGES.server.notFound);
  return sale;
}

/** Drops the buyer of an order: the Order the buyer sees. */
function asOrder(sale: OrderWithBuyer): Order {
  const { buyer: _buyer, ...order } = sale;
  return order;
}

/** The user's orders (as buyer), newest first, each with its items and seller. */
export async function listOrders(db: Db, userId: number): Promise<Order[]> {
  return (await withBuyers(db, await selectOrders(db, eq(orders.userId, userId)))).map(asOrder);
}

/** The orders of `sellerId`'s products (one per checkout), newest first, with buyer, address, fee and net. */
export async function listSellerOrders(db: Db, sellerId: number, feeRule: FeeRule): Promise<SellerOrder[]> {
  return loadSales(db, eq(orders.sellerId, sellerId), feeRule);
}

/**
 * One order of the user. Throws HttpError 404 (MESSAGES.server.notFound) when there is no such
 * order and 403 (MESSAGES.server.forbidden) when it is someone else's, like every other owned
 * resource of the API (listings, comments, cart lines, bookmarks) and the mocks.
 */
export async function getOrder(db: Db, userId: number, orderId: number): Promise<Order> {
  const [sale] = await withBuyers(db, await selectOrders(db, eq(orders.id, orderId)));
  if (sale === undefined) throw notFound(MESSAGES.server.notFound);
  if (sale.buyer.id !== userId) throw httpError(403, MESSAGES.server.forbidden);
  return asOrder(sale);
}
