/** The user profile (spec sections 2 and 7: get-user, update-user). */
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { UpdateUserRequest, User } from '@shop/contract';
import { useOptionalAuth } from '../auth/context.ts';
import { apiKey } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { useMutationState } from './useMutationState.ts';
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

/** What useUpdateUser returns. */
export interface UpdateUserActions {
  /**
   * POST /update-user/{id}/ with the changed fields. Resolves to the updated user, which also
   * replaces the cached profile and, when it is the signed-in user, the stored user. Throws
   * ApiError; TestUserBlockedError for the demo user with nothing sent ("submission is skipped
   * for the test user", spec section 5).
   */
  update(id: number, fields: UpdateUserRequest): Promise<User>;
  /**
   * The new e-mail address the last update asked for, which waits for the link sent to it
   * (decision 044: the answer's `pending_email`); null when the last update asked for none.
   */
  pendingEmail: string | null;
  /** True while an update runs ('Updating...'). */
  loading: boolean;
  /** Message of the last failure, or null. */
  error: string | null;
}

/** The profile update of my-profile (spec sections 2, 4 and 5). */
export function useUpdateUser(): UpdateUserActions {
  const client = useApiClient();
  const auth = useOptionalAuth();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();
  const currentUserId = auth?.user?.id;
  const updateStoredUser = auth?.updateStoredUser;
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const update = useCallback(
    (id: number, fields: UpdateUserRequest) =>
      track(async () => {
        const response = await client.request('updateUser', { params: { id }, body: fields });
        setPendingEmail(response.pending_email ?? null);
        await mutate(userKey(id), { success: true, user: response.user }, { revalidate: false });
        if (updateStoredUser && currentUserId === response.user.id) updateStoredUser(response.user);
        return response.user;
      }),
    [client, mutate, track, currentUserId, updateStoredUser],
  );

  return { update, pendingEmail, loading, error };
}
