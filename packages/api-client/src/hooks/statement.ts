/**
 * The seller's statement and earnings (decision 063): GET /payouts/statement/ (one page of the
 * signed-in seller's paid sales, for a month or all, with the months that have rows and the
 * month's totals), GET /payouts/earnings/weekly/ (the net per week of the last EARNINGS_WEEKS
 * weeks), and the address of the CSV download (GET /payouts/statement.csv), a plain link the
 * browser follows with its session cookie.
 */
import { moreRoutes } from '@shop/contract/more-routes.ts';
import { routes } from '@shop/contract/routes.ts';
import { apiKey, type ApiClient } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';

// The CSV's address is built synchronously (a link's href, ApiClient.url): its call must be in
// `routes` before, not only once a first call of more-routes.ts has loaded them (decision 069).
Object.assign(routes, moreRoutes);

/** Which part of the statement to read. */
export interface StatementFilters {
  /** 'YYYY-MM' (the shop's time zone); undefined for every month. */
  month?: string | undefined;
  /** 1-based page; default 1. */
  page?: number | undefined;
}

/** The SWR key of one page of the statement. */
export function sellerStatementKey(filters: StatementFilters = {}) {
  return apiKey('getSellerStatement', { query: { month: filters.month, page: filters.page } });
}

/**
 * One page of the signed-in seller's statement (only while signed in): data
 * `{ statement: { rows, month, months, totals }, pagination }`, amounts in integer pence.
 */
export function useSellerStatement(filters: StatementFilters = {}): ApiQuery<'getSellerStatement'> {
  return useApiQuery(useSignedIn() ? sellerStatementKey(filters) : null);
}

/** The SWR key of the weekly earnings. */
export const weeklyEarningsKey = apiKey('getWeeklyEarnings');

/**
 * The signed-in seller's net earnings per week (only while signed in): data `{ weeks:
 * [{ week_start, net_pence }] }`, EARNINGS_WEEKS Monday-start weeks, oldest first.
 */
export function useWeeklyEarnings(): ApiQuery<'getWeeklyEarnings'> {
  return useApiQuery(useSignedIn() ? weeklyEarningsKey : null);
}

/** The address of the statement's CSV download for `month` ('YYYY-MM', undefined for every month). */
export function statementCsvUrl(client: Pick<ApiClient, 'url'>, month?: string): string {
  return client.url('getSellerStatementCsv', { query: { month } });
}

/** statementCsvUrl with the client of the ApiProvider: the 'Download CSV' link's href. */
export function useStatementCsvUrl(month?: string): string {
  return statementCsvUrl(useApiClient(), month);
}
