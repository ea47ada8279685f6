/** The one SWR read hook every read hook of this package is built on. */
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { EndpointName, ResponseOf } from '@shop/contract';
import type { AnyRequestOptions, ApiKey } from '../client.ts';
import type { ApiError } from '../errors.ts';
import { useOptionalAuth } from '../auth/context.ts';
import { useApiClient } from '../provider.tsx';

/** What every read hook returns: SWR's response with the parsed body as data and an ApiError as error. */
export type ApiQuery<N extends EndpointName> = SWRResponse<ResponseOf<N>, ApiError>;

/**
 * Reads endpoint `key[0]` through SWR; a null key fetches nothing (data stays undefined).
 * Returns `{ data, error, isLoading, isValidating, mutate }`. As with any SWR hook, a component
 * re-renders only for the fields it reads while rendering (SWR's dependency tracking), so read
 * `data`/`error`/`isLoading` during render, not only later in an effect or callback.
 */
export function useApiQuery<N extends EndpointName>(
  key: ApiKey<N> | null,
  config?: SWRConfiguration<ResponseOf<N>, ApiError>,
): ApiQuery<N> {
  const client = useApiClient();
  return useSWR<ResponseOf<N>, ApiError, ApiKey<N> | null>(
    key,
    (k: ApiKey<N>) =>
      client.requestAny(k[0], k[1] as AnyRequestOptions | undefined) as Promise<ResponseOf<N>>,
    config,
  );
}

/**
 * Whether reads that need a signed-in user may run: the AuthProvider's isLoggedIn, or true when
 * there is no AuthProvider (the server then answers for itself).
 */
export function useSignedIn(): boolean {
  const auth = useOptionalAuth();
  return auth ? auth.isLoggedIn : true;
}
