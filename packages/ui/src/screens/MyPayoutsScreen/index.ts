export {
  MyPayoutsScreen,
  MY_PAYOUTS_TITLE,
  PAYOUT_STATE_TEXTS,
  onboardingActionText,
  type MyPayoutsScreenProps,
} from './MyPayoutsScreen.tsx';
