/**
 * Contract scenarios: a seller's statement, its CSV and weekly earnings (decision 063). The rows
 * are the caller's paid sales only (checked against My sales), newest first, paged without
 * overlap, filtered by month; a checkout adds a 'pending' row and a cancellation turns it
 * 'cancelled' with everything refunded; the CSV holds the same rows in pounds; visitors are
 * refused and the demo user may read.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEE_RULE,
  DEMO_ACCOUNT,
  EARNINGS_WEEKS,
  shopMonthKey,
  splitSellerOrder,
  toPence,
  type StatementRow,
} from '@shop/contract';
import { STATEMENT_CSV_HEADER } from '@shop/contract/statement-csv.ts';
import { SELLER_ACCOUNT, SHOP_ACCOUNT } from '@shop/sample-catalogue';
import type { ContractClient } from '../client.ts';
import { PAY, type Harness } from './harness.ts';

/** GET `path` (relative to the API base) with `c`'s cookies: the CSV is not JSON. */
async function download(c: ContractClient, path: string): Promise<Response> {
  const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return fetch(c.baseUrl.replace(/\/$/, '') + path, { headers: cookie === '' ? {} : { Cookie: cookie } });
}

/** Pence as the CSV writes them: pounds with 2 decimals. */
const pounds = (pence: number) => (pence / 100).toFixed(2);

/** Registers the statement scenarios on the harness of one target (see ../scenarios.ts). */
export function statementScenarios({ client, signIn, register }: Harness): void {
  describe('given a seller statement', () => {
    it("lists the caller's paid sales only, with My sales' figures, and every page without overlap", async () => {
      const shop = await signIn(SHOP_ACCOUNT);
      const { sales } = await shop.ok('getMySales');
      const all = await shop.ok('getSellerStatement');
      expect(all.statement.rows.length).toBeGreaterThanOrEqual(3);
      for (const row of all.statement.rows) {
        const sale = sales.find((s) => s.id === row.order_id);
        expect(sale).toBeDefined();
        expect(row.gross_pence).toBe(toPence(sale?.total_amount ?? -1));
        expect(row.fee_pence).toBe(toPence(sale?.fee_amount ?? -1));
        expect(row.net_pence).toBe(row.gross_pence - row.fee_pence);
      }
      // Newest first.
      const dates = all.statement.rows.map((r) => r.paid_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      // Pages of two: no row twice, none left out, the totals of every page those of all rows.
      const pageSize = 2;
      const pages: StatementRow[][] = [];
      const { pagination } = await shop.ok('getSellerStatement', { query: { pageSize } });
      expect(pagination.totalItems).toBe(all.statement.rows.length);
      expect(pagination.totalPages).toBe(Math.ceil(all.statement.rows.length / pageSize));
      for (let page = 1; page <= pagination.totalPages; page += 1) {
        const answer = await shop.ok('getSellerStatement', { query: { page, pageSize } });
        expect(answer.statement.totals).toEqual(all.statement.totals);
        pages.push(answer.statement.rows);
      }
      expect(pages.flat()).toEqual(all.statement.rows);
      expect(all.statement.totals.orders).toBe(all.statement.rows.length);
      expect(all.statement.totals.net_pence).toBe(all.statement.rows.reduce((s, r) => s + r.net_pence, 0));
      // Another seller sees none of these orders.
      const sam = await signIn(SELLER_ACCOUNT);
      const samRows = (await sam.ok('getSellerStatement')).statement.rows.map((r) => r.order_id);
      expect(samRows.filter((id) => all.statement.rows.some((r) => r.order_id === id))).toEqual([]);
    });

    it('filters by month and offers every month that has rows', async () => {
      const shop = await signIn(SHOP_ACCOUNT);
      const all = (await shop.ok('getSellerStatement')).statement;
      expect(all.month).toBeNull();
      expect(all.months).toEqual([...new Set(all.rows.map((r) => shopMonthKey(r.paid_at)))].sort().reverse());
      for (const month of all.months) {
        const { statement } = await shop.ok('getSellerStatement', { query: { month } });
        expect(statement.month).toBe(month);
        expect(statement.months).toEqual(all.months);
        expect(statement.rows).toEqual(all.rows.filter((r) => shopMonthKey(r.paid_at) === month));
      }
      expect(await shop.call('getSellerStatement', { query: { month: '2026-13' } })).toMatchObject({
        ok: false,
        status: 400,
      });
    });

    it("adds a 'pending' row for a sale and turns it 'cancelled' with all of it refunded when cancelled", async () => {
      const { client: buyer } = await register({ first_name: 'Bea', last_name: 'Buyer' });
      await buyer.ok('addToCart', { body: { product_id: 22, quantity: 1 } });
      const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
      await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
      const order = (await buyer.ok('getOrders')).orders.find((o) => o.checkout_session_id === sessionId);
      const gross = toPence(order?.total_amount ?? 0);
      const { feePence } = splitSellerOrder(gross, DEFAULT_FEE_RULE);

      const sam = await signIn(SELLER_ACCOUNT);
      const [newest] = (await sam.ok('getSellerStatement')).statement.rows;
      expect(newest).toMatchObject({
        order_id: order?.id,
        gross_pence: gross,
        fee_pence: feePence,
        refunds_pence: 0,
        fee_refunded_pence: 0,
        net_pence: gross - feePence,
        status: 'pending',
      });
      await sam.ok('updateOrderStatus', { params: { id: order?.id ?? 0 }, body: { status: 'cancelled' } });
      const after = await sam.ok('getSellerStatement');
      expect(after.statement.rows.find((r) => r.order_id === order?.id)).toMatchObject({
        refunds_pence: gross,
        fee_refunded_pence: feePence,
        net_pence: 0,
        status: 'cancelled',
      });
      // The weeks: EARNINGS_WEEKS consecutive Mondays, netting to what the rows keep.
      const { weeks } = await sam.ok('getWeeklyEarnings');
      expect(weeks).toHaveLength(EARNINGS_WEEKS);
      for (let i = 1; i < weeks.length; i += 1) {
        const gap = Date.parse(weeks[i]?.week_start ?? '') - Date.parse(weeks[i - 1]?.week_start ?? '');
        expect(gap).toBe(7 * 24 * 60 * 60 * 1000);
      }
      expect(weeks.reduce((sum, w) => sum + w.net_pence, 0)).toBe(
        after.statement.rows.reduce((sum, r) => sum + r.net_pence, 0),
      );
    });

    it('downloads the same rows as CSV in pounds, named after the month', async () => {
      const shop = await signIn(SHOP_ACCOUNT);
      const { rows, months } = (await shop.ok('getSellerStatement')).statement;
      const res = await download(shop, '/payouts/statement.csv');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="statement-all.csv"');
      const lines = (await res.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe(STATEMENT_CSV_HEADER.join(','));
      expect(lines.slice(1).map((l) => l.split(',').slice(1, 3))).toEqual(
        rows.map((r) => [String(r.order_id), pounds(r.gross_pence)]),
      );
      const month = months[0] ?? '2026-01';
      const one = await download(shop, `/payouts/statement.csv?month=${month}`);
      expect(one.headers.get('content-disposition')).toBe(`attachment; filename="statement-${month}.csv"`);
      expect((await one.text()).trimEnd().split('\r\n')).toHaveLength(
        1 + rows.filter((r) => shopMonthKey(r.paid_at) === month).length,
      );
    });

    it('answers a new account an empty statement, empty CSV and twelve empty weeks', async () => {
      const { client: nobody } = await register();
      const { statement, pagination } = await nobody.ok('getSellerStatement');
      expect(statement).toEqual({
        rows: [],
        month: null,
        months: [],
        totals: {
          orders: 0,
          gross_pence: 0,
          fee_pence: 0,
          refunds_pence: 0,
          fee_refunded_pence: 0,
          net_pence: 0,
        },
      });
      expect(pagination.totalItems).toBe(0);
      const csv = await download(nobody, '/payouts/statement.csv');
      expect(await csv.text()).toBe(`${STATEMENT_CSV_HEADER.join(',')}\r\n`);
      const { weeks } = await nobody.ok('getWeeklyEarnings');
      expect(weeks.map((w) => w.net_pence)).toEqual(Array.from({ length: EARNINGS_WEEKS }, () => 0));
    });

    it('refuses visitors with 401 and lets the demo user read', async () => {
      const visitor = client();
      expect(await visitor.call('getSellerStatement')).toMatchObject({ ok: false, status: 401 });
      expect(await visitor.call('getWeeklyEarnings')).toMatchObject({ ok: false, status: 401 });
      expect((await download(visitor, '/payouts/statement.csv')).status).toBe(401);
      const demo = await signIn(DEMO_ACCOUNT);
      expect((await demo.ok('getSellerStatement')).statement.rows).toEqual([]);
      expect((await download(demo, '/payouts/statement.csv')).status).toBe(200);
    });
  });
}
