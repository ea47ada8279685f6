import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { createProduct } from '@shop/sample-catalogue';
import { MESSAGES, type Product } from '@shop/contract';
import type { AddedToCart } from '../AddToCartForm/index.ts';
import { ProductGrid } from './ProductGrid.tsx';

const products = [
  createProduct({ id: 1, name: 'Oak Stool', price: 30 }),
  createProduct({ id: 2, name: 'Linen Cushion', price: 12 }),
  createProduct({ id: 3, name: 'Desk Lamp', price: 25 }),
];

/** As the list screens hold it (useProductCardActions): the last card add that succeeded. */
function Harness() {
  const [added, setAdded] = useState<AddedToCart | null>(null);
  const onAddToCart = (product: Product) =>
    setAdded({
      line: {
        id: 10 + product.id,
        product,
        quantity: 1,
        unit_price: product.price,
        line_total: product.price,
        total_price: product.price,
      },
      itemCount: 1,
      totalPrice: product.price,
    });
  return (
    <ProductGrid
      products={products}
      onAddToCart={onAddToCart}
      added={added}
      onAddedClose={() => setAdded(null)}
    />
  );
}

describe('given a grid of cards and a quick add', () => {
  it('opens the mini-cart on the card of the added product only', async () => {
    const screen = await render(<Harness />);
    await screen.getByRole('button', { name: 'Add to cart Linen Cushion' }).click();
    const dialog = screen.getByRole('dialog', { name: MESSAGES.cart.added });
    await expect.element(dialog).toHaveTextContent('Linen Cushion');
    expect(screen.getByRole('dialog').elements()).toHaveLength(1);
  });

  it("moves to another card's add: one mini-cart at a time, Escape returns focus to that card's button", async () => {
    const screen = await render(<Harness />);
    await screen.getByRole('button', { name: 'Add to cart Linen Cushion' }).click();
    await expect.element(screen.getByRole('dialog')).toHaveTextContent('Linen Cushion');
    const lampAdd = screen.getByRole('button', { name: 'Add to cart Desk Lamp' });
    await lampAdd.click();
    await expect.element(screen.getByRole('dialog')).toHaveTextContent('Desk Lamp');
    expect(screen.getByRole('dialog').elements()).toHaveLength(1);
    await expect.element(screen.getByRole('link', { name: 'To My Cart' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(lampAdd).toHaveFocus();
  });
});

describe('given a phone 375px wide (decision 047)', () => {
  it('shows two columns of cards, not one huge card per screen', async () => {
    await page.viewport(375, 812);
    try {
      const screen = await render(<ProductGrid products={products} />);
      const cards = screen.getByRole('article');
      await expect.element(cards.first()).toBeVisible();
      const [first, second, third] = cards.elements().map((card) => card.getBoundingClientRect());
      expect(first?.top).toBe(second?.top);
      expect(second?.left).toBeGreaterThan(first?.right ?? Infinity);
      expect(third?.top).toBeGreaterThan(first?.top ?? Infinity);
    } finally {
      await page.viewport(1280, 800);
    }
  });
});
