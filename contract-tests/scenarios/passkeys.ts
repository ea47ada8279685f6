/**
 * Contract scenarios: Passkeys (decision 070): add, list, rename and remove on the profile, sign in
 * with one, the current password asked before a passkey is added, challenges answered once (an
 * unknown passkey's too), an unknown passkey, another user's passkey, the demo user
 * and a visitor. The answers come from a software authenticator (apps/api/test/soft-authenticator.ts):
 * the server verifies them for real; the mocks check their shape and clientDataJSON only.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, MESSAGES, PASSKEY_MESSAGES } from '@shop/contract';
import { SELLER_ACCOUNT, SHOP_ACCOUNT } from '@shop/sample-catalogue';
import { SoftAuthenticator } from '../../apps/api/test/soft-authenticator.ts';
import type { ContractClient } from '../client.ts';
import { type Harness } from './harness.ts';

/** Registers the passkey scenarios on the harness of one target (see ../scenarios.ts). */
export function passkeysScenarios({ target, client, signIn }: Harness): void {
  const origin = () => new URL(target.baseUrl).origin;

  /** The seller's registration options: the current password goes with the request (decision 070). */
  const sellerPassword = { body: { current_password: SELLER_ACCOUNT.password } };
  /** Asks for registration options on `c` (the seller) and answers them with `authenticator`. */
  const answerRegistration = async (c: ContractClient, authenticator: SoftAuthenticator) => {
    const { options } = await c.ok('passkeyRegistrationOptions', sellerPassword);
    return authenticator.create(options, origin());
  };
  /** Asks for sign-in options on `c` and answers them with `authenticator`. */
  const answerSignIn = async (c: ContractClient, authenticator: SoftAuthenticator) => {
    const { options } = await c.ok('passkeyLoginOptions');
    return authenticator.get(options, origin());
  };

  describe('given passkeys on the profile', () => {
    it('adds, lists, renames and removes a passkey, and signs a visitor in with it', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      expect((await seller.ok('getPasskeys')).passkeys).toEqual([]);
      const authenticator = new SoftAuthenticator();
      const { options } = await seller.ok('passkeyRegistrationOptions', sellerPassword);
      expect(options.authenticatorSelection).toMatchObject({
        residentKey: 'required',
        userVerification: 'preferred',
      });
      const added = await seller.call('addPasskey', {
        body: { response: authenticator.create(options, origin()) },
      });
      expect(added).toMatchObject({
        ok: true,
        status: 201,
        data: { passkey: { name: 'Passkey 1', last_used_at: null } },
      });
      if (!added.ok) return;
      const { id } = added.data.passkey;
      expect(
        (await seller.ok('renamePasskey', { params: { id }, body: { name: 'Laptop' } })).passkey.name,
      ).toBe('Laptop');
      expect((await seller.ok('getPasskeys')).passkeys.map((p) => p.name)).toEqual(['Laptop']);

      const visitor = client();
      const signedIn = await visitor.ok('passkeyLogin', {
        body: { response: await answerSignIn(visitor, authenticator) },
      });
      expect(signedIn.user.email).toBe(SELLER_ACCOUNT.email);
      const [used] = (await visitor.ok('getPasskeys')).passkeys;
      expect(used?.last_used_at).not.toBeNull();

      expect((await seller.ok('deletePasskey', { params: { id } })).passkeys).toEqual([]);
      // A removed passkey signs no one in.
      expect(
        await client().call('passkeyLogin', {
          body: { response: await answerSignIn(client(), authenticator) },
        }),
      ).toEqual({ ok: false, status: 401, error: PASSKEY_MESSAGES.unknownPasskey });
    });

    it('asks for the current password before giving registration options: a wrong one is 400', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      expect(
        await seller.call('passkeyRegistrationOptions', {
          body: { current_password: 'not the password' },
        }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.account.currentPasswordWrong });
      expect((await seller.ok('passkeyRegistrationOptions', sellerPassword)).options.challenge).not.toBe('');
    });

    it('answers each challenge once: a replayed registration or sign-in is 400', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const authenticator = new SoftAuthenticator();
      const response = await answerRegistration(seller, authenticator);
      await seller.ok('addPasskey', { body: { response } });
      expect(await seller.call('addPasskey', { body: { response } })).toEqual({
        ok: false,
        status: 400,
        error: PASSKEY_MESSAGES.challengeExpired,
      });
      const visitor = client();
      const answer = await answerSignIn(visitor, authenticator);
      await visitor.ok('passkeyLogin', { body: { response: answer } });
      expect(await client().call('passkeyLogin', { body: { response: answer } })).toEqual({
        ok: false,
        status: 400,
        error: PASSKEY_MESSAGES.challengeExpired,
      });
    });

    it('refuses a passkey the shop does not know with 401, and opens no session', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const stranger = new SoftAuthenticator();
      await answerRegistration(seller, stranger); // made, never sent
      const visitor = client();
      expect(
        await visitor.call('passkeyLogin', { body: { response: await answerSignIn(visitor, stranger) } }),
      ).toEqual({ ok: false, status: 401, error: PASSKEY_MESSAGES.unknownPasskey });
      expect(await visitor.call('getPasskeys')).toMatchObject({ ok: false, status: 401 });
    });

    it('uses up the challenge an unknown passkey answered: the same answer again is 400', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const stranger = new SoftAuthenticator();
      await answerRegistration(seller, stranger); // made, never sent
      const visitor = client();
      const response = await answerSignIn(visitor, stranger);
      expect(await visitor.call('passkeyLogin', { body: { response } })).toMatchObject({
        ok: false,
        status: 401,
      });
      expect(await visitor.call('passkeyLogin', { body: { response } })).toEqual({
        ok: false,
        status: 400,
        error: PASSKEY_MESSAGES.challengeExpired,
      });
    });

    it("answers 404 to another user's rename or removal, and the passkey stays", async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const response = await answerRegistration(seller, new SoftAuthenticator());
      const { passkey } = await seller.ok('addPasskey', { body: { response, name: 'Phone' } });
      const other = await signIn(SHOP_ACCOUNT);
      expect(
        await other.call('renamePasskey', { params: { id: passkey.id }, body: { name: 'Mine' } }),
      ).toEqual({
        ok: false,
        status: 404,
        error: MESSAGES.server.notFound,
      });
      expect(await other.call('deletePasskey', { params: { id: passkey.id } })).toEqual({
        ok: false,
        status: 404,
        error: MESSAGES.server.notFound,
      });
      expect((await seller.ok('getPasskeys')).passkeys).toEqual([passkey]);
      expect((await other.ok('getPasskeys')).passkeys).toEqual([]);
    });

    it('lets the demo user read its passkeys and change nothing; a visitor gets 401', async () => {
      const demo = await signIn(DEMO_ACCOUNT);
      expect((await demo.ok('getPasskeys')).passkeys).toEqual([]);
      const blocked = { ok: false, status: 403, error: MESSAGES.testUser.default };
      expect(
        await demo.call('passkeyRegistrationOptions', {
          body: { current_password: DEMO_ACCOUNT.password },
        }),
      ).toEqual(blocked);
      expect(await demo.call('renamePasskey', { params: { id: 1 }, body: { name: 'Mine' } })).toEqual(
        blocked,
      );
      expect(await demo.call('deletePasskey', { params: { id: 1 } })).toEqual(blocked);
      expect(await client().call('getPasskeys')).toEqual({
        ok: false,
        status: 401,
        error: MESSAGES.server.notSignedIn,
      });
    });
  });
}
