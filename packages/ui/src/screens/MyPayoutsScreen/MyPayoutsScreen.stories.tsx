import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PAYOUT_MESSAGES, MESSAGES, type PayoutAccount } from '@shop/contract';
import { PayoutBalances } from '../../components/PayoutBalances/index.ts';
import { PayoutList } from '../../components/PayoutList/index.ts';
import { MY_PAYOUTS_TITLE, MyPayoutsScreen } from './MyPayoutsScreen.tsx';

const account = (overrides: Partial<PayoutAccount>): PayoutAccount => ({
  state: 'not_started',
  provider: 'simulated',
  account_holder_name: null,
  bank_last4: null,
  ...overrides,
});

const meta = {
  title: 'Screens/Seller/MyPayoutsScreen',
  component: MyPayoutsScreen,
  args: { account: account({}), loading: false, error: null, onStartOnboarding: fn() },
} satisfies Meta<typeof MyPayoutsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No payout account yet: listings cannot be bought; 'Connect payouts' starts onboarding (decision 059). */
export const NotStarted: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: MY_PAYOUTS_TITLE })).toBeVisible();
    await expect(canvas.getByText('Not started')).toBeVisible();
    await expect(canvas.getByText(PAYOUT_MESSAGES.notStarted)).toBeVisible();
    canvas.getByRole('button', { name: 'Connect payouts' }).click();
    await expect(args.onStartOnboarding).toHaveBeenCalledOnce();
  },
};

/** Details given, being checked: the holder and the last four digits show; onboarding can be finished. */
export const PendingVerification: Story = {
  args: {
    account: account({
      state: 'pending_verification',
      account_holder_name: 'Sam Seller',
      bank_last4: '1111',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending verification')).toBeVisible();
    await expect(canvas.getByText('Ending in 1111')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finish onboarding' })).toBeEnabled();
  },
};

/** Active: listings can be bought; no button. */
export const Active: Story = {
  args: { account: account({ state: 'active', account_holder_name: 'Sam Seller', bank_last4: '6819' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PAYOUT_MESSAGES.active)).toBeVisible();
    await expect(canvas.getByText('Sam Seller')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Restricted by the provider: listings cannot be bought until onboarding is finished. */
export const Restricted: Story = {
  args: {
    account: account({
      state: 'restricted',
      provider: 'stripe',
      account_holder_name: 'Sam Seller',
      bank_last4: '2222',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Restricted')).toBeVisible();
    await expect(canvas.getByText(PAYOUT_MESSAGES.restricted)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finish onboarding' })).toBeVisible();
  },
};

/** Back from Stripe's form before the account is active: the details are being checked. */
export const BackFromOnboarding: Story = {
  args: {
    account: account({ state: 'pending_verification', provider: 'stripe' }),
    onboardingReturn: 'return',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(PAYOUT_MESSAGES.pendingVerification);
  },
};

/** Onboarding is opening: the button says so and waits. */
export const Starting: Story = {
  args: { starting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Opening...' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Onboarding could not start (e.g. the demo user): the reason shows in an alert that takes focus. */
export const StartRefused: Story = {
  args: { startError: MESSAGES.testUser.default },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.testUser.default);
    await expect(canvas.getByRole('alert')).toHaveFocus();
  },
};

/** While the account loads. */
export const Loading: Story = {
  args: { account: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

/** The account could not be loaded. */
export const LoadError: Story = {
  args: { account: null, error: 'Failed to load your payout account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error: Failed to load your payout account')).toBeVisible();
  },
};

/**
 * An active seller's page as the route fills it (decision 061): the account, the balances with
 * 'Request payout', and the payouts (the chart and statement follow on the real page).
 */
export const WithBalancesAndPayouts: Story = {
  args: {
    account: account({ state: 'active', account_holder_name: 'Sam Seller', bank_last4: '6819' }),
    children: (
      <>
        <PayoutBalances
          money={{
            balances: {
              pending_pence: 4250,
              available_pence: 1875,
              in_transit_pence: 0,
              paid_out_pence: 12400,
            },
            terms: {
              schedule: 'daily',
              hour_utc: 6,
              min_payout_pence: 100,
              next_payout_at: '2026-03-09T06:00:00.000Z',
            },
            on_hold: false,
            hold_reason: null,
            has_payout_account: true,
          }}
          onRequestPayout={fn()}
        />
        <PayoutList
          payouts={[
            {
              id: 2,
              amount_pence: 4551,
              status: 'paid',
              origin: 'scheduled',
              created_at: '2026-03-02T06:00:00.000Z',
              paid_at: '2026-03-02T06:00:04.000Z',
              failed_at: null,
              failure_reason: null,
            },
            {
              id: 1,
              amount_pence: 2100,
              status: 'failed',
              origin: 'requested',
              created_at: '2026-02-24T14:20:00.000Z',
              paid_at: null,
              failed_at: '2026-02-24T14:20:03.000Z',
              failure_reason: 'The payout account cannot receive transfers.',
            },
          ]}
          pagination={{ page: 1, pageSize: 20, totalPages: 1, totalItems: 2 }}
          page={1}
          onPageChange={fn()}
        />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payout account' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Balances' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payouts' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request payout' })).toBeEnabled();
  },
};
