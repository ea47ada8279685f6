/**
 * `setupHooks(stored, respond, cookie?)`: what a hook test renders inside. Takes the stored user
 * (or null), a fake server (`respond` answers each call) and the page's cookie string (default
 * 'csrftoken=t', so the user counts as signed in); returns the `wrapper` (ApiProvider with a
 * fresh SWR cache and no deduping, then AuthProvider), the `calls` the fake saw, the memory
 * `storage` and `cookies` (change `cookies.value` to change the cookie string). Tests only.
 */
import type { ReactNode } from 'react';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { createApiClient } from './client.ts';
import { STORAGE_KEYS, type User } from '@shop/contract';
import { ApiProvider } from './provider.tsx';
import { createMemoryStorage } from './storage.ts';
import { fakeFetch, type SeenCall } from './test-support.ts';

export function setupHooks(
  stored: User | null,
  respond: (call: SeenCall) => Response | Promise<Response>,
  cookie = 'csrftoken=t',
) {
  const storage = createMemoryStorage(stored ? { [STORAGE_KEYS.user]: JSON.stringify(stored) } : {});
  const cookies = { value: cookie };
  const { fetch, calls } = fakeFetch(respond);
  const client = createApiClient({ baseUrl: '/api', fetch, storage, getCookie: () => cookies.value });
  const swrConfig = { provider: () => new Map(), dedupingInterval: 0 };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} swrConfig={swrConfig}>
      <AuthProvider>{children}</AuthProvider>
    </ApiProvider>
  );
  return { wrapper, calls, storage, cookies };
}
