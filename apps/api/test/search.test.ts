/**
 * Search ranking and matching rules (decision 031) against the server, on
 * small data (the sample catalogue plus a few products of the test's own): exact names first,
 * typos, transpositions, accents and prefixes found, only public products, the vocabulary kept
 * up to date by the triggers, at most SEARCH_RESULT_CAP candidates, the typo test set's recall,
 * and suggestions (GET /products/suggest/). No test asserts a time (`pnpm bench:scale` measures).
 */
import { SUGGESTIONS_LIMIT } from '@shop/contract';
import { foldSearchText } from '@shop/mocks/handlers/search-match.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client.ts';
import { products } from '../src/platform/db/schema.ts';
import { searchProducts } from '../src/modules/catalogue/product-lists.ts';
import { SEARCH_RESULT_CAP } from '../src/modules/catalogue/search.ts';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';
import { measureRecall } from './search-recall.ts';
import { SEARCH_RECALL_AT, SEARCH_RECALL_TARGET } from './search-typos.ts';

interface ListBody {
  products: { id: number; name: string }[];
  pagination: { totalItems: number };
}

describe.each(testDatabases)('given search on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterEach(async () => {
    await t.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (q: string) => {
    const res = await t.client().get(`/api/products/search/?q=${encodeURIComponent(q)}`);
    expect(res.status, q).toBe(200);
    return res.body as unknown as ListBody;
  };
  const ids = async (q: string) => (await search(q)).products.map((p) => p.id);
  /** Inserts public products named `names` (seller 2, Home & Kitchen); returns their ids in order. */
  const addProducts = async (names: string[]) => {
    const rows = await t.db
      .insert(products)
      .values(names.map((name) => ({ ownerId: 2, name, pricePence: 1000, category: 'Home & Kitchen' })))
      .returning({ id: products.id });
    return rows.map((r) => r.id);
  };

  it('ranks the product whose whole name is the search text first, ahead of longer names', async () => {
    const [shade, nordic, exact] = await addProducts([
      'Walnut Lamp Shade with Walnut Lamp Base',
      'Nordic Walnut Lamp',
      'Walnut Lamp',
    ]);
    expect((await ids('walnut lamp'))[0]).toBe(exact);
    expect((await ids('  WALNUT   lamp ')).slice(0, 1)).toEqual([exact]);
    expect(await ids('walnut lamp')).toEqual(expect.arrayContaining([shade, nordic]));
  });

  it('finds a product through typos: a wrong, missing or extra letter, and two letters swapped', async () => {
    for (const q of ['hedphones', 'headphonnes', 'haedphones', 'wireles headphnes'])
      expect(await ids(q), q).toContain(1);
    const [lamp] = await addProducts(['Copper Desk Lamp']);
    expect(await ids('lmap'), 'lmap').toContain(lamp);
    expect(await ids('copper lmap'), 'copper lmap').toContain(lamp);
  });

  it('ignores accents and case on both sides', async () => {
    for (const q of ['giclee', 'GICLÉE', 'Giclée print']) expect(await ids(q), q).toContain(20);
    expect(await ids('sérum')).toContain(9);
    const [cafe] = await addProducts(['Crème Brûlée Dish']);
    expect(await ids('creme brulee')).toContain(cafe);
    expect((await ids('CRÈME BRÛLÉE DISH'))[0]).toBe(cafe);
  });

  it('finds words from their first letters, as typed so far', async () => {
    for (const [q, id] of [
      ['headph', 1],
      ['casser', 3],
      ['nordic wal', 11],
    ] as const)
      expect(await ids(q), q).toContain(id);
  });

  it('answers nothing for stop words alone or nonsense, and never a product that is not public', async () => {
    expect(await ids('the')).toEqual([]);
    expect(await ids('zzqxjv')).toEqual([]);
    await t.db.update(products).set({ sellerSuspended: true }).where(eq(products.id, 1));
    await t.db.update(products).set({ adminApproved: false }).where(eq(products.id, 20));
    expect(await ids('headphones')).not.toContain(1);
    expect(await ids('giclee')).not.toContain(20);
  });

  it('learns the words of new and renamed products (the vocabulary triggers)', async () => {
    const [id] = await addProducts(['Zanzibar Spice Tin']);
    expect(await ids('zanzibr')).toContain(id);
    await t.db.update(products).set({ name: 'Marrakech Spice Tin' }).where(eq(products.id, id!));
    expect(await ids('marakech')).toContain(id);
  });

  it(`considers at most SEARCH_RESULT_CAP (${SEARCH_RESULT_CAP}) matches of a broad search`, async () => {
    await addProducts(Array.from({ length: SEARCH_RESULT_CAP + 5 }, (_, i) => `Enamel Mug ${i + 1}`));
    const found = await search('mug');
    expect(found.pagination.totalItems).toBe(SEARCH_RESULT_CAP);
  });

  it('folds text in SQL (shop_fold) exactly as the mocks do (foldSearchText)', async () => {
    const texts = [
      'Giclée',
      'CRÈME BRÛLÉE',
      'Sørensen',
      'Straße',
      'Łódź',
      'Æsir Œuvre',
      'naïve café',
      'ÅNGSTRÖM',
    ];
    const rows = await queryRows<{ folded: string[] }>(
      t.db,
      sql`SELECT array_agg(shop_fold(x) ORDER BY n) AS folded
          FROM unnest(ARRAY[${sql.join(
            texts.map((x) => sql`${x}::text`),
            sql`, `,
          )}]) WITH ORDINALITY AS u(x, n)`,
    );
    expect(rows[0]?.folded).toEqual(texts.map(foldSearchText));
  });

  it(`keeps recall@${SEARCH_RECALL_AT} of the typo test set at ${SEARCH_RECALL_TARGET} or more`, async () => {
    const report = await measureRecall(async (q) =>
      (await searchProducts(t.db, { q, page: 1, pageSize: SEARCH_RECALL_AT })).products.map((p) => p.id),
    );
    const missed = report.misses.map((m) => `${m.query.q} (wanted ${m.query.id})`).join(', ');
    expect(report.recall, `missed: ${missed}`).toBeGreaterThanOrEqual(SEARCH_RECALL_TARGET);
  });

  describe('when suggesting as you type (GET /products/suggest/)', () => {
    const suggest = async (q: string) => {
      const res = await t.client().get(`/api/products/suggest/?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      return res.body.suggestions as { id: number; name: string; category: string; imageUrl: string }[];
    };

    it('suggests the best matches first with their name, category and image', async () => {
      const [first] = await suggest('headph');
      expect(first).toMatchObject({
        id: 1,
        name: 'Aurora Wireless Noise-Cancelling Headphones',
        category: 'Electronics',
      });
      expect(first?.imageUrl).toMatch(/\S/);
      expect((await suggest('hedphones'))[0]?.id).toBe(1);
      expect((await suggest('GICLÉE'))[0]?.id).toBe(20);
    });

    it(`gives at most SUGGESTIONS_LIMIT (${SUGGESTIONS_LIMIT}) and none for blank text`, async () => {
      await addProducts(Array.from({ length: SUGGESTIONS_LIMIT + 3 }, (_, i) => `Stoneware Bowl ${i + 1}`));
      expect(await suggest('stoneware')).toHaveLength(SUGGESTIONS_LIMIT);
      expect(await suggest('')).toEqual([]);
      expect(await suggest('   ')).toEqual([]);
    });

    it('never suggests a product that is not public', async () => {
      await t.db
        .update(products)
        .set({ active: false })
        .where(inArray(products.id, [1]));
      expect((await suggest('headphones')).map((s) => s.id)).not.toContain(1);
    });

    it('refuses text over 200 characters with 400', async () => {
      const res = await t.client().get(`/api/products/suggest/?q=${'a'.repeat(201)}`);
      expect(res.status).toBe(400);
    });
  });
});
