import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { FormDialog } from './FormDialog.tsx';

const meta = {
  title: 'Components/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    busy: false,
    onClose: fn(),
    title: 'Hold payouts: Sam S.',
    description: 'The seller reads the reason in their e-mail and on their money page.',
    children: (
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button variant="outline">Cancel</Button>
        <Button>Hold payouts</Button>
      </div>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: named by its title, described by its description; Escape closes it. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Hold payouts: Sam S.' });
    await expect(dialog).toHaveAccessibleDescription(
      'The seller reads the reason in their e-mail and on their money page.',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Busy: the action runs, so Escape does not close it. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Hold payouts: Sam S.' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};

/** The widest size, for a whole thread: it scrolls inside on a short screen. */
export const Thread: Story = {
  args: { size: 'thread', title: 'Dispute #7: Walnut desk lamp', description: 'Everything both sides said.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Dispute #7: Walnut desk lamp' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
