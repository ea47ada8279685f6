/**
 * The lines of a checkout priced from our own products table (spec section 7, `calculate`): the
 * buyer's cart joined with each product, in integer pence at the charged price (decision 019),
 * never from the client.
 */
import { chargedPricePence, paymentImagesOf, toPounds, type PaymentDetails } from '@shop/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { cartItems, productImages, products } from '../../platform/db/schema.ts';
import { isPublicRow, purchaseColumns } from '../catalogue/index.ts';

/** One cart line joined with its product, priced in integer pence. */
export interface CartPaymentLine {
  cartItemId: number;
  productId: number;
  /** The product's owner: who ships this line. */
  sellerId: number;
  name: string;
  /** What one unit costs now (chargedPricePence, decision 019). */
  unitPricePence: number;
  /** The list price of one unit. */
  listPricePence: number;
  quantity: number;
  itemsInStock: number;
  /** On sale: public (active, not suspended or held, approved, its seller active; decision 045). */
  forSale: boolean;
  /** The seller takes orders: their payout account is active (decision 059). */
  sellerTakingOrders: boolean;
  /** The seller's "in stock" switch. */
  inStock: boolean;
  imageUrl: string | null;
}

/**
 * The user's cart lines with the products' current charged and list prices (pence), stock,
 * seller and first image, oldest line first.
 */
export async function cartPaymentLines(db: Db, userId: number): Promise<CartPaymentLine[]> {
  const firstImage = sql<string | null>`(SELECT ${productImages.imageUrl} FROM ${productImages}
    WHERE ${productImages.productId} = ${products.id}
    ORDER BY ${productImages.position}, ${productImages.id} LIMIT 1)`;
  const rows = await db
    .select({
      cartItemId: cartItems.id,
      quantity: cartItems.quantity,
      productId: products.id,
      name: products.name,
      ...purchaseColumns,
      imageUrl: firstImage,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
  return rows.map((r) => ({
    cartItemId: r.cartItemId,
    productId: r.productId,
    sellerId: r.ownerId,
    name: r.name,
    unitPricePence: chargedPricePence(r),
    listPricePence: r.pricePence,
    quantity: r.quantity,
    itemsInStock: r.itemsInStock,
    forSale: isPublicRow(r),
    sellerTakingOrders: r.sellerTakingOrders,
    inStock: r.inStock,
    imageUrl: r.imageUrl,
  }));
}

/**
 * Payment details of the cart (spec section 3): each line's id (cart line), product_id, name,
 * `price` (the charged unit price), `original_price` (the list price), quantity, subtotal,
 * `image_url` (first image or null) and `images` (every image of the product in display order,
 * `{ id, url, order }`, paymentImagesOf, decision 046), in pounds; total_amount (sum of charged
 * prices, summed in pence) and item_count (sum of quantities).
 */
export async function calculatePayment(db: Db, userId: number): Promise<PaymentDetails> {
  const lines = await cartPaymentLines(db, userId);
  const totalPence = lines.reduce((sum, l) => sum + l.unitPricePence * l.quantity, 0);
  const imageRows =
    lines.length === 0
      ? []
      : await db
          .select({
            id: productImages.id,
            productId: productImages.productId,
            image_url: productImages.imageUrl,
          })
          .from(productImages)
          .where(
            inArray(
              productImages.productId,
              lines.map((l) => l.productId),
            ),
          )
          .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  const imagesOf = (productId: number) => paymentImagesOf(imageRows.filter((i) => i.productId === productId));
  return {
    total_amount: toPounds(totalPence),
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    items: lines.map((l) => ({
      id: l.cartItemId,
      product_id: l.productId,
      name: l.name,
      price: toPounds(l.unitPricePence),
      original_price: toPounds(l.listPricePence),
      quantity: l.quantity,
      subtotal: toPounds(l.unitPricePence * l.quantity),
      image_url: l.imageUrl,
      images: imagesOf(l.productId),
    })),
  };
}
