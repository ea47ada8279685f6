export {
  AdminScreen,
  ADMIN_TITLE,
  type AdminScreenProps,
  type AdminTab,
  type AdminList,
  type AdminOrderFilter,
  type OrderLedgerView,
} from './AdminScreen.tsx';
