import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MESSAGES, RECOVERY_MESSAGES } from '@shop/contract';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';

const meta = {
  title: 'Screens/ResetPasswordScreen',
  component: ResetPasswordScreen,
  args: { onSubmit: fn(), status: 'idle' },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh link: the password rule shows under 'New password' before submitting; matching passwords are sent. */
export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    const password = canvas.getByLabelText('New password');
    await expect(password).toHaveAccessibleDescription(MESSAGES.account.passwordRule);
    await userEvent.type(password, 'correct horse battery');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    // The strength rule loads on the first check (decision 044), so the form sends a moment later.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('correct horse battery'), {
      timeout: 5000,
    });
  },
};

/** The confirmation differs: "Passwords don't match" at the confirmation, which takes focus; nothing sent. */
export const Mismatch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'correct horse battery');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'battery staple');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    const confirm = canvas.getByLabelText('Confirm new password');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(MESSAGES.user.passwordsDontMatch), {
      timeout: 5000,
    });
    await expect(confirm).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Shorter than the rule: the field says so and nothing is sent. */
export const TooShort: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(
      await canvas.findByText(MESSAGES.server.passwordTooShort, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Too easy to guess (decision 044: `aaaaaaaa`): the shared strength rule says so at the field; nothing is sent. */
export const WeakPassword: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'aaaaaaaa');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'aaaaaaaa');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    const password = canvas.getByLabelText('New password');
    await waitFor(
      () =>
        expect(password).toHaveAccessibleDescription(
          `${MESSAGES.account.passwordRule} ${MESSAGES.account.passwordWeak}`,
        ),
      { timeout: 5000 },
    );
    await expect(password).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending: the button reads 'Saving...' and is disabled. */
export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** Changed: the confirmation takes focus, with a link to sign in. */
export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('status');
    await expect(message).toHaveTextContent(RECOVERY_MESSAGES.resetDone);
    await waitFor(() => expect(message).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    await expect(canvas.queryByLabelText('New password')).toBeNull();
  },
};

/** No token in the address: the invalid state, with a link back to 'Forgot password?'. */
export const InvalidLink: Story = {
  args: { status: 'invalid' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.account.resetInvalid);
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('link', { name: RECOVERY_MESSAGES.forgotPassword })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.queryByLabelText('New password')).toBeNull();
  },
};

/** The server refused the token (unknown, used or expired): the same invalid state. */
export const ExpiredLink: Story = {
  args: { status: 'failed', error: { success: false, error: MESSAGES.account.resetInvalid } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.account.resetInvalid);
    await expect(canvas.getByRole('link', { name: RECOVERY_MESSAGES.forgotPassword })).toBeVisible();
  },
};

/** The server refused a common password: its text at 'New password', after the rule. */
export const CommonPassword: Story = {
  args: { status: 'failed', error: new Error(MESSAGES.account.passwordCommon) },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('New password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        `${MESSAGES.account.passwordRule} ${MESSAGES.account.passwordCommon}`,
      ),
    );
    await expect(password).toHaveFocus();
  },
};

/** Any other failure (the network): the readable text in the alert. */
export const NetworkError: Story = {
  args: { status: 'failed', error: MESSAGES.user.network },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.user.network);
    await waitFor(() => expect(alert).toHaveFocus());
  },
};
