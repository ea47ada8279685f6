/**
 * A product list's sort and filters in the URL for the route modules of /products,
 * /search and /search-category: read with readCatalogueParams (invalid values dropped), written
 * with writeCatalogueParams (page back to 1, defaults left out), each change a new history entry
 * (push) so back and forward step through the choices. The list stays where it is on the page
 * (no scroll to the top) and focus stays on the control the user just used: the navigation
 * carries RouteChange's KEEP_FOCUS state (decision 029), so focus does not move to the heading.
 */
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  readCatalogueParams,
  writeCatalogueParams,
  type CatalogueChoice,
  type CategoryParam,
} from '@shop/api-client/hooks';
import { KEEP_FOCUS } from './RouteChange.tsx';

/** What useCatalogueChoice gives a list's route module. */
export interface CatalogueNavigation {
  /** The choice in the URL (validated; defaults left out). */
  choice: CatalogueChoice;
  /** The page in the URL (1 when absent or invalid). */
  page: number;
  /** Applies a change of filter or sort (undefined removes it): a new history entry, page 1, focus kept. */
  change: (change: Partial<CatalogueChoice>) => void;
  /** The address of this list with `change` applied (page 1), e.g. for the category links. */
  hrefWith: (change: Partial<CatalogueChoice>) => string;
  /** Goes to page `page` of the same choice (a new history entry; the new page starts at the top). */
  goToPage: (page: number) => void;
}

/**
 * The sort and filters of the list at `pathname` ('/products', '/search', '/search-category'),
 * its category kept in `categoryParam` ('category', or 'q' on /search-category).
 */
export function useCatalogueChoice(
  pathname: string,
  categoryParam: CategoryParam = 'category',
): CatalogueNavigation {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { choice, page } = useMemo(() => readCatalogueParams(params, categoryParam), [params, categoryParam]);

  const hrefWith = useCallback(
    (next: Partial<CatalogueChoice>) => {
      const search = writeCatalogueParams(params, { ...choice, ...next }, categoryParam).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [params, choice, categoryParam, pathname],
  );

  const change = useCallback(
    (next: Partial<CatalogueChoice>) => {
      void navigate(hrefWith(next), { preventScrollReset: true, state: KEEP_FOCUS });
    },
    [navigate, hrefWith],
  );

  const goToPage = useCallback(
    (next: number) => {
      const search = new URLSearchParams(params);
      if (next > 1) search.set('page', String(next));
      else search.delete('page');
      const text = search.toString();
      void navigate(text ? `${pathname}?${text}` : pathname); // ScrollRestoration puts the new page at the top
    },
    [params, navigate, pathname],
  );

  return { choice, page, change, hrefWith, goToPage };
}
