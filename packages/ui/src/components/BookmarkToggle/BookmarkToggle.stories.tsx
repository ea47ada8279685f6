import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BookmarkToggle } from './BookmarkToggle.tsx';

const meta = {
  title: 'Components/BookmarkToggle',
  component: BookmarkToggle,
  args: { bookmarked: false, productName: 'Pulse Smartwatch Series 3', onToggle: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BookmarkToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotBookmarked: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Bookmark Pulse Smartwatch Series 3' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};
export const Bookmarked: Story = {
  args: { bookmarked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Bookmark Pulse Smartwatch Series 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Bookmark Pulse Smartwatch Series 3' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
export const WithText: Story = { args: { showText: true, bookmarked: true } };
