/** Comment reads and mutations (spec sections 4, 5 and 7: comments with ratings). */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Comment, CommentRequest } from '@shop/contract';
import { apiKey, isApiKeyOf } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { productKey, relatedProductsKey } from './products.ts';
import { useMutationState } from './useMutationState.ts';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';

/** The SWR key of a product's comments (GET /products/{id}/comments/). */
export function commentsKey(productId: number | string) {
  return apiKey('getComments', { params: { id: productId } });
}

/** A product's comments: GET /products/{id}/comments/ (public). Nothing while productId is missing. data: `{ comments }`. */
export function useComments(productId: number | string | undefined | null): ApiQuery<'getComments'> {
  return useApiQuery(
    productId === undefined || productId === null || productId === '' ? null : commentsKey(productId),
  );
}

/** The SWR key of the signed-in user's comments (GET /user/comments/). */
export const myCommentsKey = apiKey('getMyComments');

/** The signed-in user's comments: GET /user/comments/ (only while signed in). data: `{ comments }` with product_name, product_image. */
export function useMyComments(): ApiQuery<'getMyComments'> {
  return useApiQuery(useSignedIn() ? myCommentsKey : null);
}

/** What useCommentActions returns. Each action throws ApiError on failure (the form shows it). */
export interface CommentActions {
  /** POST /products/{productId}/comments/add/; resolves to the new comment. */
  add(comment: CommentRequest): Promise<Comment>;
  /** PUT /comments/{id}/update/; resolves to the updated comment. */
  update(id: number, comment: CommentRequest): Promise<Comment>;
  /** DELETE /comments/{id}/delete/ (TestUserBlockedError for the demo user, nothing sent). */
  remove(id: number): Promise<void>;
  /** True while an action runs. */
  loading: boolean;
  /** Message of the last failure, or null. */
  error: string | null;
}

/**
 * Add, update and delete a comment of product `productId`; after each, the product's comments
 * and the user's comments (my-comments) are fetched again, and so are the product (its rating,
 * review count and review summary changed, decision 028; a signed-in browser never stores it:
 * the server answers `private, no-store`) and its related products. For
 * my-comments, where comments of many products are listed, productId may be left out: every
 * product's comments are refreshed.
 */
export function useCommentActions(productId?: number | string | null): CommentActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();

  const refresh = useCallback(async () => {
    const one = productId !== undefined && productId !== null && productId !== '';
    await Promise.all([
      one ? mutate(commentsKey(productId)) : mutate((key) => isApiKeyOf(key, 'getComments')),
      mutate(myCommentsKey),
      one ? mutate(productKey(productId)) : undefined,
      one ? mutate(relatedProductsKey(productId)) : undefined,
    ]);
  }, [mutate, productId]);

  const add = useCallback(
    (comment: CommentRequest) =>
      track(async () => {
        if (productId === undefined || productId === null || productId === '')
          throw new Error('useCommentActions(productId) needs a product to add to');
        const response = await client.request('addComment', { params: { id: productId }, body: comment });
        await refresh();
        return response.comment;
      }),
    [client, productId, refresh, track],
  );

  const update = useCallback(
    (id: number, comment: CommentRequest) =>
      track(async () => {
        const response = await client.request('updateComment', { params: { id }, body: comment });
        await refresh();
        return response.comment;
      }),
    [client, refresh, track],
  );

  const remove = useCallback(
    (id: number) =>
      track(async () => {
        await client.request('deleteComment', { params: { id } });
        await refresh();
      }),
    [client, refresh, track],
  );

  return { add, update, remove, loading, error };
}
