/**
 * products (spec section 2): page from ?page (default 1), 9 a page, with the sort and filters of
 * issue 11 in the URL (?category, ?min_price, ?max_price, ?min_rating, ?in_stock, ?sort) and the
 * filters' counts from GET /products/facets/.
 */
import { useProductFacets, useProducts } from '@shop/api-client/hooks';
import { PRODUCTS_PAGE_SIZE } from '@shop/api-client/contract';
import { ProductsScreen } from '@shop/ui/screens/ProductsScreen/index.ts';
import { useCatalogueChoice } from '../app/useCatalogueChoice.ts';
import { useProductCardActions } from '../app/useProductCardActions.ts';
import { usePageTitle } from '../app/pageTitle.ts';

export default function ProductsRoute() {
  usePageTitle('Products');
  const { choice, page, change, hrefWith, goToPage } = useCatalogueChoice('/products');
  const { data, error, isLoading } = useProducts({ page, pageSize: PRODUCTS_PAGE_SIZE, ...choice });
  const { sort: _sort, ...filters } = choice;
  const facets = useProductFacets(filters);
  const cards = useProductCardActions();
  return (
    <ProductsScreen
      products={data?.products ?? []}
      page={page}
      totalPages={data?.pagination.totalPages ?? 0}
      total={data?.pagination.totalItems}
      onPageChange={goToPage}
      loading={isLoading}
      error={error?.message ?? null}
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
