/**
 * Passkeys (decision 070): the passkeys of an account as the profile lists them, and the WebAuthn
 * JSON the browser and the server exchange (the W3C WebAuthn Level 3 `toJSON()` forms, as
 * @simplewebauthn/browser sends them). Binary fields are base64url text.
 */
import * as z from 'zod/mini';
import { MAX_PASSWORD_LENGTH, PASSKEY_NAME_MAX_LENGTH } from '../constants.ts';
import { Id, IsoDate } from './common.ts';
import { requiredText } from './fields.ts';

/** One passkey of the signed-in user. */
export const Passkey = z.object({
  id: Id,
  name: z.string(),
  created_at: IsoDate,
  /** null until it first signs in. */
  last_used_at: z.nullable(IsoDate),
  /** The authenticator says the passkey is synced (backed up), e.g. by a password manager. */
  backed_up: z.boolean(),
});
export type Passkey = z.infer<typeof Passkey>;

/** base64url text of at most `max` characters. */
const base64url = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+$/));
/** A credential id: up to 1023 bytes (WebAuthn), 1364 base64url characters. */
const CredentialId = base64url(1400);
const ClientExtensionResults = z.record(z.string(), z.unknown());
const Attachment = z.optional(z.enum(['platform', 'cross-platform']));

/** What navigator.credentials.create() answered, as JSON (RegistrationResponseJSON). */
export const PasskeyRegistrationResponse = z.object({
  id: CredentialId,
  rawId: CredentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(10_000),
    // An attestation may carry certificates: generous, but bounded.
    attestationObject: base64url(100_000),
    authenticatorData: z.optional(base64url(100_000)),
    transports: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(10))),
    publicKeyAlgorithm: z.optional(z.number()),
    publicKey: z.optional(base64url(10_000)),
  }),
  authenticatorAttachment: Attachment,
  clientExtensionResults: ClientExtensionResults,
});
export type PasskeyRegistrationResponse = z.infer<typeof PasskeyRegistrationResponse>;

/** What navigator.credentials.get() answered, as JSON (AuthenticationResponseJSON). */
export const PasskeyAuthenticationResponse = z.object({
  id: CredentialId,
  rawId: CredentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(10_000),
    authenticatorData: base64url(10_000),
    signature: base64url(2_000),
    userHandle: z.optional(base64url(200)),
  }),
  authenticatorAttachment: Attachment,
  clientExtensionResults: ClientExtensionResults,
});
export type PasskeyAuthenticationResponse = z.infer<typeof PasskeyAuthenticationResponse>;

/**
 * The options for navigator.credentials.create() or get() as JSON
 * (PublicKeyCredentialCreationOptionsJSON / PublicKeyCredentialRequestOptionsJSON), passed to
 * the browser as they are: only the challenge is named here, the rest is WebAuthn's.
 */
export const PasskeyOptions = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof PasskeyOptions>;

/**
 * POST /auth/passkeys/register/options/: the account's current password, checked as for an e-mail
 * or password change (decision 070: a stolen session cannot add a lasting way in), before any
 * challenge is issued.
 */
export const PasskeyRegistrationOptionsRequest = z.object({
  current_password: z.string().check(z.minLength(1), z.maxLength(MAX_PASSWORD_LENGTH)),
});
export type PasskeyRegistrationOptionsRequest = z.infer<typeof PasskeyRegistrationOptionsRequest>;

/** POST /auth/passkeys/register/: the browser's answer, and the name (default: 'Passkey N'). */
export const AddPasskeyRequest = z.object({
  name: z.optional(requiredText(PASSKEY_NAME_MAX_LENGTH)),
  response: PasskeyRegistrationResponse,
});
export type AddPasskeyRequest = z.infer<typeof AddPasskeyRequest>;

/** POST /auth/passkeys/login/: the browser's answer to the sign-in options. */
export const PasskeyLoginRequest = z.object({ response: PasskeyAuthenticationResponse });
export type PasskeyLoginRequest = z.infer<typeof PasskeyLoginRequest>;

/** PUT /auth/passkeys/{id}/: the new name. */
export const RenamePasskeyRequest = z.object({ name: requiredText(PASSKEY_NAME_MAX_LENGTH) });
export type RenamePasskeyRequest = z.infer<typeof RenamePasskeyRequest>;
