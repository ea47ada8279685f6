/**
 * /admin/: the back office. Staff see every order (filtered on the server by status and
 * seller), every listing, every user, sellers' payouts with their holds, an order's journals
 * (decision 064), the disputes queue with each thread and its decision, and a refund without a
 * return on any order (decision 067), the reports queue and staff's decisions (decision 072), and the audit log; anyone else sees the staff-only message
 * and nothing is fetched. An order's journals are read only once staff ask for them.
 */
import { useState } from 'react';
import {
  useAdminActions,
  useAdminListings,
  useAdminMoneyActions,
  useAdminOrderLedger,
  useAdminOrders,
  useAdminSellerPayouts,
  useAdminUsers,
  useAuditLog,
  useAuth,
  useDisputes,
  useOrderStatus,
  useAdminReports,
  useReportActions,
  useReturnActions,
  useStaffActions,
} from '@shop/api-client';
import {
  ADMIN_TITLE,
  AdminScreen,
  type AdminOrderFilter,
  type DisputesQuery,
} from '@shop/ui/screens/AdminScreen/index.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function AdminRoute() {
  const pageHead = noindexHead(ADMIN_TITLE);
  const auth = useAuth();
  const isStaff = auth.user?.customer.is_staff === true;
  const [filter, setFilter] = useState<AdminOrderFilter>({ status: '', sellerId: null });
  const orders = useAdminOrders(
    { status: filter.status === '' ? undefined : filter.status, seller_id: filter.sellerId ?? undefined },
    isStaff,
  );
  const listings = useAdminListings('all', 1, isStaff);
  const users = useAdminUsers(1, isStaff);
  const events = useAuditLog(1, isStaff);
  const staffActions = useStaffActions(1, isStaff);
  const sellerPayouts = useAdminSellerPayouts(1, isStaff);
  const [ledgerOrderId, setLedgerOrderId] = useState<number | null>(null);
  const ledger = useAdminOrderLedger(ledgerOrderId, isStaff);
  const [disputesQuery, setDisputesQuery] = useState<DisputesQuery>({ state: 'open', page: 1 });
  const disputes = useDisputes(disputesQuery.state, disputesQuery.page, isStaff);
  const [reportsPage, setReportsPage] = useState(1);
  const reports = useAdminReports(reportsPage, isStaff);
  const reportActions = useReportActions();
  const { updateStatus } = useOrderStatus();
  const returns = useReturnActions();
  const admin = useAdminActions();
  const money = useAdminMoneyActions();
  return (
    <>
      <DocumentHead head={pageHead} />
      <AdminScreen
        isStaff={isStaff}
        orders={{ items: orders.data?.orders ?? [], loading: orders.isLoading, error: orders.error?.message }}
        defaultOrderFilter={filter}
        onOrderFilterChange={setFilter}
        onUpdateOrderStatus={(orderId, update) => updateStatus(orderId, update)}
        listings={{
          items: listings.data?.products ?? [],
          loading: listings.isLoading,
          error: listings.error?.message,
        }}
        onModerateListing={(id, decision) => admin.moderateListing(id, decision)}
        users={{ items: users.data?.users ?? [], loading: users.isLoading, error: users.error?.message }}
        onSetUserActive={(id, active, reason) => admin.setUserActive(id, active, reason)}
        events={{ items: events.data?.events ?? [], loading: events.isLoading, error: events.error?.message }}
        staffActions={{
          items: staffActions.data?.actions ?? [],
          loading: staffActions.isLoading,
          error: staffActions.error?.message,
        }}
        sellerPayouts={{
          items: sellerPayouts.data?.sellers ?? [],
          loading: sellerPayouts.isLoading,
          error: sellerPayouts.error?.message,
        }}
        onSetPayoutHold={(sellerId, request) => money.setPayoutHold(sellerId, request)}
        orderLedger={{
          orderId: ledgerOrderId,
          ledger: ledger.data?.ledger ?? null,
          loading: ledger.isLoading,
          notFound: ledger.error?.status === 404,
          error: ledger.error?.message,
        }}
        onShowOrderLedger={setLedgerOrderId}
        disputes={{
          state: disputesQuery.state,
          items: disputes.data?.return_requests ?? [],
          loading: disputes.isLoading,
          error: disputes.error?.message,
          page: disputes.data?.pagination.page ?? disputesQuery.page,
          totalPages: disputes.data?.pagination.totalPages ?? 0,
        }}
        onDisputesChange={setDisputesQuery}
        onDecideDispute={(id, decision) => returns.decideDispute(id, decision)}
        onRefundOrder={(orderId, refund) => returns.refundOrder(orderId, refund)}
        reports={{
          items: reports.data?.groups ?? [],
          loading: reports.isLoading,
          error: reports.error?.message,
          page: reports.data?.pagination.page ?? reportsPage,
          totalPages: reports.data?.pagination.totalPages ?? 0,
        }}
        onReportsPageChange={setReportsPage}
        onDecideReports={(decision) => reportActions.decideReports(decision)}
      />
    </>
  );
}
