/**
 * My sales' returns and refunds (decision 067): the Returns section (what waits for the seller
 * first, each request linking to its page), a sale's refunded amounts and what was paid in the end,
 * and the Refund dialog (a refund without a return), with focus kept through it.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { RETURN_MESSAGES, formatPence, type SellerOrder } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { formatDateTime } from '../../format.ts';
import { sellerOrderOf } from '../../testing/fixtures.ts';
import { returnRequestOf } from '../../testing/salesReturns.ts';
import { MySalesScreen, type MySalesScreenProps } from './MySalesScreen.tsx';

const M = RETURN_MESSAGES.seller;
const E = RETURN_MESSAGES.errors;
const product = (i: number) => sampleProducts[i]!;

/** £ figures of the sales below, worked out in pence so the stories say what the screen must. */
const processing = sellerOrderOf(12, [
  { product: product(20), quantity: 1 },
  { product: product(21), quantity: 2 },
]);
const delivered = sellerOrderOf(9, [{ product: product(23), quantity: 2 }], {
  status: 'delivered',
  carrier: 'DPD',
  tracking_number: '15501234567890',
  created_at: '2026-02-01T09:00:00.000Z',
});
/** Order #9 with one of its two units refunded (a return, or a refund without one). */
const unitPrice = delivered.items[0]!.product_price;
const partlyRefunded: SellerOrder = {
  ...delivered,
  refunded_amount: unitPrice,
  items: delivered.items.map((item) => ({ ...item, refunded_amount: unitPrice })),
};
const fullyRefunded: SellerOrder = {
  ...delivered,
  id: 7,
  refunded_amount: delivered.total_amount,
  items: delivered.items.map((item) => ({ ...item, refunded_amount: item.total_price })),
};
const cancelled = sellerOrderOf(8, [{ product: product(24), quantity: 1 }], {
  status: 'cancelled',
  created_at: '2026-01-28T09:00:00.000Z',
});
const cancelledRefunded: SellerOrder = { ...cancelled, refunded_amount: cancelled.total_amount };

/** Requests as GET /returns/?role=seller sends them: newest first. */
const refundedRequest = returnRequestOf(6, 5, 1, { status: 'refunded', reason: 'changed_mind' });
const inTransit = returnRequestOf(5, 6, 1, {
  status: 'in_transit',
  reason: 'wrong_item',
  return_carrier: 'Royal Mail',
  return_tracking_number: 'RM998877665GB',
});
const soon = returnRequestOf(4, 7, 2, { respond_by: '2026-03-04T09:00:00.000Z' });
const escalated = returnRequestOf(3, 8, 1, { status: 'escalated', reason: 'not_as_described' });
const later = returnRequestOf(2, 9, 1, { reason: 'other', respond_by: '2026-03-06T16:30:00.000Z' });
const requests = [refundedRequest, inTransit, soon, escalated, later];

const meta = {
  title: 'Screens/Seller/MySalesReturns',
  component: MySalesScreen,
  args: {
    sales: [processing, partlyRefunded],
    loading: false,
    error: null,
    onUpdateStatus: fn(async () => undefined),
    returns: { requests, page: 1, totalPages: 1, onPageChange: fn() },
    onRefund: fn(async () => undefined),
  },
} satisfies Meta<typeof MySalesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const returnsTable = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: `${M.returnsCaption} table` }));

/**
 * The Returns section lists what waits for the seller first: requests to answer, soonest deadline
 * first, with the deadline; then the parcel on its way back; then the rest as the API sent them.
 * Each row says product, order, buyer, quantity, reason and state, and links to its page.
 */
export const ReturnsWaitingFirst: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: M.returnsTitle })).toBeVisible();
    await expect(canvas.getByText(M.returnsIntro)).toBeVisible();
    const table = returnsTable(canvas);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      `${soon.product_name}Order #${soon.order_id}`,
      `${later.product_name}Order #${later.order_id}`,
      `${inTransit.product_name}Order #${inTransit.order_id}`,
      `${refundedRequest.product_name}Order #${refundedRequest.order_id}`,
      `${escalated.product_name}Order #${escalated.order_id}`,
    ]);
    const first = within(rows[0]!);
    await expect(first.getByText(formatDateTime('2026-03-04T09:00:00.000Z'))).toBeVisible();
    await expect(first.getByText(RETURN_MESSAGES.reasons.damaged)).toBeVisible();
    await expect(first.getByText(RETURN_MESSAGES.statuses.requested)).toBeVisible();
    await expect(first.getByText(M.waitingForYou)).toBeVisible();
    await expect(first.getByText(soon.buyer.name)).toBeVisible();
    await expect(first.getByRole('cell', { name: '2' })).toBeVisible();
    await expect(first.getByRole('link', { name: M.openLabel(soon.id, soon.product_name) })).toHaveAttribute(
      'href',
      `/return-requests/${soon.id}`,
    );
    const transit = within(rows[2]!);
    await expect(transit.getByText(RETURN_MESSAGES.statuses.in_transit)).toBeVisible();
    await expect(transit.getByText(M.waitingForYou)).toBeVisible();
    await expect(transit.getByText(M.noDeadline)).toBeVisible();
    const done = within(rows[3]!);
    await expect(done.getByText(RETURN_MESSAGES.statuses.refunded)).toBeVisible();
    await expect(done.queryByText(M.waitingForYou)).toBeNull();
    await expect(within(rows[4]!).getByText(RETURN_MESSAGES.reasons.not_as_described)).toBeVisible();
  },
};

/** Opening a request from the keyboard: each row's link is in the tab order. */
export const ReturnsKeyboard: Story = {
  parameters: { visual: { disable: true } },
  args: { returns: { requests: [soon] } },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: M.openLabel(soon.id, soon.product_name) });
    link.focus();
    await expect(link).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(link).not.toHaveFocus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** No request on the seller's sales: the section says so and the sales follow. */
export const ReturnsEmpty: Story = {
  args: { returns: { requests: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: M.returnsEmpty })).toBeVisible();
    await expect(canvas.queryByText(M.returnsIntro)).toBeNull();
    await expect(canvas.getByRole('article', { name: 'Order #12' })).toBeVisible();
  },
};

export const ReturnsLoading: Story = {
  args: { returns: { requests: [], loading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(M.returnsLoading).closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('region', { name: `${M.returnsCaption} table` })).toBeNull();
  },
};

export const ReturnsError: Story = {
  args: { returns: { requests: [], error: RETURN_MESSAGES.fetch } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${RETURN_MESSAGES.fetch}`);
  },
};

/** Several pages: the section's own pagination asks for the next. */
export const ReturnsPaged: Story = {
  args: { returns: { requests, page: 1, totalPages: 3, onPageChange: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const pages = within(canvas.getByRole('navigation', { name: M.returnsPages }));
    await expect(pages.getByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(args.returns.onPageChange).toHaveBeenCalledWith(2);
  },
};

/**
 * A sale shows what was refunded and what the buyer paid in the end, and each line's refund; a
 * cancelled sale was refunded in full. Refund shows while something is left to refund, on a paid
 * sale only.
 */
export const RefundedAmounts: Story = {
  args: { sales: [partlyRefunded, fullyRefunded, cancelledRefunded], returns: { requests: [] } },
  play: async ({ canvas }) => {
    const part = within(canvas.getByRole('article', { name: 'Order #9' }));
    const unitPence = Math.round(unitPrice * 100);
    await expect(part.getByText(M.refundedLabel)).toBeVisible();
    await expect(part.getByText(formatPence(-unitPence))).toBeVisible();
    await expect(part.getByText(M.paidLabel)).toBeVisible();
    await expect(part.getByText(M.paidLabel).nextElementSibling).toHaveTextContent(formatPence(unitPence));
    await expect(part.getByText(M.lineRefunded(formatPence(unitPence)))).toBeVisible();
    await expect(part.getByRole('button', { name: M.refundLabel(9) })).toBeVisible();
    const full = within(canvas.getByRole('article', { name: 'Order #7' }));
    await expect(full.getByText(M.paidLabel).nextElementSibling).toHaveTextContent('£0.00');
    await expect(full.queryByRole('button', { name: M.refundLabel(7) })).toBeNull();
    const gone = within(canvas.getByRole('article', { name: 'Order #8' }));
    await expect(gone.getByText(M.paidLabel).nextElementSibling).toHaveTextContent('£0.00');
    await expect(gone.queryByRole('button', { name: M.refundLabel(8) })).toBeNull();
  },
};

/** Refund opens the dialog: the amount takes the focus, with what is left to refund. */
export const RefundDialog: Story = {
  args: { sales: [partlyRefunded], returns: { requests: [] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: M.refundLabel(9) }));
    const dialog = within(await screen.findByRole('dialog', { name: M.refundLabel(9) }));
    const left = formatPence(Math.round(unitPrice * 100));
    await waitFor(() => expect(dialog.getByText(M.refundDescription(left))).toBeVisible());
    const amount = dialog.getByRole('textbox', { name: M.amountLabel });
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveAccessibleDescription(M.amountHint(left));
    await expect(dialog.getByRole('textbox', { name: M.reasonLabel })).toBeVisible();
  },
};

/** Both fields are required: an empty form names both and sends nothing. */
export const RefundIncomplete: Story = {
  args: { sales: [processing], returns: { requests: [] }, refundOpenFor: 12 },
  play: async ({ userEvent, args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: M.refundLabel(12) }));
    await userEvent.click(dialog.getByRole('button', { name: M.refundConfirm }));
    await waitFor(() => expect(dialog.getByText(E.amountRequired)).toBeVisible());
    await expect(dialog.getByText(M.reasonRequired)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: M.amountLabel })).toHaveFocus();
    await expect(args.onRefund).not.toHaveBeenCalled();
  },
};

/** More than is left, or not an amount: refused in place in the API's words, nothing sent. */
export const RefundTooMuch: Story = {
  args: { sales: [partlyRefunded], returns: { requests: [] }, refundOpenFor: 9 },
  play: async ({ userEvent, args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: M.refundLabel(9) }));
    const amount = dialog.getByRole('textbox', { name: M.amountLabel });
    await userEvent.type(amount, '9999');
    await userEvent.type(dialog.getByRole('textbox', { name: M.reasonLabel }), 'Scratched lid');
    await userEvent.click(dialog.getByRole('button', { name: M.refundConfirm }));
    const left = Math.round(unitPrice * 100);
    await waitFor(() => expect(dialog.getByText(E.refundTooLarge(left))).toBeVisible());
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.234');
    await userEvent.click(dialog.getByRole('button', { name: M.refundConfirm }));
    await waitFor(() => expect(dialog.getByText(E.refundAmount)).toBeVisible());
    await expect(args.onRefund).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message shows in the dialog, which stays open with what was typed. */
export const RefundRefused: Story = {
  args: {
    sales: [processing],
    returns: { requests: [] },
    refundOpenFor: 12,
    onRefund: fn(async () => {
      throw new globalThis.Error(E.refundTooLarge(500));
    }),
  },
  play: async ({ userEvent, args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: M.refundLabel(12) }));
    await userEvent.type(dialog.getByRole('textbox', { name: M.amountLabel }), '10');
    await userEvent.type(dialog.getByRole('textbox', { name: M.reasonLabel }), 'Late delivery');
    await userEvent.click(dialog.getByRole('button', { name: M.refundConfirm }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(E.refundTooLarge(500));
    await expect(args.onRefund).toHaveBeenCalledWith(12, {
      amount: 10,
      reason: 'Late delivery',
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await expect(dialog.getByRole('textbox', { name: M.amountLabel })).toHaveValue('10');
  },
};

/**
 * A refund made: the amount in pounds and the reason are sent, the dialog closes, the refund is
 * announced on the sale and focus is back on Refund (something is still left to refund).
 */
export const RefundMade: Story = {
  args: { sales: [processing], returns: { requests: [] } },
  play: async ({ canvas, userEvent, args }) => {
    const refund = canvas.getByRole('button', { name: M.refundLabel(12) });
    await userEvent.click(refund);
    const dialog = within(await screen.findByRole('dialog', { name: M.refundLabel(12) }));
    await userEvent.type(dialog.getByRole('textbox', { name: M.amountLabel }), '£5.5');
    await userEvent.type(dialog.getByRole('textbox', { name: M.reasonLabel }), '  Late delivery  ');
    await userEvent.click(dialog.getByRole('button', { name: M.refundConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onRefund).toHaveBeenCalledWith(12, {
      amount: 5.5,
      reason: 'Late delivery',
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const sale = within(canvas.getByRole('article', { name: 'Order #12' }));
    const note = sale.getByText(M.refundedText(12, '£5.50'));
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute('role', 'status');
    await waitFor(() => expect(refund).toHaveFocus());
  },
};

/** Answers the refund RefundEverything is making (set while it waits). */
let answerRefund: (() => void) | null = null;

/**
 * Refunding all that is left, from the keyboard: the dialog stays open (buttons focusable, Escape
 * ignored) while it is sent; once the sale shows it fully refunded, Refund is gone and focus is on
 * the announcement instead of being dropped.
 */
export const RefundEverything: Story = {
  parameters: { visual: { disable: true } },
  args: {
    sales: [partlyRefunded],
    returns: { requests: [] },
    onRefund: fn(
      () =>
        new Promise<void>((resolve) => {
          answerRefund = resolve;
        }),
    ),
  },
  render: function Render(args) {
    const [sales, setSales] = useState(args.sales);
    const send: MySalesScreenProps['onRefund'] = args.onRefund;
    return (
      <MySalesScreen
        {...args}
        sales={sales}
        onRefund={async (orderId, refund) => {
          await send(orderId, refund);
          setSales((all) =>
            all.map((s) =>
              s.id === orderId
                ? {
                    ...s,
                    refunded_amount: s.refunded_amount + refund.amount,
                    items: s.items.map((item) => ({ ...item, refunded_amount: item.total_price })),
                  }
                : s,
            ),
          );
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    answerRefund = null;
    const refund = canvas.getByRole('button', { name: M.refundLabel(9) });
    refund.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: M.refundLabel(9) }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: M.amountLabel })).toHaveFocus());
    await userEvent.keyboard(String(unitPrice));
    await userEvent.tab();
    await userEvent.keyboard('Broken in transit');
    await userEvent.tab();
    await userEvent.tab();
    const send = dialog.getByRole('button', { name: M.refundConfirm });
    await expect(send).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(answerRefund).not.toBeNull());
    await expect(dialog.getByRole('button', { name: M.refunding })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: M.refundLabel(9) })).toBeVisible();
    answerRefund!();
    answerRefund = null;
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sale = within(canvas.getByRole('article', { name: 'Order #9' }));
    await waitFor(() => expect(sale.queryByRole('button', { name: M.refundLabel(9) })).toBeNull());
    const note = sale.getByText(M.refundedText(9, formatPence(Math.round(unitPrice * 100))));
    await waitFor(() => expect(note).toHaveFocus());
  },
};

/** Escape or Cancel closes the dialog without sending, and focus goes back to Refund. */
export const RefundCancelled: Story = {
  parameters: { visual: { disable: true } },
  args: { sales: [processing], returns: { requests: [] } },
  play: async ({ canvas, userEvent, args }) => {
    const refund = canvas.getByRole('button', { name: M.refundLabel(12) });
    await userEvent.click(refund);
    let dialog = within(await screen.findByRole('dialog', { name: M.refundLabel(12) }));
    await userEvent.type(dialog.getByRole('textbox', { name: M.amountLabel }), '3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(refund).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    dialog = within(await screen.findByRole('dialog', { name: M.refundLabel(12) }));
    await expect(dialog.getByRole('textbox', { name: M.amountLabel })).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: M.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(refund).toHaveFocus());
    await expect(args.onRefund).not.toHaveBeenCalled();
  },
};

/** Small screen: the returns table scrolls inside its region; the sales follow. */
export const ReturnsMobile: Story = {
  args: { sales: [partlyRefunded] },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: `${M.returnsCaption} table` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.refundLabel(9) })).toBeVisible();
  },
};

/** Cancelling a sale already partly refunded gives back what is left, and the question says so. */
export const CancelAfterRefund: Story = {
  parameters: { visual: { disable: true } },
  args: { sales: [{ ...processing, refunded_amount: 8 }], returns: { requests: [] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order #12' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel order #12?' }));
    const left = formatPence(Math.round(processing.total_amount * 100) - 800);
    await waitFor(() =>
      expect(dialog.getByText(`The order will not ship. The buyer is refunded ${left}.`)).toBeVisible(),
    );
  },
};
