import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConnectPayoutsNotice } from './ConnectPayoutsNotice.tsx';

const meta = {
  title: 'Components/ConnectPayoutsNotice',
  component: ConnectPayoutsNotice,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConnectPayoutsNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A seller without an active payout account: their listings cannot be bought yet (decision 059). */
export const NotTakingOrders: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Your listings cannot be bought until you connect a payout account.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connect payouts' })).toHaveAttribute(
      'href',
      '/my-payouts',
    );
  },
};
