import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleProducts } from '@shop/sample-catalogue';
import { formatDate } from '../../format.ts';
import { orderOf } from '../../testing/fixtures.ts';
import { CONFIRM_RECEIPT_LABEL, OrderReceipt, releaseByText } from './OrderReceipt.tsx';

const order = orderOf(21, [{ product: sampleProducts[0]!, quantity: 1 }], {
  status: 'delivered',
  release_at: '2026-03-24T09:00:00.000Z',
});

const meta = {
  title: 'Components/OrderReceipt',
  component: OrderReceipt,
  args: { order, onConfirmReceipt: fn(() => Promise.resolve()), onConfirmed: fn() },
} satisfies Meta<typeof OrderReceipt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A delivered order: when the seller is paid, and 'Confirm receipt' (decision 060). */
export const Delivered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(releaseByText(formatDate('2026-03-24T09:00:00.000Z')))).toBeVisible();
    await expect(canvas.getByRole('button', { name: CONFIRM_RECEIPT_LABEL })).toBeEnabled();
  },
};

/** Without a handler (a screen that cannot confirm) no button shows. */
export const ReadOnly: Story = {
  args: { onConfirmReceipt: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: CONFIRM_RECEIPT_LABEL })).toBeNull();
  },
};
