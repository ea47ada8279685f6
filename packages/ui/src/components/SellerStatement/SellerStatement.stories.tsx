import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Statement, StatementRow } from '@shop/contract';
import { SellerStatement } from './SellerStatement.tsx';

/** Rows of every status (decision 063), amounts in pence. */
const rows: StatementRow[] = [
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
  {
    order_id: 120,
    paid_at: '2026-11-09T09:05:00.000Z',
    gross_pence: 1000,
    fee_pence: 100,
    refunds_pence: 1000,
    fee_refunded_pence: 100,
    net_pence: 0,
    status: 'cancelled',
  },
  {
    order_id: 112,
    paid_at: '2026-11-02T23:30:00.000Z',
    gross_pence: 12999,
    fee_pence: 1300,
    refunds_pence: 0,
    fee_refunded_pence: 0,
    net_pence: 11699,
    status: 'released',
  },
  {
    order_id: 104,
    paid_at: '2026-11-01T11:00:00.000Z',
    gross_pence: 3200,
    fee_pence: 320,
    refunds_pence: 3200,
    fee_refunded_pence: 320,
    net_pence: 0,
    status: 'refunded',
  },
];

const statement: Statement = {
  rows,
  month: '2026-11',
  months: ['2026-11', '2026-10', '2026-09'],
  totals: {
    orders: 5,
    gross_pence: 23749,
    fee_pence: 2375,
    refunds_pence: 4700,
    fee_refunded_pence: 470,
    net_pence: 17144,
  },
};

const meta = {
  title: 'Components/SellerStatement',
  component: SellerStatement,
  args: {
    statement,
    pagination: { page: 1, pageSize: 20, totalPages: 1, totalItems: 5 },
    month: '2026-11',
    page: 1,
    onMonthChange: fn(),
    onPageChange: fn(),
    csvHref: '/api/payouts/statement.csv?month=2026-11',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SellerStatement>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A month of rows of every status, its totals, the month filter and the CSV link. */
export const WithRows: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'Statement for November 2026' });
    await expect(table).toBeInTheDocument();
    await expect(canvas.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(
      rows.map((r) => `Order #${r.order_id}`),
    );
    // 23:30 UTC on 2 November is still 2 November in London (GMT).
    await expect(canvas.getByRole('row', { name: /Order #112/ })).toHaveTextContent('02/11/2026');
    await expect(canvas.getByRole('row', { name: /Order #127/ })).toHaveTextContent('£0.50 returned');
    await expect(canvas.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/payouts/statement.csv?month=2026-11',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), 'October 2026');
    await expect(args.onMonthChange).toHaveBeenCalledWith('2026-10');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), 'All months');
    await expect(args.onMonthChange).toHaveBeenLastCalledWith(undefined);
  },
};

/** No paid sales at all: the empty state, no CSV link, no totals. */
export const Empty: Story = {
  args: {
    month: undefined,
    statement: {
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
    },
    pagination: { page: 1, pageSize: 20, totalPages: 0, totalItems: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No paid sales yet.' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The first load: a spinner in place of the table; the filter stays. */
export const Loading: Story = {
  args: { statement: undefined, pagination: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your statement');
  },
};

/** The statement failed to load. */
export const LoadFailed: Story = {
  args: { statement: undefined, pagination: undefined, error: 'Failed to fetch your statement' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Failed to fetch your statement');
  },
};

/** Page 2 of 6: the pagination moves between pages. */
export const ManyPages: Story = {
  args: {
    month: undefined,
    statement: { ...statement, month: null, totals: { ...statement.totals, orders: 115 } },
    pagination: { page: 2, pageSize: 20, totalPages: 6, totalItems: 115 },
    page: 2,
    csvHref: '/api/payouts/statement.csv',
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('table', { name: 'Statement for all months' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};
