import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'no bookmarks found' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'no bookmarks found' })).toBeVisible();
  },
};
export const WithDescription: Story = {
  args: {
    title: 'No products match your search criteria.',
    description: 'Try using different keywords or browse our categories.',
  },
};
export const WithAction: Story = {
  args: {
    title: "You haven't placed any orders yet.",
    action: (
      <Button asChild>
        <Link href="/products">Browse Products</Link>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  },
};
