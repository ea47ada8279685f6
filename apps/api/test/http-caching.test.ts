/**
 * HTTP caching (decision 026; rule in src/platform/http/caching.ts): anonymous catalogue answers
 * carry `Cache-Control: public, max-age, stale-while-revalidate` and a weak ETag answered with
 * 304; every answer that depends on the session (every 'user' and 'staff' endpoint, sign-in, the
 * CSRF token, an owner's unpublished product...) and every error carries `private, no-store`;
 * Strict-Transport-Security only over https (TRUST_PROXY and X-Forwarded-Proto), never over http.
 */
import { endpoints, type EndpointName } from '@shop/contract';
import { SELLER_ACCOUNT, sampleUserPasswords } from '@shop/sample-catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/platform/db/schema.ts';
import {
  HSTS_HEADER,
  PRIVATE_NO_STORE,
  PUBLIC_CACHE_CONTROL,
  etagMatches,
} from '../src/platform/http/caching.ts';
import { person } from './commerce.ts';
import {
  startTestApp,
  primaryDatabase,
  type TestApp,
  type TestClient,
  type TestResponse,
} from './helpers.ts';

/**
 * The public catalogue reads of the sample data, the shop's fee terms (decision 056) and its
 * returns policy (decision 067).
 */
const CATALOGUE_URLS = [
  '/api/marketplace/fees/',
  '/api/marketplace/returns-policy/',
  '/api/products/?page=2',
  '/api/products/?category=furniture',
  '/api/products/search/?q=hedphones',
  '/api/products/filter/?q=Furniture',
  '/api/products/7/',
];

/** `path` of the contract with every `{param}` filled with 1, under /api. */
const urlOf = (name: EndpointName) => `/api${endpoints[name].path.replace(/\{\w+\}/g, '1')}`;

/** Every contract endpoint of `access`. */
const endpointsOf = (access: string) =>
  (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].access === access);

describe('given an If-None-Match header', () => {
  it('matches the same tag, a weak form of it, one of a list, or *', () => {
    const tag = '"abc"';
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches('"abc"', tag)).toBe(true);
    expect(etagMatches('W/"abc"', tag)).toBe(true);
    expect(etagMatches('"x", "abc"', tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"abd"', tag)).toBe(false);
    expect(etagMatches('"x", W/"y"', tag)).toBe(false);
    // Our own tags are weak: compared weakly, with or without the W/ prefix on either side.
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
  });
});

describe.each(primaryDatabase)('given the shop on $name', (database) => {
  describe.each([0, 60_000])('with CATALOGUE_CACHE_MS=%i', (catalogueCacheMs) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ database, config: { catalogueCacheMs } });
    });
    afterAll(async () => t.close());

    it.each(CATALOGUE_URLS)('answers %s publicly cacheable with a weak ETag, and 304 to it', async (url) => {
      const first = await t.client().get(url);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
      const etag = String(first.headers.etag);
      // Weak: one tag for the identity, gzip and brotli representations (RFC 9110 8.8.1).
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers.vary).toBe('accept-encoding');
      // Compressed (the sample pages are above the 1 KiB threshold) it says so once.
      const gzip = await t.client().get(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.etag).toBe(etag);
      expect(gzip.headers.vary).toBe('accept-encoding');
      // The same bytes, the same tag (a cached or a recomputed answer alike).
      const again = await t.client().get(url);
      expect(again.headers.etag).toBe(etag);
      expect(again.text).toBe(first.text);

      for (const inm of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
        const notModified = await t.client().get(url, { headers: { 'if-none-match': inm } });
        expect(notModified.status, inm).toBe(304);
        expect(notModified.text).toBe('');
        expect(notModified.headers.etag).toBe(etag);
        expect(notModified.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      }
      const changed = await t.client().get(url, { headers: { 'if-none-match': '"stale"' } });
      expect(changed.status).toBe(200);
      expect(changed.text).toBe(first.text);
    });

    it.each(CATALOGUE_URLS)(
      'answers %s private, no-store to a signed-in browser, which must see its own writes at once',
      async (url) => {
        const seller = t.client();
        await seller.login(SELLER_ACCOUNT.email, sampleUserPasswords[SELLER_ACCOUNT.email] ?? '');
        const res = await seller.get(url);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe(PRIVATE_NO_STORE);
        expect(res.headers.etag).toBeUndefined();
      },
    );

    it('gives a new ETag once the answer changes (a catalogue write)', async () => {
      const url = '/api/products/?page=1';
      const before = await t.client().get(url);
      const seller = t.client();
      await seller.login(SELLER_ACCOUNT.email, sampleUserPasswords[SELLER_ACCOUNT.email] ?? '');
      expect((await seller.delete('/api/customer-products/21/delete/')).status).toBe(200);
      const after = await t.client().get(url, { headers: { 'if-none-match': String(before.headers.etag) } });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      await t.reset();
    });
  });

  describe('when the answer depends on the session', () => {
    let t: TestApp;
    let user: TestClient;
    let staff: TestClient;
    beforeAll(async () => {
      t = await startTestApp({ database });
      user = t.client();
      expect((await user.register()).res.status).toBeLessThan(300);
      staff = (await person(t, { staff: true })).client;
    });
    afterAll(async () => t.close());

    /** Expects `private, no-store` and no ETag on `res`. */
    function expectNoStore(res: TestResponse, what: string): void {
      expect(res.headers['cache-control'], what).toBe(PRIVATE_NO_STORE);
      expect(res.headers.etag, what).toBeUndefined();
    }

    /** Calls endpoint `name` with its params filled with 1 and an empty JSON body where it takes one. */
    function call(client: TestClient, name: EndpointName): Promise<TestResponse> {
      const { method } = endpoints[name];
      return method === 'GET' ? client.get(urlOf(name)) : client.request(method, urlOf(name), { body: {} });
    }

    it.each(endpointsOf('user'))(
      "answers the 'user' endpoint %s private, no-store (signed in or not)",
      async (name) => {
        expectNoStore(await call(user, name), `${name} signed in`);
        expectNoStore(await call(t.client(), name), `${name} visitor`);
      },
    );

    it.each(endpointsOf('staff'))("answers the 'staff' endpoint %s private, no-store", async (name) => {
      expectNoStore(await call(staff, name), `${name} staff`);
      expectNoStore(await call(user, name), `${name} not staff`);
    });

    it.each(['getCsrfToken', 'getReviews', 'login', 'logout', 'register', 'requestPasswordReset'] as const)(
      'answers the public %s, which reads the session, private, no-store',
      async (name) => {
        expectNoStore(await call(user, name), `${name} signed in`);
        expectNoStore(await call(t.client(), name), `${name} visitor`);
      },
    );

    it("answers an owner's unpublished product private, no-store, and anyone else 404 no-store", async () => {
      const seller = t.client();
      const login = await seller.login(SELLER_ACCOUNT.email, sampleUserPasswords[SELLER_ACCOUNT.email] ?? '');
      const sellerId = (login.body.user as { id: number }).id;
      const [row] = await t.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.ownerId, sellerId))
        .limit(1);
      const id = row?.id ?? 0;
      // Public: publicly cacheable for a visitor; signed-in browsers (the owner, a stranger) get
      // the same answer but never a stored one.
      expect((await t.client().get(`/api/products/${id}/`)).headers['cache-control']).toBe(
        PUBLIC_CACHE_CONTROL,
      );
      // A stranger signed in now (`user` may have been signed out by the calls above).
      const stranger = t.client();
      expect((await stranger.register()).res.status).toBeLessThan(300);
      for (const client of [seller, stranger]) {
        expect((await client.get(`/api/products/${id}/`)).headers['cache-control']).toBe(PRIVATE_NO_STORE);
      }
      await t.db.update(products).set({ active: false }).where(eq(products.id, id));
      const mine = await seller.get(`/api/products/${id}/`);
      expect(mine.status).toBe(200);
      expectNoStore(mine, 'owner');
      // An If-None-Match never turns a private answer into a 304.
      const again = await seller.get(`/api/products/${id}/`, { headers: { 'if-none-match': '*' } });
      expect(again.status).toBe(200);
      const theirs = await user.get(`/api/products/${id}/`);
      expect(theirs.status).toBe(404);
      expectNoStore(theirs, 'stranger');
      await t.db.update(products).set({ active: true }).where(eq(products.id, id));
    });

    it('answers errors no-store: an unknown product, bad input, an unknown /api path', async () => {
      expectNoStore(await t.client().get('/api/products/99999/'), 'unknown product');
      expectNoStore(await t.client().get('/api/products/?page=0'), 'bad page');
      expectNoStore(await t.client().get('/api/no-such-thing/'), 'unknown path');
    });
  });

  describe('when it comes to HSTS', () => {
    it('sends Strict-Transport-Security over https behind a trusted proxy, on every answer', async () => {
      const t = await startTestApp({ database, config: { trustProxy: 1 } });
      try {
        const https = { headers: { 'x-forwarded-proto': 'https' } };
        for (const url of ['/api/products/', '/api/cart/', '/api/no-such-thing/', '/healthz', '/some/page']) {
          const res = await t.client().get(url, https);
          expect(res.headers['strict-transport-security'], url).toBe(HSTS_HEADER);
          const plain = await t.client().get(url);
          expect(plain.headers['strict-transport-security'], `${url} over http`).toBeUndefined();
        }
      } finally {
        await t.close();
      }
    });

    it('never sends it over plain http, even with X-Forwarded-Proto from an untrusted client or COOKIE_SECURE', async () => {
      const t = await startTestApp({ database, config: { trustProxy: false, cookieSecure: true } });
      try {
        const res = await t.client().get('/api/products/', { headers: { 'x-forwarded-proto': 'https' } });
        expect(res.status).toBe(200);
        expect(res.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await t.close();
      }
    });
  });
});
