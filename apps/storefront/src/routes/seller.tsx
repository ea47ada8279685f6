/**
 * sellers/{id} (decision 071): a seller's public page, server-rendered like the product pages:
 * display name, member since, completed sales, typical dispatch time and the ratings of them that
 * anyone may read. Its head: the seller's name as the title, a description of their figures and
 * the canonical URL; noindex and the not-found page for an unknown or deactivated seller (404).
 * A signed-in viewer may report a rating (decision 076).
 */
import { useParams } from 'react-router-dom';
import { useAuth, useReportActions, useSeller } from '@shop/api-client/hooks';
import { RATING_MESSAGES } from '@shop/contract';
import { SellerScreen } from '@shop/ui/screens/SellerScreen/index.ts';
import { DocumentHead, noindexHead, type PageHead } from '../app/head.tsx';

export default function SellerRoute() {
  const { id = '' } = useParams();
  const seller = useSeller(Number(id));
  const auth = useAuth();
  const { createReport } = useReportActions();
  const profile = seller.data?.seller;
  const notFound = seller.error?.status === 404;
  const pageHead: PageHead | null = profile
    ? {
        title: RATING_MESSAGES.seller.title(profile.display_name),
        description: RATING_MESSAGES.seller.description(profile.display_name, profile.completed_sales),
        canonicalPath: `/sellers/${profile.id}`,
      }
    : seller.error
      ? noindexHead(notFound ? RATING_MESSAGES.seller.notFound : RATING_MESSAGES.errors.fetchSeller)
      : null;
  return (
    <>
      <DocumentHead head={pageHead} />
      <SellerScreen
        seller={notFound ? null : profile}
        ratings={seller.data?.ratings ?? []}
        loading={seller.isLoading}
        error={seller.error && !notFound ? seller.error.message : null}
        onRetry={() => window.location.reload()}
        {...(auth.isLoggedIn ? { onReport: createReport, viewerId: auth.user?.id } : {})}
      />
    </>
  );
}
