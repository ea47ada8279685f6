/**
 * Measures the catalogue queries on a large catalogue (default 1,000,000 products) on PostgreSQL:
 * `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm exec tsx apps/api/scripts/catalogue-scale.ts [count]`.
 * Creates a throw-away schema, migrates, bulk-inserts products with generate_series (the generated
 * catalogue of scale-catalogue.ts), runs each query a few times and prints the best time in
 * milliseconds (one client; `pnpm bench:scale` measures under load), then drops the schema.
 * SCALE_SCHEMA=<schema> measures a catalogue built before with `scale-catalogue.ts build` instead
 * (migrated first, kept).
 */
import { randomBytes } from 'node:crypto';
import { testConfig } from '../src/platform/config/index.ts';
import { createDb } from '../src/platform/db/client.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { filterProducts, listProducts, searchProducts } from '../src/modules/catalogue/product-lists.ts';
import { dropSchema } from '../test/helpers.ts';
import { analyse, buildScaleCatalogue } from './scale-catalogue.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database');
const count = Number(process.argv[2] ?? 1_000_000);
const kept = process.env.SCALE_SCHEMA || undefined;
const schemaName = kept ?? `scale_${randomBytes(4).toString('hex')}`;
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
  if (kept === undefined) {
    await buildScaleCatalogue(handle.db, config, count);
  } else if ((await migrate(handle.db)).length > 0) await analyse(handle.db);
  const { totalPages: lastPage } = (await listProducts(handle.db, { page: 1, pageSize: 9 })).pagination;
  const { totalPages: lastFurniture } = (
    await listProducts(handle.db, { page: 1, pageSize: 9, category: 'Furniture' })
  ).pagination;
  for (const page of [1, 1000, Math.ceil(lastPage / 2), lastPage])
    await best(`listProducts page ${page}${page === lastPage ? ' (last)' : ''}`, () =>
      listProducts(handle.db, { page, pageSize: 9 }),
    );
  for (const page of [1, Math.ceil(lastFurniture / 2), lastFurniture])
    await best(`listProducts category Furniture page ${page}`, () =>
      listProducts(handle.db, { page, pageSize: 9, category: 'Furniture' }),
    );
  for (const page of [1, lastPage])
    await best(`listProducts sort price_asc page ${page}`, () =>
      listProducts(handle.db, { page, pageSize: 9, sort: 'price_asc' }),
    );
  await best('filterProducts Electronics page 1', () =>
    filterProducts(handle.db, { q: 'Electronics', page: 1, pageSize: 24 }),
  );
  await best("searchProducts 'hedphones' page 1", () =>
    searchProducts(handle.db, { q: 'hedphones', page: 1, pageSize: 24 }),
  );
  for (const q of ['walnut lamp', 'lamp', 'headph', 'Home & Kitchen'])
    await best(`searchProducts '${q}' page 1`, () => searchProducts(handle.db, { q, page: 1, pageSize: 24 }));
  await best("searchProducts 'zzqxj' (no match)", () =>
    searchProducts(handle.db, { q: 'zzqxj', page: 1, pageSize: 24 }),
  );
} finally {
  await handle.close();
  if (kept === undefined) await dropSchema(url, schemaName);
}
