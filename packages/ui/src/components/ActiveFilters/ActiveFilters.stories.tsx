import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ActiveFilters } from './ActiveFilters.tsx';

const meta = {
  title: 'Components/ActiveFilters',
  component: ActiveFilters,
  args: { choice: {}, onChange: fn(), total: 30 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ActiveFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No filter: the list's size only. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('30 results')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Four filters, each a chip whose button removes it. */
export const WithChoices: Story = {
  args: {
    choice: {
      category: 'Furniture',
      min_price: 0,
      max_price: 25,
      min_rating: 3,
      in_stock: true,
      sort: 'newest',
    },
    total: 1,
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('1 result')).toBeVisible();
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Remove filter: Furniture',
      'Remove filter: Under £25.00',
      'Remove filter: 3 stars & up',
      'Remove filter: In stock only',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter: Under £25.00' }));
    await expect(args.onChange).toHaveBeenCalledWith({ min_price: undefined, max_price: undefined });
  },
};

/** While the list loads: the line keeps its height, with no count. */
export const Loading: Story = {
  args: { total: undefined, choice: { min_rating: 4 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/results?$/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove filter: 4 stars & up' })).toBeVisible();
  },
};

/** Nothing matches the filters: '0 results'. */
export const NoResults: Story = {
  args: { total: 0, choice: { min_price: 250 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 results')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove filter: £250.00 and over' })).toBeVisible();
  },
};
