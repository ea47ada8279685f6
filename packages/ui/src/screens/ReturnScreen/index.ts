export {
  ReturnScreen,
  CHECKING_PAYMENT_TEXT,
  type ReturnScreenProps,
  type ReturnState,
} from './ReturnScreen.tsx';
