import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, testConfig } from '../src/platform/config/index.ts';
import { createDb, queryRows } from '../src/platform/db/client.ts';
import { migrate, splitStatements } from '../src/platform/db/migrate.ts';
import { seed } from '../src/modules/sample-data/seed.ts';
import { TestClient, startTestApp, testDatabases, type TestApp } from './helpers.ts';

describe('given PGlite keeping its data in a folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-pglite-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps an account made before a restart', async () => {
    const config = testConfig({ pgliteDir: path.join(dir, 'pglite') });
    const first = await createDb(config);
    await migrate(first.db);
    await seed(first.db, config);
    const app = await buildApp({ db: first.db, config, serveStatic: false });
    const { res, credentials } = await new TestClient(app).register();
    expect(res.status).toBe(201);
    await app.close();
    await first.close();

    const second = await createDb(config);
    expect(await migrate(second.db)).toEqual([]);
    expect(await seed(second.db, config)).toBe(false);
    const again = await buildApp({ db: second.db, config, serveStatic: false });
    const login = await new TestClient(again).login(credentials.email, credentials.password);
    expect(login.status).toBe(200);
    await again.close();
    await second.close();
    // PGlite on disk starts twice here (initdb on the first start): give it time on a busy machine.
  }, 180_000);
});

describe.each(testDatabases)('given migrations and the seed on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });

  const fingerprint = async () =>
    JSON.stringify(
      await queryRows(
        t.db,
        sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM products) AS products,
          (SELECT count(*)::int FROM comments) AS comments, (SELECT count(*)::int FROM orders) AS orders,
          (SELECT count(*)::int FROM cart_items) AS cart, (SELECT count(*)::int FROM bookmarks) AS bookmarks,
          (SELECT string_agg(name, '|' ORDER BY id) FROM products) AS names`,
      ),
    );

  it('seeds the 30 products, 10 users (the staff account too) and the demo cart once; a second run changes nothing', async () => {
    const before = await fingerprint();
    expect(before).toContain('"products":30');
    expect(before).toContain('"users":10');
    expect(await seed(t.db, t.config)).toBe(false);
    expect(await migrate(t.db)).toEqual([]);
    expect(await fingerprint()).toBe(before);
  });

  it('moves id sequences past the seeded ids (a new product gets id 31)', async () => {
    const rows = await queryRows<{ id: number }>(
      t.db,
      sql`INSERT INTO products (owner_id, name, price_pence, category) VALUES (2, 'New', 100, 'Electronics') RETURNING id`,
    );
    expect(rows[0]?.id).toBe(31);
  });
});

describe('given the SQL splitter', () => {
  it('splits at line-ending semicolons but not inside dollar quotes or strings', () => {
    const text =
      "CREATE TABLE a (x text DEFAULT 'a;\nb');\n-- comment;\nCREATE FUNCTION f() RETURNS int AS $$\nBEGIN RETURN 1;\nEND;\n$$ LANGUAGE plpgsql;\nSELECT 1;";
    expect(splitStatements(text)).toHaveLength(3);
  });
});

describe('given the environment', () => {
  it('defaults to PGlite under .data, port 3000, and generates a session secret once', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    try {
      const a = loadConfig({ DATA_DIR: dataDir });
      const b = loadConfig({ DATA_DIR: dataDir });
      expect(a.port).toBe(3000);
      expect(a.databaseUrl).toBeUndefined();
      expect(a.pgliteDir).toBe(path.join(dataDir, 'pglite'));
      expect(a.sessionSecret.length).toBeGreaterThanOrEqual(32);
      expect(b.sessionSecret).toBe(a.sessionSecret);
      expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'short' })).toThrow();
      expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x/y', PORT: '4123' })).toMatchObject({
        databaseUrl: 'postgres://x/y',
        port: 4123,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
