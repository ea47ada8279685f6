import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from './Container.tsx';

const meta = {
  title: 'Components/Container',
  component: Container,
  args: {
    children: <p>Page content, centred, at most 1200px wide.</p>,
  },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Page content/)).toBeVisible();
  },
};
