import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleProducts } from '@shop/sample-catalogue';
import { ProductGrid } from './ProductGrid.tsx';

const products = sampleProducts.slice(0, 3);

const meta = {
  title: 'Components/ProductGrid',
  component: ProductGrid,
  args: { products, onToggleBookmark: fn(), onAddToCart: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three cards, none bookmarked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(products.length);
    await expect(canvas.getByRole('heading', { level: 2, name: products[0]!.name })).toBeVisible();
  },
};

/** The first product is bookmarked: its toggle is pressed. */
export const WithBookmark: Story = {
  args: { bookmarkedIds: new Set([products[0]!.id]) },
  play: async ({ canvas }) => {
    const pressed = canvas.getAllByRole('button', { pressed: true });
    await expect(pressed).toHaveLength(1);
  },
};
