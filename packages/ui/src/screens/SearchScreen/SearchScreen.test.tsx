import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createProduct } from '@shop/sample-catalogue';
import { SearchScreen, searchHeading } from './SearchScreen.tsx';

/** The filters and sort every search page has; nothing chosen. */
const controls = { choice: {}, onChoiceChange: () => {}, categoryHref: () => '/search' };

const lamp = createProduct({ id: 21, name: 'Brass Desk Lamp' });
const kettle = createProduct({ id: 22, name: 'Stovetop Kettle' });

describe('given a search text with results', () => {
  it('says how many products were found', async () => {
    const screen = await render(<SearchScreen {...controls} q="lamp" products={[lamp, kettle]} total={12} />);
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Search Results for "lamp" (12 products found)');
  });

  it("links each result's 'more details' to single-product/{id}", async () => {
    const screen = await render(<SearchScreen {...controls} q="lamp" products={[lamp]} total={1} />);
    await expect
      .element(screen.getByRole('link', { name: 'more details about Brass Desk Lamp' }))
      .toHaveAttribute('href', '/single-product/21');
  });

  it('trims the search text', () => {
    expect(searchHeading('  lamp ', 1)).toBe('Search Results for "lamp" (1 products found)');
  });
});

describe('given a search text without results', () => {
  it('says nothing was found and suggests other keywords', async () => {
    const screen = await render(<SearchScreen {...controls} q="unicorn" products={[]} total={0} />);
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('No results found for "unicorn"');
    await expect.element(screen.getByText('No products match your search criteria.')).toBeVisible();
    await expect
      .element(screen.getByText('Try using different keywords or browse our categories.'))
      .toBeVisible();
  });
});

describe('given no search text', () => {
  it("shows 'All Products'", async () => {
    const screen = await render(<SearchScreen {...controls} products={[lamp]} />);
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Products');
  });

  it("shows 'No products available.' when there are none", async () => {
    const screen = await render(<SearchScreen {...controls} q="   " products={[]} />);
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Products');
    await expect.element(screen.getByText('No products available.')).toBeVisible();
  });
});

describe('given a failed search', () => {
  it("shows 'Error: {message}'", async () => {
    const screen = await render(<SearchScreen {...controls} q="lamp" products={[]} error="Search failed" />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Error: Search failed');
  });
});
