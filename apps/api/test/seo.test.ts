/**
 * robots.txt and the sitemaps (decision 036): their types and caching, every public
 * product with its lastmod and every category page, hidden products left out, absolute URLs from
 * PUBLIC_URL or the request, a sitemap index past the URL limit (3 here), and at most two SQL
 * statements an answer.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/platform/config/index.ts';
import { createDb, type DbHandle } from '../src/platform/db/client.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { products } from '../src/platform/db/schema.ts';
import { resetDatabase, seed } from '../src/modules/sample-data/seed.ts';
import {
  ROBOTS_DISALLOW,
  SEO_CACHE_CONTROL,
  SITE_PAGES,
  escapeXml,
  seoRoutes,
  urlsetXml,
} from '../src/modules/seo/routes.ts';
import { dropSchema, primaryDatabase, startTestApp } from './helpers.ts';

const HOST = 'shop.test';
const ORIGIN = `http://${HOST}`;

/** The `<loc>` values of a sitemap or sitemap index, unescaped. */
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

describe.each(primaryDatabase)('given the sample catalogue on $name', (database) => {
  let statements: string[] = [];
  let app: FastifyInstance;
  /** The SEO routes alone at 3 URLs a sitemap page. */
  let small: FastifyInstance;
  let handle: DbHandle;
  const schemaName = database.name === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = testConfig(
    database.url !== undefined ? { databaseUrl: database.url, databaseSchema: schemaName } : {},
  );

  beforeAll(async () => {
    handle = await createDb(config, { onQuery: (text) => statements.push(text) });
    await migrate(handle.db);
    await seed(handle.db, config);
    app = await buildApp({ db: handle.db, config, serveStatic: false });
    small = Fastify();
    await small.register(seoRoutes, { db: handle.db, config, sitemapUrlLimit: 3 });
    await small.ready();
  });
  afterEach(async () => {
    await resetDatabase(handle.db, config);
  });
  afterAll(async () => {
    await small.close();
    await app.close();
    await handle.close();
    if (schemaName !== undefined && database.url !== undefined) await dropSchema(database.url, schemaName);
  });

  const get = async (url: string, on: FastifyInstance = app) => {
    statements = [];
    const res = await on.inject({ method: 'GET', url, headers: { host: HOST } });
    return { res, sql: statements };
  };

  /** Public products and their categories, straight from the table. */
  async function publicProducts() {
    const rows = await handle.db
      .select({ id: products.id, category: products.category })
      .from(products)
      .where(sql`${products.active} AND NOT ${products.suspend} AND ${products.adminApproved}`);
    return rows.sort((a, b) => a.id - b.id);
  }

  it('serves robots.txt as text: the shop allowed, private paths disallowed, the sitemap named', async () => {
    const { res } = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe(SEO_CACHE_CONTROL);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/cart', '/my-', '/admin', '/payment', '/return', '/add-product', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(ROBOTS_DISALLOW).toContain('/edit-my-listing/');
    expect(ROBOTS_DISALLOW).toContain('/delete-product/');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines.some((line) => line === 'Disallow: /' || line.startsWith('Disallow: /single-product'))).toBe(
      false,
    );
  });

  it('builds absolute URLs from PUBLIC_URL when it is set, whatever the Host says', async () => {
    const pinned = Fastify();
    await pinned.register(seoRoutes, {
      db: handle.db,
      config: { ...config, publicUrl: 'https://shop.example.com' },
    });
    try {
      const res = await pinned.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'evil.example' },
      });
      expect(res.body).toContain('Sitemap: https://shop.example.com/sitemap.xml');
      const map = await pinned.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'evil.example' },
      });
      expect(locs(map.body).every((loc) => loc.startsWith('https://shop.example.com/'))).toBe(true);
    } finally {
      await pinned.close();
    }
  });

  it('lists the policy pages (delivery, returns, privacy, terms, cookies, FAQ) after /contact', async () => {
    const { res } = await get('/sitemap.xml');
    const listed = locs(res.body).map((loc) => loc.slice(ORIGIN.length));
    const contact = listed.indexOf('/contact');
    expect(contact).toBeGreaterThan(0);
    expect(listed.slice(contact + 1, contact + 7)).toEqual([
      '/delivery',
      '/returns',
      '/privacy',
      '/terms',
      '/cookies',
      '/faq',
    ]);
  });

  it('lists the site pages, every category and every public product with its lastmod, in XML', async () => {
    const { res, sql: sent } = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(SEO_CACHE_CONTROL);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(sent.length).toBeLessThanOrEqual(2);
    expect(sent.some((text) => /\bsessions\b/i.test(text))).toBe(false);

    const visible = await publicProducts();
    const categories = [...new Set(visible.map((p) => p.category))].sort();
    expect(categories).toContain('Home & Kitchen');
    const expected = [
      ...SITE_PAGES.map((path) => `${ORIGIN}${path}`),
      ...categories.map((c) => `${ORIGIN}/search-category?q=${encodeURIComponent(c)}`),
      ...visible.map((p) => `${ORIGIN}/single-product/${p.id}`),
    ];
    expect(locs(res.body)).toEqual(expected);
    // Escaped in the XML: no raw '&' anywhere but in entities.
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|apos;|quot;)/);
    expect(res.body).toContain(`<loc>${ORIGIN}/search-category?q=Home%20%26%20Kitchen</loc>`);
    // Every product URL has a lastmod; site and category pages have none.
    const productEntries = res.body.match(
      /<url><loc>[^<]*\/single-product\/\d+<\/loc><lastmod>[^<]+<\/lastmod><\/url>/g,
    );
    expect(productEntries).toHaveLength(visible.length);
  });

  it("gives a product's updated_at as its lastmod, and leaves hidden products out", async () => {
    const [first, second, third] = await publicProducts();
    if (!first || !second || !third) throw new Error('the sample catalogue has public products');
    await handle.db
      .update(products)
      .set({ updatedAt: new Date('2025-01-02T03:04:05.678Z') })
      .where(eq(products.id, first.id));
    await handle.db.update(products).set({ sellerSuspended: true }).where(eq(products.id, second.id));
    await handle.db.update(products).set({ adminApproved: false }).where(eq(products.id, third.id));
    const { res } = await get('/sitemap.xml');
    expect(res.body).toContain(
      `<url><loc>${ORIGIN}/single-product/${first.id}</loc><lastmod>2025-01-02T03:04:05Z</lastmod></url>`,
    );
    const listed = locs(res.body);
    expect(listed).not.toContain(`${ORIGIN}/single-product/${second.id}`);
    expect(listed).not.toContain(`${ORIGIN}/single-product/${third.id}`);
  });

  it('becomes an index of /sitemap-{n}.xml pages of at most the limit when there are more URLs', async () => {
    const whole = locs((await get('/sitemap.xml')).res.body);
    const { res: index, sql: sent } = await get('/sitemap.xml', small);
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sent).toHaveLength(1);
    const pages = locs(index.body);
    expect(pages).toHaveLength(Math.ceil(whole.length / 3));
    expect(pages[0]).toBe(`${ORIGIN}/sitemap-1.xml`);

    const paged: string[] = [];
    for (const page of pages) {
      const { res, sql: pageSql } = await get(new URL(page).pathname, small);
      expect(res.statusCode, page).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.body).toContain('<urlset');
      expect(pageSql.length, page).toBeLessThanOrEqual(2);
      const urls = locs(res.body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(3);
      paged.push(...urls);
    }
    // The pages together are the whole sitemap, each URL once.
    expect(paged).toEqual(whole);

    expect((await get(`/sitemap-${pages.length + 1}.xml`, small)).res.statusCode).toBe(404);
    expect((await get('/sitemap-0.xml', small)).res.statusCode).toBe(404);
  });

  it('answers a sitemap page past the end of a small site with 404', async () => {
    expect((await get('/sitemap-1.xml')).res.statusCode).toBe(200);
    expect((await get('/sitemap-2.xml')).res.statusCode).toBe(404);
  });
});

describe('XML of the sitemaps', () => {
  it('escapes every location', () => {
    expect(escapeXml(`a&b<c>d'e"f`)).toBe('a&amp;b&lt;c&gt;d&apos;e&quot;f');
    const xml = urlsetXml('https://shop.example', [{ path: "/search-category?q=Men's%20Wear&x=<1>" }]);
    expect(xml).toContain(
      '<loc>https://shop.example/search-category?q=Men&apos;s%20Wear&amp;x=&lt;1&gt;</loc>',
    );
  });
});

describe('next to the built storefront (static files and the page fallback)', () => {
  it('answers /robots.txt and /sitemap.xml itself, not with a page or 404', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'shop-seo-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    const t = await startTestApp({
      serveStatic: true,
      config: { staticDir: root, uploadDir: path.join(root, 'up') },
    });
    try {
      const robots = await t.client().get('/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(robots.text).toContain('Sitemap: ');
      const map = await t.client().get('/sitemap.xml');
      expect(map.status).toBe(200);
      expect(map.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(map.text).toContain('/single-product/1</loc>');
      expect((await t.client().get('/sitemap-1.xml')).status).toBe(200);
    } finally {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
