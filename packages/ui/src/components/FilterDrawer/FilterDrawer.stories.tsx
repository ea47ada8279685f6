import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { FacetPanel } from '../FacetPanel/FacetPanel.tsx';
import { sampleFacets } from '../FacetPanel/FacetPanel.fixtures.ts';
import { FilterDrawer } from './FilterDrawer.tsx';

const panel = (
  <FacetPanel
    choice={{ min_rating: 4, in_stock: true }}
    facets={sampleFacets}
    onChange={fn()}
    categoryHref={(c) => (c ? `/products?category=${encodeURIComponent(c)}` : '/products')}
    titleHidden
  />
);

const meta = {
  title: 'Components/FilterDrawer',
  component: FilterDrawer,
  args: { activeCount: 2, total: 12, children: panel },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof FilterDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: 'Filters (2)' opens the sheet; closing it returns focus to the button. */
export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Filters (2)' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(screen.getByRole('checkbox', { name: /^In stock only/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Show 12 results' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** No filter active: the button reads 'Filters'. */
export const NoneActive: Story = {
  args: { activeCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

/** Open: the facet panel in a sheet from the left, a close button and 'Show 12 results'. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Filters' });
    await expect(screen.getByRole('button', { name: 'Close filters' })).toBeVisible();
    await expect(screen.getByRole('radio', { name: /^4 stars & up/ })).toBeChecked();
  },
};

/** Open while the list loads: 'Show results' without a number. */
export const OpenLoading: Story = {
  args: { defaultOpen: true, total: undefined },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Filters' });
    await expect(screen.getByRole('button', { name: 'Show results' })).toBeVisible();
  },
};
