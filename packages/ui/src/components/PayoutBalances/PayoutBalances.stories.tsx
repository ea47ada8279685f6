import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  MESSAGES,
  SELLER_PAYOUT_MESSAGES,
  belowMinimumPayoutMessage,
  type SellerMoneySummary,
} from '@shop/contract';
import { PayoutBalances, payoutRequestedText } from './PayoutBalances.tsx';

/** A seller's money page: Sam Seller with an active account, ready to be paid £18.75. */
const money = (
  overrides: Partial<Omit<SellerMoneySummary, 'balances'>> & {
    balances?: Partial<SellerMoneySummary['balances']>;
  } = {},
): SellerMoneySummary => {
  const { balances, ...rest } = overrides;
  return {
    balances: {
      pending_pence: 4250,
      available_pence: 1875,
      in_transit_pence: 0,
      paid_out_pence: 12400,
      ...balances,
    },
    // Monday 9 March 2026, 06:00 UTC (06:00 in London).
    terms: {
      schedule: 'daily',
      hour_utc: 6,
      min_payout_pence: 100,
      next_payout_at: '2026-03-09T06:00:00.000Z',
    },
    on_hold: false,
    hold_reason: null,
    has_payout_account: true,
    ...rest,
  };
};

const meta = {
  title: 'Components/PayoutBalances',
  component: PayoutBalances,
  parameters: { layout: 'padded' },
  args: { money: money(), onRequestPayout: fn() },
} satisfies Meta<typeof PayoutBalances>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Available at least the minimum, an active account, no hold: 'Request payout' asks for it. */
export const ReadyToRequest: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Balances' })).toBeVisible();
    await expect(canvas.getByText('£18.75')).toBeVisible();
    await expect(canvas.getByText('£42.50')).toBeVisible();
    await expect(canvas.getByText('£124.00')).toBeVisible();
    await expect(canvas.getByText('Monday 9 March')).toBeVisible();
    await expect(canvas.getByText('£1.00')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Request payout' });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-describedby');
    button.click();
    await expect(args.onRequestPayout).toHaveBeenCalledOnce();
  },
};

/** No active payout account: the button is disabled and says why. */
export const NoAccount: Story = {
  args: {
    money: money({
      has_payout_account: false,
      balances: { pending_pence: 0, available_pence: 0, paid_out_pence: 0 },
    }),
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Request payout' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(SELLER_PAYOUT_MESSAGES.noPayoutAccount);
    button.click();
    await expect(args.onRequestPayout).not.toHaveBeenCalled();
  },
};

/** Earnings still pending (orders not yet released): nothing to pay out yet. */
export const Pending: Story = {
  args: { money: money({ balances: { available_pence: 0, paid_out_pence: 0 } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('£42.50')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request payout' })).toHaveAccessibleDescription(
      belowMinimumPayoutMessage(100),
    );
  },
};

/** Available, but below the minimum payout. */
export const BelowMinimum: Story = {
  args: { money: money({ balances: { available_pence: 75 } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('£0.75')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request payout' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText(belowMinimumPayoutMessage(100))).toBeVisible();
  },
};

/** Below zero after a refund of a released order: later earnings make it up (decision 055). */
export const BelowZero: Story = {
  args: { money: money({ balances: { available_pence: -250 } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-£2.50')).toBeVisible();
    await expect(canvas.getByText('Below zero after a refund: later earnings make it up.')).toBeVisible();
  },
};

/** The shop pays out only on request (PAYOUT_SCHEDULE manual): no next date. */
export const OnlyWhenAsked: Story = {
  args: { money: money({ terms: { ...money().terms, schedule: 'manual', next_payout_at: null } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only when you ask')).toBeVisible();
  },
};

/** The request is on its way: the button says so and waits. */
export const Requesting: Story = {
  args: { requesting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Requesting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Requested: the status region announces it, the money is in transit, nothing more to ask for. */
export const RequestSucceeded: Story = {
  args: {
    money: money({ balances: { available_pence: 0, in_transit_pence: 1875 } }),
    requested: { amount_pence: 1875 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(payoutRequestedText({ amount_pence: 1875 }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Payout of £18.75 requested.');
    await expect(canvas.getByRole('button', { name: 'Request payout' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The server refused (here: the account stopped being active since the page loaded): an alert takes focus. */
export const RequestRefused: Story = {
  args: { requestError: SELLER_PAYOUT_MESSAGES.noPayoutAccount },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SELLER_PAYOUT_MESSAGES.noPayoutAccount);
    await expect(canvas.getByRole('alert')).toHaveFocus();
  },
};

/** The demo user may look but not ask: the demo refusal, sent by nothing. */
export const DemoUserRefused: Story = {
  args: { requestError: MESSAGES.testUser.default },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.testUser.default);
    await expect(canvas.getByRole('alert')).toHaveFocus();
  },
};

/** Staff hold the payouts: the reason they gave, and how to reach us; the button is disabled. */
export const OnHold: Story = {
  args: {
    money: money({ on_hold: true, hold_reason: 'We are checking the refunds on your recent orders.' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your payouts are on hold.')).toBeVisible();
    await expect(
      canvas.getByText('Reason from our staff: We are checking the refunds on your recent orders.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    const button = canvas.getByRole('button', { name: 'Request payout' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(/We are checking the refunds on your recent orders/);
  },
};

/** While the balances load. */
export const Loading: Story = {
  args: { money: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your balances');
  },
};

/** The balances could not be loaded. */
export const LoadFailed: Story = {
  args: { money: undefined, error: SELLER_PAYOUT_MESSAGES.fetch },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Error: ${SELLER_PAYOUT_MESSAGES.fetch}`)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
