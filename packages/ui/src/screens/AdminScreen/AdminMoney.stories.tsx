import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  ADMIN_MONEY_MESSAGES as M,
  MESSAGES,
  holdPayoutsLabel,
  liftHoldLabel,
  orderLedgerHeading,
  orderLedgerLinkLabel,
  orderNotFoundText,
  orderWithoutJournalsText,
  type OrderLedger,
  type SellerPayoutSummary,
} from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { sellerOrderOf, sampleOtherSeller } from '../../testing/fixtures.ts';
import { AdminScreen, type AdminScreenProps } from './AdminScreen.tsx';

/** Sellers as GET /admin/payouts/balances/ answers them (decision 064), newest first. */
const sam: SellerPayoutSummary = {
  seller: { id: 12, name: 'Sam Seller' },
  payout_account_state: 'active',
  balances: { pending_pence: 4250, available_pence: 1875, in_transit_pence: 0, paid_out_pence: 12400 },
  hold: null,
  last_payout: { id: 4, created_at: '2026-10-19T06:00:00.000Z', amount_pence: 4551, status: 'paid' },
};
const max: SellerPayoutSummary = {
  seller: { id: 9, name: 'Max Spam' },
  payout_account_state: 'restricted',
  balances: { pending_pence: 0, available_pence: -600, in_transit_pence: 0, paid_out_pence: 1000 },
  hold: { reason: 'Chargebacks under review', held_at: '2026-11-02T10:30:00.000Z' },
  last_payout: { id: 7, created_at: '2026-10-26T06:00:00.000Z', amount_pence: 2100, status: 'failed' },
};
const olivia: SellerPayoutSummary = {
  seller: { id: 3, name: 'Olivia Hart' },
  payout_account_state: 'active',
  balances: { pending_pence: 12999, available_pence: 0, in_transit_pence: 2499, paid_out_pence: 30550 },
  hold: null,
  last_payout: { id: 9, created_at: '2026-11-27T06:00:00.000Z', amount_pence: 2499, status: 'in_transit' },
};
const nia: SellerPayoutSummary = {
  seller: { id: 2, name: 'Nia Jones' },
  payout_account_state: 'pending_verification',
  balances: { pending_pence: 0, available_pence: 0, in_transit_pence: 0, paid_out_pence: 0 },
  hold: null,
  last_payout: null,
};
const sellers = [sam, max, olivia, nia];

/** Order #21's journals: paid, released on Confirm receipt, then a partial refund (decision 062). */
const ledger: OrderLedger = {
  order_id: 21,
  journals: [
    {
      id: 101,
      kind: 'order_paid',
      created_at: '2026-11-20T09:15:00.000Z',
      entries: [
        { account: 'external:buyers', amount_pence: -5000 },
        { account: 'shop:fees', amount_pence: 500 },
        { account: 'seller:12:pending', amount_pence: 4500 },
      ],
    },
    {
      id: 140,
      kind: 'order_released',
      created_at: '2026-11-24T16:40:00.000Z',
      entries: [
        { account: 'seller:12:pending', amount_pence: -4500 },
        { account: 'seller:12:available', amount_pence: 4500 },
      ],
    },
    {
      id: 152,
      kind: 'order_refunded',
      created_at: '2026-11-25T11:05:00.000Z',
      entries: [
        { account: 'shop:fees', amount_pence: -100 },
        { account: 'seller:12:available', amount_pence: -900 },
        { account: 'shop:refunds-owed', amount_pence: 1000 },
      ],
    },
  ],
};

const orders = [
  sellerOrderOf(21, [{ product: sampleProducts[20]!, quantity: 1 }], { status: 'delivered' }),
  sellerOrderOf(20, [{ product: sampleProducts[2]!, quantity: 2 }], {
    status: 'shipped',
    seller: sampleOtherSeller,
  }),
];

const meta = {
  title: 'Screens/Admin/AdminMoney',
  component: AdminScreen,
  args: {
    isStaff: true,
    defaultTab: 'payouts',
    orders: { items: orders },
    listings: { items: [] },
    users: { items: [] },
    events: { items: [] },
    sellerPayouts: { items: sellers },
    orderLedger: { orderId: null },
    onUpdateOrderStatus: fn(async () => undefined),
    onModerateListing: fn(async () => undefined),
    onSetUserActive: fn(async () => undefined),
    onSetPayoutHold: fn(async () => undefined),
    onShowOrderLedger: fn(),
  },
} satisfies Meta<typeof AdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Seller payouts (decision 064): each seller's payout account, balances in pounds (an available
 * balance below zero after a refund), the hold with its reason, and the last payout.
 */
export const SellerPayouts: Story = {
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('tabpanel', { name: M.payoutsTab }));
    await expect(panel.getByRole('heading', { level: 2, name: M.payoutsTitle })).toBeVisible();
    await expect(panel.getAllByRole('row')).toHaveLength(sellers.length + 1);
    const samRow = within(panel.getByRole('row', { name: /Sam Seller/ }));
    await expect(samRow.getByText('£42.50')).toBeVisible();
    await expect(samRow.getByText('£18.75')).toBeVisible();
    await expect(samRow.getByText('£124.00')).toBeVisible();
    await expect(samRow.getByText('£45.51')).toBeVisible();
    await expect(samRow.getByText('19/10/2026')).toBeVisible();
    await expect(samRow.getByText(M.payoutStates.paid)).toBeVisible();
    await expect(panel.getByText('-£6.00')).toBeVisible();
    await expect(panel.getByText(M.accountStates.pending_verification)).toBeVisible();
    await expect(panel.getByRole('button', { name: holdPayoutsLabel('Sam Seller') })).toBeVisible();
    await expect(panel.getByRole('button', { name: liftHoldLabel('Max Spam') })).toBeVisible();
  },
};

export const SellerPayoutsLoading: Story = {
  args: { sellerPayouts: { items: [], loading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`Loading seller payouts`);
  },
};

export const SellerPayoutsEmpty: Story = {
  args: { sellerPayouts: { items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: M.payoutsEmpty })).toBeVisible();
  },
};

export const SellerPayoutsError: Story = {
  args: { sellerPayouts: { items: [], error: MESSAGES.admin.fetch } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${MESSAGES.admin.fetch}`);
  },
};

/** A seller on hold: the badge, the reason as one plain line, and Lift hold instead of Hold payouts. */
export const SellerOnHold: Story = {
  args: { sellerPayouts: { items: [max] } },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('row', { name: /Max Spam/ }));
    await expect(row.getByText(M.onHold)).toBeVisible();
    await expect(row.getByText('Chargebacks under review')).toBeVisible();
    await expect(row.getByText(M.payoutStates.failed)).toBeVisible();
    await expect(row.getByRole('button', { name: liftHoldLabel('Max Spam') })).toBeVisible();
    await expect(row.queryByRole('button', { name: holdPayoutsLabel('Max Spam') })).toBeNull();
  },
};

/**
 * Hold payouts asks for the reason (decision 061): the field takes the focus, and a blank reason
 * is refused in place with the server's text; nothing is sent.
 */
export const HoldDialogReasonMissing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: holdPayoutsLabel('Sam Seller') }));
    const dialog = within(await screen.findByRole('dialog', { name: holdPayoutsLabel('Sam Seller') }));
    const reason = dialog.getByRole('textbox', { name: M.holdReasonLabel });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.type(reason, '   ');
    await userEvent.click(dialog.getByRole('button', { name: M.holdConfirm }));
    await waitFor(() => expect(dialog.getByText(M.holdReasonRequired)).toBeVisible());
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSetPayoutHold).not.toHaveBeenCalled();
  },
};

/** Answers the hold HoldDialogSaved is saving (set while the save waits). */
let answerHold: (() => void) | null = null;

/**
 * The reason typed goes with the hold; the dialog stays open (its buttons focusable) while it is
 * saved, then closes and focus returns to the row's button, now Lift hold (the list takes the
 * hold, as the app shows once the server answers).
 */
export const HoldDialogSaved: Story = {
  parameters: { visual: { disable: true } },
  args: {
    onSetPayoutHold: fn(
      () =>
        new Promise<void>((resolve) => {
          answerHold = resolve;
        }),
    ),
  },
  render: function Render(args) {
    const [items, setItems] = useState(args.sellerPayouts?.items ?? []);
    const save: AdminScreenProps['onSetPayoutHold'] = args.onSetPayoutHold;
    return (
      <AdminScreen
        {...args}
        sellerPayouts={{ items }}
        onSetPayoutHold={async (sellerId, request) => {
          await save?.(sellerId, request);
          setItems((all) =>
            all.map((s) =>
              s.seller.id === sellerId
                ? {
                    ...s,
                    hold: request.on_hold
                      ? { reason: request.reason ?? '', held_at: '2026-11-28T09:00:00.000Z' }
                      : null,
                  }
                : s,
            ),
          );
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    answerHold = null;
    await userEvent.click(canvas.getByRole('button', { name: holdPayoutsLabel('Sam Seller') }));
    const dialog = within(await screen.findByRole('dialog', { name: holdPayoutsLabel('Sam Seller') }));
    await userEvent.type(dialog.getByRole('textbox', { name: M.holdReasonLabel }), 'Identity checks');
    const save = dialog.getByRole('button', { name: M.holdConfirm });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    await expect(save).toHaveFocus();
    await waitFor(() => expect(answerHold).not.toBeNull());
    answerHold!();
    answerHold = null;
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: liftHoldLabel('Sam Seller') })).toHaveFocus(),
    );
    await expect(args.onSetPayoutHold).toHaveBeenCalledWith(12, { on_hold: true, reason: 'Identity checks' });
    await expect(canvas.getByText('Identity checks')).toBeVisible();
  },
};

/** Lift hold asks first, saying what happens and that the seller is told. */
export const LiftConfirmation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: liftHoldLabel('Max Spam') }));
    const dialog = within(await screen.findByRole('alertdialog', { name: `${liftHoldLabel('Max Spam')}?` }));
    // The dialog fades in (150 ms): wait until it is shown.
    await waitFor(() => expect(dialog.getByText(M.liftDescription)).toBeVisible());
    await expect(dialog.getByRole('button', { name: M.liftConfirm })).toBeVisible();
    await expect(args.onSetPayoutHold).not.toHaveBeenCalled();
  },
};

/** Confirming lifts the hold; Cancel lifts nothing. Focus goes back to the row's button both times. */
export const LiftConfirmed: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent, args }) => {
    const lift = canvas.getByRole('button', { name: liftHoldLabel('Max Spam') });
    await userEvent.click(lift);
    await userEvent.click(await screen.findByRole('button', { name: M.cancel }));
    await waitFor(() => expect(lift).toHaveFocus());
    await expect(args.onSetPayoutHold).not.toHaveBeenCalled();
    await userEvent.click(lift);
    await userEvent.click(await screen.findByRole('button', { name: M.liftConfirm }));
    await waitFor(() => expect(args.onSetPayoutHold).toHaveBeenCalledWith(9, { on_hold: false }));
    await waitFor(() => expect(lift).toHaveFocus());
  },
};

/** Order ledger: each journal of the order with its debits and credits, and equal totals. */
export const OrderLedgerJournals: Story = {
  args: { defaultTab: 'ledger', orderLedger: { orderId: 21, ledger } },
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('tabpanel', { name: M.ledgerTab }));
    await expect(panel.getByRole('heading', { level: 3, name: orderLedgerHeading(21) })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: M.orderNumberLabel })).toHaveValue('21');
    const paid = within(panel.getByRole('table', { name: /^Order paid, 20\/11\/2026, 09:15/ }));
    const buyers = within(paid.getByRole('row', { name: /Buyers’ cards/ }));
    await expect(buyers.getByRole('cell', { name: '£50.00' })).toBeVisible();
    await expect(paid.getByRole('row', { name: /Seller #12 pending/ })).toBeVisible();
    const total = within(paid.getByRole('row', { name: /Total/ }));
    await expect(total.getAllByText('£50.00')).toHaveLength(2);
    await expect(panel.getByRole('table', { name: /^Earnings released/ })).toBeVisible();
    await expect(panel.getByRole('table', { name: /^Order refunded/ })).toBeVisible();
  },
};

/** Before an order is chosen; a number that is not a whole number from 1 is refused in place. */
export const OrderLedgerPrompt: Story = {
  args: { defaultTab: 'ledger' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(M.ledgerPrompt)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: M.orderNumberLabel }), '0');
    await userEvent.click(canvas.getByRole('button', { name: M.showLedger }));
    await expect(canvas.getByText(M.orderNumberInvalid)).toBeVisible();
    await expect(args.onShowOrderLedger).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: M.orderNumberLabel }));
    await userEvent.type(canvas.getByRole('textbox', { name: M.orderNumberLabel }), '21');
    await userEvent.click(canvas.getByRole('button', { name: M.showLedger }));
    await expect(args.onShowOrderLedger).toHaveBeenCalledWith(21);
  },
};

export const OrderLedgerLoading: Story = {
  args: { defaultTab: 'ledger', orderLedger: { orderId: 21, loading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(M.ledgerLoading).closest('[role="status"]')).not.toBeNull();
  },
};

/** An unknown order (the server's 404). */
export const OrderNotFound: Story = {
  args: { defaultTab: 'ledger', orderLedger: { orderId: 4242, notFound: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: orderNotFoundText(4242) })).toBeVisible();
  },
};

/** An order the ledger never recorded (not paid). */
export const OrderWithoutJournals: Story = {
  args: { defaultTab: 'ledger', orderLedger: { orderId: 22, ledger: { order_id: 22, journals: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: orderWithoutJournalsText(22) })).toBeVisible();
  },
};

/** An order's Ledger link opens its journals in the Order ledger tab, focus on its heading. */
export const OrdersLedgerLink: Story = {
  parameters: { visual: { disable: true } },
  args: { defaultTab: 'orders' },
  render: function Render(args) {
    const [orderId, setOrderId] = useState<number | null>(null);
    const show: AdminScreenProps['onShowOrderLedger'] = args.onShowOrderLedger;
    return (
      <AdminScreen
        {...args}
        orderLedger={{ orderId, ledger: orderId === 21 ? ledger : null }}
        onShowOrderLedger={(id) => {
          show?.(id);
          setOrderId(id);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: orderLedgerLinkLabel(21) }));
    await expect(args.onShowOrderLedger).toHaveBeenCalledWith(21);
    await expect(canvas.getByRole('tab', { name: M.ledgerTab })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: M.ledgerTitle })).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 3, name: orderLedgerHeading(21) })).toBeVisible();
  },
};
