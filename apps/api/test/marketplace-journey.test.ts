/**
 * The marketplace's money from the buyer's card to the sellers' bank accounts, over HTTP
 * (decisions 055, 059, 060, 061 and 063), on PGlite and on PostgreSQL: two sellers sign up, connect
 * their payout accounts through the simulated form and list a product each; a buyer signs up, puts
 * both in one cart and pays once with the simulated card (two orders); both sellers ship; seller
 * A's order is delivered and the buyer confirms receipt (A's net is available at once); seller B's
 * is delivered and released RELEASE_AFTER_DELIVERY_DAYS later by the 'release-earnings' job; the
 * 'payouts' and 'payout-transfers' jobs (PAYOUT_SCHEDULE) pay both through the simulated provider.
 * Then each seller's statement and balances show the closed-form figures of the contract's fee
 * rule for the prices charged, the shop's fees in the ledger are the two fees, and reconciliation
 * (what `pnpm money:reconcile` runs) finds no difference.
 * Only the clock and the running of the scheduled jobs are not HTTP (as the API process's own
 * scheduler would run them: jobs.ts).
 */
import {
  DEFAULT_PAYOUT_TERMS,
  splitSellerOrder,
  toPence,
  type FeeRule,
  type Order,
  type Payout,
  type Product,
  type SellerMoneySummary,
  type SellerOrder,
  type StatementRow,
  type StatementTotals,
} from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciledProviders, runReconcile } from '../src/cli/reconcile.ts';
import { scheduledJobs } from '../src/jobs.ts';
import { paymentProviderFor } from '../src/modules/checkout/index.ts';
import { shopFeesPence } from '../src/modules/ledger/index.ts';
import { DAY_MS, createSettableClock } from '../src/platform/clock.ts';
import { DEFAULT_MARKETPLACE } from '../src/platform/config/index.ts';
import type { ScheduledJob } from '../src/platform/scheduler.ts';
import { card } from './fake-stripe/shop.ts';
import { startTestApp, testDatabases, type TestApp, type TestClient } from './helpers.ts';
import { memoryLog } from './payout-fixtures.ts';

/**
 * The shop's terms of the ledger tests (one seeded snapshot): 12.5 % + 20p. 12.5 % of 2596p is
 * 324.5p, so seller A's order also proves that half a penny goes to the shop (decision 055).
 */
const RULE: FeeRule = { percentBasisPoints: 1250, fixedPence: 20 };

/** Seller A's listing: £12.98, two bought. */
const LISTING_A = { price: '12.98', percentageOff: '0', onSale: 'false', quantity: 2 };
/** Seller B's listing: £45.00 with 15 % off, one bought (the charged price is the sale price). */
const LISTING_B = { price: '45.00', percentageOff: '15', onSale: 'true', quantity: 1 };

describe.each(testDatabases)('the marketplace journey on $name', (database) => {
  let t: TestApp;
  const clock = createSettableClock();
  let jobs: ScheduledJob[];
  beforeAll(async () => {
    t = await startTestApp({
      database,
      clock,
      config: {
        marketplace: {
          ...DEFAULT_MARKETPLACE,
          feeRule: RULE,
          payouts: { ...DEFAULT_PAYOUT_TERMS, schedule: 'daily' },
        },
      },
    });
    jobs = scheduledJobs({
      db: t.db,
      config: t.config,
      provider: paymentProviderFor(t.db, t.config),
      log: memoryLog(),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Runs the scheduled job `name` once at the clock's time, as the process's scheduler would. */
  async function runJob(name: string): Promise<void> {
    const job = jobs.find((j) => j.name === name);
    if (job === undefined) throw new Error(`no scheduled job ${name}`);
    await job.run(clock.now());
  }

  /** A seller: signed up, payout account connected through the simulated form, one listing. */
  async function seller(
    firstName: string,
    listing: typeof LISTING_A,
  ): Promise<{ client: TestClient; product: Product }> {
    const client = t.client();
    const { res } = await client.register({ first_name: firstName, last_name: 'Seller' });
    expect(res.status).toBe(201);
    const account = await client.post('/api/payouts/account/simulated/', {
      account_holder_name: `${firstName} Seller`,
      sort_code: '12-34-56',
      account_number: '31926819',
    });
    expect(account.status).toBe(200);
    expect(account.body.account).toMatchObject({ state: 'active' });
    const created = await client.postForm('/api/add-product/', {
      name: `${firstName}'s Walnut Spoon`,
      price: listing.price,
      category: 'Home & Kitchen',
      tags: 'spoon, walnut',
      description: 'A spoon carved from one piece of walnut.',
      detailedDescription: '',
      percentageOff: listing.percentageOff,
      itemsInStock: '10',
      onSale: listing.onSale,
      specialOffer: 'false',
      suspend: 'false',
      inStock: 'true',
      featured: 'false',
      popular: 'false',
      new: 'false',
    });
    expect(created.status).toBe(201);
    return { client, product: created.body.product as Product };
  }

  async function balances(client: TestClient): Promise<SellerMoneySummary> {
    const res = await client.get('/api/payouts/balances/');
    expect(res.status).toBe(200);
    return res.body.money as SellerMoneySummary;
  }

  async function statement(client: TestClient): Promise<{ rows: StatementRow[]; totals: StatementTotals }> {
    const res = await client.get('/api/payouts/statement/');
    expect(res.status).toBe(200);
    return (res.body as { statement: { rows: StatementRow[]; totals: StatementTotals } }).statement;
  }

  /** The seller's one sale (GET /my-sales/). */
  async function saleOf(client: TestClient): Promise<SellerOrder> {
    const res = await client.get('/api/my-sales/');
    expect(res.status).toBe(200);
    const sales = res.body.sales as SellerOrder[];
    expect(sales).toHaveLength(1);
    return sales[0] as SellerOrder;
  }

  it('pays both sellers of one checkout their net, with statements, balances and books that agree', async () => {
    const feesBefore = await shopFeesPence(t.db);
    const a = await seller('Alma', LISTING_A);
    const b = await seller('Bert', LISTING_B);

    // The buyer signs up, fills one cart from both sellers and pays once.
    const buyer = t.client();
    expect((await buyer.register({ first_name: 'Bea', last_name: 'Buyer' })).res.status).toBe(201);
    for (const [listing, { product }] of [
      [LISTING_A, a],
      [LISTING_B, b],
    ] as const) {
      const added = await buyer.post('/api/cart/add/', {
        product_id: product.id,
        quantity: listing.quantity,
      });
      expect(added.status).toBe(200);
    }
    const opened = await buyer.post('/api/payment/create-checkout-session/');
    expect(opened.status).toBe(200);
    const paid = await buyer.post('/api/payment/simulated/confirm/', card(String(opened.body.clientSecret)));
    expect(paid.status).toBe(200);
    const mine = await buyer.get('/api/orders');
    const orders = (mine.body.orders as Order[]).filter(
      (o) => o.checkout_session_id === opened.body.sessionId,
    );
    expect(orders).toHaveLength(2);

    // What was charged: each listing's charged price (the sale price when on sale) times the quantity.
    const charged = (product: Product) => toPence(product.salePrice ?? product.price);
    const grossA = charged(a.product) * LISTING_A.quantity;
    const grossB = charged(b.product) * LISTING_B.quantity;
    expect(grossB).toBe(3825);
    const orderA = orders.find((o) => o.seller?.name.startsWith('Alma'));
    const orderB = orders.find((o) => o.seller?.name.startsWith('Bert'));
    if (orderA === undefined || orderB === undefined) throw new Error('an order per seller');
    expect(toPence(orderA.total_amount)).toBe(grossA);
    expect(toPence(orderB.total_amount)).toBe(grossB);
    const splitA = splitSellerOrder(grossA, RULE);
    const splitB = splitSellerOrder(grossB, RULE);

    // Each seller ships theirs with a carrier and a tracking number.
    for (const { client } of [a, b]) {
      const sale = await saleOf(client);
      const shipped = await client.post(`/api/orders/${sale.id}/status/`, {
        status: 'shipped',
        carrier: 'Royal Mail',
        tracking_number: `RM${sale.id}GB`,
      });
      expect(shipped.status).toBe(200);
    }
    expect((await balances(a.client)).balances).toEqual({
      pending_pence: splitA.netPence,
      available_pence: 0,
      in_transit_pence: 0,
      paid_out_pence: 0,
    });

    // A's order is delivered and the buyer confirms receipt: A's net is available at once.
    expect((await a.client.post(`/api/orders/${orderA.id}/status/`, { status: 'delivered' })).status).toBe(
      200,
    );
    expect((await buyer.post(`/api/orders/${orderA.id}/confirm-receipt/`)).status).toBe(200);
    expect((await balances(a.client)).balances).toMatchObject({
      pending_pence: 0,
      available_pence: splitA.netPence,
    });

    // B's order is delivered; the release job releases it only once RELEASE_AFTER_DELIVERY_DAYS pass.
    expect((await b.client.post(`/api/orders/${orderB.id}/status/`, { status: 'delivered' })).status).toBe(
      200,
    );
    const releaseDays = t.config.marketplace.releaseAfterDeliveryDays;
    clock.advance(releaseDays * DAY_MS - 60_000);
    await runJob('release-earnings');
    expect((await balances(b.client)).balances).toMatchObject({
      pending_pence: splitB.netPence,
      available_pence: 0,
    });
    clock.advance(2 * 60_000);
    await runJob('release-earnings');
    const beforePayout = await balances(b.client);
    expect(beforePayout.balances).toMatchObject({ pending_pence: 0, available_pence: splitB.netPence });

    // The next slot of the daily schedule: the payouts job makes both payouts, the worker pays them.
    const slot = beforePayout.terms.next_payout_at;
    if (slot === null) throw new Error('the daily schedule has a next payout');
    clock.set(new Date(slot));
    await runJob('payouts');
    await runJob('payout-transfers');

    for (const [{ client }, split, order] of [
      [a, splitA, orderA],
      [b, splitB, orderB],
    ] as const) {
      const payouts = await client.get('/api/payouts/');
      expect(payouts.status).toBe(200);
      expect(payouts.body.payouts as Payout[]).toEqual([
        expect.objectContaining({ amount_pence: split.netPence, status: 'paid', origin: 'scheduled' }),
      ]);
      expect(await balances(client)).toMatchObject({
        balances: {
          pending_pence: 0,
          available_pence: 0,
          in_transit_pence: 0,
          paid_out_pence: split.netPence,
        },
        has_payout_account: true,
      });
      // The statement: gross, fee, refunds, net and status in closed form.
      const { rows, totals } = await statement(client);
      expect(rows).toEqual([
        {
          order_id: order.id,
          paid_at: order.created_at,
          gross_pence: split.grossPence,
          fee_pence: split.feePence,
          refunds_pence: 0,
          fee_refunded_pence: 0,
          net_pence: split.grossPence - split.feePence,
          status: 'released',
        },
      ]);
      expect(totals).toEqual({
        orders: 1,
        gross_pence: split.grossPence,
        fee_pence: split.feePence,
        refunds_pence: 0,
        fee_refunded_pence: 0,
        net_pence: split.netPence,
      });
    }
    // 12.5 % of 2596p is 324.5p: the half penny is the shop's, plus the fixed 20p.
    expect(splitA.feePence).toBe(345);

    // The shop's fees in the ledger grew by exactly the two fees.
    expect((await shopFeesPence(t.db)) - feesBefore).toBe(splitA.feePence + splitB.feePence);

    // Reconciliation, as `pnpm money:reconcile` runs it, finds no difference.
    const lines: string[] = [];
    const code = await runReconcile(t.db, reconciledProviders(t.db, t.config), (line) => lines.push(line));
    expect({ code, lines }).toEqual({ code: 0, lines: ['No differences.'] });
  });
});
