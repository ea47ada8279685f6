/**
 * Orders as the contract shows them (spec sections 2 'my-orders', 3 'Order', 7 GET /orders and
 * GET /orders/{id}). Storage is integer pence; the contract gets pounds (toPounds)
 * here, at the boundary. Each order names its seller (and, as a SellerOrder, its buyer) as a PartyRef:
 * first name and last initial, never the e-mail.
 * Reading N orders costs three queries whatever N: the orders joined once with their seller and
 * buyer, then every item and every line's latest return request with `inArray`; a seller's view
 * adds one for the ledger's splits. Each line shows what was refunded on it and its latest return
 * request, and the order the last day of its return window (decision 067).
 * An order of someone else answers 403, an unknown one 404.
 */
import {
  type FeeRule,
  type LineReturn,
  type Order,
  type PartyRef,
  type SellerOrder,
  MESSAGES,
  displayName as contractDisplayName,
  saleAmounts,
  returnWindowEnds,
  splitSellerOrder,
  toPounds,
} from '@shop/contract';
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { orderItems, orders, returnRequests, users } from '../../platform/db/schema.ts';
import { httpError, notFound } from '../../platform/http/errors.ts';
import { orderPaidSplits } from '../ledger/index.ts';

/** An `orders` row. */
export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * What the order views read besides the rows: the shop's fee terms (a seller's and staff's view,
 * decision 056) and the return window (RETURN_WINDOW_DAYS, decision 067). The configuration's
 * `marketplace` settings are these.
 */
export interface OrderTerms {
  feeRule: FeeRule;
  /** Days after delivery in which a line may be asked back (an order's `return_by`). */
  returnWindowDays: number;
}

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
 * of decision 060); each line with what was refunded on it and its latest return request from
 * `lineReturns` (by line id), and `return_by` = delivery + `returnWindowDays` (decision 067).
 */
export function toContractOrder(
  order: OrderRow,
  items: OrderItemRow[],
  seller: PersonNames | null,
  lineReturns: ReadonlyMap<number, LineReturn>,
  returnWindowDays: number,
): Order {
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
      refunded_amount: toPounds(item.refundedPence),
      return_request: lineReturns.get(item.id) ?? null,
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
    refunded_amount: toPounds(order.refundedPence),
    return_by:
      order.deliveredAt === null ? null : returnWindowEnds(order.deliveredAt, returnWindowDays).toISOString(),
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

/**
 * The latest return request (id and status) of every line of orders `orderIds`, by line id: one
 * query (DISTINCT ON the line, newest request first; index return_requests_order_idx).
 */
async function latestReturnsByLine(db: Db, orderIds: number[]): Promise<Map<number, LineReturn>> {
  const byLine = new Map<number, LineReturn>();
  if (orderIds.length === 0) return byLine;
  const rows = await db
    .selectDistinctOn([returnRequests.orderItemId], {
      lineId: returnRequests.orderItemId,
      id: returnRequests.id,
      status: returnRequests.status,
    })
    .from(returnRequests)
    .where(inArray(returnRequests.orderId, orderIds))
    .orderBy(returnRequests.orderItemId, sql`${returnRequests.id} DESC`);
  for (const row of rows) byLine.set(row.lineId, { id: row.id, status: row.status });
  return byLine;
}

/** An Order with its buyer: a SellerOrder before its fee and net. */
type OrderWithBuyer = Omit<SellerOrder, 'fee_amount' | 'net_amount'>;
/** A row of `selectOrders`. */
type SelectedOrder = Awaited<ReturnType<typeof selectOrders>>[number];

/**
 * Orders with their buyer of the rows of `selectOrders`, in their order, with their items and the
 * lines' latest return requests (`returnWindowDays` gives `return_by`).
 */
async function withBuyers(
  db: Db,
  rows: SelectedOrder[],
  returnWindowDays: number,
): Promise<OrderWithBuyer[]> {
  const ids = rows.map((r) => r.order.id);
  const [items, lineReturns] = await Promise.all([itemsByOrder(db, ids), latestReturnsByLine(db, ids)]);
  return rows.map((r) => ({
    ...toContractOrder(r.order, items.get(r.order.id) ?? [], r.seller, lineReturns, returnWindowDays),
    buyer: { id: r.buyer.id, name: displayName(r.buyer) },
  }));
}

/**
 * Contract Sales of the rows of `selectOrders` (decision 056): each order with its buyer, items,
 * and the split of its gross into the shop's fee and the seller's net as its `order_paid` journal
 * recorded them (orderPaidSplits); an order the ledger never recorded (paid before the ledger, or
 * a sample order never paid) is split by `terms.feeRule`, today's terms (splitSellerOrder);
 * `terms.returnWindowDays` gives `return_by`.
 */
export async function toSales(db: Db, rows: SelectedOrder[], terms: OrderTerms): Promise<SellerOrder[]> {
  const sales = await withBuyers(db, rows, terms.returnWindowDays);
  const splits = await orderPaidSplits(
    db,
    rows.map((r) => r.order.id),
  );
  return sales.map((sale, i) => ({
    ...sale,
    ...saleAmounts(splits.get(sale.id) ?? splitSellerOrder(rows[i]?.order.totalPence ?? 0, terms.feeRule)),
  }));
}

/**
 * Sales matching `where`, newest first (see selectOrders and toSales: `terms.feeRule` splits the
 * orders the ledger never recorded); `page` limits and offsets.
 */
export async function loadSales(
  db: Db,
  where: SQL | undefined,
  terms: OrderTerms,
  page?: { limit: number; offset: number },
): Promise<SellerOrder[]> {
  return toSales(db, await selectOrders(db, where, page), terms);
}

/** The SellerOrder of order `orderId` (see toSales); throws HttpError 404 when there is no such order. */
export async function loadSellerOrder(db: Db, orderId: number, terms: OrderTerms): Promise<SellerOrder> {
  const [sale] = await loadSales(db, eq(orders.id, orderId), terms);
  if (sale === undefined) throw notFound(MESSAGES.server.notFound);
  return sale;
}

/** Drops the buyer of an order: the Order the buyer sees. */
function asOrder(sale: OrderWithBuyer): Order {
  const { buyer: _buyer, ...order } = sale;
  return order;
}

/**
 * The user's orders (as buyer), newest first, each with its items and seller; `returnWindowDays`
 * gives `return_by`.
 */
export async function listOrders(db: Db, userId: number, returnWindowDays: number): Promise<Order[]> {
  return (await withBuyers(db, await selectOrders(db, eq(orders.userId, userId)), returnWindowDays)).map(
    asOrder,
  );
}

/** The orders of `sellerId`'s products (one per checkout), newest first, with buyer, address, fee and net. */
export async function listSellerOrders(db: Db, sellerId: number, terms: OrderTerms): Promise<SellerOrder[]> {
  return loadSales(db, eq(orders.sellerId, sellerId), terms);
}

/**
 * One order of the user. Throws HttpError 404 (MESSAGES.server.notFound) when there is no such
 * order and 403 (MESSAGES.server.forbidden) when it is someone else's, like every other owned
 * resource of the API (listings, comments, cart lines, bookmarks) and the mocks.
 * `returnWindowDays` gives `return_by`.
 */
export async function getOrder(
  db: Db,
  userId: number,
  orderId: number,
  returnWindowDays: number,
): Promise<Order> {
  const [sale] = await withBuyers(db, await selectOrders(db, eq(orders.id, orderId)), returnWindowDays);
  if (sale === undefined) throw notFound(MESSAGES.server.notFound);
  if (sale.buyer.id !== userId) throw httpError(403, MESSAGES.server.forbidden);
  return asOrder(sale);
}
