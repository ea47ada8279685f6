export {
  AdminScreen,
  ADMIN_TITLE,
  type AdminScreenProps,
  type AdminTab,
  type AdminList,
  type AdminOrderFilter,
} from './AdminScreen.tsx';
