/** Orders (spec sections 2 and 7: GET /orders and /orders/{id}). */
import { apiKey } from '../client.ts';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';

/** The SWR key of the order list (GET /orders). */
export const ordersKey = apiKey('getOrders');

/** The signed-in user's orders: GET /orders (only while signed in). data: `{ orders }`. */
export function useOrders(): ApiQuery<'getOrders'> {
  return useApiQuery(useSignedIn() ? ordersKey : null);
}

/** The SWR key of one order (GET /orders/{id}). */
export function orderKey(id: number | string) {
  return apiKey('getOrder', { params: { id } });
}

/** One order: GET /orders/{id} (only while signed in and id given). data: `{ order }`. */
export function useOrder(id: number | string | undefined | null): ApiQuery<'getOrder'> {
  const signedIn = useSignedIn();
  return useApiQuery(signedIn && id !== undefined && id !== null && id !== '' ? orderKey(id) : null);
}
