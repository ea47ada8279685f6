/**
 * /admin/: the back office. Staff see every order (filtered on the server by status and
 * seller), every listing, every user, sellers' payouts with their holds, an order's journals
 * (decision 064) and the audit log; anyone else sees the staff-only message and nothing is
 * fetched. An order's journals are read only once staff ask for them.
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
  useOrderStatus,
  useStaffActions,
} from '@shop/api-client';
import { ADMIN_TITLE, AdminScreen, type AdminOrderFilter } from '@shop/ui/screens/AdminScreen/index.ts';
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
  const { updateStatus } = useOrderStatus();
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
        onSetUserActive={(id, active) => admin.setUserActive(id, active)}
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
      />
    </>
  );
}
