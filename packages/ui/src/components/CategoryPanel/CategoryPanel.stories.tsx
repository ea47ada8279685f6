import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CATEGORIES } from '@shop/api-client/contract';
import { CategoryPanel } from './CategoryPanel.tsx';

const meta = {
  title: 'Components/CategoryPanel',
  component: CategoryPanel,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All 20 categories, each linking to /search-category with the category URL-encoded. */
export const AllCategories: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(CATEGORIES.length);
    await expect(canvas.getByRole('link', { name: 'Home & Kitchen' })).toHaveAttribute(
      'href',
      '/search-category?q=Home%20%26%20Kitchen',
    );
  },
};

/** The category being shown is marked as the current page. */
export const Selected: Story = {
  args: { selected: 'Furniture' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Furniture' })).toHaveAttribute('aria-current', 'page');
  },
};
