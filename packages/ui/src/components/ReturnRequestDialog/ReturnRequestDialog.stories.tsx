import type { Meta, StoryObj } from '@storybook/react-vite';
import { RETURN_MESSAGES, type OrderItem } from '@shop/contract';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ReturnRequestDialog } from './ReturnRequestDialog.tsx';

const T = RETURN_MESSAGES.buyer;

const item: OrderItem = {
  id: 101,
  product_id: 4,
  product_name: 'Desk lamp',
  image_url: null,
  quantity: 2,
  product_price: 20,
  total_price: 40,
  refunded_amount: 0,
  return_request: null,
};

const meta = {
  title: 'Components/ReturnRequestDialog',
  component: ReturnRequestDialog,
  args: {
    target: { orderId: 7, item, left: 2, returnBy: '2026-04-08T10:15:00.000Z' },
    onSubmit: fn(async () => ({ id: 5, status: 'requested' as const })),
    onCreated: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReturnRequestDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open on a line of two lamps: how many, why, a note and photos. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: T.dialogTitle });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await waitFor(() => expect(screen.getByRole('combobox', { name: T.quantityLabel })).toBeVisible());
    await expect(screen.getByRole('combobox', { name: T.reasonLabel })).toBeVisible();
  },
};

/** The server refuses: its words show in the dialog, which stays open. */
export const Refused: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error(RETURN_MESSAGES.errors.openRequest);
    }),
  },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: T.dialogTitle });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: T.reasonLabel }),
      RETURN_MESSAGES.reasons.damaged,
    );
    await userEvent.click(screen.getByRole('button', { name: T.send }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.errors.openRequest);
    await expect(args.onCreated).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('dialog', { name: T.dialogTitle })).toBeVisible());
  },
};
