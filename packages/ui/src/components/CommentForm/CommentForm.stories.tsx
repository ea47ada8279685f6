import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { sampleComments } from '@shop/sample-catalogue';
import { CommentForm, type ExistingComment } from './CommentForm.tsx';

/** The demo user's own sample comment (on product 1). */
const own: ExistingComment = sampleComments.find((c) => c.username === 'demo') ?? {
  id: 1,
  text: 'Took these on a long flight and could not hear the engines at all.',
  rating: 5,
};
const existingComment: ExistingComment = { id: own.id, text: own.text, rating: own.rating };

const meta = {
  title: 'Components/CommentForm',
  component: CommentForm,
  args: {
    signedIn: true,
    existingComment: null,
    onSubmit: fn(),
    onUpdate: fn(),
    onDelete: fn(),
    busy: false,
    loginHref: '/login',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CommentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: 'Please log in to leave a comment' and a 'log in' link to /login. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please log in to leave a comment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A signed-in user with no comment yet: Submit sends the trimmed text and the rating. */
export const SignedIn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Comment'), '  Lovely quality, fast delivery.  ');
    await userEvent.selectOptions(canvas.getByLabelText('Rating'), '4 Stars');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: 'Lovely quality, fast delivery.', rating: 4 });
  },
};

/** Nothing filled in: both validation messages show under the form and nothing is sent (spec section 5). */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Comment'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(MESSAGES.comments.enterComment)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.comments.selectRating)).toBeVisible();
    await expect(canvas.getByLabelText('Comment')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Text but no rating: only 'Please select a rating'. */
export const NoRating: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Comment'), 'Great value.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(MESSAGES.comments.selectRating)).toBeVisible();
    await expect(canvas.queryByText(MESSAGES.comments.enterComment)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The user already commented: the form shows their comment to edit, with Update and
 * Delete; Delete asks first, then calls onDelete with the id.
 */
export const WithExistingComment: Story = {
  args: { existingComment },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
    await expect(canvas.getByLabelText('Comment')).toHaveValue(existingComment.text);
    await expect(canvas.getByLabelText('Rating')).toHaveValue(String(existingComment.rating));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete your comment?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(existingComment.id));
  },
};

/** Update sends the comment id with the new text and rating. */
export const Updating: Story = {
  args: { existingComment },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(canvas.getByLabelText('Comment'));
    await userEvent.type(canvas.getByLabelText('Comment'), 'Still going strong after a month.');
    await userEvent.selectOptions(canvas.getByLabelText('Rating'), '5 Stars');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(existingComment.id, {
      text: 'Still going strong after a month.',
      rating: 5,
    });
  },
};

/** A comment call is running: the buttons are disabled. */
export const Busy: Story = {
  args: { existingComment, busy: true },
  play: async ({ canvas }) => {
    // Disabled yet focusable (aria-disabled), so a focused button keeps focus.
    await expect(canvas.getByRole('button', { name: 'Update' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server refused with its own text: it shows under the form (spec section 8). */
export const Error: Story = {
  args: { error: MESSAGES.server.commentExists },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.server.commentExists);
  },
};

/** An error without text: the spec's fallback 'An error occurred while submitting your comment'. */
export const ErrorFallback: Story = {
  args: { error: { success: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.comments.submitFallback);
  },
};
