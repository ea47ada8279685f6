import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Statement, WeeklyEarning } from '@shop/contract';
import { EarningsChart } from '../EarningsChart/index.ts';
import { SellerStatement } from './SellerStatement.tsx';

const weeks: WeeklyEarning[] = [0, 4095, 12750, 8600, 0, 15320, 9900, 21040, -1250, 11200, 17350, 4095].map(
  (net_pence, i) => ({
    week_start: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
    net_pence,
  }),
);

const statement: Statement = {
  rows: [
    {
      order_id: 131,
      paid_at: '2026-11-24T10:15:00.000Z',
      gross_pence: 4550,
      fee_pence: 455,
      refunds_pence: 0,
      fee_refunded_pence: 0,
      net_pence: 4095,
      status: 'pending',
    },
    {
      order_id: 127,
      paid_at: '2026-11-18T16:40:00.000Z',
      gross_pence: 2000,
      fee_pence: 200,
      refunds_pence: 500,
      fee_refunded_pence: 50,
      net_pence: 1350,
      status: 'part refunded',
    },
  ],
  month: '2026-11',
  months: ['2026-11', '2026-10'],
  totals: {
    orders: 2,
    gross_pence: 6550,
    fee_pence: 655,
    refunds_pence: 500,
    fee_refunded_pence: 50,
    net_pence: 5445,
  },
};

/**
 * The earnings chart above the statement, as the payouts page places them (decision 063): both
 * are fed by props from the route's hooks (useWeeklyEarnings, useSellerStatement).
 */
function StatementWithEarnings() {
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      <EarningsChart weeks={weeks} />
      <SellerStatement
        statement={statement}
        pagination={{ page: 1, pageSize: 20, totalPages: 1, totalItems: 2 }}
        month="2026-11"
        onMonthChange={fn()}
        page={1}
        onPageChange={fn()}
        csvHref="/api/payouts/statement.csv?month=2026-11"
      />
    </div>
  );
}

const meta = {
  title: 'Components/SellerStatement/With earnings chart',
  component: StatementWithEarnings,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatementWithEarnings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chart and the statement together: one figure, one statement table. */
export const Together: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Net earnings per week' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Statement for November 2026' })).toBeInTheDocument();
  },
};
