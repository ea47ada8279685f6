/**
 * Journey on the real server: 'Forgot password?', the reset e-mail (the API writes it as
 * an .eml file in DATA_DIR/mail when no SMTP_URL is set), the link's page, the new password; the
 * old one is refused, every session of the account ends and the link works once. The mocks
 * project skips it (there is no e-mail there).
 */
import { expect, test } from './fixtures.ts';
import { PASSWORD, linkPath, signIn, signOut, signUp, uniqueEmail, waitForMail } from './helpers.ts';

/** Not a common password (the server refuses those). */
const NEW_PASSWORD = 'violet-harbour-42';

test('forgot password: the e-mailed link sets a new password once and signs out everywhere @server-only', async ({
  page,
  browser,
}, testInfo) => {
  const email = await signUp(page, uniqueEmail('reset'));
  // A second browser, signed in as the same user: the reset must end its session too.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, email, PASSWORD, 'Ada');
  await otherPage.goto('/my-profile');
  await expect(otherPage).toHaveURL(/\/my-profile$/);
  expect((await other.request.get('/api/cart/')).status()).toBe(200);

  await signOut(page);
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).press('Enter');
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').press('Enter');
  const requested = page.getByRole('status').filter({
    hasText:
      'If an account exists for that e-mail address, we have sent it a link to reset the password. The link works for one hour.',
  });
  await expect(requested).toBeVisible();
  await expect(requested).toBeFocused();

  const mail = await waitForMail(email, /reset your password/i);
  const resetPath = linkPath(mail.text, '/reset-password');
  expect(resetPath).toMatch(/^\/reset-password\?token=[^&]+$/);

  await page.goto(resetPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').press('Enter');
  const done = page
    .getByRole('status')
    .filter({ hasText: 'Your password has been changed. Please sign in with the new password.' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  // The old password is refused; the new one signs in and lands on the home page.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, email, NEW_PASSWORD, 'Ada');
  await expect(page).toHaveURL(/\/$/);

  // The other browser's session ended with the reset: the page loads in it, its first call that
  // needs the session answers 401 and the storefront signs out, so my-profile sends it to sign-in.
  await otherPage.reload();
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  expect((await other.request.get('/api/addresses/')).status()).toBe(401);
  await other.close();

  // The link works once.
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('another-harbour-43');
  await page.getByLabel('Confirm new password').fill('another-harbour-43');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This password reset link is invalid, used or expired. Please ask for a new one.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
});
