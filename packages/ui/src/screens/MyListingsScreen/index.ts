export { MyListingsScreen, NO_LISTINGS_TEXT, type MyListingsScreenProps } from './MyListingsScreen.tsx';
