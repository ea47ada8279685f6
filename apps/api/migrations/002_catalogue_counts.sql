-- 002: exact counts of public products (all, and per category), kept by statement-level
-- triggers with transition tables (one counter update per statement and category, so bulk
-- loads stay fast), so the paging facts of a large catalogue cost one row read instead of a
-- count over the whole table. Row category '' holds the count of all public products
-- (active and not suspended).

CREATE TABLE catalogue_counts (
  category text PRIMARY KEY,
  n bigint NOT NULL DEFAULT 0
);

-- Adds the net change of one statement; categories in order so concurrent writers lock alike.
CREATE FUNCTION catalogue_counts_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalogue_counts (category, n)
  SELECT key, value::bigint FROM jsonb_each_text(deltas) WHERE value::bigint <> 0 ORDER BY key
  ON CONFLICT (category) DO UPDATE SET n = catalogue_counts.n + EXCLUDED.n;
$$;

CREATE FUNCTION catalogue_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_counts_add(coalesce((
    SELECT jsonb_object_agg(c, d) FROM (
      SELECT c, sum(d) AS d FROM (
        SELECT category AS c, 1 AS d FROM new_rows WHERE active AND NOT suspend
        UNION ALL SELECT '', 1 FROM new_rows WHERE active AND NOT suspend
      ) AS x GROUP BY c
    ) AS y), '{}'::jsonb));
  RETURN NULL;
END;
$$;

CREATE FUNCTION catalogue_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_counts_add(coalesce((
    SELECT jsonb_object_agg(c, d) FROM (
      SELECT c, sum(d) AS d FROM (
        SELECT category AS c, -1 AS d FROM old_rows WHERE active AND NOT suspend
        UNION ALL SELECT '', -1 FROM old_rows WHERE active AND NOT suspend
      ) AS x GROUP BY c
    ) AS y), '{}'::jsonb));
  RETURN NULL;
END;
$$;

CREATE FUNCTION catalogue_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_counts_add(coalesce((
    SELECT jsonb_object_agg(c, d) FROM (
      SELECT c, sum(d) AS d FROM (
        SELECT category AS c, 1 AS d FROM new_rows WHERE active AND NOT suspend
        UNION ALL SELECT '', 1 FROM new_rows WHERE active AND NOT suspend
        UNION ALL SELECT category, -1 FROM old_rows WHERE active AND NOT suspend
        UNION ALL SELECT '', -1 FROM old_rows WHERE active AND NOT suspend
      ) AS x GROUP BY c
    ) AS y), '{}'::jsonb));
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_counts_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_on_insert();

CREATE TRIGGER products_counts_delete AFTER DELETE ON products
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_on_delete();

CREATE TRIGGER products_counts_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_on_update();

INSERT INTO catalogue_counts (category, n) VALUES ('', 0);
SELECT catalogue_counts_add(coalesce((
  SELECT jsonb_object_agg(c, d) FROM (
    SELECT category AS c, count(*) AS d FROM products WHERE active AND NOT suspend GROUP BY category
    UNION ALL SELECT '', count(*) FROM products WHERE active AND NOT suspend
  ) AS y), '{}'::jsonb));
