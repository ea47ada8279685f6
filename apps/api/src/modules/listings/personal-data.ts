/**
 * The listings module's part of 'Your data' (decision 073): the user's listings, and their
 * withdrawal when the account is deleted, through the closed seller's path (decision 045): off
 * sale everywhere, and a cart holding one shows it as no longer available (decision 047).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { products } from '../../platform/db/schema.ts';
import {
  setSellerListingsActive,
  setSellerListingsTakingOrders,
} from '../../platform/cache/catalogue-events.ts';

/** The listings `userId` made, oldest first: name, price (pence), stock, state and dates. */
export async function listingsSection(db: Db, userId: number) {
  const rows = await db.select().from(products).where(eq(products.ownerId, userId)).orderBy(asc(products.id));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    category: p.category,
    description: p.description,
    detailed_description: p.detailedDescription,
    price_pence: p.pricePence,
    items_in_stock: p.itemsInStock,
    active: p.active,
    on_sale_to_shoppers: p.active && !p.suspend && p.adminApproved,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  }));
}

/** Takes every listing of `userId` off sale for good (an account's deletion, decision 073). */
export async function withdrawListings(tx: Db, userId: number): Promise<void> {
  await tx.update(products).set({ active: false }).where(eq(products.ownerId, userId));
  await setSellerListingsActive(tx, userId, false);
  await setSellerListingsTakingOrders(tx, userId, false);
}
