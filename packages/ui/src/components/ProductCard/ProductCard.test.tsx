import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { createProduct } from '@shop/sample-catalogue';
import { MESSAGES, type CartItem } from '@shop/contract';
import { formatPrice } from '../../format.ts';
import type { AddedToCart } from '../AddToCartForm/index.ts';
import { ProductCard } from './ProductCard.tsx';

describe('given a new product with five tags', () => {
  const product = createProduct({
    id: 7,
    name: 'Linen Cushion',
    new: true,
    tags: 'linen, cushion, grey, sofa, living room',
  });

  it('shows only the first 3 tags', async () => {
    const screen = await render(<ProductCard product={product} href="/single-product/7" />);
    const tags = screen.getByRole('list', { name: 'Tags' });
    await expect.element(tags).toBeVisible();
    expect(
      tags
        .getByRole('listitem')
        .elements()
        .map((li) => li.textContent),
    ).toEqual(['linen', 'cushion', 'grey']);
    await expect.element(screen.getByText('sofa')).not.toBeInTheDocument();
  });

  it('shows the NEW badge', async () => {
    const screen = await render(<ProductCard product={product} href="/single-product/7" />);
    await expect.element(screen.getByText('NEW', { exact: true })).toBeVisible();
  });

  it('shows the price in pounds', async () => {
    const screen = await render(
      <ProductCard product={{ ...product, price: 1234.5 }} href="/single-product/7" />,
    );
    await expect.element(screen.getByText('£1,234.50')).toBeVisible();
  });
});

describe('given a product with reviews', () => {
  it("reads its average rating as 'Rated 4.2 out of 5, 12 reviews' and shows 4.2 (12)", async () => {
    const product = createProduct({ id: 8, rating: 4.2, review_count: 12 });
    const screen = await render(<ProductCard product={product} href="/single-product/8" />);
    await expect.element(screen.getByText('Rated 4.2 out of 5, 12 reviews')).toBeInTheDocument();
    await expect.element(screen.getByText('4.2', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('(12)')).toBeVisible();
  });

  it("says '1 review' for one", async () => {
    const product = createProduct({ id: 9, rating: 5, review_count: 1 });
    const screen = await render(<ProductCard product={product} href="/single-product/9" />);
    await expect.element(screen.getByText('Rated 5.0 out of 5, 1 review')).toBeInTheDocument();
  });
});

describe('given a product without reviews', () => {
  it('shows no rating at all', async () => {
    const product = createProduct({ id: 10, rating: 0, review_count: 0 });
    const screen = await render(<ProductCard product={product} href="/single-product/10" />);
    await expect.element(screen.getByText(/^Rated /)).not.toBeInTheDocument();
  });
});

describe('given a product that is neither new nor on offer', () => {
  const product = createProduct({ id: 8, new: false, specialOffer: false });

  it('shows neither the NEW badge nor the on offer sticker', async () => {
    const screen = await render(<ProductCard product={product} href="/single-product/8" />);
    await expect.element(screen.getByText('NEW', { exact: true })).not.toBeInTheDocument();
    await expect.element(screen.getByText('on offer')).not.toBeInTheDocument();
  });
});

describe('given a special offer', () => {
  it("shows the 'on offer' sticker", async () => {
    const screen = await render(
      <ProductCard product={createProduct({ id: 9, specialOffer: true })} href="/single-product/9" />,
    );
    await expect.element(screen.getByText('on offer')).toBeVisible();
  });
});

describe('given a signed-in user and a bookmarked product', () => {
  const product = createProduct({ id: 10, name: 'Desk Lamp' });

  it('presses the bookmark toggle and calls back with the product', async () => {
    const onToggleBookmark = vi.fn();
    const screen = await render(
      <ProductCard
        product={product}
        href="/single-product/10"
        bookmarked
        onToggleBookmark={onToggleBookmark}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Bookmark Desk Lamp' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    expect(onToggleBookmark).toHaveBeenCalledWith(product);
  });

  it('disables the toggle while bookmarks are busy', async () => {
    const screen = await render(
      <ProductCard product={product} href="/single-product/10" bookmarkBusy onToggleBookmark={() => {}} />,
    );
    await expect
      .element(screen.getByRole('button', { name: 'Bookmark Desk Lamp' }))
      .toHaveAttribute('aria-disabled', 'true');
  });
});

describe('given the compact variant', () => {
  it("links 'more details' to the product page and shows no tags", async () => {
    const product = createProduct({ id: 11, name: 'Desk Lamp' });
    const screen = await render(
      <ProductCard product={product} href="/single-product/11" variant="compact" />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'more details about Desk Lamp' }))
      .toHaveAttribute('href', '/single-product/11');
    await expect.element(screen.getByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
  });
});

describe('given a quick add from the card that succeeded', () => {
  const product = createProduct({ id: 12, name: 'Walnut Desk Lamp', price: 40 });
  const line: CartItem = { id: 5, product, quantity: 1, unit_price: 40, line_total: 40, total_price: 40 };

  /** Holds the card's `added` as a list screen does: set when the add is pressed, cleared on close. */
  function Harness({ onAddedClose }: { onAddedClose: () => void }) {
    const [added, setAdded] = useState<AddedToCart | null>(null);
    return (
      <>
        <ProductCard
          product={product}
          href="/single-product/12"
          onAddToCart={() => setAdded({ line, itemCount: 3, totalPrice: 95.5 })}
          added={added}
          onAddedClose={() => {
            onAddedClose();
            setAdded(null);
          }}
        />
        <input aria-label="Elsewhere" />
      </>
    );
  }

  async function added() {
    const onAddedClose = vi.fn();
    const screen = await render(<Harness onAddedClose={onAddedClose} />);
    const add = screen.getByRole('button', { name: 'Add to cart Walnut Desk Lamp' });
    await add.click();
    const dialog = screen.getByRole('dialog', { name: MESSAGES.cart.added });
    await expect.element(dialog).toBeVisible();
    return { screen, add, dialog, onAddedClose };
  }

  it("opens the mini-cart with the server's line, count and total, focused on 'To My Cart'", async () => {
    const { screen, dialog } = await added();
    await expect.element(dialog).toHaveTextContent('Walnut Desk Lamp');
    await expect.element(dialog).toHaveTextContent('Quantity: 1');
    await expect.element(dialog).toHaveTextContent(`Line total: ${formatPrice(40)}`);
    await expect.element(dialog).toHaveTextContent('Your cart: 3 items');
    await expect.element(dialog).toHaveTextContent(`Total: ${formatPrice(95.5)}`);
    await expect.element(screen.getByRole('link', { name: 'To My Cart' })).toHaveFocus();
    // The mini-cart replaces the banner on cards: no alert shows.
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });

  it("gives focus back to the card's 'Add to cart' button on Escape", async () => {
    const { screen, add, onAddedClose } = await added();
    await expect.element(screen.getByRole('link', { name: 'To My Cart' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(onAddedClose).toHaveBeenCalledOnce();
    await expect.element(add).toHaveFocus();
  });

  it('gives focus back to the button from the Close button', async () => {
    const { screen, add } = await added();
    await screen.getByRole('button', { name: 'Close' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(add).toHaveFocus();
  });

  it('shows no mini-cart on a card without an add-to-cart button', async () => {
    const screen = await render(
      <ProductCard
        product={product}
        href="/single-product/12"
        added={{ line, itemCount: 1, totalPrice: 40 }}
      />,
    );
    await expect.element(screen.getByRole('heading', { name: 'Walnut Desk Lamp' })).toBeVisible();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('given the stock of the product (decision 047)', () => {
  it("says 'Sold out' and disables 'Add to cart' when no units are left", async () => {
    const onAddToCart = vi.fn();
    const product = createProduct({ id: 40, name: 'Wool Throw', itemsInStock: 0, inStock: false });
    const screen = await render(
      <ProductCard product={product} href="/single-product/40" onAddToCart={onAddToCart} />,
    );
    await expect.element(screen.getByText('Sold out')).toBeVisible();
    const add = screen.getByRole('button', { name: 'Add to cart Wool Throw' });
    await expect.element(add).toBeDisabled();
    await expect.element(add).toHaveAccessibleDescription('Sold out');
  });

  it("says 'Sold out' when the seller switched the product off with units left", async () => {
    const product = createProduct({ id: 41, name: 'Wool Throw', itemsInStock: 12, inStock: false });
    const screen = await render(
      <ProductCard product={product} href="/single-product/41" variant="compact" />,
    );
    await expect.element(screen.getByText('Sold out')).toBeVisible();
  });

  it("says 'Only 3 left' at low stock and nothing above the threshold", async () => {
    const low = createProduct({ id: 42, name: 'Wool Throw', itemsInStock: 3, inStock: true });
    const screen = await render(
      <ProductCard product={low} href="/single-product/42" onAddToCart={vi.fn()} />,
    );
    await expect.element(screen.getByText('Only 3 left')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Add to cart Wool Throw' })).toBeEnabled();
    const plenty = createProduct({ id: 43, name: 'Cotton Throw', itemsInStock: 30, inStock: true });
    const other = await render(<ProductCard product={plenty} href="/single-product/43" />);
    await expect.element(other.getByRole('heading', { name: 'Cotton Throw' })).toBeVisible();
    expect(other.container.querySelector('[data-stock]')).toBeNull();
  });
});
