/**
 * `pnpm db:migrate` (`node apps/api/dist/migrate.js`, decision 023): applies the pending
 * migrations of `apps/api/migrations` to the configured database (PGlite in DATA_DIR, or
 * DATABASE_URL with DATABASE_SCHEMA) and prints one line: what it applied, or that nothing was
 * pending. Exit code 1 with one line on stderr when the configuration or a migration fails
 * (a failing file is rolled back whole). Safe to run while servers run, and from several
 * places at once (advisory lock).
 */
import { createDb } from '../platform/db/client.ts';
import { migrate } from '../platform/db/migrate.ts';
import { describeDatabase, errorLine, fail, loadConfigOrExit } from './common.ts';

const config = loadConfigOrExit();
const where = describeDatabase(config);
let line: string;
try {
  const handle = await createDb(config);
  try {
    const applied = await migrate(handle.db);
    line =
      applied.length === 0
        ? `db:migrate: ${where} is up to date; nothing to apply`
        : `db:migrate: applied ${applied.length} migration${applied.length === 1 ? '' : 's'} to ${where}: ${applied.join(', ')}`;
  } finally {
    await handle.close();
  }
} catch (error) {
  fail(`db:migrate failed on ${where}: ${errorLine(error)}`);
}
console.log(line);
