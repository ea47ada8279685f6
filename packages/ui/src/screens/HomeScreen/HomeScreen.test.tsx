import { afterAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { createProduct } from '@shop/sample-catalogue';
import { CATEGORY_IMAGE_SIZE, HomeScreen, homeSections } from './HomeScreen.tsx';
import { tileCropping } from './tileCropping.ts';

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
        products={catalogue.map((p) =>
          p.id === 3
            ? { ...p, onSale: true, percentageOff: 25, price: 899, salePrice: 674.25 }
            : p.id === 5
              ? { ...p, specialOffer: true, percentageOff: 50, price: 199.99, salePrice: 100 }
              : p,
        )}
        autoplay={false}
      />,
    );
    const offers = screen.getByRole('region', { name: 'special offers' });
    await expect.element(offers.getByText('25% off')).toBeVisible();
    await expect.element(offers.getByText('50% off')).toBeVisible();
  });

  it("shows the server's salePrice with the list price struck through, never a computed one", async () => {
    const screen = await render(
      <HomeScreen
        products={catalogue.map((p) =>
          // A deliberately "wrong" salePrice: the screen must show it as sent, not recompute 50% of 199.99.
          p.id === 3 ? { ...p, specialOffer: true, percentageOff: 50, price: 199.99, salePrice: 123.45 } : p,
        )}
        autoplay={false}
      />,
    );
    const offer = screen
      .getByRole('region', { name: 'special offers' })
      .getByRole('article', { name: 'Product 3' });
    await expect.element(offer.getByText('£123.45')).toBeVisible();
    await expect.element(offer.getByText('£199.99')).toBeVisible();
    expect(offer.element().querySelector('s')?.textContent).toBe('was £199.99');
    expect(offer.element().textContent).not.toContain('£100.00');
  });

  it('shows the price alone and no badge when the product is not discounted', async () => {
    const screen = await render(
      <HomeScreen
        products={catalogue.map((p) =>
          p.id === 3
            ? { ...p, onSale: false, specialOffer: false, percentageOff: 25, salePrice: null, price: 40 }
            : p,
        )}
        autoplay={false}
      />,
    );
    const offer = screen
      .getByRole('region', { name: 'special offers' })
      .getByRole('article', { name: 'Product 3' });
    await expect.element(offer.getByText('£40.00')).toBeVisible();
    expect(offer.element().querySelector('s')).toBeNull();
    expect(offer.element().textContent).not.toContain('% off');
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

describe('the top category tiles', () => {
  afterAll(async () => {
    await page.viewport(1280, 800);
  });

  // Phones (320, 375), the narrowest three-column width (640), tablet and desktop.
  it.each([320, 375, 640, 768, 1024, 1280])('never crop their picture or label at %i px', async (width) => {
    await page.viewport(width, 800);
    const screen = await render(<HomeScreen products={[]} autoplay={false} />);
    const region = screen.getByRole('region', { name: 'top categories' }).element();
    expect(document.documentElement.clientWidth).toBe(width);
    expect(tileCropping(region, CATEGORY_IMAGE_SIZE.width / CATEGORY_IMAGE_SIZE.height)).toEqual([]);
    for (const image of region.querySelectorAll('img')) {
      // Whole at any size, even if a file's aspect ratio ever differs from the box's.
      expect(getComputedStyle(image).objectFit).toBe('contain');
    }
    await screen.unmount();
  });

  it('notices a picture cropped by its box (the check can fail)', async () => {
    const screen = await render(<HomeScreen products={[]} autoplay={false} />);
    const region = screen.getByRole('region', { name: 'top categories' }).element();
    const image = region.querySelector('img');
    image?.setAttribute('style', 'object-fit: cover; aspect-ratio: 1');
    expect(tileCropping(region, 4 / 3)).toHaveLength(1);
    await screen.unmount();
  });
});
