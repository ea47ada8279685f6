/**
 * Search matching and ranking (ARCHITECTURE: PostgreSQL full text with pg_trgm for typos and
 * prefixes; decision 031). The catalogue's statements (catalogue.ts) take their
 * candidates from searchCandidates, so lists, sorting and facets (decision 030) compose with one
 * matching rule, kept here; suggestions (suggestProducts) use it too.
 */
import { PLACEHOLDER_IMAGE_URL, SUGGESTIONS_LIMIT, type SearchSuggestion } from '@shop/contract';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { namedStatement, type Db, type NamedStatement } from '../../platform/db/client.ts';
import { catalogueCounts, productImages, products } from '../../platform/db/schema.ts';
import { isPublicProduct } from './visibility.ts';

/**
 * Most matches a search considers (then ranked and paged); keeps broad queries fast at scale.
 * Also the length of each list of search_postings (SQL search_postings_cap(), migration 010;
 * test/scale-lists.test.ts checks they agree).
 */
export const SEARCH_RESULT_CAP = 240;

/**
 * Words of the search text used (the first ones); the rest are ignored. The SQL function
 * search_typed_words (migration 010) applies it; test/scale-lists.test.ts checks they agree.
 */
export const SEARCH_MAX_WORDS = 8;

/** Corrections (vocabulary words) tried per typed word, for each of prefix, typo and one-edit. */
const ALTERNATIVES_PER_WORD = 3;

/** The search text as matched: trimmed, inner whitespace collapsed to one space; '' = no search. */
export function normaliseSearchText(q: string | undefined | null): string {
  return (q ?? '').trim().replace(/\s+/g, ' ');
}

/**
 * A SELECT of the public products matching the search text `q` (an SQL value: a placeholder or
 * a parameter holding normalised, non-empty text), at most `cap` (default SEARCH_RESULT_CAP)
 * rows of `(id int, rank real)`, best first: higher rank = better match. Use it as a CTE:
 * `WITH candidates AS (${searchCandidates(q)})`. Migrations 007 and 010 and decision 031
 * explain it:
 *
 * 1. `q` is folded (shop_fold: lower case, accents removed) and split into words
 *    (search_typed_words: letters and digits; stop words such as 'the' dropped; at most
 *    SEARCH_MAX_WORDS).
 * 2. Each word becomes a group of alternatives from the vocabulary of product names, categories
 *    and tags (search_words). A vocabulary word stands for itself (English stemming still
 *    matches 'lamps'). Any other word also gets, from 3 letters, its prefix (`word:*`) and up to
 *    ALTERNATIVES_PER_WORD vocabulary words it starts; a word that starts none (a typo) gets up
 *    to ALTERNATIVES_PER_WORD trigram-similar words (pg_trgm `%`, 'hedphones' -> 'headphones')
 *    and up to ALTERNATIVES_PER_WORD words one edit or transposition away
 *    (search_word_deletions, 'lmap' -> 'lamp'). Every alternative widens the index scan, so
 *    none is added that the word does not need.
 * 3. Candidates, each from its own index, at most `cap` each: products whose folded name equals
 *    the folded `q` (btree on search_name); when the folded `q` is a category's name (one probe
 *    of catalogue_counts.folded), that category's first products by id, with no text matching;
 *    else, when `q` makes one word group, the first products by id holding any of its lexemes
 *    (a word, or a prefix: a range of lexemes), read from search_postings (migration 010: the
 *    first SEARCH_RESULT_CAP public products of each lexeme, kept by triggers) instead of
 *    building the GIN bitmap of every match; else products matching every word group (`&`, the
 *    GIN full text index, stopping at `cap` in table order); only when there are none, those
 *    matching all groups but one; only when there are none either, those matching any group
 *    (`|`). So a broad search costs `cap` rows, not every match.
 * 4. Rank (search_rank, migration 010) = 10 for an exact name + ts_rank of the any-group query
 *    (name weighs more than tags, category, then description) x 2 + trigram similarity of the
 *    folded name to the folded `q`. The two commonest broad searches read their ranks instead of
 *    computing them on each candidate: a `q` that is exactly one vocabulary word
 *    (search_word_candidates) and a category's name whose words are all vocabulary words
 *    (search_category_candidates); both hold what the rule gives, kept by triggers.
 *
 * `lists: false` leaves out every list of migration 010 (tests compare both ways); the lists are
 * also left out for a `cap` above SEARCH_RESULT_CAP, which they do not hold.
 */
export function searchCandidates(
  q: SQL | Placeholder,
  { cap = SEARCH_RESULT_CAP, lists = true }: { cap?: number; lists?: boolean } = {},
): SQL {
  // Limits are literals, not parameters: with `LIMIT $n` PostgreSQL costs a generic plan for an
  // unknown limit and keeps planning every call afresh (about 5 ms each at 1M products).
  if (!Number.isSafeInteger(cap) || cap < 1) throw new Error(`Bad search cap ${cap}`);
  const limitCap = sql.raw(String(cap));
  const alternatives = sql.raw(String(ALTERNATIVES_PER_WORD));
  // search_postings holds SEARCH_RESULT_CAP products per lexeme: enough for this cap or less.
  const useLists = sql.raw(lists && cap <= SEARCH_RESULT_CAP ? 'true' : 'false');
  const folded = sql`(SELECT t FROM search_text)`;
  // The rank rule is the SQL function search_rank (migration 010), also used for the precomputed
  // ranks. Its arguments are columns (of `products` and of the one-row `ranking`), not subqueries,
  // so PostgreSQL inlines it (a function whose argument is a subquery used twice is called
  // instead, about three times slower per row).
  // Computed on each candidate row as it is read (no second visit of the table).
  const rank = sql`search_rank(${products.search}, ${products.searchName}, ranking.any_word, ranking.folded)`;
  return sql`WITH search_text AS (SELECT shop_fold(${q}::text) AS t),
    typed_words AS (SELECT s.w, s.n FROM search_text, search_typed_words(search_text.t) AS s),
    typed AS MATERIALIZED (
      SELECT tw.w, tw.n, v.known, v.lexeme,
             CASE WHEN v.known OR length(tw.w) < 2 THEN '{}'::text[]
                  ELSE ARRAY(SELECT sw.word FROM search_words AS sw
                             WHERE sw.word COLLATE "C" >= tw.w COLLATE "C"
                               AND sw.word COLLATE "C" < (tw.w || '{') COLLATE "C"
                               AND sw.word LIKE tw.w || '%' AND sw.word <> tw.w
                             ORDER BY length(sw.word), sw.word LIMIT ${alternatives}) END AS completions
      FROM typed_words AS tw
      CROSS JOIN LATERAL (
        SELECT count(*) > 0 AS known, min(k.lexeme) AS lexeme FROM search_words AS k WHERE k.word = tw.w
      ) AS v
    ),
    word_groups AS (
      SELECT tw.n, '(' || string_agg(DISTINCT a.term, ' | ') || ')' AS alternatives
      FROM typed AS tw
      CROSS JOIN LATERAL (
        SELECT tw.w AS term
        UNION ALL SELECT tw.w || ':*' WHERE length(tw.w) >= 3 AND NOT tw.known
        UNION ALL SELECT c FROM unnest(tw.completions) AS c
        UNION ALL (SELECT sw.word FROM search_words AS sw
                   WHERE length(tw.w) >= 3 AND NOT tw.known AND cardinality(tw.completions) = 0
                     AND sw.word % tw.w
                   ORDER BY similarity(sw.word, tw.w) DESC, sw.word LIMIT ${alternatives})
        UNION ALL (SELECT DISTINCT d.word FROM search_word_deletions AS d
                   WHERE length(tw.w) >= 4 AND NOT tw.known AND cardinality(tw.completions) = 0
                     AND d.form = ANY (ARRAY(SELECT tw.w UNION ALL
                                             SELECT left(tw.w, i - 1) || substr(tw.w, i + 1)
                                             FROM generate_series(1, length(tw.w)) AS i))
                   ORDER BY d.word LIMIT ${alternatives})
      ) AS a
      GROUP BY tw.n
    ),
    queries AS (
      SELECT count(*) = 1 AS one_group,
             to_tsquery('english', string_agg(alternatives, ' & ' ORDER BY n)) AS every_word,
             to_tsquery('english', string_agg(alternatives, ' | ' ORDER BY n)) AS any_word,
             to_tsquery('english', (
               SELECT string_agg('(' || others.text || ')', ' | ')
               FROM word_groups AS g
               CROSS JOIN LATERAL (SELECT string_agg(o.alternatives, ' & ' ORDER BY o.n) AS text
                                   FROM word_groups AS o WHERE o.n <> g.n) AS others
               WHERE others.text IS NOT NULL)) AS all_but_one
      FROM word_groups
    ),
    ranking AS MATERIALIZED (
      SELECT (SELECT t FROM search_text) AS folded, (SELECT any_word FROM queries) AS any_word
    ),
    exact_name AS (
      SELECT ${products.id} AS id, ${rank} AS rank FROM ranking, ${products}
      WHERE ${isPublicProduct} AND ${products.searchName} = ${folded}
      LIMIT ${limitCap}
    ),
    category AS (
      SELECT ${catalogueCounts.category} AS name FROM ${catalogueCounts}
      WHERE ${catalogueCounts.category} <> '' AND catalogue_counts.folded = ${folded}
      LIMIT 1
    ),
    by_category_ranks AS (
      SELECT ${useLists} AND EXISTS (SELECT 1 FROM category)
             AND NOT EXISTS (SELECT 1 FROM typed WHERE NOT known) AS yes
    ),
    category_ranked AS (
      SELECT c.id, c.rank FROM search_category_candidates AS c
      WHERE c.category = (SELECT name FROM category) AND (SELECT yes FROM by_category_ranks)
      ORDER BY c.category, c.id
      LIMIT ${limitCap}
    ),
    category_ids AS (
      SELECT ${products.id} AS id FROM ${products}
      WHERE ${isPublicProduct} AND ${products.category} = (SELECT name FROM category)
        AND EXISTS (SELECT 1 FROM category) AND NOT (SELECT yes FROM by_category_ranks)
      ORDER BY ${products.category}, ${products.id}
      LIMIT ${limitCap}
    ),
    in_category AS (
      SELECT ${products.id} AS id, ${rank} AS rank FROM ranking, category_ids
      JOIN ${products} ON ${products.id} = category_ids.id
    ),
    by_word AS (
      SELECT ${useLists} AND NOT EXISTS (SELECT 1 FROM category)
             AND EXISTS (SELECT 1 FROM typed WHERE typed.w = ${folded} AND typed.lexeme IS NOT NULL) AS yes
    ),
    known_word AS (
      SELECT c.id, c.rank FROM search_word_candidates AS c
      WHERE c.word = ${folded} AND (SELECT yes FROM by_word)
    ),
    by_postings AS (
      SELECT (SELECT one_group AND every_word::text !~ '[!&<]' FROM queries) AND ${useLists}
             AND NOT EXISTS (SELECT 1 FROM category) AND NOT (SELECT yes FROM by_word) AS yes
    ),
    group_lexemes AS (
      SELECT m[1] COLLATE "C" AS lexeme, m[2] IS NOT NULL AS prefix
      FROM queries, regexp_matches(queries.every_word::text, '''([^'']+)''(:[*])?', 'g') AS m
      WHERE (SELECT yes FROM by_postings)
    ),
    posted AS (
      SELECT id FROM (
        SELECT l.id FROM group_lexemes AS g
        CROSS JOIN LATERAL (SELECT p.id FROM search_postings AS p WHERE p.lexeme = g.lexeme
                            ORDER BY p.id LIMIT ${limitCap}) AS l
        WHERE NOT g.prefix
        UNION
        SELECT l.id FROM group_lexemes AS g
        CROSS JOIN LATERAL (SELECT p.id FROM search_postings AS p
                            WHERE p.lexeme >= g.lexeme AND p.lexeme <= g.lexeme || chr(1114111)
                              AND starts_with(p.lexeme, g.lexeme)) AS l
        WHERE g.prefix
      ) AS u
      ORDER BY id
      LIMIT ${limitCap}
    ),
    one_group AS (
      SELECT ${products.id} AS id, ${rank} AS rank FROM ranking, posted
      JOIN ${products} ON ${products.id} = posted.id
      WHERE ${isPublicProduct}
    ),
    every_word AS (
      SELECT ${products.id} AS id, ${rank} AS rank FROM ranking, ${products}
      WHERE ${isPublicProduct} AND ${products.search} @@ (SELECT every_word FROM queries)
        AND NOT EXISTS (SELECT 1 FROM category) AND NOT (SELECT yes FROM by_postings)
        AND NOT (SELECT yes FROM by_word)
      LIMIT ${limitCap}
    ),
    all_but_one AS (
      SELECT ${products.id} AS id, ${rank} AS rank FROM ranking, ${products}
      WHERE ${isPublicProduct} AND ${products.search} @@ (SELECT all_but_one FROM queries)
        AND NOT EXISTS (SELECT 1 FROM category) AND NOT (SELECT one_group FROM queries)
        AND NOT EXISTS (SELECT 1 FROM every_word)
      LIMIT ${limitCap}
    ),
    any_word AS (
      SELECT ${products.id} AS id, ${rank} AS rank FROM ranking, ${products}
      WHERE ${isPublicProduct} AND ${products.search} @@ (SELECT any_word FROM queries)
        AND NOT EXISTS (SELECT 1 FROM category) AND NOT (SELECT one_group FROM queries)
        AND NOT EXISTS (SELECT 1 FROM every_word) AND NOT EXISTS (SELECT 1 FROM all_but_one)
      LIMIT ${limitCap}
    )
    SELECT id, max(rank)::real AS rank
    FROM (SELECT * FROM exact_name UNION ALL SELECT * FROM category_ranked UNION ALL SELECT * FROM in_category
          UNION ALL SELECT * FROM known_word
          UNION ALL SELECT * FROM one_group
          UNION ALL SELECT * FROM every_word UNION ALL SELECT * FROM all_but_one
          UNION ALL SELECT * FROM any_word) AS found
    GROUP BY id
    ORDER BY rank DESC, id
    LIMIT ${limitCap}`;
}

/** The suggestions statement, compiled on first use (catalogue.ts and this module import each other). */
let suggestStatement: NamedStatement<{ suggestions: SearchSuggestion[] | null }> | undefined;

/**
 * Suggestions for `q` (suggestProducts): up to SUGGESTIONS_LIMIT public products
 * matching the text as searchCandidates does (typos, accents, prefixes), best first (rank, then
 * id), each with its first image or the placeholder. One row (suggestions null when none).
 */
const suggest = () =>
  (suggestStatement ??= namedStatement<{ suggestions: SearchSuggestion[] | null }>(
    'search_suggest',
    sql`WITH candidates AS (${searchCandidates(sql.placeholder('q'))}),
           best AS (SELECT id, rank FROM candidates ORDER BY rank DESC, id LIMIT ${sql.raw(String(SUGGESTIONS_LIMIT))})
      SELECT json_agg(json_build_object(
               'id', ${products.id}, 'name', ${products.name}, 'category', ${products.category},
               'imageUrl', coalesce((SELECT ${productImages.imageUrl} FROM ${productImages}
                                     WHERE ${productImages.productId} = ${products.id}
                                     ORDER BY ${productImages.position}, ${productImages.id} LIMIT 1),
                                    ${PLACEHOLDER_IMAGE_URL}))
             ORDER BY best.rank DESC, best.id) AS suggestions
      FROM best JOIN ${products} ON ${products.id} = best.id`,
  ));

/**
 * Search suggestions as you type (suggestProducts): up to SUGGESTIONS_LIMIT public
 * products whose name, category or tags match `q` (typo-tolerant, accent-insensitive, prefixes:
 * the searchCandidates rule), best first. `q` blank (after normaliseSearchText) = no
 * suggestions, without a query. One SQL statement otherwise.
 */
export async function suggestProducts(db: Db, q: string | undefined): Promise<SearchSuggestion[]> {
  const text = normaliseSearchText(q);
  if (text === '') return [];
  const [row] = await suggest().rows(db, { q: text });
  return row?.suggestions ?? [];
}
