/**
 * The session a request's cookie names (spec section 4, decision 012), for the API's guard hook
 * (app.ts) and for server-rendered pages (ssr.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { findSession } from './sessions.ts';
import { SESSION_COOKIE, clearSessionCookies } from '../../platform/http/context.ts';

/**
 * Looks up the session of `request`'s session cookie. Resolves to the session and its user, or
 * null: no cookie, or an unknown or expired session — then both session cookies are cleared on
 * `reply`, so the page sees it is signed out. Rejects when the database fails (a 503 upstream).
 */
export async function sessionOfRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  config: Config,
): Promise<Awaited<ReturnType<typeof findSession>>> {
  const token = request.cookies[SESSION_COOKIE];
  if (token === undefined || token === '') return null;
  const found = await findSession(db, token, config);
  if (found === null) clearSessionCookies(request, reply, config);
  return found;
}
