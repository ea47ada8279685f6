import { describe, expect, it } from 'vitest';
import {
  BUYERS,
  JOURNAL_KIND_VALUES,
  REFUNDS_OWED,
  SELLER_ACCOUNT_PARTS,
  SHOP_FEES,
  isExternal,
  parseLedgerAccount,
  sellerAvailable,
  sellerPaidOut,
  sellerPayoutsInTransit,
  sellerPending,
} from './ledger.ts';

describe('given the chart of accounts (decisions 055 and 064)', () => {
  it('reads back every account it names, sellers with their id and part', () => {
    expect(parseLedgerAccount(BUYERS)).toEqual({ owner: 'buyers' });
    expect(parseLedgerAccount(SHOP_FEES)).toEqual({ owner: 'shop', part: 'fees' });
    expect(parseLedgerAccount(REFUNDS_OWED)).toEqual({ owner: 'shop', part: 'refunds-owed' });
    const named = [sellerPending, sellerAvailable, sellerPayoutsInTransit, sellerPaidOut].map((f) => f(42));
    expect(named.map(parseLedgerAccount)).toEqual(
      SELLER_ACCOUNT_PARTS.map((part) => ({ owner: 'seller', sellerId: 42, part })),
    );
  });

  it('reads any other name as other, never as a seller', () => {
    for (const name of [
      'seller:0:pending',
      'seller:x:pending',
      'seller:4:savings',
      'seller:4:pending:x',
      'shop:tax',
    ]) {
      expect(parseLedgerAccount(name), name).toEqual({ owner: 'other' });
    }
  });

  it('keeps the buyers and paid-out accounts outside the provider balance', () => {
    expect([BUYERS, sellerPaidOut(3)].every(isExternal)).toBe(true);
    expect(
      [SHOP_FEES, REFUNDS_OWED, sellerPending(3), sellerAvailable(3), sellerPayoutsInTransit(3)].some(
        isExternal,
      ),
    ).toBe(false);
  });

  it('lists every journal kind once for the contract’s enum', () => {
    expect(new Set(JOURNAL_KIND_VALUES).size).toBe(JOURNAL_KIND_VALUES.length);
  });
});
