export {
  PayoutOnboardingScreen,
  PAYOUT_ONBOARDING_TITLE,
  type PayoutOnboardingScreenProps,
  type PayoutOnboardingValues,
} from './PayoutOnboardingScreen.tsx';
