import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { COMMERCE_MESSAGES, paymentImagesOf, type PaymentDetails } from '@shop/contract';
import { demoUser, sampleCartLines, sampleProducts } from '@shop/sample-catalogue';
import { SimulatedCheckout } from '../../components/SimulatedCheckout/index.ts';
import { cartItemOf, cartTotalOf } from '../../testing/fixtures.ts';
import { PaymentScreen } from './PaymentScreen.tsx';

/** The demo user's cart of the sample data. */
const items = sampleCartLines
  .filter((line) => line.email === demoUser.email)
  .map((line) =>
    cartItemOf(
      line.id,
      sampleProducts.find((p) => p.id === line.product_id)!,
      line.quantity,
    ),
  );
const totalPrice = cartTotalOf(items);

/** Payment details as the server sends them: one line discounted (decision 019's £199.99 at 50% off). */
const paymentItems: PaymentDetails['items'] = [
  {
    id: 1,
    product_id: 11,
    name: 'Walnut Desk Lamp',
    price: 100,
    original_price: 199.99,
    quantity: 2,
    subtotal: 200,
    image_url: sampleProducts[2]!.images[0]?.image_url ?? null,
    images: paymentImagesOf(sampleProducts[2]!.images),
  },
  {
    id: 2,
    product_id: 12,
    name: 'Linen Cushion Cover',
    price: 24.5,
    original_price: 24.5,
    quantity: 1,
    subtotal: 24.5,
    image_url: sampleProducts[3]!.images[0]?.image_url ?? null,
    images: paymentImagesOf(sampleProducts[3]!.images),
  },
];

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

/** The payment details' lines: the charged price with the list price struck through when discounted. */
export const WithDiscount: Story = {
  args: {
    items: paymentItems,
    totalPrice: 224.5,
    checkout: <SimulatedCheckout amount={224.5} email={demoUser.email} busy={false} onPay={fn()} />,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Walnut Desk Lamp, quantity 2' })).toBeVisible();
    await expect(canvas.getByText('£100.00')).toBeVisible();
    await expect(canvasElement.querySelectorAll('s')).toHaveLength(1);
    await expect(canvasElement.querySelector('s')).toHaveTextContent('was £199.99');
    await expect(canvas.getByText('£224.50')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading payment form...')).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: 'error', error: COMMERCE_MESSAGES.payment.createSession },
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
