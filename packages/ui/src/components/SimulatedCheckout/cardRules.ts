/**
 * Client-side card checks of the simulated checkout (our rules; the spec leaves the card form to the
 * payment provider). The server decides payment; these only catch typing mistakes early.
 */

import { cardDigits, luhnValid } from '@shop/contract/card';

// The card rules themselves (test cards, digits, Luhn) are the contract's one copy, shared with the
// server and the mocks (decision 054); this module adds the form's messages and formatting.
export { TEST_CARDS, cardDigits, luhnValid } from '@shop/contract/card';

/** Groups a typed card number in fours ('4242424242424242' -> '4242 4242 4242 4242'), at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Formats a typed expiry as MM/YY ('1234' -> '12/34'), keeping at most 4 digits. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The card number's problem as a message, or null: 12-19 digits and a valid Luhn checksum. */
export function cardNumberProblem(value: string): string | null {
  const digits = cardDigits(value);
  if (digits === '') return 'Please enter your card number.';
  if (!/^\d+$/.test(digits)) return 'Your card number may contain digits only.';
  if (digits.length < 12) return 'Your card number is incomplete.';
  if (digits.length > 19 || !luhnValid(digits)) return 'Your card number is invalid.';
  return null;
}

/**
 * The expiry's problem as a message, or null: the form MM/YY (month 01-12) and not before the
 * month of `now` (cards are valid to the end of their expiry month).
 */
export function expiryProblem(value: string, now: Date = new Date()): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (value.trim() === '') return 'Please enter the expiry date.';
  if (!match) return "Your card's expiry date is incomplete. Use MM/YY.";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "Your card's expiry month is invalid.";
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return "Your card's expiry date is in the past.";
  return null;
}

/** The security code's problem as a message, or null: 3 or 4 digits. */
export function cvcProblem(value: string): string | null {
  if (value.trim() === '') return "Please enter your card's security code.";
  return /^\d{3,4}$/.test(value.trim()) ? null : "Your card's security code is incomplete.";
}
