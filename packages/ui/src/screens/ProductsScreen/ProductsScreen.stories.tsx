import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PRODUCTS_PAGE_SIZE } from '@shop/api-client/contract';
import { sampleProducts } from '@shop/mocks/fixtures';
import { ProductsScreen } from './ProductsScreen.tsx';

const totalPages = Math.ceil(sampleProducts.length / PRODUCTS_PAGE_SIZE);
const pageOf = (page: number) =>
  sampleProducts.slice((page - 1) * PRODUCTS_PAGE_SIZE, page * PRODUCTS_PAGE_SIZE);

const meta = {
  title: 'Screens/ProductsScreen',
  component: ProductsScreen,
  args: { products: pageOf(1), page: 1, totalPages, onPageChange: fn() },
} satisfies Meta<typeof ProductsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 4: nine cards, the category panel, Previous disabled. */
export const FirstPage: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(9);
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(`Page 1 of ${totalPages}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { products: pageOf(2), page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
  },
};

/** The last page holds the remaining 3 products; Next is disabled. */
export const LastPage: Story = {
  args: { products: pageOf(totalPages), page: totalPages },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(
      sampleProducts.length % PRODUCTS_PAGE_SIZE || 9,
    );
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Loading: Story = {
  args: { products: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
  },
};

/** A list error shows in red as 'Error: {message}'. */
export const ErrorState: Story = {
  name: 'Error',
  args: { products: [], error: 'Failed to fetch products', totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Failed to fetch products');
  },
};

export const Empty: Story = {
  args: { products: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No products available.' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** A signed-in user: add-to-cart buttons and bookmark toggles, two products bookmarked. */
export const SignedInWithBookmarks: Story = {
  args: { bookmarkedIds: new Set([1, 5]), onToggleBookmark: fn(), onAddToCart: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const pressed = canvas.getAllByRole('button', { pressed: true });
    await expect(pressed).toHaveLength(2);
    const first = sampleProducts[0];
    if (!first) throw new Error('the sample catalogue is empty');
    await userEvent.click(canvas.getByRole('button', { name: `Bookmark ${first.name}` }));
    await expect(args.onToggleBookmark).toHaveBeenCalledWith(first);
  },
};
