import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FULFILMENT_STATUSES } from '@shop/contract';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

const meta = {
  title: 'Components/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'processing' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status of the fulfilment state machine, and an unknown one. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {[...FULFILMENT_STATUSES, 'on hold'].map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByText('on hold')).toBeVisible();
  },
};
