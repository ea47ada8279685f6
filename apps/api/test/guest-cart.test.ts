/**
 * Guest carts and bookmarks (decision 032): a visitor's cart and bookmarks live on the
 * server under the HttpOnly `guest` cookie (only the token's SHA-256 stored) and are merged into
 * the account inside the sign-in / sign-up transaction by the contract's mergeGuestCart and
 * mergeBookmarks: quantities summed and capped at stock, the user's own listings dropped,
 * bookmarks united, at most once; a failed sign-in merges nothing; one guest never reaches
 * another's lines; stock checks and caps hold for guests; a refused write leaves no guest behind.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import {
  BookmarksResponse,
  CartResponse,
  DEMO_ACCOUNT,
  GUEST_MAX_BOOKMARKS,
  GUEST_MAX_CART_LINES,
  GUEST_TTL_MS,
  MESSAGES,
} from '@shop/contract';
import { SELLER_ACCOUNT } from '@shop/sample-catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client.ts';
import { bookmarks, cartItems, guests, products } from '../src/platform/db/schema.ts';
import { GUEST_COOKIE } from '../src/modules/guests/guest-cookie.ts';
import { purgeExpiredGuests } from '../src/modules/guests/guests.ts';
import { startTestApp, primaryDatabase, type TestApp, type TestClient } from './helpers.ts';

/** Products 1-20 are sold by the shop's account, 21-28 by SELLER_ACCOUNT (fixtures). */
const SHOP_PRODUCT = 3;
const OTHER_SHOP_PRODUCT = 4;
const SELLERS_OWN_PRODUCT = 21;

const cartOf = (body: unknown) => z.parse(CartResponse, body).cart;
const quantities = (body: unknown) =>
  Object.fromEntries(cartOf(body).items.map((i) => [i.product.id, i.quantity]));
const bookmarkedIds = (body: unknown) => z.parse(BookmarksResponse, body).bookmarks.map((b) => b.product.id);

describe.each(primaryDatabase)('guest carts and bookmarks on $name', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  /** A new browser that has fetched its CSRF token, as the storefront does first. */
  async function visitor(): Promise<TestClient> {
    const client = t.client();
    expect((await client.get('/api/get-csrf-token/')).status).toBe(200);
    return client;
  }

  const guestCount = async () => (await t.db.select({ id: guests.id }).from(guests)).length;
  const setStock = (id: number, itemsInStock: number) =>
    t.db.update(products).set({ itemsInStock }).where(eq(products.id, id));

  /** Registers an account with `lines` in its cart and `marks` bookmarked, then signs out. */
  async function accountWith(lines: Record<number, number>, marks: number[] = []) {
    const client = await visitor();
    const { res, credentials } = await client.register();
    expect(res.status).toBe(201);
    for (const [productId, quantity] of Object.entries(lines))
      expect((await client.post('/api/cart/add/', { product_id: Number(productId), quantity })).status).toBe(
        200,
      );
    for (const productId of marks)
      expect((await client.post('/api/bookmarks/toggle/', { product_id: productId })).status).toBe(200);
    expect((await client.post('/api/auth/logout/')).status).toBe(200);
    return credentials;
  }

  describe('given a visitor', () => {
    it('reads an empty cart and no bookmarks without being given a guest', async () => {
      const client = await visitor();
      const cart = await client.get('/api/cart/');
      expect(cart.status).toBe(200);
      expect(cartOf(cart.body)).toEqual({ items: [], item_count: 0, total_price: 0 });
      expect(bookmarkedIds((await client.get('/api/bookmarks/')).body)).toEqual([]);
      expect(cart.setCookies.has(GUEST_COOKIE)).toBe(false);
      expect(await guestCount()).toBe(0);
    });

    it('adds to a guest cart kept under an HttpOnly guest cookie whose token is stored only hashed', async () => {
      const client = await visitor();
      const added = await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT, quantity: 2 });
      expect(added.status).toBe(200);
      expect(quantities(added.body)).toEqual({ [SHOP_PRODUCT]: 2 });
      const cookie = added.setCookies.get(GUEST_COOKIE);
      expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
      const attributes = (cookie?.attributes ?? []).map((a) => a.toLowerCase());
      expect(attributes).toEqual(
        expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', `max-age=${GUEST_TTL_MS / 1000}`]),
      );
      expect(added.headers['cache-control']).toBe('private, no-store');

      const rows = await t.db.select({ tokenHash: guests.tokenHash }).from(guests);
      const token = cookie?.value ?? '';
      expect(rows).toEqual([{ tokenHash: createHash('sha256').update(token).digest('hex') }]);

      await client.post('/api/cart/add/', { product_id: OTHER_SHOP_PRODUCT });
      const read = await client.get('/api/cart/');
      expect(quantities(read.body)).toEqual({ [SHOP_PRODUCT]: 2, [OTHER_SHOP_PRODUCT]: 1 });
      expect(read.headers['cache-control']).toBe('private, no-store');
      expect(cartOf(read.body).item_count).toBe(3);
    });

    it('is refused more than the stock (400 outOfStock) and the refused add leaves no guest behind', async () => {
      await setStock(SHOP_PRODUCT, 2);
      const client = await visitor();
      const refused = await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT, quantity: 3 });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(MESSAGES.server.outOfStock);
      expect(refused.setCookies.has(GUEST_COOKIE)).toBe(false);
      expect(await guestCount()).toBe(0);
      await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT, quantity: 2 });
      const more = await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT, quantity: 1 });
      expect(more.status).toBe(400);
      const line = cartOf((await client.get('/api/cart/')).body).items[0];
      const update = await client.put(`/api/cart/update/${line?.id ?? 0}/`, { quantity: 3 });
      expect(update.status).toBe(400);
      expect(quantities((await client.get('/api/cart/')).body)).toEqual({ [SHOP_PRODUCT]: 2 });
    });

    it('cannot add or bookmark a product that is not public (404)', async () => {
      await t.db.update(products).set({ sellerSuspended: true }).where(eq(products.id, SHOP_PRODUCT));
      const client = await visitor();
      expect((await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT })).status).toBe(404);
      expect((await client.post('/api/bookmarks/toggle/', { product_id: SHOP_PRODUCT })).status).toBe(404);
      expect(await guestCount()).toBe(0);
    });

    it('changes, removes and clears its own lines, and toggles and removes its own bookmarks', async () => {
      const client = await visitor();
      await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT });
      const added = await client.post('/api/cart/add/', { product_id: OTHER_SHOP_PRODUCT });
      const [first, second] = cartOf(added.body).items;
      expect(
        quantities((await client.put(`/api/cart/update/${first?.id ?? 0}/`, { quantity: 2 })).body),
      ).toEqual({
        [SHOP_PRODUCT]: 2,
        [OTHER_SHOP_PRODUCT]: 1,
      });
      expect(quantities((await client.delete(`/api/cart/remove/${second?.id ?? 0}/`)).body)).toEqual({
        [SHOP_PRODUCT]: 2,
      });
      expect(cartOf((await client.delete('/api/cart/clear/')).body).items).toEqual([]);

      const marked = await client.post('/api/bookmarks/toggle/', { product_id: SHOP_PRODUCT });
      expect(bookmarkedIds(marked.body)).toEqual([SHOP_PRODUCT]);
      const unmarked = await client.post('/api/bookmarks/toggle/', { product_id: SHOP_PRODUCT });
      expect(bookmarkedIds(unmarked.body)).toEqual([]);
      const again = await client.post('/api/bookmarks/toggle/', { product_id: OTHER_SHOP_PRODUCT });
      const id = z.parse(BookmarksResponse, again.body).bookmarks[0]?.id ?? 0;
      expect(bookmarkedIds((await client.delete(`/api/bookmarks/${id}/`)).body)).toEqual([]);
    });

    it("never reads or changes another guest's cart lines or bookmarks (403), nor a user's", async () => {
      const alice = await visitor();
      const bob = await visitor();
      const added = await alice.post('/api/cart/add/', { product_id: SHOP_PRODUCT });
      const lineId = cartOf(added.body).items[0]?.id ?? 0;
      const marked = await alice.post('/api/bookmarks/toggle/', { product_id: SHOP_PRODUCT });
      const bookmarkId = z.parse(BookmarksResponse, marked.body).bookmarks[0]?.id ?? 0;

      expect(cartOf((await bob.get('/api/cart/')).body).items).toEqual([]);
      expect(bookmarkedIds((await bob.get('/api/bookmarks/')).body)).toEqual([]);
      // Bob without a guest yet, then with one of his own.
      expect((await bob.put(`/api/cart/update/${lineId}/`, { quantity: 2 })).status).toBe(403);
      await bob.post('/api/cart/add/', { product_id: OTHER_SHOP_PRODUCT });
      expect((await bob.put(`/api/cart/update/${lineId}/`, { quantity: 2 })).status).toBe(403);
      expect((await bob.delete(`/api/cart/remove/${lineId}/`)).status).toBe(403);
      expect((await bob.delete(`/api/bookmarks/${bookmarkId}/`)).status).toBe(403);
      expect((await bob.delete('/api/cart/remove/999999/')).status).toBe(404);
      await bob.delete('/api/cart/clear/');
      expect(quantities((await alice.get('/api/cart/')).body)).toEqual({ [SHOP_PRODUCT]: 1 });
      expect(bookmarkedIds((await alice.get('/api/bookmarks/')).body)).toEqual([SHOP_PRODUCT]);

      // A signed-in user cannot reach a guest's line either, nor a guest a user's.
      const user = await visitor();
      await user.register();
      expect((await user.delete(`/api/cart/remove/${lineId}/`)).status).toBe(403);
      const own = await user.post('/api/cart/add/', { product_id: OTHER_SHOP_PRODUCT });
      const userLine = cartOf(own.body).items[0]?.id ?? 0;
      expect((await alice.delete(`/api/cart/remove/${userLine}/`)).status).toBe(403);
    });

    it('gets an empty cart for a made-up or expired guest cookie, which is cleared; the purge removes expired guests', async () => {
      const made = t.client();
      made.cookies.set(GUEST_COOKIE, 'x'.repeat(43));
      const read = await made.get('/api/cart/');
      expect(cartOf(read.body).items).toEqual([]);
      expect(read.setCookies.get(GUEST_COOKIE)?.value).toBe('');

      const client = await visitor();
      await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT });
      await t.db.update(guests).set({ expiresAt: sql`now() - interval '1 second'` });
      expect(cartOf((await client.get('/api/cart/')).body).items).toEqual([]);
      expect(client.cookies.has(GUEST_COOKIE)).toBe(false);
      expect(await purgeExpiredGuests(t.db)).toBe(1);
      expect(await guestCount()).toBe(0);
      const left = await t.db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(sql`${cartItems.guestId} IS NOT NULL`);
      expect(left).toEqual([]);
    });

    it('is refused a write with a csrftoken cookie but a wrong X-CSRFToken (403), creating nothing', async () => {
      const client = await visitor();
      const refused = await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT }, { csrf: 'wrong' });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(MESSAGES.server.csrf);
      expect(await guestCount()).toBe(0);
    });

    it(`holds at most ${GUEST_MAX_CART_LINES} products in its cart and ${GUEST_MAX_BOOKMARKS} bookmarks (400)`, async () => {
      // Enough public products: copies of product 1 (every column but the id and generated ones).
      const columns = await queryRows<{ column_name: string }>(
        t.db,
        sql`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema()
            AND table_name = 'products' AND is_generated = 'NEVER' AND column_name <> 'id'`,
      );
      const list = columns.map((c) => `"${c.column_name}"`).join(', ');
      await t.db.execute(
        sql.raw(
          `INSERT INTO products (${list}) SELECT ${list} FROM products, generate_series(1, ${GUEST_MAX_BOOKMARKS}) WHERE id = 1`,
        ),
      );
      const ids = (await t.db.select({ id: products.id }).from(products).orderBy(products.id)).map(
        (p) => p.id,
      );
      const client = await visitor();
      await client.post('/api/cart/add/', { product_id: ids[0] });
      await client.post('/api/bookmarks/toggle/', { product_id: ids[0] });
      const [guest] = await t.db.select({ id: guests.id }).from(guests);
      const guestId = guest?.id ?? 0;
      await t.db
        .insert(cartItems)
        .values(ids.slice(1, GUEST_MAX_CART_LINES).map((productId) => ({ guestId, productId, quantity: 1 })));
      await t.db
        .insert(bookmarks)
        .values(ids.slice(1, GUEST_MAX_BOOKMARKS).map((productId) => ({ guestId, productId })));

      const full = await client.post('/api/cart/add/', { product_id: ids[GUEST_MAX_CART_LINES] });
      expect(full.status).toBe(400);
      expect(full.body.error).toBe(MESSAGES.server.guestCartFull);
      // More of a product already in the cart is still fine.
      expect((await client.post('/api/cart/add/', { product_id: ids[0] })).status).toBe(200);
      const fullMarks = await client.post('/api/bookmarks/toggle/', { product_id: ids[GUEST_MAX_BOOKMARKS] });
      expect(fullMarks.status).toBe(400);
      expect(fullMarks.body.error).toBe(MESSAGES.server.guestBookmarksFull);
      expect(cartOf((await client.get('/api/cart/')).body).items).toHaveLength(GUEST_MAX_CART_LINES);
      // A signed-in cart has no such cap: signing up brings all of them along.
      await client.register();
      const merged = cartOf((await client.get('/api/cart/')).body).items;
      expect(merged).toHaveLength(GUEST_MAX_CART_LINES);
      expect((await client.post('/api/cart/add/', { product_id: ids[GUEST_MAX_CART_LINES] })).status).toBe(
        200,
      );
    });
  });

  describe('given a visitor who signs up', () => {
    it('finds the two products added as a visitor in the new account’s cart, and the guest is gone', async () => {
      const client = await visitor();
      await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT, quantity: 2 });
      await client.post('/api/cart/add/', { product_id: SELLERS_OWN_PRODUCT });
      await client.post('/api/bookmarks/toggle/', { product_id: OTHER_SHOP_PRODUCT });
      const { res } = await client.register();
      expect(res.status).toBe(201);
      expect(res.setCookies.get(GUEST_COOKIE)?.value).toBe('');
      expect(client.cookies.has(GUEST_COOKIE)).toBe(false);
      expect(quantities((await client.get('/api/cart/')).body)).toEqual({
        [SHOP_PRODUCT]: 2,
        [SELLERS_OWN_PRODUCT]: 1,
      });
      expect(bookmarkedIds((await client.get('/api/bookmarks/')).body)).toEqual([OTHER_SHOP_PRODUCT]);
      expect(await guestCount()).toBe(0);
      // Signed out, the browser is a visitor with an empty cart again.
      await client.post('/api/auth/logout/');
      expect(cartOf((await client.get('/api/cart/')).body).items).toEqual([]);
    });
  });

  describe('given a visitor who signs in to an account with a cart', () => {
    it('sums quantities below the stock in full', async () => {
      await setStock(SHOP_PRODUCT, 10);
      const account = await accountWith({ [SHOP_PRODUCT]: 2 });
      const client = await visitor();
      await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT, quantity: 3 });
      await client.login(account.email, account.password);
      expect(quantities((await client.get('/api/cart/')).body)).toEqual({ [SHOP_PRODUCT]: 5 });
    });

    it("drops the guest's lines of the user's own listings", async () => {
      const client = await visitor();
      await client.post('/api/cart/add/', { product_id: SELLERS_OWN_PRODUCT });
      await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT });
      const seller = t.client();
      await seller.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
      const before = quantities((await seller.get('/api/cart/')).body);
      expect((await client.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password)).status).toBe(200);
      const after = quantities((await client.get('/api/cart/')).body);
      expect(after[SELLERS_OWN_PRODUCT]).toBe(before[SELLERS_OWN_PRODUCT]);
      expect(after[SHOP_PRODUCT]).toBe((before[SHOP_PRODUCT] ?? 0) + 1);
      expect(await guestCount()).toBe(0);
    });

    it('drops guest lines of products hidden since they were added', async () => {
      const account = await accountWith({});
      const client = await visitor();
      await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT });
      await client.post('/api/cart/add/', { product_id: OTHER_SHOP_PRODUCT });
      await t.db.update(products).set({ sellerSuspended: true }).where(eq(products.id, OTHER_SHOP_PRODUCT));
      await client.login(account.email, account.password);
      expect(quantities((await client.get('/api/cart/')).body)).toEqual({ [SHOP_PRODUCT]: 1 });
    });

    it('merges once: the same guest cookie sent again at a later sign-in brings nothing', async () => {
      const account = await accountWith({});
      const client = await visitor();
      await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT, quantity: 2 });
      const token = client.cookies.get(GUEST_COOKIE) ?? '';
      await client.login(account.email, account.password);
      await client.post('/api/auth/logout/');
      client.cookies.set(GUEST_COOKIE, token);
      await client.login(account.email, account.password);
      expect(quantities((await client.get('/api/cart/')).body)).toEqual({ [SHOP_PRODUCT]: 2 });
    });

    it('merges nothing when the password is wrong: the guest cart stays the visitor’s', async () => {
      const account = await accountWith({ [OTHER_SHOP_PRODUCT]: 1 });
      const client = await visitor();
      await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT, quantity: 2 });
      await client.post('/api/bookmarks/toggle/', { product_id: SHOP_PRODUCT });
      const failed = await client.login(account.email, 'not the password');
      expect(failed.status).toBe(401);
      expect(failed.setCookies.has(GUEST_COOKIE)).toBe(false);
      expect(quantities((await client.get('/api/cart/')).body)).toEqual({ [SHOP_PRODUCT]: 2 });
      expect(bookmarkedIds((await client.get('/api/bookmarks/')).body)).toEqual([SHOP_PRODUCT]);
      const owner = t.client();
      await owner.login(account.email, account.password);
      expect(quantities((await owner.get('/api/cart/')).body)).toEqual({ [OTHER_SHOP_PRODUCT]: 1 });
      expect(bookmarkedIds((await owner.get('/api/bookmarks/')).body)).toEqual([]);
    });

    it('does not merge into the demo account (refused cart changes); the guest cart stays for after', async () => {
      const demo = t.client();
      await demo.loginDemo();
      const demoBefore = quantities((await demo.get('/api/cart/')).body);
      const client = await visitor();
      await client.post('/api/cart/add/', { product_id: SHOP_PRODUCT, quantity: 2 });
      expect((await client.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).status).toBe(200);
      expect(quantities((await client.get('/api/cart/')).body)).toEqual(demoBefore);
      await client.post('/api/auth/logout/');
      expect(quantities((await client.get('/api/cart/')).body)).toEqual({ [SHOP_PRODUCT]: 2 });
    });
  });
});
