export { MyOrdersScreen, NO_ORDERS_TEXT, type MyOrdersScreenProps } from './MyOrdersScreen.tsx';
