/**
 * Runs a user action and reports its failure in the alert banner: a test-user refusal shows its
 * spec section 6 message for 3000 ms (no request was sent); other API errors show their message.
 */
import { useCallback } from 'react';
import { ApiError, TestUserBlockedError } from '@shop/api-client';
import { BANNER_MS } from '@shop/contract';
import { useAlert } from './alert.tsx';

/** Returns `guard(fn)`, resolving to fn's result or undefined when it failed (already reported). */
export function useGuarded() {
  const { setAlert } = useAlert();
  return useCallback(
    async <T>(fn: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await fn();
      } catch (err) {
        if (err instanceof TestUserBlockedError) setAlert(err.message, 'alert-warning', BANNER_MS);
        else if (err instanceof ApiError) setAlert(err.message, 'alert-danger');
        else throw err;
        return undefined;
      }
    },
    [setAlert],
  );
}
