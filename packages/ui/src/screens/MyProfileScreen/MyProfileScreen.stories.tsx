import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { MESSAGES, PASSKEY_MESSAGES, PROFILE_MESSAGES } from '@shop/contract';
import { demoUser, shopUser } from '@shop/sample-catalogue';
import { ON_DEMAND_CODE_WAIT_MS, samplePasskeys, sampleSavedAddresses } from '../../testing/fixtures.ts';
import { MyProfileScreen } from './MyProfileScreen.tsx';

const meta = {
  title: 'Screens/MyProfileScreen',
  component: MyProfileScreen,
  args: {
    user: shopUser,
    loading: false,
    busy: false,
    onSubmit: fn(),
    toast: null,
    onToastOpenChange: fn(),
    isTestUser: false,
    onTestUserBlocked: fn(),
  },
} satisfies Meta<typeof MyProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in user: shortcuts, the details form, 'Update details' sends every editable field. */
export const SignedIn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'manage your account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'my comments' })).toHaveAttribute('href', '/my-comments');
    await expect(canvas.getByRole('link', { name: 'my sales' })).toHaveAttribute('href', '/my-sales');
    await expect(canvas.getByRole('link', { name: 'my payouts' })).toHaveAttribute('href', '/my-payouts');
    await expect(canvas.queryByLabelText('Id')).toBeNull();
    await userEvent.clear(canvas.getByLabelText('City'));
    await userEvent.type(canvas.getByLabelText('City'), 'Bath');
    await userEvent.click(canvas.getByRole('button', { name: 'Update details' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ city: 'Bath', email: shopUser.email, is_active: true }),
    );
  },
};

/** The demo user: a note explains the block, and submitting does not send (spec sections 5 and 6). */
export const TestUser: Story = {
  args: { user: demoUser, isTestUser: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(MESSAGES.testUser.default)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update details' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onTestUserBlocked).toHaveBeenCalledOnce();
  },
};

/** An inactive account: the checkbox reads 'Inactive' until it is ticked. */
export const Inactive: Story = {
  args: { user: { ...shopUser, is_active: false } },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Inactive' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(canvas.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  },
};

/** Loading with no user yet: a spinner. */
export const Loading: Story = {
  args: { user: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your details');
  },
};

/** The update is running: 'Updating...' and disabled, yet focusable (aria-disabled). */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Updating...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The update succeeded: 'User profile updated successfully!' (spec section 8). */
export const SuccessToast: Story = {
  args: { toast: { tone: 'success', message: MESSAGES.user.updated } },
  play: async () => {
    await expect(await screen.findByText(MESSAGES.user.updated)).toBeVisible();
  },
};

/** The update failed: 'Error: {message}' (spec section 8). */
export const ErrorToast: Story = {
  args: { toast: { tone: 'danger', message: MESSAGES.user.update } },
  play: async () => {
    await expect(await screen.findByText(`Error: ${MESSAGES.user.update}`)).toBeVisible();
  },
};

/** The user could not be loaded. */
export const Error: Story = {
  args: { user: null, error: MESSAGES.user.fetch },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${MESSAGES.user.fetch}`);
  },
};

/** The 'Delivery addresses' section with two saved addresses. */
export const WithAddresses: Story = {
  args: {
    addresses: {
      addresses: sampleSavedAddresses,
      onAdd: fn(async () => undefined),
      onRemove: fn(async () => undefined),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delivery addresses' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
  },
};

/** No saved address yet: the empty text and 'Add an address'. */
export const NoAddresses: Story = {
  args: {
    addresses: { addresses: [], onAdd: fn(async () => undefined), onRemove: fn(async () => undefined) },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('You have no saved addresses yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    await expect(canvas.getByRole('form', { name: 'Add an address' })).toBeVisible();
  },
};

/** The 'Passkeys' section (decision 070) with two passkeys. */
export const WithPasskeys: Story = {
  args: {
    passkeys: {
      passkeys: samplePasskeys,
      onAdd: fn(async () => undefined),
      onRename: fn(async () => undefined),
      onRemove: fn(async () => undefined),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: PASSKEY_MESSAGES.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Work laptop' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: PASSKEY_MESSAGES.addButton })).toBeVisible();
  },
};

/** 'Display name' says what it is for; left unchanged it is not sent. */
export const DisplayName: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const displayName = canvas.getByLabelText('Display name');
    await expect(displayName).toHaveValue(shopUser.display_name);
    await expect(displayName).toHaveAccessibleDescription(PROFILE_MESSAGES.displayNameHint);
    await userEvent.click(canvas.getByRole('button', { name: 'Update details' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.not.objectContaining({ display_name: expect.anything() }),
    );
    await userEvent.clear(displayName);
    await userEvent.click(canvas.getByRole('button', { name: 'Update details' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ display_name: '' }));
  },
};

/** A new e-mail address: 'Current password' appears after it and is sent as current_password. */
export const EmailChange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByLabelText('Current password')).toBeNull();
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'new.address@example.com');
    const current = canvas.getByLabelText('Current password');
    await expect(current).toHaveAccessibleDescription(MESSAGES.account.currentPasswordRequired);
    await userEvent.click(canvas.getByRole('button', { name: 'Update details' }));
    await waitFor(() => expect(current).toHaveFocus());
    await expect(canvas.getByText('Current password is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(current, 'my password');
    await userEvent.click(canvas.getByRole('button', { name: 'Update details' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'new.address@example.com', current_password: 'my password' }),
    );
  },
};

/**
 * An e-mail change was asked for (decision 044): 'check your new inbox' takes focus; the form still
 * shows the current address, which stays in force until the link is used.
 */
export const EmailChangePending: Story = {
  args: { pendingEmail: 'new.address@example.com' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(
      PROFILE_MESSAGES.emailChangePending.replace('{email}', 'new.address@example.com'),
    );
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(canvas.getByLabelText('Email')).toHaveValue(shopUser.email);
    await expect(canvas.queryByLabelText('Current password')).toBeNull();
  },
};

/** The server refused the current password: the text shows at that field, which takes focus. */
export const EmailChangeWrongPassword: Story = {
  args: {
    onSubmit: fn(async () => Promise.reject(new globalThis.Error(MESSAGES.account.currentPasswordWrong))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'new.address@example.com');
    await userEvent.type(canvas.getByLabelText('Current password'), 'not my password');
    await userEvent.click(canvas.getByRole('button', { name: 'Update details' }));
    const current = canvas.getByLabelText('Current password');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(
        `${MESSAGES.account.currentPasswordRequired} ${MESSAGES.account.currentPasswordWrong}`,
      ),
    );
    await expect(current).toHaveFocus();
  },
};

/** The new address already has an account: the text shows at 'Email'. */
export const EmailTaken: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new globalThis.Error(MESSAGES.server.emailTaken))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'seller@shop.test');
    await userEvent.type(canvas.getByLabelText('Current password'), 'my password');
    await userEvent.click(canvas.getByRole('button', { name: 'Update details' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.server.emailTaken),
    );
  },
};

/** Unticking 'Active' asks first: the alert dialog is open, focus on 'Cancel'. */
export const DeactivateDialogOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Active' }));
    const dialog = await screen.findByRole('alertdialog', { name: PROFILE_MESSAGES.deactivateTitle });
    await expect(dialog).toHaveTextContent(PROFILE_MESSAGES.deactivateConfirm);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // The dialog fades in (150 ms): visible once the animation has run.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: PROFILE_MESSAGES.deactivate })).toBeVisible(),
    );
  },
};

/** 'Cancel' (or Escape) keeps the account ticked and returns focus to the checkbox. */
export const DeactivateCancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Active' });
    checkbox.focus();
    await userEvent.keyboard(' ');
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(checkbox).toBeChecked();
    await waitFor(() => expect(checkbox).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Update details' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ is_active: true }));
  },
};

/** 'Deactivate' unticks it (with a note of what saving does); saving sends is_active false. */
export const Deactivated: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(await screen.findByRole('button', { name: PROFILE_MESSAGES.deactivate }));
    const checkbox = canvas.getByRole('checkbox', { name: 'Inactive' });
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription(PROFILE_MESSAGES.deactivateConfirm);
    await userEvent.click(canvas.getByRole('button', { name: 'Update details' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ is_active: false }));
  },
};

/** The 'Change password' section under the details, with the password rule. */
export const WithChangePassword: Story = {
  args: { changePassword: { onSubmit: fn(async () => undefined) } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Change password' });
    await expect(form).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      MESSAGES.account.passwordRule,
    );
  },
};

/** The demo user: changing the password is refused without sending (spec section 6). */
export const TestUserChangePassword: Story = {
  args: {
    user: demoUser,
    isTestUser: true,
    changePassword: { onSubmit: fn(async () => undefined), isTestUser: true, onTestUserBlocked: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Current password'), 'demo password');
    await userEvent.type(canvas.getByLabelText('New password'), 'correct horse battery');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    // The new-password rule (zxcvbn) is code loaded on first use.
    await expect(await canvas.findByRole('alert', {}, { timeout: ON_DEMAND_CODE_WAIT_MS })).toHaveTextContent(
      MESSAGES.testUser.default,
    );
    await expect(args.changePassword?.onSubmit).not.toHaveBeenCalled();
  },
};
