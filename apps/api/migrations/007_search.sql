-- 007: search that stays fast at a million products (decision 031). Keep
-- src/db/schema.ts in sync with this file.
-- * shop_fold(text): the text as search compares it, lower case without accents ('Giclée' ->
--   'giclee', 'Ø' -> 'o', 'ß' -> 'ss'): Unicode NFD, combining marks removed, a few letters
--   that do not decompose mapped by hand. Built-ins only (no unaccent extension), IMMUTABLE, so
--   it runs the same on PostgreSQL and PGlite and may be used in generated columns and indexes.
--   services/search.ts normaliseSearchText is the TypeScript side of the same rule's whitespace.
-- * products.search is rebuilt from folded text, so full text search is accent-insensitive, and
--   its GIN index covers public products only (every search asks for those).
-- * products.search_name: the folded name, stored (folding costs about 13 microseconds a row, too
--   much to repeat for every candidate a search ranks); exact name matches are a btree lookup.
-- * search_words: the words (folded, 2..30 characters, at least one letter) of every product's
--   name, category and tags, with a trigram index (typos and prefixes); search_word_deletions:
--   each word of 4+ characters under itself and every form with one letter deleted (the
--   SymSpell idea: two words one edit or one transposition apart share a form), so 'lmap' finds
--   'lamp', which trigram similarity cannot. Search corrects the typed words against this small
--   vocabulary, then runs an indexed full text query (PostgreSQL documentation, pg_trgm, "Text
--   Search Integration"). Kept by statement-level triggers (bulk loads stay fast); words are
--   never removed (a word no product has any more finds nothing).

CREATE FUNCTION shop_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(replace(replace(replace(replace(replace(replace(translate(
    regexp_replace(normalize(t, NFD), '[\u0300-\u036f]', '', 'g'),
    'ØøŁłĐđÐðÞþĦħı', 'OoLlDdDdTtHhi'), 'ß', 'ss'), 'ẞ', 'SS'), 'æ', 'ae'), 'Æ', 'AE'), 'œ', 'oe'), 'Œ', 'OE'))
$$;

DROP INDEX products_search_idx;
ALTER TABLE products DROP COLUMN search;
ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, shop_fold(coalesce(name, ''))), 'A') ||
  setweight(to_tsvector('english'::regconfig, shop_fold(coalesce(tags, ''))), 'B') ||
  setweight(to_tsvector('english'::regconfig, shop_fold(coalesce(category, ''))), 'B') ||
  setweight(to_tsvector('english'::regconfig, shop_fold(coalesce(description, ''))), 'C')
) STORED;
CREATE INDEX products_search_idx ON products USING gin (search) WHERE active AND NOT suspend AND admin_approved;
ALTER TABLE products ADD COLUMN search_name text GENERATED ALWAYS AS (shop_fold(name)) STORED;
CREATE INDEX products_public_search_name_idx ON products (search_name) WHERE active AND NOT suspend AND admin_approved;

CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
CREATE TABLE search_word_deletions (
  form text NOT NULL,
  word text NOT NULL,
  PRIMARY KEY (form, word)
);

-- Adds the words of `texts` (and their one-deletion forms) that are not known yet.
CREATE FUNCTION search_words_add(texts text[]) RETURNS void LANGUAGE sql AS $$
  WITH words AS (
    SELECT DISTINCT w FROM unnest(texts) AS t, regexp_split_to_table(shop_fold(t), '[^a-z0-9]+') AS w
    WHERE length(w) BETWEEN 2 AND 30 AND w ~ '[a-z]'
  ),
  added AS (
    INSERT INTO search_words (word) SELECT w FROM words ORDER BY w ON CONFLICT DO NOTHING RETURNING word
  )
  INSERT INTO search_word_deletions (form, word)
  SELECT DISTINCT f.form, added.word FROM added
  CROSS JOIN LATERAL (
    SELECT added.word AS form
    UNION ALL
    SELECT left(added.word, i - 1) || substr(added.word, i + 1) FROM generate_series(1, length(added.word)) AS i
  ) AS f
  WHERE length(added.word) >= 4
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
$$;

CREATE FUNCTION search_words_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(ARRAY(
    SELECT DISTINCT t FROM new_rows, LATERAL (VALUES (name), (category), (tags)) AS v(t)));
  RETURN NULL;
END;
$$;

CREATE FUNCTION search_words_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(ARRAY(
    SELECT DISTINCT t FROM new_rows JOIN old_rows USING (id),
      LATERAL (VALUES (new_rows.name), (new_rows.category), (new_rows.tags)) AS v(t)
    WHERE (new_rows.name, new_rows.category, new_rows.tags)
          IS DISTINCT FROM (old_rows.name, old_rows.category, old_rows.tags)));
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_on_insert();

CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_on_update();

SELECT search_words_add(ARRAY(
  SELECT DISTINCT t FROM products, LATERAL (VALUES (name), (category), (tags)) AS v(t)));
