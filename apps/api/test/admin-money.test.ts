/**
 * The back office's money (decision 064): the Seller payouts list (who is in it, balances that
 * are the ledger's sums and the seller's own money page, the payout account, the hold in force as
 * one plain line, the latest payout), one SQL statement per page whatever the number of sellers;
 * holds and lifts through the existing endpoint (each a staff action, each e-mailing the seller);
 * and an order's journals (every kind the order's life writes, each summing to zero; 404 for an
 * unknown order). Behaviour, not the engine: on the primary database (decision 051); the SQL's
 * engines both run it through the contract suite.
 */
import {
  BUYERS,
  MESSAGES,
  SELLER_PAYOUT_MESSAGES,
  REFUNDS_OWED,
  SHOP_FEES,
  sellerAvailable,
  sellerPending,
  splitSellerOrder,
  type OrderLedger,
  type SellerMoneySummary,
  type SellerPayoutSummary,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSettableClock, type SettableClock } from '../src/platform/clock.ts';
import { outbox, staffActions } from '../src/platform/db/schema.ts';
import { recordOrderPaid, recordOrderRefund, sellerMoney } from '../src/modules/ledger/index.ts';
import { SimulatedProvider } from '../src/modules/payments/index.ts';
import { staffSellerPayouts } from '../src/modules/payouts/index.ts';
import { paidOrder, person, type Person } from './commerce.ts';
import { product, shopper } from './fake-stripe/shop.ts';
import { primaryDatabase, startTestApp, type TestApp } from './helpers.ts';
import { buy, makeDueRefunds, move } from './ledger-fixtures.ts';
import { earn, fakeDestinations, payOut } from './payout-fixtures.ts';
import { onboardSeller } from './payouts-fixtures.ts';

const START = new Date('2026-11-28T05:00:00.000Z');

describe.each(primaryDatabase)('the back office’s money on $name', (database) => {
  let t: TestApp;
  let clock: SettableClock;
  const destinations = fakeDestinations();
  let simulated: SimulatedProvider;
  /** The SQL statements sent since the last `counted` began (null: not counting). */
  let statements: string[] | null = null;
  let staff: Person;
  beforeAll(async () => {
    clock = createSettableClock(START);
    t = await startTestApp({
      database,
      clock,
      payoutDestinations: destinations,
      onQuery: (text) => statements?.push(text),
    });
    simulated = new SimulatedProvider(() => Promise.resolve(null), t.db);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    clock.set(START);
    destinations.accounts.clear();
    staff = await person(t, { staff: true, firstName: 'Stella', lastName: 'Staff' });
  });

  /** Runs `act` and returns its result and the SQL statements it sent. */
  async function counted<T>(act: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
    statements = [];
    try {
      const result = await act();
      return { result, sql: statements };
    } finally {
      statements = null;
    }
  }

  /** Every seller of the Seller payouts list, every page read (as staff, over HTTP). */
  async function everySeller(): Promise<SellerPayoutSummary[]> {
    const all: SellerPayoutSummary[] = [];
    for (let page = 1; ; page += 1) {
      const res = await staff.client.get(`/api/admin/payouts/balances/?page=${page}&pageSize=3`);
      expect(res.status).toBe(200);
      all.push(...(res.body.sellers as SellerPayoutSummary[]));
      if (page >= (res.body.pagination as { totalPages: number }).totalPages) return all;
    }
  }

  /** Seller `who`'s own money page (GET /payouts/balances/). */
  async function moneyPage(who: Person): Promise<SellerMoneySummary> {
    return (await who.client.get('/api/payouts/balances/')).body.money as SellerMoneySummary;
  }

  /** The outbox rows of `kind` addressed to `email`. */
  async function mailsTo(kind: string, email: string) {
    const rows = await t.db.select().from(outbox).where(eq(outbox.kind, kind));
    return rows.filter((r) => (r.payload as { to: string }).to === email);
  }

  let nextOrderId = 800_000;
  /** Seller `sellerId` has `grossPence` paid on an order not yet released (their pending grows). */
  async function sold(sellerId: number, grossPence: number): Promise<void> {
    const orderId = ++nextOrderId;
    await t.db.transaction((tx) =>
      recordOrderPaid(
        tx,
        { orderId, sellerId, grossPence, checkoutSessionId: null },
        t.config.marketplace.feeRule,
      ),
    );
  }

  describe('given sellers with earnings, payout accounts, holds and payouts', () => {
    it('lists each seller with a ledger entry or a payout account, with the ledger’s balances, newest first', async () => {
      const paid = await person(t, { firstName: 'Ada', lastName: 'Earner' });
      const onboarded = await person(t, { firstName: 'Bo', lastName: 'Onboarded' });
      const ledgerOnly = await person(t, { firstName: 'Cy', lastName: 'Ledger' });
      const nobody = await person(t, { firstName: 'Di', lastName: 'Nobody' });
      await onboardSeller(t, paid.id);
      await onboardSeller(t, onboarded.id);
      destinations.open(paid.id);
      await earn(t.db, paid.id, 3000);
      expect((await paid.client.post('/api/payouts/')).status).toBe(201);
      await payOut(t.db, simulated, clock.now());
      await earn(t.db, paid.id, 250);
      await sold(paid.id, 1000);
      const second = await paid.client.post('/api/payouts/');
      expect(second.status).toBe(201);
      await earn(t.db, ledgerOnly.id, 120);
      const held = await staff.client.post(`/api/admin/users/${onboarded.id}/payout-hold/`, {
        on_hold: true,
        reason: 'Identity\nchecks\u2028pending',
      });
      expect(held.status).toBe(200);

      const sellers = await everySeller();
      const ids = sellers.map((s) => s.seller.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(ids).not.toContain(nobody.id);
      expect(ids).not.toContain(staff.id);
      const mine = sellers.filter((s) => [paid.id, onboarded.id, ledgerOnly.id].includes(s.seller.id));
      const payout = second.body.payout as { id: number; created_at: string };
      const fee = splitSellerOrder(1000, t.config.marketplace.feeRule);
      expect(mine).toEqual([
        {
          seller: { id: ledgerOnly.id, name: 'Cy Ledger' },
          payout_account_state: 'not_started',
          balances: { pending_pence: 0, available_pence: 120, in_transit_pence: 0, paid_out_pence: 0 },
          hold: null,
          last_payout: null,
        },
        {
          seller: { id: onboarded.id, name: 'Bo Onboarded' },
          payout_account_state: 'active',
          balances: { pending_pence: 0, available_pence: 0, in_transit_pence: 0, paid_out_pence: 0 },
          hold: { reason: 'Identity checks pending', held_at: START.toISOString() },
          last_payout: null,
        },
        {
          seller: { id: paid.id, name: 'Ada Earner' },
          payout_account_state: 'active',
          balances: {
            pending_pence: fee.netPence,
            available_pence: 0,
            in_transit_pence: 250,
            paid_out_pence: 3000,
          },
          hold: null,
          last_payout: {
            id: payout.id,
            created_at: payout.created_at,
            amount_pence: 250,
            status: 'requested',
          },
        },
      ]);
      // The same figures as the ledger's own sums and the seller's money page.
      for (const who of [paid, onboarded]) {
        const row = mine.find((s) => s.seller.id === who.id);
        const own = await sellerMoney(t.db, who.id);
        expect(row?.balances).toEqual({
          pending_pence: own.pendingPence,
          available_pence: own.availablePence,
          in_transit_pence: own.inTransitPence,
          paid_out_pence: own.paidOutPence,
        });
        expect(row?.balances).toEqual((await moneyPage(who)).balances);
      }
      // The sample sellers' paid sample orders are in the ledger: they are listed with their sums.
      for (const row of sellers) {
        const own = await sellerMoney(t.db, row.seller.id);
        expect(row.balances.pending_pence).toBe(own.pendingPence);
      }
    });

    it('reads one page in ONE statement whatever the number of sellers on it, and the total past the end', async () => {
      const few = await counted(() => staffSellerPayouts(t.db, { pageSize: 100 }));
      expect(few.sql).toHaveLength(1);
      for (let i = 0; i < 6; i += 1) {
        const seller = await person(t, { firstName: 'Many', lastName: `Seller ${i}` });
        await onboardSeller(t, seller.id);
        destinations.open(seller.id);
        await earn(t.db, seller.id, 500 + i);
        expect((await seller.client.post('/api/payouts/')).status).toBe(201);
        await sold(seller.id, 700);
        if (i % 2 === 0)
          await staff.client.post(`/api/admin/users/${seller.id}/payout-hold/`, {
            on_hold: true,
            reason: 'Checks',
          });
      }
      const many = await counted(() => staffSellerPayouts(t.db, { pageSize: 100 }));
      expect(many.result.sellers.length).toBe(few.result.sellers.length + 6);
      expect(many.sql).toHaveLength(1);
      expect(many.result.sellers.filter((s) => s.hold !== null)).toHaveLength(3);
      expect(many.result.pagination.totalItems).toBe(many.result.sellers.length);

      const past = await counted(() => staffSellerPayouts(t.db, { page: 99, pageSize: 5 }));
      expect(past.result.sellers).toEqual([]);
      expect(past.result.pagination).toMatchObject({
        page: 99,
        totalItems: many.result.sellers.length,
        totalPages: Math.ceil(many.result.sellers.length / 5),
      });
      expect(past.sql).toHaveLength(2);
    });
  });

  describe('given staff holding and lifting a seller’s payouts', () => {
    it('audits both, e-mails the seller each time, and does neither twice', async () => {
      const seller = await person(t, { firstName: 'Sam', lastName: 'Seller' });
      await onboardSeller(t, seller.id);
      const url = `/api/admin/users/${seller.id}/payout-hold/`;
      const blank = await staff.client.post(url, { on_hold: true, reason: ' \n ' });
      expect(blank).toMatchObject({
        status: 400,
        body: { error: SELLER_PAYOUT_MESSAGES.holdReasonRequired },
      });
      expect((await staff.client.post(url, { on_hold: true, reason: 'Too many\r\ndisputes' })).status).toBe(
        200,
      );
      expect((await staff.client.post(url, { on_hold: true, reason: 'Again' })).status).toBe(200);
      const heldRow = (await everySeller()).find((s) => s.seller.id === seller.id);
      expect(heldRow?.hold?.reason).toBe('Too many disputes');
      expect(await mailsTo('payouts-on-hold', seller.email)).toHaveLength(1);
      expect((await mailsTo('payouts-on-hold', seller.email))[0]?.payload).toMatchObject({
        reason: 'Too many disputes',
      });
      expect(await mailsTo('payouts-resumed', seller.email)).toHaveLength(0);

      expect((await staff.client.post(url, { on_hold: false })).status).toBe(200);
      expect((await staff.client.post(url, { on_hold: false })).status).toBe(200);
      const actions = await t.db
        .select()
        .from(staffActions)
        .where(and(eq(staffActions.userId, seller.id)))
        .orderBy(staffActions.id);
      expect(actions.map((a) => [a.action, a.note, a.actorId])).toEqual([
        ['payouts_held', 'Too many disputes', staff.id],
        ['payouts_released', 'Too many disputes', staff.id],
      ]);
      expect(await mailsTo('payouts-resumed', seller.email)).toHaveLength(1);
      expect((await everySeller()).find((s) => s.seller.id === seller.id)?.hold).toBeNull();
      const log = await staff.client.get('/api/admin/staff-actions/');
      expect((log.body.actions as { action: string }[]).slice(0, 2).map((a) => a.action)).toEqual([
        'payouts_released',
        'payouts_held',
      ]);
    });
  });

  describe('given an order’s life in the ledger', () => {
    async function ledgerOf(orderId: number): Promise<OrderLedger> {
      const res = await staff.client.get(`/api/admin/orders/${orderId}/ledger/`);
      expect(res.status).toBe(200);
      return res.body.ledger as OrderLedger;
    }
    const sumOf = (journal: OrderLedger['journals'][number]) =>
      journal.entries.reduce((sum, e) => sum + e.amount_pence, 0);

    it('shows paid, released and refunded, oldest first, each summing to zero', async () => {
      const seller = await person(t, { firstName: 'Sam', lastName: 'Seller' });
      const buyer = await shopper(t);
      const productId = await product(t, seller.id, { stock: 5, pricePence: 2500 });
      const [order] = await buy(t, buyer, [{ productId, quantity: 2 }]);
      if (order === undefined) throw new Error('no order');
      const split = splitSellerOrder(5000, t.config.marketplace.feeRule);
      expect(await move(seller, order.id, 'shipped')).toBe(200);
      expect((await buyer.client.post(`/api/orders/${order.id}/confirm-receipt/`)).status).toBe(200);
      await t.db.transaction((tx) =>
        recordOrderRefund(tx, {
          orderId: order.id,
          sellerId: seller.id,
          refundPence: 1000,
          refundKey: `test-${order.id}`,
        }),
      );

      const ledger = await ledgerOf(order.id);
      expect(ledger.order_id).toBe(order.id);
      expect(ledger.journals.map((j) => j.kind)).toEqual(['order_paid', 'order_released', 'order_refunded']);
      const [paidJournal, released] = ledger.journals;
      expect(paidJournal?.entries).toEqual([
        { account: BUYERS, amount_pence: -5000 },
        { account: SHOP_FEES, amount_pence: split.feePence },
        { account: sellerPending(seller.id), amount_pence: split.netPence },
      ]);
      expect(released?.entries).toEqual([
        { account: sellerPending(seller.id), amount_pence: -split.netPence },
        { account: sellerAvailable(seller.id), amount_pence: split.netPence },
      ]);
      for (const journal of ledger.journals) {
        expect(sumOf(journal)).toBe(0);
        expect(journal.entries.length).toBeGreaterThanOrEqual(2);
        expect(Date.parse(journal.created_at)).not.toBeNaN();
      }
      const ids = ledger.journals.map((j) => j.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });

    it('shows a cancellation and the refund made, an order never paid as none, and 404 for an unknown order', async () => {
      const seller = await person(t);
      const buyer = await shopper(t);
      const productId = await product(t, seller.id, { stock: 5, pricePence: 1999 });
      const [order] = await buy(t, buyer, [{ productId, quantity: 1 }]);
      if (order === undefined) throw new Error('no order');
      expect(await move(seller, order.id, 'cancelled')).toBe(200);
      await makeDueRefunds(t);
      const ledger = await ledgerOf(order.id);
      expect(ledger.journals.map((j) => j.kind)).toEqual(['order_paid', 'order_cancelled', 'refund_paid']);
      const [, cancelled, refunded] = ledger.journals;
      expect(cancelled?.entries).toContainEqual({ account: REFUNDS_OWED, amount_pence: 1999 });
      expect(refunded?.entries).toEqual([
        { account: REFUNDS_OWED, amount_pence: -1999 },
        { account: BUYERS, amount_pence: 1999 },
      ]);
      for (const journal of ledger.journals) expect(sumOf(journal)).toBe(0);

      const { orderId: unpaid } = await paidOrder(t, {
        buyerId: buyer.id,
        sellerId: seller.id,
        lines: [{ productId, quantity: 1 }],
        status: 'pending',
      });
      expect(await ledgerOf(unpaid)).toEqual({ order_id: unpaid, journals: [] });
      const unknown = await staff.client.get('/api/admin/orders/99999999/ledger/');
      expect(unknown).toMatchObject({
        status: 404,
        body: { success: false, error: MESSAGES.server.notFound },
      });
    });
  });
});
