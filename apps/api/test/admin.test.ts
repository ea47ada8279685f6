/**
 * The back office (decision 020): staff-only lists of orders, listings, users and the
 * audit log with their filters and paging; moderation hides and shows listings in the public
 * catalogue; deactivating a user ends their sessions and refuses their sign-in; the initial admin
 * from ADMIN_EMAIL / ADMIN_PASSWORD; the demo seed's staff account.
 */
import * as z from 'zod/mini';
import {
  ADMIN_PAGE_SIZE,
  AdminOrdersResponse,
  AdminUserResponse,
  AdminUsersResponse,
  AuditLogResponse,
  MESSAGES,
  ProductListResponse,
  ProductResponse,
  StaffActionsResponse,
  UserResponse,
} from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT, sellerUser } from '@shop/sample-catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAdminAccount } from '../src/platform/config/index.ts';
import { sessions, users } from '../src/platform/db/schema.ts';
import { CANNOT_DEACTIVATE_SELF } from '../src/modules/admin/admin.ts';
import { verifyPassword } from '../src/modules/accounts/passwords.ts';
import { ensureAdminUser } from '../src/modules/accounts/users.ts';
import { commerceSnapshot, listing, paidOrder, person, type Person } from './commerce.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';

describe('given ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('takes both or neither, a real e-mail and a long enough password', () => {
    expect(parseAdminAccount(undefined, undefined)).toBeUndefined();
    expect(parseAdminAccount(' Boss@Example.com ', 'long enough')).toEqual({
      email: 'boss@example.com',
      password: 'long enough',
    });
    expect(() => parseAdminAccount('boss@example.com', undefined)).toThrow(/together/);
    expect(() => parseAdminAccount(undefined, 'long enough')).toThrow(/together/);
    expect(() => parseAdminAccount('not-an-email', 'long enough')).toThrow(/ADMIN_EMAIL/);
    expect(() => parseAdminAccount('boss@example.com', 'short')).toThrow(/ADMIN_PASSWORD/);
  });
});

describe.each(primaryDatabase)('the back office on $name', (database) => {
  let t: TestApp;
  let staff: Person;
  let seller: Person;
  let otherSeller: Person;
  let buyer: Person;

  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    staff = await person(t, { staff: true, firstName: 'Stella', lastName: 'Staff' });
    seller = await person(t, { firstName: 'Sam', lastName: 'Seller' });
    otherSeller = await person(t, { firstName: 'Otto', lastName: 'Other' });
    buyer = await person(t, { firstName: 'Bea', lastName: 'Buyer' });
  });

  describe('given the demo seed and the initial admin', () => {
    it('seeds a staff account that signs in and sees is_staff', async () => {
      const c = t.client();
      const res = await c.login(ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
      expect(res.status).toBe(200);
      expect(z.parse(UserResponse, res.body).user.customer.is_staff).toBe(true);
      expect((await c.get('/api/admin/users/')).status).toBe(200);
      const plain = t.client();
      const shopper = await plain.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
      expect(z.parse(UserResponse, shopper.body).user.customer.is_staff).toBe(false);
    });

    it('creates the ADMIN_EMAIL account once, then only promotes (password kept)', async () => {
      const admin = { email: 'Boss@Example.com', password: 'boss password' };
      expect(await ensureAdminUser(t.db, admin, t.config)).toBe('created');
      expect(await ensureAdminUser(t.db, admin, t.config)).toBe('unchanged');
      const [row] = await t.db.select().from(users).where(eq(users.email, 'boss@example.com'));
      expect(row).toMatchObject({ isStaff: true, isActive: true });
      expect(await verifyPassword('boss password', row?.passwordHash ?? '')).toBe(true);
      // An existing shopper is promoted, keeping their password.
      expect(
        await ensureAdminUser(t.db, { email: SELLER_ACCOUNT.email, password: 'other password' }, t.config),
      ).toBe('promoted');
      const c = t.client();
      expect((await c.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password)).status).toBe(200);
      expect((await c.get('/api/admin/orders/')).status).toBe(200);
    });
  });

  describe('given orders of two sellers', () => {
    it('lists every order as a SellerOrder, newest first, filtered by status and seller, paged', async () => {
      const a = await listing(t, seller.id);
      const b = await listing(t, otherSeller.id);
      const one = await paidOrder(t, {
        buyerId: buyer.id,
        sellerId: seller.id,
        lines: [{ productId: a, quantity: 1 }],
      });
      const two = await paidOrder(t, {
        buyerId: buyer.id,
        sellerId: otherSeller.id,
        status: 'shipped',
        lines: [{ productId: b, quantity: 2 }],
      });
      const all = z.parse(AdminOrdersResponse, (await staff.client.get('/api/admin/orders/')).body);
      expect(all.pagination).toMatchObject({ page: 1, pageSize: ADMIN_PAGE_SIZE });
      expect(all.orders.length).toBe(all.pagination.totalItems);
      expect(all.orders[0]?.buyer).toEqual({ id: buyer.id, name: 'Bea B.' });

      const bySeller = z.parse(
        AdminOrdersResponse,
        (await staff.client.get(`/api/admin/orders/?seller_id=${seller.id}`)).body,
      );
      expect(bySeller.orders.map((o) => o.id)).toEqual([one.orderId]);
      expect(bySeller.pagination.totalItems).toBe(1);

      const shipped = z.parse(
        AdminOrdersResponse,
        (await staff.client.get(`/api/admin/orders/?status=shipped&seller_id=${otherSeller.id}`)).body,
      );
      expect(shipped.orders.map((o) => o.id)).toEqual([two.orderId]);

      const paged = z.parse(
        AdminOrdersResponse,
        (await staff.client.get('/api/admin/orders/?pageSize=1&page=2')).body,
      );
      expect(paged.orders).toHaveLength(1);
      expect(paged.pagination).toMatchObject({ page: 2, pageSize: 1, totalPages: all.pagination.totalItems });

      expect((await staff.client.get('/api/admin/orders/?status=lost')).status).toBe(400);
    });

    it('shows the audit log newest first with the actor, optionally of one order', async () => {
      const a = await listing(t, seller.id);
      const { orderId } = await paidOrder(t, {
        buyerId: buyer.id,
        sellerId: seller.id,
        lines: [{ productId: a, quantity: 1 }],
      });
      await seller.client.post(`/api/orders/${orderId}/status/`, {
        status: 'shipped',
        carrier: 'DPD',
        tracking_number: 'X1',
      });
      await staff.client.post(`/api/orders/${orderId}/status/`, { status: 'delivered' });
      const res = z.parse(
        AuditLogResponse,
        (await staff.client.get(`/api/admin/audit-log/?order_id=${orderId}`)).body,
      );
      expect(res.events.map((e) => [e.from_status, e.to_status, e.actor?.name ?? null])).toEqual([
        ['shipped', 'delivered', 'Stella S.'],
        ['processing', 'shipped', 'Sam S.'],
        [null, 'processing', null],
      ]);
      expect(res.events[1]?.note).toBe('carrier DPD, tracking X1');
      expect(res.pagination.totalItems).toBe(3);
      const all = z.parse(AuditLogResponse, (await staff.client.get('/api/admin/audit-log/')).body);
      expect(all.events[0]?.order_id).toBe(orderId);
      expect(all.pagination.totalItems).toBeGreaterThan(3);
    });
  });

  describe('given listings to moderate', () => {
    it('lists hidden ones, and suspending or unapproving hides a listing from the public catalogue', async () => {
      const id = await listing(t, seller.id, { name: 'Moderated Lamp' });
      const hiddenBefore = z.parse(
        ProductListResponse,
        (await staff.client.get('/api/admin/products/?filter=hidden')).body,
      );
      expect(hiddenBefore.products.map((p) => p.id)).not.toContain(id);

      const res = await staff.client.post(`/api/admin/products/${id}/moderate/`, { adminApproved: false });
      expect(res.status).toBe(200);
      expect(z.parse(ProductResponse, res.body).product).toMatchObject({
        id,
        adminApproved: false,
        suspend: false,
      });
      expect((await t.client().get(`/api/products/${id}/`)).status).toBe(404);
      const hidden = z.parse(
        ProductListResponse,
        (await staff.client.get('/api/admin/products/?filter=hidden')).body,
      );
      expect(hidden.products.map((p) => p.id)).toContain(id);
      expect(hidden.products.every((p) => p.suspend || !p.adminApproved || p.hold_reason !== null)).toBe(
        true,
      );

      const back = await staff.client.post(`/api/admin/products/${id}/moderate/`, {
        adminApproved: true,
        suspend: true,
        reason: 'Counterfeit',
      });
      expect(z.parse(ProductResponse, back.body).product).toMatchObject({
        adminApproved: true,
        suspend: false,
        hold_reason: 'Counterfeit',
      });
      await staff.client.post(`/api/admin/products/${id}/moderate/`, { suspend: false });
      expect((await t.client().get(`/api/products/${id}/`)).status).toBe(200);

      const all = z.parse(
        ProductListResponse,
        (await staff.client.get('/api/admin/products/?pageSize=5')).body,
      );
      expect(all.products).toHaveLength(5);
      expect(all.pagination.totalItems).toBeGreaterThanOrEqual(31);
      expect(
        (
          await staff.client.post('/api/admin/products/999999/moderate/', {
            suspend: true,
            reason: 'Counterfeit',
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('given users', () => {
    it('lists them with flags and e-mail, paged', async () => {
      const res = z.parse(AdminUsersResponse, (await staff.client.get('/api/admin/users/?pageSize=2')).body);
      expect(res.users).toHaveLength(2);
      expect(res.users[0]).toMatchObject({
        id: buyer.id,
        name: 'Bea Buyer',
        email: buyer.email,
        is_staff: false,
      });
      expect(res.pagination.totalItems).toBeGreaterThanOrEqual(14);
    });

    it('deactivating ends the user’s sessions and refuses sign-in until reactivated', async () => {
      const shopper = t.client();
      expect((await shopper.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password)).status).toBe(200);
      const res = await staff.client.post(`/api/admin/users/${sellerUser.id}/active/`, {
        is_active: false,
        reason: 'Fraud',
      });
      expect(res.status).toBe(200);
      expect(z.parse(AdminUserResponse, res.body).user).toMatchObject({
        id: sellerUser.id,
        is_active: false,
      });
      const left = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.userId, sellerUser.id));
      expect(left[0]?.n).toBe(0);
      expect((await shopper.get('/api/addresses/')).status).toBe(401);
      const again = await t.client().login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
      expect(again.status).toBe(401);
      expect(again.body.error).toBe(MESSAGES.user.invalidCredentials);

      await staff.client.post(`/api/admin/users/${sellerUser.id}/active/`, { is_active: true });
      expect((await t.client().login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password)).status).toBe(200);
    });

    it('records staff deactivating and reactivating another staff account in the audit log, by whom', async () => {
      const colleague = await person(t, { staff: true, firstName: 'Cora', lastName: 'Colleague' });
      const reader = await person(t, { staff: true });
      // The colleague's own session ends like anyone's.
      const off = await staff.client.post(`/api/admin/users/${colleague.id}/active/`, {
        is_active: false,
        reason: 'Fraud',
      });
      expect(off.status, off.text).toBe(200);
      expect(z.parse(AdminUserResponse, off.body).user).toMatchObject({ is_staff: true, is_active: false });
      expect((await colleague.client.get('/api/admin/staff-actions/')).status).toBe(401);
      expect(
        (await staff.client.post(`/api/admin/users/${colleague.id}/active/`, { is_active: true })).status,
      ).toBe(200);
      const { actions } = z.parse(
        StaffActionsResponse,
        (await reader.client.get('/api/admin/staff-actions/')).body,
      );
      expect(actions.map((a) => [a.action, a.user?.id, a.actor?.id])).toEqual([
        ['user_activated', colleague.id, staff.id],
        ['user_deactivated', colleague.id, staff.id],
      ]);
    });

    it('refuses a staff member deactivating themselves (400) and an unknown user (404), changing nothing', async () => {
      const before = await commerceSnapshot(t);
      const self = await staff.client.post(`/api/admin/users/${staff.id}/active/`, {
        is_active: false,
        reason: 'Fraud',
      });
      expect(self.status).toBe(400);
      expect(self.body.error).toBe(CANNOT_DEACTIVATE_SELF);
      expect(
        (await staff.client.post('/api/admin/users/999999/active/', { is_active: false, reason: 'Fraud' }))
          .status,
      ).toBe(404);
      expect(await commerceSnapshot(t)).toBe(before);
    });
  });
});
