/**
 * The cart (spec sections 3, 4 and 7): every call answers the whole cart. Quantities are
 * 1..itemsInStock of the product (400 MESSAGES.server.outOfStock beyond, or when the product is
 * not in stock); adding a product already in the cart adds to its line. Cart lines belong to
 * their user: 404 for an unknown line, 403 for another user's (contract-tests/scenarios.ts).
 * Prices are the charged prices (decision 019); totals are summed in pence and sent in pounds.
 */
import { DEFAULT_ADD_QUANTITY, MESSAGES, toPounds, type Cart } from '@shop/api-client/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { cartItems, products } from '../db/schema.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { loadProducts, unitPricePenceOf, visibleProductStock } from './catalogue.ts';

/**
 * The whole cart of `userId`: lines in the order they were added, each with `unit_price` (the
 * charged price, decision 019) and `line_total`; item count; total of the charged prices. Sums in
 * integer pence, sent in pounds.
 */
export async function getCart(db: Db, userId: number): Promise<Cart> {
  const lines = await db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
  const productList = await loadProducts(
    db,
    lines.map((l) => l.productId),
  );
  const byId = new Map(productList.map((p) => [p.id, p]));
  let totalPence = 0;
  const items = lines.flatMap((l) => {
    const product = byId.get(l.productId);
    if (product === undefined) return [];
    const unitPence = unitPricePenceOf(product);
    totalPence += unitPence * l.quantity;
    return [
      {
        id: l.id,
        product,
        quantity: l.quantity,
        unit_price: toPounds(unitPence),
        line_total: toPounds(unitPence * l.quantity),
      },
    ];
  });
  return {
    items,
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    total_price: toPounds(totalPence),
  };
}

/**
 * Adds `quantity` (default 1) of product `productId` to the cart of `userId` (one transaction).
 * Throws 404 'Product not found' for an unknown or hidden product, 400 outOfStock when the line
 * would exceed the stock.
 */
export async function addToCart(
  db: Db,
  userId: number,
  productId: number,
  quantity: number = DEFAULT_ADD_QUANTITY,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const product = await visibleProductStock(tx, productId, userId);
    if (!product.inStock || quantity > product.itemsInStock) throw badRequest(MESSAGES.server.outOfStock);
    // Atomic: the new quantity is checked against the stock in the same statement.
    const done = await tx
      .insert(cartItems)
      .values({ userId, productId, quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${product.itemsInStock}`,
      })
      .returning({ id: cartItems.id });
    if (done.length === 0) throw badRequest(MESSAGES.server.outOfStock);
    return getCart(tx, userId);
  });
}

async function ownLine(db: Db, userId: number, lineId: number) {
  const rows = await db
    .select({ id: cartItems.id, productId: cartItems.productId, userId: cartItems.userId })
    .from(cartItems)
    .where(eq(cartItems.id, lineId))
    .limit(1);
  const line = rows[0];
  if (line === undefined) throw notFound();
  if (line.userId !== userId) throw forbidden();
  return line;
}

/**
 * Sets the quantity of cart line `lineId` of `userId`. Throws 404 for an unknown line, 403 for
 * another user's, 400 outOfStock beyond the product's stock.
 */
export async function updateCartItem(
  db: Db,
  userId: number,
  lineId: number,
  quantity: number,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const line = await ownLine(tx, userId, lineId);
    const stock = await tx
      .select({ itemsInStock: products.itemsInStock, inStock: products.inStock })
      .from(products)
      .where(eq(products.id, line.productId));
    const product = stock[0];
    if (product === undefined || !product.inStock || quantity > product.itemsInStock)
      throw badRequest(MESSAGES.server.outOfStock);
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
    return getCart(tx, userId);
  });
}

/** Removes cart line `lineId` of `userId`. Throws 404 for an unknown line, 403 for another user's. */
export async function removeCartItem(db: Db, userId: number, lineId: number): Promise<Cart> {
  return db.transaction(async (tx) => {
    const line = await ownLine(tx, userId, lineId);
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
    return getCart(tx, userId);
  });
}

/** Empties the cart of `userId`; returns the (empty) cart. */
export async function clearCart(db: Db, userId: number): Promise<Cart> {
  return db.transaction(async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    return getCart(tx, userId);
  });
}
