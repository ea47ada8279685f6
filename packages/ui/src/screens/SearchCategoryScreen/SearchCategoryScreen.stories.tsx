import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleProducts } from '@shop/mocks/fixtures';
import { SearchCategoryScreen } from './SearchCategoryScreen.tsx';

const electronics = sampleProducts.filter((p) => p.category === 'Electronics');

const meta = {
  title: 'Screens/SearchCategoryScreen',
  component: SearchCategoryScreen,
  args: { q: 'Electronics', products: electronics },
} satisfies Meta<typeof SearchCategoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One category: its heading, its products and the side panel with the category marked. */
export const Category: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Products in category: Electronics' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(electronics.length);
    await expect(canvas.getByRole('link', { name: 'Electronics' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home & Kitchen' })).toHaveAttribute(
      'href',
      '/search-category?q=Home%20%26%20Kitchen',
    );
  },
};

/** No q: 'Products in category: All'. */
export const All: Story = {
  args: { q: undefined, products: sampleProducts.slice(0, 9) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products in category: All' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { q: 'Musical Instruments', products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products found in this category')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { products: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { products: [], error: 'Failed to fetch filtered products' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Failed to fetch filtered products');
  },
};
