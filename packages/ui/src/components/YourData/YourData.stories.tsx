import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  ACCOUNT_DATA_MESSAGES,
  MESSAGES,
  accountDeletionBlockers,
  accountDeletionLinkSent,
} from '@shop/contract';
import { YourData } from './YourData.tsx';

const M = ACCOUNT_DATA_MESSAGES;

const meta = {
  title: 'Components/YourData',
  component: YourData,
  args: {
    downloadHref: '/api/account/data/',
    stage: 'idle',
    onDelete: fn(),
    onClose: fn(),
    onSubmit: fn(),
    onTestUserBlocked: fn(),
  },
} satisfies Meta<typeof YourData>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The section: the download link (an attachment) and 'Delete my account'. */
export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: M.download });
    await expect(link).toHaveAttribute('href', '/api/account/data/');
    await expect(link).toHaveAttribute('download');
    await userEvent.click(canvas.getByRole('button', { name: M.deleteButton }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** The dialog while the server says whether the account may go. */
export const Checking: Story = {
  args: { stage: 'checking' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(M.deleteTitle)).toBeVisible());
    await expect(within(dialog).getByRole('status')).toBeInTheDocument();
  },
};

/** The confirmation dialog: the current password is required before anything is sent. */
export const ConfirmWithPassword: Story = {
  args: { stage: 'confirm' },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    // This story's dialog only: the previous story's may still be leaving the page on a loaded machine.
    await waitFor(() => expect(body.getAllByRole('dialog')).toHaveLength(1));
    const dialog = () => within(body.getByRole('dialog'));
    await userEvent.click(dialog().getByRole('button', { name: M.deleteConfirm }));
    await waitFor(() => expect(dialog().getByText('Current password is required')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog().getByLabelText(/Current password/), 'my passphrase');
    await userEvent.click(dialog().getByRole('button', { name: M.deleteConfirm }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('my passphrase'));
  },
};

/** A wrong password: the server's words above the buttons. */
export const WrongPassword: Story = {
  args: { stage: 'confirm', error: MESSAGES.account.currentPasswordWrong },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.account.currentPasswordWrong);
  },
};

/** Sending the link: the dialog's buttons are disabled. */
export const Sending: Story = {
  args: { stage: 'confirm', busy: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: M.deleteSending })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Refused: why the account cannot go yet, one reason a line. */
export const Refused: Story = {
  args: {
    stage: 'refused',
    blockers: accountDeletionBlockers({
      pendingPence: 1250,
      availablePence: 400,
      openPayouts: 1,
      openSales: 2,
      openPurchases: 1,
      openReturns: 1,
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(M.refusedTitle)).toBeVisible());
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(dialog).getByText(/£12.50 pending and £4.00 available/)).toBeVisible();
  },
};

/** The link went out: 'check your e-mail' takes focus. */
export const CheckYourEmail: Story = {
  args: { stage: 'sent', sentTo: 'nia@example.com' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(accountDeletionLinkSent('nia@example.com'));
    await waitFor(() => expect(notice).toHaveFocus());
  },
};

/** The demo user: the download works, deleting shows the test user's refusal instead. */
export const DemoUser: Story = {
  args: { isTestUser: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: M.deleteButton }));
    await expect(args.onTestUserBlocked).toHaveBeenCalledOnce();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
