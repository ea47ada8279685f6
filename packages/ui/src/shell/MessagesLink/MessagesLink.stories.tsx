import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MessagesLink } from './MessagesLink.tsx';

const meta = {
  title: 'Shell/MessagesLink',
  component: MessagesLink,
  args: { unread: 3 },
} satisfies Meta<typeof MessagesLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unread messages: the count over the envelope, named in the link (decision 074). */
export const Unread: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages, 3 unread messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
  },
};

/** Nothing unread: the envelope alone. */
export const NoneUnread: Story = {
  args: { unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages' })).toBeVisible();
  },
};

/** More than 99: '99+'. */
export const Many: Story = {
  args: { unread: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Messages, 120 unread messages' })).toBeVisible();
  },
};
