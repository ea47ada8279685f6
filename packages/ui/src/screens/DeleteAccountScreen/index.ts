export {
  DeleteAccountScreen,
  type DeleteAccountScreenProps,
  type DeleteAccountStatus,
} from './DeleteAccountScreen.tsx';
