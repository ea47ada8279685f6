import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { WeeklyEarning } from '@shop/contract';
import { EarningsChart } from './EarningsChart.tsx';

/** Twelve Mondays from 7 September 2026, with `nets` in pence. */
function weeksOf(nets: readonly number[]): WeeklyEarning[] {
  return nets.map((net_pence, i) => {
    const day = new Date(Date.UTC(2026, 8, 7 + 7 * i));
    return { week_start: day.toISOString().slice(0, 10), net_pence };
  });
}

const meta = {
  title: 'Components/EarningsChart',
  component: EarningsChart,
  args: {
    weeks: weeksOf([0, 4095, 12750, 8600, 0, 15320, 9900, 21040, 6400, 11200, 17350, 4095]),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EarningsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve weeks of earnings: the bars, and the same figures in a table for screen readers. */
export const WithEarnings: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Net earnings per week' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Net earnings per week' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(12);
    await expect(canvas.getByRole('row', { name: '14 September 2026 £40.95' })).toBeInTheDocument();
    await expect(canvas.getByTestId('earnings-chart').querySelectorAll('.visx-bar')).toHaveLength(12);
  },
};

/** A week whose refunds took back more than it earned: a bar below the zero line. */
export const NegativeWeek: Story = {
  args: { weeks: weeksOf([0, 4095, 12750, -3600, 0, 15320, 9900, 21040, -1250, 11200, 17350, 4095]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: '28 September 2026 -£36.00' })).toBeInTheDocument();
  },
};

/** Twelve weeks without earnings: an empty state instead of a flat chart. */
export const Empty: Story = {
  args: { weeks: weeksOf(Array.from({ length: 12 }, () => 0)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No earnings in the last 12 weeks.')).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** The weeks load. */
export const Loading: Story = {
  args: { weeks: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your earnings');
  },
};

/** The weeks failed to load. */
export const LoadFailed: Story = {
  args: { weeks: undefined, error: 'Failed to fetch your earnings' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Failed to fetch your earnings');
  },
};
