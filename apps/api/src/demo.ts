/**
 * The demo shop (decision 023): what `pnpm start` and `pnpm --filter @shop/api start` run, built
 * to `apps/api/dist/demo.js`. Like the production server (`main.ts`), but it applies pending
 * migrations and seeds the sample data of `@shop/sample-catalogue` (once per database: the
 * 30-product catalogue, the demo user, a second seller and a member of staff, all with the
 * passwords the README prints) before listening. So it refuses NODE_ENV=production: there, run
 * `pnpm db:migrate` (and `pnpm db:seed --allow-production` for sample data) and the server.
 */
import { fail, isProduction, loadConfigOrExit, serve } from './cli/common.ts';
import { migrateDatabase } from './migrations.ts';
import { seed } from './modules/sample-data/index.ts';

const config = loadConfigOrExit();
if (isProduction()) {
  fail(
    'The demo (pnpm start) seeds accounts with public passwords and does not run with NODE_ENV=production: run `pnpm db:migrate`, then `pnpm start:prod` (node apps/api/dist/main.js).',
  );
}
// Migrations, then the ledger's backfill for orders paid before it existed (decision 065), then the seed.
await serve(config, async (db) => {
  const { applied, backfilledOrders } = await migrateDatabase(db, config);
  return { migrations: applied, ledgerBackfilled: backfilledOrders.length, seeded: await seed(db, config) };
});
