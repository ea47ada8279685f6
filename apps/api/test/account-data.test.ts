/**
 * 'Your data' (decision 073): the download holds every section, the caller's own only, as an
 * attachment never cached, without key material, tokens or hashes; the deletion needs the current
 * password, is refused while money or an order or return is open, sends a single-use link stored
 * hashed, and the link erases or anonymises as the decision's table says; the demo user reads and
 * changes nothing; every endpoint refuses visitors.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_DATA_SECTIONS,
  ACCOUNT_DELETION_LINKS_PER_ACCOUNT,
  MESSAGES,
  accountDeletionLinkSent,
  type User,
} from '@shop/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DATA_SECTION_READERS,
  accountDeletionTokenFromSeed,
} from '../src/modules/account-data/index.ts';
import {
  accountDeletionTokens,
  addresses,
  bookmarks,
  cartItems,
  orderItems,
  orders,
  outbox,
  passkeys,
  products,
  reports,
  returnRequests,
  reviews,
  sessions,
  users,
} from '../src/platform/db/schema.ts';
import { payouts } from '../src/modules/payouts/index.ts';
import { createDiskImageStorage, planImages, RETURN_PHOTO_FOLDER } from '../src/platform/storage/storage.ts';
import { ADDRESS, listing, paidOrder, person } from './commerce.ts';
import { earn } from './payout-fixtures.ts';
import { primaryDatabase, startTestApp, type TestApp, type TestClient } from './helpers.ts';

describe.each(primaryDatabase)("'Your data' on $name", (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A registered account, signed in on `client`. */
  const registered = async (): Promise<{
    client: TestClient;
    user: User;
    email: string;
    password: string;
  }> => {
    const client = t.client();
    const { res, credentials } = await client.register();
    expect(res.status).toBe(201);
    return { client, user: res.body.user as User, email: credentials.email, password: credentials.password };
  };

  /** The token of the last deletion link enqueued for `email` (rendered as the worker would). */
  const deletionToken = async (email: string): Promise<string> => {
    const [row] = await t.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'account-deletion-confirm'), sql`${outbox.payload}->>'to' = ${email}`))
      .orderBy(desc(outbox.id))
      .limit(1);
    const seed = row?.payload.seed;
    if (typeof seed !== 'string') throw new Error(`no deletion link was sent to ${email}`);
    return accountDeletionTokenFromSeed(t.config.sessionSecret, seed);
  };

  describe('when downloading my data', () => {
    it('refuses a visitor with 401', async () => {
      const res = await t.client().get('/api/account/data/');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: MESSAGES.server.notSignedIn });
    });

    it("lists every section of the contract, in its order, through each module's reader", () => {
      expect(ACCOUNT_DATA_SECTION_READERS.map((s) => s.name)).toEqual([...ACCOUNT_DATA_SECTIONS]);
    });

    it("answers an attachment never cached, with the caller's account, orders, reviews and listings and no secret", async () => {
      const me = await registered();
      const seller = await person(t);
      const productId = await listing(t, seller.id);
      await paidOrder(t, {
        buyerId: me.user.id,
        sellerId: seller.id,
        lines: [{ productId, quantity: 1 }],
        status: 'delivered',
      });
      await t.db.insert(passkeys).values({
        userId: me.user.id,
        credentialId: `cred-${randomBytes(4).toString('hex')}`,
        publicKey: new Uint8Array([1, 2, 3]),
        name: 'My phone',
      });
      expect(
        (await me.client.post(`/api/products/${productId}/comments/add/`, { text: 'Lovely', rating: 5 }))
          .status,
      ).toBe(201);
      const res = await me.client.get('/api/account/data/');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="shop-data-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body.user_id).toBe(me.user.id);
      const sections = res.body.sections as Record<string, unknown>;
      expect(Object.keys(sections)).toEqual([...ACCOUNT_DATA_SECTIONS]);
      expect(sections.account).toMatchObject({ id: me.user.id, email: me.email });
      expect(sections.orders_as_buyer).toEqual([
        expect.objectContaining({ shipping: ADDRESS, seller_id: seller.id }),
      ]);
      expect(sections.reviews).toEqual([
        expect.objectContaining({ product_id: productId, rating: 5, text: 'Lovely' }),
      ]);
      expect(sections.passkeys).toEqual([
        { name: 'My phone', created_at: expect.any(String), last_used_at: null, backed_up: false },
      ]);
      expect((sections.sessions as unknown[]).length).toBeGreaterThan(0);
      const text = res.text;
      const [session] = await t.db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(eq(sessions.userId, me.user.id));
      for (const secret of [
        'password',
        'scrypt$',
        'credential',
        'public_key',
        'token',
        session?.tokenHash ?? 'x',
      ])
        expect(text).not.toContain(secret);
    });

    it("gives a seller their sales, listings and balances, and never another user's data", async () => {
      const me = await registered();
      const other = await registered();
      const buyer = await person(t);
      const productId = await listing(t, me.user.id);
      await paidOrder(t, {
        buyerId: buyer.id,
        sellerId: me.user.id,
        lines: [{ productId, quantity: 2 }],
        status: 'delivered',
      });
      const mine = await me.client.get('/api/account/data/');
      const sections = mine.body.sections as Record<string, unknown>;
      expect(sections.orders_as_seller).toEqual([
        expect.objectContaining({ buyer_id: buyer.id, total_pence: 2000 }),
      ]);
      expect(sections.listings).toEqual([expect.objectContaining({ id: productId, price_pence: 1000 })]);
      expect(sections.seller_money).toMatchObject({ balances: { pending_pence: 0, available_pence: 0 } });
      const theirs = await other.client.get('/api/account/data/');
      expect(theirs.body.user_id).toBe(other.user.id);
      expect(theirs.text).not.toContain(me.email);
      expect(theirs.body.sections).toMatchObject({ orders_as_seller: [], listings: [] });
    });

    it('lets the demo user read theirs', async () => {
      const demo = t.client();
      expect((await demo.loginDemo()).status).toBe(200);
      const res = await demo.get('/api/account/data/');
      expect(res.status).toBe(200);
      expect(res.body.format).toBe('shop-account-data');
    });
  });

  describe('when asking to delete my account', () => {
    it('refuses a visitor with 401 on the check, the request and nothing on the link but a 400', async () => {
      expect((await t.client().get('/api/account/delete/')).status).toBe(401);
      expect((await t.client().post('/api/account/delete/', { current_password: 'x' })).status).toBe(401);
      const bad = await t.client().post('/api/account/delete/confirm/', { token: 'nope' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ success: false, error: ACCOUNT_DATA_MESSAGES.linkInvalid });
      expect((await t.client().post('/api/account/delete/confirm/', {})).status).toBe(400);
    });

    it('refuses the demo user with the test user text and sends nothing', async () => {
      const demo = t.client();
      await demo.loginDemo();
      const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(accountDeletionTokens);
      const res = await demo.post('/api/account/delete/', { current_password: 'anything' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: MESSAGES.testUser.default });
      expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(accountDeletionTokens)).toEqual(
        before,
      );
    });

    it('refuses a wrong current password and sends no link', async () => {
      const me = await registered();
      const res = await me.client.post('/api/account/delete/', { current_password: 'not my password' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: MESSAGES.account.currentPasswordWrong });
      expect(
        await t.db.select().from(accountDeletionTokens).where(eq(accountDeletionTokens.userId, me.user.id)),
      ).toEqual([]);
    });

    it('refuses, listing why, while money is owed, a payout is on its way, or an order or return is open', async () => {
      const me = await registered();
      expect((await me.client.get('/api/account/delete/')).body).toEqual({ success: true, blockers: [] });
      await earn(t.db, me.user.id, 1234);
      const other = await person(t);
      const productId = await listing(t, me.user.id);
      const theirs = await listing(t, other.id);
      const sold = await paidOrder(t, {
        buyerId: other.id,
        sellerId: me.user.id,
        lines: [{ productId, quantity: 1 }],
      });
      await paidOrder(t, {
        buyerId: me.user.id,
        sellerId: other.id,
        lines: [{ productId: theirs, quantity: 1 }],
        status: 'shipped',
      });
      const delivered = await paidOrder(t, {
        buyerId: me.user.id,
        sellerId: other.id,
        lines: [{ productId: theirs, quantity: 1 }],
        status: 'delivered',
      });
      const [line] = await t.db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.orderId, delivered.orderId));
      await t.db.insert(returnRequests).values({
        orderId: delivered.orderId,
        orderItemId: line?.id ?? 0,
        buyerId: me.user.id,
        sellerId: other.id,
        quantity: 1,
        reason: 'damaged',
        amountPence: 1000,
      });
      await t.db.insert(payouts).values({
        sellerId: me.user.id,
        amountPence: 500,
        origin: 'requested',
        idempotencyKey: `test-payout-${randomBytes(4).toString('hex')}`,
        provider: 'simulated',
        destination: 'acct_test',
        nextAttemptAt: new Date(),
        createdAt: new Date(),
      });
      const check = await me.client.get('/api/account/delete/');
      const blockers = check.body.blockers as { code: string; message: string }[];
      expect(blockers.map((b) => b.code)).toEqual(['balance', 'payouts', 'sales', 'purchases', 'returns']);
      expect(blockers[0]?.message).toContain('£12.34 available');
      const res = await me.client.post('/api/account/delete/', { current_password: me.password });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatch(new RegExp(`^${ACCOUNT_DATA_MESSAGES.refusedPrefix}`));
      expect(res.body.error).toContain('1 order(s) you sold are not delivered yet.');
      expect(
        await t.db.select().from(accountDeletionTokens).where(eq(accountDeletionTokens.userId, me.user.id)),
      ).toEqual([]);
      expect(sold.orderId).toBeGreaterThan(0);
    });

    it('sends a link whose token is stored only as its hash, and a newer link voids the older', async () => {
      const me = await registered();
      const first = await me.client.post('/api/account/delete/', { current_password: me.password });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, sent_to: me.email });
      expect(accountDeletionLinkSent(me.email)).toContain(me.email);
      const older = await deletionToken(me.email);
      const [row] = await t.db
        .select()
        .from(accountDeletionTokens)
        .where(eq(accountDeletionTokens.userId, me.user.id));
      expect(row?.tokenHash).not.toBe(older);
      expect(JSON.stringify(row)).not.toContain(older);
      expect(Number(row?.expiresAt) - Number(row?.createdAt)).toBe(60 * 60 * 1000);
      await me.client.post('/api/account/delete/', { current_password: me.password });
      const stale = await t.client().post('/api/account/delete/confirm/', { token: older });
      expect(stale.status).toBe(400);
      expect(stale.body.error).toBe(ACCOUNT_DATA_MESSAGES.linkInvalid);
      expect((await me.client.get('/api/account/data/')).status).toBe(200);
    });

    it('sends at most ACCOUNT_DELETION_LINKS_PER_ACCOUNT links an hour (429 beyond)', async () => {
      const me = await registered();
      for (let i = 0; i < ACCOUNT_DELETION_LINKS_PER_ACCOUNT; i++)
        expect((await me.client.post('/api/account/delete/', { current_password: me.password })).status).toBe(
          200,
        );
      const over = await me.client.post('/api/account/delete/', { current_password: me.password });
      expect(over.status).toBe(429);
      const rows = await t.db
        .select()
        .from(accountDeletionTokens)
        .where(eq(accountDeletionTokens.userId, me.user.id));
      expect(rows).toHaveLength(ACCOUNT_DELETION_LINKS_PER_ACCOUNT);
    });

    it('refuses an expired link and changes nothing', async () => {
      const me = await registered();
      await me.client.post('/api/account/delete/', { current_password: me.password });
      const token = await deletionToken(me.email);
      await t.db
        .update(accountDeletionTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(accountDeletionTokens.userId, me.user.id));
      const res = await t.client().post('/api/account/delete/confirm/', { token });
      expect(res.status).toBe(400);
      expect((await me.client.get('/api/account/data/')).status).toBe(200);
    });

    it('refuses the link (409, nothing erased) when an order opened after it was sent', async () => {
      const me = await registered();
      await me.client.post('/api/account/delete/', { current_password: me.password });
      const token = await deletionToken(me.email);
      const seller = await person(t);
      const productId = await listing(t, seller.id);
      await paidOrder(t, { buyerId: me.user.id, sellerId: seller.id, lines: [{ productId, quantity: 1 }] });
      const res = await t.client().post('/api/account/delete/confirm/', { token });
      expect(res.status).toBe(409);
      const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
      expect(row?.email).toBe(me.email);
      expect(row?.deletedAt).toBeNull();
    });
  });

  describe('when following the link', () => {
    it('erases or anonymises as decision 073 says, once, and frees the e-mail address', async () => {
      const me = await registered();
      const seller = await person(t);
      const shopper = await person(t);
      const theirs = await listing(t, seller.id);
      const mine = await listing(t, me.user.id);
      const bought = await paidOrder(t, {
        buyerId: me.user.id,
        sellerId: seller.id,
        lines: [{ productId: theirs, quantity: 1 }],
        status: 'delivered',
      });
      expect((await me.client.post('/api/addresses/', { ...ADDRESS, postcode: 'SW1A 2AA' })).status).toBe(
        201,
      );
      expect(
        (await me.client.post(`/api/products/${theirs}/comments/add/`, { text: 'Fine', rating: 4 })).status,
      ).toBe(201);
      expect((await me.client.post('/api/bookmarks/toggle/', { product_id: theirs })).status).toBe(200);
      expect((await me.client.post('/api/cart/add/', { product_id: theirs, quantity: 1 })).status).toBe(200);
      expect((await shopper.client.post('/api/cart/add/', { product_id: mine, quantity: 1 })).status).toBe(
        200,
      );
      await t.db.insert(passkeys).values({
        userId: me.user.id,
        credentialId: `cred-${randomBytes(4).toString('hex')}`,
        publicKey: new Uint8Array([1]),
        name: 'Laptop',
      });
      await me.client.post('/api/account/delete/', { current_password: me.password });
      const token = await deletionToken(me.email);
      const res = await t.client().post('/api/account/delete/confirm/', { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });

      const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
      expect(row).toMatchObject({
        email: `deleted-${me.user.id}@deleted.invalid`,
        firstName: '',
        lastName: '',
        isActive: false,
      });
      expect(row?.deletedAt).not.toBeNull();
      const count = async (
        table:
          | typeof addresses
          | typeof reviews
          | typeof bookmarks
          | typeof cartItems
          | typeof passkeys
          | typeof sessions,
      ) => (await t.db.select().from(table).where(eq(table.userId, me.user.id))).length;
      for (const table of [addresses, reviews, bookmarks, cartItems, passkeys, sessions])
        expect(await count(table)).toBe(0);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, bought.orderId));
      expect(order).toMatchObject({ totalPence: 1000, status: 'delivered', userId: me.user.id });
      // No name or address left: the order answers shipping_address null, as the contract allows.
      expect(order?.shipping).toBeNull();
      expect((await t.client().get(`/api/products/${mine}/`)).status).toBe(404);
      const [product] = await t.db
        .select({ suspend: products.suspend })
        .from(products)
        .where(eq(products.id, mine));
      expect(product?.suspend).toBe(true);
      const cart = await shopper.client.get('/api/cart/');
      // The closed seller's path (decisions 045, 047): the line stays, marked off sale, and cannot be paid.
      expect((cart.body.cart as { items: unknown[] }).items).toEqual([
        expect.objectContaining({
          product: expect.objectContaining({ id: mine, active: false, seller_active: false }),
        }),
      ]);
      const mail = await t.db
        .select({ kind: outbox.kind })
        .from(outbox)
        .where(sql`${outbox.payload}->>'to' = ${me.email}`);
      expect(mail).toEqual([{ kind: 'account-deleted' }]);
      expect((await me.client.get('/api/account/data/')).status).toBe(401);
      expect((await t.client().login(me.email, me.password)).status).toBe(401);
      const again = await t.client().post('/api/account/delete/confirm/', { token });
      expect(again.status).toBe(400);
      expect((await t.client().register({ email: me.email })).res.status).toBe(201);
    });
  });
  describe('given reports and return photos (decision 076)', () => {
    it('gives the reports I sent, with my note and the outcome, never the reports about me', async () => {
      const me = await registered();
      const seller = await person(t);
      const productId = await listing(t, seller.id);
      expect(
        (
          await me.client.post('/api/reports/', {
            target_kind: 'listing',
            target_id: productId,
            reason: 'counterfeit',
            note: 'Fake logo',
          })
        ).status,
      ).toBe(201);
      await t.db.insert(reports).values({
        reporterId: seller.id,
        targetKind: 'user',
        targetId: me.user.id,
        reason: 'spam',
        note: 'About them',
      });
      const res = await me.client.get('/api/account/data/');
      expect((res.body.sections as Record<string, unknown>).reports).toEqual([
        {
          id: expect.any(Number),
          target_kind: 'listing',
          target_id: productId,
          reason: 'counterfeit',
          note: 'Fake logo',
          created_at: expect.any(String),
          closed_at: null,
          decision: null,
        },
      ]);
      expect(res.text).not.toContain('About them');
    });

    it('blanks the notes of my reports and removes my return requests’ photos from storage once deleted', async () => {
      const me = await registered();
      const seller = await person(t);
      const productId = await listing(t, seller.id);
      await me.client.post('/api/reports/', {
        target_kind: 'listing',
        target_id: productId,
        reason: 'scam',
        note: 'My own words',
      });
      const bought = await paidOrder(t, {
        buyerId: me.user.id,
        sellerId: seller.id,
        lines: [{ productId, quantity: 1 }],
        status: 'delivered',
      });
      const [line] = await t.db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.orderId, bought.orderId));
      const storage = createDiskImageStorage(t.config.uploadDir);
      const [planned] = planImages(1, RETURN_PHOTO_FOLDER);
      if (planned === undefined) throw new Error('no photo planned');
      await storage.put(planned.key, Buffer.from('webp'), 'image/webp');
      const file = path.join(t.config.uploadDir, planned.key);
      expect(existsSync(file)).toBe(true);
      const [request] = await t.db
        .insert(returnRequests)
        .values({
          orderId: bought.orderId,
          orderItemId: line?.id ?? 0,
          buyerId: me.user.id,
          sellerId: seller.id,
          quantity: 1,
          reason: 'damaged',
          note: 'Cracked',
          photos: [planned.url],
          status: 'refunded',
          amountPence: 1000,
        })
        .returning({ id: returnRequests.id });
      await me.client.post('/api/account/delete/', { current_password: me.password });
      const res = await t
        .client()
        .post('/api/account/delete/confirm/', { token: await deletionToken(me.email) });
      expect(res.status).toBe(200);
      const [kept] = await t.db
        .select({ note: returnRequests.note, photos: returnRequests.photos, status: returnRequests.status })
        .from(returnRequests)
        .where(eq(returnRequests.id, request?.id ?? 0));
      expect(kept).toEqual({ note: '', photos: [], status: 'refunded' });
      expect(existsSync(file)).toBe(false);
      const mine = await t.db.select().from(reports).where(eq(reports.reporterId, me.user.id));
      expect(mine.map((r) => [r.targetId, r.reason, r.note])).toEqual([[productId, 'scam', '']]);
    });
  });
});
