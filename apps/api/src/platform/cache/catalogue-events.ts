/**
 * Catalogue change events (decision 026). Every write that can change
 * a public catalogue answer (list, search, category page) publishes what it changed with
 * `publishCatalogueChange(tx, change)` inside its transaction: `pg_notify` on the schema's
 * `catalogue` channel, heard by every process on commit only, and by this process right after its
 * commit (platform/db/notify.ts). Each process's list cache (platform/cache/list-cache.ts) then drops only the
 * answers the change can affect:
 * - `lists: true` (created, deleted, (un)suspended, (un)approved, (de)activated, or its name,
 *   description, tags or category changed: the product may enter, leave or move in lists and
 *   searches): every all-products page, every search, and the category pages of `categories`
 *   (of every category when not given), plus any answer listing one of `ids`;
 * - `lists: false` (price, stock, flags, images, bullet points, and a review added, re-rated or
 *   deleted: the product's rating and review count, decision 028): only the answers listing one of `ids`.
 * - `sellers` (a seller's public figures changed: a rating of them, their name, a completed sale;
 *   decision 075): the answers carrying that seller's card (a product answer), plus, as for any
 *   event, the answers that depend on `facts` (the server-rendered pages among them).
 * A write that does not touch products, their reviews or sellers' figures (cart, bookmarks,
 * sign-in, addresses) publishes nothing.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { notify, type Db } from '../db/client.ts';
import { products } from '../db/schema.ts';

/** The notification channel of catalogue changes (per database schema: platform/db/notify.ts). */
export const CATALOGUE_CHANNEL = 'catalogue';

/** What one catalogue write changed (see module comment). */
export type CatalogueChange =
  | {
      /** The products written. */
      ids: readonly number[];
      /** True when the products may have entered, left or moved in public lists or searches. */
      lists: boolean;
      /** With `lists`: the categories (old and new) whose pages may change; absent = any category. */
      categories?: readonly string[] | undefined;
      /** Sellers (user ids) whose card changed: their name, ratings or completed sales (decision 075). */
      sellers?: readonly number[] | undefined;
    }
  /** Anything may have changed (bulk writes, a reset): drop every answer. */
  | { all: true };

/** Longest payload sent; a larger change is sent as `{ all: true }` (pg_notify allows 8000 bytes). */
const MAX_PAYLOAD_BYTES = 7000;

/** The payload text of `change` (compact JSON; `{ all: true }` when too large). */
export function encodeCatalogueChange(change: CatalogueChange): string {
  const text = JSON.stringify(
    'all' in change
      ? { all: true }
      : {
          ids: change.ids,
          lists: change.lists,
          ...(change.lists && change.categories !== undefined ? { categories: change.categories } : {}),
          ...(change.sellers !== undefined && change.sellers.length > 0 ? { sellers: change.sellers } : {}),
        },
  );
  return Buffer.byteLength(text) > MAX_PAYLOAD_BYTES ? '{"all":true}' : text;
}

/** The change a payload describes; anything unreadable counts as `{ all: true }` (drop everything). */
export function decodeCatalogueChange(payload: string): CatalogueChange {
  try {
    const value = JSON.parse(payload) as {
      ids?: unknown;
      lists?: unknown;
      categories?: unknown;
      sellers?: unknown;
    };
    const ids = value.ids;
    if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id)) || typeof value.lists !== 'boolean')
      return { all: true };
    const categories = value.categories;
    if (
      categories !== undefined &&
      !(Array.isArray(categories) && categories.every((c) => typeof c === 'string'))
    )
      return { all: true };
    const sellers = value.sellers;
    if (sellers !== undefined && !(Array.isArray(sellers) && sellers.every((id) => Number.isInteger(id))))
      return { all: true };
    return {
      ids: ids as number[],
      lists: value.lists,
      categories: categories as string[] | undefined,
      ...(sellers !== undefined ? { sellers: sellers as number[] } : {}),
    };
  } catch {
    return { all: true };
  }
}

/**
 * Publishes `change` on the catalogue channel: in `db`'s transaction when it is one (heard on
 * commit only), else at once. One statement. Nothing is sent for a change of no product and no seller.
 */
export async function publishCatalogueChange(db: Db, change: CatalogueChange): Promise<void> {
  if (!('all' in change) && change.ids.length === 0 && (change.sellers ?? []).length === 0) return;
  await notify(db, CATALOGUE_CHANNEL, encodeCatalogueChange(change));
}

/** The product columns whose change can move a product in or out of public lists and searches. */
const LIST_COLUMNS = {
  name: products.name,
  description: products.description,
  tags: products.tags,
  category: products.category,
  active: products.active,
  sellerSuspended: products.sellerSuspended,
  adminApproved: products.adminApproved,
} as const;

/** The values `publishProductUpdate` compares (any subset of LIST_COLUMNS' keys, plus others ignored). */
export type ProductUpdate = Partial<{
  name: string;
  description: string;
  tags: string;
  category: string;
  active: boolean;
  sellerSuspended: boolean;
  adminApproved: boolean;
}>;

/**
 * Publishes the change of updating product `id` to `next` (the values about to be written): call it
 * in the transaction, after locking the row and BEFORE the UPDATE. Compares `next` with the stored
 * row (one statement): a change of name, description, tags, category, active, the seller's suspend switch
 * (sellerSuspended) or adminApproved is a list change (categories old and new); anything else only changes the answers
 * listing the product. Nothing is sent for an unknown id.
 */
export async function publishProductUpdate(db: Db, id: number, next: ProductUpdate): Promise<void> {
  const [row] = await db.select(LIST_COLUMNS).from(products).where(eq(products.id, id));
  if (row === undefined) return;
  const lists = (Object.keys(LIST_COLUMNS) as (keyof typeof LIST_COLUMNS)[]).some(
    (key) => next[key] !== undefined && next[key] !== row[key],
  );
  await publishCatalogueChange(db, {
    ids: [id],
    lists,
    categories: [...new Set([row.category, next.category ?? row.category])],
  });
}

/**
 * Puts the listings of seller `sellerId` on or off sale with their account (decision 045): sets
 * products.seller_active to `isActive` (the products_off_sale trigger of migration 013 then keeps
 * `suspend`) and publishes the list change of the products that moved, so every process's cache
 * drops them (decision 026). Call it in the transaction that (de)activates the account, from every
 * place that writes users.is_active. One statement, plus the notification when any product moved.
 */
export async function setSellerListingsActive(db: Db, sellerId: number, isActive: boolean): Promise<void> {
  const moved = await db
    .update(products)
    .set({ sellerActive: isActive, updatedAt: sql`now()` })
    .where(and(eq(products.ownerId, sellerId), ne(products.sellerActive, isActive)))
    .returning({ id: products.id });
  await publishCatalogueChange(db, { ids: moved.map((r) => r.id), lists: true });
}

/**
 * Puts the listings of seller `sellerId` on or off 'taking orders' with their payout account
 * (decision 059): sets products.seller_taking_orders to `taking` and publishes the change of the
 * products that moved (their answers and the lists that show them, which carry the flag), so
 * every process's cache drops them (decision 026). Call it in the transaction that changes the
 * payout account's state. One statement, plus the notification when any product moved.
 */
export async function setSellerListingsTakingOrders(
  db: Db,
  sellerId: number,
  taking: boolean,
): Promise<void> {
  const moved = await db
    .update(products)
    .set({ sellerTakingOrders: taking, updatedAt: sql`now()` })
    .where(and(eq(products.ownerId, sellerId), ne(products.sellerTakingOrders, taking)))
    .returning({ id: products.id });
  if (moved.length > 0) await publishCatalogueChange(db, { ids: moved.map((r) => r.id), lists: true });
}

/**
 * Publishes that the public figures of seller `sellerId` changed (decision 075): a rating of them,
 * their display name, a sale completed, or a rating hidden. Every process then drops the product
 * answers carrying their seller card (tagged `sellers`) and the answers depending on `facts`
 * (server-rendered pages). Call it in the transaction of the write. One statement.
 */
export async function publishSellerChange(db: Db, sellerId: number): Promise<void> {
  await publishCatalogueChange(db, { ids: [], lists: false, sellers: [sellerId] });
}
