/**
 * Document titles (issue 11, decision 029): every route module calls `usePageTitle` with its page's
 * name, from its data where that matters (the product's name, the search text, the category).
 * The title reads '{page} | Storefront'; home is 'Storefront — Shop till you drop' (the brand of
 * the top navigation and the hero's words). The route announcer (RouteChange.tsx) reads out the
 * title of the page a navigation lands on.
 */
import { useEffect } from 'react';

/** The shop's name, as the top navigation and the footer show it. */
export const SHOP_NAME = 'Storefront';
/** The home page's title (also index.html's, so the first paint already has it). */
export const HOME_TITLE = `${SHOP_NAME} — Shop till you drop`;

/** '{page} | Storefront', or the home title for the empty page name. */
export const pageTitle = (page: string): string => (page ? `${page} | ${SHOP_NAME}` : HOME_TITLE);

/**
 * What the route announcer needs from the titles: `pending` is set by a navigation until its page
 * has a title; `waiting` while that page's name is still loading; `announce` is the announcer.
 */
export const titleState: {
  pending: boolean;
  waiting: boolean;
  announce: ((title: string) => void) | null;
} = { pending: false, waiting: false, announce: null };

/**
 * Sets the document title to '{page} | Storefront' ('' for home). Pass null while the name is not
 * known yet (e.g. the product is loading): the title stays and the announcer waits for it.
 */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    if (page === null) {
      titleState.waiting = true;
      return;
    }
    titleState.waiting = false;
    document.title = pageTitle(page);
    if (titleState.pending) {
      titleState.pending = false;
      titleState.announce?.(document.title);
    }
  }, [page]);
}
