import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MAX_PASSKEYS, MESSAGES, PASSKEY_MESSAGES } from '@shop/contract';
import { samplePasskeys } from '../../testing/fixtures.ts';
import { PasskeyList } from './PasskeyList.tsx';

const meta = {
  title: 'Components/PasskeyList',
  component: PasskeyList,
  parameters: { layout: 'padded' },
  args: {
    passkeys: samplePasskeys,
    onAdd: fn(async () => undefined),
    onRename: fn(async () => undefined),
    onRemove: fn(async () => undefined),
    onTestUserBlocked: fn(),
  },
} satisfies Meta<typeof PasskeyList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two passkeys, each with its name, when it was added and last used, Rename and Remove. */
export const WithPasskeys: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: PASSKEY_MESSAGES.title })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Work laptop');
    await expect(items[0]).toHaveTextContent('Added 12/01/2026 · Last used 02/03/2026, 08:15');
    await expect(items[1]).toHaveTextContent('Added 20/02/2026 · Never used');
    await expect(canvas.getByRole('button', { name: 'Rename Phone' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: PASSKEY_MESSAGES.addButton })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { passkeys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PASSKEY_MESSAGES.none)).toBeVisible();
    await expect(canvas.getByRole('button', { name: PASSKEY_MESSAGES.addButton })).toBeVisible();
  },
};

/**
 * Adding asks for the current password (a passkey is a lasting way in, decision 070): the add
 * button waits for it.
 */
export const AddAsksPassword: Story = {
  args: { passkeys: [], defaultAddOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    const password = canvas.getByLabelText(PASSKEY_MESSAGES.passwordLabel);
    await expect(password).toBeRequired();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAccessibleDescription(PASSKEY_MESSAGES.passwordHint);
    const add = canvas.getByRole('button', { name: PASSKEY_MESSAGES.addButton });
    await expect(add).toBeDisabled();
    await userEvent.type(password, 'x');
    await expect(add).toBeEnabled();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Adding: an optional name and the password, then the browser's dialog (onAdd); the notice says it worked. */
export const AddForm: Story = {
  args: { passkeys: [], defaultAddOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: PASSKEY_MESSAGES.nameLabel }), ' Desk key ');
    await userEvent.type(canvas.getByLabelText(PASSKEY_MESSAGES.passwordLabel), 'my password');
    await userEvent.click(canvas.getByRole('button', { name: PASSKEY_MESSAGES.addButton }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith('Desk key', 'my password'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(PASSKEY_MESSAGES.added);
  },
};

/** A wrong password: the server's refusal shows, the form stays open and the password is to be typed again. */
export const AddWrongPassword: Story = {
  args: {
    passkeys: [],
    defaultAddOpen: true,
    onAdd: fn(async () => Promise.reject(new Error(MESSAGES.account.currentPasswordWrong))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(PASSKEY_MESSAGES.passwordLabel), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: PASSKEY_MESSAGES.addButton }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.account.currentPasswordWrong);
    await expect(canvas.getByLabelText(PASSKEY_MESSAGES.passwordLabel)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: PASSKEY_MESSAGES.addButton })).toBeDisabled();
  },
};

/** The browser's dialog was closed or timed out: the text says so and the form stays open. */
export const AddCancelled: Story = {
  args: {
    passkeys: [],
    defaultAddOpen: true,
    onAdd: fn(async () => Promise.reject(new Error(PASSKEY_MESSAGES.cancelled))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(PASSKEY_MESSAGES.passwordLabel), 'my password');
    await userEvent.click(canvas.getByRole('button', { name: PASSKEY_MESSAGES.addButton }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.cancelled);
    await expect(canvas.getByRole('textbox', { name: PASSKEY_MESSAGES.nameLabel })).toBeVisible();
  },
};

/** Renaming in place: the name's field, Save and Cancel take the passkey's row. */
export const Renaming: Story = {
  args: { defaultRenaming: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: PASSKEY_MESSAGES.nameLabel })).toHaveValue('Phone');
    await expect(canvas.getByRole('button', { name: PASSKEY_MESSAGES.save })).toBeEnabled();
  },
};

/** Save sends the trimmed name; the notice says it worked. */
export const Renamed: Story = {
  args: { defaultRenaming: 2 },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: PASSKEY_MESSAGES.nameLabel });
    await userEvent.clear(field);
    await userEvent.type(field, ' Old phone ');
    await userEvent.click(canvas.getByRole('button', { name: PASSKEY_MESSAGES.save }));
    await waitFor(() => expect(args.onRename).toHaveBeenCalledWith(2, 'Old phone'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(PASSKEY_MESSAGES.renamed);
  },
};

/** Remove asks first; confirming removes it. */
export const RemoveConfirm: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Work laptop' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(PASSKEY_MESSAGES.removeTitle);
    await expect(dialog).toHaveTextContent('Work laptop will no longer sign you in.');
    await userEvent.click(within(dialog).getByRole('button', { name: PASSKEY_MESSAGES.remove }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(1));
  },
};

export const Loading: Story = {
  args: { passkeys: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your passkeys');
  },
};

export const LoadError: Story = {
  args: { passkeys: [], error: PASSKEY_MESSAGES.fetch },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${PASSKEY_MESSAGES.fetch}`);
  },
};

/** At MAX_PASSKEYS the add button gives way to the limit's text. */
export const Full: Story = {
  args: {
    passkeys: Array.from({ length: MAX_PASSKEYS }, (_, i) => ({
      ...samplePasskeys[1]!,
      id: i + 1,
      name: `Key ${i + 1}`,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PASSKEY_MESSAGES.tooMany)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: PASSKEY_MESSAGES.addButton })).toBeNull();
  },
};

/** The demo user sees the list; every change gives the section 6 message and sends nothing. */
export const TestUser: Story = {
  args: { isTestUser: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: PASSKEY_MESSAGES.addButton }));
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Phone' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Phone' }));
    await expect(args.onTestUserBlocked).toHaveBeenCalledTimes(3);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};
