/**
 * Document titles (issue 11, decision 029), now part of the page's head (head.tsx, issue 10,
 * decision 036): '{page} | Storefront', home 'Storefront — Shop till you drop', and the route
 * announcer's `titleState` (read by RouteChange.tsx). Route modules call `usePageHead`.
 */
export { HOME_TITLE, SHOP_NAME, pageTitle, titleState, usePageTitle } from './head.tsx';
