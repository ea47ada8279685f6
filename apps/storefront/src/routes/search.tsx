/**
 * search (spec section 2): ?q trimmed; without q all products; paged (docs/decisions/009); with
 * the sort and filters in the URL (?category, ?min_price, ?max_price, ?min_rating,
 * ?in_stock, ?sort) and the filters' counts of the same search from GET /products/facets/. The
 * top bar writes q (debounced, history replaced); this page keeps it while filters change. Head
 * (decision 036): canonical /search?q=... (and ?page above 1), never the sort or filters; noindex
 * without q (the whole catalogue: /products), and when the results are empty or failed.
 */
import { useProductFacets, useProductSearch } from '@shop/api-client/hooks';
import { SearchScreen } from '@shop/ui/screens/SearchScreen/index.ts';
import { useSearchParams } from 'react-router-dom';
import { useCatalogueChoice } from '../app/useCatalogueChoice.ts';
import { SHOP_NAME, canonicalPath, noindexHead, DocumentHead, type PageHead } from '../app/head.tsx';

/** The head of /search?q=`q` (page `page`; `found` results once loaded). */
function searchHead(q: string, page: number, found: number | undefined, failed: boolean): PageHead {
  const title = q ? `Search results for “${q}”` : 'All products';
  if (!q || failed || found === 0) return noindexHead(title);
  const count = found === undefined ? '' : ` ${found} ${found === 1 ? 'product' : 'products'} found.`;
  return {
    title,
    description: `Search results for “${q}” at ${SHOP_NAME}.${count}`,
    canonicalPath: canonicalPath('/search', { q, page }),
  };
}

export default function SearchRoute() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { choice, page, change, hrefWith, goToPage } = useCatalogueChoice('/search');
  const { data, error, isLoading } = useProductSearch(q, { page, ...choice });
  const found = data ? (data.pagination?.totalItems ?? data.products.length) : undefined;
  const pageHead = searchHead(q, page, found, Boolean(error));
  const { sort: _sort, ...filters } = choice;
  const facets = useProductFacets({ q, ...filters });
  return (
    <>
      <DocumentHead head={pageHead} />
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
    </>
  );
}
