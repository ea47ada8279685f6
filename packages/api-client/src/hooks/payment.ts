/** Payment (spec sections 2, 4 and 7): payment details, checkout session and its status. */
import { apiKey } from '../client.ts';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';

/** The SWR key of the payment details (GET /payment/calculate/). */
export const paymentDetailsKey = apiKey('calculatePayment');

/** The cart's payment details: GET /payment/calculate/ (only while signed in). data: `{ payment }`. */
export function usePaymentDetails(): ApiQuery<'calculatePayment'> {
  return useApiQuery(useSignedIn() ? paymentDetailsKey : null);
}

/** The SWR key of a checkout session's status (GET /payment/session-status/?session_id). */
export function sessionStatusKey(sessionId: string) {
  return apiKey('getSessionStatus', { query: { session_id: sessionId } });
}

/**
 * A checkout session's status on the return page: GET /payment/session-status/?session_id.
 * Fetches nothing without a session id (the page then shows MESSAGES.payment.noSessionId).
 * data: `{ status, customer_email }`.
 */
export function useSessionStatus(sessionId: string | undefined | null): ApiQuery<'getSessionStatus'> {
  return useApiQuery(sessionId ? sessionStatusKey(sessionId) : null, { revalidateOnFocus: false });
}
