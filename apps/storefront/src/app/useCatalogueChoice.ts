/**
 * A product list's sort and filters in the URL (issue 11) for the route modules of /products,
 * /search and /search-category: read with readCatalogueParams (invalid values dropped), written
 * with writeCatalogueParams (page back to 1, defaults left out), each change a new history entry
 * (push) so back and forward step through the choices. The list stays where it is on the page
 * (no scroll to the top) and focus stays on the control the user just used: RouteChange
 * (decision 029) moves focus to the page's heading after a navigation unless something was
 * focused on purpose, so the control is blurred before RouteChange looks and focused again
 * straight after (see the layout effect below).
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  readCatalogueParams,
  writeCatalogueParams,
  type CatalogueChoice,
  type CategoryParam,
} from '@shop/api-client/hooks';

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
  const location = useLocation();
  const { choice, page } = useMemo(() => readCatalogueParams(params, categoryParam), [params, categoryParam]);

  const hrefWith = useCallback(
    (next: Partial<CatalogueChoice>) => {
      const search = writeCatalogueParams(params, { ...choice, ...next }, categoryParam).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [params, choice, categoryParam, pathname],
  );

  // Set by `change` until the navigation it started has rendered.
  const keepFocus = useRef(false);

  const change = useCallback(
    (next: Partial<CatalogueChoice>) => {
      keepFocus.current = true;
      void navigate(hrefWith(next), { preventScrollReset: true });
    },
    [navigate, hrefWith],
  );

  // The navigation's commit: this layout effect runs before RouteChange's (a parent's), which notes
  // what holds focus. Blur the control (or what useFocusAfterRemoval moved focus to when the
  // removed chip held it), so RouteChange notes <body>; focus it again in a microtask, which runs
  // once the commit's layout effects are done and before any further input, so no key press is
  // lost. RouteChange's effect then finds focus placed on purpose and leaves it there.
  useLayoutEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const target = document.activeElement;
    if (!(target instanceof HTMLElement) || target === document.body) return;
    target.blur();
    queueMicrotask(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (target.isConnected && lost) target.focus({ preventScroll: true });
    });
  }, [location.key]);

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
