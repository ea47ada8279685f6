/**
 * The new-password rule of issue 13, shared by every form that sets a password (sign-up, the
 * reset link's page, my-profile's 'Change password'): MIN_PASSWORD_LENGTH to
 * MAX_PASSWORD_LENGTH characters, checked before sending; the server also refuses common
 * passwords. The rule's text, MESSAGES.account.passwordRule, shows as the field's hint.
 */
import { MAX_PASSWORD_LENGTH, MESSAGES, MIN_PASSWORD_LENGTH } from '@shop/api-client/contract';

/** The hint of every new-password field (linked to it with aria-describedby by TextField). */
export const PASSWORD_RULE = MESSAGES.account.passwordRule;

/** react-hook-form rules of a new-password field; `requiredMessage` shows when it is empty. */
export function newPasswordRules(requiredMessage: string) {
  return {
    required: requiredMessage,
    minLength: { value: MIN_PASSWORD_LENGTH, message: MESSAGES.server.passwordTooShort },
    maxLength: {
      value: MAX_PASSWORD_LENGTH,
      message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
    },
  };
}

/**
 * react-hook-form rules of the field confirming the new password held in field `passwordField`:
 * required, and equal to it (else MESSAGES.user.passwordsDontMatch, nothing sent).
 */
export function confirmPasswordRules<F extends Record<string, unknown>>(passwordField: keyof F) {
  return {
    required: 'Confirm new password is required',
    validate: (value: unknown, all: F) => value === all[passwordField] || MESSAGES.user.passwordsDontMatch,
  };
}

/** Whole server texts that belong to a new-password field (see serverFieldError). */
export const NEW_PASSWORD_MESSAGES: readonly string[] = [
  MESSAGES.account.passwordCommon,
  MESSAGES.server.passwordTooShort,
];
