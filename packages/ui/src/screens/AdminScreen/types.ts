import type { OrderStatus, ReportGroup, ReturnRequest } from '@shop/contract';

/**
 * The tabs of the back office: 'payouts' (Seller payouts) and 'ledger' (Order ledger) are shown
 * when the screen is given their data (decision 064), 'disputes' (decision 067) and 'reports'
 * (decision 072) likewise.
 */
export type AdminTab =
  'orders' | 'listings' | 'users' | 'payouts' | 'ledger' | 'disputes' | 'reports' | 'audit';

/** One list of the back office as the app loaded it. */
export type AdminList<T> = { items: readonly T[]; loading?: boolean; error?: string | null };

/** The order filter: a status (or '' for all) and a seller id (or null for all). */
export type AdminOrderFilter = { status: OrderStatus | ''; sellerId: number | null };

/** Which disputes staff see (decision 067): the open queue or the decided ones, and the page. */
export type DisputesQuery = { state: 'open' | 'decided'; page: number };

/** A page of the disputes queue as the app loaded it (GET /admin/disputes/, decision 067). */
export type AdminDisputes = AdminList<ReturnRequest> & {
  /** The queue shown: 'open' (escalated, oldest first) or 'decided' (resolved, newest first). */
  state: 'open' | 'decided';
  /** The page shown (1-based) and how many there are: pages show when there is more than one. */
  page?: number;
  totalPages?: number;
};

/** A page of the reports queue as the app loaded it (GET /admin/reports/, decision 072). */
export type AdminReports = AdminList<ReportGroup> & {
  /** The page shown (1-based) and how many there are: pages show when there is more than one. */
  page?: number;
  totalPages?: number;
};
