import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ACCOUNT_DATA_MESSAGES, accountDeletionBlockers, accountDeletionRefusal } from '@shop/contract';
import { DeleteAccountScreen } from './DeleteAccountScreen.tsx';

const M = ACCOUNT_DATA_MESSAGES;

const meta = {
  title: 'Screens/DeleteAccountScreen',
  component: DeleteAccountScreen,
  args: { onConfirm: fn(), status: 'idle' },
} satisfies Meta<typeof DeleteAccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link is opened: nothing is deleted until the button is pressed. */
export const Confirm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: M.confirmTitle })).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: M.confirmButton }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Deleting: the button reads 'Deleting...' and is disabled. */
export const Deleting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: M.confirmBusy })).toBeDisabled();
  },
};

/** Deleted: the message takes focus, with a way back to the shop. */
export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('status');
    await expect(message).toHaveTextContent(M.deleted);
    await waitFor(() => expect(message).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/');
  },
};

/** Used or expired: the invalid state, with a link to the profile to ask again. */
export const Expired: Story = {
  args: { status: 'failed', error: { success: false, error: M.linkInvalid } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(M.linkInvalid);
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: M.confirmButton })).toBeNull();
  },
};

/** Something opened since the link was sent: the refusal's reasons, the button stays. */
export const Refused: Story = {
  args: {
    status: 'failed',
    error: new Error(
      accountDeletionRefusal(
        accountDeletionBlockers({
          pendingPence: 0,
          availablePence: 0,
          openPayouts: 0,
          openSales: 0,
          openPurchases: 1,
          openReturns: 0,
        }),
      ) ?? '',
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(M.refusedPrefix);
    await expect(canvas.getByRole('button', { name: M.confirmButton })).toBeEnabled();
  },
};
