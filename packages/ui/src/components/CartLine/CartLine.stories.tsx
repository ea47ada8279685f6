import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { CartItem } from '@shop/api-client/contract';
import { sampleProducts } from '@shop/mocks/fixtures';
import { CartLine } from './CartLine.tsx';

const product = sampleProducts[0]!;
const item: CartItem = { id: 7, product, quantity: 2 };

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
    await expect(canvas.getByRole('button', { name: `Remove ${product.name}` })).toBeDisabled();
  },
};
