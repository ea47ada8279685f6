/**
 * `pnpm db:seed` (`node apps/api/dist/seed.js`, decision 023): adds the sample data of
 * `@shop/sample-catalogue` (the 30-product catalogue, the demo user, sellers, shoppers and a member
 * of staff with the README's passwords, reviews, orders) to the configured database, once (a
 * marker in `app_meta`; a second run changes nothing), and prints one line. Needs the migrations
 * applied (`pnpm db:migrate`). Refuses NODE_ENV=production, where public passwords would open the
 * shop, unless given `--allow-production` (a public demo site). Exit code 1 with one line on
 * stderr on any failure.
 */
import { sampleProducts, sampleUsers } from '@shop/sample-catalogue';
import { createDb } from '../platform/db/client.ts';
import { pendingMigrations } from '../platform/db/migrate.ts';
import { seed } from '../modules/sample-data/index.ts';
import { PendingMigrationsError } from '../server.ts';
import { describeDatabase, errorLine, fail, isProduction, loadConfigOrExit } from './common.ts';

const ALLOW_PRODUCTION = '--allow-production';
const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== ALLOW_PRODUCTION);
if (unknown.length > 0)
  fail(`db:seed: unknown argument ${unknown.join(' ')}; usage: db:seed [${ALLOW_PRODUCTION}]`);

const config = loadConfigOrExit();
if (isProduction() && !args.includes(ALLOW_PRODUCTION)) {
  fail(
    `db:seed: refusing NODE_ENV=production: the sample data has accounts with public passwords (a member of staff among them); pass ${ALLOW_PRODUCTION} for a public demo site.`,
  );
}
const where = describeDatabase(config);
let line: string;
try {
  const handle = await createDb(config);
  try {
    const pending = await pendingMigrations(handle.db);
    if (pending.length > 0) throw new PendingMigrationsError(pending);
    const seeded = await seed(handle.db, config);
    line = seeded
      ? `db:seed: added the sample data to ${where}: ${sampleProducts.length} products, ${sampleUsers.length} users`
      : `db:seed: ${where} already has the sample data; nothing to add`;
  } finally {
    await handle.close();
  }
} catch (error) {
  fail(`db:seed failed on ${where}: ${errorLine(error)}`);
}
console.log(line);
