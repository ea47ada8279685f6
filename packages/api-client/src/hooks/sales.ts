/**
 * The seller's sales and order moves: GET /my-sales/ and POST /orders/{id}/status/
 * (the fulfilment state machine of the contract's FULFILMENT_TRANSITIONS; staff use it too), and
 * the shop's fee terms the listing form shows a seller's net with (GET /marketplace/fees/,
 * decision 056).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { OrderStatusRequest, SellerOrder } from '@shop/contract';
import { apiKey } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { ordersKey } from './orders.ts';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';
import { useMutationState } from './useMutationState.ts';

/** The SWR key of the seller's sales (GET /my-sales/). */
export const mySalesKey = apiKey('getMySales');

/** The orders of the signed-in user's products: GET /my-sales/ (only while signed in). data: `{ sales }`. */
export function useMySales(): ApiQuery<'getMySales'> {
  return useApiQuery(useSignedIn() ? mySalesKey : null);
}

/** The SWR key of the shop's fee terms (GET /marketplace/fees/). */
export const feeTermsKey = apiKey('getFeeTerms');

/**
 * The shop's fee terms: GET /marketplace/fees/ (public: asked for signed in or not; decision 056).
 * data: `{ fees: { percent_basis_points, fixed_pence } }`; the contract's feeRuleOf turns them into
 * the FeeRule of platformFeePence and splitSellerOrder. They change only with the server's
 * configuration, so they are not asked for again when the window regains focus.
 */
export function useFeeTerms(): ApiQuery<'getFeeTerms'> {
  return useApiQuery(feeTermsKey, { revalidateOnFocus: false });
}

/** What useOrderStatus returns. */
export interface OrderStatusActions {
  /**
   * POST /orders/{id}/status/: moves order `orderId` (e.g. `{ status: 'shipped', carrier,
   * tracking_number }`). Resolves to the updated sale and refreshes every cached order list
   * (my-sales, my-orders, the back office). Throws ApiError with the server's text (403 not
   * yours, 409 not an edge of the state machine, 400 tracking required); TestUserBlockedError
   * for the demo user, with nothing sent.
   */
  updateStatus(orderId: number, request: OrderStatusRequest): Promise<SellerOrder>;
  /** True while a move runs. */
  loading: boolean;
  /** Message of the last failure, or null. */
  error: string | null;
}

/** Order moves for my-sales and the back office. */
export function useOrderStatus(): OrderStatusActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();
  const updateStatus = useCallback(
    (orderId: number, request: OrderStatusRequest) =>
      track(async () => {
        const response = await client.request('updateOrderStatus', {
          params: { id: orderId },
          body: request,
        });
        await mutate(
          (key) =>
            Array.isArray(key) &&
            (key[0] === mySalesKey[0] ||
              key[0] === ordersKey[0] ||
              key[0] === 'adminOrders' ||
              key[0] === 'adminAuditLog'),
        );
        return response.order;
      }),
    [client, mutate, track],
  );
  return { updateStatus, loading, error };
}
