/**
 * Contract scenarios: Sign-up and log-in, the profile, saved delivery addresses, the public display name and the
 * original shop's demo credentials.
 */
import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNT,
  LEGACY_DEMO_ACCOUNT,
  MAX_SAVED_ADDRESSES,
  MESSAGES,
  displayName,
} from '@shop/contract';
import { SELLER_ACCOUNT, SHOP_ACCOUNT, sampleUsers } from '@shop/sample-catalogue';
import { SHIPPING, SHIPPING_POSTCODE, type Harness } from './harness.ts';

/** Registers the accounts scenarios on the harness of one target (see ../scenarios.ts). */
export function accountsScenarios({ client, signIn, register }: Harness): void {
  describe('given sign up and log in', () => {
    it('signs up a new shopper who then has an empty cart', async () => {
      const shopper = client();
      const { user } = await shopper.ok('register', {
        body: {
          email: 'new.shopper@example.com',
          password: 'longenough1',
          first_name: 'Nia',
          last_name: 'Jones',
        },
      });
      expect(user).toMatchObject({
        email: 'new.shopper@example.com',
        first_name: 'Nia',
        last_name: 'Jones',
        display_name: 'Nia J.',
      });
      expect(user.customer.is_test_user).toBe(false);
      expect((await shopper.ok('getCart')).cart).toEqual({ items: [], item_count: 0, total_price: 0 });
    });

    it('refuses an e-mail that is taken, and a short password, with 400', async () => {
      const taken = await client().call('register', {
        body: { email: SELLER_ACCOUNT.email, password: 'longenough1', first_name: 'A', last_name: 'B' },
      });
      expect(taken).toMatchObject({ ok: false, status: 400 });
      const short = await client().call('register', {
        body: { email: 'short@example.com', password: 'short', first_name: 'A', last_name: 'B' },
      });
      expect(short).toMatchObject({ ok: false, status: 400 });
    });

    it('logs in with the right password and refuses the wrong one with 401 Invalid credentials', async () => {
      const seller = client();
      const { user } = await seller.ok('login', { body: SELLER_ACCOUNT });
      expect(user).toMatchObject({ email: SELLER_ACCOUNT.email, first_name: 'Sam', last_name: 'Seller' });
      expect(
        await client().call('login', {
          body: { email: SELLER_ACCOUNT.email, password: 'not-the-password' },
        }),
      ).toEqual({
        ok: false,
        status: 401,
        error: MESSAGES.user.invalidCredentials,
      });
    });

    it('logs out: the session no longer works', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      await seller.ok('logout');
      expect(await seller.call('getAddresses')).toMatchObject({ ok: false, status: 401 });
    });
  });

  describe('given a profile', () => {
    it('reads and updates your own profile, ignoring fields that are not editable', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const { user } = await seller.ok('login', { body: SELLER_ACCOUNT });
      expect((await seller.ok('getUser', { params: { id: user.id } })).user.email).toBe(SELLER_ACCOUNT.email);
      const updated = await seller.ok('updateUser', {
        params: { id: user.id },
        body: { first_name: 'Samuel', city: 'Leeds', id: 999, customer: { id: 999, is_test_user: true } },
      });
      expect(updated.user).toMatchObject({ id: user.id, first_name: 'Samuel', city: 'Leeds' });
      expect(updated.user.customer.is_test_user).toBe(false);
    });

    it("refuses another user's profile with 403", async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const shop = await signIn(SHOP_ACCOUNT);
      const { user } = await seller.ok('login', { body: SELLER_ACCOUNT });
      expect(await shop.call('getUser', { params: { id: user.id } })).toMatchObject({
        ok: false,
        status: 403,
      });
      expect(
        await shop.call('updateUser', { params: { id: user.id }, body: { first_name: 'X' } }),
      ).toMatchObject({
        ok: false,
        status: 403,
      });
    });
  });

  describe('given saved delivery addresses', () => {
    it('adds (postcode normalised), lists and removes them, at most the limit', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      expect((await seller.ok('getAddresses')).addresses).toEqual([]);
      const [saved] = (await seller.ok('addAddress', { body: SHIPPING })).addresses;
      expect(saved).toMatchObject({ ...SHIPPING, postcode: SHIPPING_POSTCODE });
      expect(await seller.call('addAddress', { body: { ...SHIPPING, postcode: 'NOT A CODE' } })).toEqual({
        ok: false,
        status: 400,
        error: MESSAGES.server.postcode,
      });
      for (let i = 2; i <= MAX_SAVED_ADDRESSES; i += 1) {
        await seller.ok('addAddress', { body: { ...SHIPPING, line1: `${i} Harbour Road` } });
      }
      const full = (await seller.ok('getAddresses')).addresses;
      expect(full).toHaveLength(MAX_SAVED_ADDRESSES);
      expect(await seller.call('addAddress', { body: { ...SHIPPING, line1: '99 Harbour Road' } })).toEqual({
        ok: false,
        status: 400,
        error: MESSAGES.server.tooManyAddresses,
      });

      const shop = await signIn(SHOP_ACCOUNT);
      expect(await shop.call('removeAddress', { params: { id: saved?.id ?? 0 } })).toMatchObject({
        ok: false,
        status: 403,
      });
      expect((await shop.ok('getAddresses')).addresses).toEqual([]);
      expect(await seller.call('removeAddress', { params: { id: 99999 } })).toMatchObject({
        ok: false,
        status: 404,
      });
      const left = (await seller.ok('removeAddress', { params: { id: saved?.id ?? 0 } })).addresses;
      expect(left).toHaveLength(MAX_SAVED_ADDRESSES - 1);
      expect(left.map((a) => a.id)).not.toContain(saved?.id);
    });
  });

  describe('given a public display name', () => {
    it('shows the chosen name with reviews, and the default again after an empty one', async () => {
      const seller = client();
      const { user } = await seller.ok('login', { body: SELLER_ACCOUNT });
      expect(user.display_name).toBe('Sam S.');
      const named = await seller.ok('updateUser', {
        params: { id: user.id },
        body: { display_name: '  Sam the Seller  ' },
      });
      expect(named.user.display_name).toBe('Sam the Seller');
      const { comment: review } = await seller.ok('addReview', {
        params: { id: 6 },
        body: { text: 'A gripping read.', rating: 5 },
      });
      expect(review.username).toBe('Sam the Seller');
      const shown = (await client().ok('getReviews', { params: { id: 6 } })).comments;
      expect(shown.find((c) => c.id === review.id)?.username).toBe('Sam the Seller');

      const renamed = await seller.ok('updateUser', {
        params: { id: user.id },
        body: { first_name: 'Samuel' },
      });
      expect(renamed.user.display_name).toBe('Sam the Seller');
      const reset = await seller.ok('updateUser', { params: { id: user.id }, body: { display_name: '' } });
      expect(reset.user.display_name).toBe('Samuel S.');
      const after = (await client().ok('getReviews', { params: { id: 6 } })).comments;
      expect(after.find((c) => c.id === review.id)?.username).toBe('Samuel S.');
      expect((await seller.ok('getMyReviews')).comments.find((c) => c.id === review.id)?.username).toBe(
        'Samuel S.',
      );
    });

    it('never shows anything from the e-mail address in reviews', async () => {
      const { client: shopper, user } = await register({
        email: 'nia.reviews@example.com',
        first_name: 'Nia',
        last_name: 'Reviews',
      });
      const { comment: review } = await shopper.ok('addReview', {
        params: { id: 7 },
        body: { text: 'Does what it says.', rating: 4 },
      });
      expect(review.username).toBe(displayName(user.id, 'Nia', 'Reviews'));
      const localParts = [...sampleUsers.map((u) => u.email), 'nia.reviews@example.com'].map(
        (email) => email.split('@')[0] ?? '',
      );
      const usernames = new Set(sampleUsers.map((u) => u.username.toLowerCase()));
      for (let id = 1; id <= 30; id += 1) {
        for (const c of (await client().ok('getReviews', { params: { id } })).comments) {
          const name = c.username.toLowerCase();
          expect(name, `comment ${c.id}`).not.toContain('@');
          expect(localParts, `comment ${c.id}`).not.toContain(name);
          expect(usernames.has(name), `comment ${c.id}: ${c.username}`).toBe(false);
        }
      }
    });
  });

  describe('given older clients', () => {
    it("signs the original shop's Test Drive credentials into the demo account, read-only as ever", async () => {
      const legacy = client();
      const { user } = await legacy.ok('login', { body: LEGACY_DEMO_ACCOUNT });
      const demo = await client().ok('login', { body: DEMO_ACCOUNT });
      expect(user.id).toBe(demo.user.id);
      expect(user.email).toBe(DEMO_ACCOUNT.email);
      expect(user.customer.is_test_user).toBe(true);
      expect(await legacy.call('addToCart', { body: { product_id: 1 } })).toEqual({
        ok: false,
        status: 403,
        error: MESSAGES.testUser.default,
      });
      // Only the original password opens the alias; the address cannot be registered.
      expect(
        await client().call('login', {
          body: { email: LEGACY_DEMO_ACCOUNT.email, password: 'not secret' },
        }),
      ).toEqual({ ok: false, status: 401, error: MESSAGES.user.invalidCredentials });
      expect(
        await client().call('register', {
          body: {
            email: LEGACY_DEMO_ACCOUNT.email,
            password: 'a long and quiet harbour',
            first_name: 'Eve',
            last_name: 'Taker',
          },
        }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.server.emailTaken });
    });

    it("never lets an e-mail change take the original shop's demo address (400 emailTaken)", async () => {
      const { client: owner, account, user } = await register();
      for (const email of [LEGACY_DEMO_ACCOUNT.email, LEGACY_DEMO_ACCOUNT.email.toUpperCase()]) {
        expect(
          await owner.call('updateUser', {
            params: { id: user.id },
            body: { email, current_password: account.password },
          }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.server.emailTaken });
      }
      expect((await owner.ok('getUser', { params: { id: user.id } })).user.email).toBe(account.email);
    });
  });
}
