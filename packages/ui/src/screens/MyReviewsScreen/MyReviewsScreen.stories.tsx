import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { MESSAGES, type Review } from '@shop/contract';
import { createReview, demoUser, sampleReviews } from '@shop/sample-catalogue';

import { MyReviewsScreen } from './MyReviewsScreen.tsx';

/** The demo user's sample reviews plus one whose product has no image (the fallback shows). */
const reviews: Review[] = [
  ...sampleReviews.filter((c) => c.username === demoUser.username),
  createReview(12, { id: 900, username: demoUser.username, rating: 3, product_image: null }),
];
const [first] = reviews as [Review, ...Review[]];
const firstName = first.product_name ?? '';

const meta = {
  title: 'Screens/MyReviewsScreen',
  component: MyReviewsScreen,
  args: { reviews: reviews, loading: false, onDelete: fn() },
} satisfies Meta<typeof MyReviewsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in user's reviews: the first panel is open; Delete asks before calling onDelete. */
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

/** A review whose product has no image: the panel shows 'No image'. */
export const ImageFallback: Story = {
  args: { reviews: reviews.slice(-1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No image')).toBeVisible();
  },
};

/** No reviews yet. */
export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You haven't made any comments yet.")).toBeVisible();
  },
};

/** Loading for the first time. */
export const Loading: Story = {
  args: { reviews: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your comments');
  },
};

/** The reviews could not be fetched (spec section 8). */
export const Error: Story = {
  args: { reviews: [], error: MESSAGES.reviews.fetchMine },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${MESSAGES.reviews.fetchMine}`);
  },
};

/** The first review is being deleted: its button is disabled. */
export const Busy: Story = {
  args: { busyId: first.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Delete comment on ${firstName}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
