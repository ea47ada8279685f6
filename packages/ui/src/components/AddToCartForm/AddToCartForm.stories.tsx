import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { MESSAGES, type Product } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { ON_DEMAND_CODE_WAIT_MS, cartItemOf } from '../../testing/fixtures.ts';
import { AddToCartForm } from './AddToCartForm.tsx';
import { preloadMiniCart } from '../MiniCart/index.ts';

const addedLine = cartItemOf(21, sampleProducts[0] as Product, 2);

const meta = {
  title: 'Components/AddToCartForm',
  component: AddToCartForm,
  args: { itemsInStock: 30, onAdd: fn(), busy: false },
  // The popover is a lazy chunk (decision 017): loaded before the story renders it open.
  beforeEach: async () => {
    await preloadMiniCart();
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddToCartForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Quantity choices 1..itemsInStock, default 1; the chosen quantity goes to onAdd. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const quantity = canvas.getByRole('combobox', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(canvas.getAllByRole('option')).toHaveLength(30);
    await userEvent.selectOptions(quantity, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith(3);
  },
};

/** While adding, the button reads 'Adding...' and is disabled, yet keeps focus; presses do nothing. */
export const Adding: Story = {
  args: { busy: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Adding...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/**
 * The add succeeded: the mini-cart opens under the button with the spec's 'success!
 * item added to cart', the line, the cart's count and total and 'To My Cart'.
 */
export const AddedMiniCart: Story = {
  args: { added: { line: addedLine, itemCount: addedLine.quantity, totalPrice: addedLine.line_total } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    const dialog = await screen.findByRole(
      'dialog',
      { name: MESSAGES.cart.added },
      { timeout: ON_DEMAND_CODE_WAIT_MS },
    );
    await expect(dialog).toHaveTextContent(addedLine.product.name);
    await waitFor(() => expect(screen.getByRole('link', { name: 'To My Cart' })).toHaveFocus());
  },
};

/**
 * Sold out (decision 047): 'Sold out', no quantity, and 'Add to cart' disabled and described by it;
 * never 'Please select a quantity before adding to cart'.
 */
export const SoldOut: Story = {
  args: { itemsInStock: 0, inStock: false },
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Sold out');
    await expect(canvas.queryByRole('combobox', { name: 'Quantity' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Low stock (decision 047): 'Only 3 left' above the quantity, whose choices stop at 3. */
export const LowStock: Story = {
  args: { itemsInStock: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
  },
};
