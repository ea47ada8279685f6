import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StockStatus } from './StockStatus.tsx';

const meta = {
  title: 'Components/StockStatus',
  component: StockStatus,
  args: { stock: { itemsInStock: 3, inStock: true } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StockStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 3 units left (at or under LOW_STOCK_THRESHOLD): 'Only 3 left'. */
export const LowStock: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
  },
};

/** No units left, or the seller's switch off: 'Sold out'. */
export const SoldOut: Story = {
  args: { stock: { itemsInStock: 0, inStock: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold out')).toBeVisible();
  },
};
