/**
 * Reports and moderation (decision 072): a signed-in user's report of a listing, a review or a
 * user; the back office's queue of open reports and staff's decisions. A decision refreshes the
 * queue and every list it may change (reviews, products, users, the audit log).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CreateReportRequest, Report, ReportDecisionRequest } from '@shop/contract';
import { apiKey } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';
import { useMutationState } from './useMutationState.ts';

/** SWR key of a page of the reports queue. */
export function adminReportsKey(page = 1) {
  return apiKey('adminReports', { query: { page } });
}

/** The back office's queue of open reports grouped by target, oldest first. `enabled` false fetches nothing. */
export function useAdminReports(page = 1, enabled = true): ApiQuery<'adminReports'> {
  return useApiQuery(useSignedIn() && enabled ? adminReportsKey(page) : null, { keepPreviousData: true });
}

/** The SWR keys a decision may change. */
const CHANGED_BY_DECISIONS: ReadonlySet<string> = new Set([
  'adminReports',
  'adminStaffActions',
  'adminListings',
  'adminUsers',
  'getReviews',
  'getProduct',
  'listProducts',
]);

/** What useReportActions returns. */
export interface ReportActions {
  /** POST /reports/: reports a listing, a review or a user. Throws ApiError (400, 404, 409, 429). */
  createReport(request: CreateReportRequest): Promise<Report>;
  /** POST /admin/reports/decision/: staff decide a target's open reports; resolves to how many closed. Throws ApiError. */
  decideReports(decision: ReportDecisionRequest): Promise<number>;
  loading: boolean;
  error: string | null;
}

/** Reporting, and staff's decisions. */
export function useReportActions(): ReportActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();
  const createReport = useCallback(
    (request: CreateReportRequest) =>
      track(async () => (await client.request('createReport', { body: request })).report),
    [client, track],
  );
  const decideReports = useCallback(
    (decision: ReportDecisionRequest) =>
      track(async () => {
        const { closed } = await client.request('decideReports', { body: decision });
        await mutate(
          (key) => Array.isArray(key) && typeof key[0] === 'string' && CHANGED_BY_DECISIONS.has(key[0]),
        );
        return closed;
      }),
    [client, mutate, track],
  );
  return { createReport, decideReports, loading, error };
}
