import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MESSAGES, type CartItem } from '@shop/api-client/contract';
import { demoUser, sampleCartLines, sampleProducts } from '@shop/mocks/fixtures';
import { SimulatedCheckout } from '../../components/SimulatedCheckout/index.ts';
import { PaymentScreen } from './PaymentScreen.tsx';

/** The demo user's cart of the sample data. */
const items: CartItem[] = sampleCartLines
  .filter((line) => line.email === demoUser.email)
  .map((line) => ({
    id: line.id,
    quantity: line.quantity,
    product: sampleProducts.find((p) => p.id === line.product_id)!,
  }));
const totalPrice = Math.round(items.reduce((sum, i) => sum + i.product.price * 100 * i.quantity, 0)) / 100;

const meta = {
  title: 'Screens/Payment/PaymentScreen',
  component: PaymentScreen,
  args: {
    items,
    totalPrice,
    state: 'ready',
    error: null,
    checkout: <SimulatedCheckout amount={totalPrice} email={demoUser.email} busy={false} onPay={fn()} />,
  },
} satisfies Meta<typeof PaymentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadySimulated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'process your payment' })).toBeVisible();
    await expect(canvas.getByText('nearly there!')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(items.length);
    await expect(canvas.getByRole('form', { name: 'Pay with card' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading payment form...')).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: 'error', error: MESSAGES.payment.createSession },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to initialize checkout');
    await expect(canvas.getByRole('link', { name: 'Return to Cart' })).toHaveAttribute('href', '/cart');
  },
};

/** Small screen with the simulated checkout. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Pay £${totalPrice.toFixed(2)}` })).toBeVisible();
  },
};
