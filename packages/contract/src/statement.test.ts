import { describe, expect, it } from 'vitest';
import {
  earningsWeekStarts,
  shopMonthKey,
  shopWeekStart,
  statementNetPence,
  statementPage,
  statementRow,
  statementStatus,
  weeklyEarnings,
  type StatementFigures,
} from './statement.ts';
import {
  STATEMENT_CSV_HEADER,
  guardedCsvCell,
  statementCsv,
  statementCsvDisposition,
} from './statement-csv.ts';
import { StatementRow } from './schemas/statement.ts';

const paid: StatementFigures = {
  orderId: 7,
  paidAt: new Date('2026-11-10T12:00:00Z'),
  grossPence: 1000,
  feePence: 100,
  refundsPence: 0,
  feeRefundedPence: 0,
  cancelled: false,
  released: false,
};

describe('given the figures of a seller order (decision 063)', () => {
  it('nets the gross less the fee less the seller part of refunds', () => {
    expect(statementNetPence(paid)).toBe(900);
    // 300 refunded: the shop gives back 30 of its fee, the seller 270.
    expect(statementNetPence({ ...paid, refundsPence: 300, feeRefundedPence: 30 })).toBe(630);
    expect(statementNetPence({ ...paid, refundsPence: 1000, feeRefundedPence: 100, cancelled: true })).toBe(
      0,
    );
  });

  it('gives the first status that holds: cancelled, refunded, part refunded, released, pending', () => {
    expect(statementStatus(paid)).toBe('pending');
    expect(statementStatus({ ...paid, released: true })).toBe('released');
    expect(statementStatus({ ...paid, released: true, refundsPence: 1 })).toBe('part refunded');
    expect(statementStatus({ ...paid, released: true, refundsPence: 1000 })).toBe('refunded');
    expect(statementStatus({ ...paid, refundsPence: 1000, cancelled: true })).toBe('cancelled');
  });

  it('makes a row the contract accepts, in pence', () => {
    const row = statementRow({ ...paid, refundsPence: 300, feeRefundedPence: 30 });
    expect(row).toEqual({
      order_id: 7,
      paid_at: '2026-11-10T12:00:00.000Z',
      gross_pence: 1000,
      fee_pence: 100,
      refunds_pence: 300,
      fee_refunded_pence: 30,
      net_pence: 630,
      status: 'part refunded',
    });
    expect(StatementRow.safeParse(row).success).toBe(true);
  });
});

describe('given instants near midnight (the shop keeps Europe/London time)', () => {
  it('puts an instant in the London month, not the UTC one', () => {
    // 23:30 UTC on 31 March 2026 is 00:30 BST on 1 April.
    expect(shopMonthKey(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04');
    // In winter London is UTC: 23:30 UTC on 31 January stays in January.
    expect(shopMonthKey(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01');
  });

  it('starts weeks on Monday in London', () => {
    // Sunday 28 June 2026 23:30 UTC is Monday 29 June 00:30 BST.
    expect(shopWeekStart(new Date('2026-06-28T23:30:00Z'))).toBe('2026-06-29');
    expect(shopWeekStart(new Date('2026-06-28T22:30:00Z'))).toBe('2026-06-22');
    // Across the clocks going forward (Sunday 29 March 2026).
    expect(shopWeekStart(new Date('2026-03-29T12:00:00Z'))).toBe('2026-03-23');
  });

  it('lists 12 Mondays up to the current week, oldest first', () => {
    const weeks = earningsWeekStarts(new Date('2026-11-28T10:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
  });
});

describe('given earnings movements', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  it('sums each week, with zeros for empty weeks and a week below zero', () => {
    const weeks = weeklyEarnings(
      [
        { at: new Date('2026-11-24T09:00:00Z'), netPence: 900 },
        { at: new Date('2026-11-27T09:00:00Z'), netPence: -270 },
        { at: new Date('2026-11-17T09:00:00Z'), netPence: -500 },
        // Before the 12 weeks: left out.
        { at: new Date('2026-01-05T09:00:00Z'), netPence: 10_000 },
      ],
      now,
    );
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week_start: '2026-11-23', net_pence: 630 });
    expect(weeks.at(-2)).toEqual({ week_start: '2026-11-16', net_pence: -500 });
    expect(weeks.slice(0, -2).every((w) => w.net_pence === 0)).toBe(true);
  });
});

describe('given a seller with rows in two months', () => {
  const rows = [
    statementRow({ ...paid, orderId: 1, paidAt: new Date('2026-10-05T10:00:00Z') }),
    statementRow({ ...paid, orderId: 2, paidAt: new Date('2026-11-02T10:00:00Z') }),
    statementRow({
      ...paid,
      orderId: 3,
      paidAt: new Date('2026-11-20T10:00:00Z'),
      refundsPence: 1000,
      feeRefundedPence: 100,
      cancelled: true,
    }),
    statementRow({ ...paid, orderId: 4, paidAt: new Date('2026-11-20T10:00:00Z') }),
  ];

  it('answers the month asked, newest first, with every month and the month totals', () => {
    const { statement, pagination } = statementPage(rows, { month: '2026-11' });
    expect(statement.rows.map((r) => r.order_id)).toEqual([4, 3, 2]);
    expect(statement.months).toEqual(['2026-11', '2026-10']);
    expect(statement.month).toBe('2026-11');
    expect(statement.totals).toEqual({
      orders: 3,
      gross_pence: 3000,
      fee_pence: 300,
      refunds_pence: 1000,
      fee_refunded_pence: 100,
      net_pence: 1800,
    });
    expect(pagination).toEqual({ page: 1, pageSize: 20, totalPages: 1, totalItems: 3 });
  });

  it('cuts pages without overlap and answers no rows past the last page', () => {
    const first = statementPage(rows, { page: 1, pageSize: 3 });
    const second = statementPage(rows, { page: 2, pageSize: 3 });
    expect(first.statement.rows.map((r) => r.order_id)).toEqual([4, 3, 2]);
    expect(second.statement.rows.map((r) => r.order_id)).toEqual([1]);
    expect(second.pagination).toEqual({ page: 2, pageSize: 3, totalPages: 2, totalItems: 4 });
    expect(first.statement.totals.orders).toBe(4);
    expect(statementPage(rows, { page: 3, pageSize: 3 }).statement.rows).toEqual([]);
  });

  it('answers an empty statement for a seller with no rows', () => {
    const { statement, pagination } = statementPage([], {});
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
    expect(pagination.totalPages).toBe(0);
  });

  it('writes the CSV with a header naming the unit, pounds with 2 decimals and London dates', () => {
    const csv = statementCsv([
      statementRow({
        ...paid,
        orderId: 12,
        paidAt: new Date('2026-03-31T23:30:00Z'),
        grossPence: 1205,
        feePence: 121,
      }),
    ]);
    expect(csv).toBe(
      `${STATEMENT_CSV_HEADER.join(',')}\r\n2026-04-01,12,12.05,1.21,0.00,0.00,10.84,pending\r\n`,
    );
    expect(STATEMENT_CSV_HEADER).toContain('Net (GBP)');
    expect(statementCsvDisposition('2026-04')).toBe('attachment; filename="statement-2026-04.csv"');
    expect(statementCsvDisposition(undefined)).toBe('attachment; filename="statement-all.csv"');
  });

  it('guards text cells against formulas but leaves a negative amount a number', () => {
    for (const start of ['=', '+', '-', '@'])
      expect(guardedCsvCell(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    expect(guardedCsvCell('pending')).toBe('pending');
    const csv = statementCsv([statementRow({ ...paid, feePence: 0, grossPence: 0, refundsPence: 0 })]);
    expect(csv.split('\r\n')[1]).toBe('2026-11-10,7,0.00,0.00,0.00,0.00,0.00,pending');
    const negative = statementCsv([{ ...statementRow(paid), net_pence: -250 }]);
    expect(negative.split('\r\n')[1]).toContain(',-2.50,');
  });
});
