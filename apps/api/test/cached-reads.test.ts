/**
 * Issue 9, throughput of reads: a GET of a URL the catalogue cache answered is answered again by
 * an early onRequest hook (app.ts) from the entry that URL points at (services/list-cache.ts
 * getByUrl), with headers prepared when the answer was made; helmet's security headers are
 * recorded once and set on every reply (http/security-headers.ts). Neither may change what a
 * client sees: the same bytes and headers, 304, compression, private answers to a session cookie,
 * the rate limit, and the same security headers on every kind of answer.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_NO_STORE, PUBLIC_CACHE_CONTROL } from '../src/http/caching.ts';
import { SESSION_COOKIE } from '../src/http/context.ts';
import { recordHeaders, type HeaderMiddleware } from '../src/http/security-headers.ts';
import { answerOf, createListCache, type AnswerTags } from '../src/services/list-cache.ts';
import { startTestApp, testDatabases, type TestApp, type TestResponse } from './helpers.ts';

const all = (ids: number[]): AnswerTags => ({ scope: 'all', ids });

/** The security headers every answer of the test app carries (helmet as app.ts configures it). */
const SECURITY_HEADERS = {
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

/** `res`'s headers without the ones that change from one answer to the next. */
function stableHeaders(res: TestResponse): Record<string, unknown> {
  const { date: _date, ...rest } = res.headers;
  return rest;
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

describe.each(testDatabases)('given the shop with the catalogue cache on ($name)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database, config: { catalogueCacheMs: 60_000 } });
  });
  afterAll(async () => t.close());

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

  it('sends the same security headers on a 404, a 400 and a page answer', async () => {
    for (const url of ['/api/products/999999/', '/api/products/?page=0', '/api/nope/', '/healthz']) {
      expect((await t.client().get(url)).headers, url).toMatchObject(SECURITY_HEADERS);
    }
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
