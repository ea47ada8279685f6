import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { COMMERCE_MESSAGES, transitionRefusedMessage, type SellerOrder } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { formatDate, formatDateTime, formatPrice } from '../../format.ts';
import { sellerOrderOf } from '../../testing/fixtures.ts';
import {
  CANCELLED_SPLIT_TEXT,
  MySalesScreen,
  MY_SALES_TITLE,
  NO_SALES_TEXT,
  SHIP_BY_HINT,
  SHIP_BY_LABEL,
  SHOP_FEE_LABEL,
  releaseOnText,
  releasedSaleText,
  YOU_RECEIVE_LABEL,
} from './MySalesScreen.tsx';

const product = (i: number) => sampleProducts[i]!;

const processing = sellerOrderOf(12, [
  { product: product(20), quantity: 1 },
  { product: product(21), quantity: 2 },
]);
const shipped = sellerOrderOf(11, [{ product: product(22), quantity: 1 }], {
  status: 'shipped',
  carrier: 'Royal Mail',
  tracking_number: 'RM123456785GB',
  buyer: { id: 5, name: 'Grace H.' },
  shipping_address: {
    name: 'Grace Hopper',
    line1: '1 Navy Row',
    line2: '',
    city: 'Portsmouth',
    postcode: 'PO1 3LJ',
  },
  created_at: '2026-02-20T09:00:00.000Z',
});
const delivered = sellerOrderOf(9, [{ product: product(23), quantity: 1 }], {
  status: 'delivered',
  carrier: 'DPD',
  tracking_number: '15501234567890',
  created_at: '2026-02-01T09:00:00.000Z',
});
const cancelled = sellerOrderOf(8, [{ product: product(24), quantity: 3 }], {
  status: 'cancelled',
  created_at: '2026-01-28T09:00:00.000Z',
});
const sales: SellerOrder[] = [processing, shipped, delivered, cancelled];

const meta = {
  title: 'Screens/Seller/MySalesScreen',
  component: MySalesScreen,
  args: {
    sales,
    loading: false,
    error: null,
    onUpdateStatus: fn(async () => undefined),
    // Decision 067: the Returns section (none here; MySalesReturns.stories.tsx shows them) and Refund.
    returns: { requests: [] },
    onRefund: fn(async () => undefined),
  },
} satisfies Meta<typeof MySalesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Orders in every status: only the allowed next steps show as buttons. */
export const WithOrders: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: MY_SALES_TITLE })).toBeVisible();
    const first = within(canvas.getByRole('article', { name: 'Order #12' }));
    await expect(first.getByText('Ada L.')).toBeVisible();
    await expect(first.getByText('N1 9GU')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Mark shipped: order #12' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Cancel order #12' })).toBeVisible();
    const second = within(canvas.getByRole('article', { name: 'Order #11' }));
    await expect(second.getByRole('button', { name: 'Mark delivered: order #11' })).toBeVisible();
    await expect(second.getByText('RM123456785GB')).toBeVisible();
    const done = within(canvas.getByRole('article', { name: 'Order #9' }));
    // A delivered sale has no fulfilment step left: only a refund without a return (decision 067).
    await expect(done.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Refund order #9',
    ]);
    await expect(
      within(canvas.getByRole('article', { name: 'Order #8' })).getByText('Cancelled'),
    ).toBeVisible();
  },
};

/**
 * Every sale shows its total (gross), the shop's fee and what the seller receives (decision 056);
 * a cancelled one says it was refunded instead.
 */
export const FeeAndEarnings: Story = {
  args: { sales: [processing, cancelled] },
  play: async ({ canvas }) => {
    const figures = within(canvas.getByRole('article', { name: 'Order #12' }));
    await expect(figures.getByText(SHOP_FEE_LABEL)).toBeVisible();
    await expect(figures.getByText(formatPrice(processing.fee_amount))).toBeVisible();
    await expect(figures.getByText(YOU_RECEIVE_LABEL)).toBeVisible();
    await expect(figures.getByText(formatPrice(processing.net_amount))).toBeVisible();
    const refunded = within(canvas.getByRole('article', { name: 'Order #8' }));
    await expect(refunded.getByText(CANCELLED_SPLIT_TEXT)).toBeVisible();
    await expect(refunded.queryByText(YOU_RECEIVE_LABEL)).toBeNull();
  },
};

/** 'Mark shipped' opened: carrier and tracking number, both required. */
export const ShippingFormOpen: Story = {
  args: { sales: [processing], shippingFormOpenFor: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Shipping details for order #12' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Carrier' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Tracking number' })).toBeVisible();
  },
};

/** Submitting the shipping form empty names both missing fields and sends nothing. */
export const ShippingFormIncomplete: Story = {
  args: { sales: [processing], shippingFormOpenFor: 12 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm shipped' }));
    await expect(await canvas.findByText('Enter the carrier.')).toBeVisible();
    await expect(canvas.getByText('Enter the tracking number.')).toBeVisible();
    await expect(args.onUpdateStatus).not.toHaveBeenCalled();
  },
};

/** Marking shipped sends the status with the carrier and tracking number. */
export const MarkShipped: Story = {
  args: { sales: [processing] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped: order #12' }));
    await expect(canvas.getByRole('textbox', { name: 'Carrier' })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Carrier' }), 'Royal Mail');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking number' }), 'RM123456785GB');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm shipped' }));
    await waitFor(() =>
      expect(args.onUpdateStatus).toHaveBeenCalledWith(12, {
        status: 'shipped',
        carrier: 'Royal Mail',
        tracking_number: 'RM123456785GB',
      }),
    );
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
  },
};

/** Marking delivered asks first (decision 048); confirming sends 'delivered'. */
export const MarkDelivered: Story = {
  args: { sales: [shipped] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark delivered: order #11' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark order #11 delivered?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(args.onUpdateStatus).toHaveBeenCalledWith(11, { status: 'delivered' }));
  },
};

/** Cancelling asks first; confirming sends 'cancelled'. */
export const CancelOrder: Story = {
  args: { sales: [processing] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order #12' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #12?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(args.onUpdateStatus).toHaveBeenCalledWith(12, { status: 'cancelled' }));
  },
};

/** The server refused a move: its message shows under that order's controls. */
export const UpdateRefused: Story = {
  args: {
    sales: [shipped],
    onUpdateStatus: fn(async () => {
      throw new globalThis.Error(transitionRefusedMessage('shipped', 'delivered'));
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark delivered: order #11' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark order #11 delivered?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An order cannot move from shipped to delivered.',
    );
  },
};

/** An order the app marks busy, with an error it passes in. */
export const OrderBusyAndError: Story = {
  args: {
    sales: [processing, shipped],
    busy: { 12: true },
    errors: { 11: COMMERCE_MESSAGES.orders.updateStatus },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark shipped: order #12' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(COMMERCE_MESSAGES.orders.updateStatus);
  },
};

export const Empty: Story = {
  args: { sales: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_SALES_TEXT)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { sales: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your sales');
  },
};

export const Error: Story = {
  args: { sales: [], error: COMMERCE_MESSAGES.orders.fetchSales },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `Error: ${COMMERCE_MESSAGES.orders.fetchSales}`,
    );
  },
};

/** Small screen. */
export const Mobile: Story = {
  args: { sales: [processing, shipped], shippingFormOpenFor: 12 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Your sales' })).toBeVisible();
  },
};

/** Decision 060: an unshipped sale shows its ship-by date and what happens after it. */
export const ShipByDate: Story = {
  args: { sales: [{ ...processing, ship_by: '2026-03-09T10:15:00.000Z' }] },
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Order #12' }));
    await expect(card.getByText(SHIP_BY_LABEL)).toBeVisible();
    await expect(card.getByText(formatDateTime('2026-03-09T10:15:00.000Z'))).toBeVisible();
    await expect(card.getByText(SHIP_BY_HINT)).toBeVisible();
  },
};

/** Decision 060: a delivered sale says when its net is released; a released one that it was. */
export const ReleaseDates: Story = {
  args: {
    sales: [
      { ...delivered, release_at: '2026-02-19T09:00:00.000Z' },
      {
        ...delivered,
        id: 7,
        release_at: '2026-02-19T09:00:00.000Z',
        released_at: '2026-02-10T12:00:00.000Z',
        receipt_confirmed_at: '2026-02-10T12:00:00.000Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('article', { name: 'Order #9' })).getByText(
        releaseOnText(formatDate('2026-02-19T09:00:00.000Z')),
      ),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Order #7' })).getByText(
        releasedSaleText(formatDate('2026-02-10T12:00:00.000Z')),
      ),
    ).toBeVisible();
  },
};
