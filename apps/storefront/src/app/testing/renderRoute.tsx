/**
 * Route-level test harness: renders the app's REAL route tree (`routes` of
 * ../router.tsx: RouteChange, RootLayout, RequireUser, the lazy route modules and the error pages)
 * in a memory router at a given URL, inside the app's own providers (App.tsx AppProviders). The API client's fetch is answered by the mocks'
 * handlers (`allHandlers` of @shop/mocks through msw's `getResponse`: no service worker), so a
 * route shows what `pnpm dev:mocks` shows with the sample data.
 *
 * Importing this module registers, for the importing test file, a `beforeEach` that restores the
 * mocks' sample data (`db.reset()`), drops the page's cookies (the mocks keep the session and
 * guest cookies in `document.cookie` in the browser) and clears `document.title`, and an
 * `afterEach` that disposes the routers it created. Every test therefore starts as a visitor on
 * the sample catalogue.
 */
import { afterEach, beforeEach } from 'vitest';
import { render } from 'vitest-browser-react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { getResponse } from 'msw';
import type { SWRConfiguration } from 'swr';
import {
  createApiClient,
  createMemoryStorage,
  writeStoredUser,
  type ApiClient,
  type LoginRequest,
  type User,
} from '@shop/api-client';
import { allHandlers, db } from '@shop/mocks';
import { AppProviders } from '../App.tsx';
import { routes } from '../router.tsx';

/** The API base address the harness's client uses (any origin: the mocks match `* /api/...`). */
export const TEST_API_BASE = 'http://shop.test/api';

/** Options of renderRoute. */
export interface RenderRouteOptions {
  /**
   * Sign in first as this account (email and password, e.g. DEMO_ACCOUNT of the contract or
   * SELLER_ACCOUNT / ADMIN_ACCOUNT of @shop/sample-catalogue): the client logs in against the mocks
   * (which open a session and set the csrftoken cookie) and the user is stored as AuthProvider
   * reads it. Throws the client's ApiError if the mocks refuse the credentials.
   */
  as?: LoginRequest;
  /**
   * Runs after the sign-in (if any) and before the first render, with the harness's client:
   * prepares data through the API as a user would (e.g. adds a product to the cart).
   */
  setup?: (client: ApiClient) => Promise<unknown>;
  /**
   * SWR options on top of the harness's (a fresh cache, no deduping), e.g. `focusThrottleInterval:
   * 0` so that a test's focus event makes the page read its data again at once.
   */
  swrConfig?: SWRConfiguration;
}

/** What renderRoute returns. */
export interface RenderedRoute {
  /** The vitest-browser-react render result (locators: getByRole, getByText...). */
  screen: Awaited<ReturnType<typeof render>>;
  /** The memory router (navigate, state). */
  router: ReturnType<typeof createMemoryRouter>;
  /** The API client the providers use (for requests a test makes itself). */
  client: ApiClient;
  /** The signed-in user (the login response's), or null for a visitor. */
  user: User | null;
  /** Every request path the client made, after the base address (e.g. '/products/?page=1&pageSize=9'). */
  requested: string[];
  /** The router's current pathname plus search (e.g. '/sign-in?next=%2Fmy-orders'). */
  url: () => string;
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

const routers: { dispose(): void }[] = [];

beforeEach(() => {
  db.reset();
  clearCookies();
  document.title = '';
});

afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

/**
 * Renders the app's routes at `url` (path plus query, e.g. '/search?q=coffee') with the app's
 * providers, a fresh SWR cache, in-memory local storage and the mocks answering every request;
 * with `options.as`, signed in as that account first, then `options.setup` run. Resolves once the first render is
 * committed (the lazy route may still be loading: use expect.element / expect.poll).
 */
export async function renderRoute(url: string, options: RenderRouteOptions = {}): Promise<RenderedRoute> {
  const requested: string[] = [];
  const storage = createMemoryStorage();
  const client = createApiClient({
    baseUrl: TEST_API_BASE,
    storage,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requested.push(request.url.slice(TEST_API_BASE.length));
      return (await getResponse(allHandlers, request)) ?? new Response('not mocked', { status: 500 });
    },
  });
  let user: User | null = null;
  if (options.as) {
    user = (await client.request('login', { body: options.as })).user;
    writeStoredUser(storage, user);
  }
  if (options.setup) await options.setup(client);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  routers.push(router);
  const swrConfig: SWRConfiguration = {
    provider: () => new Map(),
    dedupingInterval: 0,
    ...options.swrConfig,
  };
  const screen = await render(
    <AppProviders client={client} swrConfig={swrConfig}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const current = () => router.state.location.pathname + router.state.location.search;
  return { screen, router, client, user, requested, url: current };
}
