/**
 * Fulfilment of a paid checkout session (ARCHITECTURE "Payments", decision 020): in ONE transaction
 * 0. lock the buyer's row (SELECT ... FOR NO KEY UPDATE, decision 046), before the session row
 *    (as opening a checkout locks the buyer before older sessions), so two checkouts of one cart are
 *    fulfilled one after the other and the second sees what the first did; then refuse the session
 *    (CheckoutChanged) when another checkout of the buyer was paid since it opened (the buyer's
 *    `paid_checkouts` moved past the session's `paid_checkouts_at_open`): its cart is bought;
 * 1. lock the checkout session row (SELECT ... FOR UPDATE);
 * 2. if orders already exist for it, return them (idempotent: the webhook and the status check
 *    may both run, at once and repeatedly; UNIQUE (checkout_session_id, seller_id) also holds);
 * 3. re-check every line against its product, read FOR UPDATE in product id order (no
 *    deadlocks): still public (active, not suspended, approved by staff), the same charged price
 *    as the snapshot (`chargedPricePence`, decision 019), enough stock. Anything different is a
 *    `CheckoutChanged`: the transaction rolls back, so nothing is taken or ordered;
 * 4. take the stock (`items_in_stock - qty WHERE items_in_stock >= qty`; in_stock false at 0);
 * 5. one order per seller (the product's current owner): status 'processing', its ship-by date
 *    (paid + SHIP_BY_DAYS, decision 060), the delivery address, the total of its lines, the lines from the snapshot, an order_events row
 *    (system actor, from null to 'processing', note 'paid'), and its ledger journal (the gross
 *    split into the shop's fee and the seller's pending net, decision 055);
 * 6. mark the session complete (with the payer's e-mail, address and payment reference), count
 *    it in the buyer's `paid_checkouts` and remove the bought quantities from the user's cart
 *    (anything added since stays);
 * 7. enqueue the notifications (modules/notifications/outbox.ts): the buyer's 'order-placed' (every
 *    order of the checkout, lines, prices, delivery address) and each seller's 'new-order' (their
 *    order only), so they exist exactly when the orders do.
 * With `cartMustMatch` (the simulated card form, decision 043), step 3 first compares the user's
 * cart with the snapshot (cartMatchesCheckout): a line removed, added or re-counted since the
 * session opened is a `CheckoutChanged` too, since the form showed the cart's total, not the
 * snapshot's.
 * A crash at any point leaves either everything or nothing. After a CheckoutChanged the session
 * is marked 'failed' (with the payment reference) and, in the same transaction, a provider
 * payment's full refund is requested through the outbox (`requestSessionRefund`, decision 041)
 * and recorded in the ledger as owed (decision 055);
 * the caller gets 409 MESSAGES.server.checkoutChanged.
 */
import {
  MESSAGES,
  DEFAULT_SHIP_BY_DAYS,
  cartMatchesCheckout,
  chargedPricePence,
  coversQuantity,
  type FeeRule,
} from '@shop/contract';
import { and, asc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { isUniqueViolation, type Db, type Tx } from '../../platform/db/client.ts';
import {
  cartItems,
  checkoutSessions,
  orderEvents,
  orderItems,
  orders,
  products,
  users,
  type CheckoutItemSnapshot,
  type StoredAddress,
} from '../../platform/db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { publishCatalogueChange } from '../../platform/cache/catalogue-events.ts';
import { isPublicRow, purchaseColumns } from '../catalogue/index.ts';
import { enqueueRefund, recipientOf, sessionRefundKey } from '../orders/index.ts';
import { recordOrderPaid, recordUnfulfilledPayment } from '../ledger/index.ts';
import { enqueueOrderNotifications, type MadeOrder } from './order-notifications.ts';

/** Status of a checkout session row that could not be fulfilled (nothing ordered; a paid one is refunded). */
export const FAILED_SESSION_STATUS = 'failed';
/** Status of a new order: paid, being prepared (spec section 4 order statuses). */
export const NEW_ORDER_STATUS = 'processing';
/** The note of a new order's first audit row. */
export const PAID_EVENT_NOTE = 'paid';

/** What fulfilment did. */
export interface FulfilmentResult {
  /** The orders of the session, one per seller, in id order. */
  orderIds: number[];
  /** false when the orders already existed (a repeated or concurrent call). */
  created: boolean;
}

/** What the payer's side tells fulfilment (each recorded on the session when given). */
export interface FulfilmentDetails {
  customerEmail?: string | null;
  /** The delivery address, already normalised (modules/addresses/delivery-address.ts). */
  shipping?: StoredAddress | null;
  /** The provider's payment id (Stripe PaymentIntent), for refunds. */
  paymentReference?: string | null;
}

/** How a caller wants fulfilment to check the session and price the shop's fee. */
export interface FulfilmentOptions {
  /** The shop's commission on each seller order (config PLATFORM_FEE_*, decision 055). */
  feeRule: FeeRule;
  /**
   * Days the seller has to ship each order (config SHIP_BY_DAYS, decision 060): the order's
   * ship-by date is its payment time (the database's clock, as its created_at) plus these days.
   * Default DEFAULT_SHIP_BY_DAYS.
   */
  shipByDays?: number;
  /**
   * Refuse (CheckoutChanged) unless the buyer's cart holds exactly the snapshot's products and
   * quantities (cartMatchesCheckout, decision 043). The simulated card form sets it: it shows the
   * cart's total. Stripe's form shows the session's own lines, so the webhook does not.
   */
  cartMustMatch?: boolean;
}

/**
 * 409 MESSAGES.server.checkoutChanged: a product's price, availability or stock changed since
 * the session opened; no order was made and the session is 'failed'.
 */
export class CheckoutChangedError extends HttpError {
  constructor() {
    super(409, MESSAGES.server.checkoutChanged);
  }
}

/** Raised inside the transaction to roll it back when the re-check fails. */
class CheckoutChanged extends Error {}

/** True when the cart of `userId` holds exactly the products and quantities of `lines` (read in `tx`). */
async function cartStillMatches(
  tx: Tx,
  userId: number,
  lines: readonly CheckoutItemSnapshot[],
): Promise<boolean> {
  const cart = await tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return cartMatchesCheckout(cart, lines);
}

async function existingOrders(db: Db, sessionId: string): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.checkoutSessionId, sessionId))
    .orderBy(asc(orders.id));
  return rows.map((r) => r.id);
}

/**
 * Re-reads the products of `lines` FOR UPDATE in id order and returns each product's current
 * owner (seller) by product id. Throws CheckoutChanged when a product is gone or not public, its
 * charged price differs from the snapshot, or its stock is short.
 */
async function recheck(tx: Tx, lines: readonly CheckoutItemSnapshot[]): Promise<Map<number, number>> {
  const ids = [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);
  const rows = await tx
    .select({
      id: products.id,
      ...purchaseColumns,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (
      product === undefined ||
      !isPublicRow(product) ||
      chargedPricePence(product) !== line.unitPricePence ||
      !coversQuantity(product, wanted.get(line.productId) ?? line.quantity)
    )
      throw new CheckoutChanged();
  }
  return new Map(rows.map((r) => [r.id, r.ownerId]));
}

/** Lines grouped by seller, sellers in id order, lines in snapshot order. */
function bySeller(
  lines: readonly CheckoutItemSnapshot[],
  sellerOf: Map<number, number>,
): [number, CheckoutItemSnapshot[]][] {
  const groups = new Map<number, CheckoutItemSnapshot[]>();
  for (const line of lines) {
    const seller = sellerOf.get(line.productId) ?? line.sellerId;
    if (seller === undefined) throw new Error(`no seller for product ${line.productId}`);
    const group = groups.get(seller);
    if (group) group.push(line);
    else groups.set(seller, [line]);
  }
  return [...groups].sort(([a], [b]) => a - b);
}

/**
 * Requests (inside `tx`) the full refund of checkout session `sessionId` when it is 'failed',
 * was paid at the provider (has a payment reference and an amount) and no refund was requested
 * yet (`refunded_pence` 0): sets `refunded_pence` to its amount and enqueues the refund under
 * sessionRefundKey. Concurrent callers wait on the row, so the refund is requested once.
 * Returns true when this call requested it.
 */
export async function requestSessionRefund(tx: Db, sessionId: string): Promise<boolean> {
  const [owed] = await tx
    .update(checkoutSessions)
    .set({ refundedPence: checkoutSessions.amountPence, updatedAt: sql`now()` })
    .where(
      and(
        eq(checkoutSessions.id, sessionId),
        eq(checkoutSessions.status, FAILED_SESSION_STATUS),
        eq(checkoutSessions.refundedPence, 0),
        gt(checkoutSessions.amountPence, 0),
        sql`${checkoutSessions.paymentReference} IS NOT NULL`,
      ),
    )
    .returning({ userId: checkoutSessions.userId, amountPence: checkoutSessions.amountPence });
  if (owed === undefined) return false;
  const refundKey = sessionRefundKey(sessionId);
  await recordUnfulfilledPayment(tx, {
    checkoutSessionId: sessionId,
    amountPence: owed.amountPence,
    refundKey,
  });
  await enqueueRefund(
    tx,
    {
      orderId: null,
      checkoutSessionId: sessionId,
      amountPence: owed.amountPence,
      recipient: await recipientOf(tx, owed.userId),
    },
    refundKey,
  );
  return true;
}

/**
 * Fulfils checkout session `sessionId` (see the module note): re-check, stock, one order per
 * seller, session complete, cart lines removed. `details` (payer's e-mail, delivery address,
 * payment reference) are recorded on the session, and the address on every order.
 * `options.cartMustMatch` also refuses when the buyer's cart is no longer the snapshot's
 * products and quantities (decision 043). A session opened before another checkout of the same
 * buyer was paid is refused too (decision 046: one cart, one payment; a provider payment of it is
 * refunded through the outbox).
 * Throws HttpError 404 for an unknown session and CheckoutChangedError (409
 * MESSAGES.server.checkoutChanged) when the re-check fails or the session already failed (the
 * session is then 'failed' and keeps the payment reference for the refund).
 */
export async function fulfilCheckoutSession(
  db: Db,
  sessionId: string,
  details: FulfilmentDetails,
  options: FulfilmentOptions,
): Promise<FulfilmentResult> {
  try {
    return await db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ userId: checkoutSessions.userId })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, sessionId));
      if (owner === undefined) throw notFound();
      // The buyer's row first (decision 046): one buyer's checkouts are fulfilled one at a time.
      // NO KEY UPDATE, not UPDATE: rows that merely reference the user (a cart line being added)
      // are not blocked.
      const [buyer] = await tx
        .select({ paidCheckouts: users.paidCheckouts })
        .from(users)
        .where(eq(users.id, owner.userId))
        .for('no key update');
      const [session] = await tx
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, sessionId))
        .for('update');
      if (session === undefined || buyer === undefined) throw notFound();
      const done = await existingOrders(tx, sessionId);
      if (done.length > 0) return { orderIds: done, created: false };
      if (session.status === FAILED_SESSION_STATUS) throw new CheckoutChanged();
      // Another checkout of this buyer was paid since this one opened: its cart is bought already.
      if (session.paidCheckoutsAtOpen !== buyer.paidCheckouts) throw new CheckoutChanged();
      if (options.cartMustMatch === true && !(await cartStillMatches(tx, session.userId, session.items)))
        throw new CheckoutChanged();

      const sellerOf = await recheck(tx, session.items);
      const lines = [...session.items].sort((a, b) => a.productId - b.productId);
      for (const line of lines) {
        const taken = await tx
          .update(products)
          .set({
            itemsInStock: sql`${products.itemsInStock} - ${line.quantity}`,
            // The last unit sold turns the switch off (contract stockAfterSale).
            inStock: sql`CASE WHEN ${products.itemsInStock} - ${line.quantity} <= 0 THEN false ELSE ${products.inStock} END`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(products.id, line.productId), gte(products.itemsInStock, line.quantity)))
          .returning({ id: products.id });
        if (taken.length === 0) throw new CheckoutChanged();
      }
      // Stock moved: every process drops the catalogue answers listing these products (decision 026).
      await publishCatalogueChange(tx, { ids: lines.map((line) => line.productId), lists: false });

      const shipping = details.shipping ?? session.shipping ?? null;
      // The seller's ship-by date, fixed at payment (decision 060).
      const shipByDays = options.shipByDays ?? DEFAULT_SHIP_BY_DAYS;
      const orderIds: number[] = [];
      const made: MadeOrder[] = [];
      for (const [sellerId, sellerLines] of bySeller(session.items, sellerOf)) {
        const totalPence = sellerLines.reduce((sum, line) => sum + line.unitPricePence * line.quantity, 0);
        const [order] = await tx
          .insert(orders)
          .values({
            userId: session.userId,
            sellerId,
            status: NEW_ORDER_STATUS,
            totalPence,
            checkoutSessionId: session.id,
            shipping,
            // Whole milliseconds, as the API and the jobs' clock read it.
            shipBy: sql`date_trunc('milliseconds', now() + make_interval(days => ${shipByDays}))`,
          })
          .returning({ id: orders.id });
        if (order === undefined) throw new Error('order insert returned no row');
        const paid = { orderId: order.id, sellerId, grossPence: totalPence, checkoutSessionId: session.id };
        await recordOrderPaid(tx, paid, options.feeRule);
        orderIds.push(order.id);
        made.push({ orderId: order.id, sellerId, lines: sellerLines, totalPence });
        await tx.insert(orderItems).values(
          sellerLines.map((line) => ({
            orderId: order.id,
            productId: line.productId,
            productName: line.name,
            imageUrl: line.imageUrl,
            quantity: line.quantity,
            unitPricePence: line.unitPricePence,
          })),
        );
        await tx.insert(orderEvents).values({
          orderId: order.id,
          actorId: null,
          fromStatus: null,
          toStatus: NEW_ORDER_STATUS,
          note: PAID_EVENT_NOTE,
        });
      }
      await tx
        .update(checkoutSessions)
        .set({
          status: 'complete',
          shipping,
          ...(details.customerEmail ? { customerEmail: details.customerEmail } : {}),
          ...(details.paymentReference ? { paymentReference: details.paymentReference } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(checkoutSessions.id, session.id));
      await tx
        .update(users)
        .set({ paidCheckouts: sql`${users.paidCheckouts} + 1` })
        .where(eq(users.id, session.userId));

      // The bought quantities leave the cart; anything added since stays.
      for (const line of lines) {
        const owned = and(eq(cartItems.userId, session.userId), eq(cartItems.productId, line.productId));
        await tx.delete(cartItems).where(and(owned, lte(cartItems.quantity, line.quantity)));
        await tx
          .update(cartItems)
          .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` })
          .where(and(owned, gt(cartItems.quantity, line.quantity)));
      }
      await enqueueOrderNotifications(tx, session.id, session.userId, made, shipping);
      return { orderIds, created: true };
    });
  } catch (error) {
    if (error instanceof CheckoutChanged) {
      // The session fails and, when it was paid at the provider, its refund is requested in the
      // same transaction (decision 041): a crash leaves both or neither, never a lost refund.
      await db.transaction(async (tx) => {
        await tx
          .update(checkoutSessions)
          .set({
            status: FAILED_SESSION_STATUS,
            ...(details.shipping ? { shipping: details.shipping } : {}),
            ...(details.customerEmail ? { customerEmail: details.customerEmail } : {}),
            ...(details.paymentReference ? { paymentReference: details.paymentReference } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(checkoutSessions.id, sessionId), ne(checkoutSessions.status, 'complete')));
        await requestSessionRefund(tx, sessionId);
      });
      throw new CheckoutChangedError();
    }
    // Belt and braces: the row lock serialises callers, the UNIQUE constraint still answers.
    if (isUniqueViolation(error)) {
      const done = await existingOrders(db, sessionId);
      if (done.length > 0) return { orderIds: done, created: false };
    }
    throw error;
  }
}
