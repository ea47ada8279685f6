export {
  MyOrdersScreen,
  NO_ORDERS_TEXT,
  RECEIPT_CONFIRMED_TOAST,
  type MyOrdersScreenProps,
} from './MyOrdersScreen.tsx';
