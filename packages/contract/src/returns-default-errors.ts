/**
 * The default errors of the returns, refunds and disputes routes (decision 067; our wording).
 * Apart from returns-messages.ts because the route table (routes.ts), which the home route's
 * bundle holds, needs these texts and nothing else of it. RETURN_MESSAGES repeats them.
 */
export const RETURNS_DEFAULT_ERRORS = {
  fetchPolicy: 'Failed to fetch the returns policy',
  fetch: 'Failed to fetch return requests',
  create: 'Failed to send your return request',
  move: 'Failed to update the return request',
  refund: 'Failed to refund the order',
  fetchDisputes: 'Failed to fetch disputes',
  decide: 'Failed to record the decision',
} as const;
