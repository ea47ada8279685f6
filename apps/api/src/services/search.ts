/**
 * Search matching and ranking (ARCHITECTURE: PostgreSQL full text with pg_trgm for typos and
 * prefixes; issues 11 and 14). The catalogue's statements (catalogue.ts) take their candidates
 * from searchCandidates, so lists, sorting and facets (decision 030) compose with one matching
 * rule, kept here.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { products } from '../db/schema.ts';
import { isPublicProduct } from './catalogue.ts';

/** Most matches a search considers (then ranked and paged); keeps broad queries fast at scale. */
export const SEARCH_RESULT_CAP = 1000;

/** The search text as matched: trimmed, inner whitespace collapsed to one space; '' = no search. */
export function normaliseSearchText(q: string | undefined | null): string {
  return (q ?? '').trim().replace(/\s+/g, ' ');
}

/**
 * A SELECT of the public products matching the search text `q` (an SQL value: a placeholder or
 * a parameter holding normalised, non-empty text), at most SEARCH_RESULT_CAP rows of
 * `(id int, rank real)`: higher rank = better match. Products whose weighted document matches
 * `websearch_to_tsquery('english', q)` OR whose name has a word similar to `q` (pg_trgm `<%`, so
 * 'hedphones' and 'headph' find headphones); rank is text rank x 2 plus word similarity.
 * Use it as a CTE: `WITH candidates AS (${searchCandidates(q)})`.
 */
export function searchCandidates(q: SQL | Placeholder): SQL {
  const tsq = sql`websearch_to_tsquery('english', ${q})`;
  return sql`SELECT ${products.id} AS id,
                    ts_rank(${products.search}, ${tsq}) * 2 + word_similarity(${q}, ${products.name}) AS rank
             FROM ${products}
             WHERE ${isPublicProduct} AND (${products.search} @@ ${tsq} OR ${q} <% ${products.name})
             LIMIT ${SEARCH_RESULT_CAP}`;
}
