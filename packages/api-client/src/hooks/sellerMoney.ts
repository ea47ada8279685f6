/**
 * A seller's money page (decision 061): GET /payouts/balances/, the signed-in seller's balances
 * (pending, available, in transit, paid out; integer pence), the payout terms with the next payout
 * date, the hold with its reason and whether a payout account is set up.
 */
import { apiKey } from '../client.ts';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';

/** The SWR key of the signed-in seller's money page (GET /payouts/balances/). */
export const sellerMoneyKey = apiKey('getSellerMoney');

/** The signed-in seller's balances and payout terms (only while signed in). data: `{ money }`. */
export function useSellerMoney(): ApiQuery<'getSellerMoney'> {
  return useApiQuery(useSignedIn() ? sellerMoneyKey : null);
}
