/**
 * Measures the catalogue queries on a large catalogue (default 1,000,000 products) on PostgreSQL:
 * `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm exec tsx apps/api/scripts/catalogue-scale.ts [count]`.
 * Creates a throw-away schema, migrates, bulk-inserts products with generate_series (the generated
 * catalogue of scale-catalogue.ts), runs each query a few times and prints the best time in
 * milliseconds (one client; `pnpm bench:scale` measures under load), then drops the schema.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { testConfig } from '../src/config.ts';
import { createDb, queryRows } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { filterProducts, listProducts, searchProducts } from '../src/services/catalogue.ts';
import { dropSchema } from '../test/helpers.ts';
import { insertGeneratedCatalogue } from './scale-catalogue.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database');
const count = Number(process.argv[2] ?? 1_000_000);
const schemaName = `scale_${randomBytes(4).toString('hex')}`;
// Building a large catalogue takes minutes per statement: allow 30 minutes each.
const config = testConfig({
  databaseUrl: url,
  databaseSchema: schemaName,
  dbStatementTimeoutMs: 30 * 60_000,
});
const handle = await createDb(config);

async function best(label: string, run: () => Promise<unknown>, times = 5): Promise<void> {
  let fastest = Infinity;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    fastest = Math.min(fastest, performance.now() - start);
  }
  console.log(`${label.padEnd(48)} ${fastest.toFixed(1)} ms`);
}

try {
  await migrate(handle.db);
  await seed(handle.db, config);
  const started = performance.now();
  await insertGeneratedCatalogue(handle.db, count);
  await handle.db.execute(sql`VACUUM ANALYZE products`);
  console.log(`inserted ${count} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const lastPage = Math.floor(count / 9);
  await best('listProducts page 1', () => listProducts(handle.db, { page: 1, pageSize: 9 }));
  await best('listProducts page 1000', () => listProducts(handle.db, { page: 1000, pageSize: 9 }));
  await best(`listProducts last page (${lastPage})`, () =>
    listProducts(handle.db, { page: lastPage, pageSize: 9 }),
  );
  await best('listProducts category Furniture page 1', () =>
    listProducts(handle.db, { page: 1, pageSize: 9, category: 'Furniture' }),
  );
  await best('listProducts category Furniture page 5000', () =>
    listProducts(handle.db, { page: 5000, pageSize: 9, category: 'Furniture' }),
  );
  await best('filterProducts Electronics page 1', () =>
    filterProducts(handle.db, { q: 'Electronics', page: 1, pageSize: 24 }),
  );
  await best("searchProducts 'hedphones' page 1", () =>
    searchProducts(handle.db, { q: 'hedphones', page: 1, pageSize: 24 }),
  );
  await best("searchProducts 'walnut lamp' page 1", () =>
    searchProducts(handle.db, { q: 'walnut lamp', page: 1, pageSize: 24 }),
  );
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    handle.db,
    sql`EXPLAIN (ANALYZE, BUFFERS) SELECT id FROM products WHERE active AND NOT suspend AND category = 'Furniture' ORDER BY id LIMIT 9 OFFSET 45000`,
  );
  console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
  await best("searchProducts 'zzqxj' (no match)", () =>
    searchProducts(handle.db, { q: 'zzqxj', page: 1, pageSize: 24 }),
  );
} finally {
  await handle.close();
  await dropSchema(url, schemaName);
}
