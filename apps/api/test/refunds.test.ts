/**
 * Refunds through the outbox (decision 041), against the local fake Stripe and the simulated
 * provider:
 * - a cancelled order's refund is requested in the cancellation's transaction and made by the
 *   refund worker, which retries while Stripe fails; only then is the buyer told it was made;
 * - a failed checkout's refund is requested in the transaction that marks the session failed, so
 *   a process killed during the Stripe call (before or after Stripe made the refund) leaves it
 *   to the next worker, which refunds once under the same idempotency key;
 * - the simulated provider takes the same path; a Stripe refund without Stripe keys stays due.
 * The workers here poll every 20 ms with millisecond backoffs; no test asserts how long anything
 * took, they wait for the outcome.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, orders, outbox, products } from '../src/platform/db/schema.ts';
import { NOTIFICATION_KINDS } from '../src/modules/notifications/notifications.ts';
import { DEFAULT_RETRY, purgeOutbox } from '../src/modules/notifications/outbox.ts';
import type { OutboxPoller } from '../src/modules/notifications/poller.ts';
import { paymentProviderFor } from '../src/modules/checkout/routes.ts';
import { fulfilCheckoutSession } from '../src/modules/checkout/place-orders.ts';
import { SimulatedProvider } from '../src/modules/payments/simulated.ts';
import { simulatedRecords } from '../src/modules/payments/simulated-records.ts';
import {
  REFUND_KIND,
  bounded,
  orderRefundKey,
  sessionRefundKey,
  startRefundWorker,
  type RefundWorkerOptions,
  type RefundingProvider,
} from '../src/modules/orders/refunds.ts';
import { listing, paidOrder, person } from './commerce.ts';
import { fakeStripeConfig, signWebhook, startFakeStripe, type FakeStripe } from './fake-stripe/server.ts';
import { card, inCart, product, shopper, type Shopper } from './fake-stripe/shop.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';
import { memoryLog } from './mail-server.ts';

/** Waits until `check` holds (checked every 20 ms; fails after 10 s). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A provider whose refund call never returns: the process dies during it. */
const dying: RefundingProvider = { name: 'stripe', refund: () => new Promise<void>(() => {}) };

/** Starts refund workers on the app and stops them after each test (or at `stopAll`). */
function refundWorkers(app: () => TestApp) {
  const running: OutboxPoller[] = [];
  const stopAll = async () => {
    await Promise.all(running.splice(0).map((w) => w.stop()));
  };
  afterEach(stopAll);
  const start = (provider: RefundingProvider, options: Partial<RefundWorkerOptions> = {}) => {
    const log = memoryLog();
    const worker = startRefundWorker({
      db: app().db,
      provider,
      log,
      pollMs: 20,
      retry: { baseMs: 10, maxMs: 40 },
      ...options,
    });
    running.push(worker);
    return { worker, log };
  };
  return Object.assign(start, { stopAll });
}

describe.each(primaryDatabase)('refunds through the outbox on Stripe on $name', (database) => {
  let t: TestApp;
  let fake: FakeStripe;
  let seller: Shopper;
  const worker = refundWorkers(() => t);

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestApp({
      database,
      config: { stripe: fakeStripeConfig(fake) },
    });
    seller = await shopper(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const stripe = () => paymentProviderFor(t.db, t.config);
  const webhook = (payload: string) =>
    t.client().request('POST', '/api/payment/webhook/', {
      body: payload,
      raw: true,
      headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(payload) },
    });
  const outboxRow = async (key: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.dedupeKey, key)))[0];
  const refundsOf = (intent: string | null | undefined) =>
    fake.refunds.filter((r) => r.payment_intent === intent);
  const refundIssued = (key: string) =>
    t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `refund-issued:${key}`));
  const made = (key: string) => async () => (await outboxRow(key))?.sentAt != null;

  /** A buyer with `quantity` of a fresh product (stock 10, £12.50) and an open Stripe session. */
  async function openSession(quantity = 2) {
    const buyer = await shopper(t);
    const productId = await product(t, seller.id, { stock: 10, pricePence: 1250 });
    await inCart(t, buyer.id, productId, quantity);
    const res = await buyer.client.post('/api/payment/create-checkout-session/');
    expect(res.status).toBe(200);
    return { buyer, productId, sessionId: String(res.body.sessionId) };
  }

  /** A paid Stripe order of 2 x £12.50 (fulfilled by the webhook); its id and PaymentIntent. */
  async function paidStripeOrder() {
    const { buyer, sessionId } = await openSession(2);
    const paid = fake.complete(sessionId);
    expect((await webhook(fake.completedEvent(sessionId))).status).toBe(200);
    const list = await buyer.client.get('/api/orders');
    const orderId = (list.body.orders as { id: number }[])[0]?.id ?? 0;
    return { buyer, orderId, intent: paid.payment_intent };
  }

  /** A paid Stripe session whose price changed before fulfilment: failed, its refund requested. */
  async function failedSession() {
    const { buyer, productId, sessionId } = await openSession(2);
    await t.db.update(products).set({ pricePence: 1300 }).where(eq(products.id, productId));
    const paid = fake.complete(sessionId);
    const reference = paid.payment_intent ?? '';
    await expect(
      fulfilCheckoutSession(t.db, sessionId, { paymentReference: reference }, t.config.marketplace),
    ).rejects.toThrow();
    return { buyer, sessionId, reference };
  }

  it('refunds a cancelled order even when Stripe fails at the moment of cancelling, and retries until it succeeds', async () => {
    const { buyer, orderId, intent } = await paidStripeOrder();
    fake.failNext(10);
    const cancel = await seller.client.post(`/api/orders/${orderId}/status/`, { status: 'cancelled' });
    fake.failNext(0);
    expect(cancel.status).toBe(200);
    expect(cancel.body.order).toMatchObject({ id: orderId, status: 'cancelled' });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-cancelled:${orderId}`));
    expect(mails.map((m) => m.payload)).toEqual([
      expect.objectContaining({ to: buyer.email, orderId, refundedPence: 2500 }),
    ]);
    const again = await seller.client.post(`/api/orders/${orderId}/status/`, { status: 'cancelled' });
    expect(again.status).toBe(409);
    // Requested in the cancellation's transaction; not made yet, and nobody told it was.
    const key = orderRefundKey(orderId);
    expect(await outboxRow(key)).toMatchObject({
      kind: REFUND_KIND,
      sentAt: null,
      payload: expect.objectContaining({ orderId, amountPence: 2500 }),
    });
    expect(refundsOf(intent)).toEqual([]);
    expect(await refundIssued(key)).toEqual([]);

    // Stripe keeps failing for a while: the worker retries with backoff until it succeeds.
    fake.failNext(5);
    const { log } = worker(stripe());
    await until(made(key), 'the refund was made');
    expect(refundsOf(intent)).toEqual([expect.objectContaining({ amount: 2500, status: 'succeeded' })]);
    expect((await outboxRow(key))?.attempts).toBeGreaterThan(1);
    const calls = fake.requests.filter((r) => r.path === '/v1/refunds' && r.body.payment_intent === intent);
    expect(new Set(calls.map((c) => c.idempotencyKey))).toEqual(new Set([key]));
    expect(log.lines.some((l) => l.message === 'refund failed: will retry')).toBe(true);
    expect(JSON.stringify(log.lines)).not.toContain(buyer.email);
    // Only now is the buyer told the refund was made, once.
    expect((await refundIssued(key)).map((m) => m.payload)).toEqual([
      { to: buyer.email, name: 'Bea', amountPence: 2500, orderId },
    ]);
  });

  it('refunds a failed checkout when the process died during the refund call and Stripe redelivers the webhook', async () => {
    const { buyer, sessionId, reference } = await failedSession();
    const key = sessionRefundKey(sessionId);
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(session).toMatchObject({ status: 'failed', refundedPence: 2500 });
    expect(await outboxRow(key)).toMatchObject({ kind: REFUND_KIND, sentAt: null });

    // A worker takes the refund and its process dies inside the Stripe call.
    const first = worker(dying, { leaseMs: 100, stopGraceMs: 10 });
    await until(async () => (await outboxRow(key))?.attempts === 1, 'the refund was claimed');
    await first.worker.stop();
    expect(refundsOf(reference)).toEqual([]);

    // Stripe redelivers the webhook; the buyer checks the status: both see the failed session.
    expect((await webhook(fake.completedEvent(sessionId))).status).toBe(200);
    const status = await buyer.client.get(`/api/payment/session-status/?session_id=${sessionId}`);
    expect(status.status).toBe(409);
    expect((await t.db.select().from(outbox).where(eq(outbox.dedupeKey, key))).length).toBe(1);

    // Once the dead holder's lease has passed, another worker makes the refund.
    worker(stripe());
    await until(made(key), 'the refund was made');
    expect(refundsOf(reference)).toEqual([expect.objectContaining({ amount: 2500 })]);
    expect((await refundIssued(key)).map((m) => m.payload)).toEqual([
      { to: buyer.email, name: 'Bea', amountPence: 2500, orderId: null },
    ]);
  });

  it('refunds once when the process died after Stripe made the refund but before it was recorded', async () => {
    const { sessionId, reference } = await failedSession();
    const key = sessionRefundKey(sessionId);
    const real = stripe();
    const diesAfterStripe: RefundingProvider = {
      name: 'stripe',
      refund: async (...args) => {
        await real.refund(...args);
        await new Promise<void>(() => {});
      },
    };
    const first = worker(diesAfterStripe, { leaseMs: 100, stopGraceMs: 10 });
    await until(async () => refundsOf(reference).length === 1, 'Stripe made the refund');
    await first.worker.stop();
    expect((await outboxRow(key))?.sentAt).toBeNull();

    worker(real);
    await until(made(key), 'the refund was recorded');
    expect(refundsOf(reference)).toEqual([expect.objectContaining({ amount: 2500 })]);
    expect(await refundIssued(key)).toHaveLength(1);
  });

  it('makes each refund once with several workers (processes) polling the same outbox', async () => {
    const paid = [await paidStripeOrder(), await paidStripeOrder(), await paidStripeOrder()];
    for (const { orderId } of paid)
      expect(
        (await seller.client.post(`/api/orders/${orderId}/status/`, { status: 'cancelled' })).status,
      ).toBe(200);
    worker(stripe(), { batchSize: 1 });
    worker(stripe(), { batchSize: 1 });
    for (const { orderId, intent } of paid) {
      await until(made(orderRefundKey(orderId)), 'the refund was made');
      expect(refundsOf(intent)).toEqual([expect.objectContaining({ amount: 2500 })]);
      expect(await refundIssued(orderRefundKey(orderId))).toHaveLength(1);
    }
  });
});

describe.each(primaryDatabase)('refunds through the outbox without Stripe keys on $name', (database) => {
  let t: TestApp;
  const worker = refundWorkers(() => t);

  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refunds a simulated payment through the same path: requested, made, then the buyer told', async () => {
    const seller = await shopper(t);
    const buyer = await shopper(t);
    const kettle = await product(t, seller.id, { stock: 3, pricePence: 3999 });
    await inCart(t, buyer.id, kettle, 1);
    const opened = await buyer.client.post('/api/payment/create-checkout-session/');
    const sessionId = String(opened.body.sessionId);
    await buyer.client.post('/api/payment/simulated/confirm/', card(String(opened.body.clientSecret)));
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, buyer.id));
    if (order === undefined) throw new Error('no order');
    expect(
      (await seller.client.post(`/api/orders/${order.id}/status/`, { status: 'cancelled' })).status,
    ).toBe(200);
    const provider = paymentProviderFor(t.db, t.config);
    expect(provider).toBeInstanceOf(SimulatedProvider);
    worker(provider);
    const key = orderRefundKey(order.id);
    await until(
      async () =>
        (
          await t.db
            .select()
            .from(outbox)
            .where(eq(outbox.dedupeKey, `refund-issued:${key}`))
        ).length > 0,
      'the buyer was told',
    );
    // The simulated provider's own record of the refund (decision 061), once under its key.
    expect(await simulatedRecords(t.db, 'refund')).toEqual([
      expect.objectContaining({ counterparty: sessionId, amountPence: 3999, idempotencyKey: key }),
    ]);
  });

  it('keeps a Stripe payment’s refund due, and says so, while Stripe is not configured', async () => {
    const seller = await person(t);
    const buyer = await person(t);
    const productId = await listing(t, seller.id, { stock: 3, pricePence: 1250 });
    const { orderId } = await paidOrder(t, {
      buyerId: buyer.id,
      sellerId: seller.id,
      provider: 'stripe',
      lines: [{ productId, quantity: 1, unitPricePence: 1250 }],
    });
    expect((await seller.client.post(`/api/orders/${orderId}/status/`, { status: 'cancelled' })).status).toBe(
      200,
    );
    const key = orderRefundKey(orderId);
    const { log } = worker(paymentProviderFor(t.db, t.config));
    const row = async () => (await t.db.select().from(outbox).where(eq(outbox.dedupeKey, key)))[0];
    // Past the attempts after which a mail would be dead: a refund is never given up.
    await until(async () => ((await row())?.attempts ?? 0) > 9, 'the refund was tried ten times');
    expect(await row()).toMatchObject({ sentAt: null, deadAt: null });
    expect((await row())?.lastError).toMatch(/without Stripe keys/);
    expect(log.lines.some((l) => l.level === 'error' && l.message === 'refund failed: still due')).toBe(true);
    // Nor does the notification worker's housekeeping give it up.
    await worker.stopAll();
    await purgeOutbox(t.db, { maxAttempts: DEFAULT_RETRY.maxAttempts, kinds: NOTIFICATION_KINDS });
    expect(await row()).toMatchObject({ sentAt: null, deadAt: null });
  });
});

describe('bounded (the limit on each provider call)', () => {
  const never = () => new Promise<never>(() => {});
  it('rejects at once when the worker had already stopped before the call', async () => {
    const stopped = new AbortController();
    stopped.abort();
    await expect(bounded(never(), stopped.signal, 60_000)).rejects.toThrow('abandoned: the worker stopped');
  });
  it('rejects when the worker stops during the call, and after the time limit', async () => {
    const stopping = new AbortController();
    const call = bounded(never(), stopping.signal, 60_000);
    stopping.abort();
    await expect(call).rejects.toThrow('abandoned');
    await expect(bounded(never(), new AbortController().signal, 5)).rejects.toThrow(
      'did not answer within 5 ms',
    );
  });
  it('settles as the call does otherwise', async () => {
    await expect(bounded(Promise.resolve('refunded'), new AbortController().signal, 60_000)).resolves.toBe(
      'refunded',
    );
  });
});
