/**
 * my-payouts: the seller's payout account and onboarding to connect it (decision 059), their
 * balances with 'Request payout' and their payouts (decision 061), then the chart of net earnings
 * per week and the statement with its month filter, pages and CSV download (decision 063).
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  TestUserBlockedError,
  usePayoutAccount,
  usePayoutOnboarding,
  usePayouts,
  useRequestPayout,
  useSellerMoney,
  useSellerStatement,
  useStatementCsvUrl,
  useWeeklyEarnings,
} from '@shop/api-client';
import { COMMERCE_MESSAGES, BANNER_MS, SELLER_PAYOUT_MESSAGES, type Payout } from '@shop/contract';
import { EarningsChart } from '@shop/ui/components/EarningsChart/index.ts';
import { PayoutBalances } from '@shop/ui/components/PayoutBalances/index.ts';
import { PayoutList } from '@shop/ui/components/PayoutList/index.ts';
import { SellerStatement } from '@shop/ui/components/SellerStatement/index.ts';
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
  // The statement's month (undefined: every month) and page.
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const statement = useSellerStatement({ month, page });
  const weekly = useWeeklyEarnings();
  const csvHref = useStatementCsvUrl(month);
  // The balances and payouts (decision 061): the payouts' page, and the last request's outcome.
  const money = useSellerMoney();
  const [payoutPage, setPayoutPage] = useState(1);
  const payouts = usePayouts(payoutPage);
  const { requestPayout, loading: requesting } = useRequestPayout();
  const [requested, setRequested] = useState<Payout | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
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
              setStartError(err instanceof Error ? err.message : COMMERCE_MESSAGES.payouts.save);
            });
        }}
      >
        <PayoutBalances
          money={money.data?.money}
          loading={money.isLoading}
          error={money.error?.message ?? null}
          requesting={requesting}
          requested={requested}
          requestError={requestError}
          onRequestPayout={() => {
            setRequested(null);
            setRequestError(null);
            requestPayout()
              .then((payout) => {
                setRequested(payout);
                // The new payout heads the first page.
                setPayoutPage(1);
              })
              .catch((err: unknown) => {
                if (err instanceof TestUserBlockedError) setAlert(err.message, 'alert-warning', BANNER_MS);
                setRequestError(err instanceof Error ? err.message : SELLER_PAYOUT_MESSAGES.request);
              });
          }}
        />
        <PayoutList
          payouts={payouts.data?.payouts}
          pagination={payouts.data?.pagination}
          loading={payouts.isLoading}
          error={payouts.error?.message ?? null}
          page={payoutPage}
          onPageChange={setPayoutPage}
        />
        <EarningsChart
          weeks={weekly.data?.weeks}
          loading={weekly.isLoading}
          error={weekly.error?.message ?? null}
        />
        <SellerStatement
          statement={statement.data?.statement}
          pagination={statement.data?.pagination}
          loading={statement.isLoading}
          error={statement.error?.message ?? null}
          month={month}
          onMonthChange={(next) => {
            setMonth(next);
            setPage(1);
          }}
          page={page}
          onPageChange={setPage}
          csvHref={csvHref}
        />
      </MyPayoutsScreen>
    </>
  );
}
