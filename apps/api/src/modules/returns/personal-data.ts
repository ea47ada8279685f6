/**
 * The returns module's part of 'Your data' (decision 073): the return requests a user made or
 * answered, the open ones that stop a deletion, and the anonymising of a deleted user's requests
 * (kept with their orders as the record of each refund, without notes or addresses).
 */
import { OPEN_RETURN_STATUSES } from '@shop/contract';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { returnRequests } from '../../platform/db/schema.ts';

/** The return requests `userId` made (role buyer) or received as seller, oldest first. */
export async function returnRequestsSection(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(returnRequests)
    .where(or(eq(returnRequests.buyerId, userId), eq(returnRequests.sellerId, userId)))
    .orderBy(asc(returnRequests.id));
  return rows.map((r) => ({
    id: r.id,
    role: r.buyerId === userId ? 'buyer' : 'seller',
    order_id: r.orderId,
    quantity: r.quantity,
    reason: r.reason,
    note: r.note,
    status: r.status,
    return_address: r.returnAddress,
    decline_reason: r.declineReason,
    amount_pence: r.amountPence,
    refunded_pence: r.refundedPence,
    created_at: r.createdAt.toISOString(),
    resolved_at: r.resolvedAt?.toISOString() ?? null,
  }));
}

/** How many return requests of `userId`, as buyer or seller, are in OPEN_RETURN_STATUSES. */
export async function openReturnCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(returnRequests)
    .where(
      and(
        inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]),
        or(eq(returnRequests.buyerId, userId), eq(returnRequests.sellerId, userId)),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * In the deletion's transaction `tx` (decision 073): the buyer's free-text notes of `userId`'s
 * requests are blanked and their photos taken off the requests (decision 076), and the return
 * address they gave as seller removed; states, amounts and dates stay with the order's record.
 * Returns the public addresses of the photos taken off, for the caller to remove from storage
 * once the transaction has committed (files are not part of it).
 */
export async function anonymiseReturnRequests(tx: Db, userId: number): Promise<string[]> {
  const photos = await tx
    .select({ photos: returnRequests.photos })
    .from(returnRequests)
    .where(eq(returnRequests.buyerId, userId));
  await tx
    .update(returnRequests)
    .set({ note: '', photos: [], updatedAt: sql`now()` })
    .where(eq(returnRequests.buyerId, userId));
  await tx
    .update(returnRequests)
    .set({ returnAddress: null, updatedAt: sql`now()` })
    .where(eq(returnRequests.sellerId, userId));
  return photos.flatMap((r) => r.photos);
}
