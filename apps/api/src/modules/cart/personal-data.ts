/** The cart module's part of 'Your data' (decision 073): the user's cart lines, and their deletion. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { cartItems, products } from '../../platform/db/schema.ts';

/** The lines of `userId`'s cart, oldest first: product and quantity. */
export async function cartSection(db: Db, userId: number) {
  const rows = await db
    .select({
      productId: cartItems.productId,
      name: products.name,
      quantity: cartItems.quantity,
      createdAt: cartItems.createdAt,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
  return rows.map((r) => ({
    product_id: r.productId,
    product_name: r.name,
    quantity: r.quantity,
    added_at: r.createdAt.toISOString(),
  }));
}

/** Deletes every line of `userId`'s cart (an account's deletion, decision 073). */
export async function eraseCart(tx: Db, userId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
}
