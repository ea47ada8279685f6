/**
 * `pnpm money:reconcile` (decision 061): compares the ledger of the configured database with the
 * payment providers' own records (the simulated provider's table always; Stripe's transfers and
 * refunds when STRIPE_SECRET_KEY is set) and prints every difference, one line each, then exits
 * 1; prints 'No differences.' and exits 0 when they agree. Reads only. A database with pending
 * migrations (an old `.data` of `pnpm start`) is refused with one line saying to run
 * `pnpm db:migrate` first, which also backfills the ledger (decision 065). On PGlite (no
 * DATABASE_URL) run it while the shop is stopped: PGlite's files belong to one process.
 */
import { pathToFileURL } from 'node:url';
import type { Db } from '../platform/db/client.ts';
import { createDb } from '../platform/db/client.ts';
import { pendingMigrations } from '../platform/db/migrate.ts';
import type { Config } from '../platform/config/index.ts';
import { paymentProviderFor } from '../modules/checkout/index.ts';
import { SimulatedProvider, type PaymentProvider } from '../modules/payments/index.ts';
import { reconcileMoney, type ProviderMoneyRecords } from '../modules/payouts/index.ts';
import { PendingMigrationsError } from '../server.ts';
import { describeDatabase, errorLine, fail, loadConfigOrExit } from './common.ts';

/** The providers whose records count: the simulated one always, the configured one besides. */
export function reconciledProviders(db: Db, config: Pick<Config, 'stripe'>): PaymentProvider[] {
  const configured = paymentProviderFor(db, config);
  return configured.name === 'simulated'
    ? [configured]
    : [new SimulatedProvider(() => Promise.resolve(null), db), configured];
}

/**
 * Runs reconciliation on `db` against `providers` and prints through `print`: each difference,
 * or 'No differences.'. Returns the exit code: 1 when there is any difference, else 0.
 */
export async function runReconcile(
  db: Db,
  providers: readonly Pick<PaymentProvider, 'moneyRecords'>[],
  print: (line: string) => void,
): Promise<number> {
  const records: ProviderMoneyRecords = { transfers: [], refunds: [] };
  for (const provider of providers) {
    const { transfers, refunds } = await provider.moneyRecords();
    records.transfers.push(...transfers);
    records.refunds.push(...refunds);
  }
  const differences = await reconcileMoney(db, records);
  if (differences.length === 0) {
    print('No differences.');
    return 0;
  }
  for (const line of differences) print(line);
  print(`${differences.length} difference${differences.length === 1 ? '' : 's'}.`);
  return 1;
}

/**
 * The command on `config`'s database: opens it, refuses it with PendingMigrationsError while a
 * migration is pending, reconciles it with the providers of `config` (runReconcile, printing
 * through `print`) and closes it. Returns the exit code: 1 when there is any difference, else 0.
 */
export async function reconcileDatabase(config: Config, print: (line: string) => void): Promise<number> {
  const handle = await createDb(config);
  try {
    const pending = await pendingMigrations(handle.db);
    if (pending.length > 0) throw new PendingMigrationsError(pending);
    return await runReconcile(handle.db, reconciledProviders(handle.db, config), print);
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = loadConfigOrExit();
  let code = 1;
  try {
    code = await reconcileDatabase(config, (line) => console.log(line));
  } catch (error) {
    fail(`money:reconcile failed on ${describeDatabase(config)}: ${errorLine(error)}`);
  }
  process.exit(code);
}
