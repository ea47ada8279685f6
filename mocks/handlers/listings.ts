/**
 * Seller listing handlers (spec section 7): add a product (multipart: the contract's
 * ProductFormFields, bullets bullet_1..n, files `images`), list and read your own products
 * (inactive ones too, newest first, each with `itemsSold`), update and delete your own (403 for
 * someone else's). The stock follows the contract's stock rules (stockAfterEdit, decision 042:
 * 409 LISTING_MESSAGES.stockChangedWhileEditing for a stale edit form). `salePrice` follows the contract's price rule (decision 019).
 * Uploaded images are checked by content (JPEG, PNG, WebP, GIF, AVIF), size and count, and kept
 * as object URLs in the browser or data URLs in Node.
 */
import * as z from 'zod/mini';
import {
  DEFAULT_DISPATCH_DAYS,
  LISTING_MESSAGES,
  ListingStockEdit,
  MAX_IMAGES,
  MAX_IMAGE_BYTES,
  MESSAGES,
  ProductFormFields,
  decodableSize,
  describeBadText,
  headerImageSize,
  productCreateFields,
  productUpdateFields,
  stockAfterEdit,
  storedStock,
  toPence,
  toPounds,
  type BulletPoint,
  type Product,
  type ProductImage,
} from '@shop/contract';
import { db, type DbProduct, type DbUser } from '../db.ts';
import { unitsSold } from '../store/orders.ts';
import { sellerTakesOrdersNow } from '../store/payouts.ts';
import { PLACEHOLDER_IMAGE_URL, createProduct, salePriceFor } from '@shop/sample-catalogue';
import { HttpError, badRequest, conflict, forbidden, notFound, parseOr400, route } from './http.ts';

const PartialProductFormFields = z.partial(ProductFormFields);

/** The image type of `bytes` by its signature, or undefined when it is not an accepted image. */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (ascii(0, 4) === 'GIF8') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'image/avif';
  return undefined;
}

/** `bytes` of image type `type` as a data URL (how the mocks keep an upload in Node). */
function toDataUrl(type: string, bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/** The uploaded `images` of `form` as stored addresses; 400 for a wrong type, size or count. */
async function storeImages(form: FormData): Promise<string[]> {
  const files = form.getAll('images').filter((v): v is File => typeof v !== 'string' && v.size > 0);
  if (files.length > MAX_IMAGES) throw badRequest(MESSAGES.server.tooManyImages);
  const checked: { file: File; type: string; bytes: Uint8Array }[] = [];
  for (const file of files) {
    // 413, as the server's multipart reader answers a file over the limit.
    if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, MESSAGES.server.imageTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw badRequest(MESSAGES.server.imageType);
    // As the server (decision 045): an image too large to decode is refused from its header.
    const size = headerImageSize(bytes);
    if (size !== undefined && !decodableSize(size.width, size.height))
      throw badRequest(LISTING_MESSAGES.imageDimensions);
    checked.push({ file, type, bytes });
  }
  return checked.map(storedImageUrl);
}

/**
 * Where the mocks keep an uploaded image (checked first by the caller): an object URL in the
 * browser, a data URL in Node. Listing images and return photos (decision 067) alike.
 */
export function storedImageUrl({
  file,
  type,
  bytes,
}: {
  file: File;
  type: string;
  bytes: Uint8Array;
}): string {
  const browser = typeof document !== 'undefined' && typeof URL.createObjectURL === 'function';
  return browser ? URL.createObjectURL(file) : toDataUrl(type, bytes);
}

/**
 * Text fields of `form` (files left out). Throws 400 when a field name or value holds a NUL byte
 * or an unpaired surrogate (contract describeBadText).
 */
export function textFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') out[key] = value;
  });
  const badText = describeBadText(out);
  if (badText !== undefined) throw badRequest(badText);
  return out;
}

/** The bullets bullet_1..bullet_n of `fields` in number order, trimmed, empty ones dropped; undefined when none sent. */
function bulletsOf(fields: Record<string, string>): string[] | undefined {
  const keys = Object.keys(fields).filter((k) => /^bullet_\d+$/.test(k));
  if (keys.length === 0) return undefined;
  return keys
    .sort((a, b) => Number(a.slice(7)) - Number(b.slice(7)))
    .map((k) => (fields[k] ?? '').trim())
    .filter(Boolean);
}

/** The multipart body of `request`; 400 when it is not multipart/form-data. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest(`${MESSAGES.server.invalidRequest} The body must be multipart/form-data.`);
  }
}

const toBullets = (texts: readonly string[]): BulletPoint[] =>
  texts.map((text) => ({ id: db.nextId('bullet'), text }));
const toImages = (urls: readonly string[]): ProductImage[] =>
  urls.map((url) => ({ id: db.nextId('image'), image_url: url }));
const pounds = (value: number): number => toPounds(toPence(value));

/** The product `id` sold by `me`: 404 when unknown, 403 when someone else's. */
function ownProduct(id: number, me: DbUser): DbProduct {
  const row = db.productById(id);
  if (!row) throw notFound(MESSAGES.products.notFound);
  if (row.ownerId !== me.user.id) throw forbidden();
  return row;
}

/** `product` as its seller sees it: with `itemsSold` (units in orders that are not cancelled). */
function withItemsSold(product: Product): Product {
  return { ...product, itemsSold: unitsSold(db, product.id) };
}

/** addProduct, listMyProducts, getMyProduct, updateMyProduct, deleteMyProduct. */
export const listingsHandlers = [
  route('addProduct', async ({ request, user }) => {
    const form = await readForm(request);
    const raw = textFields(form);
    const fields = parseOr400(ProductFormFields, productCreateFields(raw));
    const urls = await storeImages(form);
    const id = db.nextId('product');
    const images = toImages(urls);
    const price = pounds(fields.price);
    const product: Product = createProduct({
      ...fields,
      ...storedStock(fields.itemsInStock, fields.inStock),
      dispatchDays: fields.dispatchDays ?? DEFAULT_DISPATCH_DAYS,
      id,
      price,
      images,
      imageUrl: images[0]?.image_url ?? PLACEHOLDER_IMAGE_URL,
      bullet_points: toBullets(bulletsOf(raw) ?? []),
      rating: 0,
      review_count: 0,
      active: true,
      adminApproved: true,
      approved: true,
      seller_id: user.user.id,
      seller_active: true,
      // Buyable only once the seller's payout account is active (decision 059).
      seller_taking_orders: sellerTakesOrdersNow(db, user.user.id),
      hold_reason: null,
      created_at: new Date().toISOString(),
    });
    db.products.push({ product, ownerId: user.user.id });
    return { status: 201, body: { success: true, product } };
  }),
  route('listMyProducts', ({ user }) => {
    const products = db.products
      .filter((p) => p.ownerId === user.user.id)
      .map((p) => withItemsSold(p.product))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return { body: { success: true, products } };
  }),
  route('getMyProduct', ({ params, user }) => ({
    body: { success: true, product: withItemsSold(ownProduct(params.id, user).product) },
  })),
  route('updateMyProduct', async ({ request, params, user }) => {
    const row = ownProduct(params.id, user);
    const form = await readForm(request);
    const raw = textFields(form);
    // Blank numbers unchanged; on a full form absent flags false (decision 021).
    const sent = productUpdateFields(raw);
    const fields = parseOr400(PartialProductFormFields, sent);
    const stockEdit = parseOr400(ListingStockEdit, sent);
    const urls = await storeImages(form);
    const bullets = bulletsOf(raw);
    // The stock as the product has it now, after the images (decision 042).
    const stock = stockAfterEdit(row.product, stockEdit);
    if (stock === 'stockChanged') throw conflict(LISTING_MESSAGES.stockChangedWhileEditing);
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([, v]) => v !== undefined),
    ) as Partial<Product>;
    const next: Product = { ...row.product, ...changes, ...stock };
    next.price = pounds(next.price);
    next.salePrice = salePriceFor(next);
    if (bullets !== undefined) next.bullet_points = toBullets(bullets);
    if (urls.length > 0) {
      next.images = toImages(urls);
      next.imageUrl = next.images[0]?.image_url ?? PLACEHOLDER_IMAGE_URL;
    }
    row.product = next;
    return { body: { success: true, product: next } };
  }),
  route('deleteMyProduct', ({ params, user }) => {
    const row = ownProduct(params.id, user);
    const id = row.product.id;
    // Kept when anyone wrote about it: the conversation keeps its subject (decision 074).
    if (db.conversations.some((c) => c.productId === id)) throw conflict(LISTING_MESSAGES.hasConversations);
    db.products = db.products.filter((p) => p !== row);
    db.cartLines = db.cartLines.filter((l) => l.productId !== id);
    db.bookmarks = db.bookmarks.filter((b) => b.productId !== id);
    db.reviews = db.reviews.filter((c) => c.review.product_id !== id);
    return { body: { success: true } };
  }),
];
