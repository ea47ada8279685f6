/**
 * search-category (spec section 2): products of the category in ?q, or all; with the sort and
 * filters in the URL (?min_price, ?max_price, ?min_rating, ?in_stock, ?sort), the
 * filters' counts from GET /products/facets/, and paged (docs/decisions/009). The category list
 * links to /search-category with the category URL-encoded, keeping the other filters. Head
 * (decision 036): canonical /search-category?q={the category as stored} (and ?page above 1), never
 * the sort or filters; noindex without q (the whole catalogue: /products), and when empty or failed.
 */
import { useCategoryProducts, useProductFacets } from '@shop/api-client/hooks';
import { SearchCategoryScreen } from '@shop/ui/screens/SearchCategoryScreen/index.ts';
import { useCatalogueChoice } from '../app/useCatalogueChoice.ts';
import { SHOP_NAME, canonicalPath, noindexHead, DocumentHead, type PageHead } from '../app/head.tsx';
import { useProductCardActions } from '../app/useProductCardActions.ts';

/**
 * The head of /search-category?q=`q`: `category` is the category as the products carry it (the
 * server matches q without regard to case), `found` the number of results once loaded.
 */
function categoryHead(
  q: string,
  category: string,
  page: number,
  found: number | undefined,
  failed: boolean,
): PageHead {
  const title = q || 'All categories';
  if (!q || failed || found === 0) return noindexHead(title);
  const count = found === undefined ? '' : ` ${found} ${found === 1 ? 'product' : 'products'}`;
  return {
    title,
    description: `Products in category: ${category} at ${SHOP_NAME}:${count} with prices, ratings and reviews.`,
    canonicalPath: canonicalPath('/search-category', { q: category, page }),
  };
}

export default function SearchCategoryRoute() {
  const { choice, page, change, hrefWith, goToPage } = useCatalogueChoice('/search-category', 'q');
  const q = choice.category ?? '';
  const { data, error, isLoading } = useCategoryProducts(q, { page, ...choice });
  const found = data ? (data.pagination?.totalItems ?? data.products.length) : undefined;
  const pageHead = categoryHead(q, data?.products[0]?.category ?? q, page, found, Boolean(error));
  const { sort: _sort, ...filters } = choice;
  const facets = useProductFacets(filters);
  const cards = useProductCardActions();
  return (
    <>
      <DocumentHead head={pageHead} />
      <SearchCategoryScreen
        q={q || undefined}
        products={data?.products ?? []}
        total={data?.pagination?.totalItems ?? data?.products.length ?? 0}
        loading={isLoading}
        error={error?.message ?? null}
        page={page}
        totalPages={data?.pagination?.totalPages ?? 0}
        onPageChange={goToPage}
        choice={choice}
        onChoiceChange={change}
        categoryHref={(category) => hrefWith({ category })}
        facets={facets.data?.facets}
        facetsLoading={facets.isLoading}
        facetsError={facets.error?.message ?? null}
        {...cards}
      />
    </>
  );
}
