/**
 * Who owns the cart and bookmarks of a mocked request (decision 032), as the server's
 * http/guest.ts: the signed-in user, or for a visitor their guest cart and bookmarks behind the
 * `mock_guest` cookie (HttpOnly in Node; the page cannot set HttpOnly cookies, so not in the
 * browser), made on the first add or bookmark, refreshed by every later write, cleared when merged
 * into an account at sign-in or sign-up (auth.ts) or found expired.
 */
import { GUEST_TTL_MS } from '@shop/contract';
import { db, type DbOwner, type DbUser } from '../db.ts';
import { createGuest, deleteGuest, guestByToken } from '../store/sessions.ts';

/** Name of the mocks' guest cookie (the real server uses its own). */
export const GUEST_COOKIE = 'mock_guest';

/** An owner no row belongs to (guest ids start at 1): 404 / 403 / empty answers, nothing made. */
const NOBODY: DbOwner = { kind: 'guest', id: 0 };

const httpOnly = (): string => (typeof document === 'undefined' ? '; HttpOnly' : '');

/** The `Set-Cookie` value holding guest token `token` for GUEST_TTL_MS. */
export function guestCookie(token: string): string {
  return `${GUEST_COOKIE}=${token}; Path=/; Max-Age=${Math.floor(GUEST_TTL_MS / 1000)}; SameSite=Lax${httpOnly()}`;
}

/** The `Set-Cookie` value clearing the guest cookie. */
export function clearedGuestCookie(): string {
  return `${GUEST_COOKIE}=; Path=/; Max-Age=0`;
}

/**
 * The owner a read answers for (the signed-in user, else the visitor's live guest, else null: an
 * empty answer) and the cookies to set (a stale guest cookie is cleared).
 */
export function ownerForRead(
  user: DbUser | null,
  cookies: Record<string, string>,
): { owner: DbOwner | null; setCookies: string[] } {
  if (user) return { owner: { kind: 'user', id: user.user.id }, setCookies: [] };
  const token = cookies[GUEST_COOKIE];
  const guest = guestByToken(db, token);
  if (guest) return { owner: { kind: 'guest', id: guest.id }, setCookies: [] };
  return { owner: null, setCookies: token ? [clearedGuestCookie()] : [] };
}

/**
 * Runs a cart or bookmark write for the caller: the signed-in user, or the visitor's guest (with
 * `create`, made on the first write; its expiry moved to GUEST_TTL_MS from now). When `action`
 * throws, a guest made for it is removed again and the error goes on (nothing left behind).
 * Without `create` and without a guest, the action runs for NOBODY. Returns the action's result
 * and the guest cookie to set.
 */
export function writeAsOwner<T>(
  user: DbUser | null,
  cookies: Record<string, string>,
  options: { create: boolean },
  action: (owner: DbOwner) => T,
): { result: T; setCookies: string[] } {
  if (user) return { result: action({ kind: 'user', id: user.user.id }), setCookies: [] };
  const token = cookies[GUEST_COOKIE];
  const found = guestByToken(db, token);
  if (!found && !options.create) {
    return { result: action(NOBODY), setCookies: token ? [clearedGuestCookie()] : [] };
  }
  const guest = found ?? createGuest(db);
  try {
    const result = action({ kind: 'guest', id: guest.id });
    guest.expiresAt = Date.now() + GUEST_TTL_MS;
    return { result, setCookies: [guestCookie(guest.token)] };
  } catch (error) {
    if (!found) deleteGuest(db, guest.id);
    throw error;
  }
}
