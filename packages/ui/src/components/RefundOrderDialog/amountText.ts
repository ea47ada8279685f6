import { RETURN_MESSAGES, refundRefusal } from '@shop/contract';

/** Pounds as typed, '12', '12.5', '£12.50' or '1,234.56', with at most 2 decimals. */
const POUNDS_TEXT = /^£?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Reads an amount of pounds as typed into a refund's field ('12', '12.5', '£12.50', '1,234.56',
 * blanks around it) as integer pence; NaN for anything else (more than 2 decimals, a sign, words).
 */
export function poundsTextToPence(text: string): number {
  const match = POUNDS_TEXT.exec(text.trim().replace(/^£\s+/, '£'));
  if (!match) return Number.NaN;
  const whole = Number((match[1] ?? '').replace(/,/g, ''));
  const pence = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + pence;
}

/**
 * Why an amount typed into a refund's field is refused when `leftPence` may still be refunded, in
 * the API's words (decision 067), or null: blank is RETURN_MESSAGES.errors.amountRequired, the rest
 * is the contract's refundRefusal (above £0.00, at most 2 decimals, at most what is left).
 */
export function refundAmountProblem(text: string, leftPence: number): string | null {
  if (text.trim() === '') return RETURN_MESSAGES.errors.amountRequired;
  return refundRefusal(poundsTextToPence(text), leftPence);
}
