/**
 * /products in the app's route tree (RootLayout, RouteChange) on the MSW handlers (sort
 * and filters in the URL; renderRoute), so the page, its facet counts, its URL and where focus
 * goes are what `pnpm dev:mocks` shows.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { sampleProducts } from '@shop/mocks';
import { renderRoute } from '../app/testing/renderRoute.tsx';

/** /products (or `initial`) in the app's real route tree, on the mocks (renderRoute). */
async function renderProducts(initial: string) {
  const { screen, router, requested, url } = await renderRoute(initial);
  return { screen: Promise.resolve(screen), router, requested, url };
}

const charged = (p: (typeof sampleProducts)[number]) => p.salePrice ?? p.price;
const inRange = sampleProducts.filter((p) => charged(p) >= 25 && charged(p) < 50);

describe('given /products with no choice in the URL', () => {
  it('shows the counts from the server and the number of results', async () => {
    const { screen } = await renderProducts('/products');
    const s = await screen;
    await expect.element(s.getByText(`${sampleProducts.length} results`)).toBeVisible();
    await expect
      .element(s.getByRole('radio', { name: `£25.00 to £50.00 (${inRange.length} products)` }))
      .toBeVisible();
  });
});

describe('choosing a filter', () => {
  it('puts it in the URL as a new entry, back to page 1, keeps focus on it, and back undoes it', async () => {
    const { screen, router, url } = await renderProducts('/products?page=2');
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
    const { screen, url } = await renderProducts('/products');
    const s = await screen;
    const anyPrice = s.getByRole('radio', { name: 'Any price' });
    await expect.element(s.getByText(`${sampleProducts.length} results`)).toBeVisible();
    anyPrice.element().focus();
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
    const { screen, url } = await renderProducts('/products');
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
    const { screen, requested } = await renderProducts('/products?min_price=ten&sort=cheapest&min_rating=4');
    const s = await screen;
    await expect.element(s.getByRole('radio', { name: /^4 stars & up/ })).toBeChecked();
    const lists = requested.filter((r) => r.startsWith('/products/?') || r.startsWith('/products/facets/'));
    expect(lists).toContain('/products/?page=1&pageSize=9&min_rating=4');
    expect(lists).toContain('/products/facets/?min_rating=4');
    expect(lists.some((r) => r.includes('ten') || r.includes('cheapest'))).toBe(false);
  });
});
