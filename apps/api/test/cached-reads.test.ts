/**
 * Throughput of reads (decision 022): a GET of a URL the catalogue cache answered is answered again by
 * an early onRequest hook (app.ts) from the entry that URL points at (services/list-cache.ts
 * getByUrl), with headers prepared when the answer was made; helmet's security headers are
 * recorded once and set on every reply (http/security-headers.ts). Neither may change what a
 * client sees: the same bytes and headers, 304, compression, private answers to a session cookie,
 * the rate limit, and the same security headers on every kind of answer.
 */
import { IncomingMessage, ServerResponse, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Socket } from 'node:net';
import { MESSAGES } from '@shop/contract';
import { SELLER_ACCOUNT, sampleUserPasswords } from '@shop/sample-catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { products } from '../src/platform/db/schema.ts';
import { HSTS_HEADER, PRIVATE_NO_STORE, PUBLIC_CACHE_CONTROL } from '../src/platform/http/caching.ts';
import { SESSION_COOKIE } from '../src/platform/http/context.ts';
import { createEarlyAnswers } from '../src/platform/http/early-answers.ts';
import { recordHeaders, type HeaderMiddleware } from '../src/platform/http/security-headers.ts';
import { answerOf, createListCache, type AnswerTags } from '../src/platform/cache/list-cache.ts';
import {
  primaryDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
  type TestResponse,
} from './helpers.ts';

const all = (ids: number[]): AnswerTags => ({ scope: 'all', ids });

/** The security headers of every /api answer (decision 039: the OWASP REST set, not a document's). */
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** The security headers of a page, an asset or /healthz (helmet as app.ts configures it). */
const DOCUMENT_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
    "font-src 'self' data:;connect-src 'self';frame-src 'none';frame-ancestors 'none';object-src 'none';" +
    "base-uri 'self';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Document headers an /api answer does not carry (they act only on a document). */
const DOCUMENT_ONLY = Object.keys(DOCUMENT_HEADERS).filter((name) => !(name in SECURITY_HEADERS));

/** `res`'s headers without the ones that change from one answer to the next. */
function stableHeaders(res: TestResponse | LightMyRequestResponse): Record<string, unknown> {
  const { date: _date, ...rest } = res.headers;
  return rest;
}

/** Every URL whose answer the catalogue cache stores and finds by URL (lists, search, facets...). */
const CACHED_URLS = [
  '/api/products/?page=3',
  '/api/products/?category=furniture&sort=price_asc',
  '/api/products/search/?q=walnut%20lamp',
  '/api/products/filter/?q=Furniture',
  '/api/products/facets/?q=lamp',
  '/api/products/suggest/?q=hea',
  '/api/products/7/related/',
  '/api/products/7/',
];

/**
 * The request shapes a cached answer must answer exactly as the normal path does: identity,
 * gzip, brotli, If-None-Match (alone and compressed), a session cookie (private), a CSRF cookie
 * only, and over https behind a trusted proxy (HSTS). `etag` is the answer's current ETag.
 */
const requestShapes = (etag: string): Record<string, Record<string, string>> => ({
  identity: {},
  gzip: { 'accept-encoding': 'gzip' },
  brotli: { 'accept-encoding': 'gzip, deflate, br' },
  'if-none-match': { 'if-none-match': etag },
  'if-none-match, gzip': { 'if-none-match': etag, 'accept-encoding': 'gzip' },
  'stale if-none-match': { 'if-none-match': 'W/"stale"', 'accept-encoding': 'gzip' },
  'session cookie': { cookie: `${SESSION_COOKIE}=whatever`, 'accept-encoding': 'gzip' },
  'session cookie, if-none-match': { cookie: `${SESSION_COOKIE}=whatever`, 'if-none-match': etag },
  'csrf cookie only': { cookie: 'csrftoken=abc' },
  https: { 'x-forwarded-proto': 'https', 'accept-encoding': 'br' },
});

/**
 * The shop with the catalogue cache on (a minute; one trusted proxy hop, for the https shape) and
 * the same shop (database and config) with it off, whose every answer comes from the normal path.
 */
async function startWithAndWithoutCache(
  database: TestDatabase,
): Promise<{ t: TestApp; uncached: FastifyInstance }> {
  const t = await startTestApp({ database, config: { catalogueCacheMs: 60_000, trustProxy: 1 } });
  const uncached = await buildApp({
    db: t.db,
    config: { ...t.config, catalogueCacheMs: 0 },
    listen: t.handle.listen,
    serveStatic: false,
  });
  return { t, uncached };
}

describe("given the catalogue cache's lookup by URL", () => {
  it("finds the fresh answer of the key stored with a URL, until that key's entry is dropped or expired", () => {
    let now = 0;
    const cache = createListCache({ ttlMs: 1_000, now: () => now });
    const first = answerOf({ page: 1 });
    cache.set('list:1', first, all([1]), undefined, '/api/products/?page=1');
    expect(cache.getByUrl('/api/products/?page=1')).toBe(cache.get('list:1'));
    expect(cache.getByUrl('/api/products/?page=1')?.bytes.toString()).toBe('{"page":1}');
    expect(cache.getByUrl('/api/products/?page=2')).toBeUndefined();

    // An event naming one of its products drops the entry: the URL no longer finds it.
    cache.apply({ ids: [1], lists: false });
    expect(cache.getByUrl('/api/products/?page=1')).toBeUndefined();

    // Stored again under its key (through another URL of the same key): the URL finds the newer one.
    cache.set('list:1', answerOf({ page: 'newer' }), all([1]), undefined, '/api/products?page=1');
    expect(cache.getByUrl('/api/products/?page=1')?.bytes.toString()).toBe('{"page":"newer"}');

    cache.set('list:1', first, all([1]), undefined, '/api/products/?page=1');
    now += 999;
    expect(cache.getByUrl('/api/products/?page=1')).toBeDefined();
    now += 1;
    expect(cache.getByUrl('/api/products/?page=1')).toBeUndefined();
    expect(cache.get('list:1')).toBeUndefined();
  });

  it('remembers no URL for an answer it did not store (an event came in, unsynced, or off)', async () => {
    const cache = createListCache({ ttlMs: 60_000 });
    await cache.wrap(
      'raced',
      async () => {
        cache.apply({ ids: [7], lists: false });
        return { body: {}, tags: all([]) };
      },
      '/raced',
    );
    expect(cache.getByUrl('/raced')).toBeUndefined();
    cache.setSynced(false);
    cache.set('unsynced', answerOf({}), all([]), undefined, '/unsynced');
    expect(cache.getByUrl('/unsynced')).toBeUndefined();
    const off = createListCache({ ttlMs: 0 });
    off.set('off', answerOf({}), all([]), undefined, '/off');
    expect(off.getByUrl('/off')).toBeUndefined();
  });

  it('learns another URL of a cached key through wrap, and forgets URLs on clear and beyond 2 x maxEntries', async () => {
    const cache = createListCache({ ttlMs: 60_000, maxEntries: 2 });
    const compute = async () => ({ body: { n: 1 }, tags: all([]) });
    const { etag } = await cache.wrap('k', compute, '/a');
    // '/a/' is another URL of the same answer (e.g. without the trailing slash): found once named.
    expect(cache.getByUrl('/a/')).toBeUndefined();
    expect((await cache.wrap('k', compute, '/a/')).etag).toBe(etag);
    expect(cache.getByUrl('/a/')?.etag).toBe(etag);
    for (const url of ['/b', '/c', '/d']) await cache.wrap('k', compute, url);
    // Four URLs at most for two entries: the oldest one ('/a') is forgotten.
    expect(['/a', '/a/', '/b', '/c', '/d'].map((url) => cache.getByUrl(url) !== undefined)).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
    cache.clear();
    expect(cache.getByUrl('/d')).toBeUndefined();
  });
});

describe('given security headers recorded once', () => {
  it("records exactly what helmet does to a real response: the headers it sets and X-Powered-By's removal", () => {
    const middleware = helmet({ referrerPolicy: { policy: 'strict-origin-when-cross-origin' } });
    const recorded = recordHeaders(middleware as HeaderMiddleware);
    const req = new IncomingMessage(new Socket());
    const res = new ServerResponse(req);
    res.setHeader('X-Powered-By', 'something');
    middleware(req, res, () => undefined);
    expect(recorded.set).toEqual(res.getHeaders());
    expect(recorded.removed).toEqual(['x-powered-by']);
  });

  it('refuses a middleware whose headers depend on the request or change from one answer to the next', () => {
    const perRequest = helmet({
      contentSecurityPolicy: {
        directives: { scriptSrc: ["'self'", (req) => `'nonce-${String(req.headers['x-nonce'])}'`] },
      },
    });
    expect(() => recordHeaders(perRequest as HeaderMiddleware)).toThrow(/depend on the request/);
    let n = 0;
    const changing = helmet({
      contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => `'nonce-${(n += 1)}'`] } },
    });
    expect(() => recordHeaders(changing as HeaderMiddleware)).toThrow(/different headers/);
  });
});

describe.each(primaryDatabase)('given the shop with the catalogue cache on ($name)', (database) => {
  let t: TestApp;
  /** The same shop (same database and config) with the cache off: every answer from the normal path. */
  let uncached: FastifyInstance;
  beforeAll(async () => {
    ({ t, uncached } = await startWithAndWithoutCache(database));
  });
  afterAll(async () => {
    await uncached.close();
    await t.close();
  });

  it.each(CACHED_URLS)(
    'answers %s from the cache exactly as the normal path does, whatever the request carries',
    async (url) => {
      const computed = await t.app.inject({ url });
      expect(computed.statusCode).toBe(200);
      const etag = String(computed.headers.etag);
      for (const [shape, headers] of Object.entries(requestShapes(etag))) {
        // The cache-on app answers from its early hook (the URL was answered before); the
        // cache-off app runs the session hook, validation and the handler every time.
        const cached = await t.app.inject({ url, headers });
        const normal = await uncached.inject({ url, headers });
        expect(cached.statusCode, shape).toBe(normal.statusCode);
        expect(stableHeaders(cached), shape).toEqual(stableHeaders(normal));
        expect(cached.rawPayload.equals(normal.rawPayload), shape).toBe(true);
        expect(cached.headers['set-cookie'], shape).toBeUndefined();
        expect(cached.headers, shape).toMatchObject(SECURITY_HEADERS);
      }
      // And the shapes above are what they say (the comparison alone would pass if both broke).
      const shapes = requestShapes(etag);
      const gzip = await t.app.inject({ url, headers: shapes.gzip });
      const brotli = await t.app.inject({ url, headers: shapes.brotli });
      expect(gzip.headers.vary).toBe('accept-encoding');
      expect(brotli.headers.vary).toBe('accept-encoding');
      // Compressed from 1 KiB up (app.ts), as the normal path does.
      if (computed.rawPayload.length >= 1024) {
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzip.rawPayload).toString()).toBe(computed.body);
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(computed.body);
      } else {
        expect(gzip.headers['content-encoding']).toBeUndefined();
        expect(gzip.body).toBe(computed.body);
      }
      expect((await t.app.inject({ url, headers: shapes['if-none-match, gzip'] })).statusCode).toBe(304);
      const session = await t.app.inject({ url, headers: shapes['session cookie, if-none-match'] });
      expect(session.headers['cache-control']).toBe(PRIVATE_NO_STORE);
      expect(session.headers.etag).toBeUndefined();
      const https = await t.app.inject({ url, headers: shapes.https });
      expect(https.headers['strict-transport-security']).toBe(HSTS_HEADER);
      expect((await t.app.inject({ url })).headers['strict-transport-security']).toBeUndefined();
    },
  );

  it("never stores an owner's answer about a product that is not public: a visitor gets 404", async () => {
    const seller = t.client();
    expect(
      (await seller.login(SELLER_ACCOUNT.email, sampleUserPasswords[SELLER_ACCOUNT.email] ?? '')).status,
    ).toBe(200);
    // Product 22 (the seller's) taken off sale behind the API's back, before anyone read it.
    await t.db.update(products).set({ active: false }).where(eq(products.id, 22));
    try {
      for (const url of ['/api/products/22/related/', '/api/products/22/']) {
        for (let i = 0; i < 2; i++) {
          const owner = await seller.get(url);
          expect(owner.status, url).toBe(200);
          expect(owner.headers['cache-control'], url).toBe(PRIVATE_NO_STORE);
          const visitor = await t.client().get(url);
          expect(visitor.status, url).toBe(404);
          expect(visitor.headers['cache-control'], url).toBe(PRIVATE_NO_STORE);
        }
      }
    } finally {
      await t.db.update(products).set({ active: true }).where(eq(products.id, 22));
    }
  });

  it("never stores the seller's answer about their listing staff hold: a visitor gets 404, never the reason", async () => {
    const seller = t.client();
    expect(
      (await seller.login(SELLER_ACCOUNT.email, sampleUserPasswords[SELLER_ACCOUNT.email] ?? '')).status,
    ).toBe(200);
    // Staff hold product 22 (the seller's own switch stays off, decision 045).
    await t.db.update(products).set({ holdReason: 'Counterfeit branding' }).where(eq(products.id, 22));
    try {
      for (let i = 0; i < 2; i++) {
        const owner = await seller.get('/api/products/22/');
        expect(owner.status).toBe(200);
        expect(owner.body).toMatchObject({ product: { hold_reason: 'Counterfeit branding' } });
        expect(owner.headers['cache-control']).toBe(PRIVATE_NO_STORE);
        const visitor = await t.client().get('/api/products/22/');
        expect(visitor.status).toBe(404);
        expect(visitor.text).not.toContain('Counterfeit');
      }
    } finally {
      await t.db.update(products).set({ holdReason: null }).where(eq(products.id, 22));
    }
  });

  it("gives a visitor a signed-in shopper's cached answer without their cookies or any private header", async () => {
    const seller = t.client();
    await seller.login(SELLER_ACCOUNT.email, sampleUserPasswords[SELLER_ACCOUNT.email] ?? '');
    const url = '/api/products/?page=2&sort=newest';
    // Computed and stored while a signed-in shopper asked (their answer is private, no-store)...
    const signedIn = await seller.get(url);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    // ... then found by URL for a visitor: public, the same bytes, no cookie set.
    const visitor = await t.client().get(url);
    expect(visitor.text).toBe(signedIn.text);
    expect(visitor.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(visitor.headers['set-cookie']).toBeUndefined();
    // ... and private again for the signed-in shopper.
    expect((await seller.get(url)).headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('answers a URL found in the cache anew once a catalogue write through the API changes it', async () => {
    const urls = ['/api/products/?page=1', '/api/products/facets/', '/api/products/23/related/'];
    const before = new Map<string, string>();
    for (const url of urls) {
      await t.client().get(url);
      // The second read is found by URL (the early hook).
      const cached = await t.client().get(url);
      expect(cached.status, url).toBe(200);
      before.set(url, cached.text);
    }
    const seller = t.client();
    await seller.login(SELLER_ACCOUNT.email, sampleUserPasswords[SELLER_ACCOUNT.email] ?? '');
    expect((await seller.delete('/api/customer-products/23/delete/')).status).toBe(200);
    for (const url of urls.slice(0, 2)) {
      const after = await t.client().get(url);
      expect(after.status, url).toBe(200);
      expect(after.text, url).not.toBe(before.get(url));
    }
    expect((await t.client().get('/api/products/23/related/')).status).toBe(404);
    await t.reset();
  });

  it.each(['/api/products/?page=3', '/api/products/search/?q=walnut%20lamp', '/api/products/7/related/'])(
    'answers %s again from the cache with the same bytes and headers, 304, gzip, and private to a session',
    async (url) => {
      const computed = await t.client().get(url);
      expect(computed.status).toBe(200);
      const cached = await t.client().get(url);
      expect(cached.text).toBe(computed.text);
      expect(stableHeaders(cached)).toEqual(stableHeaders(computed));
      expect(cached.headers).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': PUBLIC_CACHE_CONTROL });

      const etag = String(cached.headers.etag);
      const notModified = await t.client().get(url, { headers: { 'if-none-match': etag } });
      expect(notModified.status).toBe(304);
      expect(notModified.text).toBe('');
      expect(notModified.headers).toMatchObject({ ...SECURITY_HEADERS, etag, vary: 'accept-encoding' });
      expect(notModified.headers['content-type']).toBeUndefined();

      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.statusCode).toBe(200);
      expect(gzip.headers.etag).toBe(etag);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(computed.text);

      // A browser holding a session cookie (even an unknown one) gets the answer private, no-store.
      const withSession = await t.client().get(url, { headers: { cookie: `${SESSION_COOKIE}=whatever` } });
      expect(withSession.status).toBe(200);
      expect(withSession.text).toBe(computed.text);
      expect(withSession.headers['cache-control']).toBe(PRIVATE_NO_STORE);
      expect(withSession.headers.etag).toBeUndefined();
    },
  );

  it('sends the API security headers on a 404, a 400 and an unknown path, and the document ones elsewhere', async () => {
    for (const url of ['/api/products/999999/', '/api/products/?page=0', '/api/nope/', '/api/products/']) {
      const { headers } = await t.client().get(url);
      expect(headers, url).toMatchObject(SECURITY_HEADERS);
      for (const name of DOCUMENT_ONLY) expect(headers[name], `${url} ${name}`).toBeUndefined();
      expect(headers['x-powered-by'], url).toBeUndefined();
    }
    expect((await t.client().get('/healthz')).headers).toMatchObject(DOCUMENT_HEADERS);
  });
});

describe('given a rate limit with the catalogue cache on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { catalogueCacheMs: 60_000, rateLimitPerMinute: 3 } });
  });
  afterAll(async () => t.close());

  it('counts the answers from the cache too (the limit comes first)', async () => {
    const client = t.client();
    for (let i = 0; i < 3; i++) expect((await client.get('/api/products/?page=1')).status).toBe(200);
    const limited = await client.get('/api/products/?page=1');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

/** One answer read off a socket: status, headers and body bytes. */
interface SocketAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** `method` (default GET) `path` on 127.0.0.1:`port` over a real socket with exactly `headers` (and Host). */
function socketGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<SocketAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, method, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** `answer`'s headers without the date. */
function socketHeaders(answer: SocketAnswer): Record<string, unknown> {
  const { date: _date, ...rest } = answer.headers;
  return rest;
}

/** The port `app` listens on, once listening on 127.0.0.1 on a free port. */
async function listenLocally(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

describe.each(primaryDatabase)(
  'given cached answers served before Fastify, over a socket ($name)',
  (database) => {
    let t: TestApp;
    let uncached: FastifyInstance;
    let port: number;
    let uncachedPort: number;
    beforeAll(async () => {
      ({ t, uncached } = await startWithAndWithoutCache(database));
      port = await listenLocally(t.app);
      uncachedPort = await listenLocally(uncached);
    });
    afterAll(async () => {
      await uncached.close();
      await t.close();
    });

    it.each(CACHED_URLS)(
      'answers %s exactly as Fastify does without a cache, and leaves to Fastify what it must not answer',
      async (url) => {
        const computed = await socketGet(port, url);
        expect(computed.status).toBe(200);
        const small = computed.body.length < 1024;
        // Which shapes are answered before Fastify: not with a session cookie (private), and not
        // when the answer is to be compressed (1 KiB and up, Accept-Encoding sent).
        const early: Record<string, boolean> = {
          identity: true,
          gzip: small,
          brotli: small,
          'if-none-match': true,
          'if-none-match, gzip': small,
          'stale if-none-match': small,
          'session cookie': false,
          'session cookie, if-none-match': false,
          'csrf cookie only': true,
          https: small,
        };
        for (const [shape, headers] of Object.entries(requestShapes(String(computed.headers.etag)))) {
          const before = t.app.earlyAnswers.count;
          const cached = await socketGet(port, url, headers);
          expect(t.app.earlyAnswers.count - before, shape).toBe(early[shape] === true ? 1 : 0);
          const normal = await socketGet(uncachedPort, url, headers);
          expect(cached.status, shape).toBe(normal.status);
          expect(socketHeaders(cached), shape).toEqual(socketHeaders(normal));
          expect(cached.body.equals(normal.body), shape).toBe(true);
        }
        // The comparison alone would pass if both paths broke alike: what the early ones must send.
        const https = await socketGet(port, url, { 'x-forwarded-proto': 'https' });
        expect(https.headers).toMatchObject({
          ...SECURITY_HEADERS,
          'strict-transport-security': HSTS_HEADER,
        });
        expect(https.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
        expect(https.body.equals(computed.body)).toBe(true);
        const notModified = await socketGet(port, url, { 'if-none-match': String(computed.headers.etag) });
        expect(notModified.status).toBe(304);
        expect(notModified.body.length).toBe(0);
      },
    );

    it('answers malformed cookies, forwarding headers and validators as Fastify does, never 5xx', async () => {
      const url = '/api/products/search/?q=walnut%20lamp';
      const computed = await socketGet(port, url);
      const shapes: Record<string, string>[] = [
        { cookie: 'sid=%E0%A4%A; csrftoken=%%%' },
        { cookie: '=;;=sid;sid' },
        { 'x-forwarded-for': 'not-an-address, 1.2.3.4.5, ::zz', 'x-forwarded-proto': ' , https, ' },
        { 'x-forwarded-proto': ',,,' },
        { 'if-none-match': `${'W/"x", '.repeat(500)}${String(computed.headers.etag)}` },
        { 'if-none-match': '"' },
      ];
      for (const headers of shapes) {
        const shape = JSON.stringify(headers).slice(0, 80);
        const cached = await socketGet(port, url, headers);
        const normal = await socketGet(uncachedPort, url, headers);
        expect(cached.status, shape).toBeLessThan(500);
        expect(cached.status, shape).toBe(normal.status);
        expect(socketHeaders(cached), shape).toEqual(socketHeaders(normal));
        expect(cached.body.equals(normal.body), shape).toBe(true);
      }
    });

    it('runs on a server with the timeouts Fastify would set (never hang)', () => {
      expect(t.app.server.requestTimeout).toBe(t.config.requestTimeoutMs);
      expect(t.app.server.timeout).toBe(t.config.requestTimeoutMs * 2);
      expect(t.app.server.keepAliveTimeout).toBe(72_000);
    });

    it('leaves to Fastify a URL it has not answered, the absolute form, a HEAD and every other method', async () => {
      const before = t.app.earlyAnswers.count;
      await socketGet(port, '/api/products/?page=4');
      expect((await socketGet(port, '/api/products/?page=4&pageSize=24')).status).toBe(200);
      expect(t.app.earlyAnswers.count).toBe(before);
      expect((await socketGet(port, '/api/products/?page=4')).status).toBe(200);
      expect(t.app.earlyAnswers.count).toBe(before + 1);
      const absolute = await socketGet(port, `http://127.0.0.1:${port}/api/products/?page=4`);
      expect(absolute.status).toBe(200);
      expect(t.app.earlyAnswers.count).toBe(before + 1);
      const head = await t.app.inject({ method: 'HEAD', url: '/api/products/?page=4' });
      expect(head.statusCode).toBe(200);
      expect(t.app.earlyAnswers.count).toBe(before + 1);
    });
  },
);

describe('given early answers whose decision throws', () => {
  it('leaves the request to Fastify, having written nothing', () => {
    const early = createEarlyAnswers({
      getByUrl: () => {
        throw new Error('unforeseen');
      },
      trust: undefined,
      limit: undefined,
      carriesSession: () => false,
      compressionThreshold: 1024,
      logsEveryRequest: () => false,
      closing: () => false,
    });
    const req = new IncomingMessage(new Socket());
    req.method = 'GET';
    req.url = '/api/products/';
    const res = new ServerResponse(req);
    expect(early.answer(req, res, () => undefined)).toBe(false);
    expect(res.headersSent).toBe(false);
    expect(early.count).toBe(0);
  });
});

describe('given cached answers served before Fastify with a rate limit', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ config: { catalogueCacheMs: 60_000, rateLimitPerMinute: 3 } });
    port = await listenLocally(t.app);
  });
  afterAll(async () => t.close());

  it('counts each request once, early or not, and hands the refusal to Fastify for its 429', async () => {
    const url = '/api/products/?page=1';
    // The first is computed by Fastify (counted by its hook), the next two answered early.
    for (let i = 0; i < 3; i++) expect((await socketGet(port, url)).status, `request ${i + 1}`).toBe(200);
    expect(t.app.earlyAnswers.count).toBe(2);
    const limited = await socketGet(port, url);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect(limited.headers).toMatchObject(SECURITY_HEADERS);
    expect(JSON.parse(limited.body.toString())).toEqual({
      success: false,
      error: MESSAGES.server.tooManyRequests,
    });
    expect(t.app.earlyAnswers.count).toBe(2);
  });
});

describe('given info logging (a line per request)', () => {
  it('leaves every request to Fastify, which logs it', async () => {
    const lines: string[] = [];
    const t = await startTestApp({
      config: { catalogueCacheMs: 60_000, logLevel: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const port = await listenLocally(t.app);
      for (let i = 0; i < 2; i++) expect((await socketGet(port, '/api/products/?page=2')).status).toBe(200);
      expect(t.app.earlyAnswers.count).toBe(0);
      expect(lines.filter((line) => line.includes('request completed'))).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
