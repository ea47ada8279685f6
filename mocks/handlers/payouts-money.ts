/**
 * Sellers' money and payouts (decision 061): the money page (balances, terms with the next payout
 * date, hold, payout account), the payouts list (newest first, paged) and a payout request
 * (refused with 400 on hold, without a payout account, or below the minimum; the demo user is
 * refused by the contract); staff holds with a reason (a staff action of the audit log) and their
 * list. The mocks use the contract's default payout terms.
 */
import { ADMIN_PAGE_SIZE, PAYOUTS_PAGE_SIZE, SELLER_PAYOUT_MESSAGES, singleLine } from '@shop/contract';
import { db } from '../db.ts';
import { recordStaffAction } from '../store/orders.ts';
import { holdOf, moneySummaryOf, payoutHoldOf, payoutsOf, requestPayoutOf } from '../store/payouts-money.ts';
import { paginate } from './products.ts';
import { badRequest, notFound, route } from './http.ts';

/** getSellerMoney, getPayouts, requestPayout, adminSetPayoutHold, adminPayoutHolds. */
export const payoutMoneyHandlers = [
  route('getSellerMoney', ({ user }) => ({
    body: { success: true, money: moneySummaryOf(db, user.user.id, new Date()) },
  })),
  route('getPayouts', ({ user, query }) => {
    const { items, pagination } = paginate(
      payoutsOf(db, user.user.id),
      query.page,
      query.pageSize ?? PAYOUTS_PAGE_SIZE,
    );
    return { body: { success: true, payouts: items, pagination } };
  }),
  route('requestPayout', ({ user }) => {
    const made = requestPayoutOf(db, user.user.id, new Date());
    if ('refused' in made) throw badRequest(made.refused);
    return { status: 201, body: { success: true, payout: made } };
  }),
  route('adminSetPayoutHold', ({ params, body, user }) => {
    const sellerId = params.id;
    const reason = singleLine(body.reason ?? '');
    if (body.on_hold && reason === '') throw badRequest(SELLER_PAYOUT_MESSAGES.holdReasonRequired);
    if (!db.userById(sellerId)) throw notFound();
    const current = holdOf(db, sellerId);
    if (body.on_hold && current === undefined) {
      db.payoutHolds.push({
        id: db.nextId('payoutHold'),
        sellerId,
        reason,
        heldAt: new Date().toISOString(),
        liftedAt: null,
      });
      recordStaffAction(db, user, 'payouts_held', { userId: sellerId, note: reason });
    } else if (!body.on_hold && current !== undefined) {
      current.liftedAt = new Date().toISOString();
      recordStaffAction(db, user, 'payouts_released', { userId: sellerId, note: current.reason });
    }
    return { body: { success: true, hold: payoutHoldOf(db, sellerId) } };
  }),
  route('adminPayoutHolds', ({ query }) => {
    const all = db.payoutHolds
      .filter((h) => h.liftedAt === null)
      .sort((a, b) => b.id - a.id)
      .map((h) => payoutHoldOf(db, h.sellerId));
    const { items, pagination } = paginate(all, query.page, query.pageSize ?? ADMIN_PAGE_SIZE);
    return { body: { success: true, holds: items, pagination } };
  }),
];
