import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CART_SUMMARY_DESCRIPTION_CHARS } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { cartItemOf, cartTotalOf } from '../../testing/fixtures.ts';
import { CartSummary } from './CartSummary.tsx';

const items = [cartItemOf(1, sampleProducts[0]!, 1), cartItemOf(2, sampleProducts[1]!, 2)];

const meta = {
  title: 'Components/CartSummary',
  component: CartSummary,
  args: { items, totalPrice: cartTotalOf(items) },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The summary table: descriptions cut at 50 characters (spec section 9), then the total. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const cut = `${sampleProducts[0]!.description.slice(0, CART_SUMMARY_DESCRIPTION_CHARS)}...`;
    await expect(canvas.getByText(cut)).toBeVisible();
  },
};

/** A summary of an empty cart. */
export const Empty: Story = { args: { items: [], totalPrice: 0 } };
