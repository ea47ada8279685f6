import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleProducts } from '@shop/sample-catalogue';
import { emptyFacets, sampleFacets } from '../../components/FacetPanel/FacetPanel.fixtures.ts';
import { SearchScreen } from './SearchScreen.tsx';

const coffee = sampleProducts.filter((p) => /coffee/i.test(`${p.name} ${p.description}`));

const meta = {
  title: 'Screens/SearchScreen',
  component: SearchScreen,
  args: {
    q: 'coffee',
    products: coffee,
    total: coffee.length,
    choice: {},
    onChoiceChange: fn(),
    categoryHref: (c: string | undefined) =>
      c ? `/search?q=coffee&category=${encodeURIComponent(c)}` : '/search?q=coffee',
    facets: sampleFacets,
  },
} satisfies Meta<typeof SearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With q and results: 'Search Results for "{q}" ({n} products found)' and 'more details' links. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: `Search Results for "coffee" (${coffee.length} products found)`,
      }),
    ).toBeVisible();
    const first = coffee[0];
    if (!first) throw new Error('the sample has coffee products');
    await expect(canvas.getAllByRole('link', { name: /^more details/ })[0]).toHaveAttribute(
      'href',
      `/single-product/${first.id}`,
    );
  },
};

/** With q and nothing found. */
export const NoResults: Story = {
  args: { q: 'unicorn saddle', products: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'No results found for "unicorn saddle"' }),
    ).toBeVisible();
    await expect(canvas.getByText('No products match your search criteria.')).toBeVisible();
    await expect(canvas.getByText('Try using different keywords or browse our categories.')).toBeVisible();
  },
};

/** Without q: 'All Products'. */
export const AllProducts: Story = {
  args: { q: undefined, products: sampleProducts.slice(0, 8), total: sampleProducts.length },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  },
};

/** Without q and no products: 'No products available.' */
export const NoProducts: Story = {
  args: { q: undefined, products: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products available.')).toBeVisible();
  },
};

/** Many results over several pages. */
export const Paged: Story = {
  args: {
    q: undefined,
    products: sampleProducts.slice(0, 10),
    total: sampleProducts.length,
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { products: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { products: [], error: 'Search failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Search failed');
  },
};

/** A search with filters and a sort chosen: the heading counts the filtered results, the chips show the filters. */
export const WithFilters: Story = {
  args: { choice: { category: 'Home & Kitchen', min_rating: 4, sort: 'rating' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
    await expect(canvas.getByRole('button', { name: 'Remove filter: Home & Kitchen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter: 4 stars & up' }));
    await expect(args.onChoiceChange).toHaveBeenCalledWith({ min_rating: undefined });
  },
};

/** Without q, filtered: 'All Products' and 'N results' above the list. */
export const AllProductsFiltered: Story = {
  args: { q: undefined, products: sampleProducts.slice(0, 6), total: 6, choice: { in_stock: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6 results')).toBeVisible();
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

/** Nothing found: every count 0. */
export const NoResultsEmptyCounts: Story = {
  args: { q: 'unicorn saddle', products: [], total: 0, facets: emptyFacets },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'In stock only (0 products)' })).toBeVisible();
  },
};

/** Small screens: the filters in a drawer. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};
