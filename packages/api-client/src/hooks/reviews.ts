/** Review reads and mutations (spec sections 4, 5 and 7: reviews with ratings). */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Review, ReviewRequest } from '@shop/contract';
import { apiKey, isApiKeyOf } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { productKey, relatedProductsKey } from './products.ts';
import { useMutationState } from './useMutationState.ts';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';

/** The SWR key of a product's reviews (GET /products/{id}/comments/). */
export function reviewsKey(productId: number | string) {
  return apiKey('getReviews', { params: { id: productId } });
}

/** A product's reviews: GET /products/{id}/comments/ (public). Nothing while productId is missing. data: `{ comments }`. */
export function useReviews(productId: number | string | undefined | null): ApiQuery<'getReviews'> {
  return useApiQuery(
    productId === undefined || productId === null || productId === '' ? null : reviewsKey(productId),
  );
}

/** The SWR key of the signed-in user's reviews (GET /user/comments/). */
export const myReviewsKey = apiKey('getMyReviews');

/** The SWR key of the signed-in user's reviews that staff hid (GET /user/comments/?hidden=true). */
export const myHiddenReviewsKey = apiKey('getMyReviews', { query: { hidden: true } });

/**
 * The signed-in user's reviews staff hid (only while signed in; decision 076): a product page
 * shows their author that theirs was hidden instead of the review form.
 */
export function useMyHiddenReviews(): ApiQuery<'getMyReviews'> {
  return useApiQuery(useSignedIn() ? myHiddenReviewsKey : null);
}

/** The signed-in user's reviews: GET /user/comments/ (only while signed in). data: `{ comments }` with product_name, product_image. */
export function useMyReviews(): ApiQuery<'getMyReviews'> {
  return useApiQuery(useSignedIn() ? myReviewsKey : null);
}

/** What useReviewActions returns. Each action throws ApiError on failure (the form shows it). */
export interface ReviewActions {
  /** POST /products/{productId}/comments/add/; resolves to the new review. */
  add(review: ReviewRequest): Promise<Review>;
  /** PUT /comments/{id}/update/; resolves to the updated review. */
  update(id: number, review: ReviewRequest): Promise<Review>;
  /** DELETE /comments/{id}/delete/ (TestUserBlockedError for the demo user, nothing sent). */
  remove(id: number): Promise<void>;
  /** True while an action runs. */
  loading: boolean;
  /** Message of the last failure, or null. */
  error: string | null;
}

/**
 * Add, update and delete a review of product `productId`; after each, the product's reviews
 * and the user's reviews (my-comments) are fetched again, and so are the product (its rating,
 * review count and review summary changed, decision 028; a signed-in browser never stores it:
 * the server answers `private, no-store`) and its related products. For
 * my-comments, where reviews of many products are listed, productId may be left out: every
 * product's reviews are refreshed.
 */
export function useReviewActions(productId?: number | string | null): ReviewActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();

  const refresh = useCallback(async () => {
    const one = productId !== undefined && productId !== null && productId !== '';
    await Promise.all([
      one ? mutate(reviewsKey(productId)) : mutate((key) => isApiKeyOf(key, 'getReviews')),
      mutate(myReviewsKey),
      mutate(myHiddenReviewsKey),
      one ? mutate(productKey(productId)) : undefined,
      one ? mutate(relatedProductsKey(productId)) : undefined,
    ]);
  }, [mutate, productId]);

  const add = useCallback(
    (review: ReviewRequest) =>
      track(async () => {
        if (productId === undefined || productId === null || productId === '')
          throw new Error('useReviewActions(productId) needs a product to add to');
        const response = await client.request('addReview', { params: { id: productId }, body: review });
        await refresh();
        return response.comment;
      }),
    [client, productId, refresh, track],
  );

  const update = useCallback(
    (id: number, review: ReviewRequest) =>
      track(async () => {
        const response = await client.request('updateReview', { params: { id }, body: review });
        await refresh();
        return response.comment;
      }),
    [client, refresh, track],
  );

  const remove = useCallback(
    (id: number) =>
      track(async () => {
        await client.request('deleteReview', { params: { id } });
        await refresh();
      }),
    [client, refresh, track],
  );

  return { add, update, remove, loading, error };
}
