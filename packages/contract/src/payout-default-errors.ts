/**
 * The default errors of a seller's money routes (decision 061; our wording): GET
 * /payouts/balances/ and GET /payouts/ (`fetch`), POST /payouts/ (`request`). Apart from
 * payout-messages.ts because the route table (routes.ts), which the home route's bundle holds,
 * needs these two texts and nothing else of it: importing payout-messages.ts there would put every
 * payout text in that bundle. SELLER_PAYOUT_MESSAGES repeats them, for everyone else.
 */
export const SELLER_PAYOUT_DEFAULT_ERRORS = {
  fetch: 'Failed to fetch your payouts',
  request: 'Failed to request a payout',
} as const;
