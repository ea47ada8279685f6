/**
 * The ledger's backfill (decision 065), on PGlite and PostgreSQL: a database whose paid orders
 * have no journals (as one made before the ledger, decision 055: an old `.data` of `pnpm start`)
 * gets, from the migrate path (src/migrations.ts, what `pnpm db:migrate` and `pnpm start` run),
 * exactly the journals the services wrote for the same orders: payment, fee and seller pending;
 * the release of a released order; the cancellation of a cancelled one and its refund when made.
 * They balance, they are dated when each thing happened, statements and balances are as before,
 * a second run writes nothing, and reconciliation finds no difference.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEE_RULE, splitSellerOrder, type FeeRule, type StatementRow } from '@shop/contract';
import { runReconcile, reconciledProviders } from '../src/cli/reconcile.ts';
import { migrateDatabase } from '../src/migrations.ts';
import {
  allBalances,
  journals,
  refundsOwedPence,
  sellerBalances,
  sellerStatementData,
  shopFeesPence,
  unbalancedJournals,
  type JournalView,
} from '../src/modules/ledger/index.ts';
import { releaseDueEarnings } from '../src/modules/orders/index.ts';
import { createDb, queryRows, type DbHandle } from '../src/platform/db/client.ts';
import { MIGRATIONS_DIR, migrate, pendingMigrations } from '../src/platform/db/migrate.ts';
import { DEFAULT_MARKETPLACE, testConfig } from '../src/platform/config/index.ts';
import { paidOrder, person } from './commerce.ts';
import { product, shopper } from './fake-stripe/shop.ts';
import { dropSchema, startTestApp, testDatabases, type TestApp } from './helpers.ts';
import { buy, makeDueRefunds, move } from './ledger-fixtures.ts';

/** The ledger tests' terms (one seeded snapshot): 12.5 % + 20p. */
const RULE: FeeRule = { percentBasisPoints: 1250, fixedPence: 20 };

/**
 * A journal without its row id (the backfill writes new rows) and its time (checked apart, by
 * `journalTimes`: the sample seed writes its journals when it runs, the backfill when each thing
 * happened), entries in written order.
 */
function withoutIdAndTime({
  id: _id,
  createdAt: _createdAt,
  ...journal
}: JournalView): Omit<JournalView, 'id' | 'createdAt'> {
  return journal;
}

describe.each(testDatabases)('the ledger backfill on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database, config: { marketplace: { ...DEFAULT_MARKETPLACE, feeRule: RULE } } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function reconcile(): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    const code = await runReconcile(t.db, reconciledProviders(t.db, t.config), (line) => lines.push(line));
    return { code, lines };
  }

  /** Every journal, by idempotency key, without row ids and times. */
  async function journalsByKey(): Promise<Map<string, Omit<JournalView, 'id' | 'createdAt'>>> {
    return new Map((await journals(t.db)).map((j) => [j.idempotencyKey, withoutIdAndTime(j)]));
  }

  /** When each journal of `orderIds` was written, by idempotency key (ISO). */
  async function journalTimes(orderIds: number[]): Promise<Map<string, string>> {
    const rows = await queryRows<{ key: string; at: string | Date }>(
      t.db,
      sql`SELECT idempotency_key AS key, created_at AS at FROM ledger_journals
          WHERE order_id IN (${sql.join(
            orderIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    return new Map(rows.map((r) => [r.key, new Date(r.at).toISOString()]));
  }

  /** Every seller's statement rows (sample sellers and this test's), by seller id. */
  async function statements(sellerIds: number[]): Promise<Map<number, StatementRow[]>> {
    const out = new Map<number, StatementRow[]>();
    for (const id of sellerIds) out.set(id, (await sellerStatementData(t.db, id)).rows);
    return out;
  }

  it('writes the journals paid orders would have had, balanced and dated, once; the books agree', async () => {
    // Orders through the real services, at every stage that moves money.
    const seller = await person(t, { firstName: 'Sid' });
    const other = await person(t, { firstName: 'Olga' });
    const buyer = await shopper(t);
    const mug = await product(t, seller.id, { stock: 50, pricePence: 2596 });
    const jug = await product(t, other.id, { stock: 50, pricePence: 3825 });
    const one = async (productId: number) => {
      const [order] = await buy(t, buyer, [{ productId, quantity: 1 }]);
      if (order === undefined) throw new Error('no order made');
      return order.id;
    };
    const processing = await one(mug);
    const shipped = await one(mug);
    expect(await move(seller, shipped, 'shipped')).toBe(200);
    const released = await one(jug);
    expect(await move(other, released, 'shipped')).toBe(200);
    expect((await buyer.client.post(`/api/orders/${released}/confirm-receipt/`)).status).toBe(200);
    const delivered = await one(jug);
    expect(await move(other, delivered, 'shipped')).toBe(200);
    expect(
      (await other.client.post(`/api/orders/${delivered}/status/`, { status: 'delivered' })).status,
    ).toBe(200);
    const refunded = await one(mug);
    expect(await move(seller, refunded, 'cancelled')).toBe(200);
    await makeDueRefunds(t);
    const refundDue = await one(mug);
    expect(await move(seller, refundDue, 'cancelled')).toBe(200);
    // Cancelled with nothing refunded: it may never have been paid, so the ledger leaves it out.
    const { orderId: unpaid } = await paidOrder(t, {
      buyerId: buyer.id,
      sellerId: seller.id,
      lines: [{ productId: mug, quantity: 1, unitPricePence: 2596 }],
      status: 'cancelled',
    });
    const ours = [processing, shipped, released, delivered, refunded, refundDue];

    const sellerIds = (
      await queryRows<{ id: number }>(
        t.db,
        sql`SELECT DISTINCT seller_id AS id FROM orders WHERE seller_id IS NOT NULL`,
      )
    ).map((r) => r.id);
    const paidSampleOrders = (
      await queryRows<{ id: number }>(
        t.db,
        sql`SELECT DISTINCT order_id AS id FROM ledger_journals
            WHERE kind = 'order_paid' AND order_id NOT IN (${sql.join(
              ours.map((id) => sql`${id}`),
              sql`, `,
            )})
            ORDER BY 1`,
      )
    ).map((r) => r.id);
    expect(paidSampleOrders.length).toBeGreaterThan(0);
    const before = {
      journals: await journalsByKey(),
      balances: await allBalances(t.db),
      statements: await statements(sellerIds),
      times: await journalTimes(ours),
    };
    expect([...before.journals.values()].filter((j) => j.orderId === refundDue).map((j) => j.kind)).toEqual([
      'order_paid',
      'order_cancelled',
    ]);
    expect(await reconcile()).toEqual({ code: 0, lines: ['No differences.'] });

    // Before the ledger: no journal at all (the tests' reset empties the tables the same way).
    await t.db.execute(sql`TRUNCATE ledger_entries, ledger_journals`);
    const missing = await reconcile();
    expect(missing.code).toBe(1);
    expect(missing.lines).toContainEqual(
      `order ${processing} (processing, £25.96): paid, no order_paid journal in the ledger (pnpm db:migrate writes it)`,
    );
    expect(missing.lines.filter((l) => l.startsWith('order '))).toHaveLength(
      paidSampleOrders.length + ours.length,
    );

    // The migrate path: no file pending, the backfill records every paid order, oldest first.
    const migrated = await migrateDatabase(t.db, t.config);
    expect(migrated).toEqual({
      applied: [],
      backfilledOrders: [...paidSampleOrders, ...ours].sort((a, b) => a - b),
    });
    expect(await unbalancedJournals(t.db)).toEqual([]);
    expect(await journalsByKey()).toEqual(before.journals);
    expect(await allBalances(t.db)).toEqual(before.balances);
    expect(await statements(sellerIds)).toEqual(before.statements);
    expect([...(await journalsByKey()).values()].some((j) => j.orderId === unpaid)).toBe(false);
    // Dated when it happened: payment, cancellation and refund at the services' own times; the
    // release at the order's released_at.
    const times = await journalTimes(ours);
    const [releasedRow] = await queryRows<{ at: string | Date }>(
      t.db,
      sql`SELECT released_at AS at FROM orders WHERE id = ${released}`,
    );
    for (const [key, at] of before.times)
      expect(times.get(key), key).toBe(
        key === `order-released:${released}` ? new Date(releasedRow?.at ?? 0).toISOString() : at,
      );

    // Idempotent: the next migrate finds nothing to write.
    expect(await migrateDatabase(t.db, t.config)).toEqual({ applied: [], backfilledOrders: [] });
    expect(await journalsByKey()).toEqual(before.journals);

    // The refund still due is made later, and recorded by the refund worker as ever.
    await makeDueRefunds(t);
    expect(
      [...(await journalsByKey()).values()].filter((j) => j.orderId === refundDue).map((j) => j.kind),
    ).toEqual(['order_paid', 'order_cancelled', 'refund_paid']);
    expect(await reconcile()).toEqual({ code: 0, lines: ['No differences.'] });
  });
});

/** The migration files up to `last` (e.g. '016'), copied to a folder of their own. */
function migrationsUpTo(last: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_/.test(f) && f.slice(0, 3) <= last))
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  return dir;
}

describe.each(testDatabases)('a database from before the ledger, migrated on $name', (database) => {
  let handle: DbHandle;
  let dir: string;
  const schema = database.url !== undefined ? `test_${randomBytes(6).toString('hex')}` : undefined;
  beforeAll(async () => {
    dir = migrationsUpTo('016');
    handle = await createDb(
      testConfig(database.url !== undefined ? { databaseUrl: database.url, databaseSchema: schema } : {}),
    );
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
    if (schema !== undefined && database.url !== undefined) await dropSchema(database.url, schema);
  });

  it('gets the journals of its paid orders in the transaction that applies 017 to 020', async () => {
    const { db } = handle;
    // At migration 016: a seller's orders, as an old `pnpm start` left them (no ledger yet).
    expect(await migrate(db, dir)).toHaveLength(16);
    const [seller, buyer] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO users (email, username, password_hash, first_name)
          VALUES ('old-seller@example.com', 'old_seller', 'x', 'Sam'), ('old-buyer@example.com', 'old_buyer', 'x', 'Bea')
          RETURNING id`,
    );
    if (seller === undefined || buyer === undefined) throw new Error('no users');
    const order = async (status: string, totalPence: number, refundedPence = 0) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO orders (user_id, seller_id, status, total_pence, refunded_pence, created_at, updated_at)
            VALUES (${buyer.id}, ${seller.id}, ${status}, ${totalPence}, ${refundedPence},
                    now() - interval '40 days', now() - interval '20 days')
            RETURNING id`,
      );
      if (row === undefined) throw new Error('no order');
      return row.id;
    };
    const delivered = await order('delivered', 5000);
    const shipped = await order('shipped', 1999);
    const cancelled = await order('cancelled', 1200, 1200);
    await db.execute(
      sql`INSERT INTO order_events (order_id, from_status, to_status, created_at)
          VALUES (${cancelled}, 'processing', 'cancelled', now() - interval '30 days')`,
    );
    await db.execute(
      sql`INSERT INTO outbox (kind, payload, dedupe_key, sent_at)
          VALUES ('refund', '{}'::jsonb, ${`refund-order-${cancelled}`}, now() - interval '29 days')`,
    );
    const pending = await order('pending', 800);

    // One transaction: a backfill that fails leaves the files after 016 unapplied too.
    const later = readdirSync(MIGRATIONS_DIR)
      .filter((f) => /^\d{3}_/.test(f) && f.slice(0, 3) > '016')
      .sort();
    await expect(migrate(db, MIGRATIONS_DIR, () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(await pendingMigrations(db)).toEqual(later);

    // pnpm db:migrate (or pnpm start): 017 to 020, then the backfill, in one transaction.
    const migrated = await migrateDatabase(db, { marketplace: DEFAULT_MARKETPLACE });
    expect(migrated.applied).toEqual(later);
    expect(migrated.backfilledOrders).toEqual([delivered, shipped, cancelled]);
    expect(await unbalancedJournals(db)).toEqual([]);
    expect((await journals(db, { orderId: pending })).length).toBe(0);

    const a = splitSellerOrder(5000, DEFAULT_FEE_RULE);
    const b = splitSellerOrder(1999, DEFAULT_FEE_RULE);
    expect(await sellerBalances(db, seller.id)).toEqual({
      pendingPence: a.netPence + b.netPence,
      availablePence: 0,
      paidOutPence: 0,
    });
    expect(await shopFeesPence(db)).toBe(a.feePence + b.feePence);
    expect(await refundsOwedPence(db)).toBe(0);
    const rows = (await sellerStatementData(db, seller.id)).rows.sort((x, y) => x.order_id - y.order_id);
    expect(
      rows.map((r) => [r.order_id, r.gross_pence, r.fee_pence, r.refunds_pence, r.net_pence, r.status]),
    ).toEqual([
      [delivered, 5000, a.feePence, 0, a.netPence, 'pending'],
      [shipped, 1999, b.feePence, 0, b.netPence, 'pending'],
      [cancelled, 1200, 120, 1200, 0, 'cancelled'],
    ]);

    // Migration 019 gave the old delivered order its release date (14 days after its last
    // change, now past): the release job moves its net to available.
    await releaseDueEarnings(db, new Date());
    expect(await sellerBalances(db, seller.id)).toMatchObject({
      pendingPence: b.netPence,
      availablePence: a.netPence,
    });
    expect(await migrateDatabase(db, { marketplace: DEFAULT_MARKETPLACE })).toEqual({
      applied: [],
      backfilledOrders: [],
    });

    // The one difference left is the provider's: the simulated provider kept no record of refunds
    // before migration 020, so the refund the shop made then is in the ledger only.
    const lines: string[] = [];
    expect(await runReconcile(db, reconciledProviders(db, testConfig()), (line) => lines.push(line))).toBe(1);
    expect(lines).toEqual([
      `refund refund-order-${cancelled}: £12.00 in the ledger, no refund at the provider`,
      '1 difference.',
    ]);
  });
});
