import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { MESSAGES, RECEIPT_REFUSALS, type Order } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { formatDate } from '../../format.ts';
import { orderOf, sampleOtherSeller, sampleSeller } from '../../testing/fixtures.ts';
import {
  CONFIRM_RECEIPT_LABEL,
  confirmReceiptTitle,
  receiptConfirmedText,
  releaseByText,
  releasedText,
  shipByText,
} from '../../components/OrderReceipt/index.ts';
import { formatDateTime } from '../../format.ts';
import { MyOrdersScreen, NO_ORDERS_TEXT, RECEIPT_CONFIRMED_TOAST } from './MyOrdersScreen.tsx';

const [p1, p2, p3, p4, p5] = sampleProducts as [
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
];

const delivered = orderOf(
  1,
  [
    { product: p4, quantity: 1 },
    { product: p5, quantity: 2 },
  ],
  { status: 'delivered', carrier: 'Royal Mail', tracking_number: 'RM123456785GB' },
);
const processing = orderOf(2, [{ product: p1, quantity: 1 }], { status: 'processing' });
const shipped = orderOf(3, [{ product: p2, quantity: 1 }], {
  status: 'shipped',
  carrier: 'Royal Mail',
  tracking_number: 'RM123456785GB',
});
const cancelled = orderOf(4, [{ product: p3, quantity: 1 }], { status: 'cancelled' });
const orders: Order[] = [processing, shipped, delivered, cancelled];

function orderWith(status: string): Order {
  return { ...processing, status };
}

const meta = {
  title: 'Screens/Orders/MyOrdersScreen',
  component: MyOrdersScreen,
  args: { orders, loading: false, error: null },
} satisfies Meta<typeof MyOrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllOrders: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    // The list does not scroll in a box of its own (decision 047): the page scrolls.
    const list = canvas.getByRole('region', { name: 'Your orders' });
    await expect(getComputedStyle(list).overflowY).toBe('visible');
    await expect(list.scrollHeight).toBeLessThanOrEqual(list.clientHeight);
    const trigger = canvas.getByRole('button', { name: /Order #3/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(orders.length);
  },
};

export const Pending: Story = {
  args: { orders: [orderWith('pending')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Order #\d+ Pending/ })).toBeVisible();
    await expect(Number(canvas.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeCloseTo(
      50 / 3,
      5,
    );
  },
};

/** Paid, waiting for the seller: the seller's name, the delivery address, no carrier yet. */
export const Processing: Story = {
  args: { orders: [processing] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66.7');
    await expect(canvas.getByRole('button', { name: /Order #2 Processing Sold by Sam S\./ })).toBeVisible();
    await expect(canvas.getByText('12 Example Street')).toBeVisible();
    await expect(canvas.queryByText('Carrier')).toBeNull();
  },
};

/** Shipped with its carrier and tracking number. */
export const Shipped: Story = {
  args: { orders: [shipped] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '83.3');
    await expect(canvas.getByText('Royal Mail')).toBeVisible();
    await expect(canvas.getByText('RM123456785GB')).toBeVisible();
  },
};

export const Delivered: Story = {
  args: { orders: [delivered] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('button', { name: /Delivered/ })).toBeVisible();
  },
};

/** Cancelled by the seller or staff: a red badge, an empty bar and 'Order cancelled'. */
export const Cancelled: Story = {
  args: { orders: [cancelled] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Order #4 Cancelled/ })).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('Order cancelled')).toBeVisible();
  },
};

/** One checkout with products of two sellers: two orders, each with its seller and status. */
export const TwoSellersOneCheckout: Story = {
  args: {
    orders: [
      orderOf(7, [{ product: p1, quantity: 1 }], {
        seller: sampleSeller,
        checkout_session_id: 'cs_test_shared',
        status: 'shipped',
        carrier: 'DPD',
        tracking_number: '15501234567890',
      }),
      orderOf(8, [{ product: p2, quantity: 2 }], {
        seller: sampleOtherSeller,
        checkout_session_id: 'cs_test_shared',
        status: 'processing',
      }),
    ],
    defaultOpen: [7, 8],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Order #7 Shipped Sold by Sam S\./ })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /Order #8 Processing Sold by Olivia P\./ }),
    ).toBeVisible();
  },
};

export const UnknownStatus: Story = {
  args: { orders: [orderWith('on hold')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const WithTracking: Story = {
  args: { orders: [shipped] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RM123456785GB')).toBeVisible();
    const item = shipped.items[0]!;
    const lines = within(canvas.getByRole('list', { name: `Items in order #${shipped.id}` }));
    await expect(lines.getByText(item.product_name)).toBeVisible();
    await expect(canvas.getByText(formatDate(shipped.created_at))).toBeVisible();
  },
};

const noImage: Order = {
  ...processing,
  items: processing.items.map((item) => ({ ...item, image_url: null })),
};
export const ItemWithoutImage: Story = {
  args: { orders: [noImage] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No image')[0]).toBeVisible();
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_ORDERS_TEXT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  },
};

export const Loading: Story = {
  args: { orders: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders');
  },
};

export const Error: Story = {
  args: { orders: [], error: MESSAGES.orders.fetch },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${MESSAGES.orders.fetch}`);
  },
};

/** Small screen: the order facts sit two by two. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your orders' })).toBeVisible();
  },
};

/** Decision 060: a paid order not shipped yet says by when the seller must ship it, and what happens otherwise. */
export const ShipByDate: Story = {
  args: { orders: [{ ...processing, ship_by: '2026-03-09T10:15:00.000Z' }], onConfirmReceipt: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(shipByText(formatDateTime('2026-03-09T10:15:00.000Z')))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: CONFIRM_RECEIPT_LABEL })).toBeNull();
  },
};

/**
 * Decision 060: a shipped order offers 'Confirm receipt'; it asks first, then confirms and says
 * thank you in a toast (the order shows released once the list reloads: ReceiptConfirmed).
 */
export const ConfirmReceiptOfShipped: Story = {
  args: { orders: [shipped], onConfirmReceipt: fn(() => Promise.resolve()), defaultOpen: [shipped.id] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONFIRM_RECEIPT_LABEL }));
    const dialog = await screen.findByRole('alertdialog', { name: confirmReceiptTitle(shipped.id) });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onConfirmReceipt).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: CONFIRM_RECEIPT_LABEL }));
    await waitFor(() => expect(args.onConfirmReceipt).toHaveBeenCalledWith(shipped.id));
    await expect(await screen.findByText(RECEIPT_CONFIRMED_TOAST)).toBeVisible();
    // Focus returns to the order's button while the list has not reloaded.
    await waitFor(() => expect(canvas.getByRole('button', { name: CONFIRM_RECEIPT_LABEL })).toHaveFocus());
  },
};

/** Decision 060: Cancel in the confirm step confirms nothing. */
export const ConfirmReceiptCancelled: Story = {
  args: { orders: [shipped], onConfirmReceipt: fn(() => Promise.resolve()), defaultOpen: [shipped.id] },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: CONFIRM_RECEIPT_LABEL });
    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: confirmReceiptTitle(shipped.id) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onConfirmReceipt).not.toHaveBeenCalled();
  },
};

/** Decision 060: a refusal (here: already released elsewhere) shows the server's text under the button. */
export const ConfirmReceiptRefused: Story = {
  args: {
    orders: [shipped],
    onConfirmReceipt: fn(() => Promise.reject(new globalThis.Error(RECEIPT_REFUSALS.alreadyReleased))),
    defaultOpen: [shipped.id],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONFIRM_RECEIPT_LABEL }));
    const dialog = await screen.findByRole('alertdialog', { name: confirmReceiptTitle(shipped.id) });
    await userEvent.click(within(dialog).getByRole('button', { name: CONFIRM_RECEIPT_LABEL }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RECEIPT_REFUSALS.alreadyReleased);
  },
};

const releaseAt = '2026-03-24T09:00:00.000Z';
/** Decision 060: a delivered order says when the seller is paid, and still offers 'Confirm receipt'. */
export const DeliveredAwaitingRelease: Story = {
  args: { orders: [{ ...delivered, release_at: releaseAt }], onConfirmReceipt: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(releaseByText(formatDate(releaseAt)))).toBeVisible();
    await expect(canvas.getByRole('button', { name: CONFIRM_RECEIPT_LABEL })).toBeVisible();
  },
};

/** Decision 060: the buyer confirmed receipt: the order is complete, no button. */
export const ReceiptConfirmed: Story = {
  args: {
    orders: [
      {
        ...delivered,
        release_at: releaseAt,
        released_at: '2026-03-12T08:30:00.000Z',
        receipt_confirmed_at: '2026-03-12T08:30:00.000Z',
      },
    ],
    onConfirmReceipt: fn(),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(receiptConfirmedText(formatDate('2026-03-12T08:30:00.000Z'))),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: CONFIRM_RECEIPT_LABEL })).toBeNull();
  },
};

/** Decision 060: released by its date, without the buyer's confirmation. */
export const ReleasedByDate: Story = {
  args: { orders: [{ ...delivered, release_at: releaseAt, released_at: releaseAt }], onConfirmReceipt: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(releasedText(formatDate(releaseAt)))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: CONFIRM_RECEIPT_LABEL })).toBeNull();
  },
};
