/**
 * A seller asks for a payout (decision 061): POST /payouts/ (no body), a payout of their whole
 * available balance. The server refuses with 400 on hold, without a payout account or below the
 * minimum (the contract's SELLER_PAYOUT_MESSAGES); the demo user is refused before anything is sent.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Payout } from '@shop/contract';
import { isApiKeyOf } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { sellerMoneyKey } from './sellerMoney.ts';
import { useMutationState } from './useMutationState.ts';

/** What useRequestPayout returns. */
export interface RequestPayoutAction {
  /**
   * POST /payouts/: resolves to the new payout (status 'requested') once the cached balances and
   * every cached page of payouts are read again. Throws ApiError with the server's refusal (400);
   * TestUserBlockedError for the demo user, with nothing sent.
   */
  requestPayout(): Promise<Payout>;
  /** True while the request runs. */
  loading: boolean;
  /** Message of the last failure, or null. */
  error: string | null;
}

/** The 'Request payout' action of /my-payouts. */
export function useRequestPayout(): RequestPayoutAction {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();
  const requestPayout = useCallback(
    () =>
      track(async () => {
        const { payout } = await client.request('requestPayout', {});
        // The money moved to in transit and the list gained a row: read both again.
        await Promise.all([mutate(sellerMoneyKey), mutate((key) => isApiKeyOf(key, 'getPayouts'))]);
        return payout;
      }),
    [client, mutate, track],
  );
  return { requestPayout, loading, error };
}
