/**
 * Fulfilment of a paid checkout session (ARCHITECTURE "Payments"): in ONE transaction
 * 1. lock the checkout session row (SELECT ... FOR UPDATE);
 * 2. if an order already exists for it, return that order (idempotent: the webhook and the status
 *    check may both run, at once and repeatedly; orders.checkout_session_id is also UNIQUE);
 * 3. take the stock: `UPDATE products SET items_in_stock = items_in_stock - qty
 *    WHERE id = ? AND items_in_stock >= qty` per line, in product id order (no deadlocks); one line
 *    without enough stock fails the whole transaction, so nothing is ever oversold; in_stock turns
 *    false at 0;
 * 4. create the order (status 'processing', lines from the session's snapshot of names, prices and
 *    images, total in pence);
 * 5. mark the session complete and remove the bought lines from the user's cart.
 * A crash at any point leaves either everything or nothing. When stock ran out the session is
 * marked 'failed' (paid but not fulfilled: a refund is due) and the caller gets 400 outOfStock.
 */
import { MESSAGES } from '@shop/api-client/contract';
import { and, eq, gt, gte, lte, ne, sql } from 'drizzle-orm';
import { isUniqueViolation, type Db } from '../db/index.ts';
import { cartItems, checkoutSessions, orderItems, orders, products } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';

/** Status of a checkout session row that was paid but could not be fulfilled (refund due). */
export const FAILED_SESSION_STATUS = 'failed';
/** Status of a new order: paid, being prepared (spec section 4 order statuses). */
export const NEW_ORDER_STATUS = 'processing';

/** What fulfilment did. */
export interface FulfilmentResult {
  orderId: number;
  /** false when the order already existed (a repeated or concurrent call). */
  created: boolean;
}

/** Raised inside the transaction to roll it back when a line cannot be taken from stock. */
class OutOfStock extends Error {}

async function existingOrder(db: Db, sessionId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.checkoutSessionId, sessionId));
  return row?.id;
}

/**
 * Fulfils checkout session `sessionId` (see the module note). `customerEmail` (from the
 * provider) is recorded on the session when given.
 * Throws HttpError 404 for an unknown session and 400 MESSAGES.server.outOfStock when stock ran
 * out (the session is then marked 'failed').
 */
export async function fulfilCheckoutSession(
  db: Db,
  sessionId: string,
  customerEmail?: string | null,
): Promise<FulfilmentResult> {
  try {
    return await db.transaction(async (tx) => {
      const [session] = await tx
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, sessionId))
        .for('update');
      if (session === undefined) throw notFound();
      const done = await existingOrder(tx, sessionId);
      if (done !== undefined) return { orderId: done, created: false };
      if (session.status === FAILED_SESSION_STATUS) throw new OutOfStock();

      const lines = [...session.items].sort((a, b) => a.productId - b.productId);
      for (const line of lines) {
        const taken = await tx
          .update(products)
          .set({
            itemsInStock: sql`${products.itemsInStock} - ${line.quantity}`,
            inStock: sql`CASE WHEN ${products.itemsInStock} - ${line.quantity} <= 0 THEN false ELSE ${products.inStock} END`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(products.id, line.productId), gte(products.itemsInStock, line.quantity)))
          .returning({ id: products.id });
        if (taken.length === 0) throw new OutOfStock();
      }

      const totalPence = session.items.reduce((sum, line) => sum + line.unitPricePence * line.quantity, 0);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: session.userId,
          status: NEW_ORDER_STATUS,
          totalPence,
          checkoutSessionId: session.id,
        })
        .returning({ id: orders.id });
      if (order === undefined) throw new Error('order insert returned no row');
      await tx.insert(orderItems).values(
        session.items.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          productName: line.name,
          imageUrl: line.imageUrl,
          quantity: line.quantity,
          unitPricePence: line.unitPricePence,
        })),
      );
      await tx
        .update(checkoutSessions)
        .set({
          status: 'complete',
          ...(customerEmail ? { customerEmail } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(checkoutSessions.id, session.id));

      // The bought quantities leave the cart; anything added since stays.
      for (const line of lines) {
        const owned = and(eq(cartItems.userId, session.userId), eq(cartItems.productId, line.productId));
        await tx.delete(cartItems).where(and(owned, lte(cartItems.quantity, line.quantity)));
        await tx
          .update(cartItems)
          .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` })
          .where(and(owned, gt(cartItems.quantity, line.quantity)));
      }
      return { orderId: order.id, created: true };
    });
  } catch (error) {
    if (error instanceof OutOfStock) {
      await db
        .update(checkoutSessions)
        .set({ status: FAILED_SESSION_STATUS, updatedAt: sql`now()` })
        .where(and(eq(checkoutSessions.id, sessionId), ne(checkoutSessions.status, 'complete')));
      throw badRequest(MESSAGES.server.outOfStock);
    }
    // Belt and braces: the row lock serialises callers, the UNIQUE constraint still answers.
    if (isUniqueViolation(error)) {
      const done = await existingOrder(db, sessionId);
      if (done !== undefined) return { orderId: done, created: false };
    }
    throw error;
  }
}
