/** Journeys: cart, Test Drive refusals, bookmarks, reviews, profile, logout. */
import { expect, test } from './fixtures.ts';
import { sampleProducts } from '@shop/sample-catalogue';
import { addToCart, cartLink, gbp, recordRequests, signUp, testDrive } from './helpers.ts';

const product = (id: number) => {
  const p = sampleProducts.find((x) => x.id === id);
  if (!p) throw new Error(`no sample product ${id}`);
  return p;
};
/** What a product costs (decision 019): the server's `salePrice` when discounted, else the list price. */
const charged = (id: number) => product(id).salePrice ?? product(id).price;

test('sign up, add two products, change a quantity, remove one: the total is right', async ({ page }) => {
  await signUp(page);
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 0 items/);
  await addToCart(page, 1, 1);
  await addToCart(page, 2, 2);
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 3 items/);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  await page.getByLabel(`Quantity of ${product(1).name}`).selectOption('3');
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 5 items/);
  await page.getByRole('button', { name: `Remove ${product(2).name}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${product(2).name}` })).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 3 items/);
  await expect(page.getByText(gbp(charged(1) * 3)).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'make payment' }).or(page.getByRole('link', { name: 'make payment' })),
  ).toBeEnabled();
});

test('Test Drive: every blocked action shows its message and sends no request', async ({ page }) => {
  await testDrive(page);
  const sent = recordRequests(page, /^(POST|PUT|PATCH|DELETE) \/api\/(?!auth\/|logout)/);
  const blocked = page
    .getByRole('alert')
    .filter({ hasText: 'You cannot perform this action as you are a test user' });

  await page.goto('/single-product/3');
  await page.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: 'Add to cart' }).click();
  await expect(blocked).toBeVisible();
  await expect(blocked).toBeHidden({ timeout: 6000 });

  await page
    .getByRole('main')
    .getByRole('button', { name: /^Bookmark/ })
    .first()
    .click();
  await expect(blocked).toBeVisible();

  // Reviews are refused too (the banner closes first so the next one is new).
  await expect(blocked).toBeHidden({ timeout: 6000 });
  await page.getByLabel('Comment', { exact: true }).fill('Lovely.');
  await page.getByLabel('Rating', { exact: true }).selectOption({ label: '4 Stars' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(blocked).toBeVisible();
  await expect(page.getByText('Lovely.', { exact: true })).toHaveCount(0);

  await page.goto('/my-profile');
  await page.getByRole('button', { name: 'Update details' }).click();
  await expect(blocked).toBeVisible();

  // Every state change is refused, the cart and checkout included.
  await page.goto('/cart');
  const quantity = page.getByLabel(`Quantity of ${product(23).name}`);
  await quantity.selectOption('2');
  await expect(blocked).toBeVisible();
  await expect(quantity).toHaveValue('1');
  await expect(blocked).toBeHidden({ timeout: 6000 });
  await page.getByRole('button', { name: `Remove ${product(23).name}` }).click();
  await expect(blocked).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${product(23).name}` })).toBeVisible();

  await page.goto('/payment-page');
  // The banner and the payment panel's error both say it.
  await expect(blocked.first()).toBeVisible();
  await expect(page.getByText('Unable to initialize checkout').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

  await page.goto('/delete-product/30');
  await expect(page.getByText('You cannot delete this product as you are a test user').first()).toBeVisible();

  expect(sent).toEqual([]);
});

test('bookmark a product, see it in my-bookmarks, remove it', async ({ page }) => {
  await signUp(page);
  const p = product(4);
  await page.goto('/single-product/4');
  const toggle = page
    .getByRole('main')
    .getByRole('button', { name: /^Bookmark/ })
    .first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/my-bookmarks');
  await expect(page.getByText(p.name)).toBeVisible();
  await page.getByRole('button', { name: `Remove bookmark ${p.name}` }).click();
  await expect(page.getByText('no bookmarks found')).toBeVisible();
});

test('review, update, see it in my-comments, delete it', async ({ page }) => {
  await signUp(page);
  const p = product(5);
  await page.goto('/single-product/5');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter a comment')).toBeVisible();
  await page.getByLabel('Comment', { exact: true }).fill('Lovely and sturdy.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please select a rating')).toBeVisible();
  await page.getByLabel('Rating', { exact: true }).selectOption({ label: '4 Stars' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Lovely and sturdy.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();

  await page.getByLabel('Comment', { exact: true }).fill('Lovely, sturdy and quick to build.');
  await page.getByLabel('Rating', { exact: true }).selectOption({ label: '5 Stars' });
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Lovely, sturdy and quick to build.').first()).toBeVisible();

  await page.goto('/my-comments');
  const trigger = page.getByRole('button', { name: p.name, exact: true });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(page.getByText('Rating: 5/5')).toBeVisible();

  await page.goto('/single-product/5');
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Are you sure you want to delete your comment?')).toBeVisible();
  await dialog.getByRole('button', { name: /delete/i }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.goto('/my-comments');
  await expect(page.getByText("You haven't made any comments yet.")).toBeVisible();
});

test('profile update shows the success toast; logout resets the badge', async ({ page }) => {
  await signUp(page);
  await addToCart(page, 6, 1);
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 1 item/);
  await page.goto('/my-profile');
  await page.getByLabel('City').fill('London');
  await page.getByRole('button', { name: 'Update details' }).click();
  await expect(page.getByText('User profile updated successfully!').first()).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Hi, shopper')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName(/Cart, 0 items/);
});
