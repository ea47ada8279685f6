import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductPrice } from './ProductPrice.tsx';

const meta = {
  title: 'Components/ProductPrice',
  component: ProductPrice,
  args: { value: 12.5 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not discounted: one price, nothing struck through. */
export const FullPrice: Story = {
  args: { value: 12.5, listPrice: 12.5 },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('£12.50')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

/** Discounted (decision 019's example): £199.99 at 50% off is charged £100.00. */
export const Discounted: Story = {
  args: { value: 100, listPrice: 199.99 },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('£100.00')).toBeVisible();
    const was = canvasElement.querySelector('s');
    await expect(was).toHaveTextContent('was £199.99');
  },
};
