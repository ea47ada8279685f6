/**
 * Journeys "Shop like on the best sites", on mocks and on the server:
 * - keyboard only: search suggestions as you type (typo-tolerant) -> search -> filter -> sort ->
 *   product -> add -> mini-cart -> cart (decisions 030, 031, 033, 034);
 * - a visitor adds two products to a guest cart, signs up, and finds them in the cart
 *   (decision 032: the guest cart is merged into the account at sign-up).
 */
import { expect, test, type Page } from './fixtures.ts';
import { addToCart, cartLink, miniCart, signUp } from './helpers.ts';

/** Presses Tab until the focused element matches the selector. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The accessible name (or text) of the focused element. */
const focusedText = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
  );

/** The charged prices (salePrice ?? price, in pounds) of the product cards, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((articles) =>
    articles.map((article) => {
      // The shown price is the first £ amount that is not struck through.
      const texts = [...article.querySelectorAll('*')]
        .filter((el) => el.children.length === 0 && !el.closest('s') && /£\d/.test(el.textContent ?? ''))
        .map((el) => el.textContent ?? '');
      const match = /£([\d,]+(?:\.\d+)?)/.exec(texts[0] ?? '');
      return match ? Number(match[1]!.replace(/,/g, '')) : Number.NaN;
    }),
  );
}

test('keyboard only: suggestions, search, filter, sort, product, add, mini-cart, cart', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main a[href^="/single-product/"]').first()).toBeVisible();

  // Suggestions as you type, typo-tolerant: 'hedphones' offers the headphones.
  await tabTo(page, '[role="combobox"]');
  await page.keyboard.type('hedphones');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: /Headphones/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const combobox = page.getByRole('combobox');
  await expect(combobox).toHaveAttribute('aria-activedescendant', /.+/);
  await expect(combobox).toBeFocused();

  // Escape closes the list; a new text and Enter (no suggestion active) search for it.
  await page.keyboard.press('Escape');
  await expect(listbox).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('coffee');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=coffee/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  // Filter: in stock only (a checkbox in the filters), from the keyboard.
  await tabTo(page, 'main input[type="checkbox"]');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/in_stock=true/);
  const inStock = page.getByRole('checkbox', { name: /In stock only/ });
  await expect(inStock).toBeChecked();
  // The filter changed the URL; focus stays on it (RouteChange's KEEP_FOCUS), not on the heading.
  await expect(inStock).toBeFocused();

  // Sort: price, low to high.
  await tabTo(page, 'main select');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused();
  // The first choice is 'Relevance'; the next one down is 'Price: low to high'.
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/sort=price_asc/);
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // The first product, opened from the keyboard.
  await tabTo(page, 'main article a[href^="/single-product/"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/single-product\/\d+$/);
  const form = page.getByRole('form', { name: 'Add to cart' });
  await expect(form).toBeVisible();

  // Add: the mini-cart confirms the line and offers 'To My Cart'.
  await tabTo(page, 'form[aria-label="Add to cart"] button[type="submit"]');
  await page.keyboard.press('Enter');
  const dialog = miniCart(page);
  await expect(dialog).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 1 item/);
  await tabTo(page, '[role="dialog"] a[href="/cart"]');
  expect(await focusedText(page)).toContain('To My Cart');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
});

test('a visitor adds two products, signs up, and finds them in the cart', async ({ page }) => {
  await addToCart(page, 1);
  await addToCart(page, 4, 2);
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 3 items/);

  await signUp(page);
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 3 items/);
  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Cart items' });
  await expect(
    lines.getByRole('listitem', { name: 'Aurora Wireless Noise-Cancelling Headphones' }),
  ).toBeVisible();
  await expect(lines.getByRole('listitem', { name: 'Merino Wool Crew Neck Jumper' })).toBeVisible();
});
