/**
 * Account recovery and password changes: POST /auth/password-reset/ ('Forgot
 * password?'), POST /auth/password-reset/confirm/ (the reset link's new password) and POST
 * /auth/change-password/ (my-profile). None of them touches the SWR cache or the stored user:
 * a reset does not sign in, and changing the password keeps this session.
 */
import { useCallback } from 'react';
import { MESSAGES, type ChangePasswordRequest, type ContactRequest } from '@shop/contract';
import { ApiError } from '../errors.ts';
import { useApiClient } from '../provider.tsx';
import { useMutationState } from './useMutationState.ts';

/**
 * Runs an auth call, reporting a failure to reach the server (status 0) as
 * MESSAGES.user.network, as the other auth calls do (spec section 8), instead of the endpoint's
 * default text.
 */
async function withNetworkMessage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 0)
      throw new ApiError(0, MESSAGES.user.network, undefined, caught.endpoint);
    throw caught;
  }
}

/** What useRequestPasswordReset returns. */
export interface RequestPasswordResetActions {
  /**
   * POST /auth/password-reset/ with `email` (trimmed). Resolves when the server accepted it, which
   * it does for any address (RECOVERY_MESSAGES.resetRequested, no enumeration). Throws ApiError:
   * 429 with the server's 'too many attempts' text, 400 for a malformed address,
   * MESSAGES.user.network when the server cannot be reached.
   */
  requestReset(email: string): Promise<void>;
  /** True while the request runs. */
  loading: boolean;
  /** Message of the last failure (cleared when a request starts), or null. */
  error: string | null;
}

/** 'Forgot password?': asks for a reset link. */
export function useRequestPasswordReset(): RequestPasswordResetActions {
  const client = useApiClient();
  const { loading, error, track } = useMutationState();
  const requestReset = useCallback(
    (email: string) =>
      track(() =>
        withNetworkMessage(async () => {
          await client.request('requestPasswordReset', { body: { email: email.trim() } });
        }),
      ),
    [client, track],
  );
  return { requestReset, loading, error };
}

/** What useConfirmPasswordReset returns. */
export interface ConfirmPasswordResetActions {
  /**
   * POST /auth/password-reset/confirm/ with the reset link's `token` and the new `password`.
   * Resolves once the password is changed (the user is NOT signed in: they sign in with it).
   * Throws ApiError: 400 MESSAGES.account.resetInvalid for an unknown, used or expired token,
   * 400 MESSAGES.account.passwordCommon or a too-short text for a refused password,
   * MESSAGES.user.network when the server cannot be reached.
   */
  confirmReset(token: string, password: string): Promise<void>;
  /** True while the request runs. */
  loading: boolean;
  /** Message of the last failure (cleared when a request starts), or null. */
  error: string | null;
}

/** The reset link's page: sets the new password. */
export function useConfirmPasswordReset(): ConfirmPasswordResetActions {
  const client = useApiClient();
  const { loading, error, track } = useMutationState();
  const confirmReset = useCallback(
    (token: string, password: string) =>
      track(() =>
        withNetworkMessage(async () => {
          await client.request('confirmPasswordReset', { body: { token, password } });
        }),
      ),
    [client, track],
  );
  return { confirmReset, loading, error };
}

/** What useConfirmEmailChange returns. */
export interface ConfirmEmailChangeActions {
  /**
   * POST /auth/email-change/confirm/ with the link's `token` (decision 044). Resolves once the new
   * address is the account's (other sessions end; this one stays signed in when it is the
   * account's). Throws ApiError: 400 MESSAGES.account.emailChangeInvalid for an unknown, used,
   * expired or superseded link, 400 MESSAGES.server.emailTaken, MESSAGES.user.network when the
   * server cannot be reached.
   */
  confirm(token: string): Promise<void>;
  /** True while the request runs. */
  loading: boolean;
  /** Message of the last failure (cleared when a request starts), or null. */
  error: string | null;
}

/** The page of the link confirming a new e-mail address (decision 044). */
export function useConfirmEmailChange(): ConfirmEmailChangeActions {
  const client = useApiClient();
  const { loading, error, track } = useMutationState();
  const confirm = useCallback(
    (token: string) =>
      track(() =>
        withNetworkMessage(async () => {
          await client.request('confirmEmailChange', { body: { token } });
        }),
      ),
    [client, track],
  );
  return { confirm, loading, error };
}

/** What useChangePassword returns. */
export interface ChangePasswordActions {
  /**
   * POST /auth/change-password/ with `{ current_password, new_password }`. Resolves once changed;
   * this session stays signed in, the user's other sessions end. Throws ApiError: 400
   * MESSAGES.account.currentPasswordWrong, 400 MESSAGES.account.passwordCommon or a too-short
   * text, MESSAGES.user.network when the server cannot be reached; TestUserBlockedError for the
   * demo user, with nothing sent.
   */
  change(passwords: ChangePasswordRequest): Promise<void>;
  /** True while the request runs. */
  loading: boolean;
  /** Message of the last failure (cleared when a request starts), or null. */
  error: string | null;
}

/** my-profile's 'Change password'. */
export function useChangePassword(): ChangePasswordActions {
  const client = useApiClient();
  const { loading, error, track } = useMutationState();
  const change = useCallback(
    (passwords: ChangePasswordRequest) =>
      track(() =>
        withNetworkMessage(async () => {
          await client.request('changePassword', { body: passwords });
        }),
      ),
    [client, track],
  );
  return { change, loading, error };
}

/** What useSendContactMessage returns. */
export interface SendContactMessageActions {
  /**
   * POST /contact/ (decision 048): the contact form's message, to the shop's support address.
   * Resolves once the server has taken it. Throws ApiError: 400 for a missing name, address or
   * message, 429 over CONTACT_MESSAGES_PER_ADDRESS, MESSAGES.user.network when the server cannot be
   * reached.
   */
  sendMessage(message: ContactRequest): Promise<void>;
}

/** The contact form (decision 048): sends its message. Touches no cache. */
export function useSendContactMessage(): SendContactMessageActions {
  const client = useApiClient();
  const sendMessage = useCallback(
    (message: ContactRequest) =>
      withNetworkMessage(async () => {
        await client.request('sendContactMessage', { body: message });
      }),
    [client],
  );
  return { sendMessage };
}
