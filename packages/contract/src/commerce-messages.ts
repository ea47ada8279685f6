/**
 * Texts of the spec for paying, orders, a seller's statement, payouts, saved addresses and one's
 * own listing (spec sections 5-8 and our wording where the spec gives none): apart from MESSAGES,
 * which is in every page's first load (decision 017), because only pages that load later show them.
 */
export const COMMERCE_MESSAGES = {
  payment: {
    calculate: 'Failed to calculate payment',
    createSession: 'Failed to create checkout session',
    sessionStatus: 'Failed to check session status',
    paymentStatus: 'Failed to check payment status',
    noSessionId: 'No session ID found',
    processing: 'There was an error processing your payment.',
    unexpected: 'An unexpected error occurred. Please try again.',
    initFailed: 'Unable to initialize checkout',
    loadingForm: 'Loading payment form...',
  },
  orders: {
    fetch: 'Failed to fetch orders',
    fetchOne: 'Failed to fetch order details',
    /** Our wording: seller and back-office texts. */
    fetchSales: 'Failed to fetch your sales',
    updateStatus: 'Failed to update the order',
    /** The shop's fee terms (decision 056). */
    fetchFees: "Failed to fetch the shop's fee terms",
    /** Confirm receipt (decision 060). */
    confirmReceipt: 'Failed to confirm receipt',
  },
  /** Our wording (decision 063): the seller's statement and earnings chart. */
  statement: {
    fetch: 'Failed to fetch your statement',
    fetchEarnings: 'Failed to fetch your earnings',
  },
  addresses: {
    fetch: 'Failed to fetch your addresses',
    save: 'Failed to save the address',
    remove: 'Failed to remove the address',
  },
  /**
   * Our wording (decision 045): one's own listing. A staff hold as the seller sees it is in
   * LISTING_MESSAGES (decision 072: out of the home route's bundle).
   */
  listing: {
    ownListing: 'This is your listing',
  },
  /**
   * The payout account's request errors (decision 059; our wording). Its other texts are
   * PAYOUT_MESSAGES (payout-messages.ts), kept out of this object so the home route's bundle,
   * which holds MESSAGES, does not carry them.
   */
  payouts: {
    fetch: 'Failed to load your payout account',
    save: 'Failed to save your payout account',
  },
} as const;
