/**
 * Order handlers (spec section 7): the signed-in user's orders, newest first, and one order by id
 * (404 unknown, 403 someone else's).
 */
import { db } from '../db.ts';
import { forbidden, notFound, route } from './http.ts';

/** getOrders, getOrder. */
export const ordersHandlers = [
  route('getOrders', ({ user }) => ({ body: { success: true, orders: db.ordersOf(user.user.id) } })),
  route('getOrder', ({ params, user }) => {
    const row = db.orders.find((o) => o.order.id === params.id);
    if (!row) throw notFound();
    if (row.userId !== user.user.id) throw forbidden();
    return { body: { success: true, order: row.order } };
  }),
];
