/**
 * The seller's payout account (decision 059): GET /payouts/account/, POST
 * /payouts/account/onboarding/ (where to give the bank details) and POST /payouts/account/simulated/
 * (the local onboarding form, without Stripe keys).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { PayoutAccount, SimulatedPayoutAccountRequest } from '@shop/contract';
import { apiKey } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';
import { useMutationState } from './useMutationState.ts';

/** The SWR key of the signed-in user's payout account (GET /payouts/account/). */
export const payoutAccountKey = apiKey('getPayoutAccount');

/** The signed-in user's payout account (only while signed in). data: `{ account }`. */
export function usePayoutAccount(): ApiQuery<'getPayoutAccount'> {
  return useApiQuery(useSignedIn() ? payoutAccountKey : null);
}

/** What usePayoutOnboarding returns. */
export interface PayoutOnboardingActions {
  /**
   * POST /payouts/account/onboarding/: resolves to the address of the onboarding form (Stripe's,
   * absolute; or the storefront's own, site-relative). Throws ApiError with the server's text;
   * TestUserBlockedError for the demo user, with nothing sent.
   */
  startOnboarding(): Promise<string>;
  /**
   * POST /payouts/account/simulated/: sends the local form's bank details; resolves to the account
   * as stored (last four digits only) and refreshes the cached account and the seller's listings
   * (their flag follows the account). Throws ApiError (400 with the field's message);
   * TestUserBlockedError for the demo user, with nothing sent.
   */
  submitBankDetails(details: SimulatedPayoutAccountRequest): Promise<PayoutAccount>;
  /** True while a call runs. */
  loading: boolean;
  /** Message of the last failure, or null. */
  error: string | null;
}

/** Onboarding actions for /my-payouts and /my-payouts/onboarding. */
export function usePayoutOnboarding(): PayoutOnboardingActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();
  const startOnboarding = useCallback(
    () => track(async () => (await client.request('startPayoutOnboarding', {})).url),
    [client, track],
  );
  const submitBankDetails = useCallback(
    (details: SimulatedPayoutAccountRequest) =>
      track(async () => {
        const { account } = await client.request('submitSimulatedPayoutAccount', { body: details });
        await mutate(payoutAccountKey, { success: true, account }, { revalidate: false });
        await mutate((key) => Array.isArray(key) && key[0] === 'listMyProducts');
        return account;
      }),
    [client, mutate, track],
  );
  return { startOnboarding, submitBankDetails, loading, error };
}
