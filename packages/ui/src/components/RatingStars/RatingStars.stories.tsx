import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RatingStars } from './RatingStars.tsx';

const meta = {
  title: 'Components/RatingStars',
  component: RatingStars,
  args: { rating: 4 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RatingStars>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A review's rating: four of five stars filled, one image named '4 out of 5 stars'. */
export const WholeRating: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('use[fill="currentColor"]')).toHaveLength(4);
  },
};

/** An average fills the nearest whole number of stars: 4.6 shows five. */
export const Average: Story = {
  args: { rating: 4.6 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '4.6 out of 5 stars' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('use[fill="currentColor"]')).toHaveLength(5);
  },
};

/** A name of the caller's choosing. */
export const CustomLabel: Story = {
  args: { rating: 2, label: 'Rated 2 of 5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 2 of 5' })).toBeVisible();
  },
};

/** Decorative (`label={null}`): hidden from assistive technology when the text beside says it. */
export const Decorative: Story = {
  args: { rating: 3, label: null, size: 24 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
