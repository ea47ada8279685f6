/** Loading and error flags shared by the mutation hooks. */
import { useCallback, useState } from 'react';
import { ApiError } from '../errors.ts';

/**
 * Wraps an async call with `loading` (true while any wrapped call runs) and `error` (the last
 * failure's message, cleared when a call starts). The wrapped call rethrows the failure.
 */
export function useMutationState() {
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const track = useCallback(async <T>(call: () => Promise<T>): Promise<T> => {
    setPending((n) => n + 1);
    setError(null);
    try {
      return await call();
    } catch (caught) {
      setError(caught instanceof ApiError || caught instanceof Error ? caught.message : String(caught));
      throw caught;
    } finally {
      setPending((n) => n - 1);
    }
  }, []);
  const resetError = useCallback(() => setError(null), []);
  return { loading: pending > 0, error, track, resetError };
}
