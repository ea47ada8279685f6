/**
 * /sellers/{id} with its listings (decision 075) in the app's route tree on the MSW handlers
 * (renderRoute): the seller's listings only, with the products page's sort and filters in the URL,
 * their counts over the seller's listings, and the filters matching none of them.
 */
import { describe, expect, it } from 'vitest';
import { RATING_MESSAGES } from '@shop/contract';
import { sampleProducts } from '@shop/mocks';
import { renderRoute } from '../app/testing/renderRoute.tsx';

const sellerId = sampleProducts.find((p) => p.id === 21)?.seller_id ?? 0;
const theirs = sampleProducts.filter((p) => p.seller_id === sellerId);
const charged = (p: (typeof sampleProducts)[number]) => p.salePrice ?? p.price;

describe("given a seller's page", () => {
  it('lists their listings only, with counts of them, read with the seller in the query', async () => {
    expect(theirs.length).toBeGreaterThan(1);
    expect(theirs.length).toBeLessThan(sampleProducts.length);
    const { screen, requested } = await renderRoute(`/sellers/${sellerId}`);
    await expect
      .element(screen.getByRole('heading', { level: 2, name: RATING_MESSAGES.seller.listingsTitle }))
      .toBeVisible();
    await expect.element(screen.getByText(`${theirs.length} results`)).toBeVisible();
    expect(screen.getByRole('article').elements()).toHaveLength(Math.min(theirs.length, 9));
    expect(requested).toContain(`/products/?page=1&pageSize=9&seller=${sellerId}`);
    expect(requested).toContain(`/products/facets/?seller=${sellerId}`);
  });

  it('puts a sort in its URL and lists their cheapest first', async () => {
    const { screen, url } = await renderRoute(`/sellers/${sellerId}`);
    await expect.element(screen.getByText(`${theirs.length} results`)).toBeVisible();
    await screen.getByRole('combobox', { name: 'Sort by' }).selectOptions('Price: low to high');
    await expect.poll(url).toBe(`/sellers/${sellerId}?sort=price_asc`);
    const cheapest = [...theirs].sort((a, b) => charged(a) - charged(b) || a.id - b.id)[0];
    await expect.element(screen.getByRole('article').first()).toHaveTextContent(cheapest?.name ?? '');
  });

  it('says when the filters in its URL match none of their listings', async () => {
    const { screen } = await renderRoute(`/sellers/${sellerId}?min_price=999999`);
    await expect
      .element(screen.getByRole('heading', { level: 3, name: RATING_MESSAGES.seller.noMatchingListings }))
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: /^Remove filter: / })).toBeVisible();
  });
});
