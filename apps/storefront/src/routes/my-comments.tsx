/**
 * my-comments (spec section 2): accordion of the user's comments; delete after a confirm, then
 * reload; the deletion is announced in the polite live region.
 */
import { useState } from 'react';
import { useCommentActions, useMyComments } from '@shop/api-client';
import { commentAnnouncement } from '@shop/ui/components/CommentForm/index.ts';
import { MyCommentsScreen } from '@shop/ui/screens/MyCommentsScreen/index.ts';
import { useAnnounce } from '@shop/ui/shell/Announcer/index.ts';
import { useGuarded } from '../app/useGuarded.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function MyCommentsRoute() {
  const pageHead = noindexHead('My comments');
  const { data, error, isLoading, mutate } = useMyComments();
  const actions = useCommentActions();
  const guard = useGuarded();
  const [busyId, setBusyId] = useState<number | null>(null);
  const announce = useAnnounce();
  return (
    <>
      <DocumentHead head={pageHead} />
      <MyCommentsScreen
        comments={data?.comments ?? []}
        loading={isLoading}
        error={error?.message}
        busyId={busyId}
        onDelete={(id) => {
          setBusyId(id);
          const productName = data?.comments.find((c) => c.id === id)?.product_name ?? undefined;
          void guard(async () => {
            await actions.remove(id);
            announce(commentAnnouncement('deleted', productName));
          })
            .then(() => mutate())
            .finally(() => setBusyId(null));
        }}
      />
    </>
  );
}
