/**
 * Migration 021 (decision 067) on a database made before it, on PGlite and PostgreSQL: the lines
 * of a cancelled order are backfilled as refunded in full and other lines as nothing; the CHECKs
 * then refuse a line or an order refunded above what was paid, and the partial unique index a
 * second open request on one line (a closed one does not count).
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/platform/config/index.ts';
import { createDb, queryRows, type DbHandle } from '../src/platform/db/client.ts';
import { MIGRATIONS_DIR, migrate } from '../src/platform/db/migrate.ts';
import { dropSchema, testDatabases } from './helpers.ts';

/** The migration files up to `last` (e.g. '020'), copied to a folder of their own. */
function migrationsUpTo(last: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_/.test(f) && f.slice(0, 3) <= last))
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  return dir;
}

describe.each(testDatabases)('migration 021 on $name', (database) => {
  let handle: DbHandle;
  let dir: string;
  const schema = database.url !== undefined ? `test_${randomBytes(6).toString('hex')}` : undefined;
  beforeAll(async () => {
    dir = migrationsUpTo('020');
    handle = await createDb(
      testConfig(database.url !== undefined ? { databaseUrl: database.url, databaseSchema: schema } : {}),
    );
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
    if (schema !== undefined && database.url !== undefined) await dropSchema(database.url, schema);
  });

  it('backfills the lines of cancelled orders and then keeps every refund within what was paid', async () => {
    const { db } = handle;
    await migrate(db, dir);
    const [seller, buyer] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO users (email, username, password_hash, first_name)
          VALUES ('s@example.com', 'seller_021', 'x', 'Sam'), ('b@example.com', 'buyer_021', 'x', 'Bea')
          RETURNING id`,
    );
    if (seller === undefined || buyer === undefined) throw new Error('no users');
    const order = async (status: string, refundedPence: number) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO orders (user_id, seller_id, status, total_pence, refunded_pence)
            VALUES (${buyer.id}, ${seller.id}, ${status}, 3500, ${refundedPence}) RETURNING id`,
      );
      if (row === undefined) throw new Error('no order');
      await db.execute(
        sql`INSERT INTO order_items (order_id, product_name, quantity, unit_price_pence)
            VALUES (${row.id}, 'Mug', 2, 1000), (${row.id}, 'Jug', 1, 1500)`,
      );
      return row.id;
    };
    const cancelled = await order('cancelled', 3500);
    const delivered = await order('delivered', 0);

    expect(await migrate(db, MIGRATIONS_DIR)).toContain('021_returns.sql');
    const lines = await queryRows<{ order_id: number; refunded_pence: string | number }>(
      db,
      sql`SELECT order_id, refunded_pence FROM order_items ORDER BY id`,
    );
    expect(lines.map((l) => [l.order_id, Number(l.refunded_pence)])).toEqual([
      [cancelled, 2000],
      [cancelled, 1500],
      [delivered, 0],
      [delivered, 0],
    ]);

    // Never more than paid, per line and per order.
    await expect(
      db.execute(
        sql`UPDATE order_items SET refunded_pence = 2001 WHERE order_id = ${delivered} AND quantity = 2`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`UPDATE orders SET refunded_pence = 3501 WHERE id = ${delivered}`),
    ).rejects.toThrow();
    await db.execute(
      sql`UPDATE order_items SET refunded_pence = 2000 WHERE order_id = ${delivered} AND quantity = 2`,
    );

    // One open request per line; a closed one does not hold it.
    const [line] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM order_items WHERE order_id = ${delivered} AND quantity = 1`,
    );
    const request = (status: string) =>
      db.execute(
        sql`INSERT INTO return_requests (order_id, order_item_id, buyer_id, seller_id, quantity, reason, status, amount_pence)
            VALUES (${delivered}, ${line?.id}, ${buyer.id}, ${seller.id}, 1, 'damaged', ${status}, 1500)`,
      );
    await request('refunded');
    await request('requested');
    await expect(request('declined')).rejects.toThrow();
    await expect(request('lost')).rejects.toThrow();
  });
});
