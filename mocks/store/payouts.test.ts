/**
 * The mocks' 'taking orders' fact (decision 059): every product's `seller_taking_orders` comes from
 * its seller's payout account in the store, from the sample tables on, never from a fixed flag.
 */
import { describe, expect, it } from 'vitest';
import { SELLER_ACCOUNT, samplePayoutAccounts, sampleProductOwners } from '@shop/sample-catalogue';
import { sampleTables } from './sample.ts';

describe('given the sample tables', () => {
  it('lets every listing take orders when every sample seller’s payout account is active', () => {
    const tables = sampleTables();
    expect(tables.products.length).toBeGreaterThan(0);
    expect(tables.products.every((p) => p.product.seller_taking_orders)).toBe(true);
  });

  it('stops the listings of a seller whose payout account is not active, and only theirs', () => {
    const tables = sampleTables(
      samplePayoutAccounts.map((a) =>
        a.email === SELLER_ACCOUNT.email ? { ...a, account: { ...a.account, state: 'restricted' } } : a,
      ),
    );
    for (const { product } of tables.products)
      expect(product.seller_taking_orders, product.name).toBe(
        sampleProductOwners[product.id] !== SELLER_ACCOUNT.email,
      );
    expect(tables.products.some((p) => !p.product.seller_taking_orders)).toBe(true);
  });

  it('lets no listing take orders when nobody has a payout account', () => {
    expect(sampleTables([]).products.some((p) => p.product.seller_taking_orders)).toBe(false);
  });
});
