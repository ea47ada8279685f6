import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createProduct } from '@shop/mocks/fixtures';
import { HomeScreen, homeSections } from './HomeScreen.tsx';

const catalogue = Array.from({ length: 10 }, (_, i) =>
  createProduct({ id: i + 1, name: `Product ${i + 1}`, featured: [3, 5, 8].includes(i + 1) }),
);

describe('given a catalogue of 10 products', () => {
  const sections = homeSections(catalogue);

  it('trends the first 6', () => {
    expect(sections.trending.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('offers the first 2 featured products', () => {
    expect(sections.specialOffers.map((p) => p.id)).toEqual([3, 5]);
  });

  it('shows the last 3 reversed as worth a look', () => {
    expect(sections.worthALook.map((p) => p.id)).toEqual([10, 9, 8]);
  });

  it('badges each special offer with its percentage off', async () => {
    const screen = await render(
      <HomeScreen
        products={catalogue.map((p) => (p.id === 5 ? { ...p, percentageOff: 50 } : p))}
        autoplay={false}
      />,
    );
    const offers = screen.getByRole('region', { name: 'special offers' });
    await expect.element(offers.getByText('25% off')).toBeVisible();
    await expect.element(offers.getByText('50% off')).toBeVisible();
  });
});

describe('given no products', () => {
  it("says 'No products available' under worth a look", async () => {
    const screen = await render(<HomeScreen products={[]} autoplay={false} />);
    await expect.element(screen.getByText('No products available')).toBeVisible();
  });

  it('still shows the three top categories', async () => {
    const screen = await render(<HomeScreen products={[]} autoplay={false} />);
    const tiles = screen.getByRole('region', { name: 'top categories' }).getByRole('link');
    expect(tiles.elements().map((a) => a.textContent)).toEqual(['Furniture', 'Home & Kitchen', 'Clothing']);
    await expect
      .element(screen.getByRole('link', { name: 'Home & Kitchen' }))
      .toHaveAttribute('href', '/search-category?q=Home%20%26%20Kitchen');
  });
});
