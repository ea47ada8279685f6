/**
 * Orders over the store: a buyer's orders and a seller's view of them (SellerOrder), units sold, the
 * audit log of order moves and staff actions (decision 045).
 */
import {
  DEFAULT_FEE_RULE,
  displayName,
  saleAmounts,
  singleLine,
  splitSellerOrder,
  toPence,
  type Order,
  type OrderEvent,
  type SellerOrder,
  type StaffActionKind,
} from '@shop/contract';
import { partyOf } from '@shop/sample-catalogue';
import type { MockDb } from './store.ts';
import type { DbOrder, DbUser } from './tables.ts';

/** Newest order first: by creation time, then by id (as the server orders them). */
function newestOrderFirst(a: DbOrder, b: DbOrder): number {
  return b.order.created_at.localeCompare(a.order.created_at) || b.order.id - a.order.id;
}

/** The orders of user `userId` (as buyer), newest first. */
export function ordersOf(db: MockDb, userId: number): Order[] {
  return db.orders
    .filter((o) => o.userId === userId)
    .sort(newestOrderFirst)
    .map((o) => o.order);
}

/**
 * The order row `id` as its seller and staff see it: the order plus its buyer, and its gross split
 * into the shop's fee and the seller's net (decision 056): the fee recorded at payment, else the
 * split under the mocks' terms (DEFAULT_FEE_RULE), as the server splits orders its ledger never
 * recorded.
 */
export function sellerOrderOf(db: MockDb, row: DbOrder): SellerOrder {
  const buyer = db.userById(row.userId)?.user;
  const grossPence = toPence(row.order.total_amount);
  const split =
    row.feePence === undefined
      ? splitSellerOrder(grossPence, DEFAULT_FEE_RULE)
      : { grossPence, feePence: row.feePence, netPence: grossPence - row.feePence };
  return {
    ...row.order,
    buyer: buyer ? partyOf(buyer) : { id: row.userId, name: `Customer ${row.userId}` },
    ...saleAmounts(split),
  };
}

/** Order rows matching `keep` as Sales, newest first. */
export function salesWhere(db: MockDb, keep: (row: DbOrder) => boolean): SellerOrder[] {
  return db.orders
    .filter(keep)
    .sort(newestOrderFirst)
    .map((row) => sellerOrderOf(db, row));
}

/** Units of product `productId` in orders that are not cancelled ('items sold', decision 020). */
export function unitsSold(db: MockDb, productId: number): number {
  return db.orders
    .filter((o) => o.order.status !== 'cancelled')
    .flatMap((o) => o.order.items)
    .filter((i) => i.product_id === productId)
    .reduce((n, i) => n + i.quantity, 0);
}

/** Appends an audit event (a move of order `orderId`) and returns it. */
export function recordEvent(db: MockDb, event: Omit<OrderEvent, 'id' | 'created_at'>): OrderEvent {
  const row: OrderEvent = { ...event, id: db.nextId('orderEvent'), created_at: new Date().toISOString() };
  db.orderEvents.push(row);
  return row;
}

/**
 * Appends a staff action of `actor` (decision 045): `kind` on product `productId` or account
 * `userId`, with `note` as plain single-line text (contract singleLine).
 */
export function recordStaffAction(
  db: MockDb,
  actor: DbUser,
  kind: StaffActionKind,
  target: { productId?: number; userId?: number; note?: string },
): void {
  const product = target.productId === undefined ? undefined : db.productById(target.productId);
  const subject = target.userId === undefined ? undefined : db.userById(target.userId);
  db.staffActions.push({
    id: db.nextId('staffAction'),
    actor: {
      id: actor.user.id,
      name: displayName(actor.user.id, actor.user.first_name, actor.user.last_name),
    },
    action: kind,
    product: product === undefined ? null : { id: product.product.id, name: product.product.name },
    user:
      subject === undefined
        ? null
        : {
            id: subject.user.id,
            name: displayName(subject.user.id, subject.user.first_name, subject.user.last_name),
          },
    note: singleLine(target.note ?? ''),
    created_at: new Date().toISOString(),
  });
}
