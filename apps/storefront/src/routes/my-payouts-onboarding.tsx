/** my-payouts/onboarding (decision 059): the local bank details form (simulated provider). */
import { useNavigate } from 'react-router-dom';
import { useAuth, usePayoutOnboarding } from '@shop/api-client';
import { PAYOUT_MESSAGES, BANNER_MS, MESSAGES, PAYOUT_ROUTES } from '@shop/contract';
import {
  PAYOUT_ONBOARDING_TITLE,
  PayoutOnboardingScreen,
} from '@shop/ui/screens/PayoutOnboardingScreen/index.ts';
import { useAlert } from '../app/alert.tsx';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function PayoutOnboardingRoute() {
  const pageHead = noindexHead(PAYOUT_ONBOARDING_TITLE);
  const auth = useAuth();
  const { submitBankDetails } = usePayoutOnboarding();
  const navigate = useNavigate();
  const { setAlert } = useAlert();
  return (
    <>
      <DocumentHead head={pageHead} />
      <PayoutOnboardingScreen
        isTestUser={auth.isTestUser}
        onTestUserBlocked={() => setAlert(MESSAGES.testUser.default, 'alert-warning', BANNER_MS)}
        onSubmit={(details) => submitBankDetails(details)}
        onSaved={() => {
          setAlert(PAYOUT_MESSAGES.saved, 'alert-success', BANNER_MS);
          void navigate(PAYOUT_ROUTES.page);
        }}
      />
    </>
  );
}
