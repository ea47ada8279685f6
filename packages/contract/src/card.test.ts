/**
 * The simulated provider's card checks (@shop/contract/card: server, mocks and the card form), mirroring Stripe's test cards.
 */
import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  DECLINED_TEST_CARDS,
  SUCCESS_TEST_CARD,
  TEST_CARDS,
  cardDigits,
  checkCard,
  luhnValid,
  parseExpiry,
} from './card.ts';

const now = new Date('2030-06-15T12:00:00Z');
const valid = { cardNumber: '4242 4242 4242 4242', expiry: '06/30', cvc: '123' };

describe('given the simulated card form', () => {
  it('approves 4242 4242 4242 4242 with spaces or dashes, valid through the end of its expiry month', () => {
    expect(checkCard(valid, now)).toEqual({ result: 'approved' });
    expect(checkCard({ ...valid, cardNumber: '4242-4242-4242-4242', expiry: '06/2030' }, now)).toEqual({
      result: 'approved',
    });
  });

  it('declines 4000 0000 0000 0002', () => {
    expect(checkCard({ ...valid, cardNumber: '4000 0000 0000 0002' }, now)).toEqual({ result: 'declined' });
  });

  it('refuses a number failing Luhn or of the wrong length', () => {
    expect(checkCard({ ...valid, cardNumber: '4242 4242 4242 4243' }, now)).toEqual({
      result: 'invalid',
      error: CARD_MESSAGES.number,
    });
    expect(checkCard({ ...valid, cardNumber: '4242' }, now)).toEqual({
      result: 'invalid',
      error: CARD_MESSAGES.number,
    });
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it('refuses a past or malformed expiry', () => {
    expect(checkCard({ ...valid, expiry: '05/30' }, now)).toEqual({
      result: 'invalid',
      error: CARD_MESSAGES.expiry,
    });
    expect(checkCard({ ...valid, expiry: '13/31' }, now)).toEqual({
      result: 'invalid',
      error: CARD_MESSAGES.expiry,
    });
    expect(parseExpiry('0631')).toBeNull();
  });

  it('refuses a CVC that is not 3 or 4 digits', () => {
    expect(checkCard({ ...valid, cvc: '12a' }, now)).toEqual({ result: 'invalid', error: CARD_MESSAGES.cvc });
    expect(checkCard({ ...valid, cvc: '1234' }, now)).toEqual({ result: 'approved' });
  });
});

describe('given a card number as typed', () => {
  it('keeps its digits only after removing spaces and dashes', () => {
    expect(cardDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
  });

  it('passes Luhn for both test cards and refuses non-digits and the empty string', () => {
    expect(luhnValid(SUCCESS_TEST_CARD)).toBe(true);
    for (const card of DECLINED_TEST_CARDS) expect(luhnValid(card)).toBe(true);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242a')).toBe(false);
  });

  it('shows the test cards the server pays and declines', () => {
    expect(cardDigits(TEST_CARDS.success)).toBe(SUCCESS_TEST_CARD);
    expect(DECLINED_TEST_CARDS).toContain(cardDigits(TEST_CARDS.declined));
  });
});
