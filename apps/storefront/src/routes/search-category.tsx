/** search-category (spec section 2): products of the category in ?q, or all. */
import { useSearchParams } from 'react-router-dom';
import { useCategoryProducts } from '@shop/api-client/hooks';
import { SearchCategoryScreen } from '@shop/ui/screens/SearchCategoryScreen/index.ts';
import { usePageTitle } from '../app/pageTitle.ts';
import { useProductCardActions } from '../app/useProductCardActions.ts';

export default function SearchCategoryRoute() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  usePageTitle(q || 'All categories');
  const { data, error, isLoading } = useCategoryProducts(q);
  const cards = useProductCardActions();
  return (
    <SearchCategoryScreen
      q={q || undefined}
      products={data?.products ?? []}
      loading={isLoading}
      error={error?.message ?? null}
      categoryHref={(c) => `/search-category?q=${encodeURIComponent(c)}`}
      {...cards}
    />
  );
}
