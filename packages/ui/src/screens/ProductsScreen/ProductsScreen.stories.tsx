import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PRODUCTS_PAGE_SIZE } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { emptyFacets, sampleFacets } from '../../components/FacetPanel/FacetPanel.fixtures.ts';
import { ProductsScreen } from './ProductsScreen.tsx';

const totalPages = Math.ceil(sampleProducts.length / PRODUCTS_PAGE_SIZE);
const pageOf = (page: number) =>
  sampleProducts.slice((page - 1) * PRODUCTS_PAGE_SIZE, page * PRODUCTS_PAGE_SIZE);

const meta = {
  title: 'Screens/ProductsScreen',
  component: ProductsScreen,
  args: {
    products: pageOf(1),
    page: 1,
    totalPages,
    total: sampleProducts.length,
    onPageChange: fn(),
    choice: {},
    onChoiceChange: fn(),
    categoryHref: (c: string | undefined) =>
      c ? `/products?category=${encodeURIComponent(c)}` : '/products',
    facets: sampleFacets,
  },
} satisfies Meta<typeof ProductsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 4: nine cards, the filter panel with its counts, '30 results', Previous disabled. */
export const FirstPage: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(9);
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expect(canvas.getByText(`${sampleProducts.length} results`)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
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

const underFifty = sampleProducts.filter(
  (p) => (p.salePrice ?? p.price) >= 25 && (p.salePrice ?? p.price) < 50,
);

/** Filters and a sort chosen: the chips, the chosen choices and the sort; changing one emits it. */
export const WithFilters: Story = {
  args: {
    products: underFifty.slice(0, 9),
    total: underFifty.length,
    totalPages: Math.ceil(underFifty.length / PRODUCTS_PAGE_SIZE),
    choice: { min_price: 25, max_price: 50, in_stock: true, sort: 'price_asc' },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    await expect(canvas.getByRole('button', { name: 'Remove filter: £25.00 to £50.00' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^£25\.00 to £50\.00/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /^3 stars & up/ }));
    await expect(args.onChoiceChange).toHaveBeenCalledWith({ min_rating: 3 });
  },
};

/** The counts are loading: the panel is in place, its counts' places kept. */
export const FacetsLoading: Story = {
  args: { facets: undefined, facetsLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Filters' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(9);
  },
};

/** The counts failed: the error in the panel, the list unaffected. */
export const FacetsError: Story = {
  args: { facets: undefined, facetsError: 'Failed to fetch filters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Failed to fetch filters');
    await expect(canvas.getAllByRole('article')).toHaveLength(9);
  },
};

/** Nothing matches the filters: every count 0, '0 results' and the empty state. */
export const NoMatches: Story = {
  args: {
    products: [],
    total: 0,
    totalPages: 0,
    facets: emptyFacets,
    choice: { min_rating: 4, in_stock: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 results')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No products available.' })).toBeVisible();
    await expect(canvas.getByText('Try removing a filter, or clear them all.')).toBeVisible();
  },
};

/** Small screens: the panel moves into the drawer behind 'Filters (2)'. */
export const Mobile: Story = {
  args: { choice: { min_rating: 4, in_stock: true } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Categories' })).toBeNull();
  },
};
