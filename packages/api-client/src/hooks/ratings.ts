/**
 * Ratings between the buyer and the seller of a delivered order, and the sellers' public pages
 * (decision 071): the reads of My orders, My sales and /sellers/{id}, and the actions (rate the
 * other side, the seller's reply). Every action refreshes the ratings lists and the seller pages.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { OrderRatings, PartyRating, RatingRequest, RatingSide } from '@shop/contract';
import { apiKey } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';
import { useMutationState } from './useMutationState.ts';

/** The SWR key of the caller's delivered orders' ratings as `side` (GET /ratings/). */
export function myRatingsKey(side: RatingSide = 'buyer') {
  return apiKey('getMyRatings', { query: { as: side } });
}

/**
 * The ratings of the signed-in user's delivered orders as buyer (My orders) or seller (My sales),
 * newest first: GET /ratings/ (only while signed in). data: `{ ratings }`.
 */
export function useMyRatings(side: RatingSide = 'buyer'): ApiQuery<'getMyRatings'> {
  return useApiQuery(useSignedIn() ? myRatingsKey(side) : null);
}

/** The SWR key of seller `id`'s public page (GET /sellers/{id}/). */
export function sellerKey(id: number) {
  return apiKey('getSeller', { params: { id } });
}

/** Seller `id`'s public page: GET /sellers/{id}/ (public). data: `{ seller, ratings }`; 404 unknown or deactivated. */
export function useSeller(id: number | null): ApiQuery<'getSeller'> {
  return useApiQuery(id === null ? null : sellerKey(id));
}

/** The SWR keys a rating or a reply changes. */
const CHANGED_BY_RATINGS: ReadonlySet<string> = new Set(['getMyRatings', 'getOrderRatings', 'getSeller']);

/** What useRatingActions returns. */
export interface RatingActions {
  /**
   * POST /orders/{id}/ratings/: the caller rates the other side of order `orderId` (stars 1-5 and a
   * comment). Resolves to the order's ratings as the caller now sees them. Throws ApiError (409
   * not delivered, already rated, window closed; 403 not a party); TestUserBlockedError for the
   * demo user, with nothing sent.
   */
  rateOrder(orderId: number, rating: RatingRequest): Promise<OrderRatings>;
  /** POST /ratings/{id}/reply/: the seller's one public reply. Resolves to the rating. Throws ApiError (403, 409). */
  replyToRating(ratingId: number, text: string): Promise<PartyRating>;
  /** True while an action runs. */
  loading: boolean;
  /** Message of the last failure, or null. */
  error: string | null;
}

/** The actions of both sides on ratings. */
export function useRatingActions(): RatingActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();
  const refresh = useCallback(
    () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && CHANGED_BY_RATINGS.has(key[0])),
    [mutate],
  );
  const rateOrder = useCallback(
    (orderId: number, rating: RatingRequest) =>
      track(async () => {
        const { ratings } = await client.request('rateOrder', { params: { id: orderId }, body: rating });
        await refresh();
        return ratings;
      }),
    [client, refresh, track],
  );
  const replyToRating = useCallback(
    (ratingId: number, text: string) =>
      track(async () => {
        const { rating } = await client.request('replyToRating', {
          params: { id: ratingId },
          body: { text },
        });
        await refresh();
        return rating;
      }),
    [client, refresh, track],
  );
  return { rateOrder, replyToRating, loading, error };
}
