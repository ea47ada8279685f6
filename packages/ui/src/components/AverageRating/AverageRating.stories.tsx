import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AverageRating } from './AverageRating.tsx';

const meta = {
  title: 'Components/AverageRating',
  component: AverageRating,
  args: { rating: 4.2, reviewCount: 12 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AverageRating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stars, the average and the count: '4.2 (12)', read as 'Rated 4.2 out of 5, 12 reviews'. */
export const Rated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rated 4.2 out of 5, 12 reviews')).toBeInTheDocument();
    await expect(canvas.getByText('4.2', { exact: true })).toBeVisible();
    await expect(canvas.getByText('(12)')).toBeVisible();
  },
};

/** One review: 'Rated 5.0 out of 5, 1 review'. */
export const OneReview: Story = {
  args: { rating: 5, reviewCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rated 5.0 out of 5, 1 review')).toBeInTheDocument();
  },
};

/** No reviews: nothing is shown. */
export const NoReviews: Story = {
  args: { rating: 0, reviewCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
