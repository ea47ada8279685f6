import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PAYOUT_MESSAGES, MESSAGES, type PayoutAccount } from '@shop/contract';
import { PAYOUT_ONBOARDING_TITLE, PayoutOnboardingScreen } from './PayoutOnboardingScreen.tsx';

const saved: PayoutAccount = {
  state: 'active',
  provider: 'simulated',
  account_holder_name: 'Sam Seller',
  bank_last4: '6819',
};

const meta = {
  title: 'Screens/Seller/PayoutOnboardingScreen',
  component: PayoutOnboardingScreen,
  args: { onSubmit: fn(async () => saved), onSaved: fn(), onTestUserBlocked: fn() },
} satisfies Meta<typeof PayoutOnboardingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: name, sort code and account number with their hints (decision 059). */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: PAYOUT_ONBOARDING_TITLE })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Sort code' })).toHaveAccessibleDescription(
      PAYOUT_MESSAGES.sortCodeHint,
    );
    await expect(canvas.getByRole('textbox', { name: 'Account number' })).toHaveAccessibleDescription(
      PAYOUT_MESSAGES.accountNumberHint,
    );
  },
};

/** Bad details are caught before sending, each at its field; the first takes focus; nothing is sent. */
export const Errors: Story = {
  args: { defaultValues: { sort_code: '12-34-5', account_number: '1234567' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank details' }));
    await expect(await canvas.findByText('Account holder name is required')).toBeVisible();
    await expect(canvas.getByText(PAYOUT_MESSAGES.sortCode)).toBeVisible();
    await expect(canvas.getByText(PAYOUT_MESSAGES.accountNumber)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Account holder name' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While sending: the button reads 'Saving...' and waits. */
export const Submitting: Story = {
  args: {
    onSubmit: fn(() => new Promise<PayoutAccount>(() => undefined)),
    defaultValues: { account_holder_name: 'Sam Seller', sort_code: '12-34-56', account_number: '31926819' },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank details' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Sent: the details are trimmed and the stored account handed on. */
export const Saved: Story = {
  args: {
    defaultValues: { account_holder_name: ' Sam Seller ', sort_code: '123456', account_number: '31926819' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank details' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(saved));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      account_holder_name: 'Sam Seller',
      sort_code: '123456',
      account_number: '31926819',
    });
  },
};

/** The server refused a field: its message shows there. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(async () => Promise.reject(new Error(PAYOUT_MESSAGES.accountNumber))),
    defaultValues: { account_holder_name: 'Sam Seller', sort_code: '12-34-56', account_number: '31926819' },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank details' }));
    await expect(await canvas.findByText(PAYOUT_MESSAGES.accountNumber)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Account number' })).toHaveFocus();
  },
};

/** The demo user: nothing is sent and the test-user message shows (spec section 6). */
export const TestUser: Story = {
  args: {
    isTestUser: true,
    defaultValues: { account_holder_name: 'Demo User', sort_code: '12-34-56', account_number: '31926819' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank details' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.testUser.default);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onTestUserBlocked).toHaveBeenCalledOnce();
  },
};
