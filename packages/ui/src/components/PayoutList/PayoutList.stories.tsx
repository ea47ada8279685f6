import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SELLER_PAYOUT_MESSAGES, type Payout } from '@shop/contract';
import { PayoutList } from './PayoutList.tsx';

/** Payouts of every status (decision 061), newest first, amounts in pence. */
const payouts: Payout[] = [
  {
    id: 6,
    amount_pence: 1875,
    status: 'requested',
    origin: 'requested',
    created_at: '2026-11-27T15:10:00.000Z',
    paid_at: null,
    failed_at: null,
    failure_reason: null,
  },
  {
    id: 5,
    amount_pence: 2990,
    status: 'in_transit',
    origin: 'scheduled',
    created_at: '2026-11-26T06:00:00.000Z',
    paid_at: null,
    failed_at: null,
    failure_reason: null,
  },
  {
    id: 4,
    amount_pence: 4551,
    status: 'paid',
    origin: 'scheduled',
    created_at: '2026-10-19T06:00:00.000Z',
    paid_at: '2026-10-19T06:00:04.000Z',
    failed_at: null,
    failure_reason: null,
  },
  {
    id: 3,
    amount_pence: 2100,
    status: 'failed',
    origin: 'requested',
    created_at: '2026-10-15T14:20:00.000Z',
    paid_at: null,
    failed_at: '2026-10-15T14:20:03.000Z',
    failure_reason: 'The payout account cannot receive transfers.',
  },
  {
    id: 2,
    amount_pence: 325000,
    status: 'paid',
    origin: 'scheduled',
    created_at: '2026-10-12T06:00:00.000Z',
    paid_at: '2026-10-12T06:00:04.000Z',
    failed_at: null,
    failure_reason: null,
  },
];

const meta = {
  title: 'Components/PayoutList',
  component: PayoutList,
  parameters: { layout: 'padded' },
  args: {
    payouts,
    pagination: { page: 1, pageSize: 20, totalPages: 1, totalItems: payouts.length },
    page: 1,
    onPageChange: fn(),
  },
} satisfies Meta<typeof PayoutList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Requested, in transit, paid, and failed with the reason: one row each, newest first. */
export const WithStatuses: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payouts' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Your payouts' });
    await expect(table).toBeVisible();
    for (const status of ['Requested', 'In transit', 'Paid', 'Failed'])
      await expect(canvas.getAllByText(status, { exact: true })[0]).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '15/10/2026' })).toBeVisible();
    await expect(canvas.getByText(/The payout account cannot receive transfers\./)).toBeVisible();
    await expect(canvas.getByText('£3,250.00')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** More than one page: the payouts' own pagination. */
export const ManyPages: Story = {
  args: { page: 2, pagination: { page: 2, pageSize: 5, totalPages: 3, totalItems: 14 } },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Payouts pages' });
    await expect(nav).toBeVisible();
    canvas.getByRole('button', { name: 'Next' }).click();
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** No payout yet. */
export const Empty: Story = {
  args: { payouts: [], pagination: { page: 1, pageSize: 20, totalPages: 0, totalItems: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No payouts yet.' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** While the first page loads. */
export const Loading: Story = {
  args: { payouts: undefined, pagination: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your payouts');
  },
};

/** The payouts could not be loaded. */
export const LoadFailed: Story = {
  args: { payouts: undefined, pagination: undefined, error: SELLER_PAYOUT_MESSAGES.fetch },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Error: ${SELLER_PAYOUT_MESSAGES.fetch}`)).toBeVisible();
  },
};
