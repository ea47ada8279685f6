/**
 * 'Your data' on the profile page and the deletion link's page (decision 073): the download's
 * address, the deletion check, the deletion request and the link's confirmation.
 *
 * Importing this module teaches the fetch client the calls of `accountDataRoutes`: they are not
 * in the contract's `routes` table, which is in the home route's first load (decision 073, `pnpm
 * size`); only the pages that import this module (both lazy) carry them.
 */
import { useCallback } from 'react';
import type { AccountDeletionBlocker } from '@shop/contract/account-data.ts';
import { accountDataRoutes } from '@shop/contract/account-data-routes.ts';
import { routes } from '@shop/contract/routes.ts';
import { useApiClient } from '../provider.tsx';
import { useMutationState } from './useMutationState.ts';

// The client looks every call up in `routes` (method, path, access, the demo user's refusal).
Object.assign(routes, accountDataRoutes);

/** What useAccountData returns. */
export interface AccountDataActions {
  /** The address of GET /account/data/: a link to it downloads the JSON file (an attachment). */
  downloadUrl: string;
  /**
   * GET /account/delete/: the reasons the account cannot be deleted now (empty: it can). Throws
   * ApiError (401 signed out, the call's default text when the server cannot be reached).
   */
  check(): Promise<AccountDeletionBlocker[]>;
  /**
   * POST /account/delete/ with the current password: resolves to the address the link went to.
   * Throws ApiError: 400 MESSAGES.account.currentPasswordWrong, 409 the refusal's text (something
   * is still open), 429; TestUserBlockedError for the demo user, with nothing sent.
   */
  request(currentPassword: string): Promise<string>;
  /** True while check or request runs. */
  loading: boolean;
  /** Message of the last failure (cleared when a call starts), or null. */
  error: string | null;
}

/** The profile page's 'Your data' calls (decision 073). */
export function useAccountData(): AccountDataActions {
  const client = useApiClient();
  const { loading, error, track } = useMutationState();
  const check = useCallback(
    () => track(async () => (await client.request('getAccountDeletion')).blockers),
    [client, track],
  );
  const request = useCallback(
    (currentPassword: string) =>
      track(
        async () =>
          (await client.request('requestAccountDeletion', { body: { current_password: currentPassword } }))
            .sent_to,
      ),
    [client, track],
  );
  return { downloadUrl: client.url('getAccountData'), check, request, loading, error };
}

/** What useConfirmAccountDeletion returns. */
export interface ConfirmAccountDeletionActions {
  /**
   * POST /account/delete/confirm/ with the link's `token`: resolves once the account is deleted
   * (every session of it ended). Throws ApiError: 400 ACCOUNT_DATA_MESSAGES.linkInvalid (unknown,
   * used or expired), 409 the refusal's text (something opened since the link was sent).
   */
  confirm(token: string): Promise<void>;
  loading: boolean;
  error: string | null;
}

/** The deletion link's page (decision 073). */
export function useConfirmAccountDeletion(): ConfirmAccountDeletionActions {
  const client = useApiClient();
  const { loading, error, track } = useMutationState();
  const confirm = useCallback(
    (token: string) =>
      track(async () => {
        await client.request('confirmAccountDeletion', { body: { token } });
      }),
    [client, track],
  );
  return { confirm, loading, error };
}
