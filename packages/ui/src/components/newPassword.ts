/**
 * The new-password rule, shared by every form that sets a password (sign-up, the
 * reset link's page, my-profile's 'Change password'): MIN_PASSWORD_LENGTH to
 * MAX_PASSWORD_LENGTH characters, not a common password, and hard enough to guess (decision
 * 044: the contract's newPasswordProblem, zxcvbn score at least MIN_PASSWORD_SCORE), checked
 * before sending as the server checks it. zxcvbn and its dictionaries are loaded on first check
 * (`import()`), never with the page. The rule's text, MESSAGES.account.passwordRule, shows as the
 * field's hint.
 */
import { MAX_PASSWORD_LENGTH, MESSAGES, MIN_PASSWORD_LENGTH } from '@shop/contract';
import type * as PasswordStrength from '@shop/contract/password-strength';

type StrengthRule = typeof PasswordStrength;

/** The hint of every new-password field (linked to it with aria-describedby by TextField). */
export const PASSWORD_RULE = MESSAGES.account.passwordRule;

/**
 * The contract's strength rule (@shop/contract/password-strength), loaded once on first use: a
 * separate chunk, so no page carries zxcvbn until a new password is checked.
 */
let strengthRule: Promise<StrengthRule> | undefined;

/**
 * What the contract's strength rule says about `password` (MESSAGES.account.passwordCommon or
 * MESSAGES.account.passwordWeak), or true when it passes or the rule could not be loaded (the
 * server checks again). Length is left to minLength and maxLength.
 */
export async function passwordStrength(password: string): Promise<string | true> {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) return true;
  try {
    strengthRule ??= import('@shop/contract/password-strength');
    return (await strengthRule).newPasswordProblem(password) ?? true;
  } catch {
    strengthRule = undefined;
    return true;
  }
}

/** react-hook-form rules of a new-password field; `requiredMessage` shows when it is empty. */
export function newPasswordRules(requiredMessage: string) {
  return {
    required: requiredMessage,
    minLength: { value: MIN_PASSWORD_LENGTH, message: MESSAGES.server.passwordTooShort },
    maxLength: {
      value: MAX_PASSWORD_LENGTH,
      message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
    },
    validate: { strength: passwordStrength },
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
  MESSAGES.account.passwordWeak,
  MESSAGES.server.passwordTooShort,
];
