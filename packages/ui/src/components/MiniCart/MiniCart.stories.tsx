import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sampleProducts } from '@shop/sample-catalogue';
import type { Product } from '@shop/contract';
import { Button } from '../Button/index.ts';
import { ON_DEMAND_CODE_WAIT_MS, cartItemOf, cartTotalOf } from '../../testing/fixtures.ts';
import { MiniCart, preloadMiniCart, type MiniCartProps } from './MiniCart.tsx';

const product = sampleProducts[0] as Product;
const line = cartItemOf(11, product, 2);
/** The rest of the cart: the count and total are the whole cart's, as the server sends them. */
const other = cartItemOf(12, sampleProducts[1] as Product, 3);

/** The mini-cart as the product page uses it: anchored to the 'Add to cart' button that opened it. */
function WithAnchor(props: Omit<MiniCartProps, 'anchorRef' | 'open'> & { open?: boolean }) {
  const anchorRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(props.open ?? true);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'flex-end',
        width: 520,
        minHeight: 420,
      }}
    >
      <Button ref={anchorRef} onClick={() => setOpen(true)}>
        Add to cart
      </Button>
      <MiniCart
        {...props}
        anchorRef={anchorRef}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/MiniCart',
  component: MiniCart,
  args: {
    open: true,
    onOpenChange: fn(),
    anchorRef: { current: null },
    line,
    itemCount: 5,
    totalPrice: cartTotalOf([line, other]),
    cartHref: '/cart',
  },
  // The popover is a lazy chunk (decision 017): loaded before the story renders it open.
  beforeEach: async () => {
    await preloadMiniCart();
  },
  parameters: { layout: 'padded' },
  render: (args) => <WithAnchor {...args} />,
} satisfies Meta<typeof MiniCart>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Open after an add: the spec's 'success! item added to cart', the line (image, name, quantity,
 * line total), the cart's count and total, and 'To My Cart' holding focus.
 */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'success! item added to cart' },
      { timeout: ON_DEMAND_CODE_WAIT_MS },
    );
    await expect(dialog).toHaveTextContent(product.name);
    await expect(dialog).toHaveTextContent('Quantity: 2');
    await expect(dialog).toHaveTextContent('Your cart: 5 items');
    await waitFor(() => expect(screen.getByRole('link', { name: 'To My Cart' })).toHaveFocus());
  },
};

/** Escape closes it and gives focus back to the 'Add to cart' button it is anchored to. */
export const ClosedWithEscape: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await screen.findByRole(
      'dialog',
      { name: 'success! item added to cart' },
      { timeout: ON_DEMAND_CODE_WAIT_MS },
    );
    await waitFor(() => expect(screen.getByRole('link', { name: 'To My Cart' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  },
};
