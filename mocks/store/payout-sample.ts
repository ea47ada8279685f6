/**
 * The payouts' sample data (decision 061): Sam Seller (SELLER_ACCOUNT) has balances and a few
 * payouts, so the money page has something to show; nobody else has sold. Payout accounts are the
 * sample catalogue's (samplePayoutAccounts, every sample seller active).
 */
import { SELLER_ACCOUNT } from '@shop/sample-catalogue';
import type { DbPayout, DbPayoutHold, DbSellerMoney } from './tables.ts';

/** Sam Seller's sample payouts, oldest first: three paid, one refused by the bank, then paid. */
function samplePayouts(sellerId: number): DbPayout[] {
  const paid = (id: number, pence: number, day: string): DbPayout => ({
    sellerId,
    payout: {
      id,
      amount_pence: pence,
      status: 'paid',
      origin: 'scheduled',
      created_at: `${day}T06:00:00.000Z`,
      paid_at: `${day}T06:00:04.000Z`,
      failed_at: null,
      failure_reason: null,
    },
  });
  return [
    paid(1, 4599, '2026-10-05'),
    paid(2, 3250, '2026-10-12'),
    {
      sellerId,
      payout: {
        id: 3,
        amount_pence: 2100,
        status: 'failed',
        origin: 'requested',
        created_at: '2026-10-15T14:20:00.000Z',
        paid_at: null,
        failed_at: '2026-10-15T14:20:03.000Z',
        failure_reason: 'The payout account cannot receive transfers.',
      },
    },
    paid(4, 4551, '2026-10-19'),
  ];
}

/** The payout tables of the sample data; `owner` finds a sample user's id by e-mail. */
export function samplePayoutTables(owner: (email: string) => number): {
  sellerMoney: DbSellerMoney[];
  payouts: DbPayout[];
  payoutHolds: DbPayoutHold[];
} {
  const sam = owner(SELLER_ACCOUNT.email);
  return {
    sellerMoney: [
      {
        userId: sam,
        pendingPence: 4250,
        availablePence: 1875,
        inTransitPence: 0,
        paidOutPence: 4599 + 3250 + 4551,
      },
    ],
    payouts: samplePayouts(sam),
    payoutHolds: [],
  };
}
