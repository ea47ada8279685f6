import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleProducts } from '@shop/sample-catalogue';
import { cartItemOf } from '../../testing/fixtures.ts';
import { CartLine } from './CartLine.tsx';

const product = sampleProducts.find((p) => p.salePrice === null) ?? sampleProducts[0]!;
const item = cartItemOf(7, product, 2);
/** Decision 019's example: £199.99 at 50% off is charged £100.00. */
const discountedProduct = {
  ...sampleProducts[1]!,
  price: 199.99,
  percentageOff: 50,
  onSale: true,
  salePrice: 100,
};

const meta = {
  title: 'Components/CartLine',
  component: CartLine,
  args: { item, position: 1, onRemove: fn(), onQuantityChange: fn() },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 16, margin: 0, maxWidth: 900 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A line with its position, quantity choice, line total and remove button. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await canvas.getByRole('button', { name: `Remove ${product.name}` }).click();
    await expect(args.onRemove).toHaveBeenCalledWith(7);
  },
};

/** Without a quantity callback the quantity shows as text. */
export const ReadOnlyQuantity: Story = { args: { onQuantityChange: undefined } };

/** While the line is removed or updated its controls are disabled. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Remove ${product.name}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * A discounted product (decision 019): the line's unit_price with the list price struck through,
 * and the server's line_total.
 */
export const Discounted: Story = {
  args: { item: cartItemOf(8, discountedProduct, 2) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('£100.00')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toHaveTextContent('was £199.99');
    await expect(canvas.getByText('£200.00')).toBeVisible();
  },
};

/** The product sold out since it was added (decision 047): the line says to remove it. */
export const SoldOut: Story = {
  args: { item: { ...item, product: { ...product, itemsInStock: 0, inStock: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold out: remove it from your cart to pay for the rest.')).toBeVisible();
  },
};

/** The line asks for more than is left (decision 047): it says to lower the quantity. */
export const MoreThanLeft: Story = {
  args: { item: { ...item, quantity: 3, product: { ...product, itemsInStock: 1 } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: `Quantity of ${product.name}` }),
    ).toHaveAccessibleDescription('Only 1 left: lower the quantity to 1 or less.');
  },
};

/**
 * The product went off sale since it was added (decision 047): held by staff, withdrawn by its
 * seller or its seller's account closed. A buyer gets no reason (decision 045); the line says to
 * remove it.
 */
export const Unavailable: Story = {
  args: { item: { ...item, product: { ...product, suspend: true, hold_reason: null } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Remove ${product.name}` })).toHaveAccessibleDescription(
      'No longer available: remove it from your cart to pay for the rest.',
    );
  },
};

/**
 * A line whose seller is not taking orders (no active payout account, decision 059): it cannot be
 * paid for; the line says so and to remove it.
 */
export const SellerNotTakingOrders: Story = {
  args: { item: { ...item, product: { ...product, seller_taking_orders: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Remove ${product.name}` })).toHaveAccessibleDescription(
      'This seller is not taking orders yet: remove it from your cart to pay for the rest.',
    );
  },
};
