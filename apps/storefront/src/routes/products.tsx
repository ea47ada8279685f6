/** products (spec section 2): page from ?page (default 1), 9 a page, optional ?category. */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useProducts } from '@shop/api-client/hooks';
import { PRODUCTS_PAGE_SIZE } from '@shop/api-client/contract';
import { ProductsScreen } from '@shop/ui/screens/ProductsScreen/index.ts';
import { useProductCardActions } from '../app/useProductCardActions.ts';
import { usePageTitle } from '../app/pageTitle.ts';

export default function ProductsRoute() {
  usePageTitle('Products');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const category = params.get('category') ?? undefined;
  const { data, error, isLoading } = useProducts({ page, pageSize: PRODUCTS_PAGE_SIZE, category });
  const cards = useProductCardActions();
  return (
    <ProductsScreen
      products={data?.products ?? []}
      page={page}
      totalPages={data?.pagination.totalPages ?? 0}
      onPageChange={(p) => {
        const next = new URLSearchParams(params);
        next.set('page', String(p));
        void navigate(`/products?${next.toString()}`); // ScrollRestoration puts the new page at the top
      }}
      loading={isLoading}
      error={error?.message ?? null}
      selectedCategory={category}
      categoryHref={(c) => `/products?category=${encodeURIComponent(c)}`}
      {...cards}
    />
  );
}
