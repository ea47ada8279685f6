/**
 * Back office handlers (decision 020 "Staff and the back office"), every one with
 * access 'staff' (route(): 401 for visitors, 403 MESSAGES.server.staffOnly for non-staff). Lists
 * are newest first and paged by ADMIN_PAGE_SIZE unless the caller gives pageSize:
 * - orders: every order as a SellerOrder, filtered by status and seller_id;
 * - listings: every product, or only hidden ones (off sale or not approved); moderation puts or
 *   lifts a staff hold (`suspend` with a `reason`, 400 REPORT_MESSAGES.holdReasonRequired
 *   without one) and/or sets `adminApproved` (404 'Product not found' for an unknown id);
 *   the seller's own switch is never touched (decision 045);
 * - users: every account; (de)activating one (deactivating ends their sessions and takes their
 *   listings off sale; staff cannot deactivate themselves: 400; deactivating needs a reason, 400
 *   REPORT_MESSAGES.deactivationReasonRequired without one; a hold and a deactivation e-mail the
 *   person concerned, decision 072);
 * - the audit log of order moves, newest first, optionally of one order, and the staff actions
 *   (decision 045).
 */
import { ADMIN_PAGE_SIZE, MESSAGES, REPORT_MESSAGES, singleLine, type AdminUser } from '@shop/contract';
import { db, type DbUser } from '../db.ts';
import { voidAccountLinks } from '../store/accounts.ts';
import { setSellerListingsActive } from '../store/catalogue.ts';
import { recordStaffAction, salesWhere } from '../store/orders.ts';
import { mailModerationNotice } from '../store/reports.ts';
import { escalateOverdue } from '../store/returns.ts';
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

/**
 * Puts a staff hold with `reason` on product `productId` as staff `actor` (decision 045): the
 * staff action and the seller's e-mail (decision 072). Throws 404 'Product not found'.
 */
export function holdListing(actor: DbUser, productId: number, reason: string): void {
  const row = db.productById(productId);
  if (!row) throw notFound(MESSAGES.products.notFound);
  row.product = { ...row.product, hold_reason: reason };
  recordStaffAction(db, actor, 'listing_held', { productId, note: reason });
  mailModerationNotice(db, row.ownerId, {
    decision: 'suspend_listing',
    kind: 'listing',
    subject: row.product.name,
    reason,
  });
}

/**
 * Deactivates account `id` as staff `actor` with `reason`: its sessions, its listings' sale, its
 * open links end; the staff action keeps the reason and the owner is e-mailed (decision 072).
 * Throws 400 CANNOT_DEACTIVATE_SELF, 404 for an unknown id.
 */
export function deactivateAccount(actor: DbUser, id: number, reason: string): DbUser {
  if (id === actor.user.id) throw badRequest(CANNOT_DEACTIVATE_SELF);
  const row = db.userById(id);
  if (!row) throw notFound();
  row.user = { ...row.user, is_active: false, updated_at: new Date().toISOString() };
  row.deactivatedByStaff = true;
  setSellerListingsActive(db, id, false);
  recordStaffAction(db, actor, 'user_deactivated', { userId: id, note: reason });
  mailModerationNotice(db, id, { decision: 'deactivate_user', kind: 'user', subject: '', reason });
  deleteSessionsOf(db, id);
  // Its open reset and e-mail change links die too (decisions 024, 044).
  voidAccountLinks(db, id);
  return row;
}

/** adminOrders, adminListings, adminModerateListing, adminUsers, adminSetUserActive, adminAuditLog. */
export const adminHandlers = [
  route('adminOrders', ({ query }) => {
    escalateOverdue(db);
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
    if (body.suspend === true && reason === '') throw badRequest(REPORT_MESSAGES.holdReasonRequired);
    const row = db.productById(params.id);
    if (!row) throw notFound(MESSAGES.products.notFound);
    const before = row.product;
    const productId = params.id;
    // A hold is audited and e-mailed to the seller (decision 072).
    if (body.suspend === true) holdListing(user, productId, reason);
    row.product = {
      ...row.product,
      ...(body.suspend === false ? { hold_reason: null } : {}),
      ...(body.adminApproved !== undefined ? { adminApproved: body.adminApproved } : {}),
    };
    if (body.suspend === false && before.hold_reason !== null)
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
    const reason = singleLine(body.reason ?? '');
    // Deactivating needs a reason, e-mailed to the account's owner (decision 072).
    if (!body.is_active && reason === '') throw badRequest(REPORT_MESSAGES.deactivationReasonRequired);
    if (!body.is_active)
      return { body: { success: true, user: toAdminUser(deactivateAccount(user, id, reason)) } };
    const row = db.userById(id);
    if (!row) throw notFound();
    row.user = { ...row.user, is_active: true, updated_at: new Date().toISOString() };
    row.deactivatedByStaff = false;
    setSellerListingsActive(db, id, true);
    recordStaffAction(db, user, 'user_activated', { userId: id, note: reason });
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
