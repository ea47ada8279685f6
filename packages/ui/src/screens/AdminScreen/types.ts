import type { OrderStatus } from '@shop/contract';

/**
 * The tabs of the back office: 'payouts' (Seller payouts) and 'ledger' (Order ledger) are shown
 * when the screen is given their data (decision 064).
 */
export type AdminTab = 'orders' | 'listings' | 'users' | 'payouts' | 'ledger' | 'audit';

/** One list of the back office as the app loaded it. */
export type AdminList<T> = { items: readonly T[]; loading?: boolean; error?: string | null };

/** The order filter: a status (or '' for all) and a seller id (or null for all). */
export type AdminOrderFilter = { status: OrderStatus | ''; sellerId: number | null };
