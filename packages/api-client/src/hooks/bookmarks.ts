/** Bookmarks (spec sections 4 and 7): the list and the toggle and remove actions. */
import { apiKey } from '../client.ts';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';

/** The SWR key of the bookmark list (GET /bookmarks/). */
export const bookmarksKey = apiKey('getBookmarks');

/**
 * The signed-in user's bookmarks: GET /bookmarks/, loaded once while signed in (spec section 4:
 * no refetch on focus or remount; actions replace the list). data: `{ bookmarks }`.
 */
export function useBookmarks(): ApiQuery<'getBookmarks'> {
  return useApiQuery(useSignedIn() ? bookmarksKey : null, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}
