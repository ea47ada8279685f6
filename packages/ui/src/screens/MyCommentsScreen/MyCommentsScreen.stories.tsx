import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { MESSAGES, type Comment } from '@shop/contract';
import { createComment, demoUser, sampleComments } from '@shop/sample-catalogue';

import { MyCommentsScreen } from './MyCommentsScreen.tsx';

/** The demo user's sample comments plus one whose product has no image (the fallback shows). */
const comments: Comment[] = [
  ...sampleComments.filter((c) => c.username === demoUser.username),
  createComment(12, { id: 900, username: demoUser.username, rating: 3, product_image: null }),
];
const [first] = comments as [Comment, ...Comment[]];
const firstName = first.product_name ?? '';

const meta = {
  title: 'Screens/MyCommentsScreen',
  component: MyCommentsScreen,
  args: { comments, loading: false, onDelete: fn() },
} satisfies Meta<typeof MyCommentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in user's comments: the first panel is open; Delete asks before calling onDelete. */
export const SignedIn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: firstName })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(`Rating: ${first.rating}/5`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Delete comment on ${firstName}` }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this comment?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(first.id));
  },
};

/** A comment whose product has no image: the panel shows 'No image'. */
export const ImageFallback: Story = {
  args: { comments: comments.slice(-1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No image')).toBeVisible();
  },
};

/** No comments yet. */
export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You haven't made any comments yet.")).toBeVisible();
  },
};

/** Loading for the first time. */
export const Loading: Story = {
  args: { comments: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your comments');
  },
};

/** The comments could not be fetched (spec section 8). */
export const Error: Story = {
  args: { comments: [], error: MESSAGES.comments.fetchMine },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${MESSAGES.comments.fetchMine}`);
  },
};

/** The first comment is being deleted: its button is disabled. */
export const Busy: Story = {
  args: { busyId: first.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Delete comment on ${firstName}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
