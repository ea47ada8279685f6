import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Are you sure you want to delete this comment?',
    confirmLabel: 'delete',
    onConfirm: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, with a trigger; opening it and confirming calls onConfirm. */
export const Closed: Story = {
  args: { trigger: <Button variant="danger">delete</Button> },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this comment?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Open: Story = {
  args: {
    open: true,
    title: 'Are you sure you want to delete Wireless headphones?',
    description: 'This action cannot be undone',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('This action cannot be undone');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Busy: Story = {
  args: { open: true, busy: true, confirmLabel: 'Deleting...' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
  },
};
