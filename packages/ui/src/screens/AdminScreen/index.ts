export {
  AdminScreen,
  ADMIN_TITLE,
  type AdminScreenProps,
  type AdminTab,
  type AdminList,
  type AdminOrderFilter,
  type AdminDisputes,
  type AdminReports,
  type DisputesQuery,
  type OrderLedgerView,
} from './AdminScreen.tsx';
