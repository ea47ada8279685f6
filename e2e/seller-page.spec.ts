/**
 * Journey (decision 075): a product page's seller card -> the seller's page -> their listings,
 * filtered and sorted with the products page's controls, every choice in the URL; back undoes it.
 */
import { expect, test } from './fixtures.ts';

test('a visitor opens the seller of a product and filters and sorts their listings', async ({ page }) => {
  await page.goto('/single-product/21');
  const card = page.getByRole('region', { name: 'Sold by' });
  await expect(card).toBeVisible();
  const sellerName = (await card.getByRole('link').innerText()).trim();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/sellers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: sellerName })).toBeVisible();

  const listings = page.getByRole('region', { name: 'Listings' });
  await expect(listings.getByRole('heading', { level: 2, name: 'Listings' })).toBeVisible();
  const results = listings.getByText(/^\d+ results$/);
  await expect(results).toBeVisible();
  const total = Number((await results.innerText()).split(' ')[0]);
  expect(total).toBeGreaterThan(1);
  await expect(listings.getByRole('article')).toHaveCount(Math.min(total, 9));

  await listings.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  await expect(page).toHaveURL(/\/sellers\/\d+\?sort=price_asc$/);

  await listings
    .getByRole('radio', { name: /^4 stars & up/ })
    .first()
    .click();
  await expect(page).toHaveURL(/min_rating=4/);
  await expect(listings.getByRole('button', { name: /^Remove filter: / })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/sellers\/\d+\?sort=price_asc$/);
  await expect(listings.getByText(`${total} results`)).toBeVisible();
});
