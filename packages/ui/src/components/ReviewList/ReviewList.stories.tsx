import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { REPORT_MESSAGES } from '@shop/contract';
import { sampleReviews } from '@shop/sample-catalogue';
import { ReviewList } from './ReviewList.tsx';

/** Product 1's reviews: the demo user bought the headphones (a paid order), the others did not. */
const headphoneReviews = sampleReviews.filter((c) => c.product_id === 1);
/** Product 11's reviews (the walnut coffee table): nobody who reviewed it bought it. */
const lampReviews = sampleReviews.filter((c) => c.product_id === 11);

const meta = {
  title: 'Components/ReviewList',
  component: ReviewList,
  args: { reviews: headphoneReviews },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each review shows its author, a 'Verified purchase' badge when its author bought the product
 * (here the first), its rating as stars with a spoken label, the text and the date.
 */
export const WithReviews: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(headphoneReviews.length);
    const verified = headphoneReviews.filter((c) => c.verified_purchase);
    await expect(verified.length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Verified purchase')).toHaveLength(verified.length);
    const first = headphoneReviews[0];
    if (!first) throw new Error('the sample has comments for product 1');
    await expect(
      canvas.getAllByRole('img', { name: `${first.rating} out of 5 stars` }).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByText(first.text)).toBeVisible();
  },
};

/** Reviews by people who did not buy the product (or not in a paid order): no badge. */
export const NotVerified: Story = {
  args: { reviews: lampReviews },
  play: async ({ canvas }) => {
    await expect(lampReviews.length).toBeGreaterThan(0);
    await expect(lampReviews.some((c) => c.verified_purchase)).toBe(false);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(lampReviews.length);
    await expect(canvas.queryByText('Verified purchase')).toBeNull();
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No comments yet.')).toBeVisible();
  },
};

/**
 * Signed in (decision 072): each other person's review has 'Report' (the review) and 'Report user'
 * (its author); the viewer's own review has neither.
 */
export const WithReportActions: Story = {
  args: {
    onReport: fn(async () => undefined),
    viewerId: headphoneReviews[0]?.user_id ?? 0,
  },
  play: async ({ canvas }) => {
    const [own, other] = headphoneReviews;
    if (!own || !other) throw new Error('the sample has two comments for product 1');
    await expect(
      canvas.getByRole('button', { name: REPORT_MESSAGES.reportLabel('review', `by ${other.username}`) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: REPORT_MESSAGES.reportLabel('user', other.username) }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: REPORT_MESSAGES.reportLabel('review', `by ${own.username}`) }),
    ).toBeNull();
  },
};
