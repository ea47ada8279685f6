import { Tabs } from 'radix-ui';
import {
  MESSAGES,
  type AdminUser,
  type ModerateListingRequest,
  type OrderEvent,
  type PartyRef,
  type Product,
  type SellerOrder,
  type StaffAction,
} from '@shop/contract';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import type { OrderStatusUpdate } from '../../components/OrderStatusControls/index.ts';
import * as css from './AdminScreen.css.ts';
import { AuditPanel } from './panels/AuditPanel.tsx';
import { ListingsPanel } from './panels/ListingsPanel.tsx';
import { OrdersPanel } from './panels/OrdersPanel.tsx';
import { StaffActionsPanel } from './panels/StaffActionsPanel.tsx';
import { UsersPanel } from './panels/UsersPanel.tsx';
import type { AdminList, AdminOrderFilter, AdminTab } from './types.ts';

export type { AdminList, AdminOrderFilter, AdminTab } from './types.ts';

/** Props of {@link AdminScreen}. */
export type AdminScreenProps = {
  /** False for a signed-in user who is not staff: the screen says 'Only staff can use the back office.' */
  isStaff: boolean;
  /** The tab shown at first (default 'orders'); or control it with `tab` and `onTabChange`. */
  defaultTab?: AdminTab;
  tab?: AdminTab;
  onTabChange?: (tab: AdminTab) => void;
  /** Every order with its buyer and seller (GET /admin/orders/). */
  orders: AdminList<SellerOrder>;
  /** The sellers to filter by (default: the sellers of `orders`). */
  sellers?: readonly PartyRef[];
  /** The order filter at first (default: all). */
  defaultOrderFilter?: AdminOrderFilter;
  /**
   * Called when the filter changes (e.g. to fetch with ?status=&seller_id=). The screen also
   * filters the orders it was given, so it works either way.
   */
  onOrderFilterChange?: (filter: AdminOrderFilter) => void;
  /** Moves an order (POST /orders/{id}/status/); return the request's promise. */
  onUpdateOrderStatus: (orderId: number, update: OrderStatusUpdate) => Promise<unknown>;
  /** Every listing, hidden ones too (GET /admin/products/). */
  listings: AdminList<Product>;
  /** Suspends / unsuspends or approves / unapproves a listing; return the request's promise. */
  onModerateListing: (productId: number, decision: ModerateListingRequest) => Promise<unknown>;
  /** Every user (GET /admin/users/). */
  users: AdminList<AdminUser>;
  /** Activates or deactivates a user; return the request's promise. */
  onSetUserActive: (userId: number, isActive: boolean) => Promise<unknown>;
  /** The audit log, newest first (GET /admin/audit-log/). */
  events: AdminList<OrderEvent>;
  /** The other staff actions of the audit log, newest first (GET /admin/staff-actions/, decision 045). */
  staffActions?: AdminList<StaffAction>;
};

/** Title of the back office. */
export const ADMIN_TITLE = 'Back office';

const TAB_LABELS: Record<AdminTab, string> = {
  orders: 'Orders',
  listings: 'Listings',
  users: 'Users',
  audit: 'Audit log',
};
const TABS = Object.keys(TAB_LABELS) as AdminTab[];

/**
 * The back office (decision 020, /admin/), for staff: tabs for Orders (filter by status and seller;
 * move an order with the same controls as my-sales, cancel included), Listings (suspend /
 * unsuspend, approve / unapprove), Users (activate / deactivate) and the Audit log (who, when,
 * from, to, note). Presentational: lists in, callbacks out. A signed-in user who is not staff sees
 * 'Only staff can use the back office.' (MESSAGES.server.staffOnly).
 */
export function AdminScreen({
  isStaff,
  defaultTab = 'orders',
  tab,
  onTabChange,
  orders,
  sellers,
  defaultOrderFilter,
  onOrderFilterChange,
  onUpdateOrderStatus,
  listings,
  onModerateListing,
  users,
  onSetUserActive,
  events,
  staffActions,
}: AdminScreenProps) {
  if (!isStaff) {
    return (
      <Container className={css.page}>
        <h1 className={css.title}>{ADMIN_TITLE}</h1>
        <EmptyState
          title={MESSAGES.server.staffOnly}
          description="Sign in with a staff account to manage orders, listings and users."
        />
      </Container>
    );
  }
  return (
    <Container className={css.page}>
      <h1 className={css.title}>{ADMIN_TITLE}</h1>
      <Tabs.Root
        defaultValue={tab === undefined ? defaultTab : undefined}
        value={tab}
        onValueChange={(value) => onTabChange?.(value as AdminTab)}
        className={css.page}
      >
        <Tabs.List className={css.tabList} aria-label="Back office sections">
          {TABS.map((t) => (
            <Tabs.Trigger key={t} value={t} className={css.tab}>
              {TAB_LABELS[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="orders" className={css.panel}>
          <OrdersPanel
            orders={orders}
            sellers={sellers}
            defaultFilter={defaultOrderFilter}
            onFilterChange={onOrderFilterChange}
            onUpdate={onUpdateOrderStatus}
          />
        </Tabs.Content>
        <Tabs.Content value="listings" className={css.panel}>
          <ListingsPanel listings={listings} onModerate={onModerateListing} />
        </Tabs.Content>
        <Tabs.Content value="users" className={css.panel}>
          <UsersPanel users={users} onSetActive={onSetUserActive} />
        </Tabs.Content>
        <Tabs.Content value="audit" className={css.panel}>
          <AuditPanel events={events} />
          {staffActions ? <StaffActionsPanel actions={staffActions} /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}
