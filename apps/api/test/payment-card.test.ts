/**
 * The simulated provider's card checks (services/payments/card.ts), mirroring Stripe's test cards.
 */
import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, checkCard, luhnValid, parseExpiry } from '../src/modules/checkout/card.ts';

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
