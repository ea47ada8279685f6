/**
 * What search engines read outside /api and the contract (decision 036):
 * - `GET /robots.txt`: the shop is open to crawlers except the private paths (ROBOTS_DISALLOW),
 *   and names the sitemap;
 * - `GET /sitemap.xml`: every public page: `/`, `/products`, `/about`, `/contact` and the policy
 *   pages (`/delivery` ... `/faq`, INFO_PAGE_SLUGS, decision 048) (SITE_PAGES),
 *   each category that has public products (`/search-category?q=...`) and each public product
 *   (`/single-product/{id}`, `<lastmod>` its updated_at). Up to `sitemapUrlLimit` URLs (50,000,
 *   the sitemaps protocol's limit) it is one `<urlset>`; beyond that a `<sitemapindex>` of
 *   `/sitemap-{n}.xml` pages of at most that many URLs each (the site pages and categories, then
 *   the products in id order).
 * Public = the catalogue's own rule: `isPublicProduct` (modules/catalogue/catalogue.ts) for the products, and
 * its exact counts `catalogue_counts` (kept by triggers on the same condition) for the number of
 * public products and the categories. Two statements per answer at most: the counts, then one page
 * of products (their ids from the partial index products_public_idx, in id order, as the catalogue
 * pages them). Absolute URLs start with PUBLIC_URL, else (development) the request's own origin
 * (requestOrigin). Answers are public and cached briefly (SEO_CACHE_CONTROL).
 */
import { INFO_PAGE_SLUGS } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { namedStatement, type Db } from '../../platform/db/client.ts';
import { catalogueCounts, products } from '../../platform/db/schema.ts';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { isPublicProduct } from '../catalogue/index.ts';
import { requestOrigin } from '../../platform/http/origin.ts';

/** Most URLs in one sitemap file (sitemaps.org protocol: 50,000 URLs and 50 MB uncompressed). */
export const SITEMAP_URL_LIMIT = 50_000;

/** Cache-Control of robots.txt and the sitemaps: public, five minutes (catalogue edits show soon). */
export const SEO_CACHE_CONTROL = 'public, max-age=300';

/** The site's public pages without data of their own, first in the sitemap (policy pages: decision 048). */
export const SITE_PAGES: readonly string[] = [
  '/',
  '/products',
  '/about',
  '/contact',
  ...INFO_PAGE_SLUGS.map((slug) => `/${slug}`),
];

/**
 * Path prefixes crawlers must not fetch: the API, the signed-in pages, the cart and checkout, the
 * back office, the seller's forms and the password reset links (they carry a token).
 */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/cart',
  '/my-',
  '/admin',
  '/payment',
  '/return',
  '/add-product',
  '/edit-my-listing/',
  '/delete-product/',
  '/reset-password',
] as const;

/** A product page's path (the storefront's productHref: '/single-product/{id}'). */
export const productPath = (id: number): string => `/single-product/${id}`;

/** A category page's path (the storefront's searchCategoryHref: '/search-category?q={encoded}'). */
export const categoryPath = (category: string): string =>
  `/search-category?q=${encodeURIComponent(category)}`;

/** The text of robots.txt for the shop at `origin` (no trailing slash). */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** `text` escaped for XML text (sitemaps.org: &, <, >, ' and " as entities). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&apos;')
    .replace(/"/g, '&quot;');
}

/** One `<url>` of a sitemap: a site path and, for a product, when it last changed (W3C datetime). */
export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/** What the sitemap holds besides the products: the number of public products and the categories. */
export interface SitemapFacts {
  /** Public products (catalogue_counts '' row). */
  productCount: number;
  /** The categories with at least one public product, sorted. */
  categories: string[];
}

/** The number of sitemap pages for `facts` at `limit` URLs a page (at least 1). */
export function sitemapPageCount(facts: SitemapFacts, limit: number): number {
  const total = SITE_PAGES.length + facts.categories.length + facts.productCount;
  return Math.max(1, Math.ceil(total / limit));
}

/** catalogue_counts rows with public products ('' is every public product). */
const COUNTS = namedStatement<{ category: string; n: number }>(
  'seo_catalogue_counts',
  sql`SELECT ${catalogueCounts.category} AS category, ${catalogueCounts.n}::int AS n
      FROM ${catalogueCounts} WHERE ${catalogueCounts.n} > 0 ORDER BY ${catalogueCounts.category}`,
);

/**
 * `limit` public products from `offset` in id order, with updated_at as W3C datetime (UTC, whole
 * seconds): the ids from the partial index (products_public_idx), then those rows.
 */
const PRODUCT_PAGE = namedStatement<{ id: number; lastmod: string }>(
  'seo_public_products',
  sql`SELECT ${products.id} AS id,
             to_char(${products.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS lastmod
      FROM (
        SELECT ${products.id} AS id FROM ${products} WHERE ${isPublicProduct}
        ORDER BY ${products.id} LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}
      ) AS ids
      JOIN ${products} ON ${products.id} = ids.id
      ORDER BY ${products.id}`,
);

/** The number of public products and the categories that have some (one statement). */
export async function sitemapFacts(db: Db): Promise<SitemapFacts> {
  const rows = await COUNTS.rows(db, {});
  return {
    productCount: rows.find((r) => r.category === '')?.n ?? 0,
    categories: rows.filter((r) => r.category !== '').map((r) => r.category),
  };
}

/**
 * The URLs of sitemap page `page` (1-based) at `limit` URLs a page: the list is the site pages,
 * the categories, then the public products in id order, and page n is its n-th slice. One
 * statement (none when the slice holds no product). [] past the last page.
 */
export async function sitemapPageUrls(
  db: Db,
  facts: SitemapFacts,
  page: number,
  limit: number,
): Promise<SitemapUrl[]> {
  const fixed: SitemapUrl[] = [
    ...SITE_PAGES.map((path) => ({ path })),
    ...facts.categories.map((category) => ({ path: categoryPath(category) })),
  ];
  const start = (page - 1) * limit;
  const end = start + limit;
  const urls = fixed.slice(start, end);
  const productStart = Math.max(0, start - fixed.length);
  const productCount = Math.min(end - fixed.length, facts.productCount) - productStart;
  if (productCount > 0) {
    const rows = await PRODUCT_PAGE.rows(db, { limit: productCount, offset: productStart });
    for (const row of rows) urls.push({ path: productPath(row.id), lastmod: row.lastmod });
  }
  return urls;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of `urls` on `origin`. */
export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    (url) =>
      `<url><loc>${escapeXml(origin + url.path)}</loc>${url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : ''}</url>`,
  );
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...entries, '</urlset>', ''].join('\n');
}

/** A `<sitemapindex>` of the pages `/sitemap-1.xml` .. `/sitemap-{pages}.xml` on `origin`. */
export function sitemapIndexXml(origin: string, pages: number): string {
  const entries = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...entries, '</sitemapindex>', ''].join(
    '\n',
  );
}

/** Options of the SEO routes: `sitemapUrlLimit` replaces SITEMAP_URL_LIMIT (tests use a small one). */
export interface SeoRouteOptions extends Pick<RouteDeps, 'db' | 'config'> {
  sitemapUrlLimit?: number;
}

const sendXml = (reply: FastifyReply, xml: string) =>
  reply.header('Cache-Control', SEO_CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);

/** Registers GET /robots.txt, /sitemap.xml and /sitemap-{n}.xml (see module comment). */
export const seoRoutes: FastifyPluginAsync<SeoRouteOptions> = async (
  app,
  { db, config, sitemapUrlLimit },
) => {
  const limit = sitemapUrlLimit ?? SITEMAP_URL_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) throw new Error('sitemapUrlLimit must be a positive integer');

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Cache-Control', SEO_CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(requestOrigin(request, config))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = requestOrigin(request, config);
    const facts = await sitemapFacts(db);
    const pages = sitemapPageCount(facts, limit);
    if (pages > 1) return sendXml(reply, sitemapIndexXml(origin, pages));
    return sendXml(reply, urlsetXml(origin, await sitemapPageUrls(db, facts, 1, limit)));
  });

  app.get<{ Params: { page: string } }>('/sitemap-:page(^\\d{1,9}).xml', async (request, reply) => {
    const page = Number(request.params.page);
    const facts = await sitemapFacts(db);
    if (page < 1 || page > sitemapPageCount(facts, limit)) return reply.callNotFound();
    const urls = await sitemapPageUrls(db, facts, page, limit);
    return sendXml(reply, urlsetXml(requestOrigin(request, config), urls));
  });
};
