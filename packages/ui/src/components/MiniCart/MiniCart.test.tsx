import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { createProduct } from '@shop/sample-catalogue';
import type { CartItem } from '@shop/contract';
import { formatPrice } from '../../format.ts';
import { MiniCart } from './MiniCart.tsx';

const line: CartItem = {
  id: 3,
  product: createProduct({ id: 40, name: 'Walnut Desk Lamp', price: 199.99, salePrice: 100 }),
  quantity: 2,
  unit_price: 100,
  line_total: 200,
  total_price: 200,
};

function Harness({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const anchorRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" ref={anchorRef} onClick={() => setOpen(true)}>
        Add to cart
      </button>
      <input aria-label="Elsewhere" />
      <MiniCart
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        anchorRef={anchorRef}
        line={line}
        itemCount={7}
        totalPrice={512.5}
        cartHref="/cart"
      />
    </>
  );
}

async function opened() {
  const onOpenChange = vi.fn();
  const screen = await render(<Harness onOpenChange={onOpenChange} />);
  await screen.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = screen.getByRole('dialog', { name: 'success! item added to cart' });
  await expect.element(dialog).toBeVisible();
  return { screen, dialog, onOpenChange };
}

describe('given an add to cart that succeeded', () => {
  it("shows the line with the server's amounts and the cart's count and total", async () => {
    const { dialog } = await opened();
    await expect.element(dialog).toHaveTextContent('Walnut Desk Lamp');
    await expect.element(dialog).toHaveTextContent('Quantity: 2');
    await expect.element(dialog).toHaveTextContent(`Line total: ${formatPrice(200)}`);
    await expect.element(dialog).toHaveTextContent('Your cart: 7 items');
    await expect.element(dialog).toHaveTextContent(`Total: ${formatPrice(512.5)}`);
    await expect.element(dialog.getByRole('link', { name: 'To My Cart' })).toHaveAttribute('href', '/cart');
  });

  it("moves focus to 'To My Cart' without scrolling the page", async () => {
    const before = window.scrollY;
    const { dialog } = await opened();
    await expect.element(dialog.getByRole('link', { name: 'To My Cart' })).toHaveFocus();
    expect(window.scrollY).toBe(before);
  });
});

describe('given the open mini-cart', () => {
  it('closes on Escape and gives focus back to the add button', async () => {
    const { screen, dialog, onOpenChange } = await opened();
    await expect.element(dialog.getByRole('link', { name: 'To My Cart' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });

  it('closes with its close button, focus back on the add button', async () => {
    const { screen, dialog } = await opened();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });

  it('leaves focus where a click elsewhere put it', async () => {
    const { screen, dialog } = await opened();
    await screen.getByRole('textbox', { name: 'Elsewhere' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });
});
