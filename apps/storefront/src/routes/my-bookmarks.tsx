/** my-bookmarks (spec section 2): grid with remove; 'no bookmarks found'; spinner while loading. */
import { useState } from 'react';
import { useBookmarkActions, useBookmarks } from '@shop/api-client';
import { MyBookmarksScreen } from '@shop/ui/screens/MyBookmarksScreen/index.ts';
import { useGuarded } from '../app/useGuarded.ts';
import { usePageTitle } from '../app/pageTitle.ts';

export default function MyBookmarksRoute() {
  usePageTitle('My bookmarks');
  const { data, error, isLoading } = useBookmarks();
  const actions = useBookmarkActions();
  const guard = useGuarded();
  const [busyId, setBusyId] = useState<number | null>(null);
  return (
    <MyBookmarksScreen
      bookmarks={data?.bookmarks ?? []}
      loading={isLoading}
      error={error?.message}
      busyId={busyId}
      onRemove={(id) => {
        setBusyId(id);
        void guard(() => actions.remove(id)).finally(() => setBusyId(null));
      }}
    />
  );
}
