/** Journey: home -> Browse -> page 2 -> a product -> search from the top bar -> a category. */
import { expect, test } from './fixtures.ts';

test('a visitor browses, pages, opens a product, searches and picks a category', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop till you drop' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /trending products/i })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
  await expect(page).toHaveURL(/\/products/);
  await expect(page.getByText('Page 1 of 4')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: '2', exact: true })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Page 2 of 4')).toBeVisible();

  const firstCard = page.getByRole('main').getByRole('article').first();
  const name = (await firstCard.getByRole('heading').first().innerText()).trim();
  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/single-product\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back Shopping' })).toBeVisible();

  await page.getByLabel('Search products').fill('  headphones ');
  await expect(page).toHaveURL(/\/search\?q=headphones$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { name: /Search Results for "headphones"/ })).toBeVisible();

  await page.goto('/');
  await page
    .getByRole('link', { name: /Furniture/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/search-category\?q=Furniture/);
  await expect(page.getByRole('heading', { name: 'Products in category: Furniture' })).toBeVisible();
});

test('an unknown page shows the error page with the 404 text', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page.getByRole('heading', { name: 'Shop till you drop' })).toBeVisible();
});

test('dark mode is kept under darkMode as true/false with the class on the root', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
});
