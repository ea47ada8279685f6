import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleProducts } from '@shop/sample-catalogue';
import type { Product } from '@shop/contract';
import { cartItemOf } from '../../testing/fixtures.ts';
import { RemovedCartLine } from './RemovedCartLine.tsx';

const item = cartItemOf(4, sampleProducts[2] as Product, 2);

const meta = {
  title: 'Components/RemovedCartLine',
  component: RemovedCartLine,
  args: { item, onUndo: fn(), onExpire: fn(), busy: false },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <ol aria-label="Cart items" style={{ margin: 0, padding: 0, maxWidth: 720 }}>
        <Story />
      </ol>
    ),
  ],
} satisfies Meta<typeof RemovedCartLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A removed line's notice: 'Removed {name}' and 'Undo', which calls onUndo. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('listitem', { name: `Removed ${item.product.name}` })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `Undo: put ${item.product.name} back in your cart` }),
    );
    await expect(args.onUndo).toHaveBeenCalledOnce();
  },
};

/** The line is being put back: 'Undo' is disabled yet keeps focus, and presses do nothing. */
export const Restoring: Story = {
  args: { busy: true },
  play: async ({ canvas, args, userEvent }) => {
    const undo = canvas.getByRole('button', { name: /^Undo/ });
    await expect(undo).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(undo);
    await expect(args.onUndo).not.toHaveBeenCalled();
  },
};
