/**
 * products (spec section 2): page from ?page (default 1), 9 a page, with the sort and filters of
 * in the URL (?category, ?min_price, ?max_price, ?min_rating, ?in_stock, ?sort) and the
 * filters' counts from GET /products/facets/. Head (decision 036): canonical /products with only
 * ?category and ?page (above 1), never the sort or filters; noindex when the list is empty or failed.
 */
import { useProductFacets, useProducts } from '@shop/api-client/hooks';
import { PRODUCTS_PAGE_SIZE } from '@shop/contract';
import { ProductsScreen } from '@shop/ui/screens/ProductsScreen/index.ts';
import { useCatalogueChoice } from '../app/useCatalogueChoice.ts';
import { useProductCardActions } from '../app/useProductCardActions.ts';
import { SHOP_NAME, canonicalPath, noindexHead, DocumentHead, type PageHead } from '../app/head.tsx';

const TITLE = 'Products';

/** The head of /products: its category and page, noindex once loaded empty or failed. */
function productsHead(category: string | undefined, page: number, empty: boolean): PageHead {
  if (empty) return noindexHead(TITLE);
  const what = category ? `${category} products` : 'all our products';
  const onPage = page > 1 ? `, page ${page}` : '';
  return {
    title: TITLE,
    description: `Browse ${what}${onPage} at ${SHOP_NAME}, with prices, ratings and reviews: quality products with exceptional service and value.`,
    canonicalPath: canonicalPath('/products', { category, page }),
  };
}

export default function ProductsRoute() {
  const { choice, page, change, hrefWith, goToPage } = useCatalogueChoice('/products');
  const { data, error, isLoading } = useProducts({ page, pageSize: PRODUCTS_PAGE_SIZE, ...choice });
  const pageHead = productsHead(choice.category, page, Boolean(error) || data?.products.length === 0);
  const { sort: _sort, ...filters } = choice;
  const facets = useProductFacets(filters);
  const cards = useProductCardActions();
  return (
    <>
      <DocumentHead head={pageHead} />
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
    </>
  );
}
