/**
 * Guest carts and guest bookmarks (decision 032). A visitor's cart lines and bookmarks
 * are kept on the server under a `guests` row, found by the SHA-256 of a random token that lives
 * only in the HttpOnly `guest` cookie. The row is made on the visitor's first cart or bookmark
 * write, lasts GUEST_TTL_MS (30 days) after their last write, and is merged into the account
 * inside the sign-in / sign-up transaction (`mergeGuestInto`, the contract's mergeGuestCart and
 * mergeBookmarks), then deleted with its lines and bookmarks: a guest cart merges at most once.
 */
import { GUEST_TTL_MS, mergeBookmarks, mergeGuestCart, type MergeProduct } from '@shop/contract';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { bookmarks, cartItems, guests, products } from '../../platform/db/schema.ts';
import { hashToken, newSessionToken } from '../../platform/http/context.ts';
import { isPublicRow } from '../catalogue/index.ts';

/**
 * Whose cart lines and bookmarks a call works on: a signed-in user's, or a visitor's guest ones
 * (`id` is the `guests` row).
 */
export type Owner =
  { readonly kind: 'user'; readonly id: number } | { readonly kind: 'guest'; readonly id: number };

/** The owner `{ kind: 'user', id }` of user `id`. */
export const userOwner = (id: number): Owner => ({ kind: 'user', id });

/** The user id of `owner`, or 0 for a guest (no user has id 0: a guest sees only public products). */
export const viewerIdOf = (owner: Owner): number => (owner.kind === 'user' ? owner.id : 0);

/** A guest row and the raw token of its cookie (only when just made; the row keeps the hash). */
export interface GuestRef {
  id: number;
  /** The raw token for the cookie when this guest was just created, else undefined. */
  newToken?: string;
}

/**
 * The live (unexpired) guest behind cookie token `token`, or null when the token is missing,
 * malformed, unknown or expired. One indexed read.
 */
export async function findGuest(db: Db, token: string | undefined): Promise<number | null> {
  if (token === undefined || token.length < 20 || token.length > 100) return null;
  const rows = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.tokenHash, hashToken(token)), gt(guests.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/**
 * The guest of cookie token `token` for a write, made now when there is none (a fresh 256-bit
 * token, only its SHA-256 stored), its expiry moved to GUEST_TTL_MS from now either way. Run it
 * inside the write's transaction, so a failed write leaves no guest behind.
 */
export async function guestForWrite(tx: Db, token: string | undefined): Promise<GuestRef> {
  const expiresAt = sql`now() + ${`${GUEST_TTL_MS} milliseconds`}::interval`;
  const existing = await findGuest(tx, token);
  if (existing !== null) {
    await tx.update(guests).set({ expiresAt }).where(eq(guests.id, existing));
    return { id: existing };
  }
  const newToken = newSessionToken();
  const [row] = await tx
    .insert(guests)
    .values({ tokenHash: hashToken(newToken), expiresAt })
    .returning({ id: guests.id });
  if (row === undefined) throw new Error('insert returned nothing');
  return { id: row.id, newToken };
}

/** What `mergeGuestInto` did: whether a guest was found (and is now gone), and how much it brought. */
export interface GuestMergeResult {
  merged: boolean;
  /** Cart lines of the user that were added or raised. */
  cartLinesChanged: number;
  /** Bookmarks added to the user's. */
  bookmarksAdded: number;
}

/**
 * Merges the guest cart and bookmarks of cookie token `token` into user `userId` and deletes the
 * guest (decision 032), inside transaction `tx` (the sign-in or sign-up's). The guest row is
 * locked first (FOR UPDATE), so two sign-ins with one cookie merge it once: the second finds it
 * gone. Quantities follow the contract's mergeGuestCart (summed, capped at stock, the user's own
 * listings and hidden products dropped), bookmarks mergeBookmarks (united). An expired guest is
 * not merged (it is left to the purge). No token or no guest: nothing happens.
 */
export async function mergeGuestInto(
  tx: Db,
  userId: number,
  token: string | undefined,
): Promise<GuestMergeResult> {
  const none = { merged: false, cartLinesChanged: 0, bookmarksAdded: 0 };
  if (token === undefined || token.length < 20 || token.length > 100) return none;
  const locked = await tx
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.tokenHash, hashToken(token)), gt(guests.expiresAt, sql`now()`)))
    .limit(1)
    .for('update');
  const guestId = locked[0]?.id;
  if (guestId === undefined) return none;

  const lines = await tx
    .select({
      userId: cartItems.userId,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .where(sql`${cartItems.userId} = ${userId} OR ${cartItems.guestId} = ${guestId}`)
    .orderBy(asc(cartItems.id));
  const marks = await tx
    .select({ userId: bookmarks.userId, productId: bookmarks.productId })
    .from(bookmarks)
    .where(sql`${bookmarks.userId} = ${userId} OR ${bookmarks.guestId} = ${guestId}`)
    .orderBy(asc(bookmarks.id));
  const userLines = lines.filter((l) => l.userId === userId);
  const guestLines = lines.filter((l) => l.userId !== userId);
  const userMarks = marks.filter((m) => m.userId === userId).map((m) => m.productId);
  const guestMarks = marks.filter((m) => m.userId !== userId).map((m) => m.productId);

  const ids = [...new Set([...lines.map((l) => l.productId), ...marks.map((m) => m.productId)])];
  const facts: MergeProduct[] =
    ids.length === 0
      ? []
      : (
          await tx
            .select({
              id: products.id,
              ownerId: products.ownerId,
              itemsInStock: products.itemsInStock,
              inStock: products.inStock,
              active: products.active,
              suspend: products.suspend,
              adminApproved: products.adminApproved,
            })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((p) => ({
          id: p.id,
          ownerId: p.ownerId,
          itemsInStock: p.itemsInStock,
          inStock: p.inStock,
          isPublic: isPublicRow(p),
        }));

  const before = new Map(userLines.map((l) => [l.productId, l.quantity]));
  const changed = mergeGuestCart(userId, userLines, guestLines, facts).filter(
    (l) => before.get(l.productId) !== l.quantity,
  );
  if (changed.length > 0) {
    await tx
      .insert(cartItems)
      .values(changed.map((l) => ({ userId, productId: l.productId, quantity: l.quantity })))
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`excluded.quantity` },
      });
  }
  const owned = new Set(userMarks);
  const added = mergeBookmarks(userId, userMarks, guestMarks, facts).filter((id) => !owned.has(id));
  if (added.length > 0) {
    await tx
      .insert(bookmarks)
      .values(added.map((productId) => ({ userId, productId })))
      .onConflictDoNothing();
  }
  // Its lines and bookmarks go with it (ON DELETE CASCADE).
  await tx.delete(guests).where(eq(guests.id, guestId));
  return { merged: true, cartLinesChanged: changed.length, bookmarksAdded: added.length };
}

/** Deletes guests whose GUEST_TTL_MS ran out (with their lines and bookmarks); returns how many went. */
export async function purgeExpiredGuests(db: Db): Promise<number> {
  const gone = await db
    .delete(guests)
    .where(lt(guests.expiresAt, sql`now()`))
    .returning({ id: guests.id });
  return gone.length;
}
