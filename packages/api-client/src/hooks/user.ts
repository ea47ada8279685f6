/** The user profile (spec sections 2 and 7: get-user, update-user). */
import { apiKey } from '../client.ts';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';

/** The SWR key of a user (GET /get-user/{id}/). */
export function userKey(id: number | string) {
  return apiKey('getUser', { params: { id } });
}

/** A user's profile: GET /get-user/{id}/ (only while signed in and id given). data: `{ user }`. */
export function useUser(id: number | string | undefined | null): ApiQuery<'getUser'> {
  const signedIn = useSignedIn();
  return useApiQuery(signedIn && id !== undefined && id !== null && id !== '' ? userKey(id) : null);
}
