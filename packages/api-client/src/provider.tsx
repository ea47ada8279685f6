/**
 * React layer of the client: ApiProvider puts the client in context and configures SWR with a
 * fetcher that calls it.
 *
 * SWR keys (our choice, used by every hook and mutation in this package): an ApiKey tuple
 * `[endpointName, requestOptions]`, e.g. `['listProducts', { query: { page: 1, pageSize: 9 } }]`
 * or `['getProduct', { params: { id: 3 } }]`. Build keys with `apiKey(...)`; match every key of
 * one endpoint (all pages of a list) with `isApiKeyOf(key, name)`. The endpoint name stands in
 * for the request path (CONVENTIONS "keys are the request paths"): it maps one to one onto the
 * contract's path and keeps the response schema at hand.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { AnyRequestOptions, ApiClient, ApiKey } from './client.ts';

const ApiContext = createContext<ApiClient | null>(null);

/** Props of ApiProvider. */
export interface ApiProviderProps {
  /** The client from createApiClient. */
  client: ApiClient;
  children?: ReactNode;
  /**
   * Extra SWR settings merged over ours (tests pass `{ provider: () => new Map() }` for a fresh
   * cache and `dedupingInterval: 0`). Pass a stable object (module constant or useMemo).
   */
  swrConfig?: SWRConfiguration;
}

/**
 * The SWR fetcher for ApiKey keys: calls `client.requestAny(name, options)`. Exported so a test
 * or an app-level SWRConfig can reuse it.
 */
export function createApiFetcher(client: ApiClient): (key: ApiKey) => Promise<unknown> {
  return (key) => client.requestAny(key[0], key[1] as AnyRequestOptions | undefined);
}

/**
 * Gives `client` to useApiClient and to every hook of this package, and wraps children in an
 * SWRConfig whose fetcher is the client (keys are ApiKey tuples, see the module comment).
 */
export function ApiProvider({ client, children, swrConfig }: ApiProviderProps) {
  const value = useMemo<SWRConfiguration>(
    () => ({ fetcher: createApiFetcher(client), ...swrConfig }),
    [client, swrConfig],
  );
  return (
    <ApiContext value={client}>
      <SWRConfig value={value}>{children}</SWRConfig>
    </ApiContext>
  );
}

/** The client given to the nearest ApiProvider. Throws Error when there is no ApiProvider above. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiProvider client={...}>');
  return client;
}
