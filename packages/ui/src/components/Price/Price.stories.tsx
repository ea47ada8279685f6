import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price.tsx';

const meta = {
  title: 'Components/Price',
  component: Price,
  args: { value: 12.5 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('£12.50')).toBeVisible();
  },
};
export const Thousands: Story = {
  args: { value: 1234 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('£1,234.00')).toBeVisible();
  },
};
export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('£0.00')).toBeVisible();
  },
};
