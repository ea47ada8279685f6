/**
 * Measures sorted lists, filtered lists and facet counts (decision 030) on a large
 * catalogue (default 100,000 products) on PostgreSQL:
 * `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm exec tsx apps/api/scripts/facets-scale.ts [count]`.
 * Creates a throw-away schema, migrates, seeds, bulk-inserts products with varied prices,
 * discounts and stock (generate_series) and about one review per product on a third of them,
 * runs each read a few times and prints the best and the median time in milliseconds (each read
 * is one statement, as the API sends it, without the list cache), then drops the schema.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { testConfig } from '../src/platform/config/index.ts';
import { createDb } from '../src/platform/db/client.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { seed } from '../src/modules/sample-data/seed.ts';
import { filterProducts, listProducts, searchProducts } from '../src/modules/catalogue/product-lists.ts';
import { getProductFacets } from '../src/modules/catalogue/facets.ts';
import { dropSchema } from '../test/helpers.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database');
const count = Number(process.argv[2] ?? 100_000);
const schemaName = `facets_${randomBytes(4).toString('hex')}`;
const config = testConfig({
  databaseUrl: url,
  databaseSchema: schemaName,
  dbStatementTimeoutMs: 30 * 60_000,
});
const handle = await createDb(config);

/** Runs `run` `times` times; prints the best and the median time, milliseconds. */
async function time(label: string, run: () => Promise<unknown>, times = 9): Promise<void> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  const median = took[Math.floor(took.length / 2)] ?? NaN;
  console.log(
    `${label.padEnd(58)} best ${(took[0] ?? NaN).toFixed(1).padStart(7)} ms   median ${median.toFixed(1).padStart(7)} ms`,
  );
}

try {
  await migrate(handle.db);
  await seed(handle.db, config);
  const started = performance.now();
  await handle.db.execute(sql`
    INSERT INTO products (owner_id, name, price_pence, description, tags, category, items_in_stock,
                          in_stock, on_sale, special_offer, percentage_off, suspend, active, created_at)
    SELECT 2,
      (ARRAY['Walnut','Linen','Copper','Cedar','Wool','Ceramic','Steel','Bamboo'])[1 + g % 8] || ' ' ||
      (ARRAY['Lamp','Chair','Kettle','Jumper','Headphones','Backpack','Notebook','Planter','Speaker','Blanket'])[1 + (g / 8) % 10] || ' ' || g,
      99 + (g * 7919) % 60000,
      'Generated product number ' || g,
      'generated, sample',
      (ARRAY['Electronics','Clothing & Apparel','Home & Kitchen','Books & Media','Toys & Games','Sports & Outdoors','Beauty & Personal Care','Health & Wellness','Furniture','Automotive','Garden & Outdoor Living','Jewelry & Accessories','Pet Supplies','Office & Stationery','Food & Groceries','Baby & Kids','Tools & Home Improvement','Art & Collectibles','Musical Instruments','Travel & Luggage'])[1 + g % 20],
      g % 11, g % 13 <> 0, g % 5 = 0, g % 17 = 0, (ARRAY[0, 10, 20, 25, 50, 80])[1 + g % 6],
      g % 97 = 0, g % 89 <> 0,
      timestamptz '2026-01-01' + (g % 5000) * interval '1 hour'
    FROM generate_series(1, ${count}) AS g`);
  await handle.db.execute(sql`
    INSERT INTO users (email, username, password_hash)
    SELECT 'scale' || u || '@example.com', 'scale' || u, 'x' FROM generate_series(1, 3) AS u`);
  await handle.db.execute(sql`
    INSERT INTO comments (user_id, product_id, text, rating)
    SELECT u.id, p.id, 'Generated review', 1 + (p.id * 31 + u.id) % 5
    FROM products p CROSS JOIN (SELECT id FROM users WHERE username LIKE 'scale%') u
    WHERE p.id % 3 = 0`);
  await handle.db.execute(sql`VACUUM ANALYZE`);
  console.log(
    `inserted ${count} products and their reviews in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const page = { page: 1, pageSize: 24 };
  const deep = { page: 200, pageSize: 24 };
  await time('list default order page 1 (unchanged statement)', () => listProducts(handle.db, page));
  for (const sort of ['price_asc', 'price_desc', 'rating', 'newest'] as const) {
    await time(`list sort=${sort} page 1`, () => listProducts(handle.db, { ...page, sort }));
    await time(`list sort=${sort} page 200`, () => listProducts(handle.db, { ...deep, sort }));
  }
  await time('category Furniture sort=price_asc page 1', () =>
    filterProducts(handle.db, { ...page, q: 'Furniture', sort: 'price_asc' }),
  );
  await time('list min_price=25 max_price=50 sort=price_asc', () =>
    listProducts(handle.db, { ...page, min_price: 25, max_price: 50, sort: 'price_asc' }),
  );
  await time('list min_rating=4 in_stock sort=rating', () =>
    listProducts(handle.db, { ...page, min_rating: 4, in_stock: true, sort: 'rating' }),
  );
  await time('list in_stock (relevance)', () => listProducts(handle.db, { ...page, in_stock: true }));
  await time('category Furniture min_rating=3 in_stock sort=newest', () =>
    listProducts(handle.db, {
      ...page,
      category: 'Furniture',
      min_rating: 3,
      in_stock: true,
      sort: 'newest',
    }),
  );
  await time("search 'walnut lamp' sort=price_asc max_price=100", () =>
    searchProducts(handle.db, { ...page, q: 'walnut lamp', sort: 'price_asc', max_price: 100 }),
  );
  await time('facets, no filter', () => getProductFacets(handle.db, {}));
  await time('facets category=Furniture', () => getProductFacets(handle.db, { category: 'Furniture' }));
  await time('facets min_price=25 max_price=100 min_rating=3 in_stock', () =>
    getProductFacets(handle.db, { min_price: 25, max_price: 100, min_rating: 3, in_stock: true }),
  );
  await time("facets q='walnut lamp'", () => getProductFacets(handle.db, { q: 'walnut lamp' }));
  await time("facets q='lamp' category=Furniture", () =>
    getProductFacets(handle.db, { q: 'lamp', category: 'Furniture' }),
  );
} finally {
  await handle.close();
  await dropSchema(url, schemaName);
}
