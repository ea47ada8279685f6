import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGING_MESSAGES } from '@shop/contract';
import { MessageComposer } from './MessageComposer.tsx';

const M = MESSAGING_MESSAGES;

const meta = {
  title: 'Components/MessageComposer',
  component: MessageComposer,
  args: { onSend: fn(async () => undefined), sending: false },
} satisfies Meta<typeof MessageComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to write; sending trims the text and empties the field once sent (decision 074). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: M.messageLabel });
    await userEvent.type(field, '  Is it still boxed?  ');
    await userEvent.click(canvas.getByRole('button', { name: M.send_button }));
    await expect(args.onSend).toHaveBeenCalledWith('Is it still boxed?');
    await expect(field).toHaveValue('');
  },
};

/** An empty message is refused before sending, with the field's error. */
export const EmptyMessage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: M.send_button }));
    await expect(canvas.getByText(M.empty)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A message over MESSAGE_BODY_MAX_LENGTH characters is refused before sending. */
export const TooLong: Story = {
  args: { defaultValue: 'x'.repeat(MESSAGE_BODY_MAX_LENGTH + 1) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: M.send_button }));
    await expect(canvas.getByText(M.tooLong)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** While the message is on its way. */
export const Sending: Story = {
  args: { sending: true, defaultValue: 'Is it still boxed?' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: M.sending })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The recipient has blocked the sender: the server's refusal (403) in an alert. */
export const Blocked: Story = {
  args: { error: M.errors.blocked, defaultValue: 'Hello?' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.errors.blocked);
  },
};

/** Over the hourly limit: the server's refusal (429) in an alert; the text stays. */
export const RateLimited: Story = {
  args: { error: M.errors.limit, defaultValue: 'One more thing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.errors.limit);
    await expect(canvas.getByRole('textbox')).toHaveValue('One more thing');
  },
};

/** The caller blocked the other party: a notice instead of the form. */
export const YouBlocked: Story = {
  args: { closedNotice: M.youBlockedNotice('Sam S.') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(M.youBlockedNotice('Sam S.'))).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
