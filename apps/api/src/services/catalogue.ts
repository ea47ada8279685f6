/**
 * The catalogue (spec sections 2 and 7): contract `Product`s from rows (pence -> pounds at this
 * boundary), the public paged list, full-text + trigram search, category results and one product.
 * Public lists show only public products (active, not suspended, approved by staff), in id order
 * (search: by rank). `salePrice` is computed on read with the contract's `chargedPricePence`.
 * Queries are shaped for a large catalogue: ids of one page come from the partial indexes
 * (products_public_idx, products_public_category_idx), then the page's rows are loaded by id;
 * totals come from `catalogue_counts` (kept exact by a trigger); search considers at most
 * SEARCH_RESULT_CAP matches. Measured with apps/api/scripts/catalogue-scale.ts.
 */
import {
  CATEGORIES,
  MESSAGES,
  PLACEHOLDER_IMAGE_URL,
  chargedPricePence,
  isDiscounted,
  toPence,
  toPounds,
  type Pagination,
  type Product,
} from '@shop/api-client/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/index.ts';
import { bulletPoints, catalogueCounts, productImages, products, type ProductRow } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

export { PLACEHOLDER_IMAGE_URL } from '@shop/api-client/contract';

/**
 * A product row as selected: everything but the search vector and the legacy `sale_price_pence`
 * (decision 019: the sale price is computed on read with `chargedPricePence`, never stored).
 */
export type ProductRecord = Omit<ProductRow, 'search' | 'salePricePence'>;

/** The columns of `products` except the tsvector and the legacy sale price (never read). */
export const productColumns = {
  id: products.id,
  ownerId: products.ownerId,
  name: products.name,
  pricePence: products.pricePence,
  description: products.description,
  detailedDescription: products.detailedDescription,
  tags: products.tags,
  category: products.category,
  isNew: products.isNew,
  featured: products.featured,
  specialOffer: products.specialOffer,
  onSale: products.onSale,
  popular: products.popular,
  percentageOff: products.percentageOff,
  itemsInStock: products.itemsInStock,
  active: products.active,
  inStock: products.inStock,
  suspend: products.suspend,
  adminApproved: products.adminApproved,
  approved: products.approved,
  rating: products.rating,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** SQL condition: the product shows in public lists (active, not suspended, approved by staff). */
export const isPublicProduct: SQL = sql`${products.active} AND NOT ${products.suspend} AND ${products.adminApproved}`;

/**
 * The product columns a purchase is checked against (seller, price rule inputs, stock and
 * visibility): read when a checkout session opens and again, FOR UPDATE, when it is paid, so both
 * checks see the same facts. Feed the row to chargedPricePence and isPublicRow.
 */
export const purchaseColumns = {
  ownerId: products.ownerId,
  pricePence: products.pricePence,
  onSale: products.onSale,
  specialOffer: products.specialOffer,
  percentageOff: products.percentageOff,
  itemsInStock: products.itemsInStock,
  inStock: products.inStock,
  active: products.active,
  suspend: products.suspend,
  adminApproved: products.adminApproved,
} as const;

/** The same rule as isPublicProduct on a row already read: active, not suspended, approved by staff. */
export function isPublicRow(row: Pick<ProductRecord, 'active' | 'suspend' | 'adminApproved'>): boolean {
  return row.active && !row.suspend && row.adminApproved;
}

/**
 * The contract `salePrice` of a product row, in pence: the charged price (`chargedPricePence`,
 * decision 019) when the product is discounted, else null (the shopper pays the list price).
 */
export function salePricePenceOf(
  row: Pick<ProductRecord, 'pricePence' | 'onSale' | 'specialOffer' | 'percentageOff'>,
): number | null {
  return isDiscounted(row) ? chargedPricePence(row) : null;
}

/** What one unit of a contract Product costs now, in integer pence: `salePrice ?? price` (decision 019). */
export function unitPricePenceOf(product: Pick<Product, 'price' | 'salePrice'>): number {
  return toPence(product.salePrice ?? product.price);
}

/**
 * The contract `Product` of `row` with its images and bullet points (in position order).
 * Prices go from pence to pounds here (`salePrice` computed by salePricePenceOf); imageUrl is the
 * first image or the placeholder.
 */
export function toContractProduct(
  row: ProductRecord,
  images: { id: number; imageUrl: string }[],
  bullets: { id: number; text: string }[],
): Product {
  const salePence = salePricePenceOf(row);
  return {
    id: row.id,
    name: row.name,
    price: toPounds(row.pricePence),
    description: row.description,
    detailedDescription: row.detailedDescription,
    images: images.map((i) => ({ id: i.id, image_url: i.imageUrl })),
    tags: row.tags,
    bullet_points: bullets.map((b) => ({ id: b.id, text: b.text })),
    category: row.category,
    new: row.isNew,
    featured: row.featured,
    specialOffer: row.specialOffer,
    onSale: row.onSale,
    popular: row.popular,
    percentageOff: row.percentageOff,
    salePrice: salePence === null ? null : toPounds(salePence),
    itemsInStock: row.itemsInStock,
    active: row.active,
    inStock: row.inStock,
    suspend: row.suspend,
    adminApproved: row.adminApproved,
    approved: row.approved,
    rating: Math.round(row.rating * 10) / 10,
    imageUrl: images[0]?.imageUrl ?? PLACEHOLDER_IMAGE_URL,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Contract products for `ids`, in the order of `ids` (unknown ids are skipped). Three queries
 * whatever the number of ids: rows, images, bullet points.
 */
export async function loadProducts(db: Db, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [rows, images, bullets] = await Promise.all([
    db.select(productColumns).from(products).where(inArray(products.id, unique)),
    db
      .select({ id: productImages.id, productId: productImages.productId, imageUrl: productImages.imageUrl })
      .from(productImages)
      .where(inArray(productImages.productId, unique))
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id)),
    db
      .select({ id: bulletPoints.id, productId: bulletPoints.productId, text: bulletPoints.text })
      .from(bulletPoints)
      .where(inArray(bulletPoints.productId, unique))
      .orderBy(asc(bulletPoints.productId), asc(bulletPoints.position), asc(bulletPoints.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const group = <T extends { productId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) {
      const bucket = map.get(item.productId);
      if (bucket) bucket.push(item);
      else map.set(item.productId, [item]);
    }
    return map;
  };
  const imagesBy = group(images);
  const bulletsBy = group(bullets);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toContractProduct(row, imagesBy.get(id) ?? [], bulletsBy.get(id) ?? [])] : [];
  });
}

/** Paging facts: totalPages is ceil(totalItems / pageSize), 0 for an empty list (as the mocks). */
export function pagination(page: number, pageSize: number, totalItems: number): Pagination {
  return { page, pageSize, totalPages: Math.ceil(totalItems / pageSize), totalItems };
}

/** The canonical category for `text` (case-insensitive, trimmed), or the trimmed text itself. */
export function canonicalCategory(text: string): string {
  const t = text.trim();
  return CATEGORIES.find((c) => c.toLowerCase() === t.toLowerCase()) ?? t;
}

/** A page of products and its paging facts. */
export interface ProductPage {
  products: Product[];
  pagination: Pagination;
}

/** Number of public products, all (`category` undefined) or in one category: one row read. */
export async function countPublic(db: Db, category: string | undefined): Promise<number> {
  const rows = await db
    .select({ n: catalogueCounts.n })
    .from(catalogueCounts)
    .where(eq(catalogueCounts.category, category ?? ''))
    .limit(1);
  return Number(rows[0]?.n ?? 0);
}

async function pageOf(
  db: Db,
  category: string | undefined,
  page: number,
  pageSize: number,
): Promise<ProductPage> {
  const condition =
    category === undefined ? isPublicProduct : and(isPublicProduct, eq(products.category, category));
  const [idRows, totalItems] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(condition)
      .orderBy(asc(products.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countPublic(db, category),
  ]);
  return {
    products: await loadProducts(
      db,
      idRows.map((r) => r.id),
    ),
    pagination: pagination(page, pageSize, totalItems),
  };
}

/**
 * The public product list (listProducts): page `page` (1-based) of `pageSize`, optionally only
 * `category` (case-insensitive). A page past the end is empty.
 */
export function listProducts(
  db: Db,
  options: { page: number; pageSize: number; category?: string | undefined },
): Promise<ProductPage> {
  const category = options.category?.trim() ?? '';
  return pageOf(
    db,
    category === '' ? undefined : canonicalCategory(category),
    options.page,
    options.pageSize,
  );
}

/** Category results (filterProducts, spec section 2 search-category): empty `q` = all. */
export function filterProducts(
  db: Db,
  options: { q?: string | undefined; page: number; pageSize: number },
): Promise<ProductPage> {
  return listProducts(db, { page: options.page, pageSize: options.pageSize, category: options.q });
}

/** Most matches a search considers (then ranked and paged); keeps broad queries fast at scale. */
export const SEARCH_RESULT_CAP = 1000;

/**
 * Search (searchProducts; ARCHITECTURE "PostgreSQL full text with pg_trgm for typos and
 * prefixes"): `q` trimmed; empty = all public products in id order. Otherwise products whose
 * weighted document matches `websearch_to_tsquery(q)` OR whose name has a word similar to `q`
 * (pg_trgm `<%`, so 'hedphones' and 'headph' find headphones), ranked by text rank plus word
 * similarity, then id. At most SEARCH_RESULT_CAP matches are considered (totalItems <= the cap).
 */
export async function searchProducts(
  db: Db,
  options: { q?: string | undefined; page: number; pageSize: number },
): Promise<ProductPage> {
  const q = (options.q ?? '').trim().replace(/\s+/g, ' ');
  if (q === '') return pageOf(db, undefined, options.page, options.pageSize);
  const tsq = sql`websearch_to_tsquery('english', ${q})`;
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`WITH candidates AS (
          SELECT ${products.id} AS id,
                 ts_rank(${products.search}, ${tsq}) * 2 + word_similarity(${q}, ${products.name}) AS rank
          FROM ${products}
          WHERE ${isPublicProduct} AND (${products.search} @@ ${tsq} OR ${q} <% ${products.name})
          LIMIT ${SEARCH_RESULT_CAP}
        )
        SELECT id, (count(*) OVER ())::int AS total FROM candidates
        ORDER BY rank DESC, id
        LIMIT ${options.pageSize} OFFSET ${(options.page - 1) * options.pageSize}`,
  );
  let totalItems = rows[0]?.total;
  if (totalItems === undefined) {
    // Past the last page: still tell how many there are.
    const counted = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${products} WHERE ${isPublicProduct} AND (${products.search} @@ ${tsq} OR ${q} <% ${products.name}) LIMIT ${SEARCH_RESULT_CAP}) AS c`,
    );
    totalItems = counted[0]?.n ?? 0;
  }
  return {
    products: await loadProducts(
      db,
      rows.map((r) => Number(r.id)),
    ),
    pagination: pagination(options.page, options.pageSize, Number(totalItems)),
  };
}

/**
 * The product `id` as a visitor or `viewerId` may see it: public products, or any product of its
 * owner. Throws HttpError 404 'Product not found' otherwise (spec: edit-my-listing 'Product not found').
 */
export async function getVisibleProduct(db: Db, id: number, viewerId: number | undefined): Promise<Product> {
  const rows = await db
    .select({
      id: products.id,
      ownerId: products.ownerId,
      active: products.active,
      suspend: products.suspend,
      adminApproved: products.adminApproved,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  const row = rows[0];
  if (row === undefined || (!isPublicRow(row) && row.ownerId !== viewerId)) {
    throw notFound(MESSAGES.products.notFound);
  }
  const [product] = await loadProducts(db, [id]);
  if (product === undefined) throw notFound(MESSAGES.products.notFound);
  return product;
}

/**
 * Checks that product `id` exists and `viewerId` may see it (as getVisibleProduct) and returns
 * its stock facts; throws HttpError 404 'Product not found'.
 */
export async function visibleProductStock(
  db: Db,
  id: number,
  viewerId: number,
): Promise<{ id: number; itemsInStock: number; inStock: boolean }> {
  const rows = await db
    .select({
      id: products.id,
      ownerId: products.ownerId,
      active: products.active,
      suspend: products.suspend,
      adminApproved: products.adminApproved,
      itemsInStock: products.itemsInStock,
      inStock: products.inStock,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  const row = rows[0];
  if (row === undefined || (!isPublicRow(row) && row.ownerId !== viewerId)) {
    throw notFound(MESSAGES.products.notFound);
  }
  return { id: row.id, itemsInStock: row.itemsInStock, inStock: row.inStock };
}
