/**
 * Sellers' payout accounts (decision 059): the simulated provider's form and its test numbers,
 * what is stored (the last four digits only), the rule that a seller takes orders only once their
 * account is active (add to cart, checkout, the product's flag, listings made later), the
 * 'account active' e-mail, and Stripe Connect Express against the local fake Stripe (accounts,
 * Account Links, `account.updated`). No request leaves 127.0.0.1.
 */
import {
  COMMERCE_MESSAGES,
  PAYOUT_MESSAGES,
  MESSAGES,
  SIMULATED_PAYOUT_TEST_ACCOUNTS,
  notTakingOrdersInCartMessage,
  type PayoutAccount,
} from '@shop/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccounts } from '../src/modules/payouts/tables.ts';
import { outbox } from '../src/platform/db/schema.ts';
import { fakeStripeConfig, signWebhook, startFakeStripe, type FakeStripe } from './fake-stripe/server.ts';
import { inCart, product, shopper, type Shopper } from './fake-stripe/shop.ts';
import { primaryDatabase, startTestApp, type TestApp } from './helpers.ts';

const BANK = { account_holder_name: 'Sam Seller', sort_code: '12-34-56', account_number: '31926819' };

describe.each(primaryDatabase)('payout accounts with the simulated provider on $name', (database) => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({
      database,
      config: { logLevel: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const accountOf = async (seller: Shopper) => {
    const res = await seller.client.get('/api/payouts/account/');
    expect(res.status).toBe(200);
    return res.body.account as PayoutAccount;
  };
  const submit = (seller: Shopper, body: Record<string, unknown>) =>
    seller.client.post('/api/payouts/account/simulated/', body);
  const storedRow = async (seller: Shopper) => {
    const [row] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, seller.id));
    return row;
  };
  const activeMails = (seller: Shopper) =>
    t.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'payout-account-active'),
          like(outbox.dedupeKey, `payout-account-active:${seller.id}:%`),
        ),
      );

  describe('given a new seller', () => {
    it('has a not started account and the local form as the onboarding address', async () => {
      const seller = await shopper(t);
      expect(await accountOf(seller)).toEqual({
        state: 'not_started',
        provider: 'simulated',
        account_holder_name: null,
        bank_last4: null,
      });
      const res = await seller.client.post('/api/payouts/account/onboarding/', {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, url: '/my-payouts/onboarding' });
      expect((await accountOf(seller)).state).toBe('not_started');
    });

    it('refuses bad bank details with 400 and the field’s message, and changes nothing', async () => {
      const seller = await shopper(t);
      const cases: [Record<string, unknown>, string][] = [
        [{ ...BANK, sort_code: '12-34-5' }, PAYOUT_MESSAGES.sortCode],
        [{ ...BANK, account_number: '1234567' }, PAYOUT_MESSAGES.accountNumber],
        [{ ...BANK, account_holder_name: ' ' }, 'Invalid request. account_holder_name: must not be empty'],
        [
          { ...BANK, account_holder_name: 'x'.repeat(101) },
          'Invalid request. account_holder_name: must be at most 100 characters',
        ],
      ];
      for (const [body, error] of cases) {
        const res = await submit(seller, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toEqual({ success: false, error });
      }
      expect(await storedRow(seller)).toBeUndefined();
      expect((await accountOf(seller)).state).toBe('not_started');
    });

    it('reaches pending verification, restricted and active by the test account numbers, keeping the last four digits only', async () => {
      const seller = await shopper(t);
      const pending = await submit(seller, {
        ...BANK,
        account_number: SIMULATED_PAYOUT_TEST_ACCOUNTS.pending,
      });
      expect(pending.body.account).toMatchObject({ state: 'pending_verification', bank_last4: '1111' });
      const restricted = await submit(seller, {
        ...BANK,
        account_number: SIMULATED_PAYOUT_TEST_ACCOUNTS.restricted,
      });
      expect(restricted.body.account).toMatchObject({ state: 'restricted', bank_last4: '2222' });
      const active = await submit(seller, { ...BANK, sort_code: '123456' });
      expect(active.status).toBe(200);
      expect(active.body.account).toEqual({
        state: 'active',
        provider: 'simulated',
        account_holder_name: 'Sam Seller',
        bank_last4: '6819',
      });
      expect(await accountOf(seller)).toEqual(active.body.account);
      const row = await storedRow(seller);
      expect(row?.bankLast4).toBe('6819');
      expect(JSON.stringify(row)).not.toContain(BANK.account_number);
      expect(JSON.stringify(row)).not.toContain('123456');
      expect(lines.join('')).not.toContain(BANK.account_number);
    });

    it('is refused to the demo user, who keeps the account they have', async () => {
      const demo = t.client();
      expect((await demo.loginDemo()).status).toBe(200);
      const before = (await demo.get('/api/payouts/account/')).body;
      for (const path of ['/api/payouts/account/simulated/', '/api/payouts/account/onboarding/']) {
        const res = await demo.post(path, BANK);
        expect(res.status, path).toBe(403);
        expect(res.body).toEqual({ success: false, error: MESSAGES.testUser.default });
      }
      expect((await demo.get('/api/payouts/account/')).body).toEqual(before);
      expect(before.account).toMatchObject({ state: 'active' });
    });

    it('answers 401 to a visitor', async () => {
      expect((await t.client().get('/api/payouts/account/')).status).toBe(401);
    });
  });

  describe('given a listing of a seller who is not taking orders', () => {
    it('shows it with the flag off, refuses it in a cart and at checkout, then sells it once the account is active', async () => {
      const seller = await shopper(t);
      const buyer = await shopper(t);
      const id = await product(t, seller.id, { stock: 5, pricePence: 1500, onboarded: false });

      const page = await buyer.client.get(`/api/products/${id}/`);
      expect(page.status).toBe(200);
      expect(page.body.product).toMatchObject({ seller_taking_orders: false });
      const add = await buyer.client.post('/api/cart/add/', { product_id: id, quantity: 1 });
      expect(add.status).toBe(400);
      expect(add.body).toEqual({ success: false, error: PAYOUT_MESSAGES.notTakingOrders });
      // A line written before the rule (or before the seller's account was restricted) cannot be paid.
      await inCart(t, buyer.id, id, 1);
      const checkout = await buyer.client.post('/api/payment/create-checkout-session/', {});
      expect(checkout.status).toBe(400);
      expect(checkout.body.error).toBe(
        notTakingOrdersInCartMessage(String((page.body.product as { name: string }).name)),
      );

      expect((await submit(seller, BANK)).status).toBe(200);
      expect((await buyer.client.get(`/api/products/${id}/`)).body.product).toMatchObject({
        seller_taking_orders: true,
      });
      expect((await buyer.client.post('/api/payment/create-checkout-session/', {})).status).toBe(200);
      expect((await buyer.client.post('/api/cart/add/', { product_id: id, quantity: 1 })).status).toBe(200);
    });

    it('makes a listing created after activation buyable, and takes all of them off again when restricted', async () => {
      const seller = await shopper(t);
      expect((await submit(seller, BANK)).status).toBe(200);
      const later = await product(t, seller.id, { stock: 5, pricePence: 900, onboarded: false });
      expect((await t.client().get(`/api/products/${later}/`)).body.product).toMatchObject({
        seller_taking_orders: true,
      });
      await submit(seller, { ...BANK, account_number: SIMULATED_PAYOUT_TEST_ACCOUNTS.restricted });
      const product2 = await t.client().get(`/api/products/${later}/`);
      expect(product2.body.product).toMatchObject({ seller_taking_orders: false });
    });

    it('e-mails the seller once when the account becomes active, and again only after it was not', async () => {
      const seller = await shopper(t);
      await submit(seller, { ...BANK, account_number: SIMULATED_PAYOUT_TEST_ACCOUNTS.pending });
      expect(await activeMails(seller)).toHaveLength(0);
      await submit(seller, BANK);
      await submit(seller, BANK);
      const mails = await activeMails(seller);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.payload).toMatchObject({ to: seller.email, name: 'Bea' });
      expect(JSON.stringify(mails[0]?.payload)).not.toContain('6819');
    });
  });
});

describe.each(primaryDatabase)('payout accounts with Stripe Connect on $name', (database) => {
  let t: TestApp;
  let fake: FakeStripe;
  const PUBLIC_URL = 'https://shop.example.com';

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestApp({ database, config: { stripe: fakeStripeConfig(fake), publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (payload: string) =>
    t.client().request('POST', '/api/payment/webhook/', {
      body: payload,
      raw: true,
      headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(payload) },
    });

  it('opens one Express account per seller and sends them to an Account Link that returns to /my-payouts', async () => {
    const seller = await shopper(t);
    const first = await seller.client.post('/api/payouts/account/onboarding/', {});
    expect(first.status).toBe(200);
    expect(String(first.body.url)).toMatch(/^https:\/\/connect\.stripe\.com\//);
    const second = await seller.client.post('/api/payouts/account/onboarding/', {});
    expect(second.status).toBe(200);

    const created = fake.requests.filter((r) => r.path === '/v1/accounts');
    const mine = created.filter((r) => r.idempotencyKey === `payout-account-user-${seller.id}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.body).toMatchObject({
      type: 'express',
      country: 'GB',
      capabilities: { transfers: { requested: 'true' } },
      metadata: { user_id: String(seller.id) },
    });
    const links = fake.requests.filter((r) => r.path === '/v1/account_links').slice(-2);
    for (const link of links)
      expect(link.body).toMatchObject({
        type: 'account_onboarding',
        refresh_url: `${PUBLIC_URL}/my-payouts?onboarding=refresh`,
        return_url: `${PUBLIC_URL}/my-payouts?onboarding=return`,
      });
    expect(new Set(links.map((l) => l.body.account)).size).toBe(1);
    const account = (await seller.client.get('/api/payouts/account/')).body.account;
    expect(account).toEqual({
      state: 'not_started',
      provider: 'stripe',
      account_holder_name: null,
      bank_last4: null,
    });
    expect((await seller.client.post('/api/payouts/account/simulated/', BANK)).body).toEqual({
      success: false,
      error: PAYOUT_MESSAGES.simulatedPayoutsOff,
    });
  });

  it('follows account.updated: pending verification, active (listings buyable), restricted', async () => {
    const seller = await shopper(t);
    const buyer = await shopper(t);
    const id = await product(t, seller.id, { stock: 3, pricePence: 1200, onboarded: false });
    await seller.client.post('/api/payouts/account/onboarding/', {});
    const accountId =
      [...fake.accounts.values()].find((a) => a.metadata.user_id === String(seller.id))?.id ?? '';
    const bank = {
      object: 'bank_account' as const,
      id: 'ba_1',
      last4: '6819',
      account_holder_name: 'Sam Seller',
    };
    const state = async () =>
      (await seller.client.get('/api/payouts/account/')).body.account as PayoutAccount;

    expect(
      (
        await webhook(
          fake.accountUpdatedEvent(accountId, {
            details_submitted: true,
            requirements: { disabled_reason: null, currently_due: [] },
            external_accounts: { object: 'list', data: [bank] },
          }),
        )
      ).status,
    ).toBe(200);
    expect(await state()).toEqual({
      state: 'pending_verification',
      provider: 'stripe',
      account_holder_name: 'Sam Seller',
      bank_last4: '6819',
    });
    expect((await buyer.client.post('/api/cart/add/', { product_id: id, quantity: 1 })).status).toBe(400);

    await webhook(fake.accountUpdatedEvent(accountId, { charges_enabled: true, payouts_enabled: true }));
    expect((await state()).state).toBe('active');
    expect((await buyer.client.post('/api/cart/add/', { product_id: id, quantity: 1 })).status).toBe(200);

    await webhook(
      fake.accountUpdatedEvent(accountId, {
        payouts_enabled: false,
        requirements: { disabled_reason: 'rejected.other', currently_due: [] },
      }),
    );
    expect((await state()).state).toBe('restricted');
    expect((await t.client().get(`/api/products/${id}/`)).body.product).toMatchObject({
      seller_taking_orders: false,
    });
  });

  it('refuses an account.updated whose signature is wrong, and changes nothing', async () => {
    const seller = await shopper(t);
    await seller.client.post('/api/payouts/account/onboarding/', {});
    const accountId =
      [...fake.accounts.values()].find((a) => a.metadata.user_id === String(seller.id))?.id ?? '';
    const payload = fake.accountUpdatedEvent(accountId, { details_submitted: true, payouts_enabled: true });
    const res = await t.client().request('POST', '/api/payment/webhook/', {
      body: payload,
      raw: true,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhook(payload, 'whsec_wrong'),
      },
    });
    expect(res.status).toBe(400);
    expect((await seller.client.get('/api/payouts/account/')).body.account).toMatchObject({
      state: 'not_started',
    });
  });

  it('answers 502 with its message when Stripe fails, and stores nothing', async () => {
    const seller = await shopper(t);
    fake.failNext(2);
    const res = await seller.client.post('/api/payouts/account/onboarding/', {});
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ success: false, error: COMMERCE_MESSAGES.payouts.save });
    const [row] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, seller.id));
    expect(row).toBeUndefined();
  });
});
