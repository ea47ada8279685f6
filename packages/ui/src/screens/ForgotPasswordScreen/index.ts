export {
  ForgotPasswordScreen,
  type ForgotPasswordScreenProps,
  type ForgotPasswordStatus,
} from './ForgotPasswordScreen.tsx';
