/** Shared steps of the Playwright journeys. */
import { expect, type Page } from '@playwright/test';

/** A fresh e-mail address so journeys can run again on the same database. */
export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** Signs up through the sign-up form and lands on the home page. */
export async function signUp(page: Page, email = uniqueEmail()): Promise<string> {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Hi, Ada')).toBeVisible();
  return email;
}

/** Signs in as the demo user with 'Test Drive'. */
export async function testDrive(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Test Drive' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Hi, Demo')).toBeVisible();
}

/** The cart link's accessible name carries the count: 'Cart, N items'. */
export function cartLink(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart,/ });
}

/** Adds a product from its page with a quantity and waits for the success banner. */
export async function addToCart(page: Page, productId: number, quantity = 1): Promise<void> {
  await page.goto(`/single-product/${productId}`);
  const form = page.getByRole('form', { name: 'Add to cart' });
  await form.getByLabel('Quantity').selectOption(String(quantity));
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'success! item added to cart' })).toBeVisible();
}

/** Records API requests whose path matches, to prove that none was sent. */
export function recordRequests(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/') && pattern.test(`${req.method()} ${url.pathname}`))
      seen.push(`${req.method()} ${url.pathname}`);
  });
  return seen;
}
