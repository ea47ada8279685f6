/** my-payouts (decision 059): the seller's payout account, and onboarding to connect it. */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TestUserBlockedError, usePayoutAccount, usePayoutOnboarding } from '@shop/api-client';
import { BANNER_MS, MESSAGES } from '@shop/contract';
import { MY_PAYOUTS_TITLE, MyPayoutsScreen } from '@shop/ui/screens/MyPayoutsScreen/index.ts';
import { useAlert } from '../app/alert.tsx';
import { DocumentHead, noindexHead } from '../app/head.tsx';

/** `?onboarding=return|refresh` as Stripe sends a seller back (decision 059), else null. */
function onboardingReturnOf(value: string | null): 'return' | 'refresh' | null {
  return value === 'return' || value === 'refresh' ? value : null;
}

export default function MyPayoutsRoute() {
  const pageHead = noindexHead(MY_PAYOUTS_TITLE);
  const { data, error, isLoading } = usePayoutAccount();
  const { startOnboarding, loading } = usePayoutOnboarding();
  const [startError, setStartError] = useState<string | null>(null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { setAlert } = useAlert();
  return (
    <>
      <DocumentHead head={pageHead} />
      <MyPayoutsScreen
        account={data?.account ?? null}
        loading={isLoading}
        error={error?.message ?? null}
        starting={loading}
        startError={startError}
        onboardingReturn={onboardingReturnOf(params.get('onboarding'))}
        onStartOnboarding={() => {
          setStartError(null);
          startOnboarding()
            .then((url) => {
              // The local form is one of our routes; Stripe's is another site.
              if (url.startsWith('/')) void navigate(url);
              else window.location.assign(url);
            })
            .catch((err: unknown) => {
              if (err instanceof TestUserBlockedError) setAlert(err.message, 'alert-warning', BANNER_MS);
              setStartError(err instanceof Error ? err.message : MESSAGES.payouts.save);
            });
        }}
      />
    </>
  );
}
