/**
 * HTTP caching of API answers (decision 026), decided in one place:
 * - anonymous public catalogue answers (list, search, category pages, a public product) are sent
 *   by `sendPublicAnswer` with PUBLIC_CACHE_CONTROL and a weak ETag, and a matching
 *   If-None-Match is answered 304 without a body;
 * - every other /api answer gets PRIVATE_NO_STORE from `cacheControlHook` (an onSend hook): any
 *   request carrying a session cookie (a signed-in browser must see its own writes at once), the
 *   endpoints of access 'user' and 'staff' (contract `endpoints[name].access`), any answer whose
 *   request looked the session up (`request.sessionRead`: sign-in, sign-out, the CSRF token, an
 *   owner's unpublished product, reviews, every unsafe method), any answer setting a cookie, every
 *   error, and public answers that did not opt in. It also overrides a public header a handler set
 *   when one of those holds, so a session-dependent answer can never be stored by a shared cache;
 * - HSTS_HEADER on every answer to a request that came over https (`request.protocol`, which
 *   honours TRUST_PROXY's X-Forwarded-Proto), never over plain http.
 */
import { createHash } from 'node:crypto';
import { endpoints } from '@shop/contract';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { SESSION_COOKIE, isApiRequest } from './context.ts';

/** Seconds a browser or shared cache may reuse an anonymous catalogue answer without asking. */
export const PUBLIC_MAX_AGE_SECONDS = 5;

/**
 * Seconds after max-age during which a cache may still answer with the stale copy while it
 * revalidates in the background (with If-None-Match, usually a cheap 304).
 */
export const STALE_WHILE_REVALIDATE_SECONDS = 30;

/** Cache-Control of anonymous public catalogue answers. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

/** Cache-Control of every answer that depends on the session, and of errors. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Strict-Transport-Security sent over https: one year, subdomains included. */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/**
 * The ETag of `bytes`: `W/"<SHA-1 of the bytes, base64url>"` (a validator, not a secret). Weak:
 * the same tag names the identity, gzip and brotli representations (compression happens after),
 * which RFC 9110 8.8.1 allows only for a weak validator. If-None-Match compares weakly anyway.
 */
export function etagOf(bytes: Buffer): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/**
 * True when the If-None-Match header `header` matches `etag` (RFC 9110 13.1.2: `*`, or any listed
 * tag by weak comparison, `W/` ignored).
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true;
  const bare = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || tag === bare || (tag.startsWith('W/') && tag.slice(2) === bare)) return true;
  }
  return false;
}

/** Content-Type of every JSON answer. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The headers of a public catalogue answer, built once per answer (list-cache.ts answerOf, at
 * store time) so a cache hit sets prepared objects: `notModified` (PUBLIC_CACHE_CONTROL, the
 * ETag and `Vary: accept-encoding`) for a 304, `ok` (the same plus the JSON Content-Type) for a
 * 200. Fastify adds Content-Length from the bytes, and the onSend hooks (compression,
 * `cacheControlHook`) still run on every answer.
 */
export interface PublicHeaders {
  readonly ok: Readonly<Record<string, string>>;
  readonly notModified: Readonly<Record<string, string>>;
}

/** The PublicHeaders of a JSON answer whose ETag is `etag`. */
export function publicHeadersOf(etag: string): PublicHeaders {
  // Vary: compression, when the client accepts it, makes another representation of the same
  // bytes; the compress plugin says so only when it compresses.
  const notModified = Object.freeze({
    'cache-control': PUBLIC_CACHE_CONTROL,
    etag,
    vary: 'accept-encoding',
  });
  return Object.freeze({
    notModified,
    ok: Object.freeze({ ...notModified, 'content-type': JSON_CONTENT_TYPE }),
  });
}

/**
 * Sends a public catalogue answer (JSON bytes): PUBLIC_CACHE_CONTROL, its ETag and
 * `Vary: accept-encoding` (`answer.headers` when prepared, else made from its ETag), and 304
 * without a body when the request's If-None-Match matches, else the stored bytes. Returns `reply`:
 * a handler awaits it (it settles once the answer is written, compressed or not) and then returns
 * undefined (its "sent it myself"); an onRequest hook (app.ts) just does not call `done`.
 */
export function sendPublicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { readonly bytes: Buffer; readonly etag: string; readonly headers?: PublicHeaders | undefined },
): FastifyReply {
  const headers = answer.headers ?? publicHeadersOf(answer.etag);
  if (etagMatches(request.headers['if-none-match'], answer.etag))
    return reply.code(304).headers(headers.notModified).send();
  return reply.headers(headers.ok).send(answer.bytes);
}

/**
 * True when the parsed `cookies` of a request carry a session cookie (even an unknown one): its
 * answer is private, no-store (see module comment). Shared by `cacheControlHook` and the early
 * answers (platform/http/early-answers.ts), which leave such a request to Fastify.
 */
export function carriesSession(cookies: Readonly<Record<string, string | undefined>>): boolean {
  const session = cookies[SESSION_COOKIE];
  return session !== undefined && session !== '';
}

/** True when `reply` may keep the public caching its handler chose (see module comment). */
function mayStayPublic(request: FastifyRequest, reply: FastifyReply): boolean {
  if (reply.statusCode >= 400 || request.sessionRead) return false;
  // Anonymous only: a signed-in shopper's browser must not reuse an answer from before their own
  // write (a seller who edits a price and opens the product within max-age).
  if (carriesSession(request.cookies)) return false;
  const endpoint = request.routeOptions.config.endpoint;
  if (endpoint === undefined || endpoints[endpoint].access !== 'public') return false;
  const cacheControl = reply.getHeader('cache-control');
  return (
    typeof cacheControl === 'string' && cacheControl.startsWith('public') && !reply.hasHeader('set-cookie')
  );
}

/** The onSend hook of the rule (see module comment): every /api answer not publicly cacheable gets PRIVATE_NO_STORE. */
export const cacheControlHook: onSendHookHandler = (request, reply, payload, done) => {
  if (isApiRequest(request) && !mayStayPublic(request, reply)) {
    reply.header('cache-control', PRIVATE_NO_STORE);
    reply.removeHeader('etag');
  }
  done(null, payload);
};
