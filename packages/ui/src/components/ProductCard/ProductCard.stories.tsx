import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { ON_DEMAND_CODE_WAIT_MS, cartItemOf, cartTotalOf } from '../../testing/fixtures.ts';
import type { AddedToCart } from '../AddToCartForm/index.ts';
import { productHref } from './hrefs.ts';
import { ProductCard } from './ProductCard.tsx';
import { preloadMiniCart } from '../MiniCart/index.ts';

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

/** The smartwatch just added from its card, in a cart that already held two sofas. */
const addedLine = cartItemOf(31, smartwatch, 1);
const sofaLine = cartItemOf(32, sample(2), 2);
const addedToCart: AddedToCart = {
  line: addedLine,
  itemCount: addedLine.quantity + sofaLine.quantity,
  totalPrice: cartTotalOf([addedLine, sofaLine]),
};

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: {
    product: smartwatch,
    href: productHref(smartwatch.id),
    onToggleBookmark: fn(),
    onAddToCart: fn(),
  },
  // The popover is a lazy chunk (decision 017): loaded before the story renders it open.
  beforeEach: async () => {
    await preloadMiniCart();
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

/** The signed-in seller's own listing: no add-to-cart button (decision 045). */
export const OwnListing: Story = {
  args: { viewerId: smartwatch.seller_id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: smartwatch.name })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /add to cart/i })).toBeNull();
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

/** Sold out (decision 047): 'Sold out' under the price and the 'Add to cart' button disabled. */
export const SoldOut: Story = {
  args: { product: { ...sofa, itemsInStock: 0, inStock: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Add to cart/ })).toBeDisabled();
  },
};

/** Low stock (decision 047): 'Only 3 left' under the price; the button still adds. */
export const LowStock: Story = {
  args: { product: { ...sofa, itemsInStock: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Add to cart/ })).toBeEnabled();
  },
};

/** A sold-out search result (decision 047): the compact card says 'Sold out' too. */
export const CompactSoldOut: Story = {
  args: {
    variant: 'compact',
    onToggleBookmark: undefined,
    onAddToCart: undefined,
    product: { ...sofa, itemsInStock: 0, inStock: false },
  },
  decorators: Compact.decorators,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold out')).toBeVisible();
  },
};

/**
 * The card's quick add succeeded: the mini-cart opens under the card's 'Add to cart'
 * button with 'success! item added to cart', the line, the cart's count and total and 'To My Cart'
 * holding focus; the banner is not used.
 */
export const AddedMiniCart: Story = {
  args: { added: addedToCart, onAddedClose: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 900 }}>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    const dialog = await screen.findByRole(
      'dialog',
      { name: MESSAGES.cart.added },
      { timeout: ON_DEMAND_CODE_WAIT_MS },
    );
    await expect(dialog).toHaveTextContent(smartwatch.name);
    await expect(dialog).toHaveTextContent('Quantity: 1');
    await expect(dialog).toHaveTextContent('Your cart: 3 items');
    await waitFor(() => expect(screen.getByRole('link', { name: 'To My Cart' })).toHaveFocus());
  },
};

/** The card as a list screen holds it: pressing 'Add to cart' opens the mini-cart once the add succeeded. */
function CardWithAdd(props: Parameters<typeof ProductCard>[0]) {
  const [added, setAdded] = useState<AddedToCart | null>(null);
  return (
    <ProductCard
      {...props}
      onAddToCart={(product) => {
        props.onAddToCart?.(product);
        setAdded(addedToCart);
      }}
      added={added}
      onAddedClose={() => {
        props.onAddedClose?.();
        setAdded(null);
      }}
    />
  );
}

/** Escape closes the card's mini-cart and gives focus back to the card's 'Add to cart' button. */
export const AddedMiniCartClosedWithEscape: Story = {
  args: { onAddedClose: fn() },
  render: (args) => <CardWithAdd {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const add = canvas.getByRole('button', { name: /^Add to cart/ });
    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledWith(smartwatch);
    await screen.findByRole('dialog', { name: MESSAGES.cart.added }, { timeout: ON_DEMAND_CODE_WAIT_MS });
    await waitFor(() => expect(screen.getByRole('link', { name: 'To My Cart' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onAddedClose).toHaveBeenCalledOnce();
    await expect(add).toHaveFocus();
  },
};
