/**
 * Migration 028 (decision 076) on a database made before it: ratings already shown to their
 * subjects (both sides in, or the window closed) are marked mailed, so the 'rating-mails' job does
 * not e-mail them now; a rating still blind is left to be mailed when it shows; orders delivered
 * before it get no reminder to rate.
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
import { dropSchema, primaryDatabase } from './helpers.ts';

/** The migration files before 028, copied to a folder of their own. */
function migrationsBefore028(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_/.test(f) && f.slice(0, 3) < '028'))
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  return dir;
}

describe.each(primaryDatabase)('migration 028 on $name', (database) => {
  let handle: DbHandle;
  let dir: string;
  const schema = database.url !== undefined ? `test_${randomBytes(6).toString('hex')}` : undefined;
  beforeAll(async () => {
    dir = migrationsBefore028();
    handle = await createDb(
      testConfig(database.url !== undefined ? { databaseUrl: database.url, databaseSchema: schema } : {}),
    );
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
    if (schema !== undefined && database.url !== undefined) await dropSchema(database.url, schema);
  });

  it('marks the ratings already shown as mailed, leaves a blind one, and reminds no earlier order', async () => {
    const { db } = handle;
    await migrate(db, dir);
    const [seller, buyer] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO users (email, username, password_hash, first_name)
          VALUES ('s@example.com', 'seller_028', 'x', 'Sam'), ('b@example.com', 'buyer_028', 'x', 'Bea')
          RETURNING id`,
    );
    if (seller === undefined || buyer === undefined) throw new Error('no users');
    const order = async (deliveredDaysAgo: number) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO orders (user_id, seller_id, status, total_pence, delivered_at)
            VALUES (${buyer.id}, ${seller.id}, 'delivered', 1000, now() - ${deliveredDaysAgo} * interval '1 day')
            RETURNING id`,
      );
      if (row === undefined) throw new Error('no order');
      return row.id;
    };
    const rate = (orderId: number, side: 'buyer' | 'seller') =>
      db.execute(
        sql`INSERT INTO order_ratings (order_id, side, author_id, subject_id, stars, comment)
            VALUES (${orderId}, ${side}, ${side === 'buyer' ? buyer.id : seller.id},
                    ${side === 'buyer' ? seller.id : buyer.id}, 4, 'Fine')`,
      );
    const both = await order(2);
    await rate(both, 'buyer');
    await rate(both, 'seller');
    const closed = await order(20);
    await rate(closed, 'buyer');
    const blind = await order(2);
    await rate(blind, 'buyer');

    expect(await migrate(db, MIGRATIONS_DIR)).toContain('028_rating_mails_and_hidden_ratings.sql');
    const ratings = await queryRows<{ order_id: number; side: string; mailed: boolean; hidden: boolean }>(
      db,
      sql`SELECT order_id, side, subject_notified_at IS NOT NULL AS mailed, hidden_at IS NOT NULL AS hidden
          FROM order_ratings ORDER BY id`,
    );
    expect(ratings.map((r) => [r.order_id, r.side, r.mailed, r.hidden])).toEqual([
      [both, 'buyer', true, false],
      [both, 'seller', true, false],
      [closed, 'buyer', true, false],
      [blind, 'buyer', false, false],
    ]);
    const reminded = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM orders WHERE rating_reminded_at IS NULL`,
    );
    expect(reminded[0]?.n).toBe(0);
  });
});
