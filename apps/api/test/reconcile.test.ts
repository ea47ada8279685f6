/**
 * Reconciliation of the ledger with the providers' records (decision 061, `pnpm money:reconcile`):
 * a clean shop prints 'No differences.'; each planted difference is printed and exits 1. The
 * command itself runs on the PGlite directory of a fresh demo (`pnpm start`: migrations, the
 * ledger's backfill and the seed) and prints no difference; it refuses a database with pending
 * migrations.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileDatabase, runReconcile } from '../src/cli/reconcile.ts';
import { migrateDatabase } from '../src/migrations.ts';
import { seed } from '../src/modules/sample-data/index.ts';
import { testConfig } from '../src/platform/config/index.ts';
import { createDb } from '../src/platform/db/client.ts';
import { API_DIR } from '../src/platform/paths.ts';
import { PendingMigrationsError } from '../src/server.ts';
import { SimulatedProvider, simulatedProviderRecords } from '../src/modules/payments/index.ts';
import { payouts } from '../src/modules/payouts/index.ts';
import { sql } from 'drizzle-orm';
import { listing, person } from './commerce.ts';
import { shopper } from './fake-stripe/shop.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';
import { buy, makeDueRefunds, move } from './ledger-fixtures.ts';
import { earn, fakeDestinations, payOut } from './payout-fixtures.ts';

describe.each(primaryDatabase)('money:reconcile on $name', (database) => {
  let t: TestApp;
  let simulated: SimulatedProvider;
  const destinations = fakeDestinations();
  beforeAll(async () => {
    t = await startTestApp({ database, payoutDestinations: destinations });
    simulated = new SimulatedProvider(() => Promise.resolve(null), t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  async function reconcile(): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    const code = await runReconcile(t.db, [simulated], (line) => lines.push(line));
    return { code, lines };
  }

  it('finds no difference after payouts paid and failed and a refund made, and prints each planted one', async () => {
    // A refund made through the refund worker (the simulated provider records it).
    const seller = await person(t);
    const buyer = await shopper(t);
    const productId = await listing(t, seller.id, { pricePence: 2599 });
    const [order] = await buy(t, buyer, [{ productId, quantity: 1 }]);
    expect(await move(seller, order?.id ?? 0, 'cancelled')).toBe(200);
    await makeDueRefunds(t);
    // A payout paid and one refused for good.
    const paidSeller = await person(t);
    destinations.open(paidSeller.id);
    await earn(t.db, paidSeller.id, 1800);
    expect((await paidSeller.client.post('/api/payouts/')).status).toBe(201);
    const refusedSeller = await person(t);
    destinations.open(refusedSeller.id, 'sim_refuse_1');
    await earn(t.db, refusedSeller.id, 900);
    expect((await refusedSeller.client.post('/api/payouts/')).status).toBe(201);
    const report = await payOut(t.db, simulated, new Date());
    expect(report.paid).toHaveLength(1);
    expect(report.failed).toHaveLength(1);

    expect(await reconcile()).toEqual({ code: 0, lines: ['No differences.'] });

    // A transfer at the provider that the ledger never paid.
    await simulated.createTransfer({
      destination: 'sim_acct_x',
      amountPence: 500,
      idempotencyKey: 'payout-999999',
    });
    const stray = await reconcile();
    expect(stray.code).toBe(1);
    expect(stray.lines).toEqual([
      expect.stringMatching(
        /^transfer tr_sim_\w+ at the provider \(£5\.00, key payout-999999\): not in the ledger$/,
      ),
      '1 difference.',
    ]);
    await t.db
      .delete(simulatedProviderRecords)
      .where(eq(simulatedProviderRecords.idempotencyKey, 'payout-999999'));

    // The provider's transfer of the paid payout with another amount, then gone.
    const [paid] = await t.db.select().from(payouts).where(eq(payouts.sellerId, paidSeller.id));
    const key = `payout-${paid?.id}`;
    await t.db
      .update(simulatedProviderRecords)
      .set({ amountPence: 1700 })
      .where(eq(simulatedProviderRecords.idempotencyKey, key));
    expect((await reconcile()).lines).toEqual([
      `payout ${key}: £18.00 in the ledger, £17.00 at the provider (${paid?.providerTransferId})`,
      '1 difference.',
    ]);
    await t.db.delete(simulatedProviderRecords).where(eq(simulatedProviderRecords.idempotencyKey, key));
    expect((await reconcile()).lines).toEqual([
      `payout ${key}: £18.00 in the ledger, no transfer at the provider`,
      '1 difference.',
    ]);

    // A refund the provider has twice, and a payout row that disagrees with its journals.
    const [refund] = await t.db
      .select()
      .from(simulatedProviderRecords)
      .where(eq(simulatedProviderRecords.kind, 'refund'));
    await t.db.insert(simulatedProviderRecords).values({
      kind: 'refund',
      reference: 're_sim_planted',
      idempotencyKey: 'refund-planted',
      counterparty: 'cs_sim_planted',
      amountPence: 100,
    });
    await t.db.execute(
      sql`UPDATE payouts SET status = 'requested', paid_at = NULL, provider_transfer_id = NULL WHERE id = ${paid?.id ?? 0}`,
    );
    const many = await reconcile();
    expect(many.code).toBe(1);
    expect(many.lines).toEqual([
      `payout ${key}: £18.00 in the ledger, no transfer at the provider`,
      'refund re_sim_planted at the provider (£1.00, key refund-planted): not in the ledger',
      `payout ${paid?.id} (requested): has its payout_paid journal`,
      `seller ${paidSeller.id}: £0.00 in transit in the ledger, £18.00 in open payouts`,
      '4 differences.',
    ]);
    expect(refund?.amountPence).toBe(2599);
  });
});

describe('the money:reconcile command', () => {
  // It opens a new PGlite (initdb) before it looks: on a busy CI machine that alone took 30 s.
  it(
    'refuses a database with pending migrations, saying to run pnpm db:migrate',
    { timeout: 120_000 },
    async () => {
      const lines: string[] = [];
      const refused = await reconcileDatabase(testConfig(), (line) => lines.push(line)).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(PendingMigrationsError);
      expect((refused as Error).message).toContain('run `pnpm db:migrate`');
      expect(lines).toEqual([]);
    },
  );

  // PGlite on disk: initdb, the migrations and the seed, then a second process: give it time.
  it('prints no difference on the data directory of a fresh demo', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-reconcile-'));
    try {
      // What `pnpm start` (demo.ts) does before it listens.
      const config = testConfig({ dataDir, pgliteDir: path.join(dataDir, 'pglite') });
      const handle = await createDb(config);
      try {
        await migrateDatabase(handle.db, config);
        await seed(handle.db, config);
      } finally {
        await handle.close();
      }
      // `pnpm money:reconcile` is `tsx src/cli/reconcile.ts` in apps/api.
      const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
        (resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/reconcile.ts'], {
            cwd: API_DIR,
            env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
          });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('error', reject);
          child.on('close', (code) => resolve({ code, stdout, stderr }));
        },
      );
      expect(run).toEqual({ code: 0, stdout: 'No differences.\n', stderr: '' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
