import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleComments } from '@shop/mocks/fixtures';
import { CommentList } from './CommentList.tsx';

const headphoneComments = sampleComments.filter((c) => c.product_id === 1);

const meta = {
  title: 'Components/CommentList',
  component: CommentList,
  args: { comments: headphoneComments },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CommentList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each comment shows its author, its rating as stars with a spoken label, the text and the date. */
export const WithComments: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(headphoneComments.length);
    const first = headphoneComments[0];
    if (!first) throw new Error('the sample has comments for product 1');
    await expect(
      canvas.getAllByRole('img', { name: `${first.rating} out of 5 stars` }).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByText(first.text)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No comments yet.')).toBeVisible();
  },
};
