/** A refund's amount as typed (decision 067): read into pence, and refused in the API's words. */
import { describe, expect, it } from 'vitest';
import { RETURN_MESSAGES } from '@shop/contract';
import { poundsTextToPence, refundAmountProblem } from './amountText.ts';

describe('poundsTextToPence', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['£12.50', 1250],
    ['£ 12.05', 1205],
    ['  0.01 ', 1],
    ['1,234.56', 123456],
    ['0', 0],
  ])('reads %j as %i pence', (text, pence) => {
    expect(poundsTextToPence(text)).toBe(pence);
  });

  it.each(['', '12.505', '-3', '+3', '1e3', 'ten', '12,5', '1,23', '.5', '12.', '£'])(
    'refuses %j',
    (text) => {
      expect(poundsTextToPence(text)).toBeNaN();
    },
  );
});

describe('refundAmountProblem', () => {
  it('asks for an amount when the field is blank', () => {
    expect(refundAmountProblem('  ', 5000)).toBe(RETURN_MESSAGES.errors.amountRequired);
  });

  it('refuses what is not an amount above £0.00 with at most 2 decimals', () => {
    expect(refundAmountProblem('0', 5000)).toBe(RETURN_MESSAGES.errors.refundAmount);
    expect(refundAmountProblem('1.234', 5000)).toBe(RETURN_MESSAGES.errors.refundAmount);
    expect(refundAmountProblem('lots', 5000)).toBe(RETURN_MESSAGES.errors.refundAmount);
  });

  it('refuses more than is left, naming what is', () => {
    expect(refundAmountProblem('50.01', 5000)).toBe(RETURN_MESSAGES.errors.refundTooLarge(5000));
  });

  it('accepts up to what is left', () => {
    expect(refundAmountProblem('50', 5000)).toBeNull();
    expect(refundAmountProblem('0.01', 5000)).toBeNull();
  });
});
