import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DEMO_ACCOUNT, MESSAGES, PASSKEY_MESSAGES, RECOVERY_MESSAGES } from '@shop/contract';
import { SignInScreen } from './SignInScreen.tsx';

const meta = {
  title: 'Screens/SignInScreen',
  component: SignInScreen,
  args: {
    defaultValues: DEMO_ACCOUNT,
    onSubmit: fn(),
    onTestDrive: fn(),
    status: 'idle',
  },
} satisfies Meta<typeof SignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A signed-out visitor: the form is prefilled with the demo values; Submit sends them.
 * 'Forgot password?' follows the password field in the tab order.
 */
export const SignedOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNT.email);
    const forgot = canvas.getByRole('link', { name: RECOVERY_MESSAGES.forgotPassword });
    await expect(forgot).toHaveAttribute('href', '/forgot-password');
    canvas.getByLabelText('Password').focus();
    await userEvent.tab();
    await expect(forgot).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(DEMO_ACCOUNT);
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    await expect(canvas.getByRole('link', { name: 'Back to browse' })).toHaveAttribute('href', '/products');
  },
};

/** 'Test Drive' signs in as the demo (test) user. */
export const TestUser: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Test Drive' }));
    await expect(args.onTestDrive).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Both fields are required: an empty form sends nothing (spec section 5). */
export const Empty: Story = {
  args: { defaultValues: { email: '', password: '' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Signing in: both buttons are disabled, yet keep focus (aria-disabled). */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Test Drive' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server refused: its `error` field shows in a red alert (spec section 8). */
export const Error: Story = {
  args: { status: 'failed', error: { success: false, error: MESSAGES.user.invalidCredentials } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.user.invalidCredentials);
  },
};

/** A body with a `detail` field is read too. */
export const ErrorDetail: Story = {
  args: { status: 'failed', error: { detail: MESSAGES.server.tooManyRequests } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.server.tooManyRequests);
  },
};

/**
 * The server refused a field (a 400 naming it): the text shows at that field, tied to it with
 * aria-describedby and aria-invalid, and the field takes focus; no alert, no JSON.
 */
export const FieldError: Story = {
  args: {
    status: 'failed',
    error: {
      success: false,
      error: `${MESSAGES.server.invalidRequest} email: must be at most 254 characters`,
    },
  },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAccessibleDescription('Must be at most 254 characters');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** 'Sign in with a passkey' (decision 070): the browser's dialog opens (onPasskey). */
export const WithPasskey: Story = {
  args: { onPasskey: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: PASSKEY_MESSAGES.signInButton }));
    await expect(args.onPasskey).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A passkey the shop does not know: the server's text in the alert. */
export const PasskeyRefused: Story = {
  args: {
    onPasskey: fn(),
    status: 'failed',
    error: { success: false, error: PASSKEY_MESSAGES.unknownPasskey },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.unknownPasskey);
  },
};
