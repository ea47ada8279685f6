/**
 * Server rendering of the storefront's pages (docs/decisions/038-server-rendering.md).
 * The storefront's server bundle (`apps/storefront/dist-server/entry-server.js`, made by
 * `pnpm --filter @shop/storefront build` next to STATIC_DIR) renders every page request; this
 * module gives it what only the server knows:
 * - the session's user (one lookup, only when the request carries a session cookie), and that
 *   same lookup for every read of the page (decision 069);
 * - an in-process `fetch` for the page's API reads: each is answered by this app's own routes
 *   through Fastify's `inject` (no socket, no network hop), with the caller's cookies and address,
 *   so access rules, validation, the catalogue cache and the rate limit apply exactly as when the
 *   browser reads them, as the session was when the page's request arrived (decision 069);
 *   cookies those answers set are passed on to the page's answer;
 * - the built index.html as the frame of the document.
 * Without a server bundle, pages fall back to index.html (the browser renders them), as before.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MESSAGES, type User } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config/index.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  pageSessionOf,
  toContractUser,
  withPageSession,
  type PageSession,
  type UserReads,
} from '../accounts/index.ts';
import { BOOKMARKS_READ, bookmarksRead } from '../bookmarks/index.ts';
import { CART_LINES_READ, cartLinesRead } from '../cart/index.ts';
import { HIDDEN_REVIEW_COUNT_READ, hiddenReviewCountRead } from '../reviews/index.ts';
import { PRIVATE_NO_STORE, carriesSession, etagOf } from '../../platform/http/caching.ts';
import { httpError } from '../../platform/http/errors.ts';
import { requestOrigin } from '../../platform/http/origin.ts';
import type { Limits } from '../../platform/limits.ts';
import type { AnswerTags, CachedAnswer, ListCache } from '../../platform/cache/list-cache.ts';
import type { SingleFlight } from './single-flight.ts';

/** What the storefront's server bundle exports (apps/storefront/src/entry-server.tsx). */
export interface StorefrontRenderer {
  render(request: {
    url: string;
    cookie: string;
    user: User | null;
    fetch: typeof fetch;
    template: string;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | {
        kind: 'page';
        status: number;
        /** The whole document. */
        body: string;
        /** Endpoints the page read that its route did not declare (decision 058): logged. */
        missed?: string[];
      }
  >;
  /**
   * The frame with the app's scripts loaded after the content (apps/storefront/src/app/appLoader.ts):
   * the new frame and the inline loader's code, or null when there is nothing to defer.
   */
  deferAppScripts(template: string): { template: string; loader: string } | null;
}

/** Where the server bundle is for a STATIC_DIR: `dist-server/entry-server.js` beside it. */
export function serverBundlePath(staticDir: string): string {
  return path.join(staticDir, '..', 'dist-server', 'entry-server.js');
}

/** The storefront's blocking theme script (dark mode before first paint), as index.html loads it. */
export const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/** The CSP source expression (`'sha256-…'`) that allows one inline script whose text is `code`. */
function inlineScriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/** A loaded storefront: its renderer, the page frame, and the hashes of the frame's inline scripts. */
export interface LoadedStorefront {
  renderer: StorefrontRenderer;
  /** The built index.html with the theme script inlined. */
  template: string;
  /** CSP source expressions (`'sha256-…'`) of the inline scripts in `template`. */
  scriptHashes: string[];
}

/**
 * Loads the server bundle for `staticDir` and its index.html. The template's theme script is
 * inlined (one request less before first paint) and its hash returned for the
 * Content-Security-Policy, which allows no other inline script. Resolves to null when the bundle or
 * index.html is missing (the storefront is not built, or built without its server bundle). Rejects
 * when the bundle exists but fails to load.
 */
export async function loadStorefrontRenderer(staticDir: string): Promise<LoadedStorefront | null> {
  const bundle = serverBundlePath(staticDir);
  const index = path.join(staticDir, 'index.html');
  if (!existsSync(bundle) || !existsSync(index)) return null;
  const renderer = (await import(pathToFileURL(bundle).href)) as StorefrontRenderer;
  let template = readFileSync(index, 'utf8');
  const scriptHashes: string[] = [];
  const themeScript = path.join(staticDir, 'theme-init.js');
  if (template.includes(THEME_SCRIPT_TAG) && existsSync(themeScript)) {
    const code = readFileSync(themeScript, 'utf8');
    template = template.replace(THEME_SCRIPT_TAG, () => `<script>${code}</script>`);
    scriptHashes.push(inlineScriptHash(code));
  }
  const deferred = renderer.deferAppScripts(template);
  if (deferred) {
    template = deferred.template;
    scriptHashes.push(inlineScriptHash(deferred.loader));
  }
  return { renderer, template, scriptHashes };
}

/**
 * What every page reads of its user with the session, in the same statement (decision 069): the
 * top bar's cart, the bookmarked flags of product cards, and how many of their reviews staff hid
 * (a product page reads those, decision 076: none, the usual case, needs no statement).
 */
const PAGE_USER_READS: UserReads = {
  [CART_LINES_READ]: cartLinesRead,
  [BOOKMARKS_READ]: bookmarksRead,
  [HIDDEN_REVIEW_COUNT_READ]: hiddenReviewCountRead,
};

/**
 * The session's user for a page request, or null (no session cookie, or an unknown or expired
 * session: then both session cookies are cleared, as the API does), with the session looked up
 * once for the page's reads (decision 069).
 */
async function sessionUser(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  config: Config,
): Promise<{ session: PageSession; user: User | null }> {
  const session = await pageSessionOf(request, reply, db, config, PAGE_USER_READS);
  const found = session.found;
  // The profile comes with the session's lookup: one statement for both (decision 069).
  return { session, user: found === null ? null : toContractUser(found.profile) };
}

/** What the page's reads met: `failed` once one answered 429 or 5xx (the page shows an error state). */
interface PageReads {
  failed: boolean;
}

/**
 * A fetch that answers the page's API reads through `app.inject`, as `request`'s caller (its
 * cookies and address); the Set-Cookie headers of the answers are added to `reply`, and a read
 * answered 429 or 5xx marks `reads.failed`.
 */
function inProcessFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  reads: PageReads,
): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.headers.cookie !== undefined) headers.cookie = request.headers.cookie;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      remoteAddress: request.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    if (answer.statusCode === 429 || answer.statusCode >= 500) {
      reads.failed = true;
      // The read writes no access-log line of its own (decision 069): its failure is logged here,
      // by its path alone (a query may hold what the shopper typed).
      request.log.warn({ read: url.pathname, statusCode: answer.statusCode }, 'a page read failed');
    }
    const setCookie = answer.headers['set-cookie'];
    if (setCookie !== undefined) {
      for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) reply.header('set-cookie', line);
    }
    const responseHeaders = new Headers();
    const type = answer.headers['content-type'];
    if (typeof type === 'string') responseHeaders.set('content-type', type);
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.payload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/** What a page depends on in the catalogue cache: everything (any catalogue change drops it). */
const PAGE_TAGS: AnswerTags = { scope: 'all', ids: [], facts: true };

/** Cache-Control of a page rendered for a request without a session cookie (revalidated each time). */
export const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * Cache-Control of a page rendered for a request carrying a session cookie (decision 044): the
 * API's PRIVATE_NO_STORE, so neither a shared cache nor the browser's disk keeps a page holding
 * the user's name, cart or orders.
 */
export const SIGNED_IN_PAGE_CACHE_CONTROL = PRIVATE_NO_STORE;

/** What `sendRenderedPage` needs. */
export interface PageDeps {
  db: Db;
  config: Config;
  renderer: StorefrontRenderer;
  template: string;
  listCache: ListCache;
  limits: Pick<Limits, 'request'>;
  /**
   * The renders in flight of pages for requests without a cookie, by catalogue generation and
   * page cache key (decision 057): a public page, or null when the render was not one to share.
   */
  flights: SingleFlight<CachedAnswer | null>;
}

/** A page's render for one request: the renderer's result and what its reads met. */
interface Rendered {
  result: Awaited<ReturnType<StorefrontRenderer['render']>>;
  reads: PageReads;
}

/**
 * Renders the page `request` asks for with `renderer` and sends it: the document with its status
 * (200, or 404) and `Vary: Cookie` (a page may hold the caller's cart and name), with
 * PAGE_CACHE_CONTROL, or SIGNED_IN_PAGE_CACHE_CONTROL when the request carries a session cookie
 * (platform/http/caching.ts carriesSession); or a redirect. Errors reach the app's error handler (503 when
 * the database is down).
 *
 * Every render not answered from the page cache counts one request of the caller's address
 * against the API's rate limit (`limits.request`, RATE_LIMIT_PER_MINUTE, decision 044): over it,
 * 429 with Retry-After before any work. A page's API reads count as well, as they always did.
 *
 * A request with no cookie at all (a first visit, a crawler) gets the same page as every other
 * such request, so its 200 pages whose reads all succeeded and set no cookie (`publicPageOf`) are
 * kept in the catalogue cache (`listCache`, decision 026) under the page's origin and URL, for its
 * time to live, and dropped by any catalogue change in any process; they are sent whole, with an
 * ETag (304 on If-None-Match). Such requests for a page not in the cache share one render while it
 * is in flight (`flights`, decision 057): each gets the public page with its own headers, or the
 * render's error; when the render was not a public page (a redirect, a 404, a refused read, a
 * cookie set), each of the others renders its own. Every other page is sent as rendered, never kept.
 */
export async function sendRenderedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: PageDeps,
): Promise<FastifyReply> {
  const { config, listCache, limits, flights } = deps;
  const origin = requestOrigin(request, config);
  const anonymous = (request.headers.cookie ?? '') === '';
  const cacheKey = `page:${origin}${request.url}`;
  reply
    .header(
      'Cache-Control',
      carriesSession(request.cookies) ? SIGNED_IN_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL,
    )
    .header('Vary', 'Cookie');
  if (anonymous) {
    const cached = listCache.get(cacheKey);
    if (cached !== undefined) return sendPage(request, reply, cached);
  }
  await limits.request(request.ip);
  if (!anonymous) return sendRendered(reply, await renderPage(app, request, reply, deps, origin));
  // A render started before a catalogue change is not shared with requests that came after it.
  const since = listCache.generation;
  let own: Rendered | undefined;
  const shared = await flights.share(`${since}:${cacheKey}`, async () => {
    // Not stopped when this caller leaves: others may be waiting for it, and the cache keeps it.
    // It has REQUEST_TIMEOUT_MS at most, so no visitor ever waits behind a render that never ends.
    own = await withinDeadline(renderPage(app, request, reply, deps, origin), deps.config.requestTimeoutMs);
    const page = publicPageOf(own, reply);
    if (page !== null) listCache.set(cacheKey, page, PAGE_TAGS, since);
    return page;
  });
  if (shared.value !== null) return sendPage(request, reply, shared.value);
  if (own !== undefined) return sendRendered(reply, own);
  // The render this request awaited was its first caller's alone: this one renders its own.
  return sendRendered(reply, await renderPage(app, request, reply, deps, origin));
}

/**
 * Renders the page for `request` as its caller (session, cookies, address). A render is short and
 * in-process (its reads go through `inject`, then one renderToString): it runs to its end even when
 * the caller has left.
 */
async function renderPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: PageDeps,
  origin: string,
): Promise<Rendered> {
  const { db, config, renderer, template } = deps;
  const reads: PageReads = { failed: false };
  const { session, user } = await sessionUser(request, reply, db, config);
  // The page's reads are answered as the session looked up above, not looked up again each.
  const result = await withPageSession(session, () =>
    renderer.render({
      url: origin + request.url,
      cookie: request.headers.cookie ?? '',
      user,
      fetch: inProcessFetch(app, request, reply, reads),
      template,
    }),
  );
  // A read the page's route does not declare was not made before the render (decision 058): the
  // page went out with that part loading, and the browser reads it. The route's declaration
  // (apps/storefront/src/app/routeData.ts) is out of date; endpoint names only, never the query.
  if (result.kind === 'page' && result.missed !== undefined && result.missed.length > 0) {
    request.log.warn({ missed: result.missed }, 'a page read data its route does not declare');
  }
  return { result, reads };
}

/**
 * The page of `rendered` as one for every request without a cookie, read whole with its ETag; or
 * null (its body left unread) unless it is a 200 page, none of its reads failed (a page whose
 * reads failed, by the caller's own rate limit or a database error, is that caller's alone) and
 * its reads set no cookie on `reply`.
 */
function publicPageOf({ result, reads }: Rendered, reply: FastifyReply): CachedAnswer | null {
  if (result.kind !== 'page' || result.status !== 200 || reply.hasHeader('set-cookie') || reads.failed)
    return null;
  const bytes = Buffer.from(result.body);
  return { bytes, etag: etagOf(bytes) };
}

/**
 * `work`'s value, or a 503 (MESSAGES.server.unavailable) once `ms` milliseconds have passed
 * without it settling: what a shared render's callers get instead of waiting for ever.
 */
async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(httpError(503, MESSAGES.server.unavailable)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends a render as it came: a redirect, or the page with its status. */
function sendRendered(reply: FastifyReply, { result }: Rendered): FastifyReply {
  if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
  return reply.status(result.status).type('text/html; charset=utf-8').send(result.body);
}

/** Sends a whole page with its ETag, or 304 when the request's If-None-Match has it. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedAnswer): FastifyReply {
  reply.header('ETag', page.etag);
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  return reply.type('text/html; charset=utf-8').send(page.bytes);
}
