/**
 * Sellers' payouts (decision 061): a payout and its journal in one transaction, the worker
 * (paid, refused for good, retried, a crash between the provider's answer and the commit), the
 * schedule's slots, a negative available balance, staff holds, the seller's endpoints.
 * Time moves with a settable clock; the payout accounts are a fake PayoutDestinations.
 */
import {
  SELLER_PAYOUT_MESSAGES,
  belowMinimumPayoutMessage,
  type Payout,
  type SellerMoneySummary,
} from '@shop/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSettableClock, DAY_MS, type SettableClock } from '../src/platform/clock.ts';
import { outbox, staffActions } from '../src/platform/db/schema.ts';
import { journals, sellerMoney, unbalancedJournals } from '../src/modules/ledger/index.ts';
import {
  SimulatedProvider,
  PaymentProviderError,
  simulatedRecords,
  type TransferInput,
} from '../src/modules/payments/index.ts';
import { payouts, runScheduledPayouts, setPayoutHold } from '../src/modules/payouts/index.ts';
import { person, type Person } from './commerce.ts';
import { startTestApp, primaryDatabase, testDatabases, type TestApp } from './helpers.ts';
import { earn, fakeDestinations, memoryLog, payOut, refundAfterRelease } from './payout-fixtures.ts';

/** Saturday 28 November 2026, 05:00 UTC: an hour before the day's payout slot (06:00 UTC). */
const START = new Date('2026-11-28T05:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;

async function payoutRows(t: TestApp, sellerId: number) {
  return t.db.select().from(payouts).where(eq(payouts.sellerId, sellerId)).orderBy(payouts.id);
}

/** The money page of `who` (GET /payouts/balances/). */
async function moneyPage(who: Person): Promise<SellerMoneySummary> {
  return (await who.client.get('/api/payouts/balances/')).body.money as SellerMoneySummary;
}

async function mails(t: TestApp, kind: string) {
  return t.db.select().from(outbox).where(eq(outbox.kind, kind));
}

describe.each(primaryDatabase)('payouts on $name', (database) => {
  let t: TestApp;
  let clock: SettableClock;
  const destinations = fakeDestinations();
  let simulated: SimulatedProvider;
  let seller: Person;
  let staff: Person;
  beforeAll(async () => {
    clock = createSettableClock(START);
    t = await startTestApp({ database, clock, payoutDestinations: destinations });
    simulated = new SimulatedProvider(() => Promise.resolve(null), t.db);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    clock.set(START);
    destinations.accounts.clear();
    seller = await person(t, { firstName: 'Sam', lastName: 'Seller' });
    staff = await person(t, { staff: true });
  });

  describe('given a seller asking for a payout', () => {
    it('refuses without a payout account, below the minimum, or on hold, and writes nothing', async () => {
      await earn(t.db, seller.id, 5000);
      const none = await seller.client.post('/api/payouts/');
      expect(none).toMatchObject({ status: 400, body: { error: SELLER_PAYOUT_MESSAGES.noPayoutAccount } });

      destinations.open(seller.id);
      const held = await setPayoutHold(
        t.db,
        staff.id,
        seller.id,
        { onHold: true, reason: 'Checks' },
        clock.now(),
      );
      expect(held.on_hold).toBe(true);
      const onHold = await seller.client.post('/api/payouts/');
      expect(onHold).toMatchObject({ status: 400, body: { error: SELLER_PAYOUT_MESSAGES.onHold } });

      const poor = await person(t);
      destinations.open(poor.id);
      await earn(t.db, poor.id, 99);
      const below = await poor.client.post('/api/payouts/');
      expect(below).toMatchObject({ status: 400, body: { error: belowMinimumPayoutMessage(100) } });
      expect(belowMinimumPayoutMessage(100)).toBe(
        'Your available balance is below the minimum payout of £1.00.',
      );

      expect(await payoutRows(t, seller.id)).toEqual([]);
      expect(await payoutRows(t, poor.id)).toEqual([]);
      expect((await sellerMoney(t.db, poor.id)).availablePence).toBe(99);
    });

    it('makes a payout of the whole available balance with its payout_initiated journal', async () => {
      destinations.open(seller.id);
      await earn(t.db, seller.id, 1234);
      await earn(t.db, seller.id, 1000);
      const res = await seller.client.post('/api/payouts/');
      expect(res.status).toBe(201);
      expect(res.body.payout).toMatchObject({ amount_pence: 2234, status: 'requested', origin: 'requested' });
      const [row] = await payoutRows(t, seller.id);
      expect(row).toMatchObject({
        amountPence: 2234,
        destination: `sim_acct_${seller.id}`,
        provider: 'simulated',
      });
      const initiated = (await journals(t.db)).filter(
        (j) => j.idempotencyKey === `payout-initiated:${row?.id}`,
      );
      expect(initiated).toHaveLength(1);
      expect(initiated[0]?.kind).toBe('payout_initiated');
      expect(await sellerMoney(t.db, seller.id)).toEqual({
        pendingPence: 0,
        availablePence: 0,
        inTransitPence: 2234,
        paidOutPence: 0,
      });
      // Nothing left to pay out: a second request is below the minimum.
      expect((await seller.client.post('/api/payouts/')).status).toBe(400);
    });
  });

  describe('given the payout worker', () => {
    it('pays a payout: status paid, payout_paid journal, the seller told, one transfer at the provider', async () => {
      destinations.open(seller.id);
      await earn(t.db, seller.id, 2500);
      expect((await seller.client.post('/api/payouts/')).status).toBe(201);
      const [row] = await payoutRows(t, seller.id);
      const report = await payOut(t.db, simulated, clock.now());
      expect(report.paid).toContain(row?.id);
      const [paid] = await payoutRows(t, seller.id);
      expect(paid).toMatchObject({ status: 'paid', paidAt: clock.now(), attempts: 1 });
      expect(paid?.providerTransferId).toMatch(/^tr_sim_/);
      expect(await sellerMoney(t.db, seller.id)).toMatchObject({
        availablePence: 0,
        inTransitPence: 0,
        paidOutPence: 2500,
      });
      const transfers = (await simulatedRecords(t.db, 'transfer')).filter(
        (r) => r.idempotencyKey === `payout-${row?.id}`,
      );
      expect(transfers).toEqual([
        expect.objectContaining({ amountPence: 2500, reference: paid?.providerTransferId }),
      ]);
      const sent = (await mails(t, 'payout-sent')).filter((m) => m.dedupeKey === `payout-sent:${row?.id}`);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.payload).toMatchObject({ to: seller.email, amountPence: 2500 });
      // A later run finds nothing due.
      expect((await payOut(t.db, simulated, clock.now())).paid).not.toContain(row?.id);
    });

    it('fails a payout the provider refuses for good: the amount is available again and the seller told', async () => {
      destinations.open(seller.id, `sim_refuse_${seller.id}`);
      await earn(t.db, seller.id, 700);
      expect((await seller.client.post('/api/payouts/')).status).toBe(201);
      const [row] = await payoutRows(t, seller.id);
      const report = await payOut(t.db, simulated, clock.now());
      expect(report.failed).toContain(row?.id);
      const [failed] = await payoutRows(t, seller.id);
      expect(failed).toMatchObject({
        status: 'failed',
        failureReason: 'The payout account cannot receive transfers.',
      });
      expect(await sellerMoney(t.db, seller.id)).toMatchObject({
        availablePence: 700,
        inTransitPence: 0,
        paidOutPence: 0,
      });
      expect((await journals(t.db)).some((j) => j.idempotencyKey === `payout-failed:${row?.id}`)).toBe(true);
      expect(
        (await simulatedRecords(t.db, 'transfer')).some((r) => r.idempotencyKey === `payout-${row?.id}`),
      ).toBe(false);
      const told = (await mails(t, 'payout-failed')).filter(
        (m) => m.dedupeKey === `payout-failed:${row?.id}`,
      );
      expect(told[0]?.payload).toMatchObject({
        amountPence: 700,
        reason: 'The payout account cannot receive transfers.',
      });
    });

    it('retries a payout whose transfer failed for now, with backoff, until it is paid', async () => {
      destinations.open(seller.id);
      await earn(t.db, seller.id, 900);
      expect((await seller.client.post('/api/payouts/')).status).toBe(201);
      const [row] = await payoutRows(t, seller.id);
      const flaky = {
        name: 'simulated' as const,
        createTransfer: () => Promise.reject(new PaymentProviderError('the provider is down')),
      };
      expect((await payOut(t.db, flaky, clock.now())).retrying).toContain(row?.id);
      const [waiting] = await payoutRows(t, seller.id);
      expect(waiting).toMatchObject({
        status: 'in_transit',
        lastError: 'the provider is down',
        lockedUntil: null,
      });
      expect(waiting?.nextAttemptAt).toEqual(new Date(START.getTime() + 60_000));
      // Not due before the backoff has passed.
      expect((await payOut(t.db, simulated, clock.now())).paid).not.toContain(row?.id);
      clock.advance(60_000);
      expect((await payOut(t.db, flaky, clock.now())).retrying).toContain(row?.id);
      const [again] = await payoutRows(t, seller.id);
      expect(again?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 120_000));
      clock.advance(120_000);
      expect((await payOut(t.db, simulated, clock.now())).paid).toContain(row?.id);
      expect(await sellerMoney(t.db, seller.id)).toMatchObject({ inTransitPence: 0, paidOutPence: 900 });
    });

    it('never pays twice when a worker dies after the transfer and before the commit', async () => {
      destinations.open(seller.id);
      await earn(t.db, seller.id, 4200);
      expect((await seller.client.post('/api/payouts/')).status).toBe(201);
      const [row] = await payoutRows(t, seller.id);
      const crash = new AbortController();
      const calls: TransferInput[] = [];
      // The provider makes the transfer; the process dies before it records the answer.
      const dying = {
        name: 'simulated' as const,
        createTransfer: async (input: TransferInput) => {
          calls.push(input);
          await simulated.createTransfer(input);
          crash.abort();
          return new Promise<never>(() => undefined);
        },
      };
      const leaseMs = 5 * 60_000;
      expect((await payOut(t.db, dying, clock.now(), { signal: crash.signal, leaseMs })).abandoned).toContain(
        row?.id,
      );
      expect((await payoutRows(t, seller.id))[0]).toMatchObject({ status: 'in_transit', paidAt: null });
      // Another worker while the lease holds takes nothing.
      clock.advance(leaseMs - 1);
      const tracking = {
        name: 'simulated' as const,
        createTransfer: (input: TransferInput) => {
          calls.push(input);
          return simulated.createTransfer(input);
        },
      };
      expect((await payOut(t.db, tracking, clock.now())).paid).not.toContain(row?.id);
      // After the lease it asks again under the same key and records the one transfer.
      clock.advance(1);
      expect((await payOut(t.db, tracking, clock.now())).paid).toContain(row?.id);
      expect(calls.map((c) => c.idempotencyKey)).toEqual([`payout-${row?.id}`, `payout-${row?.id}`]);
      const transfers = (await simulatedRecords(t.db, 'transfer')).filter(
        (r) => r.idempotencyKey === `payout-${row?.id}`,
      );
      expect(transfers).toHaveLength(1);
      const [paid] = await payoutRows(t, seller.id);
      expect(paid).toMatchObject({
        status: 'paid',
        providerTransferId: transfers[0]?.reference,
        attempts: 2,
      });
      expect(
        (await journals(t.db)).filter((j) => j.idempotencyKey === `payout-paid:${row?.id}`),
      ).toHaveLength(1);
      expect(await sellerMoney(t.db, seller.id)).toMatchObject({ inTransitPence: 0, paidOutPence: 4200 });
      expect(await unbalancedJournals(t.db)).toEqual([]);
    });
  });

  describe('given the daily schedule at 06:00 UTC', () => {
    const config = { schedule: 'daily' as const, hourUtc: 6, minPayoutPence: 100 };
    const run = (now: Date) => runScheduledPayouts({ db: t.db, config, destinations, log: memoryLog(), now });

    it('pays each eligible seller once per slot, and a seller eligible later at the next slot', async () => {
      const other = await person(t);
      const noAccount = await person(t);
      const held = await person(t);
      const small = await person(t);
      for (const s of [seller, other, held, small]) destinations.open(s.id);
      await earn(t.db, seller.id, 1500);
      await earn(t.db, noAccount.id, 1500);
      await earn(t.db, held.id, 1500);
      await earn(t.db, small.id, 99);
      await setPayoutHold(t.db, staff.id, held.id, { onHold: true, reason: 'Fraud review' }, clock.now());

      // At 06:00 the day's slot is due.
      clock.set(new Date('2026-11-28T06:00:00.000Z'));
      const first = await run(clock.now());
      expect(first.slot).toEqual(new Date('2026-11-28T06:00:00.000Z'));
      expect(first.created).toContain(seller.id);
      expect(first.created).not.toContain(noAccount.id);
      expect(first.created).not.toContain(held.id);
      expect(first.created).not.toContain(small.id);
      const [scheduled] = await payoutRows(t, seller.id);
      expect(scheduled).toMatchObject({
        origin: 'scheduled',
        amountPence: 1500,
        idempotencyKey: `scheduled:${seller.id}:2026-11-28T06:00:00.000Z`,
      });

      // Later the same day: the slot is finished; a seller who became eligible waits.
      await earn(t.db, other.id, 800);
      clock.advance(3 * HOUR_MS);
      expect(await run(clock.now())).toMatchObject({ slot: null, created: [] });
      expect(await payoutRows(t, other.id)).toEqual([]);

      // The next day's slot pays them.
      clock.set(new Date('2026-11-29T06:00:30.000Z'));
      expect((await run(clock.now())).created).toContain(other.id);
      expect((await payoutRows(t, other.id))[0]).toMatchObject({ amountPence: 800, origin: 'scheduled' });
      // The held seller is still not paid; the seller already paid has nothing available.
      expect(await payoutRows(t, held.id)).toEqual([]);
      expect(await payoutRows(t, seller.id)).toHaveLength(1);
    });

    it('makes no scheduled payout on the manual schedule', async () => {
      destinations.open(seller.id);
      await earn(t.db, seller.id, 5000);
      clock.set(new Date('2026-12-01T06:00:00.000Z'));
      const report = await runScheduledPayouts({
        db: t.db,
        config: { ...config, schedule: 'manual' },
        destinations,
        log: memoryLog(),
        now: clock.now(),
      });
      expect(report).toEqual({ slot: null, created: [], skipped: [] });
      expect(await payoutRows(t, seller.id)).toEqual([]);
    });
  });

  describe('given an available balance below 0 (a refund after release)', () => {
    it('makes no payout until later earnings bring it back to the minimum, then pays the net', async () => {
      destinations.open(seller.id);
      await earn(t.db, seller.id, 1000);
      expect((await seller.client.post('/api/payouts/')).status).toBe(201);
      await payOut(t.db, simulated, clock.now());
      await refundAfterRelease(t.db, seller.id, 600);
      expect((await sellerMoney(t.db, seller.id)).availablePence).toBe(-600);
      const refused = await seller.client.post('/api/payouts/');
      expect(refused).toMatchObject({ status: 400, body: { error: belowMinimumPayoutMessage(100) } });
      expect((await moneyPage(seller)).balances).toMatchObject({
        available_pence: -600,
        paid_out_pence: 1000,
      });
      await earn(t.db, seller.id, 650);
      expect((await seller.client.post('/api/payouts/')).status).toBe(400);
      await earn(t.db, seller.id, 100);
      const made = await seller.client.post('/api/payouts/');
      expect(made).toMatchObject({ status: 201, body: { payout: { amount_pence: 150 } } });
    });
  });

  describe('given staff holding a seller’s payouts', () => {
    it('records the hold in the audit log, tells the seller, refuses payouts, and lifts it', async () => {
      destinations.open(seller.id);
      await earn(t.db, seller.id, 3000);
      const noReason = await staff.client.post(`/api/admin/users/${seller.id}/payout-hold/`, {
        on_hold: true,
      });
      expect(noReason).toMatchObject({
        status: 400,
        body: { error: SELLER_PAYOUT_MESSAGES.holdReasonRequired },
      });
      const held = await staff.client.post(`/api/admin/users/${seller.id}/payout-hold/`, {
        on_hold: true,
        reason: 'Too many disputes',
      });
      expect(held.status).toBe(200);
      expect(held.body.hold).toMatchObject({
        seller_id: seller.id,
        on_hold: true,
        reason: 'Too many disputes',
      });
      const actions = await t.db.select().from(staffActions).where(eq(staffActions.userId, seller.id));
      expect(actions.map((a) => [a.action, a.note, a.actorId])).toEqual([
        ['payouts_held', 'Too many disputes', staff.id],
      ]);
      const told = (await mails(t, 'payouts-on-hold')).filter(
        (m) => (m.payload as { to: string }).to === seller.email,
      );
      expect(told).toHaveLength(1);
      const list = await staff.client.get('/api/admin/payout-holds/');
      expect(list.body.holds).toContainEqual(
        expect.objectContaining({ seller_id: seller.id, reason: 'Too many disputes' }),
      );
      // The seller's money page says so, with the reason staff gave.
      expect(await moneyPage(seller)).toMatchObject({ on_hold: true, hold_reason: 'Too many disputes' });

      expect((await seller.client.post('/api/payouts/')).status).toBe(400);
      clock.set(new Date('2026-11-30T07:00:00.000Z'));
      const skipped = await runScheduledPayouts({
        db: t.db,
        config: { schedule: 'daily', hourUtc: 6, minPayoutPence: 100 },
        destinations,
        log: memoryLog(),
        now: clock.now(),
      });
      expect(skipped.created).not.toContain(seller.id);

      const lifted = await staff.client.post(`/api/admin/users/${seller.id}/payout-hold/`, {
        on_hold: false,
      });
      expect(lifted.body.hold).toMatchObject({ on_hold: false, reason: null });
      expect(await moneyPage(seller)).toMatchObject({ on_hold: false, hold_reason: null });
      const after = await t.db.select().from(staffActions).where(eq(staffActions.userId, seller.id));
      expect(after.map((a) => a.action)).toEqual(['payouts_held', 'payouts_released']);
      expect((await seller.client.post('/api/payouts/')).status).toBe(201);
    });
  });

  describe('given a seller’s money page', () => {
    it('shows the balances, the terms with the next payout date by the clock, and pages the payouts', async () => {
      destinations.open(seller.id);
      for (const pence of [300, 400, 500]) {
        await earn(t.db, seller.id, pence);
        expect((await seller.client.post('/api/payouts/')).status).toBe(201);
      }
      await payOut(t.db, simulated, clock.now());
      await earn(t.db, seller.id, 250);
      expect(await moneyPage(seller)).toEqual({
        balances: { pending_pence: 0, available_pence: 250, in_transit_pence: 0, paid_out_pence: 1200 },
        terms: {
          schedule: 'daily',
          hour_utc: 6,
          min_payout_pence: 100,
          next_payout_at: '2026-11-28T06:00:00.000Z',
        },
        on_hold: false,
        hold_reason: null,
        has_payout_account: true,
      });
      clock.set(new Date('2026-11-28T06:00:00.000Z'));
      expect((await moneyPage(seller)).terms.next_payout_at).toBe('2026-11-29T06:00:00.000Z');

      const page1 = await seller.client.get('/api/payouts/?pageSize=2');
      expect((page1.body.payouts as Payout[]).map((p) => p.amount_pence)).toEqual([500, 400]);
      expect(page1.body.pagination).toEqual({ page: 1, pageSize: 2, totalPages: 2, totalItems: 3 });
      const page2 = await seller.client.get('/api/payouts/?pageSize=2&page=2');
      expect(page2.body.payouts).toEqual([expect.objectContaining({ amount_pence: 300, status: 'paid' })]);
      const stranger = await person(t);
      expect((await stranger.client.get('/api/payouts/')).body.payouts).toEqual([]);
      expect(DAY_MS).toBe(24 * HOUR_MS);
    });
  });
});

describe.each(testDatabases.filter((d) => d.name === 'postgres'))('payouts at once on $name', (database) => {
  let t: TestApp;
  const destinations = fakeDestinations();
  beforeAll(async () => {
    t = await startTestApp({ database, payoutDestinations: destinations });
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes one payout per seller and slot when two processes run the schedule at once', async () => {
    const sellers = await Promise.all(Array.from({ length: 6 }, () => person(t)));
    for (const s of sellers) {
      destinations.open(s.id);
      await earn(t.db, s.id, 1000 + s.id);
    }
    const now = new Date('2026-12-07T06:00:00.000Z');
    const config = { schedule: 'weekly' as const, hourUtc: 6, minPayoutPence: 100 };
    const runs = await Promise.all(
      [0, 1].map(() => runScheduledPayouts({ db: t.db, config, destinations, log: memoryLog(), now })),
    );
    const created = runs.flatMap((r) => r.created);
    expect(created.sort((a, b) => a - b)).toEqual(sellers.map((s) => s.id).sort((a, b) => a - b));
    for (const s of sellers) {
      const rows = await t.db.select().from(payouts).where(eq(payouts.sellerId, s.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.amountPence).toBe(1000 + s.id);
      expect(await sellerMoney(t.db, s.id)).toMatchObject({ availablePence: 0, inTransitPence: 1000 + s.id });
    }

    // Two workers at once pay each payout once.
    const simulated = new SimulatedProvider(() => Promise.resolve(null), t.db);
    const reports = await Promise.all([0, 1].map(() => payOut(t.db, simulated, now)));
    const paid = reports.flatMap((r) => r.paid);
    expect(new Set(paid).size).toBe(paid.length);
    const ours = await t.db
      .select()
      .from(payouts)
      .where(and(like(payouts.idempotencyKey, 'scheduled:%'), eq(payouts.status, 'paid')));
    expect(ours).toHaveLength(sellers.length);
    const transfers = await simulatedRecords(t.db, 'transfer');
    expect(new Set(transfers.map((r) => r.idempotencyKey)).size).toBe(transfers.length);
    expect(await unbalancedJournals(t.db)).toEqual([]);
  });
});
