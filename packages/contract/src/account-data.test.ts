import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DATA_MESSAGES,
  accountDataDisposition,
  accountDeletionBlockers,
  accountDeletionRefusal,
} from './account-data.ts';

const none = {
  pendingPence: 0,
  availablePence: 0,
  openPayouts: 0,
  openSales: 0,
  openPurchases: 0,
  openReturns: 0,
};

describe('given the account deletion rule (decision 073)', () => {
  it('allows an account with nothing open, and says nothing', () => {
    expect(accountDeletionBlockers(none)).toEqual([]);
    expect(accountDeletionRefusal([])).toBeNull();
  });

  it('lists money, payouts, sales, purchases and returns, in that order', () => {
    const all = accountDeletionBlockers({
      pendingPence: 1,
      availablePence: 0,
      openPayouts: 2,
      openSales: 3,
      openPurchases: 4,
      openReturns: 5,
    });
    expect(all.map((b) => b.code)).toEqual(['balance', 'payouts', 'sales', 'purchases', 'returns']);
    expect(all.map((b) => b.message)).toEqual([
      'Money is still owed: £0.01 pending and £0.00 available. Wait until it is paid out.',
      '2 payout(s) on the way to your bank.',
      '3 order(s) you sold are not delivered yet.',
      '4 order(s) you bought are not delivered yet.',
      '5 return request(s) are still open.',
    ]);
    expect(accountDeletionRefusal(all)).toBe(
      [ACCOUNT_DATA_MESSAGES.refusedPrefix, ...all.map((b) => b.message)].join(' '),
    );
  });

  it('refuses a balance below zero too (money owed to the shop)', () => {
    expect(accountDeletionBlockers({ ...none, availablePence: -250 })).toEqual([
      {
        code: 'balance',
        message: 'Money is still owed: £0.00 pending and -£2.50 available. Wait until it is paid out.',
      },
    ]);
  });

  it('names the download after the user and the UTC day, as an attachment', () => {
    expect(accountDataDisposition(7, new Date('2026-03-01T23:30:00Z'))).toBe(
      'attachment; filename="shop-data-7-2026-03-01.json"',
    );
  });
});
