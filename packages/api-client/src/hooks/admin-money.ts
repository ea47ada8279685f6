/**
 * The back office's money (decision 064), for staff only (the server answers 403
 * MESSAGES.server.staffOnly to anyone else): sellers' balances, holds and last payouts, an order's
 * journals, and putting or lifting a hold on a seller's payouts.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { PayoutHold, PayoutHoldRequest } from '@shop/contract';
import { apiKey, isApiKeyOf } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';
import { useMutationState } from './useMutationState.ts';

/** Every seller's money, newest first: GET /admin/payouts/balances/. `enabled` false fetches nothing. */
export function useAdminSellerPayouts(page = 1, enabled = true): ApiQuery<'adminSellerPayouts'> {
  return useApiQuery(useSignedIn() && enabled ? apiKey('adminSellerPayouts', { query: { page } }) : null);
}

/**
 * The journals of order `orderId`: GET /admin/orders/{id}/ledger/. Null (no order chosen) or
 * `enabled` false fetches nothing; an unknown order is an ApiError of status 404.
 */
export function useAdminOrderLedger(orderId: number | null, enabled = true): ApiQuery<'adminOrderLedger'> {
  return useApiQuery(
    useSignedIn() && enabled && orderId !== null
      ? apiKey('adminOrderLedger', { params: { id: orderId } })
      : null,
  );
}

/** What useAdminMoneyActions returns. */
export interface AdminMoneyActions {
  /**
   * POST /admin/users/{id}/payout-hold/: puts seller `sellerId`'s payouts on hold with a reason,
   * or lifts the hold (decision 061); refreshes the seller payouts, the holds and the audit log.
   * Throws ApiError (400 when the reason is blank).
   */
  setPayoutHold(sellerId: number, request: PayoutHoldRequest): Promise<PayoutHold>;
  loading: boolean;
  error: string | null;
}

/** The back office's money writes. */
export function useAdminMoneyActions(): AdminMoneyActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();
  const setPayoutHold = useCallback(
    (sellerId: number, request: PayoutHoldRequest) =>
      track(async () => {
        const response = await client.request('adminSetPayoutHold', {
          params: { id: sellerId },
          body: request,
        });
        await Promise.all([
          mutate((key) => isApiKeyOf(key, 'adminSellerPayouts')),
          mutate((key) => isApiKeyOf(key, 'adminPayoutHolds')),
          mutate((key) => isApiKeyOf(key, 'adminStaffActions')),
        ]);
        return response.hold;
      }),
    [client, mutate, track],
  );
  return { setPayoutHold, loading, error };
}
