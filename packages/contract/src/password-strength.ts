/**
 * The strength rule of every new password (register, reset, change; decision 044), shared by the
 * server, the mocks and the ui. It is NOT part of the contract's index: it carries zxcvbn's
 * dictionaries (about 1 MB), so the server and the mocks import `@shop/contract/password-strength`
 * and the ui loads it lazily (`import()`) when a new-password field is checked, keeping it out of
 * the home route's JavaScript.
 *
 * The rule, in order: MIN_PASSWORD_LENGTH to MAX_PASSWORD_LENGTH characters; not on the
 * common-password list of @zxcvbn-ts/language-common (MESSAGES.account.passwordCommon); and a
 * zxcvbn score (@zxcvbn-ts/core with its common and English dictionaries, which estimate the
 * guesses an attacker needs) of at least MIN_PASSWORD_SCORE, else MESSAGES.account.passwordWeak.
 * Score 3 is "safely unguessable: moderate protection from an offline slow-hash scenario" (about
 * 10^8 guesses or more), what zxcvbn's authors recommend as the minimum; `aaaaaaaa`, eight spaces
 * and `password1` score 0.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, MIN_PASSWORD_SCORE } from './constants.ts';
import { MESSAGES } from './messages.ts';

let factory: ZxcvbnFactory | undefined;
let common: ReadonlySet<string> | undefined;

/** zxcvbn with the common and English dictionaries, made on first use. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
  });
  return factory;
}

/**
 * True when `password` (ignoring case and surrounding spaces) is on the common-password list: the
 * `passwords-common` dictionary of @zxcvbn-ts/language-common (MIT; the passwords seen most often
 * in breaches, in lower case).
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(commonDictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.normalize('NFKC').trim().toLowerCase());
}

/**
 * The zxcvbn score of `password` (0 to 4; see the module note). `userInputs` are words the
 * account itself gives away (its e-mail address, its names): a password built from them scores
 * lower. Only the first MAX_PASSWORD_LENGTH characters are looked at.
 */
export function passwordScore(password: string, userInputs: readonly string[] = []): number {
  const words = userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  return estimator().check(password.slice(0, MAX_PASSWORD_LENGTH), words).score;
}

/**
 * What is wrong with `password` as a new password, as the contract's text, or null when it is
 * fine: MESSAGES.server.passwordTooShort, MESSAGES.server.invalidRequest (too long),
 * MESSAGES.account.passwordCommon or MESSAGES.account.passwordWeak (see the module note).
 */
export function newPasswordProblem(password: string, userInputs: readonly string[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return MESSAGES.server.passwordTooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return MESSAGES.server.invalidRequest;
  if (isCommonPassword(password)) return MESSAGES.account.passwordCommon;
  if (passwordScore(password, userInputs) < MIN_PASSWORD_SCORE) return MESSAGES.account.passwordWeak;
  return null;
}
