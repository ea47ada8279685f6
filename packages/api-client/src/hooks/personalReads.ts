/**
 * Reads that belong to whoever calls (decision 032): the cart and the bookmarks of the
 * signed-in user, or of the visitor's guest cookie. The server merges the guest's into the account
 * at sign-in and sign-up, and a sign-out leaves a fresh guest, so such a read is read again each
 * time the signed-in user changes, while its SWR key (the request path) stays the same.
 */
import { useEffect } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import type { ApiKey } from '../client.ts';
import type { EndpointName } from '@shop/contract';
import { useOptionalAuth } from '../auth/context.ts';

/** Per SWR cache and key: the user id the answer was last read for (null: a visitor). */
const readFor = new WeakMap<object, Map<string, number | null>>();

/**
 * Reads `key` (pass a constant key, e.g. cartKey) again when the signed-in user changes (sign-in, sign-up, sign-out, another account,
 * another tab). At a sign-in or sign-up the answer shown so far stays until the merged one arrives;
 * at a sign-out or a switch of account it is dropped at once, so nobody sees the previous user's
 * data. However many components use the hook, one request is made per change: the first to see the
 * change, per SWR cache, reads again. Without an AuthProvider it does nothing.
 */
export function useRevalidateOnUserChange<N extends EndpointName>(key: ApiKey<N>): void {
  const auth = useOptionalAuth();
  const { cache, mutate } = useSWRConfig();
  const hasAuth = auth !== null;
  const userId = auth?.user?.id ?? null;
  const id = unstable_serialize(key);
  useEffect(() => {
    if (!hasAuth) return;
    let seen = readFor.get(cache);
    if (!seen) readFor.set(cache, (seen = new Map()));
    if (!seen.has(id)) {
      seen.set(id, userId);
      return;
    }
    const before = seen.get(id);
    if (before === userId) return;
    seen.set(id, userId);
    // mutate(key) reads again keeping the data; mutate(key, undefined) drops it, then reads.
    void (before === null ? mutate(key) : mutate(key, undefined));
  }, [hasAuth, userId, cache, mutate, id, key]);
}
