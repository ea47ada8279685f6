import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, waitFor, within } from 'storybook/test';
import {
  COMMERCE_MESSAGES,
  MAX_RETURN_PHOTOS,
  RECEIPT_REFUSALS,
  RETURN_MESSAGES,
  toPence,
  toPounds,
  type Order,
} from '@shop/contract';
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
import { formatDateTime, formatPrice } from '../../format.ts';
import { photoFile } from '../../testing/returnRequests.ts';
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
  args: { orders: [], error: COMMERCE_MESSAGES.orders.fetch },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${COMMERCE_MESSAGES.orders.fetch}`);
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

// Returns (decision 067). The story orders were delivered on 9 March 2026; the window runs to
// 8 April, and the screen reads it at `now`.
const NOW = new Date('2026-03-12T12:00:00.000Z');
const RETURN_BY = '2026-04-08T10:15:00.000Z';
const T = RETURN_MESSAGES.buyer;
const returnable: Order = { ...delivered, return_by: RETURN_BY };
const [lineA, lineB] = returnable.items as [Order['items'][number], Order['items'][number]];
const askButton = (name: string) => ({ name: T.askLabel(name) });
/** The return dialog, once open and faded in (its opacity animates from 0). */
async function returnDialog() {
  const dialog = await screen.findByRole('dialog', { name: T.dialogTitle });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
/** What the mocked POST answers: the new request on the line. */
const created = { id: 41, status: 'requested' } as const;

/** Decision 067: each line of a delivered order within its window offers 'Return or report a problem'. */
export const ReturnableLines: Story = {
  args: { orders: [returnable], now: NOW, onRequestReturn: fn(() => Promise.resolve(created)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', askButton(lineA.product_name))).toBeVisible();
    await expect(canvas.getByRole('button', askButton(lineB.product_name))).toBeVisible();
    // Nothing was refunded: the amount and what was paid are the same, and no 'Refunded' fact.
    await expect(canvas.queryByText(T.refundedLabel)).toBeNull();
    await expect(canvas.getByText(T.paidLabel)).toBeVisible();
  },
};

/**
 * Decision 067: the dialog asks how many, why, a note and photos (previewed), sends them as one
 * multipart request, closes, and focus lands on the line's new state, a link to the request.
 */
export const AskToReturn: Story = {
  args: { orders: [returnable], now: NOW, onRequestReturn: fn(() => Promise.resolve(created)) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', askButton(lineB.product_name)));
    const dialog = await returnDialog();
    const inDialog = within(dialog);
    await expect(dialog).toHaveAccessibleDescription(
      T.dialogDescription(lineB.product_name, returnable.id, formatDate(RETURN_BY)),
    );
    // How many: 1 to the 2 bought.
    const quantity = inDialog.getByRole('combobox', { name: T.quantityLabel });
    await expect(within(quantity).getAllByRole('option')).toHaveLength(2);
    await userEvent.selectOptions(quantity, '2');
    await userEvent.selectOptions(
      inDialog.getByRole('combobox', { name: T.reasonLabel }),
      RETURN_MESSAGES.reasons.damaged,
    );
    await userEvent.type(inDialog.getByRole('textbox', { name: T.noteLabel }), 'Both arrived chipped.');
    await userEvent.upload(inDialog.getByLabelText(T.photosLabel, { selector: 'input' }), [
      await photoFile('chip.png', '#b4232a'),
    ]);
    await expect(await inDialog.findByRole('img', { name: T.photoAlt(1, 'chip.png') })).toBeVisible();
    await userEvent.click(inDialog.getByRole('button', { name: T.send }));
    await waitFor(() => expect(args.onRequestReturn).toHaveBeenCalledTimes(1));
    const [orderId, form] = (args.onRequestReturn as ReturnType<typeof fn>).mock.calls[0] as [
      number,
      FormData,
    ];
    await expect(orderId).toBe(returnable.id);
    await expect(form.get('order_item_id')).toBe(String(lineB.id));
    await expect(form.get('quantity')).toBe('2');
    await expect(form.get('reason')).toBe('damaged');
    await expect(form.get('note')).toBe('Both arrived chipped.');
    await expect(form.getAll('photos')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const status = canvas.getByRole('link', { name: T.lineStatus(RETURN_MESSAGES.statuses.requested) });
    await expect(status).toHaveAttribute('href', `/return-requests/${created.id}`);
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.queryByRole('button', askButton(lineB.product_name))).toBeNull();
    await expect(canvas.getByRole('button', askButton(lineA.product_name))).toBeVisible();
  },
};

/** Decision 067: the form with photos chosen, before it is sent (each previewed, each removable). */
export const AskToReturnWithPhotos: Story = {
  args: { orders: [returnable], now: NOW, onRequestReturn: fn(() => Promise.resolve(created)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', askButton(lineA.product_name)));
    const dialog = within(await returnDialog());
    const input = dialog.getByLabelText(T.photosLabel, { selector: 'input' });
    await userEvent.upload(input, [
      await photoFile('front.png', '#1f4fd1'),
      await photoFile('side.png', '#0f7b6c'),
    ]);
    await expect(await dialog.findByRole('img', { name: T.photoAlt(2, 'side.png') })).toBeVisible();
    // Removing the first photo moves focus to the Remove button now in its place.
    await userEvent.click(dialog.getByRole('button', { name: T.removePhotoLabel(1, 'front.png') }));
    const remaining = dialog.getByRole('button', { name: T.removePhotoLabel(1, 'side.png') });
    await waitFor(() => expect(remaining).toHaveFocus());
    // Removing the last one moves focus to the file input.
    await userEvent.click(remaining);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(dialog.queryByRole('img')).toBeNull();
    await userEvent.upload(input, [
      await photoFile('front.png', '#1f4fd1'),
      await photoFile('side.png', '#0f7b6c'),
    ]);
    await expect(await dialog.findByRole('img', { name: T.photoAlt(2, 'side.png') })).toBeVisible();
  },
};

/** Decision 067: more than MAX_RETURN_PHOTOS photos, or a file that is no image, is refused in place. */
export const ReturnPhotosRefused: Story = {
  args: { orders: [returnable], now: NOW, onRequestReturn: fn(() => Promise.resolve(created)) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', askButton(lineA.product_name)));
    const dialog = within(await returnDialog());
    const input = dialog.getByLabelText(T.photosLabel, { selector: 'input' });
    const text = new File(['not a photo'], 'notes.txt', { type: 'text/plain' });
    // Past the picker's filter (a user may pick 'All files'): the form checks the type itself.
    fireEvent.change(input, { target: { files: [text] } });
    await expect(dialog.getByText(RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS))).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const four = await Promise.all(
      ['a.png', 'b.png', 'c.png', 'd.png'].map((name) => photoFile(name, '#4a5160')),
    );
    await userEvent.upload(input, four);
    await expect(dialog.getByText(RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS))).toBeVisible();
    await expect(dialog.queryByRole('img')).toBeNull();
    await expect(args.onRequestReturn).not.toHaveBeenCalled();
  },
};

/** Decision 067: sending without a reason is refused in place, and focus goes to the reason. */
export const ReturnReasonMissing: Story = {
  args: { orders: [returnable], now: NOW, onRequestReturn: fn(() => Promise.resolve(created)) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', askButton(lineA.product_name)));
    const dialog = within(await returnDialog());
    await userEvent.click(dialog.getByRole('button', { name: T.send }));
    const reason = dialog.getByRole('combobox', { name: T.reasonLabel });
    await expect(reason).toHaveAccessibleDescription(T.reasonRequired);
    await expect(reason).toHaveFocus();
    await expect(args.onRequestReturn).not.toHaveBeenCalled();
  },
};

/** Decision 067: the server's refusal (here: the window closed meanwhile) shows in the dialog, which stays open. */
export const ReturnRefused: Story = {
  args: {
    orders: [returnable],
    now: NOW,
    onRequestReturn: fn(() => Promise.reject(new globalThis.Error(RETURN_MESSAGES.errors.windowClosed(30)))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', askButton(lineA.product_name)));
    const dialog = within(await returnDialog());
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: T.reasonLabel }),
      RETURN_MESSAGES.reasons.changed_mind,
    );
    const send = dialog.getByRole('button', { name: T.send });
    await userEvent.click(send);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.errors.windowClosed(30));
    await expect(screen.getByRole('dialog', { name: T.dialogTitle })).toBeVisible();
    await expect(send).toHaveFocus();
  },
};

/** Decision 067: Cancel (or Escape) sends nothing and gives focus back to the line's button. */
export const ReturnCancelled: Story = {
  args: { orders: [returnable], now: NOW, onRequestReturn: fn(() => Promise.resolve(created)) },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', askButton(lineA.product_name));
    await userEvent.click(button);
    const dialog = within(await returnDialog());
    await userEvent.click(dialog.getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await returnDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onRequestReturn).not.toHaveBeenCalled();
  },
};

/** Decision 067: a line with an open request shows its state, linking to it, and offers no new one. */
export const LineWithOpenRequest: Story = {
  args: {
    orders: [
      {
        ...returnable,
        items: [{ ...lineA, return_request: { id: 41, status: 'in_transit' } }, lineB],
      },
    ],
    now: NOW,
    onRequestReturn: fn(() => Promise.resolve(created)),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: T.lineStatus(RETURN_MESSAGES.statuses.in_transit) }),
    ).toHaveAttribute('href', '/return-requests/41');
    await expect(canvas.queryByRole('button', askButton(lineA.product_name))).toBeNull();
    await expect(canvas.getByRole('button', askButton(lineB.product_name))).toBeVisible();
  },
};

/**
 * Decision 067: one of two units returned and refunded: the order shows its amount, what was
 * refunded and what was paid in the end; the line says what was refunded, links to the ended
 * request, and offers a return of the unit left.
 */
export const PartlyRefunded: Story = {
  args: {
    orders: [
      {
        ...returnable,
        refunded_amount: lineB.product_price,
        items: [
          lineA,
          { ...lineB, refunded_amount: lineB.product_price, return_request: { id: 40, status: 'refunded' } },
        ],
      },
    ],
    now: NOW,
    onRequestReturn: fn(() => Promise.resolve(created)),
  },
  play: async ({ canvas, userEvent, args }) => {
    const facts = within(canvas.getByText(T.paidLabel).closest('dl') as HTMLElement);
    await expect(facts.getByText(formatPrice(returnable.total_amount))).toBeVisible();
    await expect(facts.getByText(T.refundedLabel)).toBeVisible();
    await expect(facts.getByText(formatPrice(lineB.product_price))).toBeVisible();
    await expect(
      facts.getByText(formatPrice(toPounds(toPence(returnable.total_amount) - toPence(lineB.product_price)))),
    ).toBeVisible();
    await expect(canvas.getByText(T.lineRefunded(formatPrice(lineB.product_price)))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: T.lineStatus(RETURN_MESSAGES.statuses.refunded) }),
    ).toHaveAttribute('href', '/return-requests/40');
    await userEvent.click(canvas.getByRole('button', askButton(lineB.product_name)));
    const dialog = within(await returnDialog());
    // One unit of the two is left to return.
    const quantity = dialog.getByRole('combobox', { name: T.quantityLabel });
    await expect(within(quantity).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onRequestReturn).not.toHaveBeenCalled();
  },
};

/** Decision 067: after the window (return_by passed), no line offers a return. */
export const ReturnWindowClosed: Story = {
  args: {
    orders: [returnable],
    now: new Date('2026-04-08T10:16:00.000Z'),
    onRequestReturn: fn(() => Promise.resolve(created)),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Delivered/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Return or report a problem/ })).toBeNull();
  },
};

/** Decision 067: the dialog on a small screen, its fields one under the other. */
export const AskToReturnOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { orders: [returnable], now: NOW, onRequestReturn: fn(() => Promise.resolve(created)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', askButton(lineA.product_name)));
    const dialog = await returnDialog();
    await expect(within(dialog).getByRole('button', { name: T.send })).toBeVisible();
  },
};
