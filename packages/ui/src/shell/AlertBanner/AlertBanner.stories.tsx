import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { AlertBanner } from './AlertBanner.tsx';

const meta = {
  title: 'Shell/AlertBanner',
  component: AlertBanner,
  args: { message: MESSAGES.cart.added, type: 'alert-success' },
} satisfies Meta<typeof AlertBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('success! item added to cart');
    await expect(alert).toHaveFocus();
  },
};
export const Info: Story = { args: { type: 'alert-info', message: 'Submitting' } };
export const Warning: Story = { args: { type: 'alert-warning', message: 'Submitting' } };
export const Danger: Story = { args: { type: 'alert-danger', message: MESSAGES.testUser.default } };
export const Dismissible: Story = {
  args: { type: 'alert-danger', message: MESSAGES.cart.loginToAdd, onDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss alert' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { ...Danger, globals: { viewport: { value: 'mobile1', isRotated: false } } };
