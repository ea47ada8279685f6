import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { MESSAGES } from '@shop/api-client/contract';
import { demoUser, shopUser } from '@shop/mocks/fixtures';
import { sampleSavedAddresses } from '../../testing/fixtures.ts';
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

/** The update is running: 'Updating...' and disabled. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Updating...' })).toBeDisabled();
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

/** The 'Delivery addresses' section with two saved addresses (issue 8). */
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
