export {
  ConfirmEmailScreen,
  type ConfirmEmailScreenProps,
  type ConfirmEmailStatus,
} from './ConfirmEmailScreen.tsx';
