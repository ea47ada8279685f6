/**
 * Orders (spec sections 2 and 7: GET /orders and /orders/{id}) and the buyer's Confirm receipt
 * (POST /orders/{id}/confirm-receipt/, decision 060).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Order } from '@shop/contract';
import { apiKey } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { useMutationState } from './useMutationState.ts';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';

/** The SWR key of the order list (GET /orders). */
export const ordersKey = apiKey('getOrders');

/** The signed-in user's orders: GET /orders (only while signed in). data: `{ orders }`. */
export function useOrders(): ApiQuery<'getOrders'> {
  return useApiQuery(useSignedIn() ? ordersKey : null);
}

/** What useConfirmReceipt returns. */
export interface ConfirmReceiptActions {
  /**
   * POST /orders/{id}/confirm-receipt/ (decision 060): the buyer confirms they received order
   * `orderId`; the seller's earnings are released. Resolves to the updated order and refreshes the
   * cached order lists (my-orders, my-sales, the back office). Throws ApiError with the server's
   * text (409 not shipped, cancelled or already released; 403 not yours); TestUserBlockedError for
   * the demo user, with nothing sent.
   */
  confirmReceipt(orderId: number): Promise<Order>;
  /** True while a confirmation runs. */
  loading: boolean;
  /** Message of the last failure, or null. */
  error: string | null;
}

/** The buyer's Confirm receipt for my-orders. */
export function useConfirmReceipt(): ConfirmReceiptActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();
  const confirmReceipt = useCallback(
    (orderId: number) =>
      track(async () => {
        const response = await client.request('confirmReceipt', { params: { id: orderId } });
        await mutate(
          (key) =>
            Array.isArray(key) &&
            (key[0] === ordersKey[0] ||
              key[0] === 'getOrder' ||
              key[0] === 'getMySales' ||
              key[0] === 'adminOrders' ||
              key[0] === 'adminAuditLog'),
        );
        return response.order;
      }),
    [client, mutate, track],
  );
  return { confirmReceipt, loading, error };
}
