import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { json, makeUser } from '../test-support.ts';
import { setupHooks as setup } from '../test-hooks.tsx';
import { useSellerStatement, useStatementCsvUrl, useWeeklyEarnings } from './statement.ts';

const statement = {
  rows: [],
  month: '2026-11',
  months: ['2026-11'],
  totals: { orders: 0, gross_pence: 0, fee_pence: 0, refunds_pence: 0, fee_refunded_pence: 0, net_pence: 0 },
};
const pagination = { page: 2, pageSize: 20, totalPages: 2, totalItems: 21 };

describe("given a seller's statement (decision 063)", () => {
  it('asks for the month and page and gives the parsed page', async () => {
    const { wrapper, calls } = setup(makeUser(), () => json({ success: true, statement, pagination }));
    const { result } = await renderHook(
      () => {
        const q = useSellerStatement({ month: '2026-11', page: 2 });
        return { data: q.data, csv: useStatementCsvUrl('2026-11') };
      },
      { wrapper },
    );
    await expect.poll(() => result.current.data?.pagination.page).toBe(2);
    expect(calls.map((c) => c.url)).toEqual(['/api/payouts/statement/?month=2026-11&page=2']);
    expect(result.current.csv).toBe('/api/payouts/statement.csv?month=2026-11');
  });

  it('asks for the weekly earnings, and nothing while signed out', async () => {
    const weeks = [{ week_start: '2026-11-23', net_pence: 900 }];
    const signedIn = setup(makeUser(), () => json({ success: true, weeks }));
    const { result } = await renderHook(() => useWeeklyEarnings().data, { wrapper: signedIn.wrapper });
    await expect.poll(() => result.current?.weeks).toEqual(weeks);
    expect(signedIn.calls.map((c) => c.url)).toEqual(['/api/payouts/earnings/weekly/']);
    const signedOut = setup(null, () => json({ success: true, weeks }), '');
    await renderHook(() => useWeeklyEarnings().data, { wrapper: signedOut.wrapper });
    expect(signedOut.calls).toEqual([]);
  });
});
