import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MESSAGING_MESSAGES } from '@shop/contract';
import { MessageDisclosure } from './MessageDisclosure.tsx';

const M = MESSAGING_MESSAGES;

const meta = {
  title: 'Components/MessageDisclosure',
  component: MessageDisclosure,
  args: {
    label: M.askSeller,
    hint: M.askSellerHint,
    onSend: fn(async () => ({ id: 7 })),
    sending: false,
  },
} satisfies Meta<typeof MessageDisclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the 'Ask the seller' button of a product page (decision 074). */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: M.askSeller })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened and sent: 'Message sent.' with the conversation's link, focused. */
export const AskAndSend: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: M.askSeller }));
    await userEvent.type(canvas.getByRole('textbox', { name: M.messageLabel }), 'Is it still boxed?');
    await userEvent.click(canvas.getByRole('button', { name: M.send_button }));
    await expect(args.onSend).toHaveBeenCalledWith('Is it still boxed?');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
    await expect(canvas.getByRole('link', { name: M.openConversation })).toHaveAttribute(
      'href',
      '/messages/7',
    );
  },
};

/** 'Message the seller' on My orders while sending. */
export const Sending: Story = {
  args: { label: M.messageSeller, hint: undefined, defaultOpen: true, sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: M.sending })).toBeVisible();
  },
};

/** 'Message the buyer' refused: the buyer has blocked the seller (403). */
export const Blocked: Story = {
  args: { label: M.messageBuyer, hint: undefined, defaultOpen: true, error: M.errors.blocked },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.errors.blocked);
  },
};

/** Over the hourly limit (429). */
export const RateLimited: Story = {
  args: { defaultOpen: true, error: M.errors.limit },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.errors.limit);
  },
};

/** Sent, with the link to the conversation. */
export const Sent: Story = {
  args: { defaultSentId: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(M.sent)).toBeVisible();
  },
};
