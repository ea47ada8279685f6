/** my-comments (spec section 2): accordion of the user's comments; delete after a confirm, then reload. */
import { useState } from 'react';
import { useCommentActions, useMyComments } from '@shop/api-client';
import { MyCommentsScreen } from '@shop/ui/screens/MyCommentsScreen/index.ts';
import { useGuarded } from '../app/useGuarded.ts';
import { usePageTitle } from '../app/pageTitle.ts';

export default function MyCommentsRoute() {
  usePageTitle('My comments');
  const { data, error, isLoading, mutate } = useMyComments();
  const actions = useCommentActions();
  const guard = useGuarded();
  const [busyId, setBusyId] = useState<number | null>(null);
  return (
    <MyCommentsScreen
      comments={data?.comments ?? []}
      loading={isLoading}
      error={error?.message}
      busyId={busyId}
      onDelete={(id) => {
        setBusyId(id);
        void guard(() => actions.remove(id))
          .then(() => mutate())
          .finally(() => setBusyId(null));
      }}
    />
  );
}
