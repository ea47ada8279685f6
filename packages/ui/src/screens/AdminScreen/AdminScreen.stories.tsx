import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MESSAGES, REPORT_MESSAGES, type AdminUser, type OrderEvent, type StaffAction } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { sellerOrderOf, sampleOtherSeller, sampleSeller } from '../../testing/fixtures.ts';
import { AdminScreen, ADMIN_TITLE, type AdminScreenProps } from './AdminScreen.tsx';

const product = (i: number) => sampleProducts[i]!;

const orders = [
  sellerOrderOf(21, [{ product: product(20), quantity: 1 }], { status: 'processing' }),
  sellerOrderOf(20, [{ product: product(2), quantity: 2 }], {
    status: 'shipped',
    seller: sampleOtherSeller,
    carrier: 'DPD',
    tracking_number: '15501234567890',
    buyer: { id: 5, name: 'Grace H.' },
  }),
  sellerOrderOf(19, [{ product: product(21), quantity: 1 }], { status: 'delivered', seller: sampleSeller }),
  sellerOrderOf(18, [{ product: product(3), quantity: 1 }], {
    status: 'cancelled',
    seller: sampleOtherSeller,
  }),
];

const listings = [
  product(20),
  { ...product(21), hold_reason: 'Counterfeit branding' },
  { ...product(22), adminApproved: false },
  product(2),
];

const users: AdminUser[] = [
  {
    id: 1,
    name: 'Dee Mo',
    email: 'demo@shop.test',
    is_active: true,
    is_staff: false,
    is_test_user: true,
    date_joined: '2026-01-01T09:00:00.000Z',
  },
  {
    id: 2,
    name: 'Sam Seller',
    email: 'seller@shop.test',
    is_active: true,
    is_staff: false,
    is_test_user: false,
    date_joined: '2026-01-03T09:00:00.000Z',
  },
  {
    id: 4,
    name: 'Ada Admin',
    email: 'admin@shop.test',
    is_active: true,
    is_staff: true,
    is_test_user: false,
    date_joined: '2026-01-02T09:00:00.000Z',
  },
  {
    id: 9,
    name: 'Max Spam',
    email: 'max@example.com',
    is_active: false,
    is_staff: false,
    is_test_user: false,
    date_joined: '2026-02-11T09:00:00.000Z',
  },
];

const events: OrderEvent[] = [
  {
    id: 4,
    order_id: 20,
    actor: { id: 3, name: 'Olivia P.' },
    from_status: 'processing',
    to_status: 'shipped',
    note: 'DPD 15501234567890',
    created_at: '2026-03-03T14:05:00.000Z',
  },
  {
    id: 3,
    order_id: 18,
    actor: { id: 4, name: 'Ada Admin' },
    from_status: 'processing',
    to_status: 'cancelled',
    note: 'Refunded £24.00',
    created_at: '2026-03-02T16:40:00.000Z',
  },
  {
    id: 1,
    order_id: 21,
    actor: null,
    from_status: null,
    to_status: 'processing',
    note: '',
    created_at: '2026-03-02T10:15:00.000Z',
  },
];

/** Staff actions besides order moves (decision 045); the second note tried to fake a line. */
const staffActions: StaffAction[] = [
  {
    id: 2,
    actor: { id: 4, name: 'Ada A.' },
    action: 'user_deactivated',
    product: null,
    user: { id: 9, name: 'Max S.' },
    note: '',
    created_at: '2026-03-04T09:30:00.000Z',
  },
  {
    id: 1,
    actor: { id: 4, name: 'Ada A.' },
    action: 'listing_held',
    product: { id: product(21).id, name: product(21).name },
    user: null,
    note: 'Counterfeit branding refund of £500.00',
    created_at: '2026-03-04T09:00:00.000Z',
  },
];

const meta = {
  title: 'Screens/Admin/AdminScreen',
  component: AdminScreen,
  args: {
    isStaff: true,
    orders: { items: orders },
    listings: { items: listings },
    users: { items: users },
    events: { items: events },
    staffActions: { items: staffActions },
    onUpdateOrderStatus: fn(async () => undefined),
    onModerateListing: fn(async () => undefined),
    onSetUserActive: fn(async () => undefined),
    onOrderFilterChange: fn(),
  },
} satisfies Meta<typeof AdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Orders: every order with its seller, buyer, status and the allowed moves (cancel included). */
export const Orders: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: ADMIN_TITLE })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel order #21' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark delivered: order #20' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(orders.length + 1);
  },
};

/** Filtering by status and seller narrows the table and tells the app. */
export const OrdersFiltered: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Seller' }),
      String(sampleOtherSeller.id),
    );
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'cancelled');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(args.onOrderFilterChange).toHaveBeenLastCalledWith({
      status: 'cancelled',
      sellerId: sampleOtherSeller.id,
    });
  },
};

/** Staff move an order: 'Mark shipped' asks for the carrier and tracking number. */
export const OrdersShipping: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped: order #21' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Carrier' }), 'Royal Mail');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking number' }), 'RM123456785GB');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm shipped' }));
    await waitFor(() =>
      expect(args.onUpdateOrderStatus).toHaveBeenCalledWith(21, {
        status: 'shipped',
        carrier: 'Royal Mail',
        tracking_number: 'RM123456785GB',
      }),
    );
  },
};

export const OrdersEmpty: Story = {
  args: { orders: { items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders match these filters.')).toBeVisible();
  },
};

export const OrdersLoading: Story = {
  args: { orders: { items: [], loading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders');
  },
};

export const OrdersError: Story = {
  args: { orders: { items: [], error: MESSAGES.admin.fetch } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${MESSAGES.admin.fetch}`);
  },
};

/** Listings: suspend / unsuspend and approve / unapprove. */
export const Listings: Story = {
  args: { defaultTab: 'listings' },
  play: async ({ canvas, userEvent, args }) => {
    const panel = within(canvas.getByRole('tabpanel', { name: 'Listings' }));
    await expect(panel.getByText('Suspended by staff')).toBeVisible();
    await expect(panel.getByText('Counterfeit branding')).toBeVisible();
    await expect(panel.getByText('Not approved')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: `Unsuspend ${listings[1]!.name}` }));
    await waitFor(() =>
      expect(args.onModerateListing).toHaveBeenCalledWith(listings[1]!.id, { suspend: false }),
    );
    await userEvent.click(panel.getByRole('button', { name: `Approve ${listings[2]!.name}` }));
    await waitFor(() =>
      expect(args.onModerateListing).toHaveBeenCalledWith(listings[2]!.id, { adminApproved: true }),
    );
  },
};

/** A refused moderation shows its message on the row. */
export const ListingsActionError: Story = {
  args: {
    defaultTab: 'listings',
    onModerateListing: fn(async () => {
      throw new globalThis.Error(MESSAGES.admin.update);
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Suspend ${listings[0]!.name}` }));
    await userEvent.type(canvas.getByRole('textbox', { name: REPORT_MESSAGES.holdReason }), 'Counterfeit');
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.admin.update);
  },
};

/**
 * Suspend asks for the reason the seller will see (decision 045): the field takes the focus, a
 * blank reason is refused in place, the typed one goes with the hold.
 */
export const ListingsSuspendReason: Story = {
  args: { defaultTab: 'listings' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Suspend ${listings[0]!.name}` }));
    const reason = canvas.getByRole('textbox', { name: REPORT_MESSAGES.holdReason });
    await expect(reason).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend' }));
    await expect(canvas.getByText(REPORT_MESSAGES.holdReasonRequired)).toBeVisible();
    await expect(args.onModerateListing).not.toHaveBeenCalled();
    await userEvent.type(reason, 'Photos show a different product');
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(args.onModerateListing).toHaveBeenCalledWith(listings[0]!.id, {
        suspend: true,
        reason: 'Photos show a different product',
      }),
    );
  },
};

/** Answers the hold ListingsSuspendFocus is saving (set while the save waits). */
let answerHold: (() => void) | null = null;

/**
 * Focus is never lost when the reason form closes (decision 029): after Cancel it goes back to the
 * row's Suspend button, after a hold to the row's Unsuspend button (the listings here take the
 * hold, as the app shows once the server answers).
 */
export const ListingsSuspendFocus: Story = {
  args: {
    defaultTab: 'listings',
    // The hold is saved when the play function answers it, so the saving state can be checked.
    onModerateListing: fn(
      () =>
        new Promise<void>((resolve) => {
          answerHold = resolve;
        }),
    ),
  },
  render: function Render(args) {
    const [items, setItems] = useState(args.listings.items);
    const moderate: AdminScreenProps['onModerateListing'] = args.onModerateListing;
    return (
      <AdminScreen
        {...args}
        listings={{ items }}
        onModerateListing={async (productId, decision) => {
          await moderate(productId, decision);
          if (decision.suspend === true) {
            const reason = decision.reason ?? '';
            setItems((all) => all.map((p) => (p.id === productId ? { ...p, hold_reason: reason } : p)));
          }
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    answerHold = null;
    const name = listings[0]!.name;
    await userEvent.click(canvas.getByRole('button', { name: `Suspend ${name}` }));
    await expect(canvas.getByRole('textbox', { name: REPORT_MESSAGES.holdReason })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: `Suspend ${name}` })).toHaveFocus());
    await expect(canvas.queryByRole('form', { name: `Suspend ${name}` })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: `Suspend ${name}` }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: REPORT_MESSAGES.holdReason }),
      'Photos show a different product',
    );
    const save = canvas.getByRole('button', { name: 'Suspend' });
    await userEvent.click(save);
    // While the hold is saved the form's buttons stay focusable, so focus stays on Suspend.
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    await expect(save).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(answerHold).not.toBeNull());
    answerHold!();
    answerHold = null;
    await waitFor(() => expect(canvas.getByRole('button', { name: `Unsuspend ${name}` })).toHaveFocus());
    await expect(args.onModerateListing).toHaveBeenCalledWith(listings[0]!.id, {
      suspend: true,
      reason: 'Photos show a different product',
    });
    await expect(canvas.queryByRole('form', { name: `Suspend ${name}` })).toBeNull();
  },
};

export const ListingsEmpty: Story = {
  args: { defaultTab: 'listings', listings: { items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No listings yet.')).toBeVisible();
  },
};

/** Users: activate / deactivate; staff and the demo user are marked. */
export const Users: Story = {
  args: { defaultTab: 'users' },
  play: async ({ canvas, userEvent, args }) => {
    const panel = within(canvas.getByRole('tabpanel', { name: 'Users' }));
    await expect(panel.getByText('Staff')).toBeVisible();
    await expect(panel.getByText('Demo user')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Activate Max Spam' }));
    await waitFor(() => expect(args.onSetUserActive).toHaveBeenCalledWith(9, true));
  },
};

export const UsersError: Story = {
  args: { defaultTab: 'users', users: { items: [], error: MESSAGES.admin.fetch } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${MESSAGES.admin.fetch}`);
  },
};

/** The audit log: who moved which order from what to what, when, with the note. */
export const AuditLog: Story = {
  args: { defaultTab: 'audit' },
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('tabpanel', { name: 'Audit log' }));
    await expect(panel.getByText('Ada Admin')).toBeVisible();
    await expect(panel.getByText('System')).toBeVisible();
    await expect(panel.getByText('Refunded £24.00')).toBeVisible();
    // Every staff action, notes as plain single lines (decision 045).
    await expect(panel.getByRole('table', { name: 'Staff actions' })).toBeVisible();
    await expect(panel.getByText('Deactivated account')).toBeVisible();
    await expect(panel.getByText('Counterfeit branding refund of £500.00')).toBeVisible();
  },
};

export const AuditLogEmpty: Story = {
  args: { defaultTab: 'audit', events: { items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has happened yet.')).toBeVisible();
  },
};

/** Switching tabs with the keyboard (Radix Tabs: arrow keys). */
export const KeyboardTabs: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Orders' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Listings' })).toHaveFocus();
  },
};

/** A signed-in user who is not staff. */
export const NotStaff: Story = {
  args: { isStaff: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MESSAGES.server.staffOnly)).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** Small screen: the tables scroll sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Back office sections' })).toBeVisible();
  },
};
