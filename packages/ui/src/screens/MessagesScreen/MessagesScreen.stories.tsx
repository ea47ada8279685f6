import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MESSAGING_MESSAGES, type Conversation, type ConversationSummary } from '@shop/contract';
import { MessagesScreen } from './MessagesScreen.tsx';

const M = MESSAGING_MESSAGES;

const bea = { id: 11, name: 'Bea B.' };
const sam = { id: 3, name: 'Sam S.' };

const message = (id: number, from: typeof bea, body: string, mine: boolean, at: string) => ({
  id,
  conversation_id: 1,
  sender: from,
  mine,
  body,
  created_at: at,
});

const conversations: ConversationSummary[] = [
  {
    id: 1,
    subject: 'listing',
    listing: { id: 21, name: 'Walnut desk lamp' },
    order_id: null,
    your_role: 'seller',
    other: bea,
    last_message: message(3, bea, 'And does it come with the bulb?', false, '2026-05-04T10:12:00.000Z'),
    unread: 2,
    updated_at: '2026-05-04T10:12:00.000Z',
  },
  {
    id: 2,
    subject: 'order',
    listing: null,
    order_id: 1042,
    your_role: 'buyer',
    other: sam,
    last_message: message(2, sam, 'Thanks, it went out this morning.', true, '2026-05-02T16:40:00.000Z'),
    unread: 0,
    updated_at: '2026-05-02T16:40:00.000Z',
  },
];

const conversation: Conversation = {
  ...(conversations[0] as ConversationSummary),
  unread: 0,
  messages: [
    message(1, bea, 'Hello! Is the lamp still available?', false, '2026-05-04T10:10:00.000Z'),
    message(2, sam, 'Yes, it is. Happy to answer anything.', true, '2026-05-04T10:11:00.000Z'),
    message(3, bea, 'And does it come with the bulb?', false, '2026-05-04T10:12:00.000Z'),
  ],
  you_blocked: false,
};

const meta = {
  title: 'Screens/MessagesScreen',
  component: MessagesScreen,
  args: {
    conversations,
    loading: false,
    onSend: fn(async () => undefined),
    onToggleBlock: fn(),
    onReport: fn(async () => undefined),
  },
} satisfies Meta<typeof MessagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: each conversation with the other party, what it is about, the latest message and unread count (decision 074). */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Bea B\..*2 unread messages/ })).toHaveAttribute(
      'href',
      '/messages/1',
    );
    await expect(canvas.getByText('About order #1042')).toBeVisible();
  },
};

/** No conversation yet. */
export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: M.emptyTitle })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { conversations: [], loading: true },
};

/** The list failed to load. */
export const LoadError: Story = {
  args: { conversations: [], error: M.fetch },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${M.fetch}`);
  },
};

/** One conversation opened: the messages oldest first, Block, Report on the other's messages, the form. */
export const OpenConversation: Story = {
  args: { conversation },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bea B.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'About Walnut desk lamp' })).toHaveAttribute(
      'href',
      '/single-product/21',
    );
    await expect(canvas.getAllByRole('button', { name: /Report/ })).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: M.messageLabel }), 'Yes, a warm white bulb.');
    await userEvent.click(canvas.getByRole('button', { name: M.send_button }));
    await expect(args.onSend).toHaveBeenCalledWith('Yes, a warm white bulb.');
    await userEvent.click(canvas.getByRole('button', { name: M.block }));
    await expect(args.onToggleBlock).toHaveBeenCalledWith(true);
  },
};

/** A reply on its way. */
export const Sending: Story = {
  args: { conversation, sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: M.sending })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The other party has blocked the caller: the server's refusal (403) in the form's alert. */
export const BlockedByThem: Story = {
  args: { conversation, sendError: M.errors.blocked },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.errors.blocked);
  },
};

/** The caller has blocked the other party: a notice instead of the form, and Unblock. */
export const YouBlocked: Story = {
  args: { conversation: { ...conversation, you_blocked: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(M.youBlockedNotice('Bea B.'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.unblock })).toBeVisible();
  },
};

/** Over the hourly limit (429): the refusal in the form's alert. */
export const RateLimited: Story = {
  args: { conversation, sendError: M.errors.limit },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.errors.limit);
  },
};

/** A conversation that is not the caller's: the not-found page. */
export const NotFound: Story = {
  args: { conversation: null },
};
