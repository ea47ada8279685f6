import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { ErrorText } from './ErrorText.tsx';

const meta = {
  title: 'Components/ErrorText',
  component: ErrorText,
  args: { message: MESSAGES.products.fetch },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ErrorText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Failed to fetch products');
  },
};
