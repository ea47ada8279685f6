import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleFacets } from '../FacetPanel/FacetPanel.fixtures.ts';
import { CatalogueLayout } from './CatalogueLayout.tsx';

const meta = {
  title: 'Components/CatalogueLayout',
  component: CatalogueLayout,
  args: {
    choice: { in_stock: true, sort: 'price_asc' },
    onChoiceChange: fn(),
    categoryHref: (c: string | undefined) =>
      c ? `/products?category=${encodeURIComponent(c)}` : '/products',
    facets: sampleFacets,
    total: 24,
    children: <p>The list goes here.</p>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CatalogueLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Large screens: the facet panel as a sidebar, 'Sort by', '24 results' and the active filter. */
export const Wide: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Filters' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Filters/ })).toBeNull();
    await expect(canvas.getByText('24 results')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Customer rating');
    await expect(args.onChoiceChange).toHaveBeenCalledWith({ sort: 'rating' });
  },
};

/** Small screens: no sidebar; a 'Filters (1)' button opens the drawer. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Filters' })).toBeNull();
  },
};
