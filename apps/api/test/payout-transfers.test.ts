/**
 * Payouts through Stripe (decision 061): `transfers.create` in gbp to the connected account under
 * the idempotency key `payout-{id}` (kept in the metadata too), a refusal for good against a
 * failure that may pass, the lists reconciliation reads; against the local fake Stripe.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError, type PaymentProvider } from '../src/modules/payments/index.ts';
import { StripeProvider } from '../src/modules/payments/stripe.ts';
import { payouts } from '../src/modules/payouts/index.ts';
import { sellerMoney } from '../src/modules/ledger/index.ts';
import { createSettableClock } from '../src/platform/clock.ts';
import { person } from './commerce.ts';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe } from './fake-stripe/server.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';
import { earn, fakeDestinations, payOut } from './payout-fixtures.ts';

describe('given the Stripe provider', () => {
  let fake: FakeStripe;
  let stripe: PaymentProvider;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new StripeProvider({ secretKey: FAKE_STRIPE_KEY, webhookSecret: undefined, apiBase: fake.url });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('transfers once per idempotency key, in gbp, with the key in the metadata', async () => {
    const input = {
      destination: 'acct_1Seller',
      amountPence: 1999,
      idempotencyKey: 'payout-1',
      transferGroup: 'payout-1',
    };
    const first = await stripe.createTransfer(input);
    const again = await stripe.createTransfer(input);
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    expect(fake.transfers).toEqual([
      expect.objectContaining({
        amount: 1999,
        currency: 'gbp',
        destination: 'acct_1Seller',
        transfer_group: 'payout-1',
        metadata: { shop_idempotency_key: 'payout-1' },
      }),
    ]);
    const posts = fake.requests.filter((r) => r.path === '/v1/transfers' && r.method === 'POST');
    expect(posts.map((r) => r.idempotencyKey)).toEqual(['payout-1', 'payout-1']);
  });

  it('answers a refusal for good for an account that cannot receive transfers, and throws for a failure that may pass', async () => {
    fake.refusedDestinations.add('acct_closed');
    const refused = await stripe.createTransfer({
      destination: 'acct_closed',
      amountPence: 500,
      idempotencyKey: 'payout-2',
    });
    expect(refused).toEqual({ ok: false, reason: expect.stringContaining('capabilities') });
    fake.failNext(2);
    await expect(
      stripe.createTransfer({ destination: 'acct_1Seller', amountPence: 500, idempotencyKey: 'payout-3' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('lists its transfers and refunds with the shop’s keys for reconciliation', async () => {
    const records = await stripe.moneyRecords();
    expect(records.transfers).toContainEqual({
      id: expect.stringMatching(/^tr_/),
      amountPence: 1999,
      destination: 'acct_1Seller',
      idempotencyKey: 'payout-1',
    });
    expect(records.transfers.map((r) => r.idempotencyKey)).not.toContain('payout-2');
  });
});

describe.each(primaryDatabase)('payouts to Stripe accounts on $name', (database) => {
  let t: TestApp;
  let fake: FakeStripe;
  let stripe: PaymentProvider;
  const destinations = fakeDestinations();
  const clock = createSettableClock(new Date('2026-11-28T11:00:00.000Z'));
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new StripeProvider({ secretKey: FAKE_STRIPE_KEY, webhookSecret: undefined, apiBase: fake.url });
    t = await startTestApp({ database, clock, payoutDestinations: destinations });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('pays a payout to the connected account, after a failure that passed, once', async () => {
    const seller = await person(t);
    destinations.accounts.set(seller.id, { provider: 'stripe', accountId: 'acct_1Paid' });
    await earn(t.db, seller.id, 3100);
    expect((await seller.client.post('/api/payouts/')).status).toBe(201);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.sellerId, seller.id));
    const now = new Date('2026-11-28T12:00:00.000Z');
    // Without Stripe keys a payout to a Stripe account waits.
    const simulatedOnly = {
      name: 'simulated' as const,
      createTransfer: () => Promise.reject(new Error('unused')),
    };
    expect((await payOut(t.db, simulatedOnly, now)).retrying).toEqual([row?.id]);
    fake.failNext(2);
    expect((await payOut(t.db, stripe, new Date(now.getTime() + 60_000))).retrying).toEqual([row?.id]);
    expect((await payOut(t.db, stripe, new Date(now.getTime() + 180_000))).paid).toEqual([row?.id]);
    const [paid] = await t.db.select().from(payouts).where(eq(payouts.sellerId, seller.id));
    const made = fake.transfers.filter((tr) => tr.metadata.shop_idempotency_key === `payout-${row?.id}`);
    expect(made).toHaveLength(1);
    expect(paid).toMatchObject({ status: 'paid', providerTransferId: made[0]?.id });
    expect(await sellerMoney(t.db, seller.id)).toMatchObject({ inTransitPence: 0, paidOutPence: 3100 });
  });

  it('fails a payout Stripe refuses for good: the amount is available again', async () => {
    const seller = await person(t);
    fake.refusedDestinations.add('acct_1Restricted');
    destinations.accounts.set(seller.id, { provider: 'stripe', accountId: 'acct_1Restricted' });
    await earn(t.db, seller.id, 1200);
    expect((await seller.client.post('/api/payouts/')).status).toBe(201);
    const report = await payOut(t.db, stripe, new Date('2026-11-28T13:00:00.000Z'));
    expect(report.failed).toHaveLength(1);
    const [failed] = await t.db.select().from(payouts).where(eq(payouts.sellerId, seller.id));
    expect(failed?.status).toBe('failed');
    expect(failed?.failureReason).toContain('capabilities');
    expect(await sellerMoney(t.db, seller.id)).toMatchObject({ availablePence: 1200, inTransitPence: 0 });
  });
});
