import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PostalAddress } from './PostalAddress.tsx';

const meta = {
  title: 'Components/PostalAddress',
  component: PostalAddress,
  args: {
    address: {
      name: 'Ada Lovelace',
      line1: '12 Example Street',
      line2: 'Flat 3',
      city: 'London',
      postcode: 'N1 9GU',
    },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PostalAddress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('N1 9GU')).toBeVisible();
  },
};

/** Without a second line. */
export const NoSecondLine: Story = {
  args: {
    address: { name: 'Sam Seller', line1: '1 High Street', line2: '', city: 'Leeds', postcode: 'LS1 4AP' },
  },
};
