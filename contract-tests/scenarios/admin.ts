/**
 * Contract scenarios: The back office: staff-only access, moderation and holds, deactivation and the audit log.
 */
import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNT,
  MESSAGES,
  REPORT_MESSAGES,
  cartLineProblem,
  unavailableInCartMessage,
  endpoints,
  type EndpointName,
} from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT, SHOP_ACCOUNT } from '@shop/sample-catalogue';
import { type Harness } from './harness.ts';

/** Registers the admin scenarios on the harness of one target (see ../scenarios.ts). */
export function adminScenarios({ client, signIn, idOf }: Harness): void {
  describe('given the back office', () => {
    const staffOnly = (Object.keys(endpoints) as EndpointName[]).filter(
      (name) => endpoints[name].access === 'staff',
    );
    /** A valid request of each staff endpoint (so only access can refuse it). */
    const validCall = (name: EndpointName) => ({
      params: { id: 1 },
      body:
        name === 'adminModerateListing'
          ? { suspend: false }
          : name === 'adminSetUserActive'
            ? { is_active: true }
            : name === 'adminSetPayoutHold'
              ? { on_hold: false }
              : name === 'decideDispute'
                ? { outcome: 'decline', reason: 'No refund.' }
                : name === 'decideReports'
                  ? { target_kind: 'listing', target_id: 1, decision: 'dismiss', reason: 'Fine.' }
                  : undefined,
    });

    it('answers 401 to visitors and 403 staffOnly to signed-in non-staff on every /admin/ endpoint', async () => {
      expect(staffOnly.length).toBeGreaterThanOrEqual(6);
      const visitor = client();
      const seller = await signIn(SELLER_ACCOUNT);
      const demo = await signIn(DEMO_ACCOUNT);
      for (const name of staffOnly) {
        expect(await visitor.call(name, validCall(name)), name).toEqual({
          ok: false,
          status: 401,
          error: MESSAGES.server.notSignedIn,
        });
        for (const user of [seller, demo]) {
          expect(await user.call(name, validCall(name)), name).toEqual({
            ok: false,
            status: 403,
            error: MESSAGES.server.staffOnly,
          });
        }
      }
      expect((await client().ok('getProduct', { params: { id: 1 } })).product.suspend).toBe(false);
    });

    it('hides a listing staff do not approve from every public list, and shows it again when approved', async () => {
      const admin = await signIn(ADMIN_ACCOUNT);
      const moderated = await admin.ok('adminModerateListing', {
        params: { id: 25 },
        body: { adminApproved: false },
      });
      expect(moderated.product).toMatchObject({ id: 25, adminApproved: false });
      const ids = async () => (await client().ok('listProducts', { query: { pageSize: 100 } })).products;
      expect((await ids()).map((p) => p.id)).not.toContain(25);
      expect((await client().ok('listProducts')).pagination.totalItems).toBe(29);
      expect(await client().call('getProduct', { params: { id: 25 } })).toMatchObject({
        ok: false,
        status: 404,
      });
      const search = await client().ok('searchProducts', { query: { q: 'bamboo' } });
      expect(search.products.map((p) => p.id)).not.toContain(25);
      const category = await client().ok('filterProducts', { query: { q: 'Home & Kitchen' } });
      expect(category.products.map((p) => p.id)).not.toContain(25);
      const hidden = await admin.ok('adminListings', { query: { filter: 'hidden' } });
      expect(hidden.products.map((p) => p.id)).toEqual([25]);
      const seller = await signIn(SELLER_ACCOUNT);
      expect((await seller.ok('listMyProducts')).products.map((p) => p.id)).toContain(25);
      const shop = await signIn(SHOP_ACCOUNT);
      expect(await shop.call('addToCart', { body: { product_id: 25 } })).toMatchObject({
        ok: false,
        status: 404,
      });

      await admin.ok('adminModerateListing', { params: { id: 25 }, body: { adminApproved: true } });
      expect((await ids()).map((p) => p.id)).toContain(25);
      expect((await admin.ok('adminListings', { query: { filter: 'hidden' } })).products).toEqual([]);
      expect((await admin.ok('adminListings')).pagination.totalItems).toBe(30);
      expect(
        await admin.call('adminModerateListing', {
          params: { id: 99999 },
          body: { suspend: true, reason: 'Counterfeit' },
        }),
      ).toMatchObject({ ok: false, status: 404 });
    });

    it("keeps a staff hold through the seller's own saves: a reason they see, off sale until staff lift it", async () => {
      const admin = await signIn(ADMIN_ACCOUNT);
      expect(
        await admin.call('adminModerateListing', { params: { id: 25 }, body: { suspend: true } }),
      ).toEqual({ ok: false, status: 400, error: REPORT_MESSAGES.holdReasonRequired });
      const held = await admin.ok('adminModerateListing', {
        params: { id: 25 },
        body: { suspend: true, reason: 'Photos\nshow a different product' },
      });
      expect(held.product).toMatchObject({
        id: 25,
        suspend: false,
        hold_reason: 'Photos show a different product',
      });
      const seller = await signIn(SELLER_ACCOUNT);
      const resave = new FormData();
      resave.append('suspend', 'false');
      resave.append('name', 'Bamboo Chopping Board Set');
      const saved = await seller.ok('updateMyProduct', { params: { id: 25 }, form: resave });
      expect(saved.product).toMatchObject({
        suspend: false,
        hold_reason: 'Photos show a different product',
      });
      const mine = (await seller.ok('listMyProducts')).products.find((p) => p.id === 25);
      expect(mine?.hold_reason).toBe('Photos show a different product');
      expect((await seller.ok('getMyProduct', { params: { id: 25 } })).product.hold_reason).toBe(
        'Photos show a different product',
      );
      const listed = async () =>
        (await client().ok('listProducts', { query: { pageSize: 100 } })).products.map((p) => p.id);
      expect(await listed()).not.toContain(25);
      expect(await client().call('getProduct', { params: { id: 25 } })).toMatchObject({
        ok: false,
        status: 404,
      });
      const shop = await signIn(SHOP_ACCOUNT);
      expect(await shop.call('addToCart', { body: { product_id: 25 } })).toMatchObject({
        ok: false,
        status: 404,
      });

      const lifted = await admin.ok('adminModerateListing', {
        params: { id: 25 },
        body: { suspend: false },
      });
      expect(lifted.product).toMatchObject({ hold_reason: null, suspend: false });
      expect(await listed()).toContain(25);
      // The seller's own switch stays the seller's: staff lifting a hold does not undo it.
      const own = new FormData();
      own.append('suspend', 'true');
      await seller.ok('updateMyProduct', { params: { id: 25 }, form: own });
      await admin.ok('adminModerateListing', { params: { id: 25 }, body: { suspend: false } });
      expect(await listed()).not.toContain(25);
    });

    it("takes a deactivated seller's listings off sale everywhere, and puts them back when reactivated", async () => {
      const admin = await signIn(ADMIN_ACCOUNT);
      const shop = await signIn(SHOP_ACCOUNT);
      await shop.ok('addToCart', { body: { product_id: 25 } });
      const sellerId = await idOf(SELLER_ACCOUNT);
      const listed = async () =>
        (await client().ok('listProducts', { query: { pageSize: 100 } })).products.map((p) => p.id);
      expect(await listed()).toContain(25);
      await admin.ok('adminSetUserActive', {
        params: { id: sellerId },
        body: { is_active: false, reason: 'Fraud' },
      });
      const ids = await listed();
      for (const id of [21, 25, 28]) expect(ids).not.toContain(id);
      expect(
        (await client().ok('searchProducts', { query: { q: 'bamboo' } })).products.map((p) => p.id),
      ).not.toContain(25);
      expect(await client().call('getProduct', { params: { id: 25 } })).toMatchObject({
        ok: false,
        status: 404,
      });
      expect(await shop.call('addToCart', { body: { product_id: 21 } })).toMatchObject({
        ok: false,
        status: 404,
      });
      // The line stays in the cart, flagged as no longer available, not as a stock problem.
      const line = (await shop.ok('getCart')).cart.items.find((i) => i.product.id === 25);
      expect(line && cartLineProblem(line.product, line.quantity)).toEqual({ kind: 'unavailable' });
      expect(await shop.call('createCheckoutSession')).toEqual({
        ok: false,
        status: 400,
        error: unavailableInCartMessage(line?.product.name ?? ''),
      });
      const hidden = (await admin.ok('adminListings', { query: { filter: 'hidden', pageSize: 100 } }))
        .products;
      expect(hidden.find((p) => p.id === 25)).toMatchObject({ seller_active: false, suspend: false });

      await admin.ok('adminSetUserActive', { params: { id: sellerId }, body: { is_active: true } });
      expect(await listed()).toContain(25);
      expect((await client().ok('getProduct', { params: { id: 25 } })).product.seller_active).toBe(true);
    });

    it("shows a buyer a held cart line as no longer available without the hold's reason, which only the seller and staff see", async () => {
      const admin = await signIn(ADMIN_ACCOUNT);
      const shop = await signIn(SHOP_ACCOUNT);
      await shop.ok('addToCart', { body: { product_id: 25, quantity: 2 } });
      await admin.ok('addToCart', { body: { product_id: 25 } });
      await admin.ok('adminModerateListing', {
        params: { id: 25 },
        body: { suspend: true, reason: 'Photos show a different product' },
      });

      const line = (await shop.ok('getCart')).cart.items.find((i) => i.product.id === 25);
      expect(line?.product.hold_reason).toBeNull();
      expect(line && cartLineProblem(line.product, line.quantity)).toEqual({ kind: 'unavailable' });
      expect(await shop.call('createCheckoutSession')).toEqual({
        ok: false,
        status: 400,
        error: unavailableInCartMessage(line?.product.name ?? ''),
      });
      const staffLine = (await admin.ok('getCart')).cart.items.find((i) => i.product.id === 25);
      expect(staffLine?.product.hold_reason).toBe('Photos show a different product');
      const seller = await signIn(SELLER_ACCOUNT);
      expect((await seller.ok('getMyProduct', { params: { id: 25 } })).product.hold_reason).toBe(
        'Photos show a different product',
      );
      expect((await seller.ok('getProduct', { params: { id: 25 } })).product.hold_reason).toBe(
        'Photos show a different product',
      );
      // The seller's view of their held listing is theirs alone: never a shared (cached) answer.
      expect(await client().call('getProduct', { params: { id: 25 } })).toMatchObject({
        ok: false,
        status: 404,
      });
    });

    it('records every staff action in the audit log, its notes as plain single lines', async () => {
      const admin = await signIn(ADMIN_ACCOUNT);
      const sellerId = await idOf(SELLER_ACCOUNT);
      await admin.ok('adminModerateListing', {
        params: { id: 25 },
        body: { suspend: true, reason: 'Fake\r\nrefund of £500.00' },
      });
      await admin.ok('adminModerateListing', { params: { id: 25 }, body: { suspend: false } });
      await admin.ok('adminModerateListing', { params: { id: 26 }, body: { adminApproved: false } });
      await admin.ok('adminSetUserActive', {
        params: { id: sellerId },
        body: { is_active: false, reason: 'Fraud' },
      });
      await admin.ok('adminSetUserActive', { params: { id: sellerId }, body: { is_active: true } });
      const { actions } = await admin.ok('adminStaffActions');
      expect(actions.map((a) => [a.action, a.product?.id ?? a.user?.id, a.note])).toEqual([
        ['user_activated', sellerId, ''],
        ['user_deactivated', sellerId, 'Fraud'],
        ['listing_unapproved', 26, ''],
        ['listing_released', 25, 'Fake refund of £500.00'],
        ['listing_held', 25, 'Fake refund of £500.00'],
      ]);
      const adminId = await idOf(ADMIN_ACCOUNT);
      for (const action of actions) expect(action.actor?.id).toBe(adminId);
    });

    it('deactivates a user: their session ends and they cannot log in until reactivated', async () => {
      const admin = await signIn(ADMIN_ACCOUNT);
      const seller = client();
      const { user } = await seller.ok('login', { body: SELLER_ACCOUNT });
      const off = await admin.ok('adminSetUserActive', {
        params: { id: user.id },
        body: { is_active: false, reason: 'Fraud' },
      });
      expect(off.user).toMatchObject({ id: user.id, email: SELLER_ACCOUNT.email, is_active: false });
      expect(await seller.call('getAddresses')).toMatchObject({ ok: false, status: 401 });
      expect(await client().call('login', { body: SELLER_ACCOUNT })).toEqual({
        ok: false,
        status: 401,
        error: MESSAGES.user.invalidCredentials,
      });
      const listed = (await admin.ok('adminUsers', { query: { pageSize: 100 } })).users;
      expect(listed.find((u) => u.id === user.id)).toMatchObject({ is_active: false, is_staff: false });
      expect(listed.find((u) => u.email === ADMIN_ACCOUNT.email)).toMatchObject({ is_staff: true });
      expect(listed.find((u) => u.email === DEMO_ACCOUNT.email)).toMatchObject({ is_test_user: true });

      await admin.ok('adminSetUserActive', { params: { id: user.id }, body: { is_active: true } });
      expect((await client().ok('login', { body: SELLER_ACCOUNT })).user.id).toBe(user.id);
    });

    it('refuses to let staff deactivate themselves with 400', async () => {
      const admin = client();
      const { user } = await admin.ok('login', { body: ADMIN_ACCOUNT });
      expect(user.customer.is_staff).toBe(true);
      expect(
        await admin.call('adminSetUserActive', {
          params: { id: user.id },
          body: { is_active: false, reason: 'Fraud' },
        }),
      ).toMatchObject({ ok: false, status: 400 });
      expect((await admin.ok('adminUsers')).users.find((u) => u.id === user.id)?.is_active).toBe(true);
    });
  });
}
