import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleReviewSummary } from '@shop/sample-catalogue';
import { ReviewSummary } from './ReviewSummary.tsx';

/** The memory foam dog bed (product 15): three reviews, an average of 3.3. */
const fountain = sampleReviewSummary(15);

const meta = {
  title: 'Components/ReviewSummary',
  component: ReviewSummary,
  args: { summary: fountain },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReviewSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The average as a number and stars, the number of reviews, and one bar per star rating, 5 to 1. */
export const SomeReviews: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: `Rated ${fountain.average.toFixed(1)} out of 5` }),
    ).toBeVisible();
    await expect(canvas.getByText(`${fountain.count} reviews`)).toBeVisible();
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent(`${fountain.histogram[4]} reviews with 5 stars`);
    await expect(rows[4]).toHaveTextContent(
      fountain.histogram[0] === 1 ? '1 review with 1 star' : `${fountain.histogram[0]} reviews with 1 star`,
    );
  },
};

/** Many reviews, most of them 5 stars. */
export const ManyReviews: Story = {
  args: { summary: { average: 4.4, count: 128, histogram: [4, 6, 10, 22, 86] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeVisible();
    await expect(canvas.getByText('128 reviews')).toBeVisible();
    await expect(canvas.getByText('86 reviews with 5 stars')).toBeInTheDocument();
  },
};

/** A product nobody has reviewed: 'No reviews yet.' and no histogram. */
export const NoReviews: Story = {
  args: { summary: { average: 0, count: 0, histogram: [0, 0, 0, 0, 0] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
