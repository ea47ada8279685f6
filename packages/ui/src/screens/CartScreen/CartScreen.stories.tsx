import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { CartItem } from '@shop/contract';
import { sampleCartLines, sampleProducts } from '@shop/sample-catalogue';
import { cartItemOf, cartTotalOf } from '../../testing/fixtures.ts';
import { CartScreen, type CartScreenProps } from './CartScreen.tsx';

/** The demo user's sample cart plus one more line, built from the sample catalogue. */
const lines = [...sampleCartLines, { id: 3, product_id: 1, quantity: 1 }];
const items: CartItem[] = lines.flatMap((line) => {
  const product = sampleProducts.find((p) => p.id === line.product_id);
  return product ? [cartItemOf(line.id, product, line.quantity)] : [];
});
const [first, second] = items as [CartItem, CartItem, CartItem];
const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
const totalPrice = cartTotalOf(items);

const meta = {
  title: 'Screens/CartScreen',
  component: CartScreen,
  args: {
    items,
    itemCount,
    totalPrice,
    loading: false,
    onRemove: fn(),
    onQuantityChange: fn(),
    paymentHref: '/payment-page',
  },
} satisfies Meta<typeof CartScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty cart: 'make payment' is a disabled button, not a link. */
export const Empty: Story = {
  args: { items: [], itemCount: 0, totalPrice: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'make payment' })).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: 'make payment' })).toBeNull();
  },
};

/** Three lines; removing one calls onRemove with the cart line id, changing a quantity calls onQuantityChange. */
export const WithItems: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'make payment' })).toHaveAttribute('href', '/payment-page');
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${first.product.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(first.id);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: `Quantity of ${first.product.name}` }),
      '3',
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(first.id, 3);
  },
};

/** Fetching the cart for the first time. */
export const Loading: Story = {
  args: { items: [], itemCount: 0, totalPrice: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your cart');
  },
};

/** The cart could not be fetched (spec section 8). */
export const Error: Story = {
  args: { items: [], itemCount: 0, totalPrice: 0, error: 'Failed to fetch cart' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Failed to fetch cart');
  },
};

/** The second line is being removed: its controls are disabled. */
export const Removing: Story = {
  args: { busyItemId: second.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Remove ${second.product.name}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The cart as the app drives it: a removal drops the line, Undo adds it back as a new line. */
function LiveCart(props: CartScreenProps) {
  const [lines, setLines] = useState<readonly CartItem[]>(props.items);
  return (
    <CartScreen
      {...props}
      items={lines}
      itemCount={lines.reduce((sum, item) => sum + item.quantity, 0)}
      totalPrice={cartTotalOf(lines)}
      onRemove={(id) => {
        props.onRemove(id);
        setLines((current) => current.filter((line) => line.id !== id));
      }}
      onUndo={async (removed) => {
        await props.onUndo?.(removed);
        setLines((current) => [...current, { ...removed, id: removed.id + 100 }]);
        return true;
      }}
    />
  );
}

/**
 * The first line was removed: 'Removed {name}' with 'Undo' stands in its place; focus
 * went on to the next line's remove button; the notice, just before that line, stays while focused.
 */
export const UndoAfterRemoval: Story = {
  args: { onUndo: fn(async () => true) },
  render: (args) => <LiveCart {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${first.product.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(first.id);
    const undo = await canvas.findByRole('button', {
      name: `Undo: put ${first.product.name} back in your cart`,
    });
    await expect(canvas.getByText(`Removed ${first.product.name}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Remove ${second.product.name}` })).toHaveFocus();
    await expect(undo).toBeVisible();
  },
};

/**
 * Stock that ran out after the lines were added (decision 047): the sold-out line says to remove
 * it, the short one to lower the quantity; 'make payment' is disabled until they are changed.
 */
const ranOut: CartItem[] = [
  cartItemOf(first.id, { ...first.product, itemsInStock: 0, inStock: false }, first.quantity),
  cartItemOf(second.id, { ...second.product, itemsInStock: 2 }, 4),
  ...items.slice(2),
];
export const StockRanOut: Story = {
  args: {
    items: ranOut,
    itemCount: ranOut.reduce((sum, item) => sum + item.quantity, 0),
    totalPrice: cartTotalOf(ranOut),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold out: remove it from your cart to pay for the rest.')).toBeVisible();
    await expect(canvas.getByText('Only 2 left: lower the quantity to 2 or less.')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Remove ${first.product.name}` }),
    ).toHaveAccessibleDescription('Sold out: remove it from your cart to pay for the rest.');
    const pay = canvas.getByRole('button', { name: 'make payment' });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription('Change the highlighted items before you pay.');
  },
};
