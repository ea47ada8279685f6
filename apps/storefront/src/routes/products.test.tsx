/**
 * /products with its providers on the MSW handlers (issue 11: sort and filters in the URL). The
 * client's fetch answers from the mocks' handlers (msw's getResponse, no service worker), so the
 * page, its facet counts and its URL are what `pnpm dev:mocks` shows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { getResponse } from 'msw';
import {
  ApiProvider,
  AuthProvider,
  CartProvider,
  createApiClient,
  createMemoryStorage,
} from '@shop/api-client';
import { allHandlers, db, sampleProducts } from '@shop/mocks';
import { LinkProvider } from '@shop/ui/components/Link/Link.tsx';
import { AlertProvider } from '../app/alert.tsx';
import { RouteChange } from '../app/RouteChange.tsx';
import { RouterLink } from '../app/RouterLink.tsx';
import ProductsRoute from './products.tsx';

const BASE = 'http://shop.test/api';

function renderProducts(initial: string) {
  const requested: string[] = [];
  const client = createApiClient({
    baseUrl: BASE,
    storage: createMemoryStorage(),
    getCookie: () => '',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requested.push(request.url.slice(BASE.length));
      return (await getResponse(allHandlers, request)) ?? new Response('not mocked', { status: 500 });
    },
  });
  const router = createMemoryRouter(
    [
      {
        element: <RouteChange />,
        children: [
          {
            element: (
              <LinkProvider component={RouterLink}>
                <main>
                  <Outlet />
                </main>
              </LinkProvider>
            ),
            children: [{ path: '/products', element: <ProductsRoute /> }],
          },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  const screen = render(
    <ApiProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AuthProvider>
        <CartProvider>
          <AlertProvider>
            <RouterProvider router={router} />
          </AlertProvider>
        </CartProvider>
      </AuthProvider>
    </ApiProvider>,
  );
  const url = () => router.state.location.pathname + router.state.location.search;
  return { screen, router, requested, url };
}

const charged = (p: (typeof sampleProducts)[number]) => p.salePrice ?? p.price;
const inRange = sampleProducts.filter((p) => charged(p) >= 25 && charged(p) < 50);

afterEach(() => {
  db.reset();
});

describe('given /products with no choice in the URL', () => {
  it('shows the counts from the server and the number of results', async () => {
    const { screen } = renderProducts('/products');
    const s = await screen;
    await expect.element(s.getByText(`${sampleProducts.length} results`)).toBeVisible();
    await expect
      .element(s.getByRole('radio', { name: `£25.00 to £50.00 (${inRange.length} products)` }))
      .toBeVisible();
  });
});

describe('choosing a filter', () => {
  it('puts it in the URL as a new entry, back to page 1, keeps focus on it, and back undoes it', async () => {
    const { screen, router, url } = renderProducts('/products?page=2');
    const s = await screen;
    const radio = s.getByRole('radio', { name: /^£25\.00 to £50\.00 \(/ });
    await expect.element(radio).toBeVisible();
    await radio.click();
    await expect.poll(url).toBe('/products?min_price=25&max_price=50');
    await expect.element(s.getByText(`${inRange.length} results`)).toBeVisible();
    await expect.element(s.getByRole('button', { name: 'Remove filter: £25.00 to £50.00' })).toBeVisible();
    await expect.element(radio).toHaveFocus();

    await router.navigate(-1);
    await expect.poll(url).toBe('/products?page=2');
    await expect.element(s.getByRole('radio', { name: 'Any price' })).toBeChecked();
  });

  it('can be used with the keyboard: the arrow keys move through the price ranges, focus stays', async () => {
    const { screen, url } = renderProducts('/products');
    const s = await screen;
    const any = s.getByRole('radio', { name: 'Any price' });
    await expect.element(s.getByText(`${sampleProducts.length} results`)).toBeVisible();
    any.element().focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(url).toBe('/products?min_price=0&max_price=25');
    await expect.element(s.getByRole('button', { name: 'Remove filter: Under £25.00' })).toBeVisible();
    await expect.element(s.getByRole('radio', { name: /^Under £25\.00/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(url).toBe('/products?min_price=25&max_price=50');
    await expect.element(s.getByRole('radio', { name: /^£25\.00 to £50\.00/ })).toHaveFocus();
  });
});

describe('choosing a sort', () => {
  it('puts it in the URL and lists the cheapest first', async () => {
    const { screen, url } = renderProducts('/products');
    const s = await screen;
    await expect.element(s.getByText(`${sampleProducts.length} results`)).toBeVisible();
    await s.getByRole('combobox', { name: 'Sort by' }).selectOptions('Price: low to high');
    await expect.poll(url).toBe('/products?sort=price_asc');
    const cheapest = [...sampleProducts].sort((a, b) => charged(a) - charged(b) || a.id - b.id)[0];
    await expect.element(s.getByRole('article').first()).toHaveTextContent(cheapest?.name ?? '');
  });
});

describe('given values the API would refuse in the URL', () => {
  it('drops them from the requests instead of sending them', async () => {
    const { screen, requested } = renderProducts('/products?min_price=ten&sort=cheapest&min_rating=4');
    const s = await screen;
    await expect.element(s.getByRole('radio', { name: /^4 stars & up/ })).toBeChecked();
    const lists = requested.filter((r) => r.startsWith('/products/?') || r.startsWith('/products/facets/'));
    expect(lists).toContain('/products/?page=1&pageSize=9&min_rating=4');
    expect(lists).toContain('/products/facets/?min_rating=4');
    expect(lists.some((r) => r.includes('ten') || r.includes('cheapest'))).toBe(false);
  });
});
