/** Orders (spec sections 2 and 7: GET /orders and /orders/{id}). */
import { apiKey } from '../client.ts';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';

/** The SWR key of the order list (GET /orders). */
export const ordersKey = apiKey('getOrders');

/** The signed-in user's orders: GET /orders (only while signed in). data: `{ orders }`. */
export function useOrders(): ApiQuery<'getOrders'> {
  return useApiQuery(useSignedIn() ? ordersKey : null);
}
