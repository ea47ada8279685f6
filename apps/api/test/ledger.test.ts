/**
 * The double-entry ledger (decision 055): journals that balance or are refused (in code and by the
 * database at commit), written once per idempotency key, and written by the services themselves
 * in the transaction of the change: a checkout with two sellers (fee and pending per seller order),
 * a cancellation (pending and fee back to refunds owed), the refund the provider makes, a paid
 * checkout that made no order, and the seed's paid sample orders; My sales reads the split it
 * recorded (decision 056). The fee terms here are not the
 * default (12.5 % + 20p), so the configured rule is the one applied.
 */
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_FEE_RULE,
  DEFAULT_RETURN_WINDOW_DAYS,
  PAID_ORDER_STATUSES,
  splitSellerOrder,
  type FeeRule,
  type SellerOrder,
} from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, orders, outbox } from '../src/platform/db/schema.ts';
import { refundFailedSession } from '../src/modules/checkout/checkout.ts';
import { listSellerOrders } from '../src/modules/orders/orders.ts';
import {
  BUYERS,
  REFUNDS_OWED,
  SHOP_FEES,
  UnbalancedJournalError,
  allBalances,
  journals,
  postJournal,
  providerCashPence,
  recordOrderPaid,
  refundsOwedPence,
  sellerBalances,
  sellerPending,
  shopFeesPence,
  unbalancedJournals,
} from '../src/modules/ledger/index.ts';
import { ledgerEntries, ledgerJournals } from '../src/modules/ledger/tables.ts';
import { paidOrder, person, type Person } from './commerce.ts';
import { DEFAULT_MARKETPLACE } from '../src/platform/config/index.ts';
import { card, inCart, product, shopper } from './fake-stripe/shop.ts';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';
import { buy, makeDueRefunds, move } from './ledger-fixtures.ts';

const RULE: FeeRule = { percentBasisPoints: 1250, fixedPence: 20 };
/** The messages of `error` and its causes (Drizzle wraps the database's error), one text. */
function messages(error: unknown): string {
  const found: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) found.push(e.message);
  return found.join(' | ');
}

/** Rejects with an error whose messages (or causes') match `pattern`. */
async function refused(work: Promise<unknown>, pattern: RegExp): Promise<void> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'expected a refusal').toBeInstanceOf(Error);
  expect(messages(error)).toMatch(pattern);
}

const key = (what: string) => `test-${what}-${randomBytes(6).toString('hex')}`;

describe.each(testDatabases)('the ledger on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database, config: { marketplace: { ...DEFAULT_MARKETPLACE, feeRule: RULE } } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every journal balances and all balances together are zero. */
  async function expectConserved(): Promise<void> {
    expect(await unbalancedJournals(t.db)).toEqual([]);
    const balances = [...(await allBalances(t.db)).values()];
    expect(balances.reduce((sum, pence) => sum + pence, 0)).toBe(0);
  }

  describe('given the sample data', () => {
    it("records every paid sample order: each seller's pending is the nets of their paid orders, the shop's fees the fees", async () => {
      const sample = await t.db.select().from(orders);
      const paid = sample.filter(
        (o) => o.sellerId !== null && (PAID_ORDER_STATUSES as readonly string[]).includes(o.status),
      );
      expect(paid.length).toBeGreaterThan(0);
      const sellers = [...new Set(paid.map((o) => o.sellerId ?? 0))];
      for (const sellerId of sellers) {
        const nets = paid
          .filter((o) => o.sellerId === sellerId)
          .reduce((sum, o) => sum + splitSellerOrder(o.totalPence, RULE).netPence, 0);
        expect(await sellerBalances(t.db, sellerId)).toEqual({
          pendingPence: nets,
          availablePence: 0,
          paidOutPence: 0,
        });
      }
      const fees = paid.reduce((sum, o) => sum + splitSellerOrder(o.totalPence, RULE).feePence, 0);
      expect(await shopFeesPence(t.db)).toBe(fees);
      expect(await providerCashPence(t.db)).toBe(paid.reduce((sum, o) => sum + o.totalPence, 0));
      await expectConserved();
    });
  });

  describe('given a journal written by hand', () => {
    /** Writes a journal and `amounts` as its entries in one transaction. */
    const raw = (amounts: number[]) =>
      t.db.transaction(async (tx) => {
        const [journal] = await tx
          .insert(ledgerJournals)
          .values({ kind: 'order_paid', idempotencyKey: key('raw') })
          .returning({ id: ledgerJournals.id });
        if (journal === undefined) throw new Error('no journal');
        if (amounts.length > 0)
          await tx.insert(ledgerEntries).values(
            amounts.map((amountPence, i) => ({
              journalId: journal.id,
              account: `test:a${i}`,
              amountPence,
            })),
          );
        return journal.id;
      });
    const count = async () => (await t.db.select({ id: ledgerJournals.id }).from(ledgerJournals)).length;

    it('the database refuses, at commit, entries that do not sum to zero', async () => {
      const before = await count();
      await refused(raw([100, -99]), /does not balance: its entries sum to 1 pence/);
      await refused(raw([100, -50, -49]), /does not balance: its entries sum to 1 pence/);
      expect(await count()).toBe(before);
    });

    it('the database refuses a journal with no entries or one entry', async () => {
      const before = await count();
      await refused(raw([]), /has 0 entries/);
      await refused(raw([100]), /has 1 entries/);
      expect(await count()).toBe(before);
    });

    it('the database takes a balanced journal and then refuses to change or delete it', async () => {
      const id = await raw([250, -200, -50]);
      await refused(
        t.db.update(ledgerEntries).set({ amountPence: 1 }).where(eq(ledgerEntries.journalId, id)),
        /append-only: UPDATE on ledger_entries/,
      );
      await refused(t.db.delete(ledgerEntries).where(eq(ledgerEntries.journalId, id)), /append-only: DELETE/);
      await refused(t.db.delete(ledgerJournals).where(eq(ledgerJournals.id, id)), /append-only: DELETE/);
      // An entry added later to a balanced journal unbalances it: refused too.
      await refused(
        t.db.transaction((tx) =>
          tx.insert(ledgerEntries).values({ journalId: id, account: 'test:late', amountPence: 5 }),
        ),
        /does not balance: its entries sum to 5 pence/,
      );
      await expectConserved();
    });
  });

  describe('given postJournal', () => {
    it('refuses an empty, one-legged, unbalanced, zero or fractional journal before the database, writing nothing', async () => {
      const before = await journals(t.db);
      const post = (entries: { account: string; amountPence: number }[]) =>
        postJournal(t.db, { kind: 'order_paid', idempotencyKey: key('code'), entries });
      await expect(post([])).rejects.toBeInstanceOf(UnbalancedJournalError);
      await expect(post([{ account: 'test:a', amountPence: 10 }])).rejects.toBeInstanceOf(
        UnbalancedJournalError,
      );
      await expect(
        post([
          { account: 'test:a', amountPence: 10 },
          { account: 'test:b', amountPence: -9 },
        ]),
      ).rejects.toThrow(/sum to 1 pence/);
      await expect(
        post([
          { account: 'test:a', amountPence: 0 },
          { account: 'test:b', amountPence: 0 },
        ]),
      ).rejects.toBeInstanceOf(UnbalancedJournalError);
      await expect(
        post([
          { account: 'test:a', amountPence: 0.5 },
          { account: 'test:b', amountPence: -0.5 },
        ]),
      ).rejects.toBeInstanceOf(UnbalancedJournalError);
      expect(await journals(t.db)).toEqual(before);
    });

    it('writes a journal once per idempotency key, even when two transactions race', async () => {
      const k = key('once');
      const entries = (pence: number) => [
        { account: 'test:from', amountPence: -pence },
        { account: 'test:to', amountPence: pence },
      ];
      const first = await postJournal(t.db, { kind: 'order_paid', idempotencyKey: k, entries: entries(300) });
      const again = await postJournal(t.db, { kind: 'order_paid', idempotencyKey: k, entries: entries(999) });
      expect(first.created).toBe(true);
      expect(again).toEqual({ journalId: first.journalId, created: false });
      const k2 = key('race');
      const raced = await Promise.all(
        [1, 2].map(() =>
          t.db.transaction((tx) =>
            postJournal(tx, { kind: 'order_paid', idempotencyKey: k2, entries: entries(7) }),
          ),
        ),
      );
      expect(raced.filter((r) => r.created)).toHaveLength(1);
      const written = (await journals(t.db)).filter((j) => j.idempotencyKey === k || j.idempotencyKey === k2);
      expect(written.map((j) => j.entries.map((e) => e.amountPence))).toEqual([
        [-300, 300],
        [-7, 7],
      ]);
      await expectConserved();
    });
  });

  describe('given a checkout from two sellers', () => {
    let alice: Person;
    let bob: Person;
    let mine: { id: number; sellerId: number; totalPence: number }[];
    let feesBefore: number;
    let cashBefore: number;

    beforeAll(async () => {
      alice = await person(t, { firstName: 'Alice' });
      bob = await person(t, { firstName: 'Bob' });
      const teapot = await product(t, alice.id, { stock: 10, pricePence: 1999 });
      const pin = await product(t, bob.id, { stock: 10, pricePence: 5 });
      const buyer = await shopper(t);
      feesBefore = await shopFeesPence(t.db);
      cashBefore = await providerCashPence(t.db);
      mine = await buy(t, buyer, [
        { productId: teapot, quantity: 2 },
        { productId: pin, quantity: 1 },
      ]);
    });

    it('writes one journal per seller order: the buyers pay the gross, split into the fee and the seller pending', async () => {
      expect(mine.map((o) => [o.sellerId, o.totalPence])).toEqual([
        [alice.id, 3998],
        [bob.id, 5],
      ]);
      const [a, b] = mine;
      if (a === undefined || b === undefined) throw new Error('two orders expected');
      // 12.5 % of 3998 is 499.75 -> 500, + 20 = 520; net 3478.
      expect((await journals(t.db, { orderId: a.id })).map((j) => [j.kind, j.entries])).toEqual([
        [
          'order_paid',
          [
            { account: BUYERS, amountPence: -3998, orderId: a.id },
            { account: SHOP_FEES, amountPence: 520, orderId: a.id },
            { account: sellerPending(alice.id), amountPence: 3478, orderId: a.id },
          ],
        ],
      ]);
      // 5p: 0.625p -> 1p + 20p is more than the order, so the fee is the whole 5p and Bob's net 0.
      expect((await journals(t.db, { orderId: b.id })).map((j) => j.entries)).toEqual([
        [
          { account: BUYERS, amountPence: -5, orderId: b.id },
          { account: SHOP_FEES, amountPence: 5, orderId: b.id },
        ],
      ]);
      expect(await sellerBalances(t.db, alice.id)).toEqual({
        pendingPence: 3478,
        availablePence: 0,
        paidOutPence: 0,
      });
      expect(await sellerBalances(t.db, bob.id)).toEqual({
        pendingPence: 0,
        availablePence: 0,
        paidOutPence: 0,
      });
      expect(await shopFeesPence(t.db)).toBe(feesBefore + 525);
      expect(await providerCashPence(t.db)).toBe(cashBefore + 4003);
      await expectConserved();
    });

    it("My sales shows the split the ledger recorded, and today's terms for an order it never recorded (decision 056)", async () => {
      const [a] = mine;
      if (a === undefined) throw new Error('an order expected');
      // An order from before the ledger: no order_paid journal.
      const buyer = await person(t);
      const old = await paidOrder(t, {
        buyerId: buyer.id,
        sellerId: alice.id,
        lines: [{ productId: 1, quantity: 1, unitPricePence: 1000 }],
      });
      const answer = await alice.client.get('/api/my-sales/');
      expect(answer.status).toBe(200);
      const sales = answer.body.sales as SellerOrder[];
      // Recorded at payment: 520 and 3478 (above); unrecorded under RULE: 125 + 20 = 145.
      expect(sales.find((s) => s.id === a.id)).toMatchObject({ fee_amount: 5.2, net_amount: 34.78 });
      expect(sales.find((s) => s.id === old.orderId)).toMatchObject({ fee_amount: 1.45, net_amount: 8.55 });
      // Under other terms the recorded split stands; only the unrecorded order follows them.
      const underDefault = await listSellerOrders(t.db, alice.id, {
        feeRule: DEFAULT_FEE_RULE,
        returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
      });
      expect(underDefault.find((s) => s.id === a.id)).toMatchObject({ fee_amount: 5.2, net_amount: 34.78 });
      expect(underDefault.find((s) => s.id === old.orderId)).toMatchObject({ fee_amount: 1, net_amount: 9 });
    });

    it('a cancellation moves the pending net and the fee to refunds owed, and the refund made pays the buyer back', async () => {
      const [a, b] = mine;
      if (a === undefined || b === undefined) throw new Error('two orders expected');
      const owedBefore = await refundsOwedPence(t.db);
      expect(await move(alice, a.id, 'cancelled')).toBe(200);
      const cancelled = (await journals(t.db, { orderId: a.id })).find((j) => j.kind === 'order_cancelled');
      expect(cancelled?.refundKey).toBe(`refund-order-${a.id}`);
      expect(new Set(cancelled?.entries)).toEqual(
        new Set([
          { account: SHOP_FEES, amountPence: -520, orderId: a.id },
          { account: sellerPending(alice.id), amountPence: -3478, orderId: a.id },
          { account: REFUNDS_OWED, amountPence: 3998, orderId: a.id },
        ]),
      );
      expect((await sellerBalances(t.db, alice.id)).pendingPence).toBe(0);
      expect(await shopFeesPence(t.db)).toBe(feesBefore + 5);
      expect(await refundsOwedPence(t.db)).toBe(owedBefore + 3998);
      // The money is still at the provider until the refund is made.
      expect(await providerCashPence(t.db)).toBe(cashBefore + 4003);
      // A second cancellation is refused and writes nothing.
      const count = (await journals(t.db)).length;
      expect(await move(alice, a.id, 'cancelled')).toBe(409);
      expect(await journals(t.db)).toHaveLength(count);
      await expectConserved();

      await makeDueRefunds(t);
      const made = (await journals(t.db, { orderId: a.id })).find((j) => j.kind === 'refund_paid');
      expect(made?.entries).toEqual([
        { account: REFUNDS_OWED, amountPence: -3998, orderId: a.id },
        { account: BUYERS, amountPence: 3998, orderId: a.id },
      ]);
      expect(await refundsOwedPence(t.db)).toBe(owedBefore);
      expect(await providerCashPence(t.db)).toBe(cashBefore + 5);
      // Bob's order stands.
      expect(await move(bob, b.id, 'shipped')).toBe(200);
      expect(await shopFeesPence(t.db)).toBe(feesBefore + 5);
      await expectConserved();
    });
  });

  describe('given the same payment confirmed twice at once', () => {
    it('writes one journal per order: a repeated fulfilment writes no money twice', async () => {
      const seller = await person(t);
      const buyer = await shopper(t);
      const id = await product(t, seller.id, { stock: 5, pricePence: 1234 });
      await inCart(t, buyer.id, id, 2);
      const opened = await buyer.client.post('/api/payment/create-checkout-session/');
      const sessionId = String(opened.body.sessionId);
      const form = card(String(opened.body.clientSecret));
      const answers = await Promise.all(
        [1, 2].map(() => buyer.client.post('/api/payment/simulated/confirm/', form)),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect((await journals(t.db, { checkoutSessionId: sessionId })).map((j) => j.kind)).toEqual([
        'order_paid',
      ]);
      expect((await sellerBalances(t.db, seller.id)).pendingPence).toBe(
        splitSellerOrder(2468, RULE).netPence,
      );
      await expectConserved();
    });
  });

  describe('given a cancellation whose ledger disagrees with the order', () => {
    it('refuses the whole cancellation: the order, its refund and the ledger stay as they were', async () => {
      const seller = await person(t);
      const buyer = await person(t);
      const id = await product(t, seller.id, { stock: 5, pricePence: 1000 });
      const { orderId, sessionId } = await paidOrder(t, {
        buyerId: buyer.id,
        sellerId: seller.id,
        lines: [{ productId: id, quantity: 1 }],
      });
      // The ledger recorded 900p for this 1000p order: the cancellation's journal cannot be written.
      await t.db.transaction((tx) =>
        recordOrderPaid(
          tx,
          { orderId, sellerId: seller.id, grossPence: 900, checkoutSessionId: sessionId },
          RULE,
        ),
      );
      const before = await journals(t.db, { orderId });
      const res = await move(seller, orderId, 'cancelled');
      expect(res).toBe(500);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({ status: 'processing', refundedPence: 0 });
      const refunds = await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `refund-order-${orderId}`));
      expect(refunds).toEqual([]);
      expect(await journals(t.db, { orderId })).toEqual(before);
      await expectConserved();
    });
  });

  describe('given a paid checkout that made no order', () => {
    it('records the payment as owed back to the buyer, and the refund made settles it', async () => {
      const buyer = await shopper(t);
      const id = `cs_test_${randomBytes(8).toString('hex')}`;
      await t.db.insert(checkoutSessions).values({
        id,
        userId: buyer.id,
        status: 'failed',
        provider: 'simulated',
        amountPence: 2500,
        items: [],
        expiresAt: sql`now() + interval '30 minutes'`,
        paymentReference: `sim_${id}`,
      });
      const owedBefore = await refundsOwedPence(t.db);
      const cashBefore = await providerCashPence(t.db);
      expect(await refundFailedSession(t.db, id)).toBe(true);
      expect(await refundFailedSession(t.db, id)).toBe(false);
      expect((await journals(t.db, { checkoutSessionId: id })).map((j) => [j.kind, j.entries])).toEqual([
        [
          'payment_unfulfilled',
          [
            { account: BUYERS, amountPence: -2500, orderId: null },
            { account: REFUNDS_OWED, amountPence: 2500, orderId: null },
          ],
        ],
      ]);
      expect(await refundsOwedPence(t.db)).toBe(owedBefore + 2500);
      expect(await providerCashPence(t.db)).toBe(cashBefore + 2500);
      await makeDueRefunds(t);
      expect((await journals(t.db, { checkoutSessionId: id })).map((j) => j.kind)).toEqual([
        'payment_unfulfilled',
        'refund_paid',
      ]);
      expect(await refundsOwedPence(t.db)).toBe(owedBefore);
      expect(await providerCashPence(t.db)).toBe(cashBefore);
      await expectConserved();
    });
  });
});
