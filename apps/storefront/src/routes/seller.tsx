/**
 * sellers/{id} (decision 071): a seller's public page, server-rendered like the product pages:
 * display name, member since, completed sales, typical dispatch time and the ratings of them that
 * anyone may read; then their listings (decision 075) with the products page's sort, filters and
 * counts, paged as /products is, every choice in the URL (?category, ?min_price, ?max_price,
 * ?min_rating, ?in_stock, ?sort, ?page). Its head: the seller's name as the title, a description of
 * their figures and the canonical URL (never the sort or filters); noindex and the not-found page
 * for an unknown or deactivated seller (404). A signed-in viewer may report a rating (decision 076).
 */
import { useParams } from 'react-router-dom';
import {
  useAuth,
  useReportActions,
  useSeller,
  useSellerFacets,
  useSellerListings,
} from '@shop/api-client/hooks';
import { PRODUCTS_PAGE_SIZE, RATING_MESSAGES } from '@shop/contract';
import { SellerScreen } from '@shop/ui/screens/SellerScreen/index.ts';
import { DocumentHead, noindexHead, type PageHead } from '../app/head.tsx';
import { useCatalogueChoice } from '../app/useCatalogueChoice.ts';
import { useProductCardActions } from '../app/useProductCardActions.ts';

export default function SellerRoute() {
  const { id = '' } = useParams();
  const sellerId = Number(id);
  const seller = useSeller(sellerId);
  const auth = useAuth();
  const { createReport } = useReportActions();
  const profile = seller.data?.seller;
  const notFound = seller.error?.status === 404;
  // The seller's listings (decision 075): the products page's list, of this seller only.
  const { choice, page, change, hrefWith, goToPage } = useCatalogueChoice(`/sellers/${id}`);
  const list = useSellerListings(sellerId, { page, pageSize: PRODUCTS_PAGE_SIZE, ...choice });
  const { sort: _sort, ...filters } = choice;
  const facets = useSellerFacets(sellerId, filters);
  const cards = useProductCardActions();
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
        listings={{
          products: list.data?.products ?? [],
          page,
          totalPages: list.data?.pagination.totalPages ?? 0,
          total: list.data?.pagination.totalItems,
          onPageChange: goToPage,
          loading: list.isLoading,
          error: list.error?.message ?? null,
          choice,
          onChoiceChange: change,
          categoryHref: (category) => hrefWith({ category }),
          facets: facets.data?.facets,
          facetsLoading: facets.isLoading,
          facetsError: facets.error?.message ?? null,
          ...cards,
        }}
        {...(auth.isLoggedIn ? { onReport: createReport, viewerId: auth.user?.id } : {})}
      />
    </>
  );
}
