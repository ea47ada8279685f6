/**
 * Seller listings (spec sections 2 'my-listings', 'add-product', 'edit-my-listing',
 * 'delete-product'; 3 'Product form fields'; 7 add-product and customer-products):
 * - create from the product form (contract ProductFormFields; flags 'true'/'false' with the
 *   spec's defaults; bullets bullet_1..n) with up to MAX_IMAGES images;
 * - the seller's own list: every product of theirs, inactive and suspended too, newest first,
 *   each with `itemsSold` (units in orders that are not cancelled);
 * - read, update and delete: owner only (unknown id 404 'Product not found', someone else's 403);
 *   update replaces the fields sent (missing ones keep their value; a blank number is unchanged;
 *   on a full form an absent flag is false: contract productUpdateFields, decision 021), the
 *   bullets when any are sent, and the images only when new ones are sent; the stock as the
 *   contract's stockAfterEdit says (decision 042: a stale edit form never undoes a sale).
 * ARCHITECTURE "Uploads": images are checked and re-encoded to buffers first, then written to
 * the image storage (platform/storage/storage.ts: disk or S3) under server-made names, then the rows are
 * written in one transaction; when a write or the transaction fails, the images written are
 * removed again, so a failed request leaves no row and no image in either backend. (The images go
 * before the transaction so that no database connection stays open while a remote store is
 * slow.) Replaced or deleted images go after the commit, except ones that past orders still show.
 */
import * as z from 'zod/mini';
import {
  DEFAULT_DISPATCH_DAYS,
  LISTING_MESSAGES,
  ListingStockEdit,
  MESSAGES,
  ProductFormFields,
  describeIssue,
  productCreateFields,
  productUpdateFields,
  stockAfterEdit,
  storedStock,
  toPence,
  type Product,
} from '@shop/contract';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { bulletPoints, orderItems, orders, productImages, products } from '../../platform/db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { processImages } from '../../platform/storage/images.ts';
import type { MultipartForm } from '../../platform/storage/multipart.ts';
import {
  type ImageStorage,
  planImages,
  removeImages,
  uploadedKeysOf,
  writeImages,
} from '../../platform/storage/storage.ts';
import { loadProducts } from '../catalogue/index.ts';
import { hasConversationsAbout } from '../messages/index.ts';
import { publishCatalogueChange, publishProductUpdate } from '../../platform/cache/catalogue-events.ts';

const BULLET_FIELD = /^bullet_(\d{1,4})$/;
/** Most bullet points kept per product (our limit). */
export const MAX_BULLETS = 50;
/** Longest bullet point in characters (our limit). */
export const MAX_BULLET_CHARS = 300;

/**
 * The bullets bullet_1..bullet_n of `fields` in number order, trimmed, empty ones dropped;
 * undefined when no bullet field was sent. Throws HttpError 400 beyond MAX_BULLETS or
 * MAX_BULLET_CHARS.
 */
export function bulletsOf(fields: Record<string, string>): string[] | undefined {
  const numbered = Object.keys(fields)
    .flatMap((key) => {
      const match = BULLET_FIELD.exec(key);
      return match ? [{ key, n: Number(match[1]) }] : [];
    })
    .sort((a, b) => a.n - b.n);
  if (numbered.length === 0) return undefined;
  const texts = numbered.map(({ key }) => (fields[key] ?? '').trim()).filter((t) => t !== '');
  if (texts.length > MAX_BULLETS)
    throw badRequest(`${MESSAGES.server.invalidRequest} At most ${MAX_BULLETS} bullet points.`);
  if (texts.some((t) => t.length > MAX_BULLET_CHARS)) {
    throw badRequest(
      `${MESSAGES.server.invalidRequest} A bullet point is longer than ${MAX_BULLET_CHARS} characters.`,
    );
  }
  return texts;
}

/** Parses the form's text fields (ProductFormFields) or throws HttpError 400 naming the field. */
function parseFields(raw: Record<string, string>): ProductFormFields {
  const result = z.safeParse(ProductFormFields, raw);
  if (!result.success) throw badRequest(describeIssue(result.error));
  return result.data;
}

/**
 * What a listing update says about the stock (contract ListingStockEdit over productUpdateFields'
 * output) or throws HttpError 400 naming the field.
 */
function parseStockEdit(sent: Record<string, string>): ListingStockEdit {
  const result = z.safeParse(ListingStockEdit, sent);
  if (!result.success) throw badRequest(describeIssue(result.error));
  return result.data;
}

/** The form fields as the products table stores them (pence; in_stock false without stock). */
function toColumns(fields: ProductFormFields) {
  const pricePence = toPence(fields.price);
  return {
    name: fields.name,
    pricePence,
    description: fields.description,
    detailedDescription: fields.detailedDescription,
    tags: fields.tags,
    category: fields.category,
    isNew: fields.new,
    featured: fields.featured,
    specialOffer: fields.specialOffer,
    onSale: fields.onSale,
    popular: fields.popular,
    percentageOff: fields.percentageOff,
    ...storedStock(fields.itemsInStock, fields.inStock),
    dispatchDays: fields.dispatchDays ?? DEFAULT_DISPATCH_DAYS,
    // The seller's own switch; a staff hold is separate and only staff lift it (decision 045).
    sellerSuspended: fields.suspend,
  };
}

/** Current values of a product as form text, so an update may send only what changes. */
function asFormText(p: Product): Record<string, string> {
  return {
    name: p.name,
    price: String(p.price),
    category: p.category,
    tags: p.tags,
    description: p.description,
    detailedDescription: p.detailedDescription,
    percentageOff: String(p.percentageOff),
    itemsInStock: String(p.itemsInStock),
    dispatchDays: String(p.dispatchDays),
    onSale: String(p.onSale),
    specialOffer: String(p.specialOffer),
    suspend: String(p.suspend),
    inStock: String(p.inStock),
    featured: String(p.featured),
    popular: String(p.popular),
    new: String(p.new),
  };
}

async function insertChildren(
  tx: Tx,
  productId: number,
  imageUrls: string[] | undefined,
  bullets: string[] | undefined,
) {
  if (imageUrls !== undefined && imageUrls.length > 0) {
    await tx
      .insert(productImages)
      .values(imageUrls.map((imageUrl, position) => ({ productId, imageUrl, position })));
  }
  if (bullets !== undefined && bullets.length > 0) {
    await tx.insert(bulletPoints).values(bullets.map((text, position) => ({ productId, text, position })));
  }
}

/**
 * Checks and re-encodes the form's images, writes them with their responsive variants to
 * `storage` (writeImages removes its own when one fails), then runs `work` (the row changes) in
 * one transaction with their addresses (undefined when the form has no image); when the
 * transaction fails the images and their variants are removed again and its error rethrown. Returns what `work` returns. Throws UploadError for a bad image,
 * the storage's error (StorageUnavailableError for S3) for a failed write.
 */
async function withNewImages<T>(
  db: Db,
  storage: ImageStorage,
  form: MultipartForm,
  work: (tx: Tx, imageUrls: string[] | undefined) => Promise<T>,
): Promise<T> {
  const processed = await processImages(form.files);
  const planned = planImages(processed.length);
  await writeImages(storage, planned, processed);
  try {
    return await db.transaction((tx) => work(tx, planned.length > 0 ? planned.map((p) => p.url) : undefined));
  } catch (error) {
    await removeImages(
      storage,
      planned.map((p) => p.key),
    );
    throw error;
  }
}

/**
 * Removes the uploaded images of `urls`, variants included, that no past order shows any more
 * (after a commit).
 */
async function removeUnusedImages(db: Db, storage: ImageStorage, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const kept = await db
    .selectDistinct({ url: orderItems.imageUrl })
    .from(orderItems)
    .where(inArray(orderItems.imageUrl, urls));
  const inUse = new Set(kept.map((k) => k.url));
  await removeImages(storage, uploadedKeysOf(urls.filter((u) => !inUse.has(u))));
}

/** The seller's view of product `id` (with itemsSold); 404 'Product not found' when absent. */
async function loadOne(db: Db, id: number): Promise<Product> {
  const [product] = await withItemsSold(db, await loadProducts(db, [id]));
  if (product === undefined) throw notFound(MESSAGES.products.notFound);
  return product;
}

/**
 * Creates a product of `sellerId` from a product form. Missing flags take the spec's defaults
 * (PRODUCT_FLAG_DEFAULTS); the images go to `storage`. Throws HttpError 400 for a bad field,
 * UploadError for a bad image, the storage's error (StorageUnavailableError for S3) when an image
 * cannot be written; nothing is left behind then.
 */
export async function createListing(
  db: Db,
  storage: ImageStorage,
  sellerId: number,
  form: MultipartForm,
): Promise<Product> {
  // Missing flags take the spec's defaults; a blank discount means none (contract, decision 045).
  const fields = parseFields(productCreateFields(form.fields));
  const bullets = bulletsOf(form.fields);
  const id = await withNewImages(db, storage, form, async (tx, imageUrls) => {
    const [row] = await tx
      .insert(products)
      .values({ ...toColumns(fields), ownerId: sellerId, active: true })
      .returning({ id: products.id });
    if (row === undefined) throw new Error('product insert returned no row');
    await insertChildren(tx, row.id, imageUrls, bullets);
    await publishCatalogueChange(tx, { ids: [row.id], lists: true, categories: [fields.category] });
    return row.id;
  });
  return loadOne(db, id);
}

/**
 * Units sold of each product in `ids` ('items sold'): the sum of order_items.quantity in
 * orders that are not cancelled, in one grouped query. Products never sold are absent (0).
 */
export async function unitsSold(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ productId: orderItems.productId, sold: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.productId, [...ids]), ne(orders.status, 'cancelled')))
    .groupBy(orderItems.productId);
  return new Map(rows.flatMap((r) => (r.productId === null ? [] : [[r.productId, Number(r.sold)] as const])));
}

/** The seller's products with `itemsSold` filled (unitsSold). */
async function withItemsSold(db: Db, list: Product[]): Promise<Product[]> {
  const sold = await unitsSold(
    db,
    list.map((p) => p.id),
  );
  return list.map((p) => ({ ...p, itemsSold: sold.get(p.id) ?? 0 }));
}

/** Every product of `sellerId` (inactive and suspended too), newest first, with itemsSold. */
export async function listMyListings(db: Db, sellerId: number): Promise<Product[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.ownerId, sellerId))
    .orderBy(desc(products.createdAt), desc(products.id));
  return withItemsSold(
    db,
    await loadProducts(
      db,
      rows.map((r) => r.id),
    ),
  );
}

/** Throws 404 'Product not found' for an unknown id and 403 for someone else's product. */
async function assertOwner(db: Db, sellerId: number, id: number): Promise<void> {
  const [row] = await db.select({ ownerId: products.ownerId }).from(products).where(eq(products.id, id));
  if (row === undefined) throw notFound(MESSAGES.products.notFound);
  if (row.ownerId !== sellerId) throw forbidden();
}

/** The seller's own product `id` (any state) with itemsSold. 404 unknown, 403 someone else's. */
export async function getMyListing(db: Db, sellerId: number, id: number): Promise<Product> {
  await assertOwner(db, sellerId, id);
  return loadOne(db, id);
}

/**
 * Updates the seller's product `id` from a product form (see the module note). A `productId`
 * field, when sent, must equal `id`. The fields not sent keep the values read under the row's
 * lock; the stock follows the contract's stockAfterEdit (decision 042: a sale made meanwhile is
 * kept; `loadedItemsInStock` guards a stale edit form). New images go to `storage`; the replaced
 * ones are removed from it after the commit (unless a past order shows them). Throws 404/403 as
 * getMyListing, 400 for a bad field, 409 LISTING_MESSAGES.stockChangedWhileEditing (nothing
 * written), UploadError for a bad image, the storage's error as createListing.
 */
export async function updateListing(
  db: Db,
  storage: ImageStorage,
  sellerId: number,
  id: number,
  form: MultipartForm,
): Promise<Product> {
  await assertOwner(db, sellerId, id);
  const sentId = form.fields.productId;
  if (sentId !== undefined && sentId.trim() !== '' && sentId.trim() !== String(id)) {
    throw badRequest(`${MESSAGES.server.invalidRequest} productId: does not match the product being updated`);
  }
  const sent = productUpdateFields(form.fields);
  // Checked before the images are processed, so a bad field costs no upload; the values the
  // update writes are read again under the row lock below.
  parseFields({ ...asFormText(await loadOne(db, id)), ...sent });
  const stockEdit = parseStockEdit(sent);
  const bullets = bulletsOf(form.fields);
  const replaced = await withNewImages(db, storage, form, async (tx, imageUrls) => {
    // Lock the row and check the owner again inside the transaction (no race with a transfer or delete).
    const [locked] = await tx
      .select({ ownerId: products.ownerId })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (locked === undefined) throw notFound(MESSAGES.products.notFound);
    if (locked.ownerId !== sellerId) throw forbidden();
    // The fields not sent keep the values read now, under the lock: a sale, a cancellation or a
    // moderation committed while the images were processed and stored stands (decision 042).
    const [current] = await loadProducts(tx, [id]);
    if (current === undefined) throw notFound(MESSAGES.products.notFound);
    const fields = parseFields({ ...asFormText(current), ...sent });
    const stock = stockAfterEdit(current, stockEdit);
    if (stock === 'stockChanged') throw conflict(LISTING_MESSAGES.stockChangedWhileEditing);
    const { itemsInStock, ...columns } = { ...toColumns(fields), ...stock };
    // items_in_stock is written only when the update changes it.
    const next = itemsInStock === current.itemsInStock ? columns : { ...columns, itemsInStock };
    await publishProductUpdate(tx, id, next); // before the UPDATE: compares old and new
    await tx
      .update(products)
      .set({ ...next, updatedAt: sql`now()` })
      .where(and(eq(products.id, id), eq(products.ownerId, sellerId)));
    let old: string[] = [];
    if (imageUrls !== undefined) {
      old = (
        await tx
          .delete(productImages)
          .where(eq(productImages.productId, id))
          .returning({ url: productImages.imageUrl })
      ).map((r) => r.url);
    }
    if (bullets !== undefined) await tx.delete(bulletPoints).where(eq(bulletPoints.productId, id));
    await insertChildren(tx, id, imageUrls, bullets);
    return old;
  });
  await removeUnusedImages(db, storage, replaced);
  return loadOne(db, id);
}

/**
 * Deletes the seller's product `id` with its images, bullet points, cart lines, bookmarks and
 * reviews (ON DELETE CASCADE); past orders keep their lines (product_id set null) and images.
 * The images no order shows are removed from `storage` after the commit (never throws for
 * that). Throws 404/403 as getMyListing; 409 LISTING_MESSAGES.hasConversations when anyone wrote
 * to the seller about it (decision 074: it may be suspended instead).
 */
export async function deleteListing(
  db: Db,
  storage: ImageStorage,
  sellerId: number,
  id: number,
): Promise<void> {
  await assertOwner(db, sellerId, id);
  const urls = await db.transaction(async (tx) => {
    if (await hasConversationsAbout(tx, id)) throw conflict(LISTING_MESSAGES.hasConversations);
    const images = await tx
      .select({ url: productImages.imageUrl })
      .from(productImages)
      .where(eq(productImages.productId, id));
    const gone = await tx
      .delete(products)
      .where(and(eq(products.id, id), eq(products.ownerId, sellerId)))
      .returning({ id: products.id });
    if (gone.length === 0) throw notFound(MESSAGES.products.notFound);
    await publishCatalogueChange(tx, { ids: [id], lists: true });
    return images.map((i) => i.url);
  });
  await removeUnusedImages(db, storage, urls);
}
