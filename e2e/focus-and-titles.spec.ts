/**
 * Journey "Focus, titles, scroll" (docs/decisions/029-route-focus-and-titles.md): after a
 * client-side navigation focus is on the new page's h1 and its title is read out, each page has its
 * own title, a new page starts at the top and back restores the position, typing in the search box
 * keeps focus there, and focus never falls to <body> when a cart line goes or a banner closes.
 * Runs on mocks and on the server.
 */
import { expect, test, type Page } from './fixtures.ts';
import { createRequire } from 'node:module';
import { addToCart, miniCart, signUp } from './helpers.ts';

// The server's Content-Security-Policy (script-src 'self') would refuse the injected axe script.
test.use({ bypassCSP: true });

const SHOP = 'Storefront';
const HOME_TITLE = `${SHOP} — Shop till you drop`;

/** axe-core, as Storybook's a11y addon (the story tests' axe) brings it. */
const axePath = createRequire(
  createRequire(import.meta.url).resolve('@storybook/addon-a11y/package.json'),
).resolve('axe-core/axe.min.js');

async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; nodes: unknown[] }[] }>;
      };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
    });
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
  expect(violations).toEqual([]);
}

/** Presses Tab until the focused element matches the selector. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? 'none');

test('keyboard only: a product link opens the product, titled by its name, with focus on its heading', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(HOME_TITLE);
  await expect(page.locator('main a[href^="/single-product/"]').first()).toBeVisible();
  // The first load leaves focus alone.
  expect(await focusedTag(page)).toBe('BODY');

  await tabTo(page, 'main a[href^="/single-product/"]');
  const name = (await page.locator(':focus').innerText()).trim();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/single-product\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${name} | ${SHOP}`);
  await expect(page.locator('#route-announcer')).toHaveText(`${name} | ${SHOP}`);
  // Programmatic focus on a heading shows no ring, as on <main> (the design system's rule).
  expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(HOME_TITLE);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop till you drop' })).toBeFocused();
});

test('a new page starts at the top and back restores the scroll position', async ({ page }) => {
  await page.goto('/products');
  await expect(page).toHaveTitle(`Products | ${SHOP}`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(9);
  const card = cards.nth(7);
  await card.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(200);
  const name = (await card.getByRole('heading').innerText()).trim();

  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/single-product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page).toHaveTitle(`Products | ${SHOP}`);
  await expect.poll(() => scrollY(page)).toBe(before);
});

test('typing in the search box keeps focus there while the results load', async ({ page }) => {
  await page.goto('/products');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.click();
  await page.keyboard.type('desk', { delay: 60 });
  await expect(page).toHaveURL(/\/search\?q=desk$/);
  await expect(page.getByRole('heading', { level: 1, name: /"desk"/ })).toBeVisible();
  await expect(page).toHaveTitle(`Search results for “desk” | ${SHOP}`);
  await expect(search).toBeFocused();

  await page.keyboard.type(' lamp', { delay: 60 });
  await expect(page).toHaveURL(/\/search\?q=desk%20lamp$/);
  await expect(page.getByRole('heading', { level: 1, name: /"desk lamp"/ })).toBeVisible();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('desk lamp');
});

test('the category page is titled by its category', async ({ page }) => {
  await page.goto('/search-category?q=Furniture');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Products in category: Furniture' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`Furniture | ${SHOP}`);
});

test('removing cart lines moves focus to the next line, then to the empty cart message', async ({ page }) => {
  await signUp(page);
  await addToCart(page, 1, 1);
  await addToCart(page, 2, 1);
  await page.goto('/cart');
  await expect(page).toHaveTitle(`Your Cart | ${SHOP}`);
  const removeButtons = page.getByRole('main').getByRole('button', { name: /^Remove / });
  await expect(removeButtons).toHaveCount(2);

  await removeButtons.first().focus();
  await page.keyboard.press('Enter');
  await expect(removeButtons).toHaveCount(1);
  await expect(removeButtons).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(await focusedTag(page)).not.toBe('BODY');
  await expect(page.locator(':focus')).toContainText('Your cart is empty.');
  await expectNoAxeViolations(page);
});

test('adding to cart from a product card keeps the page where it is, and focus comes back after the mini-cart', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/products');
  const card = page.getByRole('main').getByRole('article').nth(7);
  await card.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(200);

  const add = card.getByRole('button', { name: /^Add to cart/ });
  await add.focus();
  await page.keyboard.press('Enter');
  // The card's mini-cart confirms the add (decision 033): no banner, 'To My Cart' focused.
  const dialog = miniCart(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText((await card.getByRole('heading').textContent()) ?? '');
  await expect(dialog.getByRole('link', { name: 'To My Cart' })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'success! item added to cart' })).toHaveCount(0);
  // No jump to the top.
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(100);
  await expectNoAxeViolations(page);

  // Escape closes it: focus goes back to the card's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();
});
