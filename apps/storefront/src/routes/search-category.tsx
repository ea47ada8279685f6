/**
 * search-category (spec section 2): products of the category in ?q, or all; with the sort and
 * filters of issue 11 in the URL (?min_price, ?max_price, ?min_rating, ?in_stock, ?sort), the
 * filters' counts from GET /products/facets/, and paged (docs/decisions/009). The category list
 * links to /search-category with the category URL-encoded, keeping the other filters.
 */
import { useCategoryProducts, useProductFacets } from '@shop/api-client/hooks';
import { SearchCategoryScreen } from '@shop/ui/screens/SearchCategoryScreen/index.ts';
import { useCatalogueChoice } from '../app/useCatalogueChoice.ts';
import { usePageTitle } from '../app/pageTitle.ts';
import { useProductCardActions } from '../app/useProductCardActions.ts';

export default function SearchCategoryRoute() {
  const { choice, page, change, hrefWith, goToPage } = useCatalogueChoice('/search-category', 'q');
  const q = choice.category ?? '';
  usePageTitle(q || 'All categories');
  const { data, error, isLoading } = useCategoryProducts(q, { page, ...choice });
  const { sort: _sort, ...filters } = choice;
  const facets = useProductFacets(filters);
  const cards = useProductCardActions();
  return (
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
  );
}
