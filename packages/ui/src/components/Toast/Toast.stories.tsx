import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { Toast, ToastProvider } from './Toast.tsx';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: {
    open: true,
    onOpenChange: fn(),
    title: MESSAGES.user.updated,
    tone: 'success',
    duration: 1_000_000,
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ userEvent, args }) => {
    await expect(await screen.findByText('User profile updated successfully!')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Danger: Story = {
  args: { tone: 'danger', title: `Error: ${MESSAGES.user.update}` },
  play: async () => {
    await expect(await screen.findByText('Error: Failed to update user data')).toBeVisible();
  },
};
