/**
 * Card checks of the simulated provider (no Stripe keys): the local card form posts here.
 * Mirrors Stripe's test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 */
import { MESSAGES } from '@shop/contract';

/** Stripe's "generic decline" and "insufficient funds" test cards: always declined. */
export const DECLINED_TEST_CARDS: readonly string[] = ['4000000000000002', '4000000000009995'];
/** The card that always pays (Stripe's Visa test card). */
export const SUCCESS_TEST_CARD = '4242424242424242';

/** Field messages of the simulated card form (our wording, the same as the mocks' handlers). */
export const CARD_MESSAGES = {
  number: `${MESSAGES.server.invalidRequest} cardNumber: is not a valid card number`,
  expiry: `${MESSAGES.server.invalidRequest} expiry: must be a future date as MM/YY`,
  cvc: `${MESSAGES.server.invalidRequest} cvc: must be 3 or 4 digits`,
} as const;

/** The outcome of a card check. */
export type CardCheck =
  { result: 'approved' } | { result: 'declined' } | { result: 'invalid'; error: string };

/** Luhn checksum over a string of digits. Returns true when the number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Parses an expiry 'MM/YY', 'MM / YY' or 'MM/YYYY' into the first instant after the card expires
 * (UTC, start of the following month). Returns null when the text is not a valid expiry.
 */
export function parseExpiry(text: string): Date | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return new Date(Date.UTC(year, month, 1));
}

/**
 * Checks a card of the simulated form: number (spaces and dashes allowed, 12-19 digits, Luhn),
 * expiry in the future (a card is valid through its expiry month), CVC of 3 or 4 digits.
 * Returns 'declined' for the decline test cards, 'approved' for any other valid card.
 */
export function checkCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now: Date = new Date(),
): CardCheck {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { result: 'invalid', error: CARD_MESSAGES.number };
  const expiresAt = parseExpiry(card.expiry);
  if (!expiresAt || expiresAt.getTime() <= now.getTime())
    return { result: 'invalid', error: CARD_MESSAGES.expiry };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { result: 'invalid', error: CARD_MESSAGES.cvc };
  if (DECLINED_TEST_CARDS.includes(digits)) return { result: 'declined' };
  return { result: 'approved' };
}
