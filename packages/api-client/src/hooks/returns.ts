/**
 * Returns, refunds without a return and disputes (decision 067): the reads of My orders, My sales,
 * a return request's page, the back office's Disputes panel and the Returns & Exchanges page, and
 * the actions of each party. Every action refreshes what it changes: the request, the lists of
 * requests, the orders (their refunded amounts and lines' return states) and the back office.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type {
  DisputeDecisionRequest,
  RefundRequest,
  ReturnRequest,
  ReturnStepRequest,
  SellerOrder,
} from '@shop/contract';
import { apiKey } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';
import { useMutationState } from './useMutationState.ts';

/** The SWR key of the returns policy (GET /marketplace/returns-policy/). */
export const returnsPolicyKey = apiKey('getReturnsPolicy');

/** The configured return windows, in days: GET /marketplace/returns-policy/ (public). data: `{ policy }`. */
export function useReturnsPolicy(): ApiQuery<'getReturnsPolicy'> {
  return useApiQuery(returnsPolicyKey);
}

/** Which return requests a list shows: the caller's own as buyer (default) or those on their sales. */
export interface ReturnRequestFilters {
  role?: 'buyer' | 'seller';
  /** true: only the requests still open (OPEN_RETURN_STATUSES). */
  open?: boolean;
  page?: number;
}

/** The SWR key of a page of the caller's return requests. */
export function returnRequestsKey(filters: ReturnRequestFilters = {}) {
  return apiKey('getReturnRequests', {
    query: { role: filters.role ?? 'buyer', open: filters.open, page: filters.page ?? 1 },
  });
}

/**
 * A page of the signed-in user's return requests, newest first: GET /returns/ (only while signed
 * in). data: `{ return_requests, pagination }`; the page shown stays until the next arrives.
 */
export function useReturnRequests(filters: ReturnRequestFilters = {}): ApiQuery<'getReturnRequests'> {
  return useApiQuery(useSignedIn() ? returnRequestsKey(filters) : null, { keepPreviousData: true });
}

/** The SWR key of return request `id`. */
export function returnRequestKey(id: number) {
  return apiKey('getReturnRequest', { params: { id } });
}

/** Return request `id` with its history: GET /returns/{id}/ (its buyer, seller or staff). data: `{ return_request }`. */
export function useReturnRequest(id: number | null): ApiQuery<'getReturnRequest'> {
  return useApiQuery(useSignedIn() && id !== null ? returnRequestKey(id) : null);
}

/** The SWR key of a page of the disputes queue. */
export function disputesKey(state: 'open' | 'decided' = 'open', page = 1) {
  return apiKey('adminDisputes', { query: { state, page } });
}

/** The back office's disputes: escalated requests (open, oldest first) or decided ones. `enabled` false fetches nothing. */
export function useDisputes(
  state: 'open' | 'decided' = 'open',
  page = 1,
  enabled = true,
): ApiQuery<'adminDisputes'> {
  return useApiQuery(useSignedIn() && enabled ? disputesKey(state, page) : null, { keepPreviousData: true });
}

/** The SWR keys a return or a refund changes: requests, disputes, orders, sales, the back office, money. */
const CHANGED_BY_RETURNS: ReadonlySet<string> = new Set([
  'getReturnRequests',
  'getReturnRequest',
  'adminDisputes',
  'getOrders',
  'getOrder',
  'getMySales',
  'adminOrders',
  'adminAuditLog',
  'adminStaffActions',
  'adminOrderLedger',
  'getSellerMoney',
  'getSellerStatement',
]);

/** What useReturnActions returns. */
export interface ReturnActions {
  /**
   * POST /orders/{id}/returns/ (multipart): the buyer asks to return units of one line of order
   * `orderId`. `form` carries ReturnRequestFormFields and up to MAX_RETURN_PHOTOS files `photos`.
   * Resolves to the new request. Throws ApiError with the server's refusal (returnRequestRefusal:
   * 409 window closed, not delivered, an open request; 400 bad fields); TestUserBlockedError for
   * the demo user, with nothing sent.
   */
  createReturnRequest(orderId: number, form: FormData): Promise<ReturnRequest>;
  /**
   * POST /returns/{id}/steps/: a party's step (accept, decline, ship, receive, escalate). Resolves
   * to the request as it stands after it. Throws ApiError (403 not the caller's step, 409 not from
   * this state).
   */
  moveReturnRequest(id: number, step: ReturnStepRequest): Promise<ReturnRequest>;
  /**
   * POST /orders/{id}/refunds/: a refund without a return by the order's seller or staff, amount in
   * pounds. Resolves to the order as its seller sees it. Throws ApiError (409 above what is left).
   */
  refundOrder(orderId: number, refund: RefundRequest): Promise<SellerOrder>;
  /** POST /admin/disputes/{id}/decision/: staff decide an escalated request. Resolves to the resolved request. */
  decideDispute(id: number, decision: DisputeDecisionRequest): Promise<ReturnRequest>;
  /** True while an action runs. */
  loading: boolean;
  /** Message of the last failure, or null. */
  error: string | null;
}

/** Every party's actions on returns and refunds. */
export function useReturnActions(): ReturnActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();
  const refresh = useCallback(
    () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && CHANGED_BY_RETURNS.has(key[0])),
    [mutate],
  );
  const createReturnRequest = useCallback(
    (orderId: number, form: FormData) =>
      track(async () => {
        const { return_request } = await client.request('createReturnRequest', {
          params: { id: orderId },
          formData: form,
        });
        await refresh();
        return return_request;
      }),
    [client, refresh, track],
  );
  const moveReturnRequest = useCallback(
    (id: number, step: ReturnStepRequest) =>
      track(async () => {
        const { return_request } = await client.request('moveReturnRequest', { params: { id }, body: step });
        await refresh();
        return return_request;
      }),
    [client, refresh, track],
  );
  const refundOrder = useCallback(
    (orderId: number, refund: RefundRequest) =>
      track(async () => {
        const { order } = await client.request('refundOrder', { params: { id: orderId }, body: refund });
        await refresh();
        return order;
      }),
    [client, refresh, track],
  );
  const decideDispute = useCallback(
    (id: number, decision: DisputeDecisionRequest) =>
      track(async () => {
        const { return_request } = await client.request('decideDispute', { params: { id }, body: decision });
        await refresh();
        return return_request;
      }),
    [client, refresh, track],
  );
  return { createReturnRequest, moveReturnRequest, refundOrder, decideDispute, loading, error };
}
