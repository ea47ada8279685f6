/**
 * One round trip per read (decision 022): a product list page, a category page, a
 * search (also past its last page), a product (with its review summary) and its related
 * products are each exactly ONE SQL statement, counted at
 * the driver (createDb's onQuery sees every statement sent to node-postgres or PGlite), and a
 * public read never touches the sessions table, even with a session cookie. An owner still sees
 * their own unpublished product (the session is looked up only then); anyone else gets 404.
 */
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@shop/contract';
import { SELLER_ACCOUNT } from '@shop/sample-catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/platform/config/index.ts';
import { createDb, type DbHandle } from '../src/platform/db/client.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { products } from '../src/platform/db/schema.ts';
import { resetDatabase, seed } from '../src/modules/sample-data/seed.ts';
import { loadProducts } from '../src/modules/catalogue/product-json.ts';
import { TestClient, dropSchema, primaryDatabase, type TestResponse } from './helpers.ts';

describe.each(primaryDatabase)('given the sample catalogue on $name', (database) => {
  /** The SQL text of every statement sent to the driver since the last `count()`. */
  let statements: string[] = [];
  let app: FastifyInstance;
  let handle: DbHandle;
  const schemaName = database.name === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = testConfig(
    database.url !== undefined ? { databaseUrl: database.url, databaseSchema: schemaName } : {},
  );

  beforeAll(async () => {
    handle = await createDb(config, { onQuery: (text) => statements.push(text) });
    await migrate(handle.db);
    await seed(handle.db, config);
    app = await buildApp({ db: handle.db, config, serveStatic: false });
  });
  afterEach(async () => {
    await resetDatabase(handle.db, config);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    if (schemaName !== undefined && database.url !== undefined) await dropSchema(database.url, schemaName);
  });

  /** Runs `act` and returns its result and the statements it sent. */
  async function counted<T>(act: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
    statements = [];
    const result = await act();
    const sql = statements;
    statements = [];
    return { result, sql };
  }
  const touchesSessions = (sql: string[]) => sql.some((text) => /\bsessions\b/i.test(text));

  /** GETs `url` with `client` (a visitor by default): the answer and the statements it cost. */
  async function read(url: string, client = new TestClient(app)) {
    const { result, sql } = await counted(() => client.get(url));
    return { res: result, sql };
  }
  const paging = (res: TestResponse) => res.body.pagination as { totalItems: number; page: number };
  const ids = (res: TestResponse) => (res.body.products as { id: number }[]).map((p) => p.id);

  describe('when reading the public catalogue', () => {
    it('answers a list page, and a page past the end with the true total, in one statement each', async () => {
      const first = await read('/api/products/?page=2');
      expect(first.res.status).toBe(200);
      expect(ids(first.res)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
      expect(first.sql).toHaveLength(1);
      const past = await read('/api/products/?page=99');
      expect(ids(past.res)).toEqual([]);
      expect(paging(past.res).totalItems).toBe(30);
      expect(past.sql).toHaveLength(1);
      expect(touchesSessions([...first.sql, ...past.sql])).toBe(false);
    });

    it('answers a category page (list and filter) in one statement', async () => {
      const list = await read('/api/products/?category=furniture');
      expect(paging(list.res).totalItems).toBe(2);
      expect(list.sql).toHaveLength(1);
      const filter = await read('/api/products/filter/?q=Furniture');
      expect(ids(filter.res)).toEqual(ids(list.res));
      expect(filter.sql).toHaveLength(1);
    });

    it('answers a search, also past its last page (with the total), in one statement', async () => {
      const found = await read('/api/products/search/?q=hedphones');
      expect(ids(found.res).length).toBeGreaterThan(0);
      expect(found.sql).toHaveLength(1);
      const total = paging(found.res).totalItems;
      const past = await read('/api/products/search/?q=hedphones&page=50');
      expect(ids(past.res)).toEqual([]);
      expect(paging(past.res).totalItems).toBe(total);
      expect(past.sql).toHaveLength(1);
      const none = await read('/api/products/search/?q=zzqxj');
      expect(paging(none.res).totalItems).toBe(0);
      expect(none.sql).toHaveLength(1);
      expect(touchesSessions([...found.sql, ...past.sql, ...none.sql])).toBe(false);
    });

    it('answers a public product in one statement, without the sessions table even for a signed-in user', async () => {
      const visitor = await read('/api/products/7/');
      expect(visitor.res.status).toBe(200);
      expect((visitor.res.body.product as { id: number }).id).toBe(7);
      expect(visitor.sql).toHaveLength(1);
      const user = new TestClient(app);
      expect((await user.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password)).status).toBe(200);
      const signedIn = await read('/api/products/7/', user);
      expect(signedIn.res.status).toBe(200);
      expect(signedIn.sql).toHaveLength(1);
      expect(touchesSessions([...visitor.sql, ...signedIn.sql])).toBe(false);
      const missing = await read('/api/products/9999/');
      expect(missing.res.status).toBe(404);
      expect(missing.res.body.error).toBe(MESSAGES.products.notFound);
      expect(missing.sql).toHaveLength(1);
    });

    it('answers a product with its review summary, and its reviews counted in every list, in one statement', async () => {
      const { res, sql } = await read('/api/products/1/');
      const summary = res.body.review_summary as { average: number; count: number; histogram: number[] };
      expect(summary.count).toBeGreaterThan(0);
      expect(summary.histogram.reduce((a, b) => a + b, 0)).toBe(summary.count);
      expect(res.body.product).toMatchObject({ rating: summary.average, review_count: summary.count });
      expect(sql).toHaveLength(1);
      const list = await read('/api/products/?pageSize=9');
      expect((list.res.body.products as { id: number; review_count: number }[])[0]).toMatchObject({
        id: 1,
        review_count: summary.count,
      });
      expect(list.sql).toHaveLength(1);
    });

    it('answers related products in one statement, without the sessions table, and 404 in one', async () => {
      const user = new TestClient(app);
      await user.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
      const related = await read('/api/products/2/related/', user);
      expect(related.res.status).toBe(200);
      expect(ids(related.res)).toEqual([11, 30, 29, 28]);
      expect(related.sql).toHaveLength(1);
      expect(touchesSessions(related.sql)).toBe(false);
      const missing = await read('/api/products/9999/related/');
      expect(missing.res.status).toBe(404);
      expect(missing.sql).toHaveLength(1);
    });

    it('loads any set of products (cart, bookmarks, admin) in one statement, in the order asked', async () => {
      const { result, sql } = await counted(() => loadProducts(handle.db, [3, 1, 3, 9999, 2]));
      expect(result.map((p) => p.id)).toEqual([3, 1, 3, 2]);
      expect(sql).toHaveLength(1);
      // In a transaction the same statement runs through Drizzle (unnamed): the same products.
      const inTransaction = await handle.db.transaction((tx) => loadProducts(tx, [3, 1, 3, 9999, 2]));
      expect(inTransaction).toEqual(result);
    });
  });

  describe("when a product is not public (here the seller's own, deactivated)", () => {
    it('shows it to its owner (the session looked up only then) and answers 404 to anyone else', async () => {
      const [seller] = await handle.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.ownerId, await sellerId()))
        .limit(1);
      const id = seller?.id ?? 0;
      await handle.db.update(products).set({ active: false }).where(eq(products.id, id));

      const owner = new TestClient(app);
      await owner.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
      const mine = await read(`/api/products/${id}/`, owner);
      expect(mine.res.status).toBe(200);
      expect((mine.res.body.product as { id: number; active: boolean }).active).toBe(false);
      expect(touchesSessions(mine.sql)).toBe(true);

      const visitor = await read(`/api/products/${id}/`);
      expect(visitor.res.status).toBe(404);
      expect(visitor.res.body.error).toBe(MESSAGES.products.notFound);
      expect(visitor.sql).toHaveLength(1);

      // Its related products likewise: its owner (session looked up only then) and nobody else.
      const ownRelated = await read(`/api/products/${id}/related/`, owner);
      expect(ownRelated.res.status).toBe(200);
      expect(ids(ownRelated.res)).not.toContain(id);
      expect(touchesSessions(ownRelated.sql)).toBe(true);
      const visitorRelated = await read(`/api/products/${id}/related/`);
      expect(visitorRelated.res.status).toBe(404);
      expect(visitorRelated.sql).toHaveLength(1);

      const other = new TestClient(app);
      await other.register();
      const theirs = await read(`/api/products/${id}/`, other);
      expect(theirs.res.status).toBe(404);
      expect(theirs.res.body.error).toBe(MESSAGES.products.notFound);

      expect(ids((await read('/api/products/?pageSize=100')).res)).not.toContain(id);
    });
  });

  /** The user id of SELLER_ACCOUNT. */
  async function sellerId(): Promise<number> {
    const client = new TestClient(app);
    const res = await client.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
    return (res.body.user as { id: number }).id;
  }
});
