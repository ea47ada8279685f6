/**
 * Route-declared page data (decision 058): every route of router.tsx declares what its page reads
 * (routeData.ts), and the server renders each page once from those reads (serverRender.tsx). Here
 * each page of spec section 2 is made ready as the server makes it (the declared keys read through
 * the API client, on the mocks' handlers and sample data) and rendered once with renderToString,
 * as a visitor and signed in: the render must read no key its route did not declare (it would
 * render that part loading), and every declared key must be one the page reads (a read for
 * nothing).
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { getResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import {
  createApiClient,
  createMemoryStorage,
  writeStoredUser,
  type LoginRequest,
  type User,
} from '@shop/api-client';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT, allHandlers, sampleProductOwners, sampleProducts } from '@shop/mocks';
import { INFO_PAGE_SLUGS } from '@shop/contract';
// Imported for its hooks too: each test starts on fresh sample data, without cookies.
import { TEST_API_BASE } from './testing/renderRoute.tsx';
import { routes } from './router.tsx';
import { ROUTE_DATA, routePattern, type RouteData } from './routeData.ts';
import { preparePage, type PreparedPage } from './serverRender.tsx';

/** An API client on the mocks, signed in as `account` when given, and its user. */
async function clientAs(
  account?: LoginRequest,
): Promise<{ client: ReturnType<typeof createApiClient>; user: User | null }> {
  const storage = createMemoryStorage();
  const client = createApiClient({
    baseUrl: TEST_API_BASE,
    storage,
    fetch: async (input, init) =>
      (await getResponse(allHandlers, new Request(input, init))) ??
      new Response('not mocked', { status: 500 }),
  });
  if (account === undefined) return { client, user: null };
  const { user } = await client.request('login', { body: account });
  writeStoredUser(storage, user);
  return { client, user };
}

/** The page at `path` made ready as the server makes it, for `account` (a visitor without). */
async function prepared(path: string, account?: LoginRequest, routeData?: Record<string, RouteData>) {
  const { client, user } = await clientAs(account);
  return preparePage({ url: new URL(path, 'http://shop.test'), cookie: '', user, client, routeData });
}

/** Renders `page` once; returns the endpoints it read undeclared and those declared but not read. */
function renderOnce(page: PreparedPage): { missed: string[]; unread: string[]; html: string } {
  const html = renderToString(page.app);
  return {
    missed: [...page.missed.values()].map(([endpoint]) => endpoint),
    unread: [...page.cache.keys()].filter((key) => !page.read.has(key)),
    html,
  };
}

const category = sampleProducts[0]!.category;
const sellerListing = Number(
  Object.entries(sampleProductOwners).find(([, email]) => email === SELLER_ACCOUNT.email)?.[0],
);

/** Pages open to visitors: spec section 2's, with the lists' filters and pages. */
const PUBLIC_PAGES = [
  '/',
  '/products',
  `/products?category=${encodeURIComponent(category)}&min_price=5&max_price=500&in_stock=true&sort=price_desc&page=2`,
  '/single-product/1',
  '/single-product/abc',
  '/single-product/99999',
  // Decision 071: a seller's page, an unknown seller (404 read) and no id at all.
  '/sellers/1',
  '/sellers/99999',
  '/sellers/abc',
  '/search?q=lamp',
  '/search?q=lamp&min_rating=3&sort=rating&page=2',
  '/search?q=',
  `/search-category?q=${encodeURIComponent(category)}`,
  `/search-category?q=${encodeURIComponent(category)}&sort=newest&page=2`,
  '/cart',
  '/my-bookmarks',
  '/about',
  '/contact',
  ...INFO_PAGE_SLUGS.map((slug) => `/${slug}`),
  '/no-such-page',
  '/sign-in',
  '/sign-up',
];
/** Pages for signed-in users only (a visitor is redirected to /sign-in). */
const SIGNED_IN_PAGES = [
  '/my-orders',
  '/my-comments',
  '/my-profile',
  '/my-listings',
  '/my-sales',
  '/my-payouts',
  '/my-payouts/onboarding',
  '/add-product',
  `/edit-my-listing/${sellerListing}`,
  `/delete-product/${sellerListing}`,
  '/payment-page',
  '/return?session_id=cs_test_1',
  '/admin',
  // Decision 067: a return request's page (the mocks' sample request 1 is not this seller's: a
  // refused read), and an address that names no id (nothing to read).
  '/return-requests/1',
  '/return-requests/abc',
  '/messages',
  '/messages/1',
  '/messages/abc',
];

describe('the routes of router.tsx', () => {
  it('each declare their page data in routeData.ts, and routeData.ts declares no other route', () => {
    const patterns: string[] = [];
    const walk = (list: RouteObject[], parents: RouteObject[]) => {
      for (const route of list) {
        const chain = [...parents, route];
        if (route.children) walk(route.children, chain);
        else patterns.push(routePattern(chain.map((r) => ({ params: {}, route: r }))));
      }
    };
    walk(routes, []);
    expect([...patterns].sort()).toEqual(Object.keys(ROUTE_DATA).sort());
  });
});

describe('given a visitor', () => {
  for (const path of PUBLIC_PAGES) {
    it(`${path} renders once, reading only what its route declares`, async () => {
      const page = await prepared(path);
      if (page.kind !== 'page') throw new Error(`${path} redirected to ${page.location}`);
      const { missed, unread, html } = renderOnce(page);
      expect(html).not.toBe('');
      expect(missed).toEqual([]);
      expect(unread).toEqual([]);
    });
  }

  for (const path of SIGNED_IN_PAGES) {
    it(`${path} is a redirect to sign in, with nothing read`, async () => {
      const page = await prepared(path);
      expect(page).toEqual({
        kind: 'redirect',
        status: 302,
        location: `/sign-in?next=${encodeURIComponent(path)}`,
      });
    });
  }
});

describe('given a signed-in seller', () => {
  for (const path of [...PUBLIC_PAGES, ...SIGNED_IN_PAGES]) {
    it(`${path} renders once, reading only what its route declares`, async () => {
      const page = await prepared(path, SELLER_ACCOUNT);
      if (page.kind !== 'page') throw new Error(`${path} redirected to ${page.location}`);
      const { missed, unread } = renderOnce(page);
      expect(missed).toEqual([]);
      expect(unread).toEqual([]);
    });
  }
});

describe('given a member of staff', () => {
  it('/admin renders once with the back office lists, reading only what its route declares', async () => {
    const page = await prepared('/admin', ADMIN_ACCOUNT);
    if (page.kind !== 'page') throw new Error(`/admin redirected to ${page.location}`);
    const { missed, unread } = renderOnce(page);
    expect(missed).toEqual([]);
    expect(unread).toEqual([]);
    expect(page.cache.size).toBeGreaterThan(1);
  });
});

describe('given a route whose declaration leaves out a read', () => {
  it('the render reports the reads it was not given as missed', async () => {
    const page = await prepared('/products', undefined, { ...ROUTE_DATA, '/products': () => [] });
    if (page.kind !== 'page') throw new Error('/products redirected');
    const { missed } = renderOnce(page);
    expect(missed).toEqual(expect.arrayContaining(['listProducts', 'getProductFacets', 'getBookmarks']));
  });
});
