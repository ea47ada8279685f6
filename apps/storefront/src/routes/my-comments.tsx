/**
 * my-comments (spec section 2): accordion of the user's reviews; delete after a confirm, then
 * reload; the deletion is announced in the polite live region.
 */
import { useState } from 'react';
import { useReviewActions, useMyReviews } from '@shop/api-client';
import { reviewAnnouncement } from '@shop/ui/components/ReviewForm/index.ts';
import { MyReviewsScreen } from '@shop/ui/screens/MyReviewsScreen/index.ts';
import { useAnnounce } from '@shop/ui/shell/Announcer/index.ts';
import { useGuarded } from '../app/useGuarded.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function MyReviewsRoute() {
  const pageHead = noindexHead('My comments');
  const { data, error, isLoading, mutate } = useMyReviews();
  const actions = useReviewActions();
  const guard = useGuarded();
  const [busyId, setBusyId] = useState<number | null>(null);
  const announce = useAnnounce();
  return (
    <>
      <DocumentHead head={pageHead} />
      <MyReviewsScreen
        reviews={data?.comments ?? []}
        loading={isLoading}
        error={error?.message}
        busyId={busyId}
        onDelete={(id) => {
          setBusyId(id);
          const productName = data?.comments.find((c) => c.id === id)?.product_name ?? undefined;
          void guard(async () => {
            await actions.remove(id);
            announce(reviewAnnouncement('deleted', productName));
          })
            .then(() => mutate())
            .finally(() => setBusyId(null));
        }}
      />
    </>
  );
}
