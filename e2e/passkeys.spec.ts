/**
 * Passkeys (decision 070) in Chromium's virtual authenticator (the DevTools WebAuthn domain): sign
 * in with a password, add a passkey on the profile (the current password asked first), sign out, sign in with the passkey. On the
 * real server only, whose verification is real; the page is opened at `localhost`, since WebAuthn
 * refuses an IP address as the relying party's id.
 */
import { expect, test } from './fixtures.ts';
import { SELLER_ACCOUNT } from '@shop/sample-catalogue';
import { signIn, signOut } from './helpers.ts';

test.use({
  baseURL: async ({ baseURL }, provide) => {
    await provide(baseURL?.replace('127.0.0.1', 'localhost'));
  },
});

test('add a passkey on the profile, sign out, and sign in with it @server-only', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  // A sample seller of the fresh e2e database (the journeys' sign-up is covered by accounts.spec.ts).
  await signIn(page, SELLER_ACCOUNT.email, SELLER_ACCOUNT.password, 'Sam');

  await page.goto('/my-profile');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByRole('textbox', { name: 'Passkey name' }).fill('Virtual key');
  // A passkey is a lasting way in: the current password first, and a wrong one makes none.
  await section.getByLabel('Current password').fill('not the password');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('alert')).toHaveText('Your current password is incorrect.');
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(0);
  await section.getByLabel('Current password').fill(SELLER_ACCOUNT.password);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('status')).toHaveText('Passkey added. You can now sign in with it.');
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByRole('listitem')).toContainText('Virtual key');
  await expect(section.getByRole('listitem')).toContainText('Never used');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  await signOut(page);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.getByText('Hi, Sam')).toBeVisible();

  await page.goto('/my-profile');
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem')).toContainText(
    'Last used',
  );
});
