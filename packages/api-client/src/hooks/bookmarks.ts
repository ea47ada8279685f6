/** Bookmarks (spec sections 4 and 7): the list and the toggle and remove actions. */
import { useCallback } from 'react';
import type { Bookmark } from '@shop/contract';
import { apiKey } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { useMutationState } from './useMutationState.ts';
import { useApiQuery, type ApiQuery } from './useApiQuery.ts';
import { useRevalidateOnUserChange } from './personalReads.ts';

/** The SWR key of the bookmark list (GET /bookmarks/). */
export const bookmarksKey = apiKey('getBookmarks');

/**
 * The bookmarks of the user, or of the visitor (the server keeps a guest's bookmarks
 * behind the guest cookie and merges them into the account at sign-in, so they are read again
 * whenever the signed-in user changes): GET /bookmarks/, loaded once (spec section 4: no refetch on focus or remount;
 * actions replace the list). data: `{ bookmarks }`.
 */
export function useBookmarks(): ApiQuery<'getBookmarks'> {
  useRevalidateOnUserChange(bookmarksKey);
  return useApiQuery(bookmarksKey, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}

/** What useBookmarkActions returns. */
export interface BookmarkActions {
  /**
   * POST /bookmarks/toggle/: adds or removes the product's bookmark; the cached list is replaced
   * by the server's list. Resolves to that list; throws ApiError (TestUserBlockedError for the
   * demo user, nothing sent).
   */
  toggle(productId: number): Promise<Bookmark[]>;
  /** DELETE /bookmarks/{id}/ by bookmark id; the list is replaced by the server's. Throws like toggle. */
  remove(bookmarkId: number): Promise<Bookmark[]>;
  /** Whether the product is in the loaded list (the filled bookmark icon, spec section 4). */
  isBookmarked(productId: number): boolean;
  /** True while the list first loads or a toggle/remove runs (the button is disabled, spec section 4). */
  loading: boolean;
  /** Message of the last failed toggle/remove, or null. */
  error: string | null;
}

/** Bookmark toggle and removal over the list of useBookmarks (spec sections 4 and 6). */
export function useBookmarkActions(): BookmarkActions {
  const client = useApiClient();
  const { data, isLoading, mutate } = useBookmarks();
  const { loading, error, track } = useMutationState();

  const toggle = useCallback(
    (productId: number) =>
      track(async () => {
        const response = await client.request('toggleBookmark', { body: { product_id: productId } });
        await mutate(response, { revalidate: false });
        return response.bookmarks;
      }),
    [client, mutate, track],
  );

  const remove = useCallback(
    (bookmarkId: number) =>
      track(async () => {
        const response = await client.request('removeBookmark', { params: { id: bookmarkId } });
        await mutate(response, { revalidate: false });
        return response.bookmarks;
      }),
    [client, mutate, track],
  );

  const bookmarks = data?.bookmarks;
  const isBookmarked = useCallback(
    (productId: number) => bookmarks?.some((b) => b.product.id === productId) ?? false,
    [bookmarks],
  );

  return { toggle, remove, isBookmarked, loading: loading || isLoading, error };
}
