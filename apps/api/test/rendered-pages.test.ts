/**
 * Pages rendered by the API process, with a stand-in server bundle (ssr.ts).
 *
 * A malformed Host header (no PUBLIC_URL, development) answers 400: every absolute URL of a page,
 * the sitemap and robots.txt is built from it (routes/payment.ts requestOrigin).
 *
 * The anonymous page cache (ssr.ts sendRenderedPage, decisions 026 and 038) keeps a page only when
 * every read behind it succeeded. A page's reads run as its caller, so a caller who used up their
 * own rate limit gets a page of error states; that page is theirs alone and never served to the
 * next visitor. The renderer here is a stand-in server bundle that reads one product through the
 * page's fetch and prints the status it got.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';

/** A stand-in for apps/storefront's server bundle: one read, its status in the page. */
const ENTRY_SERVER = `export async function render({ fetch }) {
  const answer = await fetch('http://shop.test/api/products/1/');
  return { kind: 'page', status: 200, body: '<p>read ' + answer.status + '</p>' };
}
export function deferAppScripts() { return null; }
`;

describe.each(primaryDatabase)('given pages rendered by the server on $name', (database) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'shop-page-cache-'));
    mkdirSync(path.join(root, 'dist'));
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(
      path.join(root, 'dist', 'index.html'),
      '<html><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), ENTRY_SERVER);
    t = await startTestApp({
      database,
      serveStatic: true,
      config: {
        staticDir: path.join(root, 'dist'),
        uploadDir: path.join(root, 'uploads'),
        catalogueCacheMs: 60_000,
        rateLimitPerMinute: 3,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/products', remoteAddress });

  it("keeps a page whose reads were refused out of the cache: the next visitor's page is made afresh", async () => {
    const attacker = '10.0.0.66';
    // Two reads, then the render takes the last point of the minute and its read is refused.
    for (let i = 0; i < 2; i += 1) {
      await t.app.inject({ method: 'GET', url: `/api/products/${i + 2}/`, remoteAddress: attacker });
    }
    const refused = await page(attacker);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toBe('<p>read 429</p>');

    const visitor = await page('10.0.0.1');
    expect(visitor.body).toBe('<p>read 200</p>');
    // A page whose reads succeeded is kept: the next visitor gets the same bytes and ETag.
    const next = await page('10.0.0.2');
    expect(next.body).toBe('<p>read 200</p>');
    expect(next.headers.etag).toBe(visitor.headers.etag);
  });

  it('counts every page render not answered from the page cache against the rate limit', async () => {
    const caller = '10.0.5.1';
    // Each URL is new (`?bust=N`), so no render is answered from the page cache; each render and
    // its one read take a point of the caller's 3 a minute.
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: `/about?bust=${i}`, remoteAddress: caller });
      expect(res.statusCode).not.toBe(429);
    }
    const refused = await t.app.inject({ method: 'GET', url: '/about?bust=99', remoteAddress: caller });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // A page answered from the page cache (the first one, whose read succeeded) costs nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: '/about?bust=0', remoteAddress: caller })).statusCode,
    ).toBe(200);
  });

  it('sends a page rendered for a signed-in caller private, and a visitor page no-cache', async () => {
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/products',
      remoteAddress: '10.0.6.1',
      headers: { cookie: 'sid=not-a-live-session-but-a-session-cookie' },
    });
    expect(signedIn.headers['cache-control']).toContain('private');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const visitor = await t.app.inject({ method: 'GET', url: '/products', remoteAddress: '10.0.6.2' });
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });

  it('answers 400, not 500 or a broken URL, to a Host header that makes no origin', async () => {
    let n = 0;
    const remoteAddress = () => `10.2.${Math.floor(n / 200)}.${(n++ % 200) + 1}`;
    for (const url of ['/products', '/robots.txt', '/sitemap.xml']) {
      for (const host of ['a b', '[::1', 'shop.example:99999', 'a%zz', 'shop.example/evil']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { host },
          remoteAddress: remoteAddress(),
        });
        expect(res.statusCode, `${url} Host: ${host}`).toBe(400);
      }
      for (const host of ['localhost:3000', 'Shop.Example', '127.0.0.1:4310', '[::1]:3000']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { host },
          remoteAddress: remoteAddress(),
        });
        expect(res.statusCode, `${url} Host: ${host}`).toBe(200);
      }
    }
    const robots = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'Shop.Example' },
    });
    expect(robots.body).toContain('http://shop.example/sitemap.xml');
  });
});
