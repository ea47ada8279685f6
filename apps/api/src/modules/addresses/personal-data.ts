/** The addresses module's part of 'Your data' (decision 073): the saved addresses, and their deletion. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { addresses } from '../../platform/db/schema.ts';

/** The saved delivery addresses of `userId`, oldest first. */
export async function addressesSection(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id));
  return rows.map((a) => ({
    name: a.name,
    line1: a.line1,
    line2: a.line2,
    city: a.city,
    postcode: a.postcode,
    created_at: a.createdAt.toISOString(),
  }));
}

/** Deletes every saved address of `userId` (an account's deletion, decision 073). */
export async function eraseAddresses(tx: Db, userId: number): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.userId, userId));
}
