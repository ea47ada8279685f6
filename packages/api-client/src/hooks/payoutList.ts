/**
 * A seller's payouts (decision 061): GET /payouts/, newest first, one page (PAYOUTS_PAGE_SIZE
 * unless asked otherwise), each with its amount in integer pence, status and, when it failed, why.
 */
import { apiKey } from '../client.ts';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';

/** The SWR key of page `page` (1-based) of the signed-in seller's payouts. */
export function payoutsKey(page = 1) {
  return apiKey('getPayouts', { query: { page } });
}

/**
 * One page of the signed-in seller's payouts (only while signed in). data: `{ payouts, pagination }`.
 * The page shown stays until the next one arrives (SWR keepPreviousData), so the pagination the
 * seller pressed stays in place, with its focus.
 */
export function usePayouts(page = 1): ApiQuery<'getPayouts'> {
  return useApiQuery(useSignedIn() ? payoutsKey(page) : null, { keepPreviousData: true });
}
