/**
 * The back office's money (decision 064), staff only (route(): 401 for visitors, 403
 * MESSAGES.server.staffOnly for anyone else):
 * - adminSellerPayouts: every seller with earnings, a paid sale or a payout account, newest
 *   account first, paged by ADMIN_PAGE_SIZE unless the caller gives pageSize;
 * - adminOrderLedger: the journals of an order, oldest first (none for an order never paid);
 *   404 MESSAGES.server.notFound for an unknown order.
 * What the rows hold is read from the store (store/admin-money.ts).
 */
import { ADMIN_PAGE_SIZE } from '@shop/contract';
import { db } from '../db.ts';
import { orderJournalsOf, sellerPayoutRows } from '../store/admin-money.ts';
import { toAdminUser } from './admin.ts';
import { notFound, route } from './http.ts';
import { paginate } from './products.ts';

/** adminSellerPayouts, adminOrderLedger. */
export const adminMoneyHandlers = [
  route('adminSellerPayouts', ({ query }) => {
    const { items, pagination } = paginate(
      sellerPayoutRows(db),
      query.page,
      query.pageSize ?? ADMIN_PAGE_SIZE,
    );
    const sellers = items.flatMap((row) => {
      const user = db.userById(row.sellerId);
      if (user === undefined) return [];
      return [
        {
          seller: { id: row.sellerId, name: toAdminUser(user).name },
          payout_account_state: row.payoutAccountState,
          balances: row.balances,
          hold: row.hold,
          last_payout: row.lastPayout,
        },
      ];
    });
    return { body: { success: true, sellers, pagination } };
  }),
  route('adminOrderLedger', ({ params }) => {
    const row = db.orders.find((o) => o.order.id === params.id);
    if (!row) throw notFound();
    return {
      body: { success: true, ledger: { order_id: row.order.id, journals: orderJournalsOf(db, row) } },
    };
  }),
];
