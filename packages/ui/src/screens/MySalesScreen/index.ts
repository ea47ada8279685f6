export { MySalesScreen, MY_SALES_TITLE, NO_SALES_TEXT, type MySalesScreenProps } from './MySalesScreen.tsx';
