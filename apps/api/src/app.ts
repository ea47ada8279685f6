/**
 * `buildApp({ db, config })`: the Fastify instance of the shop, ready to `listen` or `inject`.
 * - cookies, compression, security headers (helmet's for documents, API_SECURITY_HEADERS for /api
 *   answers; HSTS only over https), a per-address rate
 *   limit on /api; Cache-Control of every /api answer (platform/http/caching.ts: public catalogue answers
 *   with ETag and 304, `private, no-store` for anything that depends on the session or failed);
 * - the catalogue cache, kept in agreement across processes by change events (decision 026); a
 *   GET of a URL it answered is answered again while fresh, before Fastify when none of its hooks
 *   could change the answer (platform/http/early-answers.ts), else from an early hook;
 * - the session and guard hook (`request.user`; 401 for visitors on 'user' and 'staff'
 *   endpoints, 403 staffOnly for signed-in non-staff on 'staff' ones, then
 *   CSRF on every unsafe method; before the body is read), JSON-only bodies (empty allowed);
 * - every contract route under /api (routes.ts);
 * - errors as `{ success: false, error }`: 4xx with a clear text, 503
 *   MESSAGES.server.unavailable when the database is down or stalled (db timeouts), 500
 *   'Internal server error' (logged, redacted: platform/http/log.ts), unknown /api path 404 JSON;
 * - `/healthz` and `/readyz` (platform/http/health.ts); a request timeout (REQUEST_TIMEOUT_MS);
 * - the built storefront (STATIC_DIR), its pages rendered on the server (ssr.ts) or
 *   else index.html, and uploaded images (static.ts).
 * It never migrates or seeds: `pnpm db:migrate` / `pnpm db:seed` (cli/) and the demo (demo.ts) do.
 */
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { MESSAGES, accessRefusal, endpoints, type Endpoint } from '@shop/contract';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import helmet from 'helmet';
import type { Config } from './platform/config/index.ts';
import { listenerOf, type Db, type ListenFn } from './platform/db/client.ts';
import {
  checkCsrf,
  type CurrentUser,
  isApiRequest,
  isSafeMethod,
  isUnsafeMethod,
} from './platform/http/context.ts';
import { HttpError, INTERNAL_ERROR, errorBody } from './platform/http/errors.ts';
import { originFormOf } from './platform/http/request-target.ts';
import { memoizedZlib } from './platform/http/compression.ts';
import {
  countedEarly,
  createEarlyAnswers,
  trustFunctionOf,
  type EarlyAnswers,
} from './platform/http/early-answers.ts';
import { serializeError, serializeRequest } from './platform/http/log.ts';
import { isDatabaseUnavailable } from './platform/db/client.ts';
import { registerHealthRoutes } from './platform/http/health.ts';
import { registerRoutes } from './routes.ts';
import { HSTS_HEADER, cacheControlHook, carriesSession, sendPublicAnswer } from './platform/http/caching.ts';
import { startCatalogueCache, type CachedAnswer } from './platform/cache/list-cache.ts';
import { createLimits } from './platform/limits.ts';
import { registerStatic } from './platform/http/static.ts';
import { API_SECURITY_HEADERS, recordHeaders } from './platform/http/security-headers.ts';
import { isInPageRender, sessionOfRequest } from './modules/accounts/index.ts';
import {
  createSingleFlight,
  loadStorefrontRenderer,
  sendRenderedPage,
  type SingleFlight,
} from './modules/pages/index.ts';
import { type ImageStorage } from './platform/storage/storage.ts';
import { createImageStorage } from './platform/storage/open-storage.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { accountPayoutDestinations, type PayoutDestinations } from './modules/payouts/index.ts';

/** What `buildApp` needs. */
export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Serve STATIC_DIR and UPLOAD_DIR (default true). */
  serveStatic?: boolean;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
  /**
   * Hears the catalogue change events of every process (DbHandle.listen, decision 026), which
   * keep the catalogue cache in agreement; default: the listen of the handle that opened `db`.
   */
  listen?: ListenFn;
  /**
   * The product image storage; default: made from `config.storage` (disk or S3) and closed with
   * the app. A given one is left open (the caller's).
   */
  storage?: ImageStorage;
  /** The time the shop's rules read (platform/clock.ts); default the system clock. Tests set one. */
  clock?: Clock;
  /**
   * Where sellers' payouts go (modules/payouts, decision 061); default their active payout accounts
   * (decision 059). Tests may give another.
   */
  payoutDestinations?: PayoutDestinations;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The cached answers served before Fastify (platform/http/early-answers.ts): `count` for tests. */
    earlyAnswers: EarlyAnswers;
    /** The shared renders of visitors' pages (modules/pages, decision 057): `joined` for tests. */
    pageFlights: SingleFlight<CachedAnswer | null>;
    /** The time the shop's rules read (deadlines, release, payouts; decision 060). */
    clock: Clock;
    /** Where sellers' payouts go (decision 061): the payouts routes and jobs ask it. */
    payoutDestinations: PayoutDestinations;
  }
}

/** Who may call an endpoint (contract `endpoints[name].access`). */
type Access = Endpoint['access'];

/** Bytes from which an answer is compressed when the client accepts it (@fastify/compress). */
const COMPRESSION_THRESHOLD = 1024;

/**
 * Bytes up to which an answer is compressed inline rather than streamed (@fastify/compress
 * `syncThreshold`), so a cached answer's compression is remembered (platform/http/compression.ts). A
 * fresh answer that size costs about half a millisecond of brotli on the event loop.
 */
const SYNC_COMPRESSION_LIMIT = 64 * 1024;

/** Log levels at which Fastify writes a line per request. */
const LOGS_EVERY_REQUEST: ReadonlySet<string> = new Set(['info', 'debug', 'trace']);

/** Largest JSON body accepted (bytes); multipart routes set their own limits. */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * Content-Security-Policy directives; Stripe's origins only when Stripe is configured;
 * `scriptHashes` (`'sha256-…'`) allow the page frame's own inline scripts (ssr.ts) and no other.
 */
export function cspDirectives(
  stripe: boolean,
  scriptHashes: readonly string[] = [],
): Record<string, string[]> {
  const stripeScript = stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://*.stripe.com'] : [];
  const stripeConnect = stripe ? ['https://api.stripe.com', 'https://*.stripe.com'] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes, ...stripeScript],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(stripe ? ['https://*.stripe.com'] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...stripeConnect],
    frameSrc: stripeFrames.length > 0 ? stripeFrames : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/**
 * Builds the app (see module comment). Resolves once every plugin and route is registered
 * (`app.ready()` has run). Throws when a plugin fails to load.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  // TRUST_PROXY's rule, one function for Fastify's request.ip/protocol and the early answers.
  const trust = trustFunctionOf(config.trustProxy);
  // Cached catalogue answers are served from the server's request event before Fastify
  // (platform/http/early-answers.ts); set once the cache exists, below.
  const early: { answers?: EarlyAnswers } = {};
  // Never hang: a request must arrive whole within REQUEST_TIMEOUT_MS, and an idle
  // socket is closed after twice that; keep-alive as Fastify's default (72 s).
  const serverTimeouts = {
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    keepAliveTimeout: 72_000,
  };
  const app = Fastify({
    // The HTTP server Fastify would make (its timeouts set as Fastify sets them), with the early
    // answers in front of Fastify's handler.
    serverFactory: (handler) => {
      const server = createServer((req: IncomingMessage, res: ServerResponse) => {
        if (early.answers === undefined || !early.answers.answer(req, res, handler)) handler(req, res);
      });
      server.keepAliveTimeout = serverTimeouts.keepAliveTimeout;
      server.requestTimeout = serverTimeouts.requestTimeout;
      server.setTimeout(serverTimeouts.connectionTimeout);
      return server;
    },
    logger: {
      level: config.logLevel,
      ...(options.logStream !== undefined ? { stream: options.logStream } : {}),
      // No query strings, SQL parameters, e-mails, hashes or tokens (platform/http/log.ts).
      serializers: { req: serializeRequest, err: serializeError },
      // Redact anyway in case a handler logs a request or headers object.
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrftoken"]',
        'res.headers["set-cookie"]',
      ],
    },
    // A hop count becomes proxy-addr's rule 'trust the n nearest hops' (Fastify's types omit it).
    trustProxy: trust ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A page's in-process reads write no access-log lines of their own: the page's request is
    // logged (decision 069). Unexpected errors are logged by the error handler below as ever, and
    // a read answered 429 or 5xx by the page (modules/pages/ssr.ts, 'a page read failed').
    logController: new LogController({ disableRequestLogging: (request: object) => isInPageRender(request) }),
    // Our own error handler answers JSON; never echo internals.
    return503OnClosing: true,
    ...serverTimeouts,
    // `GET http://host/path HTTP/1.1` is routed, rendered and cached as `/path` (decision 040).
    rewriteUrl: (request) => originFormOf(request.url ?? '/'),
  });

  // Pages rendered on the server from the storefront's server bundle, when built.
  const serve = options.serveStatic ?? true;
  const storefront = serve ? await loadStorefrontRenderer(config.staticDir) : null;

  await app.register(cookie);
  // Security headers (helmet), configured once: @fastify/helmet rebuilt helmet's middleware on
  // every request, which cost about a third of a cached read (decision 022). Its output
  // does not depend on the request (no nonces), so it is recorded once and set on every reply
  // (platform/http/security-headers.ts): the same headers, without rebuilding the CSP text each time.
  const documentHeaders = recordHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(config.stripe.secretKey !== undefined, storefront?.scriptHashes),
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // HSTS below: only over https, whatever COOKIE_SECURE says.
      hsts: false,
    }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol honours TRUST_PROXY (X-Forwarded-Proto); never sent over plain http.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
    // JSON answers take the API set (decision 039); pages, assets and uploads helmet's.
    reply.headers(isApiRequest(request) ? API_SECURITY_HEADERS : documentHeaders.set);
    for (const name of documentHeaders.removed) reply.removeHeader(name);
    done();
  });
  // A cached answer is compressed once per encoding, not once per request (platform/http/compression.ts):
  // inline (the plugin's synchronous path) up to 64 KiB, the plugin's own limit on one core,
  // where it would stream anything over 8 KiB on two cores (a page of products is about 11 KiB).
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: SYNC_COMPRESSION_LIMIT,
    zlib: memoizedZlib(),
  });
  // Abuse limits (decision 025): in Redis when REDIS_URL is set (shared by every
  // process; memory while Redis is down), else in memory. RATE_LIMIT_PER_MINUTE per client
  // address (request.ip, which honours TRUST_PROXY) on /api: 429 with Retry-After.
  const limits = await createLimits(config, { log: app.log });
  app.addHook('onClose', () => limits.close());
  if (config.rateLimitPerMinute > 0) {
    app.addHook('onRequest', async (request) => {
      if (!isApiRequest(request)) return;
      // Counted already by an early answer that handed the request over (platform/http/early-answers.ts).
      const counted = countedEarly(request.raw);
      if (counted === undefined) await limits.request(request.ip);
      else if (counted.refusal !== undefined) throw counted.refusal;
    });
  }

  // Public catalogue answers are cached briefly; the catalogue change events of every process
  // drop exactly what each write changed (decision 026).
  const catalogueCache = await startCatalogueCache({
    ttlMs: config.catalogueCacheMs,
    listen: options.listen ?? listenerOf(db),
    log: app.log,
  });
  app.addHook('onClose', () => catalogueCache.close());
  const listCache = catalogueCache.cache;

  // A GET whose URL was last answered from the catalogue cache, while that entry is fresh, is
  // answered here: after the cookies, the security headers and the rate limit above,
  // before the session hook, the body, validation and the handler, none of which can change a
  // public catalogue answer (the URL fixes the parsed query and so the cache key; list-cache.ts
  // getByUrl). The onSend hooks still run: compression, and cacheControlHook, which makes the
  // answer private, no-store for a request carrying a session cookie.
  app.addHook('onRequest', (request, reply, done) => {
    const answer = request.method === 'GET' ? listCache.getByUrl(request.url) : undefined;
    if (answer === undefined) done();
    else sendPublicAnswer(request, reply, answer);
  });
  // The same answers from the server's request event, before Fastify, when none of its hooks could
  // change them (platform/http/early-answers.ts); the hook above answers the rest (to compress, to a
  // session cookie, at info logging).
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  early.answers = createEarlyAnswers({
    getByUrl: (url) => listCache.getByUrl(url),
    trust,
    limit: config.rateLimitPerMinute > 0 ? (address) => limits.request(address) : undefined,
    carriesSession: (header) => carriesSession(app.parseCookie(header)),
    compressionThreshold: COMPRESSION_THRESHOLD,
    logsEveryRequest: () => LOGS_EVERY_REQUEST.has(app.log.level),
    closing: () => closing,
  });
  app.decorate('earlyAnswers', early.answers);
  const pageFlights = createSingleFlight<CachedAnswer | null>();
  app.decorate('pageFlights', pageFlights);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('payoutDestinations', options.payoutDestinations ?? accountPayoutDestinations(db));

  // JSON only, and an empty body means "no body" (e.g. create-checkout-session posts nothing).
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, `${MESSAGES.server.invalidRequest} The body is not valid JSON.`), undefined);
    }
  });

  app.decorateRequest('user', null);
  app.decorateRequest('shopSession', null);
  app.decorateRequest('loadViewer', async () => null);
  app.decorateRequest('sessionRead', false);
  app.decorateRequest('guarded', false);
  // Cache-Control of every /api answer (platform/http/caching.ts): private, no-store unless public and anonymous.
  app.addHook('onSend', cacheControlHook);

  // Session (who is calling), then the guards, before any body is read:
  // 401 for a visitor on a 'user' or 'staff' endpoint (a visitor has no session to bind a CSRF
  // token to), 403 MESSAGES.server.staffOnly for a signed-in non-staff user on a 'staff' one,
  // then CSRF on every unsafe method of a known route (unknown paths fall through to 404).
  // A request that is not a public read: the session, then the guards (rejects with an HttpError).
  const guard = async (request: FastifyRequest, access: Access, csrf: boolean | undefined) => {
    await request.loadViewer();
    // The contract's access rule (accessRefusal), as the mocks apply it.
    const refused = accessRefusal(access, request.user);
    if (refused !== undefined) throw new HttpError(refused.status, refused.error);
    if (isUnsafeMethod(request.method) && csrf !== false) checkCsrf(request, config.sessionSecret);
  };
  app.addHook('onRequest', (request, reply, done) => {
    // By the matched route, not the URL's text (decision 040): `/%61pi/admin/users/` and
    // `GET http://host/api/admin/users/` reach the same handler as `/api/admin/users/`.
    const endpoint = request.routeOptions.config.endpoint;
    if (endpoint === undefined) return done();
    // Looks the session up once, on first need (a memoized promise on the request).
    let loading: Promise<CurrentUser | null> | undefined;
    request.loadViewer = () =>
      (loading ??= (async () => {
        request.sessionRead = true;
        const found = await sessionOfRequest(request, reply, db, config);
        if (found === null) return null;
        request.user = found.user;
        request.shopSession = found.session;
        return found.user;
      })());
    const access = endpoints[endpoint].access;
    // Public reads whose answer does not depend on the caller never touch the sessions table
    //; their handlers call `viewer()` when it does (e.g. an owner's unpublished product).
    // Nothing else applies to them: done at once, without a promise.
    if (access === 'public' && isSafeMethod(request.method)) return done();
    guard(request, access, request.routeOptions.config.csrf).then(
      () => {
        request.guarded = true;
        done();
      },
      (error: unknown) => done(error as FastifyError),
    );
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError)
      return reply.status(error.statusCode).headers(error.headers).send(errorBody(error.message));
    if (isDatabaseUnavailable(error)) {
      // Down or stalled database: a fast 503 the client may retry; it recovers by itself.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return reply.status(503).send(errorBody(MESSAGES.server.unavailable));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'rejected request');
      const message =
        status === 413
          ? `${MESSAGES.server.invalidRequest} The body is too large.`
          : status === 415
            ? `${MESSAGES.server.invalidRequest} Send JSON (Content-Type: application/json).`
            : status === 429
              ? MESSAGES.server.tooManyRequests
              : MESSAGES.server.invalidRequest;
      return reply.status(status).send(errorBody(message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(INTERNAL_ERROR));
  });

  registerHealthRoutes(app, db, config);
  const storage = options.storage ?? (await createImageStorage(config, { log: app.log }));
  if (options.storage === undefined) app.addHook('onClose', () => storage.close());
  await registerRoutes(app, { db, config, listCache, storage, limits });
  await registerStatic(
    app,
    config,
    serve,
    storage,
    storefront === null
      ? undefined
      : (request, reply) =>
          sendRenderedPage(app, request, reply, {
            db,
            config,
            renderer: storefront.renderer,
            template: storefront.template,
            listCache,
            limits,
            flights: pageFlights,
          }),
  );
  await app.ready();
  return app;
}
