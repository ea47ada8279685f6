/**
 * Search matching and ranking (ARCHITECTURE: PostgreSQL full text with pg_trgm for typos and
 * prefixes; issues 11 and 14, decision 031). The catalogue's statements (catalogue.ts) take their
 * candidates from searchCandidates, so lists, sorting and facets (decision 030) compose with one
 * matching rule, kept here; suggestions (suggestProducts) use it too.
 */
import { PLACEHOLDER_IMAGE_URL, SUGGESTIONS_LIMIT, type SearchSuggestion } from '@shop/api-client/contract';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { namedStatement, type Db, type NamedStatement } from '../db/index.ts';
import { catalogueCounts, productImages, products } from '../db/schema.ts';
import { isPublicProduct } from './catalogue.ts';

/** Most matches a search considers (then ranked and paged); keeps broad queries fast at scale. */
export const SEARCH_RESULT_CAP = 240;

/** Words of the search text used (the first ones); the rest are ignored. */
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
 * `WITH candidates AS (${searchCandidates(q)})`. Migration 007 and decision 031 explain it:
 *
 * 1. `q` is folded (shop_fold: lower case, accents removed) and split into words (letters and
 *    digits; stop words such as 'the' dropped; at most SEARCH_MAX_WORDS).
 * 2. Each word becomes a group of alternatives from the vocabulary of product names, categories
 *    and tags (search_words). A vocabulary word stands for itself (English stemming still
 *    matches 'lamps'). Any other word also gets, from 3 letters, its prefix (`word:*`) and up to
 *    ALTERNATIVES_PER_WORD vocabulary words it starts; a word that starts none (a typo) gets up
 *    to ALTERNATIVES_PER_WORD trigram-similar words (pg_trgm `%`, 'hedphones' -> 'headphones')
 *    and up to ALTERNATIVES_PER_WORD words one edit or transposition away
 *    (search_word_deletions, 'lmap' -> 'lamp'). Every alternative widens the index scan, so
 *    none is added that the word does not need.
 * 3. Candidates, each from its own index: products whose folded name equals the folded `q`
 *    (btree on search_name); when the folded `q` is a category's name, that category's products
 *    (btree products_public_category_idx) and no text matching; else products matching every
 *    word group (`&`, the GIN full text index); only when there are none, those matching all
 *    groups but one; only when there are none either, those matching any group (`|`). Each
 *    source stops at `cap` rows (unordered: the index's order), so a broad word costs `cap`
 *    rows, not every match.
 * 4. Rank = 10 for an exact name + ts_rank of the any-group query (name weighs more than tags,
 *    category, then description) x 2 + trigram similarity of the folded name to the folded `q`.
 */
export function searchCandidates(q: SQL | Placeholder, cap: number = SEARCH_RESULT_CAP): SQL {
  // Limits are literals, not parameters: with `LIMIT $n` PostgreSQL costs a generic plan for an
  // unknown limit and keeps planning every call afresh (about 5 ms each at 1M products).
  if (!Number.isSafeInteger(cap) || cap < 1) throw new Error(`Bad search cap ${cap}`);
  const limitCap = sql.raw(String(cap));
  const alternatives = sql.raw(String(ALTERNATIVES_PER_WORD));
  // Computed on each candidate row as it is read (no second visit of the table).
  const folded = sql`(SELECT t FROM search_text)`;
  const rank = sql`((CASE WHEN ${products.searchName} = ${folded} THEN 10 ELSE 0 END)
    + coalesce(ts_rank(${products.search}, (SELECT any_word FROM queries)), 0) * 2
    + similarity(${products.searchName}, ${folded}))`;
  return sql`WITH search_text AS (SELECT shop_fold(${q}::text) AS t),
    typed_words AS (
      SELECT s.w, s.n
      FROM search_text, regexp_split_to_table(search_text.t, '[^a-z0-9]+') WITH ORDINALITY AS s(w, n)
      WHERE s.w <> '' AND length(s.w) <= 30 AND to_tsvector('english', s.w) <> ''::tsvector
      ORDER BY s.n LIMIT ${sql.raw(String(SEARCH_MAX_WORDS))}
    ),
    word_groups AS (
      SELECT tw.n, '(' || string_agg(DISTINCT a.term, ' | ') || ')' AS alternatives
      FROM typed_words AS tw
      CROSS JOIN LATERAL (
        SELECT EXISTS (SELECT 1 FROM search_words AS k WHERE k.word = tw.w) AS known,
               ARRAY(SELECT sw.word FROM search_words AS sw
                     WHERE length(tw.w) >= 2 AND sw.word LIKE tw.w || '%' AND sw.word <> tw.w
                     ORDER BY length(sw.word), sw.word LIMIT ${alternatives}) AS completions
      ) AS v
      CROSS JOIN LATERAL (
        SELECT tw.w AS term
        UNION ALL SELECT tw.w || ':*' WHERE length(tw.w) >= 3 AND NOT v.known
        UNION ALL SELECT c FROM unnest(v.completions) AS c WHERE NOT v.known
        UNION ALL (SELECT sw.word FROM search_words AS sw
                   WHERE length(tw.w) >= 3 AND NOT v.known AND cardinality(v.completions) = 0
                     AND sw.word % tw.w
                   ORDER BY similarity(sw.word, tw.w) DESC, sw.word LIMIT ${alternatives})
        UNION ALL (SELECT DISTINCT d.word FROM search_word_deletions AS d
                   WHERE length(tw.w) >= 4 AND NOT v.known AND cardinality(v.completions) = 0
                     AND d.form IN (SELECT tw.w UNION ALL
                                    SELECT left(tw.w, i - 1) || substr(tw.w, i + 1)
                                    FROM generate_series(1, length(tw.w)) AS i)
                   ORDER BY d.word LIMIT ${alternatives})
      ) AS a
      GROUP BY tw.n
    ),
    queries AS (
      SELECT to_tsquery('english', string_agg(alternatives, ' & ' ORDER BY n)) AS every_word,
             to_tsquery('english', string_agg(alternatives, ' | ' ORDER BY n)) AS any_word,
             to_tsquery('english', (
               SELECT string_agg('(' || others.text || ')', ' | ')
               FROM word_groups AS g
               CROSS JOIN LATERAL (SELECT string_agg(o.alternatives, ' & ' ORDER BY o.n) AS text
                                   FROM word_groups AS o WHERE o.n <> g.n) AS others
               WHERE others.text IS NOT NULL)) AS all_but_one
      FROM word_groups
    ),
    exact_name AS (
      SELECT ${products.id} AS id, ${rank} AS rank FROM ${products}
      WHERE ${isPublicProduct} AND ${products.searchName} = ${folded}
      LIMIT ${limitCap}
    ),
    category AS (
      SELECT ${catalogueCounts.category} AS name FROM ${catalogueCounts}
      WHERE ${catalogueCounts.category} <> '' AND shop_fold(${catalogueCounts.category}) = ${folded}
      LIMIT 1
    ),
    in_category AS (
      SELECT ${products.id} AS id, ${rank} AS rank FROM ${products}
      WHERE ${isPublicProduct} AND ${products.category} = (SELECT name FROM category)
        AND EXISTS (SELECT 1 FROM category)
      ORDER BY ${products.id}
      LIMIT ${limitCap}
    ),
    every_word AS (
      SELECT ${products.id} AS id, ${rank} AS rank FROM ${products}
      WHERE ${isPublicProduct} AND ${products.search} @@ (SELECT every_word FROM queries)
        AND NOT EXISTS (SELECT 1 FROM category)
      LIMIT ${limitCap}
    ),
    all_but_one AS (
      SELECT ${products.id} AS id, ${rank} AS rank FROM ${products}
      WHERE ${isPublicProduct} AND ${products.search} @@ (SELECT all_but_one FROM queries)
        AND NOT EXISTS (SELECT 1 FROM category) AND NOT EXISTS (SELECT 1 FROM every_word)
      LIMIT ${limitCap}
    ),
    any_word AS (
      SELECT ${products.id} AS id, ${rank} AS rank FROM ${products}
      WHERE ${isPublicProduct} AND ${products.search} @@ (SELECT any_word FROM queries)
        AND NOT EXISTS (SELECT 1 FROM category) AND NOT EXISTS (SELECT 1 FROM every_word)
        AND NOT EXISTS (SELECT 1 FROM all_but_one)
      LIMIT ${limitCap}
    )
    SELECT id, max(rank)::real AS rank
    FROM (SELECT * FROM exact_name UNION ALL SELECT * FROM in_category UNION ALL SELECT * FROM every_word
          UNION ALL SELECT * FROM all_but_one UNION ALL SELECT * FROM any_word) AS found
    GROUP BY id
    ORDER BY rank DESC, id
    LIMIT ${limitCap}`;
}

/** The suggestions statement, compiled on first use (catalogue.ts and this module import each other). */
let suggestStatement: NamedStatement<{ suggestions: SearchSuggestion[] | null }> | undefined;

/**
 * Suggestions for `q` (suggestProducts, issue 11): up to SUGGESTIONS_LIMIT public products
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
 * Search suggestions as you type (suggestProducts, issue 11): up to SUGGESTIONS_LIMIT public
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
