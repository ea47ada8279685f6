import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MESSAGES, PROFILE_MESSAGES } from '@shop/contract';
import { ON_DEMAND_CODE_WAIT_MS } from '../../testing/fixtures.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const meta = {
  title: 'Components/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn(async () => undefined), onTestUserBlocked: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: the password rule shows under 'New password' before anything is sent. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      MESSAGES.account.passwordRule,
    );
  },
};

/** Sent: the button reads 'Changing...' and is disabled while the server answers. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Current password'), 'old password');
    await userEvent.type(canvas.getByLabelText('New password'), 'correct horse battery');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(
      await canvas.findByRole('button', { name: 'Changing...' }, { timeout: ON_DEMAND_CODE_WAIT_MS }),
    ).toBeDisabled();
  },
};

/** Changed: the fields clear and the confirmation takes focus. */
export const Success: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Current password'), 'old password');
    await userEvent.type(canvas.getByLabelText('New password'), 'correct horse battery');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      current_password: 'old password',
      new_password: 'correct horse battery',
    });
    const message = await canvas.findByRole('status', {}, { timeout: ON_DEMAND_CODE_WAIT_MS });
    await expect(message).toHaveTextContent(PROFILE_MESSAGES.passwordChanged);
    await waitFor(() => expect(message).toHaveFocus());
    await expect(canvas.getByLabelText('New password')).toHaveValue('');
  },
};

/** The confirmation differs: "Passwords don't match" at the confirm field, nothing sent. */
export const Mismatch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Current password'), 'old password');
    await userEvent.type(canvas.getByLabelText('New password'), 'correct horse battery');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'battery staple');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const confirm = canvas.getByLabelText('Confirm new password');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(MESSAGES.user.passwordsDontMatch));
    await expect(confirm).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Empty and too short: each field says what is missing before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Current password is required')).toBeVisible();
    await expect(canvas.getByText(MESSAGES.server.passwordTooShort)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the current password: the message shows at that field, which takes focus. */
export const WrongCurrentPassword: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(MESSAGES.account.currentPasswordWrong))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Current password'), 'not my password');
    await userEvent.type(canvas.getByLabelText('New password'), 'correct horse battery');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const current = canvas.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription(MESSAGES.account.currentPasswordWrong));
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveFocus();
  },
};

/** The server refused a common password: the message shows at 'New password', after the rule. */
export const CommonPassword: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(MESSAGES.account.passwordCommon))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Current password'), 'old password');
    await userEvent.type(canvas.getByLabelText('New password'), 'password123');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
        `${MESSAGES.account.passwordRule} ${MESSAGES.account.passwordCommon}`,
      ),
    );
  },
};

/** Any other failure (here the network): the message shows above the button and takes focus. */
export const Failed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(MESSAGES.user.network))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Current password'), 'old password');
    await userEvent.type(canvas.getByLabelText('New password'), 'correct horse battery');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: ON_DEMAND_CODE_WAIT_MS });
    await expect(alert).toHaveTextContent(MESSAGES.user.network);
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** The demo user: nothing is sent and the test-user message shows (spec section 6). */
export const TestUser: Story = {
  args: { isTestUser: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Current password'), 'demo password');
    await userEvent.type(canvas.getByLabelText('New password'), 'correct horse battery');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: ON_DEMAND_CODE_WAIT_MS })).toHaveTextContent(
      MESSAGES.testUser.default,
    );
    await expect(args.onTestUserBlocked).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
