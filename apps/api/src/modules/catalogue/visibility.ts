/**
 * Who may see a product (spec section 2): the public rule (active, not suspended, approved by
 * staff) as SQL and on a row, and the owner's exception for the product page.
 */
import { MESSAGES, isOnSale } from '@shop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { products } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { ProductRecord } from './product-record.ts';

/**
 * SQL condition: the product shows in public lists (active, not suspended, approved by staff);
 * `suspend` also covers a staff hold and a closed seller account (migration 013, decision 045).
 */
export const isPublicProduct: SQL = sql`${products.active} AND NOT ${products.suspend} AND ${products.adminApproved}`;

/**
 * The same rule as isPublicProduct on a row already read: the contract's isOnSale (decision 054:
 * one predicate). The row's `suspend` already covers a staff hold and a closed seller account
 * (migration 013), so the hold and the seller's account count as clear here.
 */
export function isPublicRow(row: Pick<ProductRecord, 'active' | 'suspend' | 'adminApproved'>): boolean {
  return isOnSale({
    active: row.active,
    suspend: row.suspend,
    adminApproved: row.adminApproved,
    hold_reason: null,
    seller_active: true,
  });
}

/**
 * Who is asking, for getVisibleProduct: the viewer's user id (undefined for a visitor), or a
 * function that looks the signed-in user up (called only when the answer depends on it).
 */
export type ProductViewer = number | undefined | (() => Promise<{ id: number } | null | undefined>);

/** Throws 404 'Product not found' unless `product` is public or `viewer` is its owner (asked only then). */
export async function checkVisible(
  product: Pick<ProductRecord, 'ownerId' | 'active' | 'suspend' | 'adminApproved'>,
  viewer: ProductViewer,
): Promise<void> {
  if (isPublicRow(product)) return;
  const viewerId = typeof viewer === 'function' ? (await viewer())?.id : viewer;
  if (viewerId === undefined || product.ownerId !== viewerId) throw notFound(MESSAGES.products.notFound);
}
