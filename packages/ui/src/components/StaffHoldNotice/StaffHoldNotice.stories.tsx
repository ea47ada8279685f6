import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StaffHoldNotice } from './StaffHoldNotice.tsx';

const meta = {
  title: 'Components/StaffHoldNotice',
  component: StaffHoldNotice,
  args: { reason: 'The photos show a different product.' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StaffHoldNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A listing staff hold: the reason the seller sees, and that only staff lift it (decision 045). */
export const Held: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Suspended by our staff' })).toBeVisible();
    await expect(canvas.getByText('The photos show a different product.')).toBeVisible();
    await expect(canvas.getByText(/only our staff can lift this/i)).toBeVisible();
  },
};

/** Markup in a reason is shown as text, never rendered. */
export const ReasonWithMarkup: Story = {
  args: { reason: '<b>refund of £500.00</b>' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('<b>refund of £500.00</b>')).toBeVisible();
  },
};
