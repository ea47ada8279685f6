/**
 * The back office (/admin/): orders, listings, users and the audit log, for staff only
 * (the server answers 403 MESSAGES.server.staffOnly to anyone else).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { AdminUser, ModerateListingRequest, OrderStatus, Product } from '@shop/contract';
import { apiKey } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';
import { useMutationState } from './useMutationState.ts';

/** Filters of the back office's order list. */
export interface AdminOrderFilters {
  status?: OrderStatus;
  seller_id?: number;
  page?: number;
}

/** Every order, filtered by status and seller: GET /admin/orders/. `enabled` false fetches nothing. */
export function useAdminOrders(filters: AdminOrderFilters, enabled = true): ApiQuery<'adminOrders'> {
  const query = {
    status: filters.status,
    seller_id: filters.seller_id,
    page: filters.page,
  };
  return useApiQuery(useSignedIn() && enabled ? apiKey('adminOrders', { query }) : null);
}

/** Every listing (hidden ones too): GET /admin/products/. */
export function useAdminListings(
  filter: 'all' | 'hidden' = 'all',
  page = 1,
  enabled = true,
): ApiQuery<'adminListings'> {
  return useApiQuery(useSignedIn() && enabled ? apiKey('adminListings', { query: { filter, page } }) : null);
}

/** Every user: GET /admin/users/. */
export function useAdminUsers(page = 1, enabled = true): ApiQuery<'adminUsers'> {
  return useApiQuery(useSignedIn() && enabled ? apiKey('adminUsers', { query: { page } }) : null);
}

/** The audit log, newest first: GET /admin/audit-log/. */
export function useAuditLog(page = 1, enabled = true): ApiQuery<'adminAuditLog'> {
  return useApiQuery(useSignedIn() && enabled ? apiKey('adminAuditLog', { query: { page } }) : null);
}

/** The other staff actions of the audit log, newest first: GET /admin/staff-actions/ (decision 045). */
export function useStaffActions(page = 1, enabled = true): ApiQuery<'adminStaffActions'> {
  return useApiQuery(useSignedIn() && enabled ? apiKey('adminStaffActions', { query: { page } }) : null);
}

/** What useAdminActions returns. */
export interface AdminActions {
  /**
   * POST /admin/products/{id}/moderate/: put or lift a staff hold (with a reason) and/or approve a
   * listing (decision 045). Throws ApiError.
   */
  moderateListing(id: number, decision: ModerateListingRequest): Promise<Product>;
  /**
   * POST /admin/users/{id}/active/: (de)activates a user; deactivating needs `reason`, e-mailed to
   * the account's owner (decision 072). Throws ApiError.
   */
  setUserActive(id: number, isActive: boolean, reason?: string): Promise<AdminUser>;
  loading: boolean;
  error: string | null;
}

/** The back office's writes; each refreshes the lists it changes. */
export function useAdminActions(): AdminActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();
  const refresh = useCallback(
    (name: string) => mutate((key) => Array.isArray(key) && key[0] === name),
    [mutate],
  );
  const moderateListing = useCallback(
    (id: number, decision: ModerateListingRequest) =>
      track(async () => {
        const response = await client.request('adminModerateListing', { params: { id }, body: decision });
        await Promise.all([refresh('adminListings'), refresh('adminStaffActions')]);
        return response.product;
      }),
    [client, refresh, track],
  );
  const setUserActive = useCallback(
    (id: number, isActive: boolean, reason?: string) =>
      track(async () => {
        const response = await client.request('adminSetUserActive', {
          params: { id },
          body: reason === undefined ? { is_active: isActive } : { is_active: isActive, reason },
        });
        await Promise.all([refresh('adminUsers'), refresh('adminListings'), refresh('adminStaffActions')]);
        return response.user;
      }),
    [client, refresh, track],
  );
  return { moderateListing, setUserActive, loading, error };
}
