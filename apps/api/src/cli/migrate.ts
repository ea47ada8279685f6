/**
 * `pnpm db:migrate` (`node apps/api/dist/migrate.js`, decision 023): applies the pending
 * migrations of `apps/api/migrations` to the configured database (PGlite in DATA_DIR, or
 * DATABASE_URL with DATABASE_SCHEMA) and prints one line: what it applied, or that nothing was
 * pending. In the same transaction it backfills the ledger for orders paid before the ledger
 * existed (src/migrations.ts, decision 065) and says how many. Exit code 1 with one line on
 * stderr when the configuration, a migration or the backfill fails (then nothing of the run is
 * kept). Safe to run while servers run, and from several places at once (advisory lock).
 */
import { createDb } from '../platform/db/client.ts';
import { migrateDatabase } from '../migrations.ts';
import { describeDatabase, errorLine, fail, loadConfigOrExit } from './common.ts';

const config = loadConfigOrExit();
const where = describeDatabase(config);
let line: string;
try {
  const handle = await createDb(config);
  try {
    const { applied, backfilledOrders } = await migrateDatabase(handle.db, config);
    const backfilled = backfilledOrders.length;
    line =
      (applied.length === 0
        ? `db:migrate: ${where} is up to date; nothing to apply`
        : `db:migrate: applied ${applied.length} migration${applied.length === 1 ? '' : 's'} to ${where}: ${applied.join(', ')}`) +
      (backfilled === 0
        ? ''
        : `; the ledger now records ${backfilled} order${backfilled === 1 ? '' : 's'} paid before it existed`);
  } finally {
    await handle.close();
  }
} catch (error) {
  fail(`db:migrate failed on ${where}: ${errorLine(error)}`);
}
console.log(line);
