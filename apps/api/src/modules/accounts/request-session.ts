/**
 * The session a request's cookie names (spec section 4, decision 012), for the API's guard hook
 * (app.ts) and for server-rendered pages (ssr.ts).
 *
 * A server-rendered page's reads are requests to the API's own routes made in-process (Fastify's
 * `inject`), each carrying the page request's cookies, so each would look the same session up
 * again. The page looks it up once (`pageSessionOf`) and renders inside `withPageSession`; while
 * it renders, a read of that render carrying the same session token is answered as that session
 * without a second lookup (decision 069). Only such reads: an injected request (a client cannot
 * make one), of a safe method, in the page's own asynchronous context (AsyncLocalStorage, which no
 * request from a socket runs in), naming the token the page's session was looked up for.
 *
 * The page's lookup may also read some of the user's own rows in the same statement (`UserReads`:
 * the cart's lines, the bookmarks); that page's reads of the same user take them with
 * `pageUserRead` instead of a statement each (decision 069).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { findSession, type UserReads } from './sessions.ts';
import { SESSION_COOKIE, clearSessionCookies, isSafeMethod } from '../../platform/http/context.ts';

/** A live session and its user, as findSession resolves it. */
type FoundSession = Awaited<ReturnType<typeof findSession>>;

/** The session a page was rendered for: the token its cookie named and what the lookup found. */
export interface PageSession {
  /** The page request's session token (undefined when it carried none). */
  token: string | undefined;
  /** The session and user, or null (no cookie, or unknown or expired). */
  found: FoundSession;
}

/** The session of the page rendering in the current asynchronous context, if any. */
const pageSessions = new AsyncLocalStorage<PageSession>();

/** The session token of `request`'s session cookie, or undefined when it has none. */
function tokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token === undefined || token === '' ? undefined : token;
}

/**
 * True when `request` is one of the current page render's own reads: made by `inject` (light-my-
 * request's object, which no socket's request is), of a safe method, while a page renders in this
 * asynchronous context, carrying that page's session token.
 */
function isPageRead(request: FastifyRequest, page: PageSession): boolean {
  return '_lightMyRequest' in request.raw && isSafeMethod(request.method) && tokenOf(request) === page.token;
}

/**
 * True when `raw` (a Node request, or Fastify's request around one) is a read a page makes while it
 * renders: a request made by `inject` in a page render's own asynchronous context. Its access-log
 * lines are left out (decision 069): the page's own request is logged, and its reads wrote two
 * lines each at info (the demo's level, and the default).
 */
export function isInPageRender(raw: object): boolean {
  if (pageSessions.getStore() === undefined) return false;
  const node = 'raw' in raw && typeof raw.raw === 'object' && raw.raw !== null ? raw.raw : raw;
  return '_lightMyRequest' in node;
}

/**
 * Looks up the session of `request`'s session cookie. Resolves to the session and its user, or
 * null: no cookie, or an unknown or expired session — then both session cookies are cleared on
 * `reply`, so the page sees it is signed out. A read of a page being rendered (see the module's
 * comment) gets the page's own lookup instead of a new one. Rejects when the database fails (a
 * 503 upstream).
 */
export async function sessionOfRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  config: Config,
  reads: UserReads = {},
): Promise<FoundSession> {
  const token = tokenOf(request);
  if (token === undefined) return null;
  const page = pageSessions.getStore();
  const found =
    page !== undefined && isPageRead(request, page)
      ? page.found
      : await findSession(db, token, config, reads);
  if (found === null) clearSessionCookies(request, reply, config);
  return found;
}

/**
 * The session of a page request (`sessionOfRequest`: one lookup, which also makes `reads` of its
 * user), to render the page with `withPageSession`.
 */
export async function pageSessionOf(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  config: Config,
  reads: UserReads = {},
): Promise<PageSession> {
  return { token: tokenOf(request), found: await sessionOfRequest(request, reply, db, config, reads) };
}

/**
 * What the page being rendered read as `name` (one of its `UserReads`) with its session, when
 * `request` is one of that page's own reads (as for the session itself) and `userId` is the
 * page's user; else undefined, and the caller reads it from the database. The value is as the
 * database gave it (parsed JSON).
 */
export function pageUserRead(request: FastifyRequest, name: string, userId: number): unknown {
  const page = pageSessions.getStore();
  if (page === undefined || page.found === null || page.found.user.id !== userId) return undefined;
  return isPageRead(request, page) ? page.found.read[name] : undefined;
}

/**
 * Runs `render` (a page's render and its in-process reads) with `page` as the session those reads
 * are answered as (decision 069): their session hook uses `page.found` instead of looking the
 * token up again. Resolves or rejects as `render` does.
 */
export function withPageSession<T>(page: PageSession, render: () => Promise<T>): Promise<T> {
  return pageSessions.run(page, render);
}
