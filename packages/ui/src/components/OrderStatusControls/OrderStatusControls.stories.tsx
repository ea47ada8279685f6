import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { OrderStatusControls, type OrderStatusUpdate } from './OrderStatusControls.tsx';

const meta = {
  title: 'Components/OrderStatusControls',
  component: OrderStatusControls,
  args: {
    orderId: 12,
    status: 'processing',
    refundText: '£42.50',
    onUpdate: fn(async (_update: OrderStatusUpdate): Promise<unknown> => undefined),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderStatusControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid order: 'Mark shipped' and 'Cancel order' (the edges out of processing). */
export const Processing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark shipped: order #12' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel order #12' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /Mark delivered/ })).toBeNull();
  },
};

/** The shipping form: carrier and tracking number are both required before anything is sent. */
export const ShippingForm: Story = {
  args: { defaultShippingOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm shipped' }));
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Carrier'), 'Royal Mail');
    await userEvent.type(canvas.getByLabelText('Tracking number'), 'RM123456785GB');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm shipped' }));
    await expect(args.onUpdate).toHaveBeenCalledWith({
      status: 'shipped',
      carrier: 'Royal Mail',
      tracking_number: 'RM123456785GB',
    });
  },
};

/** A shipped order: only 'Mark delivered'. */
export const Shipped: Story = {
  args: { status: 'shipped' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark delivered: order #12' })).toBeEnabled();
  },
};

/** 'Mark delivered' asks first, like cancelling (decision 048); confirming sends 'delivered'. */
export const ConfirmDelivered: Story = {
  args: { status: 'shipped' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark delivered: order #12' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark order #12 delivered?' });
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await expect(args.onUpdate).toHaveBeenCalledWith({ status: 'delivered' });
  },
};

/**
 * After a move the status line confirms it and takes focus when no button is left (decision 048):
 * the order is delivered here, as the app shows once the server answers.
 */
export const MovedToDelivered: Story = {
  args: { status: 'shipped' },
  render: function Render(args) {
    const [status, setStatus] = useState(args.status);
    return (
      <OrderStatusControls
        {...args}
        status={status}
        onUpdate={async (update) => {
          await args.onUpdate(update);
          setStatus(update.status);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark delivered: order #12' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark order #12 delivered?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    const note = await canvas.findByText('Order #12 is now delivered.');
    await waitFor(() => expect(note).toHaveFocus());
  },
};

/** Delivered (or cancelled): no move is left, so nothing shows. */
export const Delivered: Story = {
  args: { status: 'delivered' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Busy from outside: the buttons are disabled and a spinner names the order. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark shipped: order #12' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The server refused the move: its message shows in an alert under the controls. */
export const Refused: Story = {
  args: {
    status: 'shipped',
    onUpdate: fn(async (_update: OrderStatusUpdate): Promise<unknown> => {
      throw new Error('An order cannot move from delivered to delivered.');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark delivered: order #12' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark order #12 delivered?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An order cannot move from delivered to delivered.',
    );
  },
};
