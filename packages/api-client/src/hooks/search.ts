/**
 * Search suggestions as you type: GET /products/suggest/?q, up to SUGGESTIONS_LIMIT
 * products answered by the server (typo-tolerant, accent-insensitive, prefixes), for the top
 * bar's combobox.
 */
import { useEffect, useState } from 'react';
import { SEARCH_TEXT_MAX_LENGTH, type SearchSuggestion } from '@shop/contract';
import { apiKey } from '../client.ts';
import type { ApiError } from '../errors.ts';
import { useApiQuery } from './useApiQuery.ts';

/**
 * Milliseconds of quiet typing before suggestions are asked for (our choice: short enough to feel
 * immediate, long enough that a word typed quickly costs one request). Not the spec's
 * SEARCH_DEBOUNCE_MS (1000 ms), which delays the navigation to /search.
 */
export const SUGGEST_DEBOUNCE_MS = 200;

/** The longest text sent: the contract's limit for `q` (SuggestQuery), SEARCH_TEXT_MAX_LENGTH characters. */
export const SUGGEST_MAX_LENGTH: number = SEARCH_TEXT_MAX_LENGTH;

/**
 * The text suggestions are asked for: `q` trimmed (spec section 5: search text is trimmed) and
 * cut to SUGGEST_MAX_LENGTH characters; '' for blank text, which asks for nothing.
 */
export function suggestionText(q: string | undefined | null): string {
  return (q ?? '').trim().slice(0, SUGGEST_MAX_LENGTH).trim();
}

/** The SWR key of the suggestions for `text` (already cut with {@link suggestionText}). */
export function suggestionsKey(text: string) {
  return apiKey('suggestProducts', { query: { q: text } });
}

/** What {@link useSearchSuggestions} returns. */
export interface SearchSuggestions {
  /** The suggestions for `text`, best first (at most SUGGESTIONS_LIMIT); [] while blank or unknown. */
  suggestions: SearchSuggestion[];
  /** The trimmed text the suggestions answer (lags the typed text by SUGGEST_DEBOUNCE_MS). */
  text: string;
  /** True while a request for `text` is in flight and nothing is shown for it yet. */
  isLoading: boolean;
  /** The failure (ApiError with MESSAGES.products.suggest or the server's text), if the last request failed. */
  error: ApiError | undefined;
}

/**
 * Suggestions for the text typed so far: asks GET /products/suggest/?q once the text (trimmed,
 * at most SUGGEST_MAX_LENGTH characters) has stayed the same for SUGGEST_DEBOUNCE_MS. Blank text
 * asks for nothing and gives [] at once. While the next answer is on its way the previous
 * suggestions stay (no flicker between keystrokes); answers are cached per text by SWR.
 */
export function useSearchSuggestions(q: string | undefined | null): SearchSuggestions {
  const wanted = suggestionText(q);
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    if (wanted === '') {
      setDebounced('');
      return;
    }
    const timer = setTimeout(() => setDebounced(wanted), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  const text = wanted === '' ? '' : debounced;
  const query = useApiQuery(text === '' ? null : suggestionsKey(text), { keepPreviousData: true });
  const data = query.data;
  const error = query.error;
  const isLoading = query.isLoading;
  return {
    suggestions: text === '' ? [] : (data?.suggestions ?? []),
    text,
    isLoading: text !== '' && isLoading,
    error: text === '' ? undefined : error,
  };
}
