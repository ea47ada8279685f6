/**
 * The payout account rules shared by the server, the mocks and the ui (decision 059): who takes
 * orders, the simulated form's checks and test numbers, Stripe's account facts as a state, and a
 * cart line whose seller is not taking orders; and when a seller may ask for a payout (decision 061).
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PAYOUT_MESSAGES, SELLER_PAYOUT_MESSAGES } from './payout-messages.ts';
import { belowMinimumPayoutMessage, payoutRequestRefusal } from './payouts.ts';
import {
  PAYOUT_ACCOUNT_STATES,
  SIMULATED_PAYOUT_TEST_ACCOUNTS,
  SimulatedPayoutAccountRequest,
  bankLast4,
  connectAccountState,
  isAccountNumber,
  isSortCode,
  simulatedPayoutState,
  takesOrders,
} from './schemas/payouts.ts';
import { cartLineProblemText, notTakingOrdersInCartMessage } from './cart-line-text.ts';
import { cartLineProblem } from './stock.ts';
import { describeIssue } from './validation.ts';

describe('given a payout account state', () => {
  it('takes orders only when the account is active', () => {
    expect(PAYOUT_ACCOUNT_STATES.filter(takesOrders)).toEqual(['active']);
  });
});

describe('given the simulated onboarding form', () => {
  const valid = { account_holder_name: 'Sam Seller', sort_code: '12-34-56', account_number: '12345678' };
  const refusal = (body: unknown) => {
    const result = z.safeParse(SimulatedPayoutAccountRequest, body);
    return result.success ? null : describeIssue(result.error);
  };

  it('accepts a sort code of six digits with or without dashes, and trims the name', () => {
    expect(isSortCode('12-34-56')).toBe(true);
    expect(isSortCode('123456')).toBe(true);
    expect(isSortCode('12 34 56')).toBe(true);
    expect(
      z.parse(SimulatedPayoutAccountRequest, { ...valid, account_holder_name: '  Sam  ' }),
    ).toMatchObject({
      account_holder_name: 'Sam',
    });
  });

  it('refuses a sort code or account number of the wrong length or with letters, with its own message', () => {
    for (const sortCode of ['12-34-5', '1234567', '12-34-5a', '12--34-56', ''])
      expect(refusal({ ...valid, sort_code: sortCode }), sortCode).toBe(PAYOUT_MESSAGES.sortCode);
    for (const accountNumber of ['1234567', '123456789', '1234567a', '1234-5678', ''])
      expect(isAccountNumber(accountNumber), accountNumber).toBe(false);
    expect(refusal({ ...valid, account_number: '1234567' })).toBe(PAYOUT_MESSAGES.accountNumber);
  });

  it('refuses a blank name and one over 100 characters', () => {
    expect(refusal({ ...valid, account_holder_name: '   ' })).toBe(
      'Invalid request. account_holder_name: must not be empty',
    );
    expect(refusal({ ...valid, account_holder_name: 'a'.repeat(101) })).toBe(
      'Invalid request. account_holder_name: must be at most 100 characters',
    );
    expect(refusal({ ...valid, account_holder_name: 'a'.repeat(100) })).toBeNull();
  });

  it('keeps the last four digits of an account number only', () => {
    expect(bankLast4('12345678')).toBe('5678');
  });

  it('reaches each state from the documented test account numbers, any other number active', () => {
    expect(simulatedPayoutState(SIMULATED_PAYOUT_TEST_ACCOUNTS.pending)).toBe('pending_verification');
    expect(simulatedPayoutState(SIMULATED_PAYOUT_TEST_ACCOUNTS.restricted)).toBe('restricted');
    expect(simulatedPayoutState('12345678')).toBe('active');
  });
});

describe('given a Stripe Connect account', () => {
  it('is active when payouts are enabled, whatever else it says', () => {
    expect(
      connectAccountState({
        payouts_enabled: true,
        details_submitted: true,
        requirements: { disabled_reason: null },
      }),
    ).toBe('active');
  });

  it('is not started while onboarding is unfinished, even though Stripe already disables it', () => {
    expect(
      connectAccountState({
        payouts_enabled: false,
        details_submitted: false,
        requirements: { disabled_reason: 'requirements.past_due' },
      }),
    ).toBe('not_started');
  });

  it('is restricted when submitted details leave it disabled, else pending verification', () => {
    expect(
      connectAccountState({
        payouts_enabled: false,
        details_submitted: true,
        requirements: { disabled_reason: 'rejected.other' },
      }),
    ).toBe('restricted');
    expect(connectAccountState({ payouts_enabled: false, details_submitted: true, requirements: null })).toBe(
      'pending_verification',
    );
  });
});

describe('given a cart line whose seller is not taking orders', () => {
  const listing = { itemsInStock: 5, inStock: true, seller_taking_orders: false };

  it('flags it with its own text, after the off-sale reasons and before the stock', () => {
    const problem = cartLineProblem(listing, 9);
    expect(problem).toEqual({ kind: 'notTakingOrders' });
    expect(problem && cartLineProblemText(problem)).toBe(
      'This seller is not taking orders yet: remove it from your cart to pay for the rest.',
    );
    expect(cartLineProblem({ ...listing, seller_active: false }, 1)).toEqual({ kind: 'unavailable' });
    expect(cartLineProblem({ ...listing, seller_taking_orders: true }, 1)).toBeNull();
  });

  it('names the product in the checkout refusal', () => {
    expect(notTakingOrdersInCartMessage('Brass Desk Lamp')).toBe(
      'Brass Desk Lamp: this seller is not taking orders yet. Remove it from your cart to continue.',
    );
  });
});

describe('given a seller asking for a payout (decision 061)', () => {
  const ready = {
    on_hold: false,
    has_payout_account: true,
    balances: { available_pence: 100 },
    terms: { min_payout_pence: 100 },
  };

  it('lets them ask once the available balance reaches the minimum, with an account and no hold', () => {
    expect(payoutRequestRefusal(ready)).toBeNull();
  });

  it('refuses in the server’s order: on hold, then no payout account, then below the minimum', () => {
    const all = { ...ready, on_hold: true, has_payout_account: false, balances: { available_pence: 0 } };
    expect(payoutRequestRefusal(all)).toBe(SELLER_PAYOUT_MESSAGES.onHold);
    expect(payoutRequestRefusal({ ...all, on_hold: false })).toBe(SELLER_PAYOUT_MESSAGES.noPayoutAccount);
    expect(payoutRequestRefusal({ ...ready, balances: { available_pence: 99 } })).toBe(
      'Your available balance is below the minimum payout of £1.00.',
    );
    expect(
      payoutRequestRefusal({
        ...ready,
        balances: { available_pence: -250 },
        terms: { min_payout_pence: 2500 },
      }),
    ).toBe(belowMinimumPayoutMessage(2500));
    expect(belowMinimumPayoutMessage(2500)).toContain('£25.00');
  });
});
