import { useState } from 'react';
import { Tabs } from 'radix-ui';
import {
  ADMIN_MONEY_MESSAGES,
  MESSAGES,
  REPORT_MESSAGES,
  RETURN_MESSAGES,
  type AdminUser,
  type DisputeDecisionRequest,
  type ModerateListingRequest,
  type OrderEvent,
  type PartyRef,
  type PayoutHoldRequest,
  type Product,
  type RefundRequest,
  type ReportDecisionRequest,
  type SellerOrder,
  type SellerPayoutSummary,
  type StaffAction,
} from '@shop/contract';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import type { OrderStatusUpdate } from '../../components/OrderStatusControls/index.ts';
import * as css from './AdminScreen.css.ts';
import { AuditPanel } from './panels/AuditPanel.tsx';
import { DisputesPanel } from './panels/DisputesPanel.tsx';
import { ListingsPanel } from './panels/ListingsPanel.tsx';
import { OrderLedgerPanel, type OrderLedgerView } from './panels/OrderLedgerPanel.tsx';
import { OrdersPanel } from './panels/OrdersPanel.tsx';
import { ReportsPanel } from './panels/ReportsPanel.tsx';
import { SellerPayoutsPanel } from './panels/SellerPayoutsPanel.tsx';
import { StaffActionsPanel } from './panels/StaffActionsPanel.tsx';
import { UsersPanel } from './panels/UsersPanel.tsx';
import type {
  AdminDisputes,
  AdminList,
  AdminOrderFilter,
  AdminReports,
  AdminTab,
  DisputesQuery,
} from './types.ts';

export type {
  AdminDisputes,
  AdminList,
  AdminOrderFilter,
  AdminReports,
  AdminTab,
  DisputesQuery,
} from './types.ts';
export type { OrderLedgerView } from './panels/OrderLedgerPanel.tsx';

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
  /**
   * Activates or deactivates a user (deactivating with staff's reason, decision 072); return the
   * request's promise.
   */
  onSetUserActive: (userId: number, isActive: boolean, reason?: string) => Promise<unknown>;
  /** The audit log, newest first (GET /admin/audit-log/). */
  events: AdminList<OrderEvent>;
  /** The other staff actions of the audit log, newest first (GET /admin/staff-actions/, decision 045). */
  staffActions?: AdminList<StaffAction>;
  /**
   * Every seller's money (GET /admin/payouts/balances/, decision 064); with `onSetPayoutHold`,
   * the Seller payouts tab.
   */
  sellerPayouts?: AdminList<SellerPayoutSummary>;
  /** Puts or lifts a hold on a seller's payouts (POST /admin/users/{id}/payout-hold/); return its promise. */
  onSetPayoutHold?: (sellerId: number, request: PayoutHoldRequest) => Promise<unknown>;
  /** The order chosen in the Order ledger tab and its journals; with `onShowOrderLedger`, that tab. */
  orderLedger?: OrderLedgerView;
  /** Called with the order whose journals staff ask for (typed, or an order's Ledger link). */
  onShowOrderLedger?: (orderId: number) => void;
  /**
   * A page of the disputes queue (GET /admin/disputes/, decision 067); with `onDecideDispute`, the
   * Disputes tab.
   */
  disputes?: AdminDisputes;
  /** Called with the queue (open or decided) and page staff ask for. */
  onDisputesChange?: (query: DisputesQuery) => void;
  /** Records staff's decision on a dispute (POST /admin/disputes/{id}/decision/); return its promise. */
  onDecideDispute?: (id: number, decision: DisputeDecisionRequest) => Promise<unknown>;
  /** Id of a dispute whose thread starts open (stories). */
  disputeOpenFor?: number;
  /**
   * Gives back an amount of an order without a return (POST /orders/{id}/refunds/, decision 067);
   * with it, the Orders tab has a Refund column. Return the request's promise.
   */
  onRefundOrder?: (orderId: number, refund: RefundRequest) => Promise<unknown>;
  /**
   * A page of the reports queue (GET /admin/reports/, decision 072); with `onDecideReports`, the
   * Reports tab.
   */
  reports?: AdminReports;
  /** Called with the page of the reports queue staff ask for. */
  onReportsPageChange?: (page: number) => void;
  /** Records staff's decision on a target's open reports (POST /admin/reports/decision/); return its promise. */
  onDecideReports?: (decision: ReportDecisionRequest) => Promise<unknown>;
  /** Key (`kind:id`) of a reported target whose decision dialog starts open (stories). */
  reportOpenFor?: string;
};

/** Title of the back office. */
export const ADMIN_TITLE = 'Back office';

const TAB_LABELS: Record<AdminTab, string> = {
  orders: 'Orders',
  listings: 'Listings',
  users: 'Users',
  payouts: ADMIN_MONEY_MESSAGES.payoutsTab,
  ledger: ADMIN_MONEY_MESSAGES.ledgerTab,
  disputes: RETURN_MESSAGES.staff.disputesTab,
  reports: REPORT_MESSAGES.tab,
  audit: 'Audit log',
};
const TABS = Object.keys(TAB_LABELS) as AdminTab[];

/**
 * The back office (decision 020, /admin/), for staff: tabs for Orders (filter by status and seller;
 * move an order with the same controls as my-sales, cancel included), Listings (suspend /
 * unsuspend, approve / unapprove), Users (activate / deactivate), Seller payouts (balances, holds)
 * and Order ledger (an order's journals) when given their data (decision 064), Disputes (the
 * escalated return requests, each thread and its decision; decision 067) and Reports (open reports
 * grouped by target, oldest first, and staff's decision; decision 072) likewise, and the Audit
 * log (who, when, from, to, note). Given `onRefundOrder`, an order with something left to refund
 * has 'Refund' (a refund without a return, the same dialog as My sales). An order's Ledger link opens its journals in the Order ledger tab
 * and moves focus to that tab's heading. Presentational: lists in, callbacks out. A signed-in user
 * who is not staff sees 'Only staff can use the back office.' (MESSAGES.server.staffOnly).
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
  sellerPayouts,
  onSetPayoutHold,
  orderLedger,
  onShowOrderLedger,
  disputes,
  onDisputesChange,
  onDecideDispute,
  disputeOpenFor,
  onRefundOrder,
  reports,
  onReportsPageChange,
  onDecideReports,
  reportOpenFor,
}: AdminScreenProps) {
  const [ownTab, setOwnTab] = useState<AdminTab>(defaultTab);
  const current = tab ?? ownTab;
  const changeTab = (next: AdminTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };
  // After an order's Ledger link the pressed link leaves with the Orders tab: the Order ledger
  // panel takes the focus to its heading once it is on the page (decision 048).
  const [focusLedgerHeading, setFocusLedgerHeading] = useState(false);
  const hasPayouts = sellerPayouts !== undefined && onSetPayoutHold !== undefined;
  const hasLedger = orderLedger !== undefined && onShowOrderLedger !== undefined;
  const hasDisputes = disputes !== undefined && onDecideDispute !== undefined;
  const hasReports = reports !== undefined && onDecideReports !== undefined;
  const shown = TABS.filter(
    (t) =>
      (t !== 'payouts' || hasPayouts) &&
      (t !== 'ledger' || hasLedger) &&
      (t !== 'disputes' || hasDisputes) &&
      (t !== 'reports' || hasReports),
  );
  const showLedger = hasLedger
    ? (orderId: number) => {
        onShowOrderLedger(orderId);
        setFocusLedgerHeading(true);
        changeTab('ledger');
      }
    : undefined;
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
      <Tabs.Root value={current} onValueChange={(value) => changeTab(value as AdminTab)} className={css.page}>
        <Tabs.List className={css.tabList} aria-label="Back office sections">
          {shown.map((t) => (
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
            onShowLedger={showLedger}
            onRefund={onRefundOrder}
          />
        </Tabs.Content>
        <Tabs.Content value="listings" className={css.panel}>
          <ListingsPanel listings={listings} onModerate={onModerateListing} />
        </Tabs.Content>
        <Tabs.Content value="users" className={css.panel}>
          <UsersPanel users={users} onSetActive={onSetUserActive} />
        </Tabs.Content>
        {hasPayouts ? (
          <Tabs.Content value="payouts" className={css.panel}>
            <SellerPayoutsPanel sellers={sellerPayouts} onSetPayoutHold={onSetPayoutHold} />
          </Tabs.Content>
        ) : null}
        {hasLedger ? (
          <Tabs.Content value="ledger" className={css.panel}>
            <OrderLedgerPanel
              view={orderLedger}
              onShowOrder={onShowOrderLedger}
              focusHeading={focusLedgerHeading}
              onHeadingFocused={() => setFocusLedgerHeading(false)}
            />
          </Tabs.Content>
        ) : null}
        {hasDisputes ? (
          <Tabs.Content value="disputes" className={css.panel}>
            <DisputesPanel
              disputes={disputes}
              onChange={onDisputesChange}
              onDecide={onDecideDispute}
              openFor={disputeOpenFor}
            />
          </Tabs.Content>
        ) : null}
        {hasReports ? (
          <Tabs.Content value="reports" className={css.panel}>
            <ReportsPanel
              reports={reports}
              onPageChange={onReportsPageChange}
              onDecide={onDecideReports}
              openFor={reportOpenFor}
            />
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="audit" className={css.panel}>
          <AuditPanel events={events} />
          {staffActions ? <StaffActionsPanel actions={staffActions} /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}
