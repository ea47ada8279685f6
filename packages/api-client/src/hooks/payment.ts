/** Payment (spec sections 2, 4 and 7): payment details, checkout session and its status. */
import { useMemo } from 'react';
import type { ResponseOf } from '@shop/contract';
import { apiKey, type ApiClient, type BodyOf } from '../client.ts';
import { useApiClient } from '../provider.tsx';
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
 * Fetches nothing without a session id (the page then shows COMMERCE_MESSAGES.payment.noSessionId).
 * data: `{ status, customer_email }`.
 */
export function useSessionStatus(sessionId: string | undefined | null): ApiQuery<'getSessionStatus'> {
  return useApiQuery(sessionId ? sessionStatusKey(sessionId) : null, { revalidateOnFocus: false });
}

/** Body of confirmSimulatedPayment: the simulated provider's card form (contract SimulatedConfirmRequest). */
export type SimulatedConfirmBody = BodyOf<'confirmSimulatedPayment'>;

/**
 * POST /payment/create-checkout-session/ (on entering payment-page). Resolves to
 * `{ clientSecret, sessionId }`; throws ApiError ('Failed to create checkout session' by default).
 */
export async function createCheckoutSession(client: ApiClient): Promise<ResponseOf<'createCheckoutSession'>> {
  return client.request('createCheckoutSession');
}

/**
 * POST /payment/simulated/confirm/: the simulated provider's card form pays the session.
 * Resolves to `{ sessionId }` (then go to /return?session_id=...); throws ApiError (server text
 * such as 'Your card was declined.' or 'There was an error processing your payment.').
 */
export async function confirmSimulatedPayment(
  client: ApiClient,
  body: SimulatedConfirmBody,
): Promise<ResponseOf<'confirmSimulatedPayment'>> {
  return client.request('confirmSimulatedPayment', { body });
}

/**
 * GET /payment/session-status/?session_id: resolves to `{ status, customer_email }`; throws
 * ApiError ('Failed to check session status' by default).
 */
export async function getSessionStatus(
  client: ApiClient,
  sessionId: string,
): Promise<ResponseOf<'getSessionStatus'>> {
  return client.request('getSessionStatus', { query: { session_id: sessionId } });
}

/** What usePaymentActions returns: the payment calls bound to the ApiProvider's client. */
export interface PaymentActions {
  createCheckoutSession(): Promise<ResponseOf<'createCheckoutSession'>>;
  confirmSimulatedPayment(body: SimulatedConfirmBody): Promise<ResponseOf<'confirmSimulatedPayment'>>;
  getSessionStatus(sessionId: string): Promise<ResponseOf<'getSessionStatus'>>;
}

/** createCheckoutSession, confirmSimulatedPayment and getSessionStatus bound to the ApiProvider's client. */
export function usePaymentActions(): PaymentActions {
  const client = useApiClient();
  return useMemo(
    () => ({
      createCheckoutSession: () => createCheckoutSession(client),
      confirmSimulatedPayment: (body: SimulatedConfirmBody) => confirmSimulatedPayment(client, body),
      getSessionStatus: (sessionId: string) => getSessionStatus(client, sessionId),
    }),
    [client],
  );
}
