/** search (spec section 2): ?q trimmed; without q all products; paged (docs/decisions/009). */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useProductSearch } from '@shop/api-client/hooks';
import { SearchScreen } from '@shop/ui/screens/SearchScreen/index.ts';
import { usePageTitle } from '../app/pageTitle.ts';

export default function SearchRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = (params.get('q') ?? '').trim();
  usePageTitle(q ? `Search results for “${q}”` : 'All products');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isLoading } = useProductSearch(q, { page });
  return (
    <SearchScreen
      q={q || undefined}
      products={data?.products ?? []}
      total={data?.pagination?.totalItems ?? data?.products.length ?? 0}
      loading={isLoading}
      error={error?.message ?? null}
      page={page}
      totalPages={data?.pagination?.totalPages ?? 1}
      onPageChange={(p) => {
        const next = new URLSearchParams(params);
        next.set('page', String(p));
        void navigate(`/search?${next.toString()}`);
      }}
    />
  );
}
