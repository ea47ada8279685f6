/**
 * The maintained lists of migration 010 (decision 031) on small data, PGlite and
 * PostgreSQL: after every kind of product write (bulk and single inserts, suspensions, approvals,
 * renames, category moves, deletes, stock-only updates, TRUNCATE by the test reset)
 * - catalogue_blocks, search_postings, search_word_candidates and search_category_candidates
 *   equal what a recount from scratch gives;
 * - every search answers exactly what it answers without them (searchCandidates `lists: false`:
 *   the GIN index and the rank computed on the rows), ranks included, once the table is in id
 *   order (the lists keep the first products by id; a GIN scan reads them in table order);
 * - the lists stay exact when writers overlap (PostgreSQL: the advisory lock of migration 010);
 * - list pages by number equal an OFFSET walk over every public product (all and per category),
 *   over more than one block of 1,024 ids, and so do sorted pages read from the index's other end.
 * Plus the constants the SQL shares with services/search.ts.
 */
import fc from 'fast-check';
import type { ProductSort } from '@shop/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client.ts';
import { products } from '../src/platform/db/schema.ts';
import { listProducts } from '../src/modules/catalogue/product-lists.ts';
import { SEARCH_MAX_WORDS, SEARCH_RESULT_CAP, searchCandidates } from '../src/modules/catalogue/search.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';

const PUBLIC = sql`active AND NOT suspend AND admin_approved`;

/** Rows in `actual` but not in `expected` and the other way round (both SELECTs of one shape). */
const difference = (actual: ReturnType<typeof sql>, expected: ReturnType<typeof sql>) =>
  sql`SELECT 'extra' AS side, * FROM ((${actual}) EXCEPT ALL (${expected})) AS a
      UNION ALL SELECT 'missing', * FROM ((${expected}) EXCEPT ALL (${actual})) AS b`;

/** Each maintained table against its definition, recomputed from products. */
const RECOUNTS = {
  catalogue_blocks: difference(
    sql`SELECT category, from_id, n FROM catalogue_blocks WHERE n <> 0`,
    sql`SELECT category, catalogue_block_of(id), count(*)::int FROM products WHERE ${PUBLIC} GROUP BY 1, 2
        UNION ALL SELECT '', catalogue_block_of(id), count(*)::int FROM products WHERE ${PUBLIC} GROUP BY 2`,
  ),
  search_postings: difference(
    sql`SELECT lexeme::text, id FROM search_postings`,
    sql`SELECT lexeme, id FROM (
          SELECT l.lexeme, p.id, row_number() OVER (PARTITION BY l.lexeme ORDER BY p.id) AS k
          FROM products AS p CROSS JOIN LATERAL unnest(tsvector_to_array(p.search)) AS l(lexeme)
          WHERE p.active AND NOT p.suspend AND p.admin_approved) AS x
        WHERE k <= ${SEARCH_RESULT_CAP}`,
  ),
  search_word_candidates: difference(
    sql`SELECT word, id, rank FROM search_word_candidates`,
    sql`SELECT w.word, x.id,
               search_rank(x.search, x.search_name, to_tsquery('english', '(' || w.word || ')'), w.word)
        FROM search_words AS w CROSS JOIN LATERAL (
          SELECT p.id, p.search, p.search_name FROM products AS p
          WHERE p.active AND NOT p.suspend AND p.admin_approved AND w.lexeme IS NOT NULL
            AND p.search @@ to_tsquery('english', w.word)
          ORDER BY p.id LIMIT ${SEARCH_RESULT_CAP}) AS x`,
  ),
  search_category_candidates: difference(
    sql`SELECT category, id, rank FROM search_category_candidates`,
    sql`SELECT category, id,
               search_rank(search, search_name, search_category_query(category), shop_fold(category))
        FROM products WHERE ${PUBLIC}`,
  ),
};

/** Search texts touching every path: one known word, prefixes, typos, categories, several words. */
const SEARCHES = [
  'mug',
  'Mug',
  'mugs',
  'enamel',
  'enam',
  'enamle',
  'mgu',
  'enamel mug',
  'blue enamel mug',
  'copper jug',
  'jug',
  'Home & Kitchen',
  'home  &  KITCHEN',
  'Furniture',
  'headphones',
  'hedphones',
  'the mug',
  'mug!',
  'zzqxj',
  '7',
];

describe.each(primaryDatabase)('given the lists of migration 010 on $name', (database) => {
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

  const expectListsExact = async (step: string) => {
    for (const [table, query] of Object.entries(RECOUNTS))
      expect(await queryRows(t.db, query), `${table} after ${step}`).toEqual([]);
  };
  const candidates = (q: string, lists: boolean) =>
    queryRows<{ id: number; rank: number }>(
      t.db,
      sql`SELECT id, rank FROM (${searchCandidates(sql`${q}::text`, { lists })}) AS c ORDER BY rank DESC, id`,
    );
  /**
   * The lists hold the first products by id; without them a broad search takes the first it
   * reads from the table, which after updates is not id order. Rewritten in id order (CLUSTER),
   * the two must agree exactly.
   */
  const expectSearchesAgree = async (step: string) => {
    await t.db.execute(sql`CLUSTER products USING products_pkey`);
    for (const q of SEARCHES)
      expect(await candidates(q, true), `${JSON.stringify(q)} after ${step}`).toEqual(
        await candidates(q, false),
      );
  };
  const check = async (step: string) => {
    await expectListsExact(step);
    await expectSearchesAgree(step);
  };
  /** Inserts `count` mugs in one statement (ids in order), some of them not public. */
  const addMugs = async (count: number, category = 'Home & Kitchen') =>
    (
      await t.db
        .insert(products)
        .values(
          Array.from({ length: count }, (_, i) => ({
            ownerId: 2,
            name: `${i % 3 === 0 ? 'Blue ' : ''}Enamel Mug ${i + 1}`,
            description: `A mug, number ${i + 1}.`,
            tags: 'mug, enamel',
            pricePence: 500 + (i % 7) * 100,
            category,
            sellerSuspended: i % 7 === 3,
            active: i % 11 !== 5,
            adminApproved: i % 13 !== 8,
          })),
        )
        .returning({ id: products.id })
    ).map((r) => r.id);

  it('shares its constants with services/search.ts (the lists cap, the words of a text)', async () => {
    const [row] = await queryRows<{ cap: number; words: number }>(
      t.db,
      sql`SELECT search_postings_cap() AS cap,
                 (SELECT count(*)::int FROM search_typed_words('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10 k11')) AS words`,
    );
    expect(row).toEqual({ cap: SEARCH_RESULT_CAP, words: SEARCH_MAX_WORDS });
  });

  it('keeps every list exact, and every search as without them, through each kind of write', async () => {
    await check('the seed');
    const mugs = await addMugs(SEARCH_RESULT_CAP * 2);
    await check('a bulk insert past the cap');
    // The earliest public mugs are in every mug list: taking them out refills the lists.
    await t.db
      .update(products)
      .set({ sellerSuspended: true })
      .where(inArray(products.id, mugs.slice(0, 6)));
    await check('suspending listed products');
    await t.db.update(products).set({ adminApproved: true, active: true }).where(inArray(products.id, mugs));
    await check('approving and activating');
    await t.db
      .update(products)
      .set({ name: 'Copper Jug', tags: 'jug' })
      .where(inArray(products.id, [mugs[1]!, mugs[9]!, mugs[20]!]));
    await check('renaming');
    await t.db
      .update(products)
      .set({ category: 'Furniture' })
      .where(inArray(products.id, mugs.slice(10, 30)));
    await check('moving category');
    await t.db.update(products).set({ itemsInStock: 3, pricePence: 999 }).where(inArray(products.id, mugs));
    await check('a stock and price update');
    await t.db.delete(products).where(inArray(products.id, [...mugs.slice(6, 16), 1]));
    await check('deleting');
    await t.db
      .insert(products)
      .values({ ownerId: 2, name: 'Mug Tree', pricePence: 900, category: 'Furniture' });
    await check('a single insert');
    await t.db
      .update(products)
      .set({ sellerSuspended: false })
      .where(inArray(products.id, mugs.slice(0, 3)));
    await check('unsuspending');
  });

  it('keeps every list exact when writers overlap (search_postings_lock)', async () => {
    // Every public mug in the mug lists, which are full; eight writers each take a listed mug out
    // (suspend or rename) and hold their transaction open a moment, so on PostgreSQL all eight
    // change the lists at once unless the lock makes them take turns (two refills would both
    // pick the same next mug, and a list would end one short).
    const mugs = await addMugs(SEARCH_RESULT_CAP * 2);
    await t.db
      .update(products)
      .set({ sellerSuspended: false, active: true, adminApproved: true })
      .where(inArray(products.id, mugs));
    await Promise.all(
      mugs.slice(0, 8).map((id, i) =>
        t.db.transaction(async (tx) => {
          await tx
            .update(products)
            .set(i % 2 === 0 ? { sellerSuspended: true } : { name: 'Copper Jug', tags: 'jug' })
            .where(eq(products.id, id));
          await tx.execute(sql`SELECT pg_sleep(0.1)`);
        }),
      ),
    );
    await expectListsExact('overlapping writers');
  });

  it('empties the lists with the products (TRUNCATE) and fills them again', async () => {
    await addMugs(50);
    await t.reset();
    await check('a reset');
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM search_postings WHERE id > 30`,
    );
    expect(row?.n).toBe(0);
  });

  it('pages by number as an OFFSET walk would, first to past the last, all and per category', async () => {
    // Three blocks of ids, public and not, two categories; then holes.
    const ids = await addMugs(2600);
    await addMugs(200, 'Furniture');
    await t.db.delete(products).where(inArray(products.id, ids.slice(900, 1300)));
    await t.db.update(products).set({ sellerSuspended: true }).where(eq(products.category, 'Toys & Games'));
    await expectListsExact('paging data');
    for (const category of [undefined, 'Home & Kitchen', 'Furniture', 'Toys & Games', 'No Such Category']) {
      for (const pageSize of [1, 9, 100]) {
        const first = await listProducts(t.db, { page: 1, pageSize, category });
        const [count] = await queryRows<{ n: number }>(
          t.db,
          sql`SELECT count(*)::int AS n FROM products
              WHERE ${PUBLIC} AND (${category ?? ''} = '' OR category = ${category ?? ''})`,
        );
        expect(first.pagination.totalItems).toBe(count?.n);
        const last = Math.max(1, first.pagination.totalPages);
        for (const page of new Set([
          1,
          2,
          Math.ceil(last / 2),
          Math.ceil(last / 2) + 1,
          last - 1,
          last,
          last + 1,
        ])) {
          if (page < 1) continue;
          const got = await listProducts(t.db, { page, pageSize, category });
          const want = await queryRows<{ id: number }>(
            t.db,
            sql`SELECT id FROM products WHERE ${PUBLIC} AND (${category ?? ''} = '' OR category = ${category ?? ''})
                ORDER BY id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
          );
          expect(
            got.products.map((p) => p.id),
            `${category} page ${page} of ${pageSize}`,
          ).toEqual(want.map((r) => r.id));
          expect(got.pagination).toEqual({ ...first.pagination, page });
        }
      }
    }
  });

  it('pages a sorted list from either end as an OFFSET walk would (decision 030 orders)', async () => {
    await addMugs(700);
    const orders: Record<Exclude<ProductSort, 'relevance'>, ReturnType<typeof sql>> = {
      price_asc: sql`charged_price_pence, id`,
      price_desc: sql`charged_price_pence DESC, id DESC`,
      rating: sql`rating_x10 DESC, review_count DESC, id DESC`,
      newest: sql`created_at DESC, id DESC`,
    };
    for (const [sort, order] of Object.entries(orders) as [keyof typeof orders, ReturnType<typeof sql>][]) {
      for (const pageSize of [9, 100]) {
        const { totalPages: last } = (await listProducts(t.db, { page: 1, pageSize, sort })).pagination;
        for (const page of new Set([
          1,
          Math.floor(last / 2),
          Math.ceil(last / 2) + 1,
          last - 1,
          last,
          last + 1,
        ])) {
          if (page < 1) continue;
          const got = await listProducts(t.db, { page, pageSize, sort });
          const want = await queryRows<{ id: number }>(
            t.db,
            sql`SELECT id FROM products WHERE ${PUBLIC} ORDER BY ${order}
                LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
          );
          expect(
            got.products.map((p) => p.id),
            `${sort} page ${page} of ${pageSize}`,
          ).toEqual(want.map((r) => r.id));
        }
      }
    }
  });

  it('matches exactly the lexeme it is given, whatever its characters (search_lexeme_query)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.includes('\u0000')),
        fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.includes('\u0000')),
        async (lexeme, other) => {
          const [row] = await queryRows<{ same: boolean; different: boolean }>(
            t.db,
            sql`SELECT array_to_tsvector(ARRAY[${lexeme}::text]) @@ search_lexeme_query(${lexeme}) AS same,
                       array_to_tsvector(ARRAY[${other}::text]) @@ search_lexeme_query(${lexeme}) AS different`,
          );
          expect(row).toEqual({ same: true, different: other === lexeme });
        },
      ),
      { numRuns: 60 },
    );
  });
});
