/** Comment reads and mutations (spec sections 4, 5 and 7: comments with ratings). */
import { apiKey } from '../client.ts';
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
