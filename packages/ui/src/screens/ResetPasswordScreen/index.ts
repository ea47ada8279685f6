export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
  type ResetPasswordStatus,
} from './ResetPasswordScreen.tsx';
