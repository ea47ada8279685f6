/**
 * Who owns the cart and bookmarks of a request (decision 032): the signed-in user, or
 * for a visitor their guest cart and bookmarks behind the `guest` cookie (modules/guests/guests.ts).
 * The cookie holds a random 256-bit token (the database keeps its SHA-256), HttpOnly,
 * SameSite=Lax, Secure as COOKIE_SECURE says (cookieSecure), Path=/, Max-Age GUEST_TTL_MS; it is
 * set on a visitor's first cart or bookmark write, refreshed by every later one, and cleared when
 * the guest is merged into an account at sign-in or sign-up, or found expired.
 */
import { GUEST_TTL_MS } from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { findGuest, guestForWrite, userOwner, type Owner } from './guests.ts';
import { cookieSecure, type CurrentUser } from '../../platform/http/context.ts';

/** Name of the HttpOnly guest cookie. */
export const GUEST_COOKIE = 'guest';

/**
 * An owner no row belongs to (no guest has id 0): a visitor without a guest cart who changes or
 * removes a line or bookmark gets 404 for an unknown id and 403 for anyone else's, and an empty
 * answer otherwise, without a guest being made.
 */
const NOBODY: Owner = { kind: 'guest', id: 0 };

/** The raw guest token of `request`'s cookie, if any. */
export function guestToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[GUEST_COOKIE];
  return token === undefined || token === '' ? undefined : token;
}

/** Sets the guest cookie to `token` for GUEST_TTL_MS (see module comment). */
export function setGuestCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
  token: string,
): void {
  reply.setCookie(GUEST_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(request, config),
    maxAge: Math.floor(GUEST_TTL_MS / 1000),
  });
}

/** Clears the guest cookie (merged into an account, or expired). */
export function clearGuestCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
): void {
  reply.clearCookie(GUEST_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(request, config),
  });
}

/**
 * The owner a read answers for: the signed-in `user`, else the visitor's live guest, else null
 * (no guest cart yet: an empty answer). A guest cookie that leads nowhere (expired, purged, made
 * up) is cleared.
 */
export async function ownerForRead(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
  user: CurrentUser | null,
): Promise<Owner | null> {
  if (user !== null) return userOwner(user.id);
  const token = guestToken(request);
  const guestId = await findGuest(db, token);
  if (guestId === null && token !== undefined) clearGuestCookie(request, reply, config);
  return guestId === null ? null : { kind: 'guest', id: guestId };
}

/**
 * Runs a cart or bookmark write for the caller and returns its result. A signed-in `user`: the
 * action runs on `db` for them. A visitor: one transaction finds their guest (or, with `create`,
 * makes one on the first write), moves its expiry to GUEST_TTL_MS from now, and runs the action on
 * it; when the action throws, everything rolls back (no guest is left behind) and the error goes
 * on. After success the guest cookie is set (a new guest) or refreshed. Without `create` and
 * without a guest, the action runs for NOBODY (404 / 403 / empty answers, nothing made).
 */
export async function writeAsOwner<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
  user: CurrentUser | null,
  options: { create: boolean },
  action: (db: Db, owner: Owner) => Promise<T>,
): Promise<T> {
  if (user !== null) return action(db, userOwner(user.id));
  const token = guestToken(request);
  if (!options.create && (await findGuest(db, token)) === null) {
    if (token !== undefined) clearGuestCookie(request, reply, config);
    return action(db, NOBODY);
  }
  const { result, cookieToken } = await db.transaction(async (tx) => {
    const guest = await guestForWrite(tx, token);
    const done = await action(tx, { kind: 'guest', id: guest.id });
    return { result: done, cookieToken: guest.newToken ?? token };
  });
  if (cookieToken !== undefined) setGuestCookie(request, reply, config, cookieToken);
  return result;
}
