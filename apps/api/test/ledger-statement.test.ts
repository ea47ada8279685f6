/**
 * A seller's statement over real journals (decision 063), on PGlite and PostgreSQL: orders paid in
 * two months (recordOrderPaid), one part refunded (recordOrderRefund), one cancelled
 * (recordOrderCancelled), one released, and another seller's order. The statement lists the
 * caller's orders only, newest first, with the ledger's figures and the contract's statuses,
 * filters by London month, pages, totals the month, writes the same rows as CSV, and the weekly
 * earnings net the refunds in the week they were recorded, up to the app's clock.
 */
import { type FeeRule } from '@shop/contract';
import { STATEMENT_CSV_HEADER } from '@shop/contract/statement-csv.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOURNAL_KINDS,
  postJournal,
  recordOrderCancelled,
  recordOrderPaid,
  recordOrderRefund,
  sellerAvailable,
  sellerPending,
} from '../src/modules/ledger/index.ts';
import { createSettableClock } from '../src/platform/clock.ts';
import { queryRows } from '../src/platform/db/client.ts';
import { listing, paidOrder, person, type Person } from './commerce.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';

const RULE: FeeRule = { percentBasisPoints: 1000, fixedPence: 0 };

describe.each(primaryDatabase)('a seller statement on $name', (database) => {
  let t: TestApp;
  const clock = createSettableClock(new Date('2026-01-01T00:00:00Z'));
  let seller: Person;
  let other: Person;
  const ids: Record<'oct' | 'refunded' | 'cancelled' | 'released', number> = {
    oct: 0,
    refunded: 0,
    cancelled: 0,
    released: 0,
  };
  /** When the ledger recorded the refund and the cancellation (the database's clock). */
  let refundedAt = new Date(0);

  /** A paid order of `sellerId` placed at `createdAt` for `pence`, with its order_paid journal. */
  async function paid(sellerId: number, createdAt: Date, pence: number): Promise<number> {
    const buyer = await person(t);
    const product = await listing(t, sellerId);
    const { orderId, sessionId } = await paidOrder(t, {
      buyerId: buyer.id,
      sellerId,
      lines: [{ productId: product, quantity: 1, unitPricePence: pence }],
      createdAt,
    });
    await t.db.transaction((tx) =>
      recordOrderPaid(tx, { orderId, sellerId, grossPence: pence, checkoutSessionId: sessionId }, RULE),
    );
    return orderId;
  }

  beforeAll(async () => {
    t = await startTestApp({ database, clock });
    seller = await person(t);
    other = await person(t);
    // The database's clock: refunds and cancellations are dated by it (their journal's time).
    const [row] = await queryRows<{ now: string }>(t.db, sql`SELECT now()::text AS now`);
    const now = new Date(row?.now ?? 0);
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    ids.oct = await paid(seller.id, new Date('2025-10-05T10:00:00Z'), 1000);
    ids.refunded = await paid(seller.id, daysAgo(40), 2000); // fee 200, net 1800
    ids.cancelled = await paid(seller.id, daysAgo(39), 1000); // fee 100, net 900
    ids.released = await paid(seller.id, daysAgo(38), 3000); // fee 300, net 2700
    await paid(other.id, daysAgo(38), 5000);
    await t.db.transaction((tx) =>
      recordOrderRefund(tx, {
        orderId: ids.refunded,
        sellerId: seller.id,
        refundPence: 500,
        refundKey: `statement-test-${ids.refunded}`,
      }),
    );
    await t.db.transaction((tx) =>
      recordOrderCancelled(tx, {
        orderId: ids.cancelled,
        refundKey: `statement-cancel-${ids.cancelled}`,
        refundPence: 1000,
      }),
    );
    await postJournal(t.db, {
      kind: JOURNAL_KINDS.orderReleased,
      idempotencyKey: `statement-released:${ids.released}`,
      orderId: ids.released,
      entries: [
        { account: sellerPending(seller.id), amountPence: -2700, orderId: ids.released },
        { account: sellerAvailable(seller.id), amountPence: 2700, orderId: ids.released },
      ],
    });
    const [refund] = await queryRows<{ at: string }>(
      t.db,
      sql`SELECT created_at::text AS at FROM ledger_journals WHERE order_id = ${ids.refunded} AND kind = 'order_refunded'`,
    );
    refundedAt = new Date(refund?.at ?? 0);
    clock.set(refundedAt);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the caller’s paid orders only, newest first, with the ledger’s figures and statuses', async () => {
    const res = await seller.client.request('GET', '/api/payouts/statement/');
    expect(res.status).toBe(200);
    const { statement, pagination } = res.body as unknown as {
      statement: { rows: Record<string, unknown>[]; months: string[]; totals: Record<string, number> };
      pagination: Record<string, number>;
    };
    expect(statement.rows.map((r) => [r.order_id, r.status])).toEqual([
      [ids.released, 'released'],
      [ids.cancelled, 'cancelled'],
      [ids.refunded, 'part refunded'],
      [ids.oct, 'pending'],
    ]);
    expect(statement.rows[2]).toMatchObject({
      gross_pence: 2000,
      fee_pence: 200,
      refunds_pence: 500,
      fee_refunded_pence: 50,
      net_pence: 1350,
    });
    expect(statement.rows[1]).toMatchObject({
      gross_pence: 1000,
      fee_pence: 100,
      refunds_pence: 1000,
      fee_refunded_pence: 100,
      net_pence: 0,
    });
    expect(statement.totals).toEqual({
      orders: 4,
      gross_pence: 7000,
      fee_pence: 700,
      refunds_pence: 1500,
      fee_refunded_pence: 150,
      net_pence: 900 + 1350 + 0 + 2700,
    });
    expect(statement.months).toContain('2025-10');
    expect(pagination).toEqual({ page: 1, pageSize: 20, totalPages: 1, totalItems: 4 });
  });

  it('filters by London month and pages without overlap', async () => {
    const october = await seller.client.request('GET', '/api/payouts/statement/?month=2025-10');
    const octRows = (october.body.statement as { rows: { order_id: number }[] }).rows;
    expect(octRows.map((r) => r.order_id)).toEqual([ids.oct]);
    const first = await seller.client.request('GET', '/api/payouts/statement/?page=1&pageSize=3');
    const second = await seller.client.request('GET', '/api/payouts/statement/?page=2&pageSize=3');
    const rowsOf = (r: typeof first) =>
      (r.body.statement as { rows: { order_id: number }[] }).rows.map((row) => row.order_id);
    expect([...rowsOf(first), ...rowsOf(second)]).toEqual([
      ids.released,
      ids.cancelled,
      ids.refunded,
      ids.oct,
    ]);
    expect(second.body.pagination).toEqual({ page: 2, pageSize: 3, totalPages: 2, totalItems: 4 });
  });

  it('refuses a month that is not YYYY-MM with 400, and a visitor with 401', async () => {
    expect((await seller.client.request('GET', '/api/payouts/statement/?month=2025-13')).status).toBe(400);
    expect((await seller.client.request('GET', '/api/payouts/statement.csv?month=oct')).status).toBe(400);
    expect((await t.client().request('GET', '/api/payouts/statement/')).status).toBe(401);
    expect((await t.client().request('GET', '/api/payouts/statement.csv')).status).toBe(401);
    expect((await t.client().request('GET', '/api/payouts/earnings/weekly/')).status).toBe(401);
  });

  it('downloads the same rows as CSV, in pounds, named after the month', async () => {
    const res = await seller.client.request('GET', '/api/payouts/statement.csv?month=2025-10');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2025-10.csv"');
    expect(res.text).toBe(
      `${STATEMENT_CSV_HEADER.join(',')}\r\n2025-10-05,${ids.oct},10.00,1.00,0.00,0.00,9.00,pending\r\n`,
    );
    const all = await seller.client.request('GET', '/api/payouts/statement.csv');
    expect(all.headers['content-disposition']).toBe('attachment; filename="statement-all.csv"');
    expect(all.text.trimEnd().split('\r\n')).toHaveLength(1 + 4);
  });

  it('nets each week up to the clock: order nets when paid, refunds when recorded', async () => {
    const res = await seller.client.request('GET', '/api/payouts/earnings/weekly/');
    expect(res.status).toBe(200);
    const weeks = res.body.weeks as { week_start: string; net_pence: number }[];
    expect(weeks).toHaveLength(12);
    const total = weeks.reduce((sum, w) => sum + w.net_pence, 0);
    // The three recent orders' nets (40 to 38 days ago) less the refund's 450 and the
    // cancellation's 900 taken back this week; October 2025 is outside the 12 weeks.
    expect(total).toBe(1800 + 900 + 2700 - 450 - 900);
    expect(weeks.at(-1)?.net_pence).toBe(-1350);
    const others = await other.client.request('GET', '/api/payouts/earnings/weekly/');
    expect((others.body.weeks as { net_pence: number }[]).reduce((s, w) => s + w.net_pence, 0)).toBe(4500);
  });
});
