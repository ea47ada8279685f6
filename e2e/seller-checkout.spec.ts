/** Journeys: a seller's listing from add to delete; a buyer pays with the simulated card. */
import { expect, test } from './fixtures.ts';
import { sampleProducts } from '@shop/sample-catalogue';
import {
  addToCart,
  cartLink,
  fillAddress,
  fillCard,
  gbp,
  goToPayment,
  payButton,
  PASSWORD,
  signIn,
  signOut,
  signUp,
} from './helpers.ts';

/** A 1x1 PNG (red pixel): real image bytes for the upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('a seller adds a product with two images, edits its price and deletes it', async ({ page }) => {
  await signUp(page);
  const name = `Hand-thrown Stoneware Mug ${Date.now()}`;
  await page.goto('/add-product');
  await expect(page.getByRole('heading', { name: 'add a new product' })).toBeVisible();
  await page.getByLabel('Images').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'side.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price (£)').fill('18.50');
  await page.getByLabel('Category').selectOption('Home & Kitchen');
  await page.getByLabel('Tags').fill('mug, stoneware, handmade');
  await page.getByLabel('Bullet point 1').fill('Holds 350 ml');
  await page.getByLabel('Description', { exact: true }).fill('A speckled stoneware mug, thrown by hand.');
  await page.getByRole('button', { name: 'Submit Product' }).click();

  await expect(page).toHaveURL(/\/my-listings$/);
  const table = page.getByRole('region', { name: 'Your product listings' });
  await expect(table.getByRole('row').nth(1)).toContainText(name);

  await table.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit Product: ${name}` })).toBeVisible();
  await page.getByLabel('Price (£)').fill('21.00');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  const id = Number(
    (await table.getByRole('link', { name: `Edit ${name}` }).getAttribute('href'))?.split('/').pop(),
  );
  await page.goto(`/single-product/${id}`);
  await expect(page.getByText(gbp(21)).first()).toBeVisible();

  await page.goto('/my-listings');
  await table.getByRole('link', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(`Are you sure you want to delete ${name}?`)).toBeVisible();
  await expect(dialog.getByText('This action cannot be undone')).toBeVisible();
  await dialog.getByRole('button', { name: 'delete', exact: true }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  await expect(page.getByText(name)).toHaveCount(0);
});

test('a buyer pays with the simulated card and sees the order; a declined card changes nothing', async ({
  page,
}) => {
  await signUp(page);
  const p = sampleProducts.find((x) => x.id === 7);
  if (!p) throw new Error('no sample product 7');
  await addToCart(page, 7, 2);
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 2 items/);

  await goToPayment(page);
  const unit = p.salePrice ?? p.price;
  await expect(payButton(page)).toHaveText(`Pay ${gbp(unit * 2)}`);

  // The address comes first: paying without it shows the fields' messages and sends nothing.
  await fillCard(page, '4000 0000 0000 0002');
  await payButton(page).click();
  await expect(page.getByText('Enter the town or city.')).toBeVisible();
  await expect(page).toHaveURL(/\/payment-page$/);

  await fillAddress(page);
  await expect(page.getByText('Enter the town or city.')).toHaveCount(0);
  await payButton(page).click();
  await expect(page.getByText('Your card was declined.').first()).toBeVisible();
  // Decision 048: the message, drawn above the form, is brought into view and takes focus.
  const declined = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
  await expect(declined).toBeFocused();
  await expect(declined).toBeInViewport();
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 2 items/);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payButton(page).click();
  await expect(page).toHaveURL(/\/return\?session_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/thank you|payment successful|order/i);
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 0 items/);

  await page.goto('/my-orders');
  await expect(page.getByText(/Order #\d+/).first()).toBeVisible();
  await expect(page.getByText(p.name).first()).toBeVisible();
  await expect(page.getByText(gbp(unit * 2)).first()).toBeVisible();
  await expect(page.getByText('N1 9GU').first()).toBeVisible();
});

test("a new seller's listing cannot be bought until they connect payouts; then a buyer adds it", async ({
  page,
}) => {
  // Two accounts, a listing and onboarding: longer than one journey's default minute.
  test.setTimeout(150_000);
  const sellerEmail = await signUp(page);
  const name = `Walnut Spoon ${Date.now()}`;
  await page.goto('/add-product');
  // The listing form says it first (decision 059).
  await expect(
    page.getByText('Your listings cannot be bought until you connect a payout account.'),
  ).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price (£)').fill('12.00');
  await page.getByLabel('Category').selectOption('Home & Kitchen');
  await page.getByLabel('Description', { exact: true }).fill('A spoon carved from one piece of walnut.');
  await page.getByRole('button', { name: 'Submit Product' }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  const table = page.getByRole('region', { name: 'Your product listings' });
  const id = Number(
    (await table.getByRole('link', { name: `Edit ${name}` }).getAttribute('href'))?.split('/').pop(),
  );
  await expect(page.getByRole('link', { name: 'Connect payouts' })).toHaveAttribute('href', '/my-payouts');
  await signOut(page);

  // A buyer sees the listing, but not add-to-cart.
  await page.goto(`/single-product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('This seller is not taking orders yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add to cart' })).toHaveCount(0);

  // The seller connects payouts through the local form.
  await signIn(page, sellerEmail, PASSWORD, 'Ada');
  await page.goto('/my-payouts');
  await expect(page.getByText('Not started')).toBeVisible();
  await page.getByRole('button', { name: 'Connect payouts' }).click();
  await expect(page).toHaveURL(/\/my-payouts\/onboarding$/);
  await page.getByLabel('Account holder name').fill('Ada Lovelace');
  await page.getByLabel('Sort code').fill('12-34-56');
  await page.getByLabel('Account number').fill('31926819');
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page).toHaveURL(/\/my-payouts$/);
  await expect(page.getByText('Ending in 6819')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await signOut(page);

  await addToCart(page, id, 1);
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 1 item/);
});
