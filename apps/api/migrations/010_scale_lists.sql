-- 010: list pages and broad searches that stay fast at a million products (decision
-- 031). None of these tables is in src/db/schema.ts: only raw SQL reads them. Every one is kept
-- by statement-level triggers on products with transition tables (bulk loads stay one pass), and
-- a TRUNCATE of products empties them; test/scale-lists.test.ts recounts each after every kind
-- of write.
--
-- * catalogue_blocks: how many public products (active, not suspended, approved by staff) each
--   block of 1,024 consecutive ids holds, for every product (category '') and per category:
--   (category, from_id, n), from_id = the block's lowest id (catalogue_block_of). Page p of a
--   list in id order starts at public product number (p - 1) * size: a running sum over the
--   blocks (about a thousand rows at a million products) finds the block holding it, and the page
--   is a range scan of the partial index from that block's first id that skips fewer than 1,024
--   entries, instead of an OFFSET over every entry before it (services/catalogue.ts). One upsert
--   per statement and (category, block), in key order so concurrent writers lock alike, as
--   catalogue_counts (002, 003).
-- * search_postings: for every lexeme of the full text vector (products.search) of a public
--   product, the first search_postings_cap() (= SEARCH_RESULT_CAP, 240) public products holding
--   it, by id: a GIN index cut at the cap, in a btree. A search whose text makes one word group
--   reads its candidates here (the first 240 by id of the union of the group's lexemes' lists;
--   a prefix is a range of lexemes) instead of building the GIN bitmap of every match
--   (services/search.ts). An added pair enters its list while the list holds fewer than the cap
--   or below its cap-th id (then the list is cut back to the cap); a removed pair (product
--   deleted, no longer public, or its text changed) leaves its list, which is refilled with the
--   next public products by id (a GIN lookup of that lexeme). Changes take one advisory lock to
--   their transaction's end, so writers that change search text or visibility apply them one at
--   a time, each on the lists as the last one left them (stock, price and review updates do not
--   take it).
-- * search_rank: the rank rule of search, one SQL function for the search statement and the
--   ranks stored below.
-- * search_word_candidates: for each vocabulary word of one lexeme (search_words.lexeme), its
--   lexeme's list with the rank a search for exactly that word gives each product, recomputed
--   for the words of every lexeme whose list or listed text changes, and for new words.
-- * search_category_candidates: every public product under its category with the rank a search
--   for the category's name gives it (search_category_query), one row per public product.
-- * search_typed_words: the words search takes from a folded text (one rule for search.ts and
--   search_category_query); catalogue_counts.folded and search_words_prefix_idx: one index probe
--   instead of folding every category name, or scanning every word, per search.

CREATE FUNCTION catalogue_block_of(id integer) RETURNS integer LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT id / 1024 * 1024
$$;

CREATE TABLE catalogue_blocks (
  category text NOT NULL,
  from_id integer NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (category, from_id) INCLUDE (n)
);

-- Adds the net change of one statement: `deltas` is a JSON array of [category, from_id, change]
-- (the '' rows are added here).
CREATE FUNCTION catalogue_blocks_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalogue_blocks (category, from_id, n)
  SELECT c, b, sum(d) FROM (
    SELECT e->>0 AS c, (e->>1)::int AS b, (e->>2)::int AS d FROM jsonb_array_elements(deltas) AS e
    UNION ALL
    SELECT '', (e->>1)::int, (e->>2)::int FROM jsonb_array_elements(deltas) AS e
  ) AS y
  GROUP BY c, b HAVING sum(d) <> 0
  ORDER BY c, b
  ON CONFLICT (category, from_id) DO UPDATE SET n = catalogue_blocks.n + EXCLUDED.n;
$$;

CREATE FUNCTION catalogue_blocks_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_blocks_add(coalesce((
    SELECT jsonb_agg(jsonb_build_array(category, b, d)) FROM (
      SELECT category, catalogue_block_of(id) AS b, count(*) AS d FROM new_rows
      WHERE active AND NOT suspend AND admin_approved GROUP BY 1, 2
    ) AS y), '[]'::jsonb));
  RETURN NULL;
END;
$$;

CREATE FUNCTION catalogue_blocks_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_blocks_add(coalesce((
    SELECT jsonb_agg(jsonb_build_array(category, b, -d)) FROM (
      SELECT category, catalogue_block_of(id) AS b, count(*) AS d FROM old_rows
      WHERE active AND NOT suspend AND admin_approved GROUP BY 1, 2
    ) AS y), '[]'::jsonb));
  RETURN NULL;
END;
$$;

CREATE FUNCTION catalogue_blocks_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_blocks_add(coalesce((
    SELECT jsonb_agg(jsonb_build_array(category, b, d)) FROM (
      SELECT category, b, sum(d) AS d FROM (
        SELECT category, catalogue_block_of(id) AS b, 1 AS d FROM new_rows
        WHERE active AND NOT suspend AND admin_approved
        UNION ALL
        SELECT category, catalogue_block_of(id), -1 FROM old_rows
        WHERE active AND NOT suspend AND admin_approved
      ) AS x GROUP BY 1, 2 HAVING sum(d) <> 0
    ) AS y), '[]'::jsonb));
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_blocks_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_blocks_on_insert();

CREATE TRIGGER products_blocks_delete AFTER DELETE ON products
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_blocks_on_delete();

CREATE TRIGGER products_blocks_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_blocks_on_update();

INSERT INTO catalogue_blocks (category, from_id, n)
SELECT category, catalogue_block_of(id), count(*) FROM products
WHERE active AND NOT suspend AND admin_approved GROUP BY 1, 2
UNION ALL
SELECT '', catalogue_block_of(id), count(*) FROM products
WHERE active AND NOT suspend AND admin_approved GROUP BY 2;

-- How many products each lexeme's list holds at most: services/search.ts SEARCH_RESULT_CAP
-- (test/search-postings.test.ts checks they are equal).
CREATE FUNCTION search_postings_cap() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 240
$$;

CREATE TABLE search_postings (
  lexeme text COLLATE "C" NOT NULL,
  id integer NOT NULL,
  PRIMARY KEY (lexeme, id)
);

-- The full text query matching exactly `lexeme` (quoted as tsquery input wants it).
CREATE FUNCTION search_lexeme_query(lexeme text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
$$;

-- The lock every change of search_postings holds to its transaction's end.
CREATE FUNCTION search_postings_lock() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(727010)
$$;

-- The rank of a search candidate (services/search.ts searchCandidates, decision 031): 10 when its
-- folded name is the folded search text, plus twice the ts_rank of the any-word query (name
-- weighs more than tags and category, then description), plus the trigram similarity of the
-- folded name to the folded text. One rule for the search statement and the precomputed ranks of
-- search_word_candidates.
CREATE FUNCTION search_rank(search tsvector, search_name text, any_word tsquery, folded text)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN search_name = folded THEN 10 ELSE 0 END)
         + coalesce(ts_rank(search, any_word), 0) * 2
         + similarity(search_name, folded)
$$;

-- The one lexeme a vocabulary word searches for (null for a stop word or a word of two lexemes).
ALTER TABLE search_words ADD COLUMN lexeme text COLLATE "C" GENERATED ALWAYS AS (
  CASE WHEN length(to_tsvector('english'::regconfig, word)) = 1
       THEN (tsvector_to_array(to_tsvector('english'::regconfig, word)))[1] END
) STORED;
CREATE INDEX search_words_lexeme_idx ON search_words (lexeme);

-- search_word_candidates: for each vocabulary word of one lexeme, the candidates a search for
-- exactly that word has (its lexeme's search_postings list) with their ranks computed
-- (search_rank with the query `(word)` and the word as folded text), so the commonest kind of
-- broad search reads at most 240 index entries and ranks nothing.
CREATE TABLE search_word_candidates (
  word text NOT NULL,
  id integer NOT NULL,
  rank double precision NOT NULL,
  PRIMARY KEY (word, id) INCLUDE (rank)
);

-- Recomputes the candidates of the words whose lexeme is in `lexemes`.
CREATE FUNCTION search_word_candidates_refresh(lexemes text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(lexemes), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM search_postings_lock();
  DELETE FROM search_word_candidates AS c
  USING search_words AS w, unnest(lexemes) AS l(lexeme)
  WHERE w.lexeme = l.lexeme COLLATE "C" AND c.word = w.word;
  INSERT INTO search_word_candidates (word, id, rank)
  SELECT w.word, pr.id,
         search_rank(pr.search, pr.search_name, to_tsquery('english', '(' || w.word || ')'), w.word)
  FROM unnest(lexemes) AS l(lexeme)
  JOIN search_words AS w ON w.lexeme = l.lexeme COLLATE "C"
  JOIN search_postings AS p ON p.lexeme = w.lexeme
  JOIN products AS pr ON pr.id = p.id
  ORDER BY 1, 2;
END;
$$;

-- New vocabulary words (search_words_add of migration 007) get their candidates.
CREATE FUNCTION search_word_candidates_on_new_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_word_candidates_refresh(ARRAY(SELECT DISTINCT lexeme FROM new_words WHERE lexeme IS NOT NULL));
  RETURN NULL;
END;
$$;

CREATE TRIGGER search_words_candidates_insert AFTER INSERT ON search_words
REFERENCING NEW TABLE AS new_words FOR EACH STATEMENT EXECUTE FUNCTION search_word_candidates_on_new_words();

-- Adds the pairs (lexemes[i], ids[i]) of products now public with that lexeme: a pair enters its
-- list when the list holds fewer than the cap or the id is below the list's cap-th id; then
-- every list touched is cut back to its first cap ids.
CREATE FUNCTION search_postings_add(lexemes text[], ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  entered text[];
BEGIN
  IF coalesce(cardinality(lexemes), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM search_postings_lock();
  WITH added AS (
    INSERT INTO search_postings (lexeme, id)
    SELECT a.lexeme, a.id FROM unnest(lexemes, ids) AS a(lexeme, id)
    WHERE a.id < coalesce((SELECT p.id FROM search_postings AS p WHERE p.lexeme = a.lexeme COLLATE "C"
                           ORDER BY p.id OFFSET search_postings_cap() - 1 LIMIT 1), 2147483647)
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING lexeme
  )
  SELECT array_agg(DISTINCT lexeme) INTO entered FROM added;
  DELETE FROM search_postings AS p
  USING unnest(entered) AS t(lexeme)
  WHERE p.lexeme = t.lexeme COLLATE "C"
    AND p.id > (SELECT q.id FROM search_postings AS q WHERE q.lexeme = t.lexeme COLLATE "C"
                ORDER BY q.id OFFSET search_postings_cap() - 1 LIMIT 1);
  PERFORM search_word_candidates_refresh(entered);
END;
$$;

-- Removes the pairs (lexemes[i], ids[i]) of products no longer public with that lexeme, then
-- refills each list that lost one with the next public products holding the lexeme, by id.
CREATE FUNCTION search_postings_remove(lexemes text[], ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  touched text[];
BEGIN
  IF coalesce(cardinality(lexemes), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM search_postings_lock();
  WITH gone AS (
    DELETE FROM search_postings AS p USING unnest(lexemes, ids) AS g(lexeme, id)
    WHERE p.lexeme = g.lexeme COLLATE "C" AND p.id = g.id
    RETURNING p.lexeme
  )
  SELECT array_agg(DISTINCT lexeme) INTO touched FROM gone;
  INSERT INTO search_postings (lexeme, id)
  SELECT t.lexeme, more.id
  FROM unnest(touched) AS t(lexeme)
  CROSS JOIN LATERAL (SELECT count(*) AS n, max(q.id) AS last FROM search_postings AS q
                      WHERE q.lexeme = t.lexeme COLLATE "C") AS have
  CROSS JOIN LATERAL (
    SELECT pr.id FROM products AS pr
    WHERE pr.active AND NOT pr.suspend AND pr.admin_approved
      AND pr.search @@ search_lexeme_query(t.lexeme) AND pr.id > coalesce(have.last, 0)
    ORDER BY pr.id LIMIT greatest(search_postings_cap() - have.n, 0)
  ) AS more
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  PERFORM search_word_candidates_refresh(touched);
END;
$$;

CREATE FUNCTION search_postings_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_postings_add(x.lexemes, x.ids) FROM (
    SELECT array_agg(lexeme ORDER BY lexeme, id) AS lexemes, array_agg(id ORDER BY lexeme, id) AS ids
    FROM (
      SELECT l.lexeme, r.id, row_number() OVER (PARTITION BY l.lexeme ORDER BY r.id) AS k
      FROM new_rows AS r CROSS JOIN LATERAL unnest(tsvector_to_array(r.search)) AS l(lexeme)
      WHERE r.active AND NOT r.suspend AND r.admin_approved
    ) AS y
    WHERE k <= search_postings_cap()
  ) AS x;
  RETURN NULL;
END;
$$;

CREATE FUNCTION search_postings_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_postings_remove(x.lexemes, x.ids) FROM (
    SELECT array_agg(l.lexeme) AS lexemes, array_agg(r.id) AS ids
    FROM old_rows AS r CROSS JOIN LATERAL unnest(tsvector_to_array(r.search)) AS l(lexeme)
    WHERE r.active AND NOT r.suspend AND r.admin_approved
  ) AS x;
  RETURN NULL;
END;
$$;

-- Only rows whose visibility or search text changed count (not stock, price or review updates).
CREATE FUNCTION search_postings_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  SELECT array_agg(n.id) INTO changed FROM new_rows AS n JOIN old_rows AS o USING (id)
  WHERE (n.active AND NOT n.suspend AND n.admin_approved, n.search, n.search_name)
        IS DISTINCT FROM (o.active AND NOT o.suspend AND o.admin_approved, o.search, o.search_name);
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM search_postings_remove(x.lexemes, x.ids) FROM (
    SELECT array_agg(lexeme) AS lexemes, array_agg(id) AS ids FROM (
      SELECT l.lexeme, r.id FROM old_rows AS r CROSS JOIN LATERAL unnest(tsvector_to_array(r.search)) AS l(lexeme)
      WHERE r.id = ANY(changed) AND r.active AND NOT r.suspend AND r.admin_approved
      EXCEPT
      SELECT l.lexeme, r.id FROM new_rows AS r CROSS JOIN LATERAL unnest(tsvector_to_array(r.search)) AS l(lexeme)
      WHERE r.id = ANY(changed) AND r.active AND NOT r.suspend AND r.admin_approved
    ) AS y
  ) AS x;
  -- Products that stay in a list but whose text changed: their precomputed ranks change.
  PERFORM search_word_candidates_refresh(ARRAY(
    SELECT DISTINCT p.lexeme FROM new_rows AS r
    JOIN old_rows AS o USING (id)
    CROSS JOIN LATERAL unnest(tsvector_to_array(r.search)) AS l(lexeme)
    JOIN search_postings AS p ON p.lexeme = l.lexeme COLLATE "C" AND p.id = r.id
    WHERE r.id = ANY(changed) AND (r.search, r.search_name) IS DISTINCT FROM (o.search, o.search_name)));
  PERFORM search_postings_add(x.lexemes, x.ids) FROM (
    SELECT array_agg(lexeme ORDER BY lexeme, id) AS lexemes, array_agg(id ORDER BY lexeme, id) AS ids
    FROM (
      SELECT lexeme, id, row_number() OVER (PARTITION BY lexeme ORDER BY id) AS k FROM (
        SELECT l.lexeme, r.id FROM new_rows AS r CROSS JOIN LATERAL unnest(tsvector_to_array(r.search)) AS l(lexeme)
        WHERE r.id = ANY(changed) AND r.active AND NOT r.suspend AND r.admin_approved
        EXCEPT
        SELECT l.lexeme, r.id FROM old_rows AS r CROSS JOIN LATERAL unnest(tsvector_to_array(r.search)) AS l(lexeme)
        WHERE r.id = ANY(changed) AND r.active AND NOT r.suspend AND r.admin_approved
      ) AS z
    ) AS y
    WHERE k <= search_postings_cap()
  ) AS x;
  RETURN NULL;
END;
$$;

CREATE FUNCTION scale_lists_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_blocks;
  DELETE FROM search_postings;
  DELETE FROM search_word_candidates;
  DELETE FROM search_category_candidates;
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_postings_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_on_insert();

CREATE TRIGGER products_postings_delete AFTER DELETE ON products
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_on_delete();

CREATE TRIGGER products_postings_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_on_update();

CREATE TRIGGER products_scale_lists_truncate AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION scale_lists_on_truncate();

INSERT INTO search_postings (lexeme, id)
SELECT lexeme, id FROM (
  SELECT l.lexeme, p.id, row_number() OVER (PARTITION BY l.lexeme ORDER BY p.id) AS k
  FROM products AS p CROSS JOIN LATERAL unnest(tsvector_to_array(p.search)) AS l(lexeme)
  WHERE p.active AND NOT p.suspend AND p.admin_approved
) AS y
WHERE k <= search_postings_cap()
ORDER BY 1, 2;

INSERT INTO search_word_candidates (word, id, rank)
SELECT w.word, pr.id,
       search_rank(pr.search, pr.search_name, to_tsquery('english', '(' || w.word || ')'), w.word)
FROM search_words AS w
JOIN search_postings AS p ON p.lexeme = w.lexeme
JOIN products AS pr ON pr.id = p.id
ORDER BY 1, 2;

-- Vocabulary words by their first letters in byte order (search completes a typed word with
-- the words it starts: a range of this index instead of a scan of every word).
CREATE INDEX search_words_prefix_idx ON search_words (word COLLATE "C");

-- The words search matches of a folded text (services/search.ts): its runs of letters and
-- digits, in order, 30 characters at most, stop words dropped, the first 8 (SEARCH_MAX_WORDS).
CREATE FUNCTION search_typed_words(folded text) RETURNS TABLE (w text, n bigint)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT s.w, s.n FROM regexp_split_to_table(folded, '[^a-z0-9]+') WITH ORDINALITY AS s(w, n)
  WHERE s.w <> '' AND length(s.w) <= 30 AND to_tsvector('english'::regconfig, s.w) <> ''::tsvector
  ORDER BY s.n LIMIT 8
$$;

-- The any-word query of a search for exactly `category` when every word of it is a vocabulary
-- word (each word then stands for itself): `(w1) | (w2) | ...`.
CREATE FUNCTION search_category_query(category text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsquery('english'::regconfig,
                    (SELECT string_agg('(' || w || ')', ' | ' ORDER BY n) FROM search_typed_words(shop_fold(category))))
$$;

-- search_category_candidates: every public product under its category with the rank a search
-- for that category's name gives it (search_rank with search_category_query and the folded
-- name), so a category search reads its first 240 products and their ranks from one index
-- instead of ranking them. Kept by statement-level triggers (a row per public product: nothing
-- to refill).
CREATE TABLE search_category_candidates (
  category text NOT NULL,
  id integer NOT NULL,
  rank double precision NOT NULL,
  PRIMARY KEY (category, id) INCLUDE (rank)
);

-- Adds the public products among `ids` (read from products) with their ranks.
CREATE FUNCTION search_category_candidates_add(ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH rows AS (
    SELECT p.id, p.category, p.search, p.search_name FROM products AS p
    WHERE p.id = ANY(ids) AND p.active AND NOT p.suspend AND p.admin_approved
  ),
  categories AS (
    SELECT c.category, search_category_query(c.category) AS q, shop_fold(c.category) AS folded
    FROM (SELECT DISTINCT category FROM rows) AS c
  )
  INSERT INTO search_category_candidates (category, id, rank)
  SELECT r.category, r.id, search_rank(r.search, r.search_name, c.q, c.folded)
  FROM rows AS r JOIN categories AS c USING (category)
  ORDER BY 1, 2
  ON CONFLICT (category, id) DO UPDATE SET rank = EXCLUDED.rank;
$$;

CREATE FUNCTION search_category_candidates_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_category_candidates_add(ARRAY(
    SELECT id FROM new_rows WHERE active AND NOT suspend AND admin_approved));
  RETURN NULL;
END;
$$;

CREATE FUNCTION search_category_candidates_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_category_candidates AS c USING old_rows AS o
  WHERE c.category = o.category AND c.id = o.id;
  RETURN NULL;
END;
$$;

-- Only rows whose visibility, category or search text changed count.
CREATE FUNCTION search_category_candidates_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  SELECT array_agg(n.id) INTO changed FROM new_rows AS n JOIN old_rows AS o USING (id)
  WHERE (n.active AND NOT n.suspend AND n.admin_approved, n.category, n.search, n.search_name)
        IS DISTINCT FROM (o.active AND NOT o.suspend AND o.admin_approved, o.category, o.search, o.search_name);
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  DELETE FROM search_category_candidates AS c USING old_rows AS o
  WHERE o.id = ANY(changed) AND c.category = o.category AND c.id = o.id;
  PERFORM search_category_candidates_add(changed);
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_category_candidates_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_category_candidates_on_insert();

CREATE TRIGGER products_category_candidates_delete AFTER DELETE ON products
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_category_candidates_on_delete();

CREATE TRIGGER products_category_candidates_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_category_candidates_on_update();

SELECT search_category_candidates_add(ARRAY(SELECT id FROM products WHERE active AND NOT suspend AND admin_approved));

-- Category names folded as search folds text, so a search finds whether its text is a category's
-- name with one index probe instead of folding every category name each time.
ALTER TABLE catalogue_counts ADD COLUMN folded text GENERATED ALWAYS AS (shop_fold(category)) STORED;
CREATE INDEX catalogue_counts_folded_idx ON catalogue_counts (folded);
