/**
 * my-bookmarks (spec section 2): grid with remove; 'no bookmarks found'; spinner while loading.
 * A visitor sees their guest bookmarks here; a removal is announced.
 */
import { useState } from 'react';
import { useBookmarkActions, useBookmarks } from '@shop/api-client';
import { MyBookmarksScreen } from '@shop/ui/screens/MyBookmarksScreen/index.ts';
import { useAnnounce } from '@shop/ui/shell/Announcer/index.ts';
import { bookmarkChangeMessage } from '../app/announcements.ts';
import { useGuarded } from '../app/useGuarded.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function MyBookmarksRoute() {
  const pageHead = noindexHead('My bookmarks');
  const { data, error, isLoading } = useBookmarks();
  const actions = useBookmarkActions();
  const guard = useGuarded();
  const announce = useAnnounce();
  const [busyId, setBusyId] = useState<number | null>(null);
  return (
    <>
      <DocumentHead head={pageHead} />
      <MyBookmarksScreen
        bookmarks={data?.bookmarks ?? []}
        loading={isLoading}
        error={error?.message}
        busyId={busyId}
        onRemove={(id) => {
          const name = data?.bookmarks.find((b) => b.id === id)?.product.name ?? '';
          setBusyId(id);
          void guard(() => actions.remove(id))
            .then((list) => {
              if (list) announce(bookmarkChangeMessage(name, false));
            })
            .finally(() => setBusyId(null));
        }}
      />
    </>
  );
}
