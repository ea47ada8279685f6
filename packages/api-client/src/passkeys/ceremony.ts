/**
 * The browser's side of a passkey (decision 070): asks the server for options, runs
 * navigator.credentials.create() or get() through @simplewebauthn/browser, and sends the answer.
 * Loaded lazily (`import()`) only when a passkey button is used, so neither the library nor these
 * texts weigh on the first load of a page.
 */
import {
  PASSKEY_MESSAGES,
  type Passkey,
  type PasskeyAuthenticationResponse,
  type PasskeyRegistrationResponse,
  type User,
} from '@shop/contract';
import {
  WebAuthnError,
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { ApiClient } from '../client.ts';
import { ApiError } from '../errors.ts';

/**
 * The ApiError (status 0: nothing was sent to the server) for what the browser said: not
 * supported, cancelled or timed out (NotAllowedError), or a passkey of this account already on
 * the authenticator (excludeCredentials). Other errors are passed on as they are.
 */
export function ceremonyError(error: unknown, endpoint: 'addPasskey' | 'passkeyLogin'): unknown {
  const code = error instanceof WebAuthnError ? error.code : undefined;
  const name = error instanceof Error ? (error.cause instanceof Error ? error.cause.name : error.name) : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return new ApiError(0, PASSKEY_MESSAGES.alreadyRegistered, undefined, endpoint);
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError')
    return new ApiError(0, PASSKEY_MESSAGES.cancelled, undefined, endpoint);
  return error;
}

function assertSupported(endpoint: 'addPasskey' | 'passkeyLogin'): void {
  if (!browserSupportsWebAuthn()) throw new ApiError(0, PASSKEY_MESSAGES.unsupported, undefined, endpoint);
}

/**
 * Makes a passkey for the signed-in user and keeps it on the server as `name` (default: the
 * server's 'Passkey N'). `currentPassword` is the account's password: the server checks it before
 * it gives options (decision 070). Resolves to the passkey; throws ApiError (the server's refusal,
 * e.g. MESSAGES.account.currentPasswordWrong, or a PASSKEY_MESSAGES text for what the browser
 * said: ceremonyError).
 */
export async function registerPasskey(
  client: ApiClient,
  currentPassword: string,
  name?: string,
): Promise<Passkey> {
  assertSupported('addPasskey');
  const { options } = await client.request('passkeyRegistrationOptions', {
    body: { current_password: currentPassword },
  });
  let response: PasskeyRegistrationResponse;
  try {
    response = (await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    })) as PasskeyRegistrationResponse;
  } catch (error) {
    throw ceremonyError(error, 'addPasskey');
  }
  const body = name === undefined || name.trim() === '' ? { response } : { response, name };
  return (await client.request('addPasskey', { body })).passkey;
}

/**
 * Signs in with a passkey the browser holds for this shop. Resolves to `{ user }` as login does;
 * throws ApiError as registerPasskey.
 */
export async function signInWithPasskey(client: ApiClient): Promise<{ user: User }> {
  assertSupported('passkeyLogin');
  const { options } = await client.request('passkeyLoginOptions');
  let response: PasskeyAuthenticationResponse;
  try {
    response = (await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    })) as PasskeyAuthenticationResponse;
  } catch (error) {
    throw ceremonyError(error, 'passkeyLogin');
  }
  return client.request('passkeyLogin', { body: { response } });
}
