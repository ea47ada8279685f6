/**
 * Passkeys (decision 070): on the profile, GET /auth/passkeys/ and adding (the browser's
 * ceremony, loaded lazily), renaming and removing one, keeping the cached list in step; on the
 * sign-in page, signing in with one. Apart from AuthProvider, so none of it is in the home
 * route's first load.
 */
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { PASSKEY_MESSAGES, type Passkey, type ResponseOf, type User } from '@shop/contract';
import { useAuth } from '../auth/AuthProvider.tsx';
import type { AuthError, AuthStatus } from '../auth/context.ts';
import { authErrorFrom } from '../auth/isLoggedIn.ts';
import { apiKey } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';
import { useMutationState } from './useMutationState.ts';

/** The SWR key of the signed-in user's passkeys (GET /auth/passkeys/). */
export const passkeysKey = apiKey('getPasskeys');

/** The signed-in user's passkeys, oldest first (only while signed in). data: `{ passkeys }`. */
export function usePasskeys(): ApiQuery<'getPasskeys'> {
  return useApiQuery(useSignedIn() ? passkeysKey : null);
}

/** What usePasskeyActions returns. */
export interface PasskeyActions {
  /**
   * Makes a passkey in the browser and keeps it as `name` (empty: the server's 'Passkey N');
   * `currentPassword` is the account's password, checked first (decision 070). Resolves to it.
   * Throws ApiError: the server's refusal (MESSAGES.account.currentPasswordWrong, 429 after too
   * many), or what the browser said (PASSKEY_MESSAGES.cancelled, unsupported, alreadyRegistered).
   */
  add(currentPassword: string, name?: string): Promise<Passkey>;
  /** PUT /auth/passkeys/{id}/: resolves to the renamed passkey. Throws ApiError. */
  rename(id: number, name: string): Promise<Passkey>;
  /** DELETE /auth/passkeys/{id}/: resolves to the passkeys left. Throws ApiError. */
  remove(id: number): Promise<Passkey[]>;
  loading: boolean;
  error: string | null;
}

/** Adds, renames and removes the signed-in user's passkeys. */
export function usePasskeyActions(): PasskeyActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();
  const add = useCallback(
    (currentPassword: string, name?: string) =>
      track(async () => {
        const { registerPasskey } = await import('../passkeys/ceremony.ts');
        const passkey = await registerPasskey(client, currentPassword, name);
        await mutate<ResponseOf<'getPasskeys'>>(
          passkeysKey,
          (current) => ({ success: true, passkeys: [...(current?.passkeys ?? []), passkey] }),
          { revalidate: false },
        );
        return passkey;
      }),
    [client, mutate, track],
  );
  const rename = useCallback(
    (id: number, name: string) =>
      track(async () => {
        const { passkey } = await client.request('renamePasskey', { params: { id }, body: { name } });
        await mutate<ResponseOf<'getPasskeys'>>(
          passkeysKey,
          (current) => ({
            success: true,
            passkeys: (current?.passkeys ?? []).map((p) => (p.id === id ? passkey : p)),
          }),
          { revalidate: false },
        );
        return passkey;
      }),
    [client, mutate, track],
  );
  const remove = useCallback(
    (id: number) =>
      track(async () => {
        const response = await client.request('deletePasskey', { params: { id } });
        await mutate(passkeysKey, response, { revalidate: false });
        return response.passkeys;
      }),
    [client, mutate, track],
  );
  return { add, rename, remove, loading, error };
}

/** What usePasskeySignIn returns. */
export interface PasskeySignIn {
  /**
   * Signs in with a passkey the browser holds (the browser's dialog opens): the session of a
   * password sign-in, the user stored as AuthProvider's login stores it. Resolves to the user, or
   * null on failure (status 'failed', error set: the server's refusal, or PASSKEY_MESSAGES.cancelled
   * or unsupported). Never throws.
   */
  signIn(): Promise<User | null>;
  /** As AuthProvider's status, for this sign-in (spec section 4). */
  status: AuthStatus;
  error: AuthError | null;
  /** Back to 'idle' with no error. */
  reset(): void;
}

/** Sign-in with a passkey (decision 070), beside useAuth's login. Must sit inside AuthProvider. */
export function usePasskeySignIn(): PasskeySignIn {
  const client = useApiClient();
  const { updateStoredUser } = useAuth();
  const [status, setStatus] = useState<AuthStatus>('idle');
  const [error, setError] = useState<AuthError | null>(null);
  const signIn = useCallback(async () => {
    setStatus('loading');
    setError(null);
    try {
      const { signInWithPasskey } = await import('../passkeys/ceremony.ts');
      const { user } = await signInWithPasskey(client);
      updateStoredUser(user);
      setStatus('succeeded');
      return user;
    } catch (caught) {
      setError(authErrorFrom(caught, PASSKEY_MESSAGES.signIn));
      setStatus('failed');
      return null;
    }
  }, [client, updateStoredUser]);
  const reset = useCallback(() => {
    setStatus('idle');
    setError(null);
  }, []);
  return { signIn, status, error, reset };
}
