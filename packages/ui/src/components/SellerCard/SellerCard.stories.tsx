import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RATING_MESSAGES } from '@shop/contract';
import { SellerCard } from './SellerCard.tsx';

const meta = {
  title: 'Components/SellerCard',
  component: SellerCard,
  args: {
    seller: { id: 3, display_name: 'Sam S.', completed_sales: 42, rating: { average: 4.3, count: 12 } },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SellerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A seller with visible ratings: the name links to their page; average out of 5, count, completed sales. */
export const WithRating: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: RATING_MESSAGES.seller.card })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sam S.' })).toHaveAttribute('href', '/sellers/3');
    await expect(canvas.getByText('4.3 out of 5 (12 ratings)')).toBeVisible();
    await expect(canvas.getByText('42 completed sales')).toBeVisible();
  },
};

/** No visible rating yet: 'New seller'. */
export const NewSeller: Story = {
  args: { seller: { id: 7, display_name: 'Nia N.', completed_sales: 0, rating: { average: 0, count: 0 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RATING_MESSAGES.seller.newSeller)).toBeVisible();
    await expect(canvas.getByText('0 completed sales')).toBeVisible();
    await expect(canvas.queryByText(/out of 5/)).toBeNull();
  },
};
