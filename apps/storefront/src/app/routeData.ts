/**
 * What each route of router.tsx reads, declared beside the routes (decision 058): for a URL, the
 * SWR keys (decision 016: `[endpoint name, options]`, built by the same key functions the hooks
 * use) that its page reads while rendering. The server (serverRender.tsx) loads them before its one
 * render and seeds the SWR cache with the answers, so the page renders once, with its data.
 *
 * Server-only: imported by the server's renderer and its tests, never by main.tsx, so none of it
 * reaches the browser's bundles (the browser's hooks read through SWR as ever).
 *
 * Every route of router.tsx has an entry here, under its full path pattern (`/single-product/:id`);
 * routeData.test.tsx fails when one is missing, and when a page reads a key its entry does not
 * give (signed in and not).
 */
import type { Params } from 'react-router-dom';
import {
  addressesKey,
  adminReportsKey,
  conversationKey,
  conversationsKey,
  myRatingsKey,
  sellerKey,
  sellerFacetsKey,
  sellerListingsKey,
  apiKey,
  bookmarksKey,
  cartKey,
  categoryProductsKey,
  disputesKey,
  feeTermsKey,
  myProductKey,
  myProductsKey,
  myHiddenReviewsKey,
  myReviewsKey,
  mySalesKey,
  ordersKey,
  passkeysKey,
  paymentDetailsKey,
  payoutAccountKey,
  payoutsKey,
  productFacetsKey,
  productKey,
  productSearchKey,
  productsKey,
  readCatalogueParams,
  relatedProductsKey,
  returnRequestKey,
  returnRequestsKey,
  returnsPolicyKey,
  reviewsKey,
  sellerMoneyKey,
  sellerStatementKey,
  sessionStatusKey,
  userKey,
  weeklyEarningsKey,
  type ApiKey,
  type EndpointName,
  type User,
} from '@shop/api-client';
import { INFO_PAGE_SLUGS, PRODUCTS_PAGE_SIZE, isIdText } from '@shop/contract';

/** What a route's reads depend on: its path parameters, the URL's query and the signed-in user. */
export interface RouteDataInput {
  /** The matched path parameters (e.g. `{ id: '1' }` on /single-product/1). */
  params: Params;
  /** The URL's query. */
  search: URLSearchParams;
  /** The session's user, or null for a visitor. */
  user: User | null;
}

/** An SWR key of any endpoint (decision 016), as the key functions build them. */
export type PageKey = { [N in EndpointName]: ApiKey<N> }[EndpointName];

/** A route's declaration: the SWR keys its page reads for one URL and user. */
export type RouteData = (input: RouteDataInput) => PageKey[];

/** Products on the home page (routes/home.tsx's HOME_PAGE_SIZE). */
const HOME_PAGE_SIZE = 30;
/** Products of the 'You may also like' list of a product page (routes/single-product.tsx). */
const PRODUCT_PAGE_LIST_SIZE = 9;

/** Reads of every page, whatever the route: the cart (CartProvider, for visitors too). */
export const EVERY_PAGE: RouteData = () => [cartKey];

/** A route that reads nothing beyond EVERY_PAGE. */
const nothing: RouteData = () => [];

/** A signed-in-only route's reads (a visitor is redirected to /sign-in and reads nothing). */
const signedIn =
  (read: (user: User, input: RouteDataInput) => PageKey[]): RouteData =>
  (input) =>
    input.user ? read(input.user, input) : [];

/** The list's filters (its choice without the sort, which no filter count depends on). */
const filtersOf = ({ sort: _sort, ...filters }: ReturnType<typeof readCatalogueParams>['choice']) => filters;

/**
 * Every route's reads, by the route's full path pattern in router.tsx. Each entry mirrors the
 * hooks of its route module (and of the screen's app hooks, e.g. useProductCardActions' bookmarks).
 */
export const ROUTE_DATA: Record<string, RouteData> = {
  // routes/home.tsx
  '/': () => [productsKey({ page: 1, pageSize: HOME_PAGE_SIZE })],
  '/contact': nothing,
  '/about': nothing,
  ...Object.fromEntries(INFO_PAGE_SLUGS.map((slug): [string, RouteData] => [`/${slug}`, nothing])),
  // routes/products.tsx (useCatalogueChoice, useProducts, useProductFacets, useProductCardActions)
  '/products': ({ search }) => {
    const { choice, page } = readCatalogueParams(search);
    return [
      productsKey({ page, pageSize: PRODUCTS_PAGE_SIZE, ...choice }),
      productFacetsKey(filtersOf(choice)),
      bookmarksKey,
    ];
  },
  // routes/seller.tsx (decision 071): the seller's page, with their listings (decision 075:
  // useCatalogueChoice, useProducts, useProductFacets, useProductCardActions, as /products).
  '/sellers/:id': ({ params, search }) => {
    const seller = Number(params.id ?? '');
    const { choice, page } = readCatalogueParams(search);
    return [
      sellerKey(seller),
      sellerListingsKey(seller, { page, pageSize: PRODUCTS_PAGE_SIZE, ...choice }),
      sellerFacetsKey(seller, filtersOf(choice)),
      bookmarksKey,
    ];
  },
  // routes/single-product.tsx; signed in, the user's reviews staff hid too (decision 076).
  '/single-product/:id': ({ params, user }) => {
    const id = params.id ?? '';
    return [
      productKey(id),
      productsKey({ page: 1, pageSize: PRODUCT_PAGE_LIST_SIZE }),
      relatedProductsKey(id),
      reviewsKey(id),
      bookmarksKey,
      ...(user ? [myHiddenReviewsKey] : []),
    ];
  },
  // routes/search.tsx
  '/search': ({ search }) => {
    const q = (search.get('q') ?? '').trim();
    const { choice, page } = readCatalogueParams(search);
    return [productSearchKey(q, { page, ...choice }), productFacetsKey({ q, ...filtersOf(choice) })];
  },
  // routes/search-category.tsx (the category is the query's q)
  '/search-category': ({ search }) => {
    const { choice, page } = readCatalogueParams(search, 'q');
    return [
      categoryProductsKey(choice.category ?? '', { page, ...choice }),
      productFacetsKey(filtersOf(choice)),
      bookmarksKey,
    ];
  },
  '/cart': nothing,
  '/add-product': signedIn(() => [feeTermsKey, payoutAccountKey]),
  '/delete-product/:id': signedIn((_user, { params }) => (params.id ? [myProductKey(params.id)] : [])),
  '/my-profile': signedIn((user) => [userKey(user.id), addressesKey, passkeysKey]),
  '/my-listings': signedIn(() => [myProductsKey, payoutAccountKey]),
  '/edit-my-listing/:id': signedIn((_user, { params }) =>
    params.id ? [myProductKey(params.id), feeTermsKey] : [feeTermsKey],
  ),
  '/my-bookmarks': () => [bookmarksKey],
  // routes/my-orders.tsx: the orders and their ratings as buyer (decision 071).
  '/my-orders': signedIn(() => [ordersKey, myRatingsKey('buyer')]),
  '/my-comments': signedIn(() => [myReviewsKey]),
  // routes/messages.tsx (decision 074): the conversations, and the one opened (read: marked read).
  '/messages/:id?': signedIn((_user, { params }) =>
    params.id === undefined
      ? [conversationsKey()]
      : isIdText(params.id)
        ? [conversationKey(Number(params.id))]
        : [],
  ),
  // routes/my-sales.tsx: the sales, the first page of the return requests on them (decision 067)
  // and their ratings as seller (decision 071).
  '/my-sales': signedIn(() => [
    mySalesKey,
    returnRequestsKey({ role: 'seller', page: 1 }),
    myRatingsKey('seller'),
  ]),
  // routes/my-payouts.tsx: the account, the balances, the payouts' and the statement's first
  // pages, and the weekly chart.
  '/my-payouts': signedIn(() => [
    payoutAccountKey,
    sellerMoneyKey,
    payoutsKey(1),
    weeklyEarningsKey,
    sellerStatementKey({ page: 1 }),
  ]),
  '/my-payouts/onboarding': signedIn(() => []),
  // routes/admin.tsx: the back office's first pages, for staff only (an order's journals are read
  // only once staff ask for them).
  '/admin': signedIn((user) =>
    user.customer.is_staff
      ? [
          apiKey('adminOrders', { query: {} }),
          apiKey('adminListings', { query: { filter: 'all', page: 1 } }),
          apiKey('adminUsers', { query: { page: 1 } }),
          apiKey('adminAuditLog', { query: { page: 1 } }),
          apiKey('adminStaffActions', { query: { page: 1 } }),
          apiKey('adminSellerPayouts', { query: { page: 1 } }),
          // The disputes queue's first page (decision 067).
          disputesKey('open', 1),
          // The reports queue's first page (decision 072).
          adminReportsKey(1),
        ]
      : [],
  ),
  '/payment-page': signedIn(() => [paymentDetailsKey, addressesKey]),
  '/return': signedIn((_user, { search }) => {
    const sessionId = search.get('session_id');
    return sessionId ? [sessionStatusKey(sessionId), ordersKey] : [ordersKey];
  }),
  // Decision 067: routes/policy.tsx's returns page reads the configured windows;
  // routes/return-request.tsx reads the request (nothing for an address that names no id).
  '/returns': () => [returnsPolicyKey],
  '/return-requests/:id': signedIn((_user, { params }) =>
    isIdText(params.id ?? '') ? [returnRequestKey(Number(params.id))] : [],
  ),
  // Redirects (their loaders answer before any render).
  '/login': nothing,
  '/payment': nothing,
  '/*': nothing,
  '/sign-in': nothing,
  '/sign-up': nothing,
  '/forgot-password': nothing,
  '/reset-password': nothing,
  '/confirm-email': nothing,
  '/delete-account': nothing,
};

/** The smallest shape of a react-router match this module reads. */
export interface RouteMatchLike {
  params: Params;
  route: { path?: string; index?: boolean };
}

/**
 * The full path pattern of the deepest of `matches` (e.g. '/single-product/:id'; '/' for the
 * home page's index route): the key of its entry in ROUTE_DATA.
 */
export function routePattern(matches: readonly RouteMatchLike[]): string {
  const parts = matches
    .map((m) => (m.route.path ?? '').replace(/^\/+|\/+$/g, ''))
    .filter((part) => part !== '');
  return `/${parts.join('/')}`;
}

/**
 * The SWR keys the page of `matches` reads for `search` and `user`: EVERY_PAGE's, then its
 * route's (`table`, ROUTE_DATA by default). Throws when the route declares nothing (a route
 * added to router.tsx without its entry here: routeData.test.tsx fails first).
 */
export function pageDataKeys(
  matches: readonly RouteMatchLike[],
  search: URLSearchParams,
  user: User | null,
  table: Record<string, RouteData> = ROUTE_DATA,
): PageKey[] {
  const pattern = routePattern(matches);
  const declared = table[pattern];
  if (declared === undefined) throw new Error(`The route ${pattern} declares no data (app/routeData.ts)`);
  const input: RouteDataInput = { params: matches.at(-1)?.params ?? {}, search, user };
  return [...EVERY_PAGE(input), ...declared(input)];
}
