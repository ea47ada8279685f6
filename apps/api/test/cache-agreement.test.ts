/**
 * Caches that agree (decision 026): two app instances on one database, as two processes
 * behind a load balancer would be. On PostgreSQL (DATABASE_URL) each has its own handle (pool and
 * listening connection) on one shared schema, so events travel through LISTEN/NOTIFY; on PGlite
 * both are built on one handle (PGlite is one process), where events travel through PGlite's
 * listen. The cache TTL is a minute, so anything seen here is the events' doing, not expiry.
 * - an edit through A is seen through B on the next read (polled; the delay is printed, and only a
 *   generous bound of 1000 ms is asserted), and through A at once;
 * - a price change, and a review (the product's rating, decision 028), drop only the answers
 *   listing that product (and its kept reviews, decision 069); a suspension drops the lists, searches and its category's pages, but not
 *   another category's;
 * - a cart add, a bookmark, a sign-in drop nothing (statements counted at the driver);
 * - a NOTIFY sent by anyone on the schema's channel is heard; on PostgreSQL a dropped listening
 *   connection empties the cache and agreement resumes once it is back.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { SELLER_ACCOUNT, sampleUserPasswords } from '@shop/sample-catalogue';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/platform/config/index.ts';
import { createDb, type DbHandle } from '../src/platform/db/client.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { products } from '../src/platform/db/schema.ts';
import { seed } from '../src/modules/sample-data/seed.ts';
import { person } from './commerce.ts';
import { TestClient, dropSchema, testDatabases, type TestApp, type TestResponse } from './helpers.ts';

/** Longest wait for another process to see a change (ms); the observed delay is printed. */
const AGREEMENT_BOUND_MS = 1000;

interface Product {
  id: number;
  price: number;
  category: string;
  review_count: number;
}
const productsOf = (res: TestResponse) => res.body.products as Product[];
const idsOf = (res: TestResponse) => productsOf(res).map((p) => p.id);

/** Waits `ms` milliseconds: the interval of `until`, which times when a read first sees a change. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases)('given two app instances on one $name database', (database) => {
  const schemaName = database.name === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config: Config = testConfig({
    catalogueCacheMs: 60_000,
    ...(database.url !== undefined ? { databaseUrl: database.url, databaseSchema: schemaName } : {}),
  });
  /** Statements sent by each handle (index 0: A's, 1: B's; on PGlite both are the one handle's). */
  const sent: string[][] = [[], []];
  const handles: DbHandle[] = [];
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let seller: TestClient;
  /** A public product of the seller (edited through A) and the page of 9 listing it. */
  let mine: Product;
  let minePage: number;
  /** A list page without `mine`, a category page of another category, a search without `mine`. */
  let otherPage: number;
  let otherCategory: string;
  let otherSearch: string;
  /** A public product of another category (its detail answer must outlive changes to `mine`). */
  let otherProduct: number;

  beforeAll(async () => {
    const a = await createDb(config, { onQuery: (text) => sent[0]?.push(text) });
    handles.push(a);
    await migrate(a.db);
    await seed(a.db, config);
    handles.push(
      database.name === 'postgres' ? await createDb(config, { onQuery: (text) => sent[1]?.push(text) }) : a,
    );
    const b = handles[1] ?? a;
    appA = await buildApp({ db: a.db, config, listen: a.listen, serveStatic: false });
    appB = await buildApp({ db: b.db, config, listen: b.listen, serveStatic: false });

    seller = new TestClient(appA);
    const login = await seller.login(SELLER_ACCOUNT.email, sampleUserPasswords[SELLER_ACCOUNT.email] ?? '');
    expect(login.status).toBe(200);
    const sellerId = (login.body.user as { id: number }).id;
    const [row] = await a.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.ownerId, sellerId), eq(products.active, true), eq(products.suspend, false)))
      .orderBy(asc(products.id))
      .limit(1);
    const found = await new TestClient(appA).get(`/api/products/${row?.id ?? 0}/`);
    mine = found.body.product as Product;
    for (let page = 1; page <= 4; page++) {
      const ids = idsOf(await new TestClient(appA).get(`/api/products/?page=${page}`));
      if (ids.includes(mine.id)) minePage = page;
      else otherPage ??= page;
    }
    const [other] = await a.db
      .select({ category: products.category, id: products.id })
      .from(products)
      .where(
        and(ne(products.category, mine.category), eq(products.active, true), eq(products.suspend, false)),
      )
      .orderBy(asc(products.id))
      .limit(1);
    otherCategory = other?.category ?? '';
    otherProduct = other?.id ?? 0;
    otherSearch = 'hedphones';
  });

  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    for (const handle of new Set(handles)) await handle.close();
    if (schemaName !== undefined && database.url !== undefined) await dropSchema(database.url, schemaName);
  });

  /** GETs `url` through `app` as a visitor: the answer and the statements its handle sent meanwhile. */
  async function read(app: FastifyInstance, url: string): Promise<{ res: TestResponse; statements: number }> {
    const log = sent[app === appA || database.name === 'pglite' ? 0 : 1] ?? [];
    const before = log.length;
    const res = await new TestClient(app).get(url);
    return { res, statements: log.length - before };
  }

  /**
   * Reads `url` through `app` until `done(answer)`, for at most AGREEMENT_BOUND_MS; returns when
   * the read that saw it began, in ms from the call (0: the first read saw it).
   */
  async function until(app: FastifyInstance, url: string, done: (res: TestResponse) => boolean) {
    const start = performance.now();
    for (;;) {
      const began = performance.now() - start;
      const { res } = await read(app, url);
      if (done(res)) return began;
      if (began > AGREEMENT_BOUND_MS) throw new Error(`${url}: not seen after ${Math.round(began)} ms`);
      await sleep(1);
    }
  }

  /** Sets the price of `mine` through A (the seller's listing form, price only). */
  async function setPrice(price: number): Promise<void> {
    const res = await seller.postForm(`/api/customer-products/${mine.id}/update/`, {
      price: price.toFixed(2),
    });
    expect(res.status, res.text).toBe(200);
  }

  /** The answers these tests keep warm through B. */
  const urls = () => ({
    mine: `/api/products/?page=${minePage}`,
    other: `/api/products/?page=${otherPage}`,
    otherCategory: `/api/products/?category=${encodeURIComponent(otherCategory)}`,
    otherFilter: `/api/products/filter/?q=${encodeURIComponent(otherCategory)}`,
    mineCategory: `/api/products/?category=${encodeURIComponent(mine.category)}`,
    search: `/api/products/search/?q=${otherSearch}`,
    product: `/api/products/${mine.id}/`,
    otherProduct: `/api/products/${otherProduct}/`,
    // A public product's reviews are kept like the product (decision 069).
    reviews: `/api/products/${mine.id}/comments/`,
    otherReviews: `/api/products/${otherProduct}/comments/`,
  });

  /** Reads every url through `app` twice: the second read must come from the cache (0 statements). */
  async function warm(app: FastifyInstance): Promise<void> {
    for (const url of Object.values(urls())) {
      await read(app, url);
      expect((await read(app, url)).statements, url).toBe(0);
    }
  }

  it('finds the fixtures it needs', () => {
    expect(mine.id).toBeGreaterThan(0);
    expect(minePage).toBeGreaterThan(0);
    expect(otherPage).toBeGreaterThan(0);
    expect(otherCategory).not.toBe('');
    expect(otherProduct).toBeGreaterThan(0);
  });

  it('shows an edit through A through B on the next read, and through A at once', async () => {
    await warm(appA);
    await warm(appB);
    const price = Math.round(mine.price * 100 + 101) / 100;
    await setPrice(price);
    const priceOn = (res: TestResponse) => productsOf(res).find((p) => p.id === mine.id)?.price;
    // The writer applies its own event before answering: no wait at all.
    expect(priceOn((await read(appA, urls().mine)).res)).toBe(price);
    const waited = await until(appB, urls().mine, (res) => priceOn(res) === price);
    console.info(`[cache agreement, ${database.name}] B saw A's edit after ${waited.toFixed(1)} ms`);
    expect(waited).toBeLessThanOrEqual(AGREEMENT_BOUND_MS);
    mine = { ...mine, price };
  });

  it('drops on a price change only the answers listing that product, on both instances', async () => {
    await eventsSettled();
    await warm(appA);
    await warm(appB);
    const price = Math.round(mine.price * 100 + 37) / 100;
    await setPrice(price);
    await until(appB, urls().mine, (res) =>
      productsOf(res).some((p) => p.id === mine.id && p.price === price),
    );
    for (const app of [appA, appB]) {
      for (const [name, url] of Object.entries(urls())) {
        if (name === 'mine' || name === 'mineCategory' || name === 'product' || name === 'reviews') continue;
        expect((await read(app, url)).statements, `${name} ${url}`).toBe(0);
      }
      // Its own detail answer was dropped too, and shows the new price.
      const detail = await read(app, urls().product);
      expect(detail.statements).toBe(1);
      expect((detail.res.body.product as Product).price).toBe(price);
    }
    // The category page listing it was dropped too, and shows the new price.
    const category = await read(appB, urls().mineCategory);
    expect(category.statements).toBe(1);
    expect(productsOf(category.res).find((p) => p.id === mine.id)?.price).toBe(price);
    mine = { ...mine, price };
  });

  /**
   * Waits until A and B have handled every catalogue event sent so far (an earlier test's own
   * write reaches its app a second time, by NOTIFY, some time after the local drop): a bare NOTIFY
   * emptying both caches is delivered after every earlier one (a channel's notifications arrive
   * in commit order), so once both apps have dropped a warm answer, no older event can still come.
   */
  async function eventsSettled(): Promise<void> {
    await warm(appA);
    await warm(appB);
    const a = handles[0];
    if (a === undefined) throw new Error('no handle');
    await a.db.execute(sql`SELECT pg_notify('catalogue_' || current_schema(), '{"all":true}')`);
    for (const app of [appA, appB]) {
      await vi.waitFor(
        async () => expect((await read(app, urls().search)).statements, 'the NOTIFY heard').not.toBe(0),
        {
          timeout: AGREEMENT_BOUND_MS,
          interval: 2,
        },
      );
    }
  }

  /**
   * Waits until every database handle has heard a fence notification sent now: a channel's
   * notifications arrive in commit order, so by then each app has heard every event published
   * before it. The fence names a product that does not exist, so it drops no cached answer.
   */
  async function eventsHeard(): Promise<void> {
    const fence = JSON.stringify({ ids: [1_000_000_000 + randomBytes(3).readUIntBE(0, 3)], lists: false });
    const listening = [...new Set(handles)];
    const heard = new Set<DbHandle>();
    const unsubscribe = await Promise.all(
      listening.map((handle) =>
        handle.listen('catalogue', (payload) => {
          if (payload === fence) heard.add(handle);
        }),
      ),
    );
    try {
      await handles[0]?.db.execute(sql`SELECT pg_notify('catalogue_' || current_schema(), ${fence})`);
      await vi.waitFor(() => expect(heard.size, 'the fence was not heard').toBe(listening.length), {
        timeout: 5 * AGREEMENT_BOUND_MS,
        interval: 2,
      });
    } finally {
      for (const stop of unsubscribe) await stop();
    }
  }

  it('drops nothing for a cart add, a bookmark, a sign-in or a registration', async () => {
    await eventsSettled();
    await warm(appA);
    await warm(appB);
    const buyer = new TestClient(appA);
    const ok = (res: TestResponse) => expect(res.status, res.text).toBeLessThan(300);
    ok((await buyer.register()).res);
    ok(await buyer.post('/api/cart/add/', { product_id: mine.id, quantity: 1 }));
    ok(await buyer.post('/api/bookmarks/toggle/', { product_id: mine.id }));
    ok(await seller.login(SELLER_ACCOUNT.email, sampleUserPasswords[SELLER_ACCOUNT.email] ?? ''));
    // Any event these writes published has been heard by both apps once a later fence is.
    await eventsHeard();
    for (const app of [appA, appB]) {
      for (const [name, url] of Object.entries(urls())) {
        expect((await read(app, url)).statements, `${name} ${url}`).toBe(0);
      }
    }
  });

  it('drops on a review only the answers listing that product, on both instances (its rating moved, decision 028)', async () => {
    const reviewsOf = (res: TestResponse) => productsOf(res).find((p) => p.id === mine.id)?.review_count;
    const before = reviewsOf((await read(appA, urls().mine)).res) ?? 0;
    await eventsSettled();
    await warm(appA);
    await warm(appB);
    const reviewer = new TestClient(appA);
    expect((await reviewer.register()).res.status).toBeLessThan(300);
    const added = await reviewer.post(`/api/products/${mine.id}/comments/add/`, {
      text: 'Lovely.',
      rating: 5,
    });
    expect(added.status, added.text).toBe(201);
    await until(appB, urls().mine, (res) => reviewsOf(res) === before + 1);
    for (const app of [appA, appB]) {
      for (const [name, url] of Object.entries(urls())) {
        if (name === 'mine' || name === 'mineCategory' || name === 'product' || name === 'reviews') continue;
        expect((await read(app, url)).statements, `${name} ${url}`).toBe(0);
      }
      expect(reviewsOf((await read(app, urls().mine)).res)).toBe(before + 1);
      // Its reviews were dropped too: read again (two statements), with the new one.
      const list = await read(app, urls().reviews);
      expect(list.statements).toBe(2);
      expect((list.res.body.comments as { text: string }[]).map((c) => c.text)).toContain('Lovely.');
      // Its detail answer's review summary moved too.
      const detail = await read(app, urls().product);
      expect(detail.statements).toBe(1);
      expect((detail.res.body.review_summary as { count: number }).count).toBe(before + 1);
    }
    const category = await read(appB, urls().mineCategory);
    expect(category.statements).toBe(1);
    expect(reviewsOf(category.res)).toBe(before + 1);

    // Staff hide it on a report (decision 072): the kept reviews are dropped on both instances.
    const lovely = (await read(appA, urls().reviews)).res.body.comments as { id: number; text: string }[];
    const reviewId = lovely.find((c) => c.text === 'Lovely.')?.id ?? 0;
    const reporter = new TestClient(appA);
    expect((await reporter.register()).res.status).toBeLessThan(300);
    const reported = await reporter.post('/api/reports/', {
      target_kind: 'review',
      target_id: reviewId,
      reason: 'offensive',
    });
    expect(reported.status, reported.text).toBe(201);
    const staff = await person(
      { db: handles[0]?.db, config, client: () => new TestClient(appA) } as TestApp,
      {
        staff: true,
      },
    );
    const hidden = await staff.client.post('/api/admin/reports/decision/', {
      target_kind: 'review',
      target_id: reviewId,
      decision: 'hide_review',
      reason: 'Abusive',
    });
    expect(hidden.status, hidden.text).toBe(200);
    const texts = (res: TestResponse) => (res.body.comments as { text: string }[]).map((c) => c.text);
    await until(appB, urls().reviews, (res) => !texts(res).includes('Lovely.'));
    for (const app of [appA, appB])
      expect(texts((await read(app, urls().reviews)).res)).not.toContain('Lovely.');
  });

  it("drops on a suspension the lists, the searches and that category's pages, not another category's", async () => {
    await eventsSettled();
    await warm(appA);
    await warm(appB);
    const staff = await person(
      { db: handles[0]?.db, config, client: () => new TestClient(appA) } as TestApp,
      {
        staff: true,
      },
    );
    const suspended = await staff.client.post(`/api/admin/products/${mine.id}/moderate/`, {
      suspend: true,
      reason: 'Counterfeit',
    });
    expect(suspended.status, suspended.text).toBe(200);
    await until(appB, urls().mineCategory, (res) => !idsOf(res).includes(mine.id));
    for (const app of [appA, appB]) {
      expect((await read(app, urls().otherCategory)).statements).toBe(0);
      expect((await read(app, urls().otherFilter)).statements).toBe(0);
      // Another product's detail stays; its own is dropped, and a visitor no longer sees it.
      expect((await read(app, urls().otherProduct)).statements).toBe(0);
      expect((await read(app, urls().otherReviews)).statements).toBe(0);
      expect((await read(app, urls().product)).res.status).toBe(404);
      expect((await read(app, urls().reviews)).res.status).toBe(404);
      // Its owner still reads its reviews; that answer is theirs alone, never kept for a visitor.
      expect((await seller.get(urls().reviews)).status).toBe(200);
      expect((await read(app, urls().reviews)).res.status).toBe(404);
      // Every all-products page (its total changed) and every search were dropped.
      expect((await read(app, urls().other)).statements).toBe(1);
      expect((await read(app, urls().search)).statements).toBe(1);
      expect(idsOf((await read(app, urls().mine)).res)).not.toContain(mine.id);
    }
    const restored = await staff.client.post(`/api/admin/products/${mine.id}/moderate/`, { suspend: false });
    expect(restored.status).toBe(200);
    await until(appB, urls().mineCategory, (res) => idsOf(res).includes(mine.id));
  });

  it("hears a NOTIFY on the schema's catalogue channel from anyone (here a bare statement)", async () => {
    await warm(appB);
    const a = handles[0];
    if (a === undefined) throw new Error('no handle');
    // Not through notify(): only the database's own delivery can bring it to the apps.
    await a.db.execute(sql`SELECT pg_notify('catalogue_' || current_schema(), '{"all":true}')`);
    await vi.waitFor(
      async () => expect((await read(appB, urls().search)).statements, 'the NOTIFY heard').not.toBe(0),
      {
        timeout: AGREEMENT_BOUND_MS,
        interval: 2,
      },
    );
    expect((await read(appB, urls().otherCategory)).statements).toBe(1);
  });

  it.runIf(database.name === 'postgres')(
    'empties the cache when the listening connection drops, and agrees again once it is back',
    async () => {
      await warm(appB);
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        const killed = await admin.query<{ pid: number }>(
          `SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`,
          [`shop-listener:${schemaName}`],
        );
        expect(killed.rowCount).toBe(2);
      } finally {
        await admin.end();
      }
      // Dropped: B reads from the database again (nothing stored until the listener is back).
      const start = performance.now();
      await vi.waitFor(
        async () => expect((await read(appB, urls().other)).statements, 'the cache emptied').not.toBe(0),
        {
          timeout: AGREEMENT_BOUND_MS,
          interval: 2,
        },
      );
      // Back (reconnected with backoff): B caches again...
      await vi.waitFor(
        async () => {
          await read(appB, urls().other);
          expect((await read(appB, urls().other)).statements, 'the listener back').toBe(0);
        },
        { timeout: 10_000, interval: 20 },
      );
      console.info(
        `[cache agreement, postgres] listener dropped and back after ${(performance.now() - start).toFixed(0)} ms`,
      );
      // ...and hears A's edits again.
      await warm(appB);
      const price = Math.round(mine.price * 100 + 13) / 100;
      await setPrice(price);
      await until(appB, urls().mine, (res) =>
        productsOf(res).some((p) => p.id === mine.id && p.price === price),
      );
      mine = { ...mine, price };
    },
  );
});
