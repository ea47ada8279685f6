/**
 * A decision closes exactly the reports it locked (decision 072, tested as decision 076 records):
 * a report sent while staff's decision is in progress stays open for the next decision, and its
 * reporter is not told of a decision that was not made on it. On PostgreSQL only (PGlite has one
 * connection, so nothing overlaps there). No sleeps: a second connection holds the listing's row,
 * so the decision, having locked its reports, waits on it; the test sees it waiting in `pg_locks`,
 * sends the new report, then lets the decision go on.
 */
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, reports } from '../src/platform/db/schema.ts';
import { listing, person } from './commerce.ts';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';

const postgres = testDatabases.filter((d) => d.name === 'postgres');

describe.runIf(postgres.length > 0)('a report sent while its target is being decided', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: postgres[0] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stays open, and only the reports the decision locked close and are told', async () => {
    const staff = await person(t, { staff: true, firstName: 'Stella', lastName: 'Staff' });
    const seller = await person(t, { firstName: 'Sam', lastName: 'Seller' });
    const first = await person(t, { firstName: 'Fay', lastName: 'First' });
    const late = await person(t, { firstName: 'Lou', lastName: 'Late' });
    const productId = await listing(t, seller.id, { name: 'Contested lamp' });
    const body = { target_kind: 'listing', target_id: productId, reason: 'scam' };
    expect((await first.client.post('/api/reports/', body)).status).toBe(201);

    // A second connection holds the listing's row: the decision's hold will wait on it.
    const blocker = new pg.Client({ connectionString: postgres[0]?.url });
    await blocker.connect();
    try {
      await blocker.query(`SET search_path TO ${t.config.databaseSchema}`);
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [productId]);
      const xid = (await blocker.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid')).rows[0]
        ?.xid;

      const deciding = staff.client.post('/api/admin/reports/decision/', {
        ...body,
        decision: 'suspend_listing',
        reason: 'Counterfeit',
      });
      // Wait (by asking, not by time) until the decision is blocked on the held row: by then it has
      // locked the open reports it will close.
      for (;;) {
        const waiting = await blocker.query(
          `SELECT 1 FROM pg_locks WHERE NOT granted AND locktype = 'transactionid' AND transactionid::text = $1`,
          [xid],
        );
        if (waiting.rowCount !== null && waiting.rowCount > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect((await late.client.post('/api/reports/', body)).status).toBe(201);
      await blocker.query('COMMIT');

      const decided = await deciding;
      expect(decided.body).toEqual({ success: true, closed: 1 });
    } finally {
      await blocker.end();
    }
    const rows = await t.db.select().from(reports).where(eq(reports.targetId, productId)).orderBy(reports.id);
    expect(rows.map((r) => [r.reporterId, r.decision])).toEqual([
      [first.id, 'suspend_listing'],
      [late.id, null],
    ]);
    const told = async (email: string) =>
      (
        await t.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(eq(outbox.kind, 'report-outcome'), sql`${outbox.payload}->>'to' = ${email}`))
      ).length;
    expect(await told(first.email)).toBe(1);
    expect(await told(late.email)).toBe(0);
    // The late report is in the queue for the next decision.
    const queue = await staff.client.get('/api/admin/reports/');
    expect(queue.body).toMatchObject({
      groups: [{ target: { id: productId }, reports: [{ reporter: { id: late.id } }] }],
    });
  });
});
