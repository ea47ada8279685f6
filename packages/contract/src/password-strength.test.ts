import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { isCommonPassword, newPasswordProblem, passwordScore } from './password-strength.ts';

describe('given the new-password strength rule (decision 044)', () => {
  it('refuses aaaaaaaa and eight spaces as too easy to guess', () => {
    expect(newPasswordProblem('aaaaaaaa')).toBe(MESSAGES.account.passwordWeak);
    expect(newPasswordProblem(' '.repeat(8))).toBe(MESSAGES.account.passwordWeak);
    expect(newPasswordProblem('abcdefgh')).toBe(MESSAGES.account.passwordWeak);
  });

  it('keeps the length and common-password texts for those cases', () => {
    expect(newPasswordProblem('short')).toBe(MESSAGES.server.passwordTooShort);
    expect(newPasswordProblem('x'.repeat(201))).toBe(MESSAGES.server.invalidRequest);
    expect(newPasswordProblem(' Password1 ')).toBe(MESSAGES.account.passwordCommon);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
  });

  it('accepts a passphrase of a few words', () => {
    expect(newPasswordProblem('correct horse battery')).toBeNull();
    expect(passwordScore('correct horse battery')).toBeGreaterThanOrEqual(3);
  });

  it("scores a password made of the account's own e-mail and name lower", () => {
    const inputs = ['ada.lovelace@example.com', 'Ada', 'Lovelace'];
    expect(passwordScore('lovelace1815', inputs)).toBeLessThan(passwordScore('lovelace1815'));
    expect(newPasswordProblem('adalovelace', inputs)).toBe(MESSAGES.account.passwordWeak);
  });
});
