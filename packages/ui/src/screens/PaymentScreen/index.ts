export { PaymentScreen, type PaymentScreenProps } from './PaymentScreen.tsx';
