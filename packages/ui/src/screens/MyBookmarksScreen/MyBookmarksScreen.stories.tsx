import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MESSAGES, type Bookmark } from '@shop/contract';
import { sampleBookmarks, sampleProducts } from '@shop/sample-catalogue';
import { MyBookmarksScreen } from './MyBookmarksScreen.tsx';

/** The demo user's sample bookmarks plus two more, shaped as the server sends them. */
const bookmarks: Bookmark[] = [
  ...sampleBookmarks,
  { id: 3, product_id: 17 },
  { id: 4, product_id: 26 },
].flatMap((b) => {
  const p = sampleProducts.find((product) => product.id === b.product_id);
  return p
    ? [
        {
          id: b.id,
          product: { id: p.id, name: p.name, price: p.price, salePrice: p.salePrice, images: p.images },
        },
      ]
    : [];
});
const [first] = bookmarks as [Bookmark, ...Bookmark[]];

const meta = {
  title: 'Screens/MyBookmarksScreen',
  component: MyBookmarksScreen,
  args: { bookmarks, loading: false, onRemove: fn() },
} satisfies Meta<typeof MyBookmarksScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in user's bookmarks; the trash button removes by bookmark id. */
export const SignedIn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: first.product.name })).toHaveAttribute(
      'href',
      `/single-product/${first.product.id}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: `Remove bookmark ${first.product.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(first.id);
  },
};

/** No bookmarks yet. */
export const Empty: Story = {
  args: { bookmarks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('no bookmarks found')).toBeVisible();
  },
};

/** Loading for the first time. */
export const Loading: Story = {
  args: { bookmarks: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading bookmarks');
  },
};

/** The bookmarks could not be fetched (spec section 8). */
export const Error: Story = {
  args: { bookmarks: [], error: MESSAGES.bookmarks.fetch },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${MESSAGES.bookmarks.fetch}`);
  },
};

/** The first bookmark is being removed: its button is disabled. */
export const Busy: Story = {
  args: { busyId: first.id },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: `Remove bookmark ${first.product.name}` }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};
