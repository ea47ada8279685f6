import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleProducts } from '@shop/mocks/fixtures';
import { productHref } from './hrefs.ts';
import { ProductCard } from './ProductCard.tsx';

function sample(id: number) {
  const product = sampleProducts.find((p) => p.id === id);
  if (!product) throw new Error(`No sample product ${id}`);
  return product;
}

/** Pulse Smartwatch: NEW, featured and a special offer; two reviews. */
const smartwatch = sample(5);
/** Compact mechanical keyboard (product 24): no reviews yet. */
const unreviewed = sample(24);
/** Oak & Linen sofa, taken off offer for this story: neither new nor on offer, one price. */
const sofa = { ...sample(2), specialOffer: false, onSale: false, salePrice: null };

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: {
    product: smartwatch,
    href: productHref(smartwatch.id),
    onToggleBookmark: fn(),
    onAddToCart: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new product on special offer: NEW badge, 'on offer' sticker, its average rating, first 3 tags. */
export const NewOnOffer: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('NEW')).toBeVisible();
    await expect(
      canvas.getByText(`Rated ${smartwatch.rating.toFixed(1)} out of 5, ${smartwatch.review_count} reviews`),
    ).toBeInTheDocument();
    await expect(canvas.getByText('on offer')).toBeVisible();
    await expect(canvas.getByRole('link', { name: smartwatch.name })).toHaveAttribute(
      'href',
      '/single-product/5',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Add to cart/ }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(smartwatch);
    await userEvent.click(canvas.getByRole('button', { name: `Bookmark ${smartwatch.name}` }));
    await expect(args.onToggleBookmark).toHaveBeenCalledWith(smartwatch);
  },
};

/** A product that is neither new nor on offer: no badge, no sticker. */
export const Plain: Story = {
  args: { product: sofa, href: productHref(sofa.id) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('NEW')).toBeNull();
    await expect(canvas.queryByText('on offer')).toBeNull();
  },
};

/** A product nobody has reviewed yet: no stars, no rating. */
export const NoReviews: Story = {
  args: { product: unreviewed, href: productHref(unreviewed.id) },
  play: async ({ canvas }) => {
    await expect(unreviewed.review_count).toBe(0);
    await expect(canvas.getByRole('heading', { name: unreviewed.name })).toBeVisible();
    await expect(canvas.queryByText(/^Rated /)).toBeNull();
  },
};

/** Bookmarked: the toggle is pressed, filled and in the secondary style. */
export const Bookmarked: Story = {
  args: { bookmarked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Bookmark ${smartwatch.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** While bookmarks load or a toggle runs, the toggle is disabled. */
export const BookmarkBusy: Story = {
  args: { bookmarkBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Bookmark ${smartwatch.name}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A signed-out visitor: no bookmark toggle and no add-to-cart button. */
export const WithoutActions: Story = {
  args: { onToggleBookmark: undefined, onAddToCart: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The search result card: image, name, description, price and 'more details'. */
export const Compact: Story = {
  args: { variant: 'compact', onToggleBookmark: undefined, onAddToCart: undefined },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^more details/ })).toHaveAttribute(
      'href',
      '/single-product/5',
    );
  },
};
