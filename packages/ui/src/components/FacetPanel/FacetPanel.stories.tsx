import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FacetPanel } from './FacetPanel.tsx';
import { emptyFacets, sampleFacets } from './FacetPanel.fixtures.ts';

const categoryHref = (category: string | undefined) =>
  category ? `/products?category=${encodeURIComponent(category)}` : '/products';

const meta = {
  title: 'Components/FacetPanel',
  component: FacetPanel,
  args: { choice: {}, facets: sampleFacets, onChange: fn(), categoryHref },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FacetPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every choice with its count, 'Any' chosen, 'Clear filters' unavailable but focusable. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const furniture = sampleFacets.categories.find((c) => c.value === 'Furniture')?.count ?? 0;
    await expect(canvas.getByRole('link', { name: `Furniture (${furniture} products)` })).toHaveAttribute(
      'href',
      '/products?category=Furniture',
    );
    await expect(canvas.getByRole('link', { name: 'All categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('radio', { name: 'Any price' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('radio', { name: /^£25\.00 to £50\.00/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ min_price: 25, max_price: 50 });
  },
};

/** A category, a price range, a minimum rating and 'In stock only' chosen. */
export const WithChoices: Story = {
  args: { choice: { category: 'Furniture', min_price: 100, max_price: 250, min_rating: 4, in_stock: true } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: /^Furniture/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('radio', { name: /^£100\.00 to £250\.00/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^4 stars & up/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^In stock only/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      category: undefined,
      min_price: undefined,
      max_price: undefined,
      min_rating: undefined,
      in_stock: undefined,
    });
  },
};

/** Counts loading: every choice is listed and usable, the counts' places kept, the panel busy. */
export const Loading: Story = {
  args: { facets: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Filters' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('link', { name: 'Furniture' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'In stock only' })).toBeEnabled();
  },
};

/** Nothing matches: every count 0, shown muted; the choices stay available. */
export const EmptyCounts: Story = {
  args: { facets: emptyFacets },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Furniture (0 products)' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'In stock only (0 products)' })).toBeEnabled();
  },
};

/** The counts failed: 'Error: Failed to fetch filters', the choices still usable. */
export const ErrorState: Story = {
  name: 'Error',
  args: { facets: undefined, error: 'Failed to fetch filters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Failed to fetch filters');
    await expect(canvas.getByRole('radio', { name: '4 stars & up' })).toBeEnabled();
  },
};
