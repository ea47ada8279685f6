import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { CART_SUMMARY_DESCRIPTION_CHARS, type CartItem } from '@shop/contract';
import { createProduct } from '@shop/sample-catalogue';
import { CartSummary } from '../../components/CartSummary/index.ts';
import { CartScreen } from './CartScreen.tsx';

const longDescription =
  'Hand-thrown stoneware mug with a speckled glaze, dishwasher safe and sized for a generous flat white.';
const item: CartItem = {
  id: 7,
  product: createProduct({
    id: 501,
    name: 'Speckled Stoneware Mug',
    price: 14.5,
    percentageOff: 0,
    salePrice: null,
    description: longDescription,
  }),
  quantity: 2,
  unit_price: 14.5,
  line_total: 29,
  total_price: 29,
};

/** A discounted line as the server sends it (decision 019: £199.99 at 50% off is £100.00). */
const discounted: CartItem = {
  id: 8,
  product: createProduct({
    id: 502,
    name: 'Walnut Desk Lamp',
    price: 199.99,
    onSale: true,
    percentageOff: 50,
    salePrice: 100,
  }),
  quantity: 3,
  unit_price: 100,
  line_total: 300,
  total_price: 300,
};

describe('given an empty cart', () => {
  it('disables make payment and offers no payment link', async () => {
    const screen = await render(
      <CartScreen items={[]} itemCount={0} totalPrice={0} loading={false} onRemove={vi.fn()} />,
    );
    await expect.element(screen.getByRole('button', { name: 'make payment' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'make payment' }).query()).toBeNull();
  });
});

describe('given a cart with a line', () => {
  it('links make payment to /payment-page', async () => {
    const screen = await render(
      <CartScreen items={[item]} itemCount={2} totalPrice={29} loading={false} onRemove={vi.fn()} />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'make payment' }))
      .toHaveAttribute('href', '/payment-page');
  });

  it('flags a line no longer on sale and disables make payment until it is removed', async () => {
    // As a buyer receives a product staff hold: off sale, the hold's reason withheld (decision 045).
    const held: CartItem = { ...item, product: { ...item.product, suspend: true, hold_reason: null } };
    const screen = await render(
      <CartScreen items={[held]} itemCount={2} totalPrice={29} loading={false} onRemove={vi.fn()} />,
    );
    await expect
      .element(screen.getByRole('button', { name: 'Remove Speckled Stoneware Mug' }))
      .toHaveAccessibleDescription('No longer available: remove it from your cart to pay for the rest.');
    const pay = screen.getByRole('button', { name: 'make payment' });
    await expect.element(pay).toBeDisabled();
    await expect.element(pay).toHaveAccessibleDescription('Change the highlighted items before you pay.');
  });

  it("shows the server's line total", async () => {
    const screen = await render(
      <CartScreen items={[item]} itemCount={2} totalPrice={29} loading={false} onRemove={vi.fn()} />,
    );
    await expect.element(screen.getByRole('listitem').getByText('£29.00')).toBeVisible();
  });

  it('shows a discounted unit price with the list price struck through, and the line total as sent', async () => {
    const screen = await render(
      <CartScreen items={[discounted]} itemCount={3} totalPrice={300} loading={false} onRemove={vi.fn()} />,
    );
    const line = screen.getByRole('listitem');
    await expect.element(line.getByText('£100.00')).toBeVisible();
    expect(line.element().querySelector('s')?.textContent).toBe('was £199.99');
    await expect.element(line.getByText('£300.00')).toBeVisible();
  });

  it('takes unit_price and line_total from the line, never from the product', async () => {
    // The server charged a price the product no longer shows: the cart shows the line's figures.
    const line: CartItem = { ...item, unit_price: 12, line_total: 24 };
    const screen = await render(
      <CartScreen items={[line]} itemCount={2} totalPrice={24} loading={false} onRemove={vi.fn()} />,
    );
    await expect.element(screen.getByRole('listitem').getByText('£24.00')).toBeVisible();
    await expect.element(screen.getByRole('listitem').getByText('£12.00')).toBeVisible();
  });

  it('removes by cart line id through the button named after the product', async () => {
    const onRemove = vi.fn();
    const screen = await render(
      <CartScreen items={[item]} itemCount={2} totalPrice={29} loading={false} onRemove={onRemove} />,
    );
    await screen.getByRole('button', { name: 'Remove Speckled Stoneware Mug' }).click();
    expect(onRemove).toHaveBeenCalledWith(7);
  });
});

describe('given a product description longer than 50 characters', () => {
  it('cuts the summary description at 50 characters', async () => {
    const screen = await render(<CartSummary items={[item]} totalPrice={29} />);
    const cut = longDescription.slice(0, CART_SUMMARY_DESCRIPTION_CHARS);
    expect(cut).toHaveLength(50);
    await expect.element(screen.getByRole('cell', { name: `${cut}...`, exact: true })).toBeVisible();
    expect(screen.getByText(longDescription).query()).toBeNull();
  });
});

describe('given focus on a line that is removed (decision 029)', () => {
  const third: CartItem = { ...item, id: 9, product: createProduct({ id: 503, name: 'Linen Tea Towel' }) };
  const cart = (items: CartItem[], busyItemId: number | null = null) => (
    <CartScreen
      items={items}
      itemCount={items.length}
      totalPrice={0}
      loading={false}
      busyItemId={busyItemId}
      onRemove={vi.fn()}
    />
  );

  it('keeps focus on the remove button while the line is busy', async () => {
    const screen = await render(cart([item, discounted, third]));
    const remove = screen.getByRole('button', { name: 'Remove Walnut Desk Lamp' });
    remove.element().focus();
    await screen.rerender(cart([item, discounted, third], discounted.id));
    await expect.element(remove).toHaveAttribute('aria-disabled', 'true');
    // Focus survives because the button is never natively disabled (which would drop it).
    await expect.element(remove).not.toHaveAttribute('disabled');
    expect(document.activeElement).toBe(remove.element());
  });

  it('moves focus to the remove button of the line that takes its place', async () => {
    const screen = await render(cart([item, discounted, third]));
    screen.getByRole('button', { name: 'Remove Walnut Desk Lamp' }).element().focus();
    await screen.rerender(cart([item, third]));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove Linen Tea Towel' }).element(),
    );
  });

  it('moves focus to the new last line when the last line goes', async () => {
    const screen = await render(cart([item, discounted]));
    screen.getByRole('button', { name: 'Remove Walnut Desk Lamp' }).element().focus();
    await screen.rerender(cart([item]));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove Speckled Stoneware Mug' }).element(),
    );
  });

  it('moves focus to the empty cart message when no line is left', async () => {
    const screen = await render(cart([item]));
    screen.getByRole('button', { name: 'Remove Speckled Stoneware Mug' }).element().focus();
    await screen.rerender(cart([]));
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.textContent).toContain('Your cart is empty');
  });

  it('leaves focus alone when it is elsewhere', async () => {
    const screen = await render(cart([item, discounted]));
    const link = screen.getByRole('link', { name: 'make payment' });
    link.element().focus();
    await screen.rerender(cart([discounted]));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'make payment' }).element());
  });
});

describe('given a line removed from the cart with Undo offered', () => {
  const third: CartItem = { ...item, id: 9, product: createProduct({ id: 504, name: 'Linen Tea Towel' }) };

  /** The cart as the app drives it: a removal drops the line, Undo adds it back as a new line. */
  function Harness({
    initial,
    undoMs,
    undoWorks = true,
  }: {
    initial: CartItem[];
    undoMs?: number;
    undoWorks?: boolean;
  }) {
    const [items, setItems] = useState(initial);
    return (
      <CartScreen
        items={items}
        itemCount={items.length}
        totalPrice={0}
        loading={false}
        onRemove={(id) => setItems((current) => current.filter((line) => line.id !== id))}
        onUndo={async (removed) => {
          if (!undoWorks) return false;
          setItems((current) => [...current, { ...removed, id: removed.id + 100 }]);
          return true;
        }}
        undoMs={undoMs}
      />
    );
  }

  it("shows 'Removed {name}' with Undo in the line's place, focus going on to the next line", async () => {
    const screen = await render(<Harness initial={[item, discounted, third]} />);
    await screen.getByRole('button', { name: 'Remove Walnut Desk Lamp' }).click();
    const list = screen.getByRole('list', { name: 'Cart items' });
    await expect.element(list.getByRole('listitem').nth(1)).toHaveAccessibleName('Removed Walnut Desk Lamp');
    await expect
      .element(screen.getByRole('button', { name: 'Undo: put Walnut Desk Lamp back in your cart' }))
      .toBeVisible();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove Linen Tea Towel' }).element(),
    );
  });

  it('shows the empty cart message, focused, below the notice when the last line goes', async () => {
    const screen = await render(<Harness initial={[item]} />);
    await screen.getByRole('button', { name: 'Remove Speckled Stoneware Mug' }).click();
    await expect.element(screen.getByText('Removed Speckled Stoneware Mug')).toBeVisible();
    await expect.element(screen.getByText('Your cart is empty.')).toBeVisible();
    expect(document.activeElement?.textContent).toContain('Your cart is empty.');
    await expect.element(screen.getByRole('button', { name: 'make payment' })).toBeDisabled();
  });

  it('moves focus from Undo to the remove button of the line in its place once the line is back', async () => {
    const screen = await render(<Harness initial={[item, discounted]} />);
    await screen.getByRole('button', { name: 'Remove Speckled Stoneware Mug' }).click();
    await screen.getByRole('button', { name: /^Undo/ }).click();
    await expect.element(screen.getByText('Removed Speckled Stoneware Mug')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove Walnut Desk Lamp' }).element(),
    );
  });

  it('puts the line back with the same quantity when Undo is pressed', async () => {
    const screen = await render(<Harness initial={[item, discounted]} />);
    await screen.getByRole('button', { name: 'Remove Walnut Desk Lamp' }).click();
    await screen.getByRole('button', { name: /^Undo/ }).click();
    await expect.element(screen.getByRole('button', { name: 'Remove Walnut Desk Lamp' })).toBeVisible();
    expect(screen.getByText('Removed Walnut Desk Lamp').query()).toBeNull();
    await expect
      .element(screen.getByRole('listitem', { name: 'Walnut Desk Lamp' }))
      .toHaveTextContent(`Quantity: ${discounted.quantity}`);
  });

  it('keeps the notice when putting the line back fails', async () => {
    const screen = await render(<Harness initial={[item, discounted]} undoWorks={false} />);
    await screen.getByRole('button', { name: 'Remove Walnut Desk Lamp' }).click();
    await screen.getByRole('button', { name: /^Undo/ }).click();
    await expect.element(screen.getByText('Removed Walnut Desk Lamp')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: /^Undo/ })).not.toHaveAttribute('aria-disabled');
  });

  it('stays while it has focus and goes once focus leaves, sending focus nowhere odd', async () => {
    // A long time at first, so a slow machine cannot let the notice go before Undo is focused;
    // then a short one, whose timer starts only once focus leaves the notice.
    const screen = await render(<Harness initial={[item, discounted]} undoMs={60_000} />);
    // The pointer rests on 'make payment', away from where the notice appears: a pointer over the
    // notice (left there by an earlier test's click) would hold it too, and Chromium reports a
    // pointer entering when the notice is drawn under it, at a moment of its own.
    await userEvent.hover(screen.getByRole('link', { name: 'make payment' }));
    screen.getByRole('button', { name: 'Remove Walnut Desk Lamp' }).element().focus();
    await userEvent.keyboard('{Enter}');
    const undo = screen.getByRole('button', { name: /^Undo/ });
    await expect.element(undo).toBeVisible();
    undo.element().focus();
    // A fake clock moved well past the short expiry while Undo holds focus: the notice stays.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await screen.rerender(<Harness initial={[item, discounted]} undoMs={50} />);
      vi.advanceTimersByTime(200);
    } finally {
      vi.useRealTimers();
    }
    await expect.element(screen.getByText('Removed Walnut Desk Lamp')).toBeVisible();
    const pay = screen.getByRole('link', { name: 'make payment' });
    pay.element().focus();
    await expect.element(screen.getByText('Removed Walnut Desk Lamp')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(pay.element());
  });

  it('leaves no notice without onUndo', async () => {
    const screen = await render(
      <CartScreen items={[item]} itemCount={1} totalPrice={0} loading={false} onRemove={vi.fn()} />,
    );
    await screen.getByRole('button', { name: 'Remove Speckled Stoneware Mug' }).click();
    await screen.rerender(
      <CartScreen items={[]} itemCount={0} totalPrice={0} loading={false} onRemove={vi.fn()} />,
    );
    expect(screen.getByText(/^Removed/).query()).toBeNull();
  });
});
