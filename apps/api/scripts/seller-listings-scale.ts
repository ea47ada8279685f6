/**
 * Measures a seller's listings and their facets (decision 075) on a large catalogue (default
 * 100,000 products) on PostgreSQL:
 * `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm exec tsx apps/api/scripts/seller-listings-scale.ts [count]`.
 * Creates a throw-away schema, migrates, seeds, bulk-inserts products as facets-scale.ts does,
 * owned by three sellers: a small one (one product in 5,000), a middling one (one in five) and a
 * big one (the rest); runs each read a few times and prints the best and the median time in
 * milliseconds (one statement each, as the API sends it, without the list cache), and the plan of
 * a seller's count (index-only over products_public_seller_idx, migration 027); drops the schema.
 * `--without-index` drops products_public_seller_idx first, to see what it buys.
 */
import { randomBytes } from 'node:crypto';
import { PRODUCT_SORTS } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { testConfig } from '../src/platform/config/index.ts';
import { createDb, queryRows } from '../src/platform/db/client.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { seed } from '../src/modules/sample-data/seed.ts';
import { listProducts } from '../src/modules/catalogue/product-lists.ts';
import { getProductFacets } from '../src/modules/catalogue/facets.ts';
import { dropSchema } from '../test/helpers.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database');
const count = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 100_000);
const withoutIndex = process.argv.includes('--without-index');
const schemaName = `sellers_${randomBytes(4).toString('hex')}`;
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
    `${label.padEnd(62)} best ${(took[0] ?? NaN).toFixed(1).padStart(7)} ms   median ${median.toFixed(1).padStart(7)} ms`,
  );
}

try {
  await migrate(handle.db);
  await seed(handle.db, config);
  const sellers = await queryRows<{ id: number; username: string }>(
    handle.db,
    sql`INSERT INTO users (email, username, password_hash)
        SELECT name || '@example.com', name, 'x' FROM unnest(ARRAY['small', 'middling', 'big']) AS name
        RETURNING id, username`,
  );
  const idOf = (name: string) => sellers.find((s) => s.username === name)?.id ?? 0;
  const [small, middling, big] = [idOf('small'), idOf('middling'), idOf('big')];
  const started = performance.now();
  await handle.db.execute(sql`
    INSERT INTO products (owner_id, name, price_pence, description, tags, category, items_in_stock,
                          in_stock, on_sale, special_offer, percentage_off, suspend, active, created_at)
    SELECT CASE WHEN g % 5000 = 0 THEN ${small}::int WHEN g % 5 = 0 THEN ${middling}::int ELSE ${big}::int END,
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
  if (withoutIndex) await handle.db.execute(sql`DROP INDEX products_public_seller_idx`);
  await handle.db.execute(sql`VACUUM ANALYZE`);
  console.log(`inserted ${count} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const page = { page: 1, pageSize: 9 };
  for (const [name, seller] of [
    ['small', small],
    ['middling', middling],
    ['big', big],
  ] as const) {
    const { pagination } = await listProducts(handle.db, { ...page, seller });
    console.log(`seller ${name}: ${pagination.totalItems} public listings`);
    for (const sort of PRODUCT_SORTS)
      await time(`${name}: sort=${sort} page 1`, () => listProducts(handle.db, { ...page, sort, seller }));
    await time(`${name}: sort=newest page 50`, () =>
      listProducts(handle.db, { page: 50, pageSize: 9, sort: 'newest', seller }),
    );
    await time(`${name}: Furniture in_stock sort=price_asc page 1`, () =>
      listProducts(handle.db, { ...page, category: 'Furniture', in_stock: true, sort: 'price_asc', seller }),
    );
    await time(`${name}: facets, no filter`, () => getProductFacets(handle.db, { seller }));
    await time(`${name}: facets min_price=25 max_price=100 in_stock`, () =>
      getProductFacets(handle.db, { seller, min_price: 25, max_price: 100, in_stock: true }),
    );
  }
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    handle.db,
    sql`EXPLAIN SELECT count(*) FROM products
        WHERE active AND NOT suspend AND admin_approved AND owner_id = ${middling}::int`,
  );
  console.log(`plan of a seller's count:\n${plan.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
} finally {
  await handle.close();
  await dropSchema(url, schemaName);
}
