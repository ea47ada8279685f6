/**
 * Property test of the ledger (decision 055) with fast-check: random sequences of checkouts from
 * two sellers, shipments, deliveries, cancellations, refunds made, the buyer's Confirm receipt and
 * the passing of time with the 'release-earnings' job (decision 060, a settable clock), driven
 * through the real services (the simulated checkout, the order status and confirm-receipt routes,
 * the refund worker, the job's run). After every step:
 * - every journal sums to zero and has two legs or more;
 * - no money is created or lost: all balances together are zero, and the provider cash moved by
 *   what buyers paid less the refunds made;
 * - each seller's pending equals the closed-form sum of the nets (splitSellerOrder) of their
 *   orders paid, not cancelled and not released, their available the sum of the nets of their
 *   released orders; the shop's fees the sum of the fees of the orders that stand, refunds owed
 *   the cancelled orders not yet refunded;
 * - each order has exactly the journals its history calls for, none twice.
 * After each run, once every refund is made, reconciliation (decision 061) finds no difference.
 * A second property drives sellers' payouts (decision 061) the same way; see its note.
 */
import { splitSellerOrder, type FeeRule } from '@shop/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allBalances,
  journals,
  providerCashPence,
  refundsOwedPence,
  sellerBalances,
  sellerMoney,
  shopFeesPence,
  unbalancedJournals,
} from '../src/modules/ledger/index.ts';
import { SimulatedProvider, simulatedRecords, type TransferInput } from '../src/modules/payments/index.ts';
import { reconcileMoney } from '../src/modules/payouts/index.ts';
import { earn, fakeDestinations, payOut, refundAfterRelease } from './payout-fixtures.ts';
import { releaseDueEarnings } from '../src/modules/orders/index.ts';
import { DAY_MS, createSettableClock } from '../src/platform/clock.ts';
import { person } from './commerce.ts';
import { product, shopper } from './fake-stripe/shop.ts';
import { DEFAULT_MARKETPLACE } from '../src/platform/config/index.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';
import { buy, makeDueRefunds, move } from './ledger-fixtures.ts';

/** The same terms as ledger.test.ts (one seeded snapshot): 12.5 % + 20p, so small orders hit the cap. */
const RULE: FeeRule = { percentBasisPoints: 1250, fixedPence: 20 };

/** One step of a run. */
type Step =
  | { kind: 'checkout'; buyer: number; quantities: [number, number, number] }
  | { kind: 'ship' | 'deliver' | 'cancel' | 'confirm'; pick: number }
  | { kind: 'time'; days: number }
  | { kind: 'refunds' };

const price = fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 100_000 }));
const quantity = fc.integer({ min: 0, max: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      buyer: fc.integer({ min: 0, max: 1 }),
      quantities: fc.tuple(quantity, quantity, quantity),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('ship' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }), weight: 2 },
  // The clock moves 0 to 20 days and the release job runs (the release window is 14 days).
  {
    arbitrary: fc.record({ kind: fc.constant('time' as const), days: fc.integer({ min: 0, max: 20 }) }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('refunds' as const) }), weight: 1 },
);
const run = fc.record({
  prices: fc.tuple(price, price, price),
  steps: fc.array(step, { minLength: 1, maxLength: 8 }),
});

/** An order as the model knows it. */
interface ModelOrder {
  id: number;
  sellerId: number;
  /** Index of the buyer (buyers[]) who may confirm receipt. */
  buyer: number;
  grossPence: number;
  status: 'processing' | 'shipped' | 'delivered' | 'cancelled';
  /** When its earnings release by themselves (ms, the clock's time), once delivered by its seller. */
  releaseAtMs: number | null;
  released: boolean;
  refundMade: boolean;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe.each(primaryDatabase)('the ledger under random use on $name', (database) => {
  let t: TestApp;
  let simulatedProvider: SimulatedProvider;
  const clock = createSettableClock();
  beforeAll(async () => {
    t = await startTestApp({
      database,
      clock,
      config: { marketplace: { ...DEFAULT_MARKETPLACE, feeRule: RULE } },
    });
    simulatedProvider = new SimulatedProvider(() => Promise.resolve(null), t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps every journal balanced, money conserved and each balance equal to its closed form', async () => {
    await fc.assert(
      fc.asyncProperty(run, async ({ prices, steps }) => {
        // Refunds left by an earlier run are made first, so this run's figures start clean.
        await makeDueRefunds(t);
        const alice = await person(t, { firstName: 'Alice' });
        const bob = await person(t, { firstName: 'Bob' });
        const sellers = [alice, bob];
        const owners = [alice, alice, bob];
        const productIds: number[] = [];
        for (const [i, pricePence] of prices.entries())
          productIds.push(await product(t, owners[i]?.id ?? 0, { stock: 1000, pricePence }));
        const buyers = [await shopper(t), await shopper(t)];
        const buyerAt = (i: number) => {
          const buyer = buyers[i];
          if (buyer === undefined) throw new Error(`no buyer ${i}`);
          return buyer;
        };
        const base = {
          fees: await shopFeesPence(t.db),
          cash: await providerCashPence(t.db),
          owed: await refundsOwedPence(t.db),
        };
        const model: ModelOrder[] = [];

        const check = async () => {
          expect(await unbalancedJournals(t.db)).toEqual([]);
          expect(sum([...(await allBalances(t.db)).values()])).toBe(0);
          const standing = model.filter((o) => o.status !== 'cancelled');
          const net = (o: ModelOrder) => splitSellerOrder(o.grossPence, RULE).netPence;
          for (const seller of sellers) {
            const own = standing.filter((o) => o.sellerId === seller.id);
            expect(await sellerBalances(t.db, seller.id)).toEqual({
              pendingPence: sum(own.filter((o) => !o.released).map(net)),
              availablePence: sum(own.filter((o) => o.released).map(net)),
              paidOutPence: 0,
            });
          }
          const fees = standing.map((o) => splitSellerOrder(o.grossPence, RULE).feePence);
          expect(await shopFeesPence(t.db)).toBe(base.fees + sum(fees));
          const owed = model
            .filter((o) => o.status === 'cancelled' && !o.refundMade)
            .map((o) => o.grossPence);
          expect(await refundsOwedPence(t.db)).toBe(base.owed + sum(owed));
          const paidIn = sum(model.map((o) => o.grossPence));
          const paidBack = sum(model.filter((o) => o.refundMade).map((o) => o.grossPence));
          expect(await providerCashPence(t.db)).toBe(base.cash + paidIn - paidBack);
          for (const order of model) {
            const kinds = (await journals(t.db, { orderId: order.id })).map((j) => j.kind);
            expect(kinds).toEqual([
              'order_paid',
              // A journal of 0 pence is not written: an order whose whole gross is the fee releases nothing.
              ...(order.released && net(order) > 0 ? ['order_released'] : []),
              ...(order.status === 'cancelled' ? ['order_cancelled'] : []),
              ...(order.refundMade ? ['refund_paid'] : []),
            ]);
          }
        };

        try {
          for (const s of steps) {
            if (s.kind === 'checkout') {
              const quantities = s.quantities.some((q) => q > 0) ? s.quantities : [1, 0, 0];
              const lines = productIds
                .map((productId, i) => ({ productId, quantity: quantities[i] ?? 0 }))
                .filter((l) => l.quantity > 0);
              const made = await buy(t, buyerAt(s.buyer), lines);
              for (const order of made) {
                const gross = sum(
                  lines
                    .filter((l) => owners[productIds.indexOf(l.productId)]?.id === order.sellerId)
                    .map((l) => (prices[productIds.indexOf(l.productId)] ?? 0) * l.quantity),
                );
                expect(order.totalPence).toBe(gross);
                model.push({
                  id: order.id,
                  sellerId: order.sellerId,
                  buyer: s.buyer,
                  grossPence: gross,
                  status: 'processing',
                  releaseAtMs: null,
                  released: false,
                  refundMade: false,
                });
              }
            } else if (s.kind === 'refunds') {
              await makeDueRefunds(t);
              for (const order of model) if (order.status === 'cancelled') order.refundMade = true;
            } else if (s.kind === 'time') {
              clock.advance(s.days * DAY_MS);
              await releaseDueEarnings(t.db, clock.now());
              for (const order of model)
                if (
                  order.status === 'delivered' &&
                  !order.released &&
                  order.releaseAtMs !== null &&
                  order.releaseAtMs <= clock.now().getTime()
                )
                  order.released = true;
            } else if (s.kind === 'confirm') {
              const order = model[s.pick % Math.max(1, model.length)];
              if (order === undefined) continue;
              const answer = await buyerAt(order.buyer).client.post(
                `/api/orders/${order.id}/confirm-receipt/`,
              );
              const may = (order.status === 'shipped' || order.status === 'delivered') && !order.released;
              expect(answer.status).toBe(may ? 200 : 409);
              if (may) {
                order.status = 'delivered';
                order.released = true;
              }
            } else if (s.kind === 'deliver') {
              const order = model[s.pick % Math.max(1, model.length)];
              if (order === undefined) continue;
              const seller = sellers.find((p) => p.id === order.sellerId);
              if (seller === undefined) throw new Error('unknown seller');
              const status = (
                await seller.client.post(`/api/orders/${order.id}/status/`, { status: 'delivered' })
              ).status;
              expect(status).toBe(order.status === 'shipped' ? 200 : 409);
              if (status === 200) {
                order.status = 'delivered';
                order.releaseAtMs =
                  clock.now().getTime() + DEFAULT_MARKETPLACE.releaseAfterDeliveryDays * DAY_MS;
              }
            } else {
              const order = model[s.pick % Math.max(1, model.length)];
              if (order === undefined) continue;
              const seller = sellers.find((p) => p.id === order.sellerId);
              if (seller === undefined) throw new Error('unknown seller');
              const to = s.kind === 'cancel' ? 'cancelled' : 'shipped';
              const status = await move(seller, order.id, to);
              expect(status).toBe(order.status === 'processing' ? 200 : 409);
              if (status === 200) order.status = to;
            }
            await check();
          }
          // Every refund made, the books agree with the simulated provider's own records.
          await makeDueRefunds(t);
          expect(await reconcileMoney(t.db, await simulatedProvider.moneyRecords())).toEqual([]);
        } finally {
          await makeDueRefunds(t);
        }
      }),
      {
        numRuns: 15,
        // Always at least one run where the release window passes and one where the buyer confirms.
        examples: [
          [
            {
              prices: [1999, 35, 4500],
              steps: [
                { kind: 'checkout', buyer: 0, quantities: [1, 1, 1] },
                { kind: 'ship', pick: 0 },
                { kind: 'ship', pick: 1 },
                { kind: 'deliver', pick: 0 },
                { kind: 'time', days: 13 },
                { kind: 'confirm', pick: 1 },
                { kind: 'time', days: 1 },
                { kind: 'confirm', pick: 0 },
              ],
            },
          ],
        ],
      },
    );
  }, 120_000);
});

/** One step of a payouts run. */
type PayoutStep =
  | { kind: 'earn' | 'refund'; seller: number; pence: number }
  | { kind: 'request'; seller: number }
  | { kind: 'pay' | 'crash' | 'later' };

const payoutStep: fc.Arbitrary<PayoutStep> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('earn' as const),
      seller: fc.integer({ min: 0, max: 1 }),
      pence: fc.integer({ min: 1, max: 5000 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      seller: fc.integer({ min: 0, max: 1 }),
      pence: fc.integer({ min: 1, max: 3000 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('request' as const), seller: fc.integer({ min: 0, max: 1 }) }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('pay' as const) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('crash' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('later' as const) }), weight: 1 },
);

/** A payout as the model knows it. */
interface ModelPayout {
  id: number;
  seller: number;
  amountPence: number;
  state: 'open' | 'paid' | 'failed';
  /** Clock ms until which a crashed worker's lease holds it; null when free. */
  leasedUntil: number | null;
}

/**
 * Payouts (decision 061) under random use: earnings, refunds after release (an available balance
 * below 0), requests, worker runs, workers killed between the provider's transfer and the commit,
 * and time passing. After every step: every journal balances, no money is created or lost, each
 * seller's available, in-transit and paid-out balances equal the model's, the sum of the payouts
 * paid equals the paid-out balance, and the provider holds exactly one transfer, of the payout's
 * amount, per payout paid (or transferred by a worker that died), never two. After the run the
 * payouts left are paid and reconciliation finds no difference.
 */
describe.each(primaryDatabase)('payouts under random use on $name', (database) => {
  const LEASE_MS = 10 * 60_000;
  let t: TestApp;
  const clock = createSettableClock(new Date('2026-11-28T12:00:00.000Z'));
  const destinations = fakeDestinations();
  let simulated: SimulatedProvider;
  beforeAll(async () => {
    t = await startTestApp({ database, clock, payoutDestinations: destinations });
    simulated = new SimulatedProvider(() => Promise.resolve(null), t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps journals balanced, money conserved, and never pays a payout twice', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(payoutStep, { minLength: 1, maxLength: 10 }),
        fc.boolean(),
        async (steps, refusing) => {
          const sellers = [await person(t), await person(t)];
          destinations.open(sellers[0]?.id ?? 0);
          // The second seller's payout account refuses transfers for good in half the runs.
          destinations.open(sellers[1]?.id ?? 0, refusing ? `sim_refuse_${sellers[1]?.id}` : undefined);
          const earned = [0, 0];
          const model: ModelPayout[] = [];
          const sellerAt = (i: number) => {
            const seller = sellers[i];
            if (seller === undefined) throw new Error(`no seller ${i}`);
            return seller;
          };
          const refuses = (i: number) => i === 1 && refusing;
          const transfersOf = async () => {
            const byKey = new Map<string, number[]>();
            for (const r of await simulatedRecords(t.db, 'transfer'))
              byKey.set(r.idempotencyKey, [...(byKey.get(r.idempotencyKey) ?? []), r.amountPence ?? 0]);
            return byKey;
          };
          /** Payouts the provider transferred before the worker that asked died. */
          const transferred = new Set<number>();

          const check = async () => {
            expect(await unbalancedJournals(t.db)).toEqual([]);
            expect(sum([...(await allBalances(t.db)).values()])).toBe(0);
            for (const [i, seller] of sellers.entries()) {
              const mine = model.filter((p) => p.seller === i);
              const open = sum(mine.filter((p) => p.state === 'open').map((p) => p.amountPence));
              const paid = sum(mine.filter((p) => p.state === 'paid').map((p) => p.amountPence));
              expect(await sellerMoney(t.db, seller.id)).toEqual({
                pendingPence: 0,
                availablePence: (earned[i] ?? 0) - open - paid,
                inTransitPence: open,
                paidOutPence: paid,
              });
            }
            const transfers = await transfersOf();
            for (const payout of model) {
              const made = transfers.get(`payout-${payout.id}`) ?? [];
              const expected =
                payout.state === 'paid' || transferred.has(payout.id) ? [payout.amountPence] : [];
              expect(made, `payout ${payout.id}`).toEqual(expected);
            }
          };

          const runWorker = async (crash: boolean) => {
            const now = clock.now().getTime();
            const due = model
              .filter((p) => p.state === 'open' && (p.leasedUntil === null || p.leasedUntil <= now))
              .sort((a, b) => a.id - b.id);
            const controller = new AbortController();
            const dying = {
              name: 'simulated' as const,
              createTransfer: async (input: TransferInput) => {
                const answer = await simulated.createTransfer(input);
                if (!crash) return answer;
                controller.abort();
                return new Promise<never>(() => undefined);
              },
            };
            await payOut(t.db, dying, clock.now(), {
              signal: controller.signal,
              leaseMs: LEASE_MS,
              batchSize: 100,
            });
            for (const [n, payout] of due.entries()) {
              if (crash) {
                payout.leasedUntil = now + LEASE_MS;
                if (n === 0 && !refuses(payout.seller)) transferred.add(payout.id);
              } else if (refuses(payout.seller)) {
                payout.state = 'failed';
              } else {
                payout.state = 'paid';
              }
            }
          };

          for (const s of steps) {
            if (s.kind === 'earn') {
              await earn(t.db, sellerAt(s.seller).id, s.pence);
              earned[s.seller] = (earned[s.seller] ?? 0) + s.pence;
            } else if (s.kind === 'refund') {
              await refundAfterRelease(t.db, sellerAt(s.seller).id, s.pence);
              earned[s.seller] = (earned[s.seller] ?? 0) - s.pence;
            } else if (s.kind === 'request') {
              const mine = model.filter((p) => p.seller === s.seller && p.state !== 'failed');
              const available = (earned[s.seller] ?? 0) - sum(mine.map((p) => p.amountPence));
              const res = await sellerAt(s.seller).client.post('/api/payouts/');
              expect(res.status).toBe(available >= 100 ? 201 : 400);
              if (res.status === 201) {
                const payout = res.body.payout as { id: number; amount_pence: number };
                expect(payout.amount_pence).toBe(available);
                model.push({
                  id: payout.id,
                  seller: s.seller,
                  amountPence: available,
                  state: 'open',
                  leasedUntil: null,
                });
              }
            } else if (s.kind === 'later') {
              clock.advance(LEASE_MS);
            } else {
              await runWorker(s.kind === 'crash');
            }
            await check();
          }
          // Time passes and a worker runs: every payout is paid or failed, and the books agree.
          clock.advance(LEASE_MS);
          await runWorker(false);
          await check();
          expect(model.every((p) => p.state !== 'open')).toBe(true);
          expect(await reconcileMoney(t.db, await simulated.moneyRecords())).toEqual([]);
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);
});
