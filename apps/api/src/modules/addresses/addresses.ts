/**
 * Saved delivery addresses of the signed-in user (decision 020 "Delivery address"):
 * list, add and remove; UK only; the postcode (already checked by the contract's DeliveryAddress)
 * is stored normalised with the `postcode` library ('sw1a2aa' -> 'SW1A 2AA', toStoredAddress in
 * delivery-address.ts, the same rule as the checkout's address); at most
 * MAX_SAVED_ADDRESSES per user (400 MESSAGES.server.tooManyAddresses). Removing someone else's
 * address answers 403, an unknown one 404.
 */
import { MAX_SAVED_ADDRESSES, MESSAGES, type DeliveryAddress, type SavedAddress } from '@shop/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { addresses, users } from '../../platform/db/schema.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { toStoredAddress } from './delivery-address.ts';

type AddressRow = typeof addresses.$inferSelect;

function toSaved(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    name: row.name,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    postcode: row.postcode,
  };
}

/** The user's saved addresses, oldest first. */
export async function listAddresses(db: Db, userId: number): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id));
  return rows.map(toSaved);
}

/**
 * Saves `input` for the user and returns all their addresses. Throws HttpError 400
 * MESSAGES.server.tooManyAddresses when they already have MAX_SAVED_ADDRESSES (checked under a
 * lock of the user's row, so two requests at once cannot both pass). The postcode was checked by
 * the contract's DeliveryAddress; it is stored normalised (toStoredAddress).
 */
export async function addAddress(db: Db, userId: number, input: DeliveryAddress): Promise<SavedAddress[]> {
  const address = toStoredAddress(input);
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if ((counted?.n ?? 0) >= MAX_SAVED_ADDRESSES) throw badRequest(MESSAGES.server.tooManyAddresses);
    await tx.insert(addresses).values({ userId, ...address });
  });
  return listAddresses(db, userId);
}

/**
 * Removes the user's address `id` and returns the addresses left. Throws HttpError 404 for an
 * unknown id and 403 MESSAGES.server.forbidden for someone else's.
 */
export async function removeAddress(db: Db, userId: number, id: number): Promise<SavedAddress[]> {
  const [row] = await db.select({ userId: addresses.userId }).from(addresses).where(eq(addresses.id, id));
  if (row === undefined) throw notFound(MESSAGES.server.notFound);
  if (row.userId !== userId) throw forbidden(MESSAGES.server.forbidden);
  await db.delete(addresses).where(eq(addresses.id, id));
  return listAddresses(db, userId);
}
