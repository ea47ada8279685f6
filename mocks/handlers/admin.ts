/**
 * Back office handlers (decision 020 "Staff and the back office"), every one with
 * access 'staff' (route(): 401 for visitors, 403 MESSAGES.server.staffOnly for non-staff). Lists
 * are newest first and paged by ADMIN_PAGE_SIZE unless the caller gives pageSize:
 * - orders: every order as a SellerOrder, filtered by status and seller_id;
 * - listings: every product, or only hidden ones (off sale or not approved); moderation puts or
 *   lifts a staff hold (`suspend` with a `reason`, 400 MESSAGES.server.holdReasonRequired
 *   without one) and/or sets `adminApproved` (404 'Product not found' for an unknown id);
 *   the seller's own switch is never touched (decision 045);
 * - users: every account; (de)activating one (deactivating ends their sessions and takes their
 *   listings off sale; staff cannot deactivate themselves: 400);
 * - the audit log of order moves, newest first, optionally of one order, and the staff actions
 *   (decision 045).
 */
import { ADMIN_PAGE_SIZE, MESSAGES, singleLine, type AdminUser } from '@shop/contract';
import { db, type DbUser } from '../db.ts';
import { voidAccountLinks } from '../store/accounts.ts';
import { setSellerListingsActive } from '../store/catalogue.ts';
import { recordStaffAction, salesWhere } from '../store/orders.ts';
import { deleteSessionsOf } from '../store/sessions.ts';
import { badRequest, notFound, route } from './http.ts';
import { paginate } from './products.ts';

/** The 400 text when staff try to deactivate their own account (the server's wording). */
export const CANNOT_DEACTIVATE_SELF = `${MESSAGES.server.invalidRequest} You cannot deactivate your own account.`;

/** The back office's view of an account: full name (or username), e-mail and flags. */
export function toAdminUser({ user }: DbUser): AdminUser {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return {
    id: user.id,
    name: name === '' ? user.username : name,
    email: user.email,
    is_active: user.is_active,
    is_staff: user.customer.is_staff,
    is_test_user: user.customer.is_test_user,
    date_joined: user.date_joined,
  };
}

/** adminOrders, adminListings, adminModerateListing, adminUsers, adminSetUserActive, adminAuditLog. */
export const adminHandlers = [
  route('adminOrders', ({ query }) => {
    const all = salesWhere(
      db,
      (o) =>
        (query.status === undefined || o.order.status === query.status) &&
        (query.seller_id === undefined || o.order.seller?.id === query.seller_id),
    );
    const { items, pagination } = paginate(all, query.page, query.pageSize ?? ADMIN_PAGE_SIZE);
    return { body: { success: true, orders: items, pagination } };
  }),
  route('adminListings', ({ query }) => {
    const all = db.products
      .map((p) => p.product)
      // As the server: hidden by moderation (any off-sale reason but `active`, or not approved).
      .filter(
        (p) =>
          query.filter !== 'hidden' ||
          p.suspend ||
          p.hold_reason !== null ||
          !p.seller_active ||
          !p.adminApproved,
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const { items, pagination } = paginate(all, query.page, query.pageSize ?? ADMIN_PAGE_SIZE);
    return { body: { success: true, products: items, pagination } };
  }),
  route('adminModerateListing', ({ params, body, user }) => {
    const reason = singleLine(body.reason ?? '');
    if (body.suspend === true && reason === '') throw badRequest(MESSAGES.server.holdReasonRequired);
    const row = db.productById(params.id);
    if (!row) throw notFound(MESSAGES.products.notFound);
    const before = row.product;
    row.product = {
      ...row.product,
      ...(body.suspend === true
        ? { hold_reason: reason }
        : body.suspend === false
          ? { hold_reason: null }
          : {}),
      ...(body.adminApproved !== undefined ? { adminApproved: body.adminApproved } : {}),
    };
    const productId = params.id;
    if (body.suspend === true) recordStaffAction(db, user, 'listing_held', { productId, note: reason });
    else if (body.suspend === false && before.hold_reason !== null)
      recordStaffAction(db, user, 'listing_released', { productId, note: before.hold_reason });
    if (body.adminApproved !== undefined && body.adminApproved !== before.adminApproved)
      recordStaffAction(db, user, body.adminApproved ? 'listing_approved' : 'listing_unapproved', {
        productId,
      });
    return { body: { success: true, product: row.product } };
  }),
  route('adminUsers', ({ query }) => {
    const all = [...db.users].sort((a, b) => b.user.id - a.user.id).map(toAdminUser);
    const { items, pagination } = paginate(all, query.page, query.pageSize ?? ADMIN_PAGE_SIZE);
    return { body: { success: true, users: items, pagination } };
  }),
  route('adminSetUserActive', ({ params, body, user }) => {
    const id = params.id;
    if (id === user.user.id && !body.is_active) throw badRequest(CANNOT_DEACTIVATE_SELF);
    const row = db.userById(id);
    if (!row) throw notFound();
    row.user = { ...row.user, is_active: body.is_active, updated_at: new Date().toISOString() };
    row.deactivatedByStaff = !body.is_active;
    setSellerListingsActive(db, id, body.is_active);
    recordStaffAction(db, user, body.is_active ? 'user_activated' : 'user_deactivated', { userId: id });
    if (!body.is_active) {
      deleteSessionsOf(db, id);
      // Its open reset and e-mail change links die too (decisions 024, 044).
      voidAccountLinks(db, id);
    }
    return { body: { success: true, user: toAdminUser(row) } };
  }),
  route('adminAuditLog', ({ query }) => {
    const all = db.orderEvents
      .filter((e) => query.order_id === undefined || e.order_id === query.order_id)
      .sort((a, b) => b.id - a.id);
    const { items, pagination } = paginate(all, query.page, query.pageSize ?? ADMIN_PAGE_SIZE);
    return { body: { success: true, events: items, pagination } };
  }),
  route('adminStaffActions', ({ query }) => {
    const all = [...db.staffActions].sort((a, b) => b.id - a.id);
    const { items, pagination } = paginate(all, query.page, query.pageSize ?? ADMIN_PAGE_SIZE);
    return { body: { success: true, actions: items, pagination } };
  }),
];
