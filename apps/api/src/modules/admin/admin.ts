/**
 * The back office (decision 020 "Staff and the back office"): what staff see and do at
 * /admin/. Every list is paged (ADMIN_PAGE_SIZE unless the caller asks for another size, at most
 * MAX_PAGE_SIZE by the contract) and newest first. Access (401 visitors, 403 staffOnly for
 * non-staff) is checked before any of this runs (app.ts, endpoint access 'staff').
 * - orders: every order as a SellerOrder, filtered by status and seller;
 * - listings: every product (hidden ones too), or only the hidden ones (suspended or not approved);
 * - moderation: put or lift a staff hold (with a reason the seller sees) and/or set
 *   `adminApproved` of any product (decision 045: a hold is not the seller's switch);
 * - users: every account; (de)activating one (deactivating ends its sessions and takes its
 *   listings off sale; nobody may deactivate themselves);
 * - the audit log of order moves, optionally of one order, and of every other staff action
 *   (staff_actions, decision 045), each written in the transaction of the action.
 */
import {
  ADMIN_PAGE_SIZE,
  MESSAGES,
  REPORT_MESSAGES,
  singleLine,
  type AdminUser,
  type StaffAction,
  type StaffActionKind,
  type OrderEvent,
  type OrderStatus,
  type Pagination,
  type Product,
  type ReportDecision,
  type ReportTargetKind,
  type SellerOrder,
} from '@shop/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db/client.ts';
import {
  orderEvents,
  orders,
  products,
  sessions,
  staffActions,
  users,
  type UserRow,
} from '../../platform/db/schema.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { loadProducts, pagination } from '../catalogue/index.ts';
import { publishCatalogueChange, setSellerListingsActive } from '../../platform/cache/catalogue-events.ts';
import { displayName, loadSales, type OrderTerms } from '../orders/index.ts';

import { greetingName, recipientColumns, voidAccountLinks } from '../accounts/index.ts';
import { enqueue } from '../notifications/index.ts';
/** Page and size a list call asked for (contract PageQuery). */
export interface PageRequest {
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The page, size, limit and offset of `request` (defaults: page 1, ADMIN_PAGE_SIZE). */
function paging(request: PageRequest): { page: number; pageSize: number; limit: number; offset: number } {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? ADMIN_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * Every order as a SellerOrder (with seller, buyer, address, fee and net; `terms.feeRule` splits the
 * orders the ledger never recorded, decision 056), newest first, optionally only those in
 * `status` and/or of seller `seller_id`; one page of them with its Pagination.
 */
export async function adminOrders(
  db: Db,
  query: PageRequest & { status?: OrderStatus | undefined; seller_id?: number | undefined },
  terms: OrderTerms,
): Promise<{ orders: SellerOrder[]; pagination: Pagination }> {
  const p = paging(query);
  const where = and(
    query.status === undefined ? undefined : eq(orders.status, query.status),
    query.seller_id === undefined ? undefined : eq(orders.sellerId, query.seller_id),
  );
  const [total, list] = await Promise.all([
    db.select({ n: count() }).from(orders).where(where),
    loadSales(db, where, terms, p),
  ]);
  return { orders: list, pagination: pagination(p.page, p.pageSize, total[0]?.n ?? 0) };
}

/** SQL condition: a product the public cannot see because of moderation (suspended or not approved). */
const isHidden: SQL = sql`(${products.suspend} OR NOT ${products.adminApproved})`; // suspend: any reason (migration 013)

/**
 * Every product (inactive, suspended and unapproved too), newest first; `filter: 'hidden'` keeps
 * only suspended or unapproved ones. One page with its Pagination.
 */
export async function adminListings(
  db: Db,
  query: PageRequest & { filter?: 'all' | 'hidden' | undefined },
): Promise<{ products: Product[]; pagination: Pagination }> {
  const p = paging(query);
  const where = query.filter === 'hidden' ? isHidden : undefined;
  const [total, ids] = await Promise.all([
    db.select({ n: count() }).from(products).where(where),
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(p.limit)
      .offset(p.offset),
  ]);
  return {
    products: await loadProducts(
      db,
      ids.map((r) => r.id),
    ),
    pagination: pagination(p.page, p.pageSize, total[0]?.n ?? 0),
  };
}

/**
 * Writes one staff action (decision 045) in `tx`, the transaction of the action itself: who did
 * what to which product or account, and `note` as plain single-line text (contract singleLine).
 */
export async function recordStaffAction(
  tx: Db | Tx,
  action: {
    actorId: number;
    kind: StaffActionKind;
    productId?: number;
    userId?: number;
    note?: string;
  },
): Promise<number> {
  const [row] = await tx
    .insert(staffActions)
    .values({
      actorId: action.actorId,
      action: action.kind,
      productId: action.productId ?? null,
      userId: action.userId ?? null,
      note: singleLine(action.note ?? ''),
    })
    .returning({ id: staffActions.id });
  if (row === undefined) throw new Error('staff action not recorded');
  return row.id;
}

/** What a moderation e-mail says (the 'moderation-notice' payload without its recipient). */
export interface ModerationNotice {
  decision: ReportDecision;
  kind: ReportTargetKind;
  /** The listing's name, the reviewed product's name, '' for an account. */
  subject: string;
  /** Staff's reason (single-line text). */
  reason: string;
}

/**
 * E-mails user `userId` (the seller, the author, the account's owner) what staff decided about
 * their content (decision 072): one 'moderation-notice' outbox row in `tx`, keyed by the staff
 * action `staffActionId` that recorded the decision. Nothing when the account is gone.
 */
export async function sendModerationNotice(
  tx: Db | Tx,
  userId: number,
  staffActionId: number,
  notice: ModerationNotice,
): Promise<void> {
  const [user] = await tx.select(recipientColumns).from(users).where(eq(users.id, userId));
  if (user === undefined) return;
  await enqueue(
    tx as Db,
    { kind: 'moderation-notice', payload: { to: user.email, name: greetingName(user), ...notice } },
    `moderation-notice:${staffActionId}`,
  );
}

/**
 * Puts a staff hold with `reason` (not blank, single line) on product `id` inside `tx` (decision
 * 045): off sale until staff lift it; the staff action of the audit log and the seller's e-mail
 * (decision 072) in the same transaction, and the catalogue change published. Returns the staff
 * action's id. Throws HttpError 404 'Product not found' for an unknown id.
 */
export async function holdListing(tx: Db | Tx, actorId: number, id: number, reason: string): Promise<number> {
  const [before] = await tx
    .select({ category: products.category, name: products.name, ownerId: products.ownerId })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (before === undefined) throw notFound(MESSAGES.products.notFound);
  await tx
    .update(products)
    .set({ holdReason: reason, heldAt: sql`now()`, heldBy: actorId, updatedAt: sql`now()` })
    .where(eq(products.id, id));
  const actionId = await recordStaffAction(tx, {
    actorId,
    kind: 'listing_held',
    productId: id,
    note: reason,
  });
  await sendModerationNotice(tx, before.ownerId, actionId, {
    decision: 'suspend_listing',
    kind: 'listing',
    subject: before.name,
    reason,
  });
  await publishCatalogueChange(tx as Db, { ids: [id], lists: true, categories: [before.category] });
  return actionId;
}

/** What staff ask of a listing (contract ModerateListingRequest). */
export interface ModerationInput {
  /** true: put a staff hold (needs `reason`); false: lift it. */
  suspend?: boolean | undefined;
  /** The hold's reason, shown to the seller (contract singleLine on write). */
  reason?: string | undefined;
  adminApproved?: boolean | undefined;
}

/**
 * Staff member `actorId` moderates product `id` (decision 045): `suspend: true` puts a staff hold
 * with `reason` (the seller sees it and cannot lift it; the listing is off sale while held),
 * `suspend: false` lifts it, `adminApproved` approves or hides it; fields not sent keep their
 * value. The seller's own switch is never touched. A hold is e-mailed to the seller (decision
 * 072). Each change is a staff action of the audit log,
 * written in the same transaction, which also publishes the catalogue change (the product may
 * appear in or leave public lists). Returns the product. Throws HttpError 400
 * REPORT_MESSAGES.holdReasonRequired for a hold without a reason, 404 'Product not found' for an
 * unknown id.
 */
export async function moderateListing(
  db: Db,
  actorId: number,
  id: number,
  input: ModerationInput,
): Promise<Product> {
  const reason = singleLine(input.reason ?? '');
  if (input.suspend === true && reason === '') throw badRequest(REPORT_MESSAGES.holdReasonRequired);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        category: products.category,
        holdReason: products.holdReason,
        adminApproved: products.adminApproved,
      })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (before === undefined) throw notFound(MESSAGES.products.notFound);
    // A hold is audited and e-mailed to the seller (decision 072) by holdListing.
    if (input.suspend === true) await holdListing(tx, actorId, id, reason);
    const release = input.suspend === false ? { holdReason: null, heldAt: null, heldBy: null } : {};
    await tx
      .update(products)
      .set({
        ...release,
        ...(input.adminApproved !== undefined ? { adminApproved: input.adminApproved } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, id));
    if (input.suspend === false && before.holdReason !== null) {
      await recordStaffAction(tx, {
        actorId,
        kind: 'listing_released',
        productId: id,
        note: before.holdReason,
      });
    }
    if (input.adminApproved !== undefined && input.adminApproved !== before.adminApproved) {
      const kind = input.adminApproved ? 'listing_approved' : 'listing_unapproved';
      await recordStaffAction(tx, { actorId, kind, productId: id });
    }
    await publishCatalogueChange(tx, { ids: [id], lists: true, categories: [before.category] });
  });
  const [product] = await loadProducts(db, [id]);
  if (product === undefined) throw notFound(MESSAGES.products.notFound);
  return product;
}

/**
 * The name staff see for an account in the back office: the full name, else the username (an
 * account that gave no name).
 */
export function staffViewName(row: Pick<UserRow, 'firstName' | 'lastName' | 'username'>): string {
  const name = `${row.firstName} ${row.lastName}`.trim();
  return name === '' ? row.username : name;
}

/** The back office's view of an account: full name (or username), e-mail and flags. */
export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: staffViewName(row),
    email: row.email,
    is_active: row.isActive,
    is_staff: row.isStaff,
    is_test_user: row.isTestUser,
    date_joined: row.dateJoined.toISOString(),
  };
}

/** Every account, newest first; one page with its Pagination. */
export async function adminUsers(
  db: Db,
  query: PageRequest,
): Promise<{ users: AdminUser[]; pagination: Pagination }> {
  const p = paging(query);
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select().from(users).orderBy(desc(users.id)).limit(p.limit).offset(p.offset),
  ]);
  return { users: rows.map(toAdminUser), pagination: pagination(p.page, p.pageSize, total[0]?.n ?? 0) };
}

/** Text of the 400 when a staff member tries to deactivate their own account (our wording). */
export const CANNOT_DEACTIVATE_SELF = `${MESSAGES.server.invalidRequest} You cannot deactivate your own account.`;

/**
 * Deactivates account `id` inside `tx` as staff member `actorId` with `reason` (not blank): its
 * listings go off sale (setSellerListingsActive), every session of it is deleted (it is signed out
 * everywhere and cannot sign in until staff reactivate it), its open reset and e-mail change links
 * die (decisions 024, 044); the staff action keeps the reason and the owner is e-mailed it
 * (decision 072). Returns the account as staff see it. Throws HttpError 404 for an unknown id and
 * 400 CANNOT_DEACTIVATE_SELF when `actorId` is `id`.
 */
export async function deactivateUser(
  tx: Db | Tx,
  actorId: number,
  id: number,
  reason: string,
): Promise<AdminUser> {
  if (id === actorId) throw badRequest(CANNOT_DEACTIVATE_SELF);
  const [row] = await tx
    .update(users)
    // Staff's deactivation is remembered: only staff reopen the account (decision 024).
    .set({ isActive: false, deactivatedByStaff: true, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (row === undefined) throw notFound(MESSAGES.server.notFound);
  // Their listings leave sale with the account and come back with it (decision 045).
  await setSellerListingsActive(tx as Db, id, false);
  const actionId = await recordStaffAction(tx, {
    actorId,
    kind: 'user_deactivated',
    userId: id,
    note: reason,
  });
  await sendModerationNotice(tx, id, actionId, {
    decision: 'deactivate_user',
    kind: 'user',
    subject: '',
    reason,
  });
  await tx.delete(sessions).where(eq(sessions.userId, id));
  // Its open reset and e-mail change links die too: none may reopen it or move its address
  // (decisions 024, 044).
  await voidAccountLinks(tx as Db, id);
  return toAdminUser(row);
}

/**
 * Activates or deactivates account `id` as staff member `actorId`. Deactivating needs `reason`
 * (deactivateUser: sessions, listings, links, audit and the owner's e-mail); activating puts the
 * listings back on sale and records the staff action (decision 045), with the reason when given.
 * Throws HttpError 400 REPORT_MESSAGES.deactivationReasonRequired for a deactivation without a
 * reason, 404 for an unknown id and 400 CANNOT_DEACTIVATE_SELF when `actorId` deactivates themselves.
 */
export async function setUserActive(
  db: Db,
  actorId: number,
  id: number,
  isActive: boolean,
  reasonText = '',
): Promise<AdminUser> {
  if (id === actorId && !isActive) throw badRequest(CANNOT_DEACTIVATE_SELF);
  const reason = singleLine(reasonText);
  if (!isActive && reason === '') throw badRequest(REPORT_MESSAGES.deactivationReasonRequired);
  return db.transaction(async (tx) => {
    if (!isActive) return deactivateUser(tx, actorId, id, reason);
    const [row] = await tx
      .update(users)
      .set({ isActive: true, deactivatedByStaff: false, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (row === undefined) throw notFound(MESSAGES.server.notFound);
    await setSellerListingsActive(tx, id, true);
    await recordStaffAction(tx, { actorId, kind: 'user_activated', userId: id, note: reason });
    return toAdminUser(row);
  });
}

/**
 * The audit log of order moves, newest first, optionally of order `order_id` only; the actor as a
 * PartyRef (null for the system). One page with its Pagination.
 */
export async function auditLog(
  db: Db,
  query: PageRequest & { order_id?: number | undefined },
): Promise<{ events: OrderEvent[]; pagination: Pagination }> {
  const p = paging(query);
  const where = query.order_id === undefined ? undefined : eq(orderEvents.orderId, query.order_id);
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(orderEvents).where(where),
    db
      .select({
        event: orderEvents,
        actorFirst: users.firstName,
        actorLast: users.lastName,
      })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(where)
      .orderBy(desc(orderEvents.id))
      .limit(p.limit)
      .offset(p.offset),
  ]);
  return {
    events: rows.map(({ event, actorFirst, actorLast }) => ({
      id: event.id,
      order_id: event.orderId,
      actor:
        event.actorId === null
          ? null
          : {
              id: event.actorId,
              name: displayName({
                id: event.actorId,
                firstName: actorFirst ?? '',
                lastName: actorLast ?? '',
              }),
            },
      from_status: event.fromStatus,
      to_status: event.toStatus,
      // Written as one line; made one again on read for rows written before (decision 045).
      note: singleLine(event.note),
      created_at: event.createdAt.toISOString(),
    })),
    pagination: pagination(p.page, p.pageSize, total[0]?.n ?? 0),
  };
}

/**
 * The staff actions of the audit log besides order moves (decision 045), newest first: the actor,
 * the product and the account as PartyRefs (null when gone or not concerned). One page with its
 * Pagination.
 */
export async function staffActionLog(
  db: Db,
  query: PageRequest,
): Promise<{ actions: StaffAction[]; pagination: Pagination }> {
  const p = paging(query);
  const actor = alias(users, 'actor');
  const subject = alias(users, 'subject');
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(staffActions),
    db
      .select({
        action: staffActions,
        actorFirst: actor.firstName,
        actorLast: actor.lastName,
        subjectFirst: subject.firstName,
        subjectLast: subject.lastName,
        productName: products.name,
      })
      .from(staffActions)
      .leftJoin(actor, eq(actor.id, staffActions.actorId))
      .leftJoin(subject, eq(subject.id, staffActions.userId))
      .leftJoin(products, eq(products.id, staffActions.productId))
      .orderBy(desc(staffActions.id))
      .limit(p.limit)
      .offset(p.offset),
  ]);
  const party = (id: number | null, firstName: string | null, lastName: string | null) =>
    id === null
      ? null
      : { id, name: displayName({ id, firstName: firstName ?? '', lastName: lastName ?? '' }) };
  return {
    actions: rows.map((r) => ({
      id: r.action.id,
      actor: party(r.action.actorId, r.actorFirst, r.actorLast),
      action: r.action.action as StaffActionKind,
      product: r.action.productId === null ? null : { id: r.action.productId, name: r.productName ?? '' },
      user: party(r.action.userId, r.subjectFirst, r.subjectLast),
      // Written as one line; made one again on read for rows written before (decision 045).
      note: singleLine(r.action.note),
      created_at: r.action.createdAt.toISOString(),
    })),
    pagination: pagination(p.page, p.pageSize, total[0]?.n ?? 0),
  };
}
