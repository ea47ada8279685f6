import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PRODUCT_SORTS, PRODUCT_SORT_LABELS } from '@shop/contract';
import { SortSelect } from './SortSelect.tsx';

const meta = {
  title: 'Components/SortSelect',
  component: SortSelect,
  args: { onSortChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default sort, 'Relevance', with every sort of the contract offered. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('relevance');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(
      PRODUCT_SORTS.map((sort) => PRODUCT_SORT_LABELS[sort]),
    );
    await userEvent.selectOptions(select, 'Price: low to high');
    await expect(args.onSortChange).toHaveBeenCalledWith('price_asc');
  },
};

/** A sort chosen: 'Newest'. */
export const Chosen: Story = {
  args: { value: 'newest' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  },
};
