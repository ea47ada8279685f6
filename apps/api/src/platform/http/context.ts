/**
 * The request context: the current user (`request.user`), the session behind it, and the guards
 * every route shares (ARCHITECTURE "Sessions", spec section 6):
 * - `isTestUser(request)`: true for the demo (Test Drive) account;
 * - `refuseTestUser(endpoint)`: a preHandler answering 403 with the contract's `testUserBlocked`
 *   text of `endpoint` (routes made with `defineRoute` get this automatically);
 * - `checkCsrf(request)`: X-CSRFToken must equal HMAC(SESSION_SECRET, session token).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  MESSAGES,
  endpoints,
  testUserRefusal,
  type Endpoint,
  type EndpointName,
} from '@shop/contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config/index.ts';
import { forbidden } from './errors.ts';

/** The signed-in user as routes and services see it. */
export interface CurrentUser {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  /** The demo account (spec section 1): refused every state change section 6 lists. */
  isTestUser: boolean;
  /** Staff: may use the back office (/admin/) and move any order. */
  isStaff: boolean;
}

/** The server-side session of the request (a `sessions` row). */
export interface CurrentSession {
  id: number;
  /** The raw token from the `sid` cookie (never stored; the row keeps its SHA-256). */
  token: string;
}

/** Route-level options read by the global hooks (set by `defineRoute`). */
export interface ShopRouteConfig {
  /** The contract endpoint this route implements. */
  endpoint?: EndpointName;
  /** false only for requests that carry no cookies and prove themselves otherwise (Stripe webhook). */
  csrf?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. Set by the session hook on every /api request. */
    user: CurrentUser | null;
    /** The session of the signed-in user, or null. */
    shopSession: CurrentSession | null;
    /**
     * Looks the session up (once; later calls share the first lookup) and returns the signed-in
     * user or null. The guard hook calls it for every request except public GET/HEAD ones, whose
     * handlers call it only when the answer depends on the caller.
     */
    loadViewer(): Promise<CurrentUser | null>;
    /**
     * True once `loadViewer` was called: the answer may depend on the session, so it is sent
     * `Cache-Control: private, no-store` (platform/http/caching.ts).
     */
    sessionRead: boolean;
    /**
     * True once the guard hook (app.ts) has applied the route's access and CSRF rules to this
     * request; `defineRoute` refuses to run a guarded endpoint's handler without it (decision 040).
     */
    guarded: boolean;
  }
  interface FastifyContextConfig {
    /** The contract endpoint this route implements (see ShopRouteConfig). */
    endpoint?: EndpointName;
    /** false only for the Stripe webhook (see ShopRouteConfig). */
    csrf?: boolean;
  }
}

/** The path part of a request target: `/api/cart/?x=1` -> `/api/cart/`. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * True when `request` is the API's (decision 040): routed to a contract endpoint, or an unknown
 * path under `/api` that the not-found handler answers with the API's JSON 404. Decided by the
 * route the router matched, never by the text of the URL alone: the router decodes the path
 * (`/%61pi/admin/users/` reaches `/api/admin/users/`) and takes absolute-form targets
 * (`GET http://host/api/... HTTP/1.1`), so a prefix test on `request.url` can be walked around.
 * The guards, the rate limit, the API's security headers and `private, no-store` all ask this.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  if (request.routeOptions.config.endpoint !== undefined) return true;
  if (!request.is404) return false;
  const path = pathOf(request.url);
  return path === '/api' || path.startsWith('/api/');
}

/** Name of the HttpOnly session cookie. */
export const SESSION_COOKIE = 'sid';

/** A fresh session token: 256 random bits, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a session token: what the `sessions` table stores. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The CSRF token of a session: HMAC-SHA256(secret, 'csrf:' + session token), base64url. */
export function csrfTokenFor(secret: string, sessionToken: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionToken}`).digest('base64url');
}

/** Constant-time string equality (false on different lengths without leaking where they differ). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  if (x.length !== y.length) {
    timingSafeEqual(x, x);
    return false;
  }
  return timingSafeEqual(x, y);
}

/** True when the request comes from the demo (Test Drive) user (spec section 1). */
export function isTestUser(request: FastifyRequest): boolean {
  return request.user?.isTestUser === true;
}

/**
 * Throws HttpError 403 with the contract's `testUserBlocked` message of `endpoint` when the demo
 * user calls it (spec section 6); does nothing for endpoints without one or for other callers.
 */
export function assertNotTestUser(request: FastifyRequest, endpoint: EndpointName): void {
  const def: Endpoint = endpoints[endpoint];
  const refused = testUserRefusal(def, request.user);
  if (refused !== undefined) throw forbidden(refused.error);
}

/** A preHandler refusing the demo user on `endpoint` (403, the endpoint's testUserBlocked text). */
export function refuseTestUser(endpoint: EndpointName): preHandlerAsyncHookHandler {
  return async (request) => {
    assertNotTestUser(request, endpoint);
  };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True for methods that only read (GET, HEAD, OPTIONS). */
export function isSafeMethod(method: string): boolean {
  return !UNSAFE.has(method.toUpperCase());
}

/** True for methods that change state (CSRF-checked). */
export function isUnsafeMethod(method: string): boolean {
  return UNSAFE.has(method.toUpperCase());
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name.toLowerCase()];
  return Array.isArray(raw) ? raw[0] : raw;
}

/**
 * CSRF check of an unsafe request (spec section 9: cookie csrftoken, header X-CSRFToken;
 * ARCHITECTURE: bound to the session by HMAC, not a naive double submit). Throws 403
 * MESSAGES.server.csrf when:
 * - the browser says the request is cross-site (`Sec-Fetch-Site: cross-site`);
 * - there is a session and the header is not HMAC(secret, session token);
 * - there is no session but a csrftoken cookie, and the header does not equal it (sign-in and
 *   sign-up of a browser that still holds a token).
 * Without a session and without a cookie (a first sign-in) there is nothing to bind to; such
 * requests are JSON-only (a cross-site form cannot send JSON) and the Sec-Fetch-Site check holds.
 */
export function checkCsrf(request: FastifyRequest, secret: string): void {
  if (headerValue(request, 'sec-fetch-site') === 'cross-site') throw forbidden(MESSAGES.server.csrf);
  const header = headerValue(request, CSRF_HEADER) ?? '';
  if (request.shopSession !== null) {
    if (!safeEqual(header, csrfTokenFor(secret, request.shopSession.token)))
      throw forbidden(MESSAGES.server.csrf);
    return;
  }
  const cookie = request.cookies[CSRF_COOKIE];
  if (cookie !== undefined && cookie !== '' && !safeEqual(header, cookie))
    throw forbidden(MESSAGES.server.csrf);
}

/** Whether cookies of this request get the Secure flag (config COOKIE_SECURE, 'auto' = https). */
export function cookieSecure(request: FastifyRequest, config: Pick<Config, 'cookieSecure'>): boolean {
  return config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure;
}

/**
 * Sets the `sid` (HttpOnly) and `csrftoken` (readable by the page) cookies for a new session
 * token; both SameSite=Lax, Path=/, Secure over https, lasting the session's absolute lifetime.
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure' | 'sessionSecret' | 'sessionAbsoluteMs'>,
  token: string,
): void {
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: cookieSecure(request, config),
    maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
  };
  reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrfTokenFor(config.sessionSecret, token), { ...common, httpOnly: false });
}

/**
 * The CSRF token `request` should send as X-CSRFToken (GET /api/get-csrf-token/), with
 * the `csrftoken` cookie set when it is missing or differs: for a signed-in session the
 * session-bound token (csrfTokenFor), for a visitor the cookie's token if any, else a new random
 * one (the no-session double submit checkCsrf accepts). Returns the token.
 */
export function ensureCsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure' | 'sessionSecret' | 'sessionAbsoluteMs'>,
): string {
  const current = request.cookies[CSRF_COOKIE];
  const token =
    request.shopSession !== null
      ? csrfTokenFor(config.sessionSecret, request.shopSession.token)
      : current !== undefined && current !== ''
        ? current
        : randomBytes(32).toString('base64url');
  if (current !== token) {
    reply.setCookie(CSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: cookieSecure(request, config),
      httpOnly: false,
      maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
    });
  }
  return token;
}

/** Clears both session cookies (logout, or a session that expired). */
export function clearSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: cookieSecure(request, config) };
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, { ...common, httpOnly: false });
}
