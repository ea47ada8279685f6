import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { PRICE_BUCKETS, type ProductFacets } from '@shop/contract';
import { FacetPanel } from './FacetPanel.tsx';
import { priceRangeLabel } from './facetLabels.ts';

const facets: ProductFacets = {
  categories: [
    { value: 'Electronics', count: 4 },
    { value: 'Furniture', count: 1 },
  ],
  price_ranges: PRICE_BUCKETS.map((b, i) => ({ ...b, count: i })),
  ratings: [
    { min: 4, count: 2 },
    { min: 3, count: 5 },
    { min: 2, count: 6 },
    { min: 1, count: 7 },
  ],
  in_stock: 3,
  total: 5,
};
const categoryHref = (c: string | undefined) =>
  c ? `/products?category=${encodeURIComponent(c)}` : '/products';

describe('given the counts of a list', () => {
  it('reads each count out with its choice, singular for one', async () => {
    const screen = await render(
      <FacetPanel choice={{}} facets={facets} onChange={() => {}} categoryHref={categoryHref} />,
    );
    await expect.element(screen.getByRole('link', { name: 'Electronics (4 products)' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Furniture (1 product)' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Books & Media (0 products)' })).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: '£250.00 and over (4 products)' })).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: '3 stars & up (5 products)' })).toBeVisible();
    await expect.element(screen.getByRole('checkbox', { name: 'In stock only (3 products)' })).toBeVisible();
  });

  it('links each category to its list and marks the chosen one', async () => {
    const screen = await render(
      <FacetPanel
        choice={{ category: 'Home & Kitchen' }}
        facets={facets}
        onChange={() => {}}
        categoryHref={categoryHref}
      />,
    );
    await expect
      .element(screen.getByRole('link', { name: /^Home & Kitchen/ }))
      .toHaveAttribute('href', '/products?category=Home%20%26%20Kitchen');
    await expect
      .element(screen.getByRole('link', { name: /^Home & Kitchen/ }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(screen.getByRole('link', { name: 'All categories' }))
      .toHaveAttribute('href', '/products');
  });
});

describe('choosing a filter', () => {
  it('emits each price range as min_price and max_price in pounds, the last without a maximum', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <FacetPanel choice={{}} facets={facets} onChange={onChange} categoryHref={categoryHref} />,
    );
    for (const bucket of PRICE_BUCKETS) {
      await screen
        .getByRole('radio', {
          name: new RegExp(`^${priceRangeLabel(bucket.min, bucket.max).replace(/[.$]/g, '\\$&')}`),
        })
        .click();
      expect(onChange).toHaveBeenLastCalledWith({
        min_price: bucket.min,
        max_price: bucket.max ?? undefined,
      });
    }
    expect(onChange).toHaveBeenCalledTimes(PRICE_BUCKETS.length);
  });

  it("emits 'Any price' as both bounds removed", async () => {
    const onChange = vi.fn();
    const screen = await render(
      <FacetPanel
        choice={{ min_price: 50, max_price: 100 }}
        facets={facets}
        onChange={onChange}
        categoryHref={categoryHref}
      />,
    );
    await screen.getByRole('radio', { name: 'Any price' }).click();
    expect(onChange).toHaveBeenCalledWith({ min_price: undefined, max_price: undefined });
  });

  it('emits the minimum rating, and moving through the ratings with the arrow keys emits each', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <FacetPanel choice={{}} facets={facets} onChange={onChange} categoryHref={categoryHref} />,
    );
    await screen.getByRole('radio', { name: /^4 stars & up/ }).click();
    expect(onChange).toHaveBeenLastCalledWith({ min_rating: 4 });
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ min_rating: 3 });
  });

  it("emits in_stock true when 'In stock only' is ticked", async () => {
    const onChange = vi.fn();
    const screen = await render(
      <FacetPanel choice={{}} facets={facets} onChange={onChange} categoryHref={categoryHref} />,
    );
    await screen.getByRole('checkbox', { name: /^In stock only/ }).click();
    expect(onChange).toHaveBeenLastCalledWith({ in_stock: true });
  });

  it("removes in_stock when 'In stock only' is unticked", async () => {
    const onChange = vi.fn();
    const screen = await render(
      <FacetPanel
        choice={{ in_stock: true }}
        facets={facets}
        onChange={onChange}
        categoryHref={categoryHref}
      />,
    );
    await screen.getByRole('checkbox', { name: /^In stock only/ }).click();
    expect(onChange).toHaveBeenLastCalledWith({ in_stock: undefined });
  });
});

describe("'Clear filters'", () => {
  it('does nothing while no filter is chosen, and stays focusable', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <FacetPanel
        choice={{ sort: 'newest' }}
        facets={facets}
        onChange={onChange}
        categoryHref={categoryHref}
      />,
    );
    const clear = screen.getByRole('button', { name: 'Clear filters' });
    await expect.element(clear).toHaveAttribute('aria-disabled', 'true');
    clear.element().focus();
    await expect.element(clear).toHaveFocus();
    (clear.element() as HTMLButtonElement).click();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes every filter but keeps the category where the category is the page', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <FacetPanel
        choice={{ category: 'Furniture', min_rating: 2 }}
        facets={facets}
        onChange={onChange}
        categoryHref={categoryHref}
        categoryIsFilter={false}
      />,
    );
    await screen.getByRole('button', { name: 'Clear filters' }).click();
    expect(onChange).toHaveBeenCalledWith({
      min_price: undefined,
      max_price: undefined,
      min_rating: undefined,
      in_stock: undefined,
    });
  });
});
