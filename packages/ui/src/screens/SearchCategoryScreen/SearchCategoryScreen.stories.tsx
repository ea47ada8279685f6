import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleProducts } from '@shop/sample-catalogue';
import { emptyFacets, sampleFacets } from '../../components/FacetPanel/FacetPanel.fixtures.ts';
import { SearchCategoryScreen } from './SearchCategoryScreen.tsx';

const electronics = sampleProducts.filter((p) => p.category === 'Electronics');

const meta = {
  title: 'Screens/SearchCategoryScreen',
  component: SearchCategoryScreen,
  args: {
    q: 'Electronics',
    products: electronics,
    choice: { category: 'Electronics' },
    onChoiceChange: fn(),
    categoryHref: (c: string | undefined) =>
      c ? `/search-category?q=${encodeURIComponent(c)}` : '/search-category',
    facets: sampleFacets,
  },
} satisfies Meta<typeof SearchCategoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One category: its heading, its products and the filter panel with the category marked. */
export const Category: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Products in category: Electronics' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(electronics.length);
    await expect(canvas.getByRole('link', { name: /^Electronics \(\d+ products?\)$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: /^Home & Kitchen/ })).toHaveAttribute(
      'href',
      '/search-category?q=Home%20%26%20Kitchen',
    );
  },
};

/** No q: 'Products in category: All'. */
export const All: Story = {
  args: { q: undefined, products: sampleProducts.slice(0, 9), choice: {} },
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

/** Filters and a sort chosen: the category is the page (no chip for it), the others are chips. */
export const WithFilters: Story = {
  args: { choice: { category: 'Electronics', max_price: 25, min_price: 0, sort: 'price_desc' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Remove filter: Electronics' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove filter: Under £25.00' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /^In stock only/ }));
    await expect(args.onChoiceChange).toHaveBeenCalledWith({ in_stock: true });
  },
};

/** Nothing matches the filters: every count 0 and a hint to remove one. */
export const NoMatches: Story = {
  args: { products: [], total: 0, facets: emptyFacets, choice: { category: 'Electronics', min_rating: 4 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products found in this category')).toBeVisible();
    await expect(canvas.getByText('Try removing a filter, or clear them all.')).toBeVisible();
  },
};

/** The counts are loading. */
export const FacetsLoading: Story = {
  args: { facets: undefined, facetsLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Filters' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The counts failed. */
export const FacetsError: Story = {
  args: { facets: undefined, facetsError: 'Failed to fetch filters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Failed to fetch filters');
  },
};

/** Small screens: the filters in a drawer. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};
