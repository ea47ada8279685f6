/**
 * Recall of search on the typo test set (search-typos.ts): the share of queries whose intended
 * product is among the first SEARCH_RECALL_AT results, overall and per kind of mistake. Used by
 * search.test.ts (fails below SEARCH_RECALL_TARGET) and `pnpm search:recall` (prints it).
 */
import { SEARCH_RECALL_AT, TYPO_QUERIES, type TypoQuery } from './search-typos.ts';

/** Recall figures: shares in 0..1, and the queries that missed with what came first instead. */
export interface RecallReport {
  recall: number;
  byKind: Record<TypoQuery['kind'], { recall: number; queries: number }>;
  misses: { query: TypoQuery; got: number[] }[];
}

/**
 * Runs every query of TYPO_QUERIES through `search` (the ids of its results, best first) and
 * counts a hit when the intended id is among the first SEARCH_RECALL_AT.
 */
export async function measureRecall(search: (q: string) => Promise<number[]>): Promise<RecallReport> {
  const misses: RecallReport['misses'] = [];
  const kinds = new Map<TypoQuery['kind'], { hits: number; queries: number }>();
  for (const query of TYPO_QUERIES) {
    const got = (await search(query.q)).slice(0, SEARCH_RECALL_AT);
    const kind = kinds.get(query.kind) ?? { hits: 0, queries: 0 };
    kind.queries += 1;
    if (got.includes(query.id)) kind.hits += 1;
    else misses.push({ query, got });
    kinds.set(query.kind, kind);
  }
  const byKind = Object.fromEntries(
    [...kinds].map(([k, v]) => [k, { recall: v.hits / v.queries, queries: v.queries }]),
  ) as RecallReport['byKind'];
  return { recall: (TYPO_QUERIES.length - misses.length) / TYPO_QUERIES.length, byKind, misses };
}
