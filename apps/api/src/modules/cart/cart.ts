/**
 * The cart (spec sections 3, 4 and 7): every call answers the whole cart. Quantities are
 * 1..itemsInStock of the product (400 MESSAGES.server.outOfStock beyond, or when the product is
 * not in stock); adding a product already in the cart adds to its line. Cart lines belong to
 * their owner, a signed-in user or a visitor's guest cart (decision 032): 404 for an unknown
 * line, 403 for anyone else's (contract-tests/scenarios.ts). A guest cart holds at most
 * GUEST_MAX_CART_LINES products (400 MESSAGES.server.guestCartFull) and only public products.
 * Prices are the charged prices (decision 019); totals are summed in pence and sent in pounds.
 * A cart totals at most MAX_CART_TOTAL_PENCE (decision 046): adding, or raising a quantity, beyond
 * it answers 400 MESSAGES.server.cartTotalTooHigh and changes nothing.
 */
import {
  PAYOUT_MESSAGES,
  DEFAULT_ADD_QUANTITY,
  EMPTY_CART,
  GUEST_MAX_CART_LINES,
  MESSAGES,
  assembleCart,
  coversQuantity,
  sellerTakesOrders,
  withinCartTotalLimit,
  type Cart,
  type PricedCartLine,
} from '@shop/contract';
import { and, asc, count, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { integerRows, type Db } from '../../platform/db/client.ts';
import { cartItems, products, users } from '../../platform/db/schema.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { loadProducts, visibleProductStock } from '../catalogue/index.ts';
import { viewerIdOf, type Owner } from '../guests/index.ts';

/** A stored cart line, as getCart reads it. */
type StoredLine = { id: number; productId: number; quantity: number };

/** The name of the cart's lines among a page's user reads (cartLinesRead). */
export const CART_LINES_READ = 'cartLines';

/**
 * A user's cart lines as one SQL expression of their id column, for the page's session statement
 * (accounts UserReads, decision 069): a JSON array of `[id, product_id, quantity]`, oldest first.
 */
export function cartLinesRead(userId: AnyColumn): SQL {
  return sql`(select coalesce(json_agg(json_build_array(${cartItems.id}, ${cartItems.productId}, ${cartItems.quantity}) order by ${cartItems.id}), '[]'::json) from ${cartItems} where ${cartItems.userId} = ${userId})`;
}

/** The lines a cartLinesRead gave (JSON as the driver parsed it), or undefined for anything else. */
export function storedLinesOf(value: unknown): StoredLine[] | undefined {
  return integerRows(value, 3)?.map(([id = 0, productId = 0, quantity = 0]) => ({ id, productId, quantity }));
}

/** The lines of `owner` (its user_id or guest_id column). */
function linesOf(owner: Owner): SQL {
  return owner.kind === 'user' ? eq(cartItems.userId, owner.id) : eq(cartItems.guestId, owner.id);
}

/** The cart of nobody: what a visitor without a guest cart sees (the contract's EMPTY_CART). */
export { EMPTY_CART };

/**
 * The whole cart of `owner` (EMPTY_CART for null, a visitor without a guest cart): lines in the
 * order they were added, each with `unit_price` (the charged price, decision 019), `line_total`
 * and the same amount as `total_price` (decision 046); item count; total of the charged prices.
 * Sums in integer pence, sent in pounds. A held product's `hold_reason` is sent to staff only
 * (contract productSeenBy, decision 045). `stored`: the owner's lines when already read (a page's
 * session statement, decision 069), else they are read here.
 */
export async function getCart(db: Db, owner: Owner | null, stored?: StoredLine[]): Promise<Cart> {
  return (await pricedCart(db, owner, stored)).cart;
}

/**
 * The cart of `owner` (getCart) with its lines priced in pence, for the cart total limit
 * (withinCartTotalLimit, decision 046): the contract's assembleCart over the stored lines.
 */
async function pricedCart(
  db: Db,
  owner: Owner | null,
  stored?: StoredLine[],
): Promise<{ cart: Cart; priced: PricedCartLine[] }> {
  if (owner === null) return { cart: EMPTY_CART, priced: [] };
  const lines =
    stored ??
    (await db
      .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(linesOf(owner))
      .orderBy(asc(cartItems.id)));
  const productList = await loadProducts(
    db,
    lines.map((l) => l.productId),
  );
  // A staff hold's reason is for the seller and staff only (decision 045): the cart's owner sees
  // it only when they are staff (their own listings are never bought). Looked up only for a hold.
  const viewer =
    owner.kind === 'user' && productList.some((p) => p.hold_reason !== null)
      ? { id: owner.id, is_staff: await isStaffUser(db, owner.id) }
      : undefined;
  const byId = new Map(productList.map((p) => [p.id, p]));
  return assembleCart(lines, (id) => byId.get(id), viewer);
}

/** Whether user `userId` is staff (false for an unknown id). */
async function isStaffUser(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ isStaff: users.isStaff }).from(users).where(eq(users.id, userId));
  return row?.isStaff ?? false;
}

/**
 * The cart of `owner` after a change that raised it, read in the change's transaction: 400
 * MESSAGES.server.cartTotalTooHigh (the caller's transaction rolls back) when it now totals more
 * than MAX_CART_TOTAL_PENCE (decision 046).
 */
async function cartWithinLimit(db: Db, owner: Owner): Promise<Cart> {
  const { cart, priced } = await pricedCart(db, owner);
  if (!withinCartTotalLimit(priced)) throw badRequest(MESSAGES.server.cartTotalTooHigh);
  return cart;
}

/**
 * Adds `quantity` (default 1) of product `productId` to the cart of `owner` (one transaction).
 * Throws 404 'Product not found' for an unknown or hidden product (a guest sees public products
 * only), 400 ownListingPurchase for the user's own listing (decision 045), 400
 * PAYOUT_MESSAGES.notTakingOrders when its seller's payout account is not active (decision 059), 400 outOfStock when
 * the line would exceed the stock, 400 guestCartFull when a guest cart already holds
 * GUEST_MAX_CART_LINES other products, 400 cartTotalTooHigh when the cart would total more than
 * MAX_CART_TOTAL_PENCE (decision 046); nothing is changed then.
 */
export async function addToCart(
  db: Db,
  owner: Owner,
  productId: number,
  quantity: number = DEFAULT_ADD_QUANTITY,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const product = await visibleProductStock(tx, productId, viewerIdOf(owner));
    // Nobody buys their own listing (decision 045).
    if (owner.kind === 'user' && product.ownerId === owner.id)
      throw badRequest(MESSAGES.server.ownListingPurchase);
    // Until its seller's payout account is active, a listing cannot be bought (decision 059).
    if (!sellerTakesOrders({ seller_taking_orders: product.sellerTakingOrders }))
      throw badRequest(PAYOUT_MESSAGES.notTakingOrders);
    if (!coversQuantity(product, quantity)) throw badRequest(MESSAGES.server.outOfStock);
    if (owner.kind === 'guest') {
      const [others] = await tx
        .select({ n: count() })
        .from(cartItems)
        .where(and(linesOf(owner), ne(cartItems.productId, productId)));
      if ((others?.n ?? 0) >= GUEST_MAX_CART_LINES) throw badRequest(MESSAGES.server.guestCartFull);
    }
    const ownerColumns =
      owner.kind === 'user' ? { userId: owner.id, guestId: null } : { userId: null, guestId: owner.id };
    // Atomic: the new quantity is checked against the stock in the same statement.
    const done = await tx
      .insert(cartItems)
      .values({ ...ownerColumns, productId, quantity })
      .onConflictDoUpdate({
        target:
          owner.kind === 'user'
            ? [cartItems.userId, cartItems.productId]
            : [cartItems.guestId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${product.itemsInStock}`,
      })
      .returning({ id: cartItems.id });
    if (done.length === 0) throw badRequest(MESSAGES.server.outOfStock);
    return cartWithinLimit(tx, owner);
  });
}

/** Cart line `lineId` of `owner`: 404 when unknown, 403 when it is anyone else's (user or guest). */
async function ownLine(db: Db, owner: Owner, lineId: number) {
  const rows = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      userId: cartItems.userId,
      guestId: cartItems.guestId,
    })
    .from(cartItems)
    .where(eq(cartItems.id, lineId))
    .limit(1);
  const line = rows[0];
  if (line === undefined) throw notFound();
  if ((owner.kind === 'user' ? line.userId : line.guestId) !== owner.id) throw forbidden();
  return line;
}

/**
 * Sets the quantity of cart line `lineId` of `owner`. Throws 404 for an unknown line, 403 for
 * anyone else's, 400 outOfStock beyond the product's stock, 400 cartTotalTooHigh when a raised
 * quantity takes the cart beyond MAX_CART_TOTAL_PENCE (decision 046; lowering is always allowed).
 */
export async function updateCartItem(db: Db, owner: Owner, lineId: number, quantity: number): Promise<Cart> {
  return db.transaction(async (tx) => {
    const line = await ownLine(tx, owner, lineId);
    const stock = await tx
      .select({ itemsInStock: products.itemsInStock, inStock: products.inStock })
      .from(products)
      .where(eq(products.id, line.productId));
    const product = stock[0];
    if (product === undefined || !coversQuantity(product, quantity))
      throw badRequest(MESSAGES.server.outOfStock);
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
    return quantity > line.quantity ? cartWithinLimit(tx, owner) : getCart(tx, owner);
  });
}

/** Removes cart line `lineId` of `owner`. Throws 404 for an unknown line, 403 for anyone else's. */
export async function removeCartItem(db: Db, owner: Owner, lineId: number): Promise<Cart> {
  return db.transaction(async (tx) => {
    const line = await ownLine(tx, owner, lineId);
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
    return getCart(tx, owner);
  });
}

/** Empties the cart of `owner`; returns the (empty) cart. */
export async function clearCart(db: Db, owner: Owner): Promise<Cart> {
  return db.transaction(async (tx) => {
    await tx.delete(cartItems).where(linesOf(owner));
    return getCart(tx, owner);
  });
}
