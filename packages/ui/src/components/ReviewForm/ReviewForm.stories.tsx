import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { MESSAGES, REPORT_MESSAGES } from '@shop/contract';
import { sampleReviews } from '@shop/sample-catalogue';
import { ReviewForm, type ExistingReview } from './ReviewForm.tsx';

/** The demo user's own sample review (on product 1). */
const own: ExistingReview = sampleReviews.find((c) => c.username === 'demo') ?? {
  id: 1,
  text: 'Took these on a long flight and could not hear the engines at all.',
  rating: 5,
};
const existingReview: ExistingReview = { id: own.id, text: own.text, rating: own.rating };

const meta = {
  title: 'Components/ReviewForm',
  component: ReviewForm,
  args: {
    signedIn: true,
    existingReview: null,
    onSubmit: fn(),
    onUpdate: fn(),
    onDelete: fn(),
    busy: false,
    loginHref: '/login',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReviewForm>;
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

/**
 * The author of a review staff hid on reports (decision 076): told so with a link to contact us,
 * and no form (another review of the product would be refused).
 */
export const HiddenByStaff: Story = {
  args: { hiddenByStaff: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(REPORT_MESSAGES.reviewHidden)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

/** A signed-in user with no review yet: Submit sends the trimmed text and the rating. */
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
    await expect(await canvas.findByText(MESSAGES.reviews.enterReview)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.reviews.selectRating)).toBeVisible();
    await expect(canvas.getByLabelText('Comment')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Text but no rating: only 'Please select a rating'. */
export const NoRating: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Comment'), 'Great value.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(MESSAGES.reviews.selectRating)).toBeVisible();
    await expect(canvas.queryByText(MESSAGES.reviews.enterReview)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The user already reviewed: the form shows their review to edit, with Update and
 * Delete; Delete asks first, then calls onDelete with the id.
 */
export const WithExistingReview: Story = {
  args: { existingReview },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
    await expect(canvas.getByLabelText('Comment')).toHaveValue(existingReview.text);
    await expect(canvas.getByLabelText('Rating')).toHaveValue(String(existingReview.rating));
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
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(existingReview.id));
  },
};

/** Update sends the review id with the new text and rating. */
export const Updating: Story = {
  args: { existingReview },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(canvas.getByLabelText('Comment'));
    await userEvent.type(canvas.getByLabelText('Comment'), 'Still going strong after a month.');
    await userEvent.selectOptions(canvas.getByLabelText('Rating'), '5 Stars');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(existingReview.id, {
      text: 'Still going strong after a month.',
      rating: 5,
    });
  },
};

/** A review call is running: the buttons are disabled. */
export const Busy: Story = {
  args: { existingReview, busy: true },
  play: async ({ canvas }) => {
    // Disabled yet focusable (aria-disabled), so a focused button keeps focus.
    await expect(canvas.getByRole('button', { name: 'Update' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server refused with its own text: it shows under the form (spec section 8). */
export const Error: Story = {
  args: { error: MESSAGES.server.reviewExists },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.server.reviewExists);
  },
};

/** An error without text: the spec's fallback 'An error occurred while submitting your comment'. */
export const ErrorFallback: Story = {
  args: { error: { success: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.reviews.submitFallback);
  },
};
