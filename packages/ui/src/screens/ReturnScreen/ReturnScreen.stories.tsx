import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { COMMERCE_MESSAGES } from '@shop/contract';
import { demoUser, sampleOrders } from '@shop/sample-catalogue';
import { CHECKING_PAYMENT_TEXT, ReturnScreen } from './ReturnScreen.tsx';

const meta = {
  title: 'Screens/Payment/ReturnScreen',
  component: ReturnScreen,
  args: { state: 'loading' },
} satisfies Meta<typeof ReturnScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: CHECKING_PAYMENT_TEXT })).toBeVisible();
  },
};

export const Complete: Story = {
  args: { state: 'complete', customerEmail: demoUser.email },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await expect(canvas.getByText(demoUser.email)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/my-orders');
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

/** Two sellers' sample orders, made by one payment. */
const paidOrders = sampleOrders.filter((o) => o.shipping_address !== null).slice(0, 2);

/**
 * Paid (decision 047): the order numbers, and for each order its lines, the delivery address, then
 * the total paid.
 */
export const CompleteWithSummary: Story = {
  args: { state: 'complete', customerEmail: demoUser.email, orders: paidOrders },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: /^Order numbers?:/ });
    for (const order of paidOrders) {
      await expect(summary).toHaveTextContent(`#${order.id}`);
      await expect(
        canvas.getByRole('article', { name: new RegExp(`^Order #${order.id}`) }),
      ).toHaveTextContent(order.items[0]?.product_name ?? '');
    }
    await expect(summary).toHaveTextContent('Delivery address');
    await expect(summary).toHaveTextContent('Total paid');
  },
};

/** Paid, the orders still loading. */
export const CompleteLoadingSummary: Story = {
  args: { state: 'complete', customerEmail: demoUser.email, ordersLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your order');
  },
};

export const Open: Story = {
  args: { state: 'open' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Return to payment' })).toHaveAttribute('href', '/payment');
  },
};

export const MissingSession: Story = {
  args: { state: 'missing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No session ID found');
  },
};

export const OtherStatus: Story = {
  args: { state: 'other', status: 'expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Status: expired' })).toBeVisible();
    await expect(canvas.getByText('Your payment is being processed.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};

export const Error: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Error' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('There was an error processing your payment.');
    await expect(canvas.getByRole('link', { name: 'Return to Cart' })).toHaveAttribute('href', '/cart');
  },
};

export const ErrorWithMessage: Story = {
  args: { state: 'error', message: COMMERCE_MESSAGES.payment.sessionStatus },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(COMMERCE_MESSAGES.payment.sessionStatus);
  },
};
