-- 008: sort and facets (decision 030). Keep src/platform/db/schema.ts in sync with this file.
-- * products.charged_price_pence: what one unit costs the shopper, in integer pence, a stored
--   generated column mirroring the contract rule chargedPricePence (money.ts, decision 019):
--   discounted (on sale or special offer, percentage_off > 0) = price_pence * (100 - pct) / 100
--   rounded half up (integer arithmetic, as money.ts), else price_pence. test/facets-sql.test.ts
--   checks it equals chargedPricePence for generated inputs.
-- * products.review_count and products.rating_sum: how many reviews (comments) the product has and
--   the sum of their ratings, kept exact by statement-level triggers on comments (the way 002
--   keeps catalogue_counts), so sorting and filtering by rating read one row, not every comment.
-- * products.rating_x10: the average rating rounded to one decimal, times ten (0..50; 0 without
--   reviews): floor((20 * sum + n) / (2 * n)) is round-half-up of 10 * sum / n in integers, the
--   same figure as the contract averageRating(sum, n) * 10 (checked by test/facets-sql.test.ts).
-- * partial indexes on public products for each sort order and one covering the facet columns,
--   so sorted pages are ordered index scans and facet counts an index-only scan.

ALTER TABLE products
  ADD COLUMN charged_price_pence integer GENERATED ALWAYS AS (
    CASE WHEN (on_sale OR special_offer) AND percentage_off > 0
         THEN ((price_pence::bigint * (100 - least(100, greatest(0, percentage_off))) + 50) / 100)::integer
         ELSE price_pence END
  ) STORED,
  ADD COLUMN review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  ADD COLUMN rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0);

ALTER TABLE products
  ADD COLUMN rating_x10 smallint GENERATED ALWAYS AS (
    CASE WHEN review_count > 0
         THEN ((20 * rating_sum::bigint + review_count) / (2 * review_count::bigint))::smallint
         ELSE 0::smallint END
  ) STORED;

-- Adds the net change of one statement on comments, per product, in product order (so
-- concurrent writers lock alike).
CREATE FUNCTION product_reviews_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  UPDATE products AS p
  SET review_count = p.review_count + d.n, rating_sum = p.rating_sum + d.total
  FROM (
    SELECT (key)::int AS product_id, (value->>0)::int AS n, (value->>1)::int AS total
    FROM jsonb_each(deltas)
  ) AS d
  WHERE p.id = d.product_id AND (d.n <> 0 OR d.total <> 0);
$$;

CREATE FUNCTION product_reviews_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_reviews_add(coalesce((
    SELECT jsonb_object_agg(product_id, jsonb_build_array(n, total)) FROM (
      SELECT product_id, count(*) AS n, sum(rating) AS total FROM new_rows
      GROUP BY product_id ORDER BY product_id
    ) AS y), '{}'::jsonb));
  RETURN NULL;
END;
$$;

CREATE FUNCTION product_reviews_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_reviews_add(coalesce((
    SELECT jsonb_object_agg(product_id, jsonb_build_array(n, total)) FROM (
      SELECT product_id, -count(*) AS n, -sum(rating) AS total FROM old_rows
      GROUP BY product_id ORDER BY product_id
    ) AS y), '{}'::jsonb));
  RETURN NULL;
END;
$$;

CREATE FUNCTION product_reviews_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_reviews_add(coalesce((
    SELECT jsonb_object_agg(product_id, jsonb_build_array(n, total)) FROM (
      SELECT product_id, sum(n) AS n, sum(total) AS total FROM (
        SELECT product_id, 1 AS n, rating AS total FROM new_rows
        UNION ALL SELECT product_id, -1, -rating FROM old_rows
      ) AS x GROUP BY product_id ORDER BY product_id
    ) AS y), '{}'::jsonb));
  RETURN NULL;
END;
$$;

CREATE TRIGGER comments_reviews_insert AFTER INSERT ON comments
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_reviews_on_insert();

CREATE TRIGGER comments_reviews_delete AFTER DELETE ON comments
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_reviews_on_delete();

CREATE TRIGGER comments_reviews_update AFTER UPDATE ON comments
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_reviews_on_update();

UPDATE products AS p SET review_count = r.n, rating_sum = r.total
FROM (SELECT product_id, count(*)::int AS n, sum(rating)::int AS total FROM comments GROUP BY product_id) AS r
WHERE p.id = r.product_id;

CREATE INDEX products_public_price_idx ON products (charged_price_pence, id)
  WHERE active AND NOT suspend AND admin_approved;
CREATE INDEX products_public_rating_idx ON products (rating_x10, review_count, id)
  WHERE active AND NOT suspend AND admin_approved;
CREATE INDEX products_public_newest_idx ON products (created_at, id)
  WHERE active AND NOT suspend AND admin_approved;
CREATE INDEX products_public_facets_idx ON products (category, charged_price_pence, rating_x10)
  INCLUDE (in_stock, items_in_stock) WHERE active AND NOT suspend AND admin_approved;
