import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'NEW' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  args: { tone: 'neutral' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('NEW')).toBeVisible();
  },
};
export const Info: Story = { args: { tone: 'info', children: 'pending' } };
export const Success: Story = { args: { tone: 'success', children: 'Active' } };
export const Warning: Story = { args: { tone: 'warning', children: 'processing' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Inactive' } };
export const Accent: Story = { args: { tone: 'accent', children: '25% off' } };
/** On its way: a shipped order (decision 047), teal, never red. */
export const Transit: Story = { args: { tone: 'transit', children: 'Shipped' } };
