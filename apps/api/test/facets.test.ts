/**
 * Sort and facets (decision 030) against SQL on a generated catalogue: a few hundred
 * products with varied prices, discounts, stock, dates (with ties) and reviews are added to the
 * sample catalogue; every sorted list, filtered list and facet count the API answers is compared
 * with a straightforward reference computed here, in TypeScript, from the same rows (the price
 * with the contract's chargedPricePence, the rating with its averageRating), and each read is
 * counted at the driver: ONE statement (decision 022).
 */
import { randomBytes } from 'node:crypto';
import {
  CATEGORIES,
  MIN_RATING_CHOICES,
  PRICE_BUCKETS,
  PRODUCT_SORTS,
  averageRating,
  chargedPricePence,
  toPence,
  type Product,
  type ProductFacets,
  type ProductSort,
} from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/platform/config/index.ts';
import { createDb, queryRows, type DbHandle } from '../src/platform/db/client.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { seed } from '../src/modules/sample-data/seed.ts';
import { TestClient, dropSchema, primaryDatabase } from './helpers.ts';

/** A product row as the reference reads it (the stored facts, nothing derived). */
interface Row {
  id: number;
  category: string;
  pricePence: number;
  onSale: boolean;
  specialOffer: boolean;
  percentageOff: number;
  inStock: boolean;
  itemsInStock: number;
  isPublic: boolean;
  createdAt: number;
  reviews: number;
  ratingTotal: number;
  /** The seller's user id (decision 075). */
  ownerId: number;
}

/** The reference facts of a row: charged price (money.ts), rating (rules.ts), in stock. */
const charged = (r: Row) => chargedPricePence(r);
const rating = (r: Row) => averageRating(r.ratingTotal, r.reviews);
const stocked = (r: Row) => r.inStock && r.itemsInStock > 0;

/** The filters as the query sends them (pounds, whole stars). */
interface Filters {
  category?: string;
  min_price?: number;
  max_price?: number;
  min_rating?: number;
  in_stock?: boolean;
}

const passes = {
  category: (r: Row, f: Filters) => f.category === undefined || r.category === f.category,
  price: (r: Row, f: Filters) =>
    (f.min_price === undefined || charged(r) >= toPence(f.min_price)) &&
    (f.max_price === undefined || charged(r) < toPence(f.max_price)),
  rating: (r: Row, f: Filters) => f.min_rating === undefined || rating(r) >= f.min_rating,
  stock: (r: Row, f: Filters) => f.in_stock !== true || stocked(r),
};
const passesAll = (r: Row, f: Filters) =>
  passes.category(r, f) && passes.price(r, f) && passes.rating(r, f) && passes.stock(r, f);

/** The reference order of each sort (decision 030): ties on id in the sort's direction. */
function compare(sort: ProductSort): (a: Row, b: Row) => number {
  switch (sort) {
    case 'relevance':
      return (a, b) => a.id - b.id;
    case 'price_asc':
      return (a, b) => charged(a) - charged(b) || a.id - b.id;
    case 'price_desc':
      return (a, b) => charged(b) - charged(a) || b.id - a.id;
    case 'rating':
      return (a, b) => rating(b) - rating(a) || b.reviews - a.reviews || b.id - a.id;
    case 'newest':
      return (a, b) => b.createdAt - a.createdAt || b.id - a.id;
    default:
      return sort satisfies never;
  }
}

/** The reference facets of `rows` under `f` (every facet ignores its own filter). */
function referenceFacets(rows: Row[], f: Filters): ProductFacets {
  const counts = new Map<string, number>();
  for (const r of rows)
    if (passes.price(r, f) && passes.rating(r, f) && passes.stock(r, f))
      counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
  const order = (c: string) => {
    const i = (CATEGORIES as readonly string[]).indexOf(c);
    return i === -1 ? CATEGORIES.length : i;
  };
  return {
    categories: [...counts]
      .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
      .map(([value, count]) => ({ value, count })),
    price_ranges: PRICE_BUCKETS.map((b) => ({
      min: b.min,
      max: b.max,
      count: rows.filter(
        (r) =>
          passes.category(r, f) &&
          passes.rating(r, f) &&
          passes.stock(r, f) &&
          charged(r) >= toPence(b.min) &&
          (b.max === null || charged(r) < toPence(b.max)),
      ).length,
    })),
    ratings: MIN_RATING_CHOICES.map((min) => ({
      min,
      count: rows.filter(
        (r) => passes.category(r, f) && passes.price(r, f) && passes.stock(r, f) && rating(r) >= min,
      ).length,
    })),
    in_stock: rows.filter(
      (r) => passes.category(r, f) && passes.price(r, f) && passes.rating(r, f) && stocked(r),
    ).length,
    total: rows.filter((r) => passesAll(r, f)).length,
  };
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The query text of `params` (undefined values left out). */
function queryOf(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
}

/** Filter combinations tried on every list and on the facets. */
const FILTER_CASES: Filters[] = [
  {},
  { category: 'Electronics' },
  { min_price: 25, max_price: 100 },
  { max_price: 25 },
  { min_price: 250 },
  { min_rating: 4 },
  { min_rating: 3, in_stock: true },
  { in_stock: true },
  { category: 'Furniture', min_price: 50, min_rating: 2, in_stock: true },
  { category: 'Books & Media', max_price: 49.99 },
];

describe.each(primaryDatabase)('given a generated catalogue on $name', (database) => {
  let statements: string[] = [];
  let app: FastifyInstance;
  let handle: DbHandle;
  let rows: Row[] = [];
  /** A second seller, owning every third generated product (decision 075). */
  let secondSeller = 0;
  const schemaName = database.name === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = testConfig(
    database.url !== undefined ? { databaseUrl: database.url, databaseSchema: schemaName } : {},
  );

  beforeAll(async () => {
    handle = await createDb(config, { onQuery: (text) => statements.push(text) });
    await migrate(handle.db);
    await seed(handle.db, config);
    const random = generator(11);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    // Reviewers: 6 accounts, so a product can have up to 6 reviews (one per author).
    await handle.db.execute(sql`
      INSERT INTO users (email, username, password_hash)
      SELECT 'reviewer' || g || '@example.com', 'reviewer' || g, 'x' FROM generate_series(1, 6) AS g`);
    const [second] = await queryRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO users (email, username, password_hash)
          VALUES ('second-seller@example.com', 'secondseller', 'x') RETURNING id`,
    );
    secondSeller = second?.id ?? 0;
    const generated = Array.from({ length: 300 }, (_, i) => ({
      owner: i % 3 === 0 ? secondSeller : 1,
      name: `Generated product ${i}`,
      category: pick(['Electronics', 'Furniture', 'Books & Media', 'Toys & Games', 'Pet Supplies']),
      // Prices around the bucket edges (2499, 2500, 2501 pence...) and far from them.
      pricePence:
        pick([0, 99, 2499, 2500, 2501, 4999, 5000, 9999, 10000, 24999, 25000, 100000]) +
        (random() < 0.5 ? 0 : Math.floor(random() * 30000)),
      onSale: random() < 0.3,
      specialOffer: random() < 0.2,
      percentageOff: pick([0, 10, 20, 25, 50, 80, 100]),
      inStock: random() < 0.8,
      itemsInStock: pick([0, 1, 5, 10]),
      active: random() < 0.93,
      suspend: random() < 0.04,
      // A few dates shared by many products: ties for 'newest'.
      createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(random() * 5))).toISOString(),
    }));
    const inserted = await queryRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO products (owner_id, name, price_pence, category, on_sale, special_offer,
                                percentage_off, in_stock, items_in_stock, active, seller_suspended, created_at)
          SELECT g.owner, g.name, g."pricePence", g.category, g."onSale", g."specialOffer", g."percentageOff",
                 g."inStock", g."itemsInStock", g.active, g.suspend, g."createdAt"::timestamptz
          FROM json_to_recordset(${JSON.stringify(generated)}::json) AS g(
            owner int, name text, "pricePence" int, category text, "onSale" boolean, "specialOffer" boolean,
            "percentageOff" int, "inStock" boolean, "itemsInStock" int, active boolean,
            suspend boolean, "createdAt" text)
          RETURNING id`,
    );
    const reviews = inserted.flatMap(({ id }) =>
      Array.from({ length: Math.floor(random() * 7) }, (_, k) => ({
        productId: id,
        author: `reviewer${k + 1}`,
        rating: 1 + Math.floor(random() * 5),
      })),
    );
    await handle.db.execute(sql`
      INSERT INTO comments (user_id, product_id, text, rating)
      SELECT u.id, r."productId", 'Generated review', r.rating
      FROM json_to_recordset(${JSON.stringify(reviews)}::json) AS r("productId" int, author text, rating int)
      JOIN users AS u ON u.username = r.author`);
    // The reference reads the stored facts only (no column of migration 008).
    rows = (
      await queryRows<Row>(
        handle.db,
        sql`SELECT p.id, p.category, p.price_pence AS "pricePence", p.on_sale AS "onSale",
                   p.special_offer AS "specialOffer", p.percentage_off AS "percentageOff",
                   p.in_stock AS "inStock", p.items_in_stock AS "itemsInStock",
                   (p.active AND NOT p.suspend AND p.admin_approved) AS "isPublic",
                   floor(extract(epoch FROM p.created_at) * 1000)::float8 AS "createdAt",
                   (SELECT count(*) FROM comments c WHERE c.product_id = p.id)::int AS reviews,
                   (SELECT coalesce(sum(c.rating), 0) FROM comments c WHERE c.product_id = p.id)::int AS "ratingTotal",
                   p.owner_id AS "ownerId"
            FROM products p`,
      )
    ).filter((r) => r.isPublic);
    app = await buildApp({ db: handle.db, config, serveStatic: false });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    if (schemaName !== undefined && database.url !== undefined) await dropSchema(database.url, schemaName);
  });

  /** GETs `url` as a visitor: the body and the number of statements it cost. */
  async function read(
    url: string,
  ): Promise<{ status: number; body: Record<string, unknown>; count: number }> {
    statements = [];
    const res = await new TestClient(app).get(url);
    const count = statements.length;
    statements = [];
    return { status: res.status, body: res.body, count };
  }

  /** Every page of a list (100 at a time): the ids in order; each page is one statement. */
  async function allIds(path: string, params: Record<string, string | number | boolean | undefined>) {
    const ids: number[] = [];
    let totalItems: number | undefined;
    for (let page = 1; ; page++) {
      const { status, body, count } = await read(
        `/api${path}?${queryOf({ ...params, page, pageSize: 100 })}`,
      );
      expect(status).toBe(200);
      expect(count).toBe(1);
      const products = body.products as Product[];
      totalItems = (body.pagination as { totalItems: number }).totalItems;
      ids.push(...products.map((p) => p.id));
      if (products.length < 100) break;
    }
    expect(ids).toHaveLength(totalItems);
    return ids;
  }

  it('has generated enough variety to test with', () => {
    expect(rows.length).toBeGreaterThan(250);
    expect(new Set(rows.map(charged)).size).toBeGreaterThan(100);
    expect(rows.filter((r) => r.reviews === 0).length).toBeGreaterThan(10);
    expect(rows.filter((r) => !stocked(r)).length).toBeGreaterThan(10);
  });

  for (const sort of PRODUCT_SORTS) {
    it(`lists every public product in ${sort} order, as the reference`, async () => {
      const expected = [...rows].sort(compare(sort)).map((r) => r.id);
      expect(await allIds('/products/', { sort })).toEqual(expected);
    });
  }

  for (const filters of FILTER_CASES) {
    it(`lists and counts facets with ${JSON.stringify(filters)} as the reference`, async () => {
      for (const sort of ['price_asc', 'rating', 'newest', 'relevance'] as const) {
        const expected = rows
          .filter((r) => passesAll(r, filters))
          .sort(compare(sort))
          .map((r) => r.id);
        expect(await allIds('/products/', { ...filters, sort })).toEqual(expected);
      }
      const { category, ...rest } = filters;
      const viaFilter = await allIds('/products/filter/', { q: category, ...rest, sort: 'price_desc' });
      expect(viaFilter).toEqual(
        rows
          .filter((r) => passesAll(r, filters))
          .sort(compare('price_desc'))
          .map((r) => r.id),
      );
      const facets = await read(`/api/products/facets/?${queryOf({ ...filters })}`);
      expect(facets.status).toBe(200);
      expect(facets.count).toBe(1);
      expect(facets.body.facets).toEqual(referenceFacets(rows, filters));
    });
  }

  it('applies the filters and sorts to a search (its capped candidates), with facets of the same set', async () => {
    const q = 'generated';
    const candidates = new Set(await allIds('/products/search/', { q }));
    expect(candidates.size).toBeGreaterThan(50);
    const matched = rows.filter((r) => candidates.has(r.id));
    for (const filters of [
      {},
      { min_price: 25, max_price: 250, in_stock: true },
      { category: 'Furniture', min_rating: 3 },
    ]) {
      for (const sort of ['price_asc', 'price_desc', 'rating', 'newest'] as const) {
        const expected = matched
          .filter((r) => passesAll(r, filters))
          .sort(compare(sort))
          .map((r) => r.id);
        expect(await allIds('/products/search/', { q, ...filters, sort })).toEqual(expected);
      }
      const facets = await read(`/api/products/facets/?${queryOf({ q, ...filters })}`);
      expect(facets.count).toBe(1);
      expect(facets.body.facets).toEqual(referenceFacets(matched, filters));
    }
  });

  it("lists one seller's public listings (their page, decision 075) in every sort and filter, with facets of them alone", async () => {
    const unknownSeller = 999_999;
    for (const seller of [1, secondSeller, unknownSeller]) {
      const theirs = rows.filter((r) => r.ownerId === seller);
      if (seller !== unknownSeller) expect(theirs.length).toBeGreaterThan(50);
      for (const filters of FILTER_CASES.slice(0, 6)) {
        for (const sort of PRODUCT_SORTS) {
          const expected = theirs
            .filter((r) => passesAll(r, filters))
            .sort(compare(sort))
            .map((r) => r.id);
          expect(await allIds('/products/', { ...filters, sort, seller })).toEqual(expected);
        }
        const facets = await read(`/api/products/facets/?${queryOf({ ...filters, seller })}`);
        expect(facets.status).toBe(200);
        expect(facets.count).toBe(1);
        expect(facets.body.facets).toEqual(referenceFacets(theirs, filters));
      }
    }
    // A listing off sale is on no seller's page: the generated rows include some.
    const all = await allIds('/products/', { seller: 1, sort: 'newest', in_stock: false });
    const offSale = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT id FROM products WHERE owner_id = 1 AND NOT (active AND NOT suspend AND admin_approved)`,
    );
    expect(offSale.length).toBeGreaterThan(0);
    expect(all.filter((id) => offSale.some((o) => o.id === id))).toEqual([]);
  });

  it.each(['seller=0', 'seller=abc', 'seller=-3'])('refuses %s with 400 on lists and facets', async (bad) => {
    expect((await new TestClient(app).get(`/api/products/?${bad}`)).status).toBe(400);
    expect((await new TestClient(app).get(`/api/products/facets/?${bad}`)).status).toBe(400);
  });

  it('keeps the id-order pages of an unfiltered list on their statements (no new filter SQL)', async () => {
    statements = [];
    await new TestClient(app).get('/api/products/?page=2');
    await new TestClient(app).get('/api/products/?category=Furniture&sort=relevance&in_stock=false');
    expect(statements).toHaveLength(2);
    expect(statements.every((text) => !/charged_price_pence|rating_x10/.test(text))).toBe(true);
    expect(statements.every((text) => /catalogue_counts/.test(text))).toBe(true);
    statements = [];
  });

  it.each([
    ['sort=cheapest'],
    ['min_rating=6'],
    ['min_rating=0'],
    ['min_price=abc'],
    ['max_price=-1'],
    ['in_stock=maybe'],
  ])('refuses %s with 400 on lists, searches, category pages and facets', async (bad) => {
    for (const path of ['/products/', '/products/search/?q=lamp&', '/products/filter/?q=Furniture&']) {
      const url = `/api${path}${path.endsWith('&') ? '' : '?'}${bad}`;
      const res = await new TestClient(app).get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.success).toBe(false);
    }
    if (!bad.startsWith('sort=')) {
      const res = await new TestClient(app).get(`/api/products/facets/?${bad}`);
      expect(res.status).toBe(400);
    }
  });
});
