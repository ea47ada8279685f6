/**
 * Sessions and guests over the store: signed-in sessions (cookie `mock_session`), a visitor's
 * guest cart and bookmarks (decision 032) and their merge into an account at sign-in or sign-up
 * (the contract's mergeGuestCart and mergeBookmarks, as the server).
 */
import { GUEST_TTL_MS, isOnSale, mergeBookmarks, mergeGuestCart } from '@shop/contract';
import type { MockDb } from './store.ts';
import { randomToken, type DbGuest, type DbSession } from './tables.ts';

/** Opens a session for user `userId` and returns it (tokens are random). */
export function createSession(db: MockDb, userId: number): DbSession {
  const session = { token: randomToken(), csrfToken: randomToken(), userId };
  db.sessions.push(session);
  db.persist();
  return session;
}

/** The session with `token`, or undefined. */
export function sessionByToken(db: MockDb, token: string | undefined): DbSession | undefined {
  return token ? db.sessions.find((s) => s.token === token) : undefined;
}

/** Deletes every session of user `userId` (deactivated by staff: signed out everywhere). */
export function deleteSessionsOf(db: MockDb, userId: number): void {
  db.sessions = db.sessions.filter((s) => s.userId !== userId);
  db.persist();
}

/** Deletes every session of user `userId` except `keep` (a password change: this one stays). */
export function deleteOtherSessionsOf(db: MockDb, userId: number, keep: DbSession): void {
  db.sessions = db.sessions.filter((s) => s.userId !== userId || s.token === keep.token);
  db.persist();
}

/** Deletes the session with `token` (logout). */
export function deleteSession(db: MockDb, token: string): void {
  db.sessions = db.sessions.filter((s) => s.token !== token);
  db.persist();
}

/** The live (unexpired) guest with cookie token `token`, or undefined (decision 032). */
export function guestByToken(db: MockDb, token: string | undefined): DbGuest | undefined {
  const now = Date.now();
  return token ? db.guests.find((g) => g.token === token && g.expiresAt > now) : undefined;
}

/** Makes a guest with a fresh random token, lasting GUEST_TTL_MS (a visitor's first cart or bookmark write). */
export function createGuest(db: MockDb): DbGuest {
  const guest = { id: db.nextId('guest'), token: randomToken(32), expiresAt: Date.now() + GUEST_TTL_MS };
  db.guests.push(guest);
  return guest;
}

/** Deletes guest `guestId` with its cart lines and bookmarks. */
export function deleteGuest(db: MockDb, guestId: number): void {
  db.guests = db.guests.filter((g) => g.id !== guestId);
  db.guestCartLines = db.guestCartLines.filter((l) => l.guestId !== guestId);
  db.guestBookmarks = db.guestBookmarks.filter((b) => b.guestId !== guestId);
}

/**
 * Merges the guest cart and bookmarks of cookie token `token` into user `userId` and deletes the
 * guest (decision 032, as the server's sign-in and sign-up): quantities by the contract's
 * mergeGuestCart (summed, capped at stock, the user's own listings and hidden products dropped),
 * bookmarks by mergeBookmarks (united). Returns false when there is no live guest (nothing done).
 */
export function mergeGuest(db: MockDb, userId: number, token: string | undefined): boolean {
  const guest = guestByToken(db, token);
  if (!guest) return false;
  const userLines = db.cartLines.filter((l) => l.userId === userId);
  const guestLines = db.guestCartLines.filter((l) => l.guestId === guest.id);
  const userMarks = db.bookmarks.filter((b) => b.userId === userId).map((b) => b.productId);
  const guestMarks = db.guestBookmarks.filter((b) => b.guestId === guest.id).map((b) => b.productId);
  const facts = db.products.map((p) => ({
    id: p.product.id,
    ownerId: p.ownerId,
    itemsInStock: p.product.itemsInStock,
    inStock: p.product.inStock,
    isPublic: isOnSale(p.product),
  }));
  for (const merged of mergeGuestCart(userId, userLines, guestLines, facts)) {
    const line = userLines.find((l) => l.productId === merged.productId);
    if (line) line.quantity = merged.quantity;
    else db.cartLines.push({ id: db.nextId('cartLine'), userId, ...merged });
  }
  for (const productId of mergeBookmarks(userId, userMarks, guestMarks, facts)) {
    if (!userMarks.includes(productId)) db.bookmarks.push({ id: db.nextId('bookmark'), userId, productId });
  }
  deleteGuest(db, guest.id);
  return true;
}
