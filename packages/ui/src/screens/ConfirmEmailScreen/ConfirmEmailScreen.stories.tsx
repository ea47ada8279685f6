import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MESSAGES, PROFILE_MESSAGES } from '@shop/contract';
import { ConfirmEmailScreen } from './ConfirmEmailScreen.tsx';

const meta = {
  title: 'Screens/ConfirmEmailScreen',
  component: ConfirmEmailScreen,
  args: { onConfirm: fn(), status: 'idle' },
} satisfies Meta<typeof ConfirmEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link is opened: nothing is sent until 'Confirm e-mail address' is pressed. */
export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
    ).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm e-mail address' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Sending: the button reads 'Confirming...' and is disabled. */
export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Confirming...' })).toBeDisabled();
  },
};

/** Confirmed: the message takes focus, with a link to sign in with the new address. */
export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('status');
    await expect(message).toHaveTextContent(PROFILE_MESSAGES.emailChangeDone);
    await waitFor(() => expect(message).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  },
};

/** No token in the address: the invalid state, with a link to the profile to ask again. */
export const InvalidLink: Story = {
  args: { status: 'invalid' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.account.emailChangeInvalid);
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    await expect(canvas.queryByRole('button', { name: 'Confirm e-mail address' })).toBeNull();
  },
};

/** The server refused the token (used, expired or superseded): the same invalid state. */
export const ExpiredLink: Story = {
  args: { status: 'failed', error: { success: false, error: MESSAGES.account.emailChangeInvalid } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.account.emailChangeInvalid);
    await expect(canvas.getByRole('link', { name: 'Go to your profile' })).toBeVisible();
  },
};

/** Another refusal (the address was taken meanwhile): its text in the alert, the button stays. */
export const Failed: Story = {
  args: { status: 'failed', error: new Error(MESSAGES.server.emailTaken) },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.server.emailTaken);
    await waitFor(() => expect(alert).toHaveFocus());
  },
};
