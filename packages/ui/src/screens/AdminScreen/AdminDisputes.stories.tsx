/**
 * The back office's returns (decision 067): the Disputes tab (the queue, oldest first, and the
 * decided ones; a dispute's whole thread; staff's decision) and a refund without a return from
 * the Orders tab, with the same dialog as My sales.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { RETURN_MESSAGES, formatPence, toPence, type ReturnRequest, type SellerOrder } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { formatDateTime } from '../../format.ts';
import { sampleBuyer, sampleOtherSeller, sampleSeller, sellerOrderOf } from '../../testing/fixtures.ts';
import { returnRequestOf, samplePhotos } from '../../testing/salesReturns.ts';
import { AdminScreen, type AdminScreenProps } from './AdminScreen.tsx';

const S = RETURN_MESSAGES.staff;
const R = RETURN_MESSAGES.seller;
const E = RETURN_MESSAGES.errors;

/** Dispute #3: declined by the seller, then escalated by the buyer, with photos and both notes. */
const declinedThenEscalated: ReturnRequest = returnRequestOf(3, 8, 2, {
  status: 'escalated',
  reason: 'not_as_described',
  note: 'The colour is nothing like the pictures.\nThe cap is cracked too.',
  photos: samplePhotos,
  respond_by: null,
  decline_reason: 'It matches the listing; the cap was fine when sent.',
  updated_at: '2026-03-04T08:00:00.000Z',
  events: [
    {
      id: 31,
      actor: sampleBuyer,
      role: 'buyer',
      from_status: null,
      to_status: 'requested',
      note: 'The colour is nothing like the pictures.\nThe cap is cracked too.',
      created_at: '2026-03-02T10:15:00.000Z',
    },
    {
      id: 32,
      actor: sampleSeller,
      role: 'seller',
      from_status: 'requested',
      to_status: 'declined',
      note: 'It matches the listing; the cap was fine when sent.',
      created_at: '2026-03-03T09:00:00.000Z',
    },
    {
      id: 33,
      actor: sampleBuyer,
      role: 'buyer',
      from_status: 'declined',
      to_status: 'escalated',
      note: 'Please look at the photos.',
      created_at: '2026-03-04T08:00:00.000Z',
    },
  ],
});

/** Dispute #5: sent back, the seller never confirmed it came back. */
const parcelLost: ReturnRequest = returnRequestOf(5, 6, 1, {
  status: 'escalated',
  reason: 'wrong_item',
  respond_by: null,
  keep_item: false,
  return_address: {
    name: 'Sam Seller',
    line1: '4 Warehouse Lane',
    line2: '',
    city: 'Leeds',
    postcode: 'LS1 4AP',
  },
  return_carrier: 'Royal Mail',
  return_tracking_number: 'RM998877665GB',
  seller: sampleOtherSeller,
  updated_at: '2026-03-06T12:30:00.000Z',
  events: [
    {
      id: 51,
      actor: sampleBuyer,
      role: 'buyer',
      from_status: null,
      to_status: 'requested',
      note: '',
      created_at: '2026-03-02T10:15:00.000Z',
    },
    {
      id: 52,
      actor: sampleOtherSeller,
      role: 'seller',
      from_status: 'requested',
      to_status: 'accepted',
      note: '',
      created_at: '2026-03-02T18:00:00.000Z',
    },
    {
      id: 53,
      actor: sampleBuyer,
      role: 'buyer',
      from_status: 'accepted',
      to_status: 'in_transit',
      note: 'Royal Mail RM998877665GB',
      created_at: '2026-03-03T11:00:00.000Z',
    },
    {
      id: 54,
      actor: sampleBuyer,
      role: 'buyer',
      from_status: 'in_transit',
      to_status: 'escalated',
      note: 'Delivered on the 4th; no refund since.',
      created_at: '2026-03-06T12:30:00.000Z',
    },
  ],
});

/** Dispute #7: the seller did not answer in time; the shop sent it to staff. */
const unanswered: ReturnRequest = returnRequestOf(7, 10, 1, {
  status: 'escalated',
  respond_by: null,
  updated_at: '2026-03-08T10:15:00.000Z',
  events: [
    ...returnRequestOf(7, 10, 1).events,
    {
      id: 72,
      actor: null,
      role: 'system',
      from_status: 'requested',
      to_status: 'escalated',
      note: '',
      created_at: '2026-03-08T10:15:00.000Z',
    },
  ],
});

/** Decided disputes, newest first. */
const partlyRefunded: ReturnRequest = {
  ...declinedThenEscalated,
  id: 2,
  status: 'resolved',
  refunded_amount: 5,
  decision: { outcome: 'refund_partial', amount: 5, reason: 'The cap is cracked; the colour is as listed.' },
  events: [
    ...declinedThenEscalated.events,
    {
      id: 34,
      actor: { id: 4, name: 'Ada Admin' },
      role: 'staff',
      from_status: 'escalated',
      to_status: 'resolved',
      note: 'The cap is cracked; the colour is as listed.',
      created_at: '2026-03-05T15:00:00.000Z',
    },
  ],
};
const noRefund: ReturnRequest = {
  ...unanswered,
  id: 1,
  status: 'resolved',
  decision: { outcome: 'decline', amount: 0, reason: 'Changed mind after the window.' },
  events: [
    ...unanswered.events,
    {
      id: 73,
      actor: { id: 4, name: 'Ada Admin' },
      role: 'staff',
      from_status: 'escalated',
      to_status: 'resolved',
      note: 'Changed mind after the window.',
      created_at: '2026-03-04T09:00:00.000Z',
    },
  ],
};

const queue = [declinedThenEscalated, parcelLost, unanswered];

const product = (i: number) => sampleProducts[i]!;
const orders: SellerOrder[] = [
  sellerOrderOf(21, [{ product: product(20), quantity: 1 }], { status: 'processing' }),
  sellerOrderOf(20, [{ product: product(2), quantity: 2 }], {
    status: 'delivered',
    seller: sampleOtherSeller,
    refunded_amount: 10,
  }),
  sellerOrderOf(18, [{ product: product(3), quantity: 1 }], { status: 'cancelled' }),
];

const meta = {
  title: 'Screens/Admin/AdminDisputes',
  component: AdminScreen,
  args: {
    isStaff: true,
    defaultTab: 'disputes',
    orders: { items: orders },
    listings: { items: [] },
    users: { items: [] },
    events: { items: [] },
    disputes: { state: 'open', items: queue, page: 1, totalPages: 1 },
    onDisputesChange: fn(),
    onDecideDispute: fn(async () => undefined),
    onRefundOrder: fn(async () => undefined),
    onUpdateOrderStatus: fn(async () => undefined),
    onModerateListing: fn(async () => undefined),
    onSetUserActive: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('tabpanel', { name: S.disputesTab }));
const thread = async (id: number, product: string) =>
  within(await screen.findByRole('dialog', { name: S.threadTitle(id, product) }));

/**
 * The queue, oldest first as the API sends it: each dispute's request and product, order, buyer and
 * seller, amount, reason and since when it waits for staff.
 */
export const Queue: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: S.disputesTab })).toHaveAttribute('aria-selected', 'true');
    const p = panel(canvas);
    await expect(p.getByRole('heading', { level: 2, name: S.disputesTitle })).toBeVisible();
    await expect(p.getByRole('checkbox', { name: S.showDecided })).not.toBeChecked();
    const rows = p.getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      `#3${declinedThenEscalated.quantity} × ${declinedThenEscalated.product_name}`,
      `#5${parcelLost.quantity} × ${parcelLost.product_name}`,
      `#7${unanswered.quantity} × ${unanswered.product_name}`,
    ]);
    const first = within(rows[0]!);
    await expect(first.getByText(`#${declinedThenEscalated.order_id}`)).toBeVisible();
    await expect(first.getByText(`Buyer: ${sampleBuyer.name}`)).toBeVisible();
    await expect(first.getByText(`Seller: ${sampleSeller.name}`)).toBeVisible();
    await expect(first.getByText(RETURN_MESSAGES.reasons.not_as_described)).toBeVisible();
    await expect(first.getByText(formatDateTime('2026-03-04T08:00:00.000Z'))).toBeVisible();
    await expect(first.getByRole('button', { name: S.openThreadLabel(3) })).toBeVisible();
    await expect(within(rows[2]!).getByText(formatDateTime('2026-03-08T10:15:00.000Z'))).toBeVisible();
  },
};

/** The toggle asks for the decided disputes (the route reads ?state=decided). */
export const ToggleDecided: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(panel(canvas).getByRole('checkbox', { name: S.showDecided }));
    await expect(args.onDisputesChange).toHaveBeenCalledWith({ state: 'decided', page: 1 });
  },
};

/** The decided ones: each with its decision and when it was made. */
export const Decided: Story = {
  args: { disputes: { state: 'decided', items: [partlyRefunded, noRefund] } },
  play: async ({ canvas }) => {
    const p = panel(canvas);
    await expect(p.getByRole('checkbox', { name: S.showDecided })).toBeChecked();
    await expect(p.getByRole('columnheader', { name: S.columns.outcome })).toBeVisible();
    await expect(p.getByText('Partial refund of £5.00')).toBeVisible();
    await expect(p.getByText(S.decidedOn(formatDateTime('2026-03-05T15:00:00.000Z')))).toBeVisible();
    await expect(p.getByText('No refund')).toBeVisible();
  },
};

export const QueueEmpty: Story = {
  args: { disputes: { state: 'open', items: [] } },
  play: async ({ canvas }) => {
    await expect(panel(canvas).getByRole('heading', { level: 3, name: S.openEmpty })).toBeVisible();
  },
};

export const DecidedEmpty: Story = {
  args: { disputes: { state: 'decided', items: [] } },
  play: async ({ canvas }) => {
    await expect(panel(canvas).getByRole('heading', { level: 3, name: S.decidedEmpty })).toBeVisible();
  },
};

export const QueueLoading: Story = {
  args: { disputes: { state: 'open', items: [], loading: true } },
  play: async ({ canvas }) => {
    await expect(panel(canvas).getByText(S.loading)).toBeInTheDocument();
  },
};

export const QueueError: Story = {
  args: { disputes: { state: 'open', items: [], error: RETURN_MESSAGES.fetchDisputes } },
  play: async ({ canvas }) => {
    await expect(panel(canvas).getByRole('alert')).toHaveTextContent(
      `Error: ${RETURN_MESSAGES.fetchDisputes}`,
    );
  },
};

/** Several pages: the queue's own pagination asks for the next, in the same queue. */
export const QueuePaged: Story = {
  parameters: { visual: { disable: true } },
  args: { disputes: { state: 'open', items: queue, page: 1, totalPages: 2 } },
  play: async ({ canvas, userEvent, args }) => {
    const pages = within(panel(canvas).getByRole('navigation', { name: S.pages }));
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(args.onDisputesChange).toHaveBeenCalledWith({ state: 'open', page: 2 });
  },
};

/**
 * A dispute's whole thread: the order, product, quantity and amount, both sides, the reason and
 * the buyer's note, the seller's reason for declining, the photos, every step of the history with
 * who took it, and the decision form.
 */
export const Thread: Story = {
  args: { disputeOpenFor: 3 },
  play: async () => {
    const d = await thread(3, declinedThenEscalated.product_name);
    await waitFor(() => expect(d.getByText(S.threadDescription)).toBeVisible());
    const facts = (label: string) => d.getByText(label, { selector: 'dt' }).nextElementSibling;
    await expect(facts(S.facts.order)).toHaveTextContent(`#${declinedThenEscalated.order_id}`);
    await expect(facts(S.facts.quantity)).toHaveTextContent('2');
    await expect(facts(S.facts.amount)).toHaveTextContent(formatPence(toPence(declinedThenEscalated.amount)));
    await expect(facts(S.facts.buyer)).toHaveTextContent(sampleBuyer.name);
    await expect(facts(S.facts.seller)).toHaveTextContent(sampleSeller.name);
    await expect(facts(S.facts.reason)).toHaveTextContent(RETURN_MESSAGES.reasons.not_as_described);
    await expect(facts(S.facts.note)).toHaveTextContent('The cap is cracked too.');
    await expect(facts(S.facts.declineReason)).toHaveTextContent('the cap was fine when sent');
    await expect(facts(S.facts.tracking)).toHaveTextContent(S.notShipped);
    await expect(d.getByRole('link', { name: S.photoLabel(1, 2) })).toHaveAttribute('href', samplePhotos[0]);
    await expect(d.getByRole('link', { name: S.photoLabel(2, 2) })).toHaveAttribute('target', '_blank');
    const history = within(d.getByRole('heading', { level: 3, name: S.historyTitle }).closest('section')!);
    const steps = history.getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(
      within(steps[0]!).getByText(`${RETURN_MESSAGES.parties.buyer}: ${sampleBuyer.name}`),
    ).toBeVisible();
    await expect(within(steps[0]!).getByText(S.stepText(null, ''))).toBeVisible();
    await expect(
      within(steps[1]!).getByText(
        S.stepText(RETURN_MESSAGES.statuses.requested, RETURN_MESSAGES.statuses.declined),
      ),
    ).toBeVisible();
    await expect(within(steps[2]!).getByText('Please look at the photos.')).toBeVisible();
    const form = within(d.getByRole('form', { name: S.decisionTitle }));
    for (const outcome of Object.values(RETURN_MESSAGES.outcomes))
      await expect(form.getByRole('radio', { name: outcome })).not.toBeChecked();
    await expect(form.getByRole('textbox', { name: S.decisionReasonLabel })).toBeVisible();
  },
};

/** A parcel sent back: the return address and the tracking; a step by the shop itself. */
export const ThreadReturnParcel: Story = {
  args: { disputeOpenFor: 5 },
  play: async () => {
    const d = await thread(5, parcelLost.product_name);
    await waitFor(() => expect(d.getByText('RM998877665GB', { selector: 'span' })).toBeVisible());
    await expect(d.getByText('LS1 4AP')).toBeVisible();
    await expect(d.getByText(S.noPhotos)).toBeVisible();
    await expect(d.getByText(S.notDeclined)).toBeVisible();
    await expect(d.getByText(`${RETURN_MESSAGES.parties.seller}: ${sampleOtherSeller.name}`)).toBeVisible();
  },
};

/** Nothing chosen: the outcome and the reason are both asked for, and nothing is sent. */
export const DecisionIncomplete: Story = {
  args: { disputeOpenFor: 7 },
  play: async ({ userEvent, args }) => {
    const d = await thread(7, unanswered.product_name);
    await userEvent.click(d.getByRole('button', { name: S.decide }));
    await waitFor(() => expect(d.getByText(S.outcomeRequired)).toBeVisible());
    await expect(d.getByText(S.decisionReasonRequired)).toBeVisible();
    await expect(d.getByRole('group', { name: S.outcomeLabel })).toHaveAccessibleDescription(
      S.outcomeRequired,
    );
    await expect(args.onDecideDispute).not.toHaveBeenCalled();
  },
};

/** A partial refund asks for its amount, up to the request's amount; more is refused in place. */
export const DecisionPartialTooMuch: Story = {
  args: { disputeOpenFor: 7 },
  play: async ({ userEvent, args }) => {
    const d = await thread(7, unanswered.product_name);
    await expect(d.queryByRole('textbox', { name: S.partialAmountLabel })).toBeNull();
    await userEvent.click(d.getByRole('radio', { name: RETURN_MESSAGES.outcomes.refund_partial }));
    const amount = d.getByRole('textbox', { name: S.partialAmountLabel });
    const max = Math.round(unanswered.amount * 100);
    await userEvent.type(amount, String(unanswered.amount + 1));
    await userEvent.type(d.getByRole('textbox', { name: S.decisionReasonLabel }), 'Half the set missing');
    await userEvent.click(d.getByRole('button', { name: S.decide }));
    await waitFor(() => expect(d.getByText(E.refundTooLarge(max))).toBeVisible());
    await expect(amount).toHaveFocus();
    await expect(args.onDecideDispute).not.toHaveBeenCalled();
  },
};

/** The server refuses (e.g. already decided by someone else): its message shows in the form. */
export const DecisionRefused: Story = {
  args: {
    disputeOpenFor: 7,
    onDecideDispute: fn(async () => {
      throw new globalThis.Error(E.moveRefused('resolved', 'resolved'));
    }),
  },
  play: async ({ userEvent, args }) => {
    const d = await thread(7, unanswered.product_name);
    await userEvent.click(d.getByRole('radio', { name: RETURN_MESSAGES.outcomes.decline }));
    await userEvent.type(d.getByRole('textbox', { name: S.decisionReasonLabel }), 'No fault found');
    await userEvent.click(d.getByRole('button', { name: S.decide }));
    await expect(await d.findByRole('alert')).toHaveTextContent(E.moveRefused('resolved', 'resolved'));
    await expect(args.onDecideDispute).toHaveBeenCalledWith(7, {
      outcome: 'decline',
      reason: 'No fault found',
    });
  },
};

/**
 * A decision recorded, from the keyboard: the partial amount in pounds and the reason are sent, the
 * dialog closes, the dispute leaves the queue, the decision is announced and takes the focus.
 */
export const DecisionMade: Story = {
  parameters: { visual: { disable: true } },
  render: function Render(args) {
    const [items, setItems] = useState(queue);
    const decide: AdminScreenProps['onDecideDispute'] = args.onDecideDispute;
    return (
      <AdminScreen
        {...args}
        disputes={{ state: 'open', items }}
        onDecideDispute={async (id, decision) => {
          await decide?.(id, decision);
          setItems((all) => all.filter((r) => r.id !== id));
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const open = canvas.getByRole('button', { name: S.openThreadLabel(5) });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const d = await thread(5, parcelLost.product_name);
    const partial = d.getByRole('radio', { name: RETURN_MESSAGES.outcomes.refund_partial });
    partial.focus();
    await userEvent.keyboard(' ');
    await expect(partial).toBeChecked();
    await userEvent.tab();
    await expect(d.getByRole('textbox', { name: S.partialAmountLabel })).toHaveFocus();
    await userEvent.keyboard('5');
    await userEvent.tab();
    await userEvent.keyboard('Half: the parcel was never signed for');
    await userEvent.click(d.getByRole('button', { name: S.decide }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDecideDispute).toHaveBeenCalledWith(5, {
      outcome: 'refund_partial',
      amount: 5,
      reason: 'Half: the parcel was never signed for',
    });
    const note = canvas.getByText(S.decidedText(5, 'Partial refund of £5.00'));
    await expect(note).toHaveAttribute('role', 'status');
    await waitFor(() => expect(note).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: S.openThreadLabel(5) })).toBeNull();
  },
};

/** Closing a thread with Escape puts focus back on its Open button. */
export const ThreadClosed: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent, args }) => {
    const open = canvas.getByRole('button', { name: S.openThreadLabel(3) });
    await userEvent.click(open);
    await thread(3, declinedThenEscalated.product_name);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    await expect(args.onDecideDispute).not.toHaveBeenCalled();
  },
};

/** A decided dispute's thread shows the decision and its reason, with no form. */
export const DecidedThread: Story = {
  args: { disputes: { state: 'decided', items: [partlyRefunded, noRefund] }, disputeOpenFor: 2 },
  play: async () => {
    const d = await thread(2, partlyRefunded.product_name);
    await waitFor(() => expect(d.getByText('Partial refund of £5.00')).toBeVisible());
    await expect(d.getByText(S.facts.refunded, { selector: 'dt' })).toBeVisible();
    await expect(d.queryByRole('form', { name: S.decisionTitle })).toBeNull();
    await expect(d.getByRole('button', { name: S.close })).toBeVisible();
  },
};

/** Small screen: the thread scrolls within the window. */
export const ThreadMobile: Story = {
  args: { disputeOpenFor: 3 },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const d = await thread(3, declinedThenEscalated.product_name);
    await waitFor(() => expect(d.getByText(S.threadDescription)).toBeVisible());
  },
};

/**
 * Staff refund any paid order without a return from the Orders tab: Refund on orders with something
 * left (not on a cancelled one); an order shows what was refunded and paid in the end.
 */
export const OrdersRefund: Story = {
  args: { defaultTab: 'orders' },
  play: async ({ canvas }) => {
    const orders = within(canvas.getByRole('tabpanel', { name: 'Orders' }));
    await expect(orders.getByRole('columnheader', { name: S.refundColumn })).toBeVisible();
    await expect(orders.getByRole('button', { name: R.refundLabel(21) })).toBeVisible();
    await expect(orders.getByRole('button', { name: R.refundLabel(20) })).toBeVisible();
    await expect(orders.queryByRole('button', { name: R.refundLabel(18) })).toBeNull();
    const row = within(orders.getByRole('row', { name: /#20/ }));
    await expect(row.getByText(`${R.refundedLabel} -£10.00`)).toBeVisible();
  },
};

/** A refund made from the Orders tab: sent, announced, focus back on Refund. */
export const OrdersRefundMade: Story = {
  parameters: { visual: { disable: true } },
  args: { defaultTab: 'orders' },
  play: async ({ canvas, userEvent, args }) => {
    const refund = canvas.getByRole('button', { name: R.refundLabel(21) });
    await userEvent.click(refund);
    const d = within(await screen.findByRole('dialog', { name: R.refundLabel(21) }));
    await userEvent.type(d.getByRole('textbox', { name: R.amountLabel }), '12');
    await userEvent.type(d.getByRole('textbox', { name: R.reasonLabel }), 'Goodwill: late dispatch');
    await userEvent.click(d.getByRole('button', { name: R.refundConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onRefundOrder).toHaveBeenCalledWith(21, {
      amount: 12,
      reason: 'Goodwill: late dispatch',
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await expect(canvas.getByText(R.refundedText(21, '£12.00'))).toBeVisible();
    await waitFor(() => expect(refund).toHaveFocus());
  },
};
