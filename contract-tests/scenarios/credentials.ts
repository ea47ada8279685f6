/**
 * Contract scenarios: Credentials: the forgotten-password link, the rules for a new password, and changing the
 * password or the e-mail address (decision 044).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, MESSAGES } from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT } from '@shop/sample-catalogue';
import { type Harness } from './harness.ts';

/** Registers the credentials scenarios on the harness of one target (see ../scenarios.ts). */
export function credentialsScenarios({
  target,
  client,
  signIn,
  idOf,
  register,
  emailChangeTokenFor,
  resetTokenFor,
}: Harness): void {
  describe('given a forgotten password', () => {
    const NEW_PASSWORD = 'a brand new passphrase';

    it('sends a single-use link: the new password ends every session and signs in; the link is void afterwards', async () => {
      const { client: laptop, account, user } = await register();
      const phone = await signIn(account);
      const asked = await client().call('requestPasswordReset', {
        body: { email: account.email.toUpperCase() },
      });
      expect(asked).toEqual({ ok: true, status: 200, data: { success: true } });
      const token = await resetTokenFor(account.email);

      // A common password is refused and the link stays usable.
      const visitor = client();
      expect(await visitor.call('confirmPasswordReset', { body: { token, password: 'password1' } })).toEqual({
        ok: false,
        status: 400,
        error: MESSAGES.account.passwordCommon,
      });
      expect(await visitor.call('confirmPasswordReset', { body: { token, password: NEW_PASSWORD } })).toEqual(
        { ok: true, status: 200, data: { success: true } },
      );
      // The reset does not sign in, and every session of the account has ended.
      expect(await visitor.call('getAddresses')).toMatchObject({ ok: false, status: 401 });
      for (const device of [laptop, phone]) {
        expect(await device.call('getUser', { params: { id: user.id } })).toEqual({
          ok: false,
          status: 401,
          error: MESSAGES.server.notSignedIn,
        });
      }
      expect(await client().call('login', { body: account })).toEqual({
        ok: false,
        status: 401,
        error: MESSAGES.user.invalidCredentials,
      });
      const again = await signIn({ email: account.email, password: NEW_PASSWORD });
      expect((await again.ok('getUser', { params: { id: user.id } })).user.email).toBe(account.email);

      expect(
        await client().call('confirmPasswordReset', {
          body: { token, password: 'yet another passphrase' },
        }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.account.resetInvalid });
      expect(
        await client().call('confirmPasswordReset', {
          body: { token: 'x'.repeat(43), password: NEW_PASSWORD },
        }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.account.resetInvalid });
    });

    it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
      const known = await client().call('requestPasswordReset', { body: { email: SELLER_ACCOUNT.email } });
      const unknown = await client().call('requestPasswordReset', {
        body: { email: 'nobody@example.com' },
      });
      expect(known).toEqual({ ok: true, status: 200, data: { success: true } });
      expect(unknown).toEqual(known);
      expect(await target.lastResetLink?.('nobody@example.com')).toBeUndefined();
      expect(await resetTokenFor(SELLER_ACCOUNT.email)).not.toBe('');
    });

    it('sends the demo account no link, with the same answer', async () => {
      expect(await client().call('requestPasswordReset', { body: { email: DEMO_ACCOUNT.email } })).toEqual({
        ok: true,
        status: 200,
        data: { success: true },
      });
      expect(await target.lastResetLink?.(DEMO_ACCOUNT.email)).toBeUndefined();
    });

    it("reactivates a deactivated account with the new password, the seller's listings leaving sale and coming back", async () => {
      const account = SELLER_ACCOUNT;
      const owner = await signIn(account);
      const user = { id: await idOf(account) };
      const listed = async () =>
        (await client().ok('listProducts', { query: { pageSize: 100 } })).products.map((p) => p.id);
      expect(await listed()).toContain(25);
      const off = await owner.ok('updateUser', {
        params: { id: user.id },
        body: { is_active: false, reason: 'Fraud' },
      });
      expect(off.user.is_active).toBe(false);
      // Closing one's own account takes one's listings off sale, as staff deactivating it does.
      const ids = await listed();
      for (const id of [21, 25, 28]) expect(ids).not.toContain(id);
      expect(await client().call('getProduct', { params: { id: 25 } })).toMatchObject({
        ok: false,
        status: 404,
      });
      expect(await owner.call('getUser', { params: { id: user.id } })).toMatchObject({
        ok: false,
        status: 401,
      });
      expect(await client().call('login', { body: account })).toMatchObject({ ok: false, status: 401 });

      await client().ok('requestPasswordReset', { body: { email: account.email } });
      const token = await resetTokenFor(account.email);
      await client().ok('confirmPasswordReset', { body: { token, password: NEW_PASSWORD } });
      const back = await client().ok('login', { body: { email: account.email, password: NEW_PASSWORD } });
      expect(back.user).toMatchObject({ id: user.id, is_active: true });
      // Reopened by the link: the listings are on sale again.
      const again = await listed();
      for (const id of [21, 25, 28]) expect(again).toContain(id);
      expect((await client().ok('getProduct', { params: { id: 25 } })).product.seller_active).toBe(true);
    });

    it('keeps an account staff deactivated closed: no link is sent, and an earlier link is void', async () => {
      const { account, user } = await register();
      await client().ok('requestPasswordReset', { body: { email: account.email } });
      const earlier = await resetTokenFor(account.email);
      const admin = await signIn(ADMIN_ACCOUNT);
      await admin.ok('adminSetUserActive', {
        params: { id: user.id },
        body: { is_active: false, reason: 'Fraud' },
      });

      expect(await client().call('requestPasswordReset', { body: { email: account.email } })).toEqual({
        ok: true,
        status: 200,
        data: { success: true },
      });
      expect(await resetTokenFor(account.email)).toBe(earlier);
      expect(
        await client().call('confirmPasswordReset', { body: { token: earlier, password: NEW_PASSWORD } }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.account.resetInvalid });
      for (const password of [account.password, NEW_PASSWORD]) {
        expect(await client().call('login', { body: { email: account.email, password } })).toEqual({
          ok: false,
          status: 401,
          error: MESSAGES.user.invalidCredentials,
        });
      }
      // Staff reopen it: the old password signs in; the earlier link stays void.
      await admin.ok('adminSetUserActive', { params: { id: user.id }, body: { is_active: true } });
      expect(
        await client().call('confirmPasswordReset', { body: { token: earlier, password: NEW_PASSWORD } }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.account.resetInvalid });
      const back = await client().ok('login', { body: account });
      expect(back.user).toMatchObject({ id: user.id, is_active: true });
    });

    it('keeps the address of an account staff deactivated: an e-mail change link asked for before is void (decision 044)', async () => {
      const { client: owner, account, user } = await register();
      const moved = `closed.${user.id}@example.com`;
      await owner.ok('updateUser', {
        params: { id: user.id },
        body: { email: moved, current_password: account.password },
      });
      const token = await emailChangeTokenFor(moved);
      const admin = await signIn(ADMIN_ACCOUNT);
      await admin.ok('adminSetUserActive', {
        params: { id: user.id },
        body: { is_active: false, reason: 'Fraud' },
      });
      expect(await client().call('confirmEmailChange', { body: { token } })).toEqual({
        ok: false,
        status: 400,
        error: MESSAGES.account.emailChangeInvalid,
      });
      // Reopened by staff, the account still has its own address and the link stays void.
      await admin.ok('adminSetUserActive', { params: { id: user.id }, body: { is_active: true } });
      expect(await client().call('confirmEmailChange', { body: { token } })).toMatchObject({
        ok: false,
        status: 400,
      });
      const back = await client().ok('login', { body: account });
      expect(back.user).toMatchObject({ id: user.id, email: account.email });
    });
  });

  describe('given a new password', () => {
    it('refuses aaaaaaaa and eight spaces on sign-up, reset and change with 400 passwordWeak', async () => {
      for (const password of ['aaaaaaaa', '        ']) {
        expect(
          await client().call('register', {
            body: { email: 'weak@example.com', password, first_name: 'Nia', last_name: 'Jones' },
          }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.account.passwordWeak });
      }
      const { client: owner, account } = await register();
      expect(
        await owner.call('changePassword', {
          body: { current_password: account.password, new_password: 'aaaaaaaa' },
        }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.account.passwordWeak });
      await client().ok('requestPasswordReset', { body: { email: account.email } });
      const token = await resetTokenFor(account.email);
      for (const password of ['aaaaaaaa', '        ']) {
        expect(await client().call('confirmPasswordReset', { body: { token, password } })).toEqual({
          ok: false,
          status: 400,
          error: MESSAGES.account.passwordWeak,
        });
      }
      // Refused, the password is unchanged.
      await signIn(account);
    });

    it('refuses a common one on sign-up with 400 passwordCommon, whatever its case', async () => {
      for (const password of ['password1', 'PassWord123', '12345678', 'qwertyuiop']) {
        expect(
          await client().call('register', {
            body: { email: 'common@example.com', password, first_name: 'Nia', last_name: 'Jones' },
          }),
          password,
        ).toEqual({ ok: false, status: 400, error: MESSAGES.account.passwordCommon });
      }
      expect(
        await client().call('login', { body: { email: 'common@example.com', password: 'password1' } }),
      ).toEqual({ ok: false, status: 401, error: MESSAGES.user.invalidCredentials });
    });
  });

  describe('given a password change', () => {
    it('refuses a reset link issued before the password changed', async () => {
      const { client: owner, account } = await register();
      await client().ok('requestPasswordReset', { body: { email: account.email } });
      const token = await resetTokenFor(account.email);
      await owner.ok('changePassword', {
        body: { current_password: account.password, new_password: 'my changed passphrase' },
      });
      expect(
        await client().call('confirmPasswordReset', { body: { token, password: 'a takeover passphrase' } }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.account.resetInvalid });
    });

    it('needs the right current password, keeps this session and ends the others', async () => {
      const { client: laptop, account, user } = await register();
      const phone = await signIn(account);
      const NEW_PASSWORD = 'my second passphrase';
      expect(
        await laptop.call('changePassword', {
          body: { current_password: 'not my passphrase', new_password: NEW_PASSWORD },
        }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.account.currentPasswordWrong });
      expect(
        await laptop.call('changePassword', {
          body: { current_password: account.password, new_password: 'iloveyou' },
        }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.account.passwordCommon });
      expect(await phone.ok('getUser', { params: { id: user.id } })).toMatchObject({ success: true });

      await laptop.ok('changePassword', {
        body: { current_password: account.password, new_password: NEW_PASSWORD },
      });
      expect((await laptop.ok('getUser', { params: { id: user.id } })).user.id).toBe(user.id);
      expect(await phone.call('getUser', { params: { id: user.id } })).toEqual({
        ok: false,
        status: 401,
        error: MESSAGES.server.notSignedIn,
      });
      expect(await client().call('login', { body: account })).toMatchObject({ ok: false, status: 401 });
      await signIn({ email: account.email, password: NEW_PASSWORD });
    });
  });

  describe('given an e-mail change', () => {
    it('changes the address only through the link sent to the new one, after the current password; every other session ends', async () => {
      const { client: owner, account, user } = await register();
      const moved = 'nia.moved@example.com';
      for (const current_password of [undefined, '']) {
        expect(
          await owner.call('updateUser', {
            params: { id: user.id },
            body: { email: moved, current_password },
          }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.account.currentPasswordRequired });
      }
      expect(
        await owner.call('updateUser', {
          params: { id: user.id },
          body: { email: moved, current_password: 'not my passphrase', city: 'Leeds' },
        }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.account.currentPasswordWrong });
      expect((await owner.ok('getUser', { params: { id: user.id } })).user).toMatchObject({
        email: account.email,
        city: '',
      });
      // The same address (in any case) is no change: no password needed.
      await owner.ok('updateUser', {
        params: { id: user.id },
        body: { email: account.email.toUpperCase() },
      });

      // Decision 044: the old address stays in force until the link sent to the new one is used.
      const phone = await signIn(account);
      const asked = await owner.ok('updateUser', {
        params: { id: user.id },
        body: { email: moved, current_password: account.password },
      });
      expect(asked.user.email).toBe(account.email);
      expect(asked.pending_email).toBe(moved);
      expect(
        await client().call('login', { body: { email: moved, password: account.password } }),
      ).toMatchObject({
        ok: false,
        status: 401,
      });
      const token = await emailChangeTokenFor(moved);
      expect(await client().call('confirmEmailChange', { body: { token } })).toEqual({
        ok: true,
        status: 200,
        data: { success: true },
      });
      // The asking session stays; every other session ends; the link is used up.
      expect((await owner.ok('getUser', { params: { id: user.id } })).user.email).toBe(moved);
      expect(await phone.call('getUser', { params: { id: user.id } })).toMatchObject({
        ok: false,
        status: 401,
      });
      expect(await client().call('login', { body: account })).toMatchObject({ ok: false, status: 401 });
      await signIn({ email: moved, password: account.password });
      expect(await client().call('confirmEmailChange', { body: { token } })).toEqual({
        ok: false,
        status: 400,
        error: MESSAGES.account.emailChangeInvalid,
      });
    });

    it('refuses a reset link sent to the old address once the e-mail change is confirmed', async () => {
      const { client: owner, account, user } = await register();
      await client().ok('requestPasswordReset', { body: { email: account.email } });
      const resetToken = await resetTokenFor(account.email);
      const moved = 'nia.elsewhere@example.com';
      await owner.ok('updateUser', {
        params: { id: user.id },
        body: { email: moved, current_password: account.password },
      });
      await owner.ok('confirmEmailChange', { body: { token: await emailChangeTokenFor(moved) } });
      expect(
        await client().call('confirmPasswordReset', {
          body: { token: resetToken, password: 'the old mailbox takes over' },
        }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.account.resetInvalid });
    });

    it('voids a pending e-mail change link when the password changes', async () => {
      const { client: owner, account, user } = await register();
      const moved = 'nia.pending@example.com';
      await owner.ok('updateUser', {
        params: { id: user.id },
        body: { email: moved, current_password: account.password },
      });
      const token = await emailChangeTokenFor(moved);
      await owner.ok('changePassword', {
        body: { current_password: account.password, new_password: 'quite another passphrase' },
      });
      expect(await client().call('confirmEmailChange', { body: { token } })).toEqual({
        ok: false,
        status: 400,
        error: MESSAGES.account.emailChangeInvalid,
      });
      expect((await owner.ok('getUser', { params: { id: user.id } })).user.email).toBe(account.email);
    });
  });
}
