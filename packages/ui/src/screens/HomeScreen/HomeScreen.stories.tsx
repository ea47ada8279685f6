import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sampleProducts } from '@shop/sample-catalogue';
import { formatPrice } from '../../format.ts';
import { Container } from '../../components/Container/index.ts';
import { CATEGORY_IMAGE_SIZE, HomeScreen, homeSections, TopCategories } from './HomeScreen.tsx';
import { tileCropping } from './tileCropping.ts';

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  args: { products: sampleProducts, autoplay: false },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Loads the top-category pictures (lazy, so each is scrolled into view) and checks that no tile
 * cuts off part of its picture (compared with the file's own size) or of its label (decision 049).
 */
async function expectWholeTiles(canvasElement: HTMLElement) {
  const region = canvasElement.querySelector('[aria-labelledby="home-top-categories"]');
  if (!region) throw new Error('no top categories section');
  for (const image of region.querySelectorAll('img')) {
    image.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true), { timeout: 5000 });
  }
  window.scrollTo(0, 0);
  await expect(tileCropping(region, CATEGORY_IMAGE_SIZE.width / CATEGORY_IMAGE_SIZE.height)).toEqual([]);
}

/** The sample catalogue: hero, trending carousel, 2 special offers, worth a look and top categories. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop till you drop' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Shopping' })).toHaveAttribute('href', '/products');
    await expect(canvas.getByRole('region', { name: 'trending products' })).toBeVisible();
    const offers = canvas.getByRole('region', { name: 'special offers' });
    await expect(offers.querySelectorAll('article')).toHaveLength(2);
    // Each offer shows the server's price; only a discounted one (salePrice set) has a badge and a struck price.
    const shown = homeSections(sampleProducts).specialOffers;
    await expect(offers.querySelectorAll('s')).toHaveLength(shown.filter((p) => p.salePrice !== null).length);
    for (const p of shown) {
      await expect(offers).toHaveTextContent(formatPrice(p.salePrice ?? p.price));
    }
    await expect(canvas.getByRole('link', { name: 'Clothing' })).toHaveAttribute(
      'href',
      '/search-category?q=Clothing%20%26%20Apparel',
    );
    await expectWholeTiles(canvasElement);
  },
};

/**
 * The 'top categories' section alone on a phone (375 px), so its screenshot shows the tiles: they
 * stack, each showing its whole picture and label.
 */
export const TopCategoriesOnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <Container>
      <TopCategories />
    </Container>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Home & Kitchen' })).toBeVisible();
    await expectWholeTiles(canvasElement);
  },
};

/**
 * Discounted special offers (decision 019): the badge, the charged price the server sent and the
 * list price struck through ('was £199.99').
 */
export const DiscountedOffers: Story = {
  args: {
    products: sampleProducts.map((p, i) =>
      i === 0
        ? { ...p, featured: true, specialOffer: true, percentageOff: 50, price: 199.99, salePrice: 100 }
        : i === 1
          ? { ...p, featured: true, onSale: true, percentageOff: 25, price: 899, salePrice: 674.25 }
          : { ...p, featured: false },
    ),
  },
  play: async ({ canvas }) => {
    const offers = canvas.getByRole('region', { name: 'special offers' });
    await expect(offers).toHaveTextContent('50% off');
    await expect(offers).toHaveTextContent('25% off');
    await expect(offers).toHaveTextContent('£100.00was £199.99');
    await expect(offers).toHaveTextContent('£674.25was £899.00');
  },
};

/** No products: the lists are empty and 'worth a look' says 'No products available'. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products available')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'trending products' })).toBeNull();
  },
};

/** The catalogue is loading: a spinner stands in for the product sections. */
export const Loading: Story = {
  args: { products: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
  },
};

/** The catalogue failed to load. */
export const ErrorState: Story = {
  name: 'Error',
  args: { products: [], error: 'Failed to fetch products' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Failed to fetch products');
  },
};
