/**
 * Fixtures of the commerce-core tests: people with live sessions made straight in the
 * database (staff or not; no password hashing), products, and orders inserted as rows (a checkout
 * session, one order of one seller, its lines and its creation event), so these tests do not
 * depend on how payment makes orders.
 */
import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/platform/db/client.ts';
import {
  checkoutSessions,
  orderEvents,
  orderItems,
  orders,
  products,
  users,
  type StoredAddress,
} from '../src/platform/db/schema.ts';
import { SESSION_COOKIE, csrfTokenFor } from '../src/platform/http/context.ts';
import { createSession } from '../src/modules/accounts/sessions.ts';
import type { TestApp, TestClient } from './helpers.ts';
import { onboardSeller } from './payouts-fixtures.ts';

/** A person with a live session: id and a client carrying their cookies. */
export interface Person {
  id: number;
  email: string;
  client: TestClient;
}

/** Creates a user (optionally staff) with a session; names default to 'Pat Person'. */
export async function person(
  t: TestApp,
  options: { staff?: boolean; firstName?: string; lastName?: string; active?: boolean } = {},
): Promise<Person> {
  const tag = randomBytes(6).toString('hex');
  const email = `person-${tag}@example.com`;
  const [row] = await t.db
    .insert(users)
    .values({
      email,
      username: `person_${tag}`,
      passwordHash: 'not-a-hash',
      firstName: options.firstName ?? 'Pat',
      lastName: options.lastName ?? 'Person',
      isStaff: options.staff ?? false,
      isActive: options.active ?? true,
    })
    .returning({ id: users.id });
  if (row === undefined) throw new Error('user insert returned no row');
  return { id: row.id, email, client: await signedIn(t, row.id) };
}

/** A client signed in as user `userId` (a fresh session). */
export async function signedIn(t: TestApp, userId: number): Promise<TestClient> {
  const token = await createSession(t.db, userId, t.config);
  const client = t.client();
  client.cookies.set(SESSION_COOKIE, token);
  client.cookies.set(CSRF_COOKIE, csrfTokenFor(t.config.sessionSecret, token));
  return client;
}

/**
 * Inserts an active product of `ownerId` with `stock` units at `pricePence`; returns its id. Its
 * seller is onboarded first (an active payout account, decision 059) unless `onboarded` is false.
 */
export async function listing(
  t: TestApp,
  ownerId: number,
  options: { stock?: number; pricePence?: number; name?: string; onboarded?: boolean } = {},
): Promise<number> {
  if (options.onboarded !== false) await onboardSeller(t, ownerId);
  const stock = options.stock ?? 5;
  const [row] = await t.db
    .insert(products)
    .values({
      ownerId,
      name: options.name ?? `Test product ${randomBytes(3).toString('hex')}`,
      pricePence: options.pricePence ?? 1000,
      category: 'Electronics',
      description: 'A product made by a test.',
      itemsInStock: stock,
      inStock: stock > 0,
    })
    .returning({ id: products.id });
  if (row === undefined) throw new Error('product insert returned no row');
  return row.id;
}

/** A delivery address as stored. */
export const ADDRESS: StoredAddress = {
  name: 'Bea Buyer',
  line1: '10 Downing Street',
  line2: '',
  city: 'London',
  postcode: 'SW1A 2AA',
};

/**
 * Inserts a paid order of `buyerId` for `sellerId` (a simulated checkout session, the order in
 * `status`, its lines at `unitPricePence`, and its creation event). Returns the order id and the
 * session id.
 */
export async function paidOrder(
  t: TestApp,
  options: {
    buyerId: number;
    sellerId: number;
    lines: { productId: number; quantity: number; unitPricePence?: number }[];
    status?: string;
    provider?: 'simulated' | 'stripe';
    createdAt?: Date;
  },
): Promise<{ orderId: number; sessionId: string }> {
  const lines = options.lines.map((l) => ({ ...l, unitPricePence: l.unitPricePence ?? 1000 }));
  const total = lines.reduce((sum, l) => sum + l.unitPricePence * l.quantity, 0);
  const sessionId = `cs_test_${randomBytes(8).toString('hex')}`;
  return t.db.transaction(async (tx) => {
    await tx.insert(checkoutSessions).values({
      id: sessionId,
      userId: options.buyerId,
      status: 'complete',
      provider: options.provider ?? 'simulated',
      amountPence: total,
      items: lines.map((l) => ({
        productId: l.productId,
        name: 'Line',
        imageUrl: null,
        quantity: l.quantity,
        unitPricePence: l.unitPricePence,
        sellerId: options.sellerId,
      })),
      expiresAt: sql`now() + interval '30 minutes'`,
      shipping: ADDRESS,
      paymentReference: options.provider === 'stripe' ? `pi_${randomBytes(6).toString('hex')}` : null,
    });
    const [order] = await tx
      .insert(orders)
      .values({
        userId: options.buyerId,
        sellerId: options.sellerId,
        status: options.status ?? 'processing',
        totalPence: total,
        checkoutSessionId: sessionId,
        shipping: ADDRESS,
        ...(options.createdAt !== undefined ? { createdAt: options.createdAt } : {}),
      })
      .returning({ id: orders.id });
    if (order === undefined) throw new Error('order insert returned no row');
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.productId,
        productName: 'Line',
        quantity: l.quantity,
        unitPricePence: l.unitPricePence,
      })),
    );
    await tx.insert(orderEvents).values({ orderId: order.id, toStatus: options.status ?? 'processing' });
    return { orderId: order.id, sessionId };
  });
}

/**
 * Everything a commerce request could change (outbox rows, return requests and refunds too), as one
 * JSON text (for "changes nothing").
 */
export async function commerceSnapshot(t: TestApp): Promise<string> {
  return JSON.stringify(
    await queryRows(
      t.db,
      sql`SELECT
        (SELECT json_agg(json_build_object('id', o.id, 'status', o.status, 'carrier', o.carrier, 'tracking', o.tracking_number, 'refunded', o.refunded_pence, 'updated', o.updated_at) ORDER BY o.id) FROM orders o) AS orders,
        (SELECT json_agg(e ORDER BY e.id) FROM order_events e) AS events,
        (SELECT json_agg(json_build_object('id', s.id, 'refunded', s.refunded_pence) ORDER BY s.id) FROM checkout_sessions s) AS sessions,
        (SELECT json_agg(json_build_object('id', p.id, 'stock', p.items_in_stock, 'in', p.in_stock, 'suspend', p.suspend, 'approved', p.admin_approved) ORDER BY p.id) FROM products p) AS products,
        (SELECT json_agg(json_build_object('id', u.id, 'active', u.is_active, 'staff', u.is_staff) ORDER BY u.id) FROM users u) AS users,
        (SELECT count(*) FROM sessions) AS sessions_count,
        (SELECT json_agg(a ORDER BY a.id) FROM addresses a) AS addresses,
        (SELECT json_agg(json_build_object('kind', x.kind, 'key', x.dedupe_key) ORDER BY x.id) FROM outbox x) AS outbox,
        (SELECT json_agg(json_build_object('id', p.id, 'status', p.status) ORDER BY p.id) FROM payouts p) AS payouts,
        (SELECT json_agg(json_build_object('id', h.id, 'lifted', h.lifted_at) ORDER BY h.id) FROM payout_holds h) AS payout_holds,
        (SELECT count(*) FROM staff_actions) AS staff_actions,
        (SELECT json_agg(json_build_object('id', i.id, 'refunded', i.refunded_pence) ORDER BY i.id) FROM order_items i) AS order_items,
        (SELECT json_agg(json_build_object('id', r.id, 'status', r.status, 'refunded', r.refunded_pence, 'updated', r.updated_at) ORDER BY r.id) FROM return_requests r) AS return_requests,
        (SELECT count(*) FROM return_request_events) AS return_events,
        (SELECT count(*) FROM order_refunds) AS order_refunds,
        (SELECT count(*) FROM ledger_journals) AS journals`,
    ),
  );
}
