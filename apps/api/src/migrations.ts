/**
 * Migrating the database with what the migration files cannot do (decision 065): `pnpm db:migrate`
 * (cli/migrate.ts) and the demo (`pnpm start`, demo.ts) apply the pending files of
 * `apps/api/migrations` and then, in the same transaction and under the same advisory lock,
 * backfill the ledger for orders paid before it existed, with the configured fee terms
 * (modules/orders `backfillLedger`). The backfill is idempotent and finds nothing to do on a
 * database made with the ledger, so it runs at every migrate.
 */
import type { Config } from './platform/config/index.ts';
import type { Db } from './platform/db/client.ts';
import { migrate } from './platform/db/migrate.ts';
import { backfillLedger } from './modules/orders/index.ts';

/** What migrateDatabase did. */
export interface Migrated {
  /** The migration files applied now, in order. */
  applied: string[];
  /** The orders whose journals the ledger's backfill wrote now (paid before the ledger existed). */
  backfilledOrders: number[];
}

/**
 * Applies the pending migrations to `db`, then backfills the ledger with `config`'s fee terms
 * (PLATFORM_FEE_PERCENT, PLATFORM_FEE_FIXED_PENCE), all in one transaction. Throws (and leaves
 * the database as it was before the failing file, or before the backfill) on any failure.
 */
export async function migrateDatabase(db: Db, config: Pick<Config, 'marketplace'>): Promise<Migrated> {
  let backfilledOrders: number[] = [];
  const applied = await migrate(db, undefined, async (tx) => {
    backfilledOrders = await backfillLedger(tx, config.marketplace.feeRule);
  });
  return { applied, backfilledOrders };
}
