/**
 * Card checks of the simulated card provider (no Stripe keys; decision 020 "Checkout"): ONE copy,
 * used by the server (services/payments), the mocks (handlers/payment.ts) and the card form of the
 * storefront (ui SimulatedCheckout, which only catches typing mistakes early; the server decides).
 * Mirrors Stripe's test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 * Pure TypeScript, no zod: the card form imports it from `@shop/contract/card` on the payment page.
 */
import { MESSAGES } from './messages.ts';

/** Stripe's "generic decline" and "insufficient funds" test cards (digits only): always declined. */
export const DECLINED_TEST_CARDS: readonly string[] = ['4000000000000002', '4000000000009995'];
/** The card that always pays (Stripe's Visa test card), digits only. */
export const SUCCESS_TEST_CARD = '4242424242424242';
/** The test cards as the card form shows them (grouped in fours): one pays, one is declined. */
export const TEST_CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** The 400 texts of the simulated card check (server and mocks; our wording). */
export const CARD_MESSAGES = {
  number: `${MESSAGES.server.invalidRequest} cardNumber: is not a valid card number`,
  expiry: `${MESSAGES.server.invalidRequest} expiry: must be a future date as MM/YY`,
  cvc: `${MESSAGES.server.invalidRequest} cvc: must be 3 or 4 digits`,
} as const;

/** The outcome of checkCard. */
export type CardCheck =
  { result: 'approved' } | { result: 'declined' } | { result: 'invalid'; error: string };

/** Digits of a typed card number, spaces and dashes removed ('4242 4242-4242' -> '424242424242'). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * True when `digits` passes the Luhn checksum (ISO/IEC 7812). False for an empty string or
 * anything but digits.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Parses an expiry 'MM/YY', 'MM / YY' or 'MM/YYYY' into the first instant after the card expires
 * (UTC, start of the following month: a card is valid through its expiry month). Returns null
 * when the text is not a valid expiry (no match, month outside 1..12).
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
 * Checks a card of the simulated form at `now`: number (spaces and dashes allowed, 12-19 digits,
 * luhnValid), expiry in the future (parseExpiry), CVC of 3 or 4 digits; in that order, the first
 * problem answered as `invalid` with its CARD_MESSAGES text (the 400 of server and mocks).
 * A valid card is `declined` when it is one of DECLINED_TEST_CARDS, else `approved`.
 */
export function checkCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now: Date = new Date(),
): CardCheck {
  const digits = cardDigits(card.cardNumber);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { result: 'invalid', error: CARD_MESSAGES.number };
  const expiresAt = parseExpiry(card.expiry);
  if (!expiresAt || expiresAt.getTime() <= now.getTime())
    return { result: 'invalid', error: CARD_MESSAGES.expiry };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { result: 'invalid', error: CARD_MESSAGES.cvc };
  if (DECLINED_TEST_CARDS.includes(digits)) return { result: 'declined' };
  return { result: 'approved' };
}
