import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MESSAGES, RECOVERY_MESSAGES } from '@shop/contract';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

const meta = {
  title: 'Screens/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  args: { onSubmit: fn(), status: 'idle' },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor types the address of the account and asks for a link. */
export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), '  ada@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('ada@example.com');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

/** No address, or not an address: the field says so and nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    const email = canvas.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address'));
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending: the button reads 'Sending...' and is disabled. */
export const Submitting: Story = {
  args: { status: 'submitting', defaultEmail: 'ada@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** Sent: the same neutral confirmation for any address, which takes focus; the form goes. */
export const Sent: Story = {
  args: { status: 'sent' },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('status');
    await expect(message).toHaveTextContent(RECOVERY_MESSAGES.resetRequested);
    await waitFor(() => expect(message).toHaveFocus());
    await expect(canvas.queryByLabelText('Email')).toBeNull();
  },
};

/** Too many requests (429): the server's text in the alert, which takes focus. */
export const TooManyAttempts: Story = {
  args: {
    status: 'failed',
    defaultEmail: 'ada@example.com',
    error: { success: false, error: MESSAGES.server.tooManyRequests },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.server.tooManyRequests);
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  },
};

/** The server could not be reached. */
export const NetworkError: Story = {
  args: { status: 'failed', defaultEmail: 'ada@example.com', error: MESSAGES.user.network },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.user.network);
  },
};

/** The server refused the address itself: its text shows at the field. */
export const ServerFieldError: Story = {
  args: {
    status: 'failed',
    defaultEmail: 'ada@example',
    error: `${MESSAGES.server.invalidRequest} email: must be a valid email`,
  },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Must be a valid email'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
