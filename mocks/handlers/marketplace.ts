/**
 * The shop's fee terms (decision 056): the mocks charge the default terms (DEFAULT_FEE_RULE:
 * 10 %, no fixed part), as the server does without PLATFORM_FEE_* settings.
 */
import { DEFAULT_FEE_RULE, feeTermsOf } from '@shop/contract';
import { route } from './http.ts';

/** getFeeTerms. */
export const marketplaceHandlers = [
  route('getFeeTerms', () => ({ body: { success: true, fees: feeTermsOf(DEFAULT_FEE_RULE) } })),
];
