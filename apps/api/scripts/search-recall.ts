/**
 * `pnpm search:recall`: prints recall@10 of search on the typo test set
 * (test/search-typos.ts) over the sample catalogue, on PGlite in memory (the embedded default),
 * overall and per kind of mistake, and every query that missed. Asserts nothing (search.test.ts
 * does); exits 1 only when it cannot run.
 */
import { testConfig } from '../src/platform/config/index.ts';
import { createDb } from '../src/platform/db/client.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { seed } from '../src/modules/sample-data/seed.ts';
import { searchProducts } from '../src/modules/catalogue/product-lists.ts';
import { measureRecall } from '../test/search-recall.ts';
import { SEARCH_RECALL_AT, SEARCH_RECALL_TARGET, TYPO_QUERIES } from '../test/search-typos.ts';

const config = testConfig({});
const handle = await createDb(config);
try {
  await migrate(handle.db);
  await seed(handle.db, config);
  const report = await measureRecall(async (q) =>
    (await searchProducts(handle.db, { q, page: 1, pageSize: SEARCH_RECALL_AT })).products.map((p) => p.id),
  );
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`recall@${SEARCH_RECALL_AT} over ${TYPO_QUERIES.length} queries (PGlite, sample catalogue)`);
  for (const [kind, { recall, queries }] of Object.entries(report.byKind))
    console.log(`  ${kind.padEnd(8)} ${pct(recall).padStart(6)} of ${queries}`);
  console.log(
    `  ${'all'.padEnd(8)} ${pct(report.recall).padStart(6)} (target >= ${pct(SEARCH_RECALL_TARGET)})`,
  );
  for (const { query, got } of report.misses)
    console.log(`  missed ${JSON.stringify(query.q)} (wanted ${query.id}, got [${got.join(', ')}])`);
} finally {
  await handle.close();
}
