import type { Meta, StoryObj } from '@storybook/react-vite';
import { RETURN_MESSAGES } from '@shop/contract';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { RefundOrderDialog } from './RefundOrderDialog.tsx';

const M = RETURN_MESSAGES.seller;

const meta = {
  title: 'Components/RefundOrderDialog',
  component: RefundOrderDialog,
  args: {
    order: { id: 12, status: 'shipped', total_amount: 42.5, refunded_amount: 2.5 },
    onRefund: fn(async () => {}),
    onRefunded: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RefundOrderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open on a sale with £2.50 already refunded: up to £40.00 is left. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: M.refundLabel(12) });
    await expect(dialog).toHaveAccessibleDescription(M.refundDescription('£40.00'));
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** The server refuses: its words show in the dialog, which stays open with what was typed. */
export const Refused: Story = {
  args: {
    onRefund: fn(async () => {
      throw new Error(RETURN_MESSAGES.errors.notRefundable);
    }),
    defaultValues: { amount: '5', reason: 'Late delivery' },
  },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: M.refundLabel(12) });
    await userEvent.click(screen.getByRole('button', { name: M.refundConfirm }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.errors.notRefundable);
    await expect(args.onRefunded).not.toHaveBeenCalled();
    await expect(screen.getByRole('textbox', { name: M.amountLabel })).toHaveValue('5');
  },
};
