import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OrderStatusControls } from './OrderStatusControls.tsx';

const meta = {
  title: 'Components/OrderStatusControls',
  component: OrderStatusControls,
  args: { orderId: 12, status: 'processing', refundText: '£42.50', onUpdate: fn(async () => undefined) },
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

/** A shipped order: only 'Mark delivered', sent at once. */
export const Shipped: Story = {
  args: { status: 'shipped' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark delivered: order #12' }));
    await expect(args.onUpdate).toHaveBeenCalledWith({ status: 'delivered' });
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
    await expect(canvas.getByRole('button', { name: 'Mark shipped: order #12' })).toBeDisabled();
  },
};

/** The server refused the move: its message shows in an alert under the controls. */
export const Refused: Story = {
  args: {
    status: 'shipped',
    onUpdate: fn(async () => {
      throw new Error('An order cannot move from delivered to delivered.');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark delivered: order #12' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An order cannot move from delivered to delivered.',
    );
  },
};
