import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleComments } from '@shop/sample-catalogue';
import { CommentList } from './CommentList.tsx';

/** Product 1's comments: the demo user bought the headphones (a paid order), the others did not. */
const headphoneComments = sampleComments.filter((c) => c.product_id === 1);
/** Product 11's comments (the walnut coffee table): nobody who reviewed it bought it. */
const lampComments = sampleComments.filter((c) => c.product_id === 11);

const meta = {
  title: 'Components/CommentList',
  component: CommentList,
  args: { comments: headphoneComments },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CommentList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each comment shows its author, a 'Verified purchase' badge when its author bought the product
 * (here the first), its rating as stars with a spoken label, the text and the date.
 */
export const WithComments: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(headphoneComments.length);
    const verified = headphoneComments.filter((c) => c.verified_purchase);
    await expect(verified.length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Verified purchase')).toHaveLength(verified.length);
    const first = headphoneComments[0];
    if (!first) throw new Error('the sample has comments for product 1');
    await expect(
      canvas.getAllByRole('img', { name: `${first.rating} out of 5 stars` }).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByText(first.text)).toBeVisible();
  },
};

/** Reviews by people who did not buy the product (or not in a paid order): no badge. */
export const NotVerified: Story = {
  args: { comments: lampComments },
  play: async ({ canvas }) => {
    await expect(lampComments.length).toBeGreaterThan(0);
    await expect(lampComments.some((c) => c.verified_purchase)).toBe(false);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(lampComments.length);
    await expect(canvas.queryByText('Verified purchase')).toBeNull();
  },
};

export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No comments yet.')).toBeVisible();
  },
};
