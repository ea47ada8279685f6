import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createProduct } from '@shop/mocks/fixtures';
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
