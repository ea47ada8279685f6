/**
 * search (spec section 2): ?q trimmed; without q all products; paged (docs/decisions/009); with
 * the sort and filters of issue 11 in the URL (?category, ?min_price, ?max_price, ?min_rating,
 * ?in_stock, ?sort) and the filters' counts of the same search from GET /products/facets/. The
 * top bar writes q (debounced, history replaced); this page keeps it while filters change.
 */
import { useProductFacets, useProductSearch } from '@shop/api-client/hooks';
import { SearchScreen } from '@shop/ui/screens/SearchScreen/index.ts';
import { useSearchParams } from 'react-router-dom';
import { useCatalogueChoice } from '../app/useCatalogueChoice.ts';
import { usePageTitle } from '../app/pageTitle.ts';

export default function SearchRoute() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  usePageTitle(q ? `Search results for “${q}”` : 'All products');
  const { choice, page, change, hrefWith, goToPage } = useCatalogueChoice('/search');
  const { data, error, isLoading } = useProductSearch(q, { page, ...choice });
  const { sort: _sort, ...filters } = choice;
  const facets = useProductFacets({ q, ...filters });
  return (
    <SearchScreen
      q={q || undefined}
      products={data?.products ?? []}
      total={data?.pagination?.totalItems ?? data?.products.length ?? 0}
      loading={isLoading}
      error={error?.message ?? null}
      page={page}
      totalPages={data?.pagination?.totalPages ?? 1}
      onPageChange={goToPage}
      choice={choice}
      onChoiceChange={change}
      categoryHref={(category) => hrefWith({ category })}
      facets={facets.data?.facets}
      facetsLoading={facets.isLoading}
      facetsError={facets.error?.message ?? null}
    />
  );
}
