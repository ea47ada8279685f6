import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderProgress } from './OrderProgress.tsx';

const meta = {
  title: 'Components/OrderProgress',
  component: OrderProgress,
  parameters: { layout: 'padded' },
  args: { status: 'pending' },
} satisfies Meta<typeof OrderProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Order progress' });
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(50 / 3, 5);
    await expect(bar).toHaveAttribute('aria-valuetext', 'Pending, step 1 of 4 (17%)');
  },
};
export const Processing: Story = {
  args: { status: 'processing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66.7');
  },
};
export const Shipped: Story = {
  args: { status: 'shipped' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '83.3');
  },
};
export const Delivered: Story = {
  args: { status: 'delivered' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};
export const Unknown: Story = {
  args: { status: 'on hold' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'Unknown status on hold (0%)',
    );
  },
};
