/**
 * The SQL mirrors of migration 008 (decision 030) agree with the contract's rules, which stay
 * the one source of truth:
 * - products.charged_price_pence (stored, generated) equals money.ts chargedPricePence for
 *   generated prices, discounts and flags (fast-check);
 * - products.rating_x10 (stored, generated from review_count and rating_sum) equals rules.ts
 *   averageRating(sum, count) * 10 for generated review counts and sums (fast-check);
 * - review_count and rating_sum stay exactly the count and sum of the product's reviews through
 *   inserts of several rows, re-ratings, moves, deletes and cascades (the reviews triggers).
 */
import { RATING_MAX, RATING_MIN, averageRating, chargedPricePence, type PricedProduct } from '@shop/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../src/platform/db/client.ts';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';

/** Price inputs as the product form can store them (percentage_off is 0..100 in the table). */
const pricedArb: fc.Arbitrary<PricedProduct> = fc.record({
  pricePence: fc.oneof(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 1000 })),
  onSale: fc.boolean(),
  specialOffer: fc.boolean(),
  percentageOff: fc.oneof(fc.constantFrom(0, 10, 20, 25, 50, 80, 100), fc.integer({ min: 0, max: 100 })),
});

/** A review count and a possible sum of that many 1-5 ratings. */
const reviewsArb = fc.integer({ min: 0, max: 100_000 }).chain((count) =>
  fc.record({
    count: fc.constant(count),
    sum: fc.integer({ min: count * RATING_MIN, max: count * RATING_MAX }),
  }),
);

describe.each(testDatabases)('given migration 008 on $name', (database) => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await startTestApp({ database });
    db = t.db;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores charged_price_pence equal to chargedPricePence (money.ts) for generated inputs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pricedArb, { minLength: 1, maxLength: 40 }), async (inputs) => {
        const stored = await queryRows<{ charged: number }>(
          db,
          sql`WITH added AS (
                INSERT INTO products (owner_id, name, price_pence, category, on_sale, special_offer, percentage_off)
                SELECT 1, 'Priced ' || i, (x->>'pricePence')::int, 'Electronics', (x->>'onSale')::boolean,
                       (x->>'specialOffer')::boolean, (x->>'percentageOff')::int
                FROM json_array_elements(${JSON.stringify(inputs)}::json) WITH ORDINALITY AS e(x, i)
                RETURNING id, charged_price_pence
              )
              SELECT charged_price_pence AS charged FROM added ORDER BY id`,
        );
        await db.execute(sql`DELETE FROM products WHERE name LIKE 'Priced %'`);
        expect(stored.map((row) => row.charged)).toEqual(inputs.map((input) => chargedPricePence(input)));
      }),
      { numRuns: 40 },
    );
  });

  it('stores rating_x10 equal to averageRating (rules.ts) times ten for generated counts and sums', async () => {
    const [product] = await queryRows<{ id: number }>(db, sql`SELECT id FROM products ORDER BY id LIMIT 1`);
    const id = product?.id ?? 0;
    await fc.assert(
      fc.asyncProperty(reviewsArb, async ({ count, sum }) => {
        // The figures alone (no reviews): the generated column is what is under test.
        const [row] = await queryRows<{ x10: number }>(
          db,
          sql`UPDATE products SET review_count = ${count}, rating_sum = ${sum} WHERE id = ${id}
              RETURNING rating_x10 AS x10`,
        );
        expect(row?.x10).toBe(Math.round(averageRating(sum, count) * 10));
      }),
      { numRuns: 300 },
    );
    await t.reset();
  });

  /** Products whose stored review figures differ from their reviews (should be none). */
  const drifted = () =>
    queryRows<{ id: number }>(
      db,
      sql`SELECT p.id FROM products p
          LEFT JOIN (SELECT product_id, count(*)::int AS n, sum(rating)::int AS total FROM comments GROUP BY product_id) c
            ON c.product_id = p.id
          WHERE p.review_count <> coalesce(c.n, 0) OR p.rating_sum <> coalesce(c.total, 0)`,
    );

  it('keeps review_count and rating_sum exact through every kind of review write', async () => {
    const counted = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM comments`);
    expect(counted[0]?.n).toBeGreaterThan(0);
    expect(await drifted()).toEqual([]);
    await db.execute(sql`
      INSERT INTO users (email, username, password_hash)
      SELECT 'rater' || g || '@example.com', 'rater' || g, 'x' FROM generate_series(1, 4) AS g`);
    // Several rows over several products in one statement.
    await db.execute(sql`
      INSERT INTO comments (user_id, product_id, text, rating)
      SELECT u.id, p.id, 'Bulk', 1 + (u.id + p.id) % 5
      FROM users u CROSS JOIN (SELECT id FROM products ORDER BY id LIMIT 5) p
      WHERE u.username LIKE 'rater%'`);
    expect(await drifted()).toEqual([]);
    const [before] = await queryRows<{ x10: number }>(
      db,
      sql`SELECT rating_x10 AS x10 FROM products WHERE id = 1`,
    );
    await db.execute(
      sql`UPDATE comments SET rating = CASE WHEN rating = 5 THEN 1 ELSE 5 END WHERE product_id = 1`,
    );
    expect(await drifted()).toEqual([]);
    const [after] = await queryRows<{ x10: number }>(
      db,
      sql`SELECT rating_x10 AS x10 FROM products WHERE id = 1`,
    );
    expect(after?.x10).not.toBe(before?.x10);
    await db.execute(sql`UPDATE comments SET text = 'Edited' WHERE product_id = 2`);
    await db.execute(sql`
      UPDATE comments SET product_id = 9 WHERE product_id = 3
        AND user_id NOT IN (SELECT user_id FROM comments WHERE product_id = 9)`);
    expect(await drifted()).toEqual([]);
    await db.execute(sql`DELETE FROM comments WHERE product_id = 4 AND rating >= 3`);
    await db.execute(sql`DELETE FROM users WHERE username = 'rater1'`);
    expect(await drifted()).toEqual([]);
    await db.execute(sql`DELETE FROM products WHERE id = 5`);
    expect(await drifted()).toEqual([]);
    await t.reset();
  });
});
