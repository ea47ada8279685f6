/**
 * Contract scenarios: 'Your data' (decision 073). The download is an attachment never cached with
 * every section of ACCOUNT_DATA_SECTIONS and the caller's own account only; a visitor gets 401; the
 * deletion needs the current password, is refused while an order is open (listing why), sends a
 * single-use link, and the link deletes the account (signed out, the address free again); the demo
 * user reads and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_DATA_SECTIONS,
  CSRF_COOKIE,
  DEMO_ACCOUNT,
  MESSAGES,
} from '@shop/contract';
import type { ContractClient } from '../client.ts';
import { PAY, type Harness } from './harness.ts';

/** GET /account/data/ on `c`, raw: its status, headers and JSON. */
async function download(c: ContractClient) {
  const response = await fetch(`${c.baseUrl.replace(/\/$/, '')}/account/data/`, {
    headers: { Cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown>,
  };
}

/** Registers the 'Your data' scenarios on the harness of one target (see ../scenarios.ts). */
export function accountDataScenarios({ client, signIn, register, deletionTokenFor }: Harness): void {
  describe("given 'Your data'", () => {
    it('downloads every section of the caller as an attachment never cached; a visitor gets 401', async () => {
      const { client: me, account, user } = await register();
      const res = await download(me);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="shop-data-\d+-[\d-]+\.json"$/,
      );
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.json).toMatchObject({ success: true, format: 'shop-account-data', user_id: user.id });
      const sections = res.json.sections as Record<string, unknown>;
      expect(Object.keys(sections).sort()).toEqual([...ACCOUNT_DATA_SECTIONS].sort());
      expect(sections.account).toMatchObject({ id: user.id, email: account.email });
      expect(JSON.stringify(res.json)).not.toContain(account.password);
      expect((await download(client())).status).toBe(401);
      expect(await client().call('getAccountDeletion')).toMatchObject({ ok: false, status: 401 });
    });

    it('holds the reports the caller sent, with their note and no decision yet (decision 076)', async () => {
      const { client: me } = await register();
      await me.ok('createReport', {
        body: { target_kind: 'listing', target_id: 3, reason: 'counterfeit', note: 'Fake logo' },
      });
      const sections = (await download(me)).json.sections as Record<string, unknown>;
      expect(sections.reports).toEqual([
        {
          id: expect.any(Number),
          target_kind: 'listing',
          target_id: 3,
          reason: 'counterfeit',
          note: 'Fake logo',
          created_at: expect.any(String),
          closed_at: null,
          decision: null,
        },
      ]);
    });

    it('lets the demo user read their data and refuses their deletion', async () => {
      const demo = await signIn(DEMO_ACCOUNT);
      expect((await download(demo)).status).toBe(200);
      expect(
        await demo.call('requestAccountDeletion', { body: { current_password: DEMO_ACCOUNT.password } }),
      ).toEqual({
        ok: false,
        status: 403,
        error: MESSAGES.testUser.default,
      });
    });

    it('refuses a wrong password, and a buyer whose order is not delivered, listing why', async () => {
      const { client: me, account } = await register();
      expect(
        await me.call('requestAccountDeletion', { body: { current_password: 'not it at all' } }),
      ).toEqual({
        ok: false,
        status: 400,
        error: MESSAGES.account.currentPasswordWrong,
      });
      expect((await me.ok('getAccountDeletion')).blockers).toEqual([]);
      // An order from the shop's sample seller (product 7), paid and not yet shipped.
      await me.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
      const { clientSecret } = await me.ok('createCheckoutSession');
      await me.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
      const { blockers } = await me.ok('getAccountDeletion');
      expect(blockers.map((b) => b.code)).toEqual(['purchases']);
      const refused = await me.call('requestAccountDeletion', {
        body: { current_password: account.password },
      });
      expect(refused).toMatchObject({ ok: false, status: 409 });
      if (!refused.ok) expect(refused.error).toContain(ACCOUNT_DATA_MESSAGES.refusedPrefix);
    });

    it('sends a single-use link that deletes the account and frees its address', async () => {
      const { client: me, account } = await register();
      const sent = await me.ok('requestAccountDeletion', { body: { current_password: account.password } });
      expect(sent).toEqual({ success: true, sent_to: account.email });
      const token = await deletionTokenFor(account.email);
      expect(await client().call('confirmAccountDeletion', { body: { token: `${token}x` } })).toEqual({
        ok: false,
        status: 400,
        error: ACCOUNT_DATA_MESSAGES.linkInvalid,
      });
      expect((await me.ok('confirmAccountDeletion', { body: { token } })).success).toBe(true);
      expect(me.cookies.has(CSRF_COOKIE)).toBe(false);
      expect(await client().call('confirmAccountDeletion', { body: { token } })).toMatchObject({
        ok: false,
        status: 400,
      });
      expect(await client().call('login', { body: account })).toMatchObject({ ok: false, status: 401 });
      await register({ email: account.email });
    });
  });
}
