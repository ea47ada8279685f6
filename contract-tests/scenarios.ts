/**
 * The contract scenario suite (ARCHITECTURE "One contract, three implementations"): the same
 * journeys run against the MSW handlers (msw.test.ts) and against the real server
 * (server.test.ts). If the two disagree, a test fails.
 *
 * Only what the contract defines is asserted: every body is checked against the endpoint's
 * response schema by the client, failures are `{ success: false, error: string }`, and the
 * statuses are:
 * - 2xx  success (200 or 201; the suite only asserts "ok");
 * - 400  bad input (query, path id or body fails the contract schema), e-mail taken, second
 *        comment on a product, quantity beyond stock, empty cart at checkout;
 * - 401  a visitor (no session) calls an endpoint with access 'user'; wrong password at login
 *        ('Invalid credentials');
 * - 402  the simulated provider declines the card (MESSAGES.server.cardDeclined);
 * - 403  missing or wrong X-CSRFToken (MESSAGES.server.csrf); the demo user on an endpoint with
 *        `testUserBlocked` (that exact text); another user's product, comment, cart line,
 *        bookmark, order or profile;
 * - 404  unknown product ('Product not found'), unknown checkout session, unknown id.
 * Shared meanings: cart item_count is the sum of quantities; DELETE /bookmarks/{id}/ takes the
 * bookmark's id; a new listing comes first in GET /customer-products/; the sample catalogue of
 * @shop/mocks/fixtures is loaded (30 public products, ids 1..30) after every `reset()`.
 */
import { deflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, MESSAGES, endpoints, type EndpointName } from '@shop/api-client/contract';
import { SELLER_ACCOUNT, SHOP_ACCOUNT } from '@shop/mocks/fixtures';
import { ContractClient } from './client.ts';

/** Where the suite runs: an API base address and hooks to start, stop and restore it. */
export interface ContractTarget {
  name: string;
  /** The API base, e.g. `http://localhost/api`. */
  baseUrl: string;
  setup(): Promise<void>;
  teardown(): Promise<void>;
  /** Restores the sample data and forgets sessions (runs after every test). */
  reset(): Promise<void>;
}

const PAID_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Sam Seller' };
const DECLINED_CARD = { ...PAID_CARD, cardNumber: '4000 0000 0000 0002' };

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real `size` x `size` RGB PNG filled with one colour, encoded here (no file, no network). */
export function makePng(size = 8, rgb: [number, number, number] = [37, 99, 235]): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Uint8Array): Buffer => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = [0, ...Array.from({ length: size }, () => rgb).flat()];
  const pixels = Buffer.from(Array.from({ length: size }, () => row).flat());
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', new Uint8Array()),
  ]);
  return new Uint8Array(png);
}

/** The multipart body of the product form (spec sections 3 and 5), with one PNG image. */
function productForm(overrides: Record<string, string> = {}, withImage = true): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    name: 'Handmade Ceramic Mug',
    price: '18.50',
    category: 'Home & Kitchen',
    tags: 'mug, ceramic, handmade',
    description: 'A stoneware mug thrown by hand.',
    detailedDescription: 'Each mug is thrown on the wheel and glazed in a speckled oat finish.',
    percentageOff: '10',
    itemsInStock: '5',
    onSale: 'false',
    specialOffer: 'false',
    suspend: 'false',
    inStock: 'true',
    featured: 'true',
    popular: 'true',
    new: 'true',
    bullet_1: '350 ml',
    bullet_2: 'Dishwasher safe',
    bullet_3: '',
    bullet_4: 'Made in Stoke-on-Trent',
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (withImage) form.append('images', new Blob([makePng()], { type: 'image/png' }), 'mug.png');
  return form;
}

/**
 * Registers the contract scenarios for `target` (vitest describe blocks): browse, sign up, log in,
 * cart, bookmarks, comments, listings with upload, checkout, orders, test-user refusals, CSRF and
 * visitor refusals. `target.reset()` runs after every test.
 */
export function defineContractSuite(target: ContractTarget): void {
  const client = () => new ContractClient(target.baseUrl);
  const signIn = async (account: { email: string; password: string }) => {
    const c = client();
    await c.ok('login', { body: account });
    return c;
  };

  describe(`contract: ${target.name}`, () => {
    beforeAll(() => target.setup());
    afterEach(() => target.reset());
    afterAll(() => target.teardown());

    describe('given a visitor browsing', () => {
      it('pages the 30 sample products 9 at a time', async () => {
        const first = await client().ok('listProducts');
        expect(first.products).toHaveLength(9);
        expect(first.pagination).toEqual({ page: 1, pageSize: 9, totalPages: 4, totalItems: 30 });
        const last = await client().ok('listProducts', { query: { page: 4 } });
        expect(last.products).toHaveLength(3);
        const ids = [first, last].flatMap((page) => page.products.map((p) => p.id));
        expect(new Set(ids).size).toBe(12);
      });

      it('honours pageSize and the category filter', async () => {
        const page = await client().ok('listProducts', {
          query: { category: 'Electronics', pageSize: 2, page: 1 },
        });
        expect(page.products).toHaveLength(2);
        expect(page.products.every((p) => p.category === 'Electronics')).toBe(true);
        expect(page.pagination).toMatchObject({ page: 1, pageSize: 2, totalItems: 5, totalPages: 3 });
      });

      it('refuses a page of 0 with 400', async () => {
        expect(await client().call('listProducts', { query: { page: 0 } })).toMatchObject({
          ok: false,
          status: 400,
        });
      });

      it('finds products by trimmed, case-insensitive text', async () => {
        const plain = await client().ok('searchProducts', { query: { q: 'headphones' } });
        const shouted = await client().ok('searchProducts', { query: { q: '  HEADPHONES  ' } });
        expect(plain.products.map((p) => p.id)).toContain(1);
        expect(shouted.products.map((p) => p.id)).toEqual(plain.products.map((p) => p.id));
      });

      it('lists a category by name (q), every product for an empty q', async () => {
        const furniture = await client().ok('filterProducts', { query: { q: 'Furniture' } });
        expect(furniture.products.map((p) => p.id).sort((a, b) => a - b)).toEqual([2, 11]);
        const all = await client().ok('filterProducts', { query: { q: '' } });
        expect(all.pagination?.totalItems ?? all.products.length).toBe(30);
      });

      it('shows one product with its comments', async () => {
        const { product } = await client().ok('getProduct', { params: { id: 1 } });
        expect(product).toMatchObject({
          id: 1,
          name: 'Aurora Wireless Noise-Cancelling Headphones',
          price: 149.99,
        });
        const { comments } = await client().ok('getComments', { params: { id: 1 } });
        expect(comments.length).toBeGreaterThan(0);
        expect(comments.every((c) => c.product_id === 1)).toBe(true);
      });

      it('answers 404 Product not found for an unknown id', async () => {
        expect(await client().call('getProduct', { params: { id: 99999 } })).toEqual({
          ok: false,
          status: 404,
          error: MESSAGES.products.notFound,
        });
      });
    });

    describe('given sign up and log in', () => {
      it('signs up a new shopper who then has an empty cart', async () => {
        const shopper = client();
        const { user } = await shopper.ok('register', {
          body: {
            email: 'new.shopper@example.com',
            password: 'longenough1',
            first_name: 'Nia',
            last_name: 'Jones',
          },
        });
        expect(user).toMatchObject({
          email: 'new.shopper@example.com',
          first_name: 'Nia',
          last_name: 'Jones',
        });
        expect(user.customer.is_test_user).toBe(false);
        expect((await shopper.ok('getCart')).cart).toEqual({ items: [], item_count: 0, total_price: 0 });
      });

      it('refuses an e-mail that is taken, and a short password, with 400', async () => {
        const taken = await client().call('register', {
          body: { email: SELLER_ACCOUNT.email, password: 'longenough1', first_name: 'A', last_name: 'B' },
        });
        expect(taken).toMatchObject({ ok: false, status: 400 });
        const short = await client().call('register', {
          body: { email: 'short@example.com', password: 'short', first_name: 'A', last_name: 'B' },
        });
        expect(short).toMatchObject({ ok: false, status: 400 });
      });

      it('logs in with the right password and refuses the wrong one with 401 Invalid credentials', async () => {
        const seller = client();
        const { user } = await seller.ok('login', { body: SELLER_ACCOUNT });
        expect(user).toMatchObject({ email: SELLER_ACCOUNT.email, first_name: 'Sam', last_name: 'Seller' });
        expect(
          await client().call('login', {
            body: { email: SELLER_ACCOUNT.email, password: 'not-the-password' },
          }),
        ).toEqual({
          ok: false,
          status: 401,
          error: MESSAGES.user.invalidCredentials,
        });
      });

      it('logs out: the session no longer works', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        await seller.ok('logout');
        expect(await seller.call('getCart')).toMatchObject({ ok: false, status: 401 });
      });
    });

    describe('given a signed-in shopper with a cart', () => {
      it('adds, updates, removes and clears cart lines, answering the whole cart each time', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const added = (await seller.ok('addToCart', { body: { product_id: 1, quantity: 1 } })).cart;
        expect(added).toMatchObject({ item_count: 1, total_price: 149.99 });
        const line = added.items.find((i) => i.product.id === 1);
        expect(line?.quantity).toBe(1);
        const updated = (
          await seller.ok('updateCartItem', { params: { itemId: line?.id ?? 0 }, body: { quantity: 3 } })
        ).cart;
        expect(updated).toMatchObject({ item_count: 3, total_price: 449.97 });
        const two = (await seller.ok('addToCart', { body: { product_id: 4 } })).cart;
        expect(two.items).toHaveLength(2);
        expect(two).toMatchObject({ item_count: 4, total_price: 514.97 });
        const removed = (await seller.ok('removeCartItem', { params: { itemId: line?.id ?? 0 } })).cart;
        expect(removed.items.map((i) => i.product.id)).toEqual([4]);
        expect((await seller.ok('clearCart')).cart).toEqual({ items: [], item_count: 0, total_price: 0 });
      });

      it('refuses a quantity beyond the stock with 400 and an unknown product with 404', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        expect(await seller.call('addToCart', { body: { product_id: 1, quantity: 31 } })).toMatchObject({
          ok: false,
          status: 400,
        });
        expect(await seller.call('addToCart', { body: { product_id: 99999 } })).toMatchObject({
          ok: false,
          status: 404,
        });
        expect((await seller.ok('getCart')).cart.items).toHaveLength(0);
      });

      it("refuses to touch another user's cart line with 403", async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const line = (await seller.ok('addToCart', { body: { product_id: 2 } })).cart.items[0];
        const shop = await signIn(SHOP_ACCOUNT);
        expect(await shop.call('removeCartItem', { params: { itemId: line?.id ?? 0 } })).toMatchObject({
          ok: false,
          status: 403,
        });
        expect((await seller.ok('getCart')).cart.items).toHaveLength(1);
      });
    });

    describe('given bookmarks', () => {
      it('toggles a product on and off and removes a bookmark by its id', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const on = (await seller.ok('toggleBookmark', { body: { product_id: 3 } })).bookmarks;
        expect(on.map((b) => b.product.id)).toEqual([3]);
        const off = (await seller.ok('toggleBookmark', { body: { product_id: 3 } })).bookmarks;
        expect(off).toEqual([]);
        const again = (await seller.ok('toggleBookmark', { body: { product_id: 7 } })).bookmarks;
        const bookmark = again[0];
        expect(bookmark?.product).toMatchObject({ id: 7, name: 'Timber Town Wooden Train Set' });
        const removed = (await seller.ok('removeBookmark', { params: { id: bookmark?.id ?? 0 } })).bookmarks;
        expect(removed).toEqual([]);
        expect((await seller.ok('getBookmarks')).bookmarks).toEqual([]);
      });
    });

    describe('given comments', () => {
      it('adds, updates and deletes a comment, one per product', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const { comment } = await seller.ok('addComment', {
          params: { id: 6 },
          body: { text: '  A gripping read.  ', rating: 5 },
        });
        expect(comment).toMatchObject({
          text: 'A gripping read.',
          rating: 5,
          product_id: 6,
          username: 'samseller',
        });
        const second = await seller.call('addComment', {
          params: { id: 6 },
          body: { text: 'Again', rating: 4 },
        });
        expect(second).toEqual({ ok: false, status: 400, error: MESSAGES.server.commentExists });
        const updated = await seller.ok('updateComment', {
          params: { id: comment.id },
          body: { text: 'Even better on re-reading.', rating: 4 },
        });
        expect(updated.comment).toMatchObject({
          id: comment.id,
          text: 'Even better on re-reading.',
          rating: 4,
        });
        const mine = (await seller.ok('getMyComments')).comments;
        expect(mine.find((c) => c.id === comment.id)?.product_name).toBe(
          "The Cartographer's Daughter (Hardback)",
        );
        await seller.ok('deleteComment', { params: { id: comment.id } });
        const left = (await client().ok('getComments', { params: { id: 6 } })).comments;
        expect(left.map((c) => c.id)).not.toContain(comment.id);
      });

      it('refuses an empty text and a rating outside 1-5 with 400', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        expect(
          await seller.call('addComment', { params: { id: 6 }, body: { text: '   ', rating: 3 } }),
        ).toMatchObject({
          ok: false,
          status: 400,
        });
        expect(
          await seller.call('addComment', { params: { id: 6 }, body: { text: 'Fine', rating: 0 } }),
        ).toMatchObject({
          ok: false,
          status: 400,
        });
      });

      it("refuses to change or delete another user's comment with 403", async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const { comment } = await seller.ok('addComment', {
          params: { id: 8 },
          body: { text: 'Comfy straps.', rating: 4 },
        });
        const shop = await signIn(SHOP_ACCOUNT);
        expect(
          await shop.call('updateComment', { params: { id: comment.id }, body: { text: 'x', rating: 1 } }),
        ).toMatchObject({
          ok: false,
          status: 403,
        });
        expect(await shop.call('deleteComment', { params: { id: comment.id } })).toMatchObject({
          ok: false,
          status: 403,
        });
      });
    });

    describe('given a seller listing a product with an image', () => {
      it('adds it (multipart with a PNG), lists it first, updates it and deletes it', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const { product } = await seller.ok('addProduct', { form: productForm() });
        expect(product).toMatchObject({
          name: 'Handmade Ceramic Mug',
          price: 18.5,
          category: 'Home & Kitchen',
        });
        expect(product.images).toHaveLength(1);
        expect(product.images[0]?.image_url).not.toBe('');
        expect(product.bullet_points.map((b) => b.text)).toEqual([
          '350 ml',
          'Dishwasher safe',
          'Made in Stoke-on-Trent',
        ]);
        const mine = (await seller.ok('listMyProducts')).products;
        expect(mine[0]?.id).toBe(product.id);
        expect((await seller.ok('getMyProduct', { params: { id: product.id } })).product.id).toBe(product.id);
        expect((await client().ok('getProduct', { params: { id: product.id } })).product.name).toBe(
          'Handmade Ceramic Mug',
        );

        const update = new FormData();
        update.append('name', 'Handmade Ceramic Mug, Oat');
        update.append('price', '19.99');
        const updated = await seller.ok('updateMyProduct', { params: { id: product.id }, form: update });
        expect(updated.product).toMatchObject({
          id: product.id,
          name: 'Handmade Ceramic Mug, Oat',
          price: 19.99,
        });

        await seller.ok('deleteMyProduct', { params: { id: product.id } });
        expect(await client().call('getProduct', { params: { id: product.id } })).toMatchObject({
          ok: false,
          status: 404,
        });
      });

      it('refuses a file that is not an image with 400 and saves nothing', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const form = productForm({}, false);
        form.append('images', new Blob(['not really a picture'], { type: 'image/png' }), 'fake.png');
        expect(await seller.call('addProduct', { form })).toMatchObject({ ok: false, status: 400 });
        const names = (await seller.ok('listMyProducts')).products.map((p) => p.name);
        expect(names).not.toContain('Handmade Ceramic Mug');
      });

      it('refuses a form without a name with 400', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        expect(await seller.call('addProduct', { form: productForm({ name: '' }) })).toMatchObject({
          ok: false,
          status: 400,
        });
      });

      it("refuses another user's update and delete with 403 and keeps the product", async () => {
        const shop = await signIn(SHOP_ACCOUNT);
        const update = new FormData();
        update.append('name', 'Not yours');
        expect(await shop.call('updateMyProduct', { params: { id: 25 }, form: update })).toMatchObject({
          ok: false,
          status: 403,
        });
        expect(await shop.call('deleteMyProduct', { params: { id: 25 } })).toMatchObject({
          ok: false,
          status: 403,
        });
        expect(await shop.call('getMyProduct', { params: { id: 25 } })).toMatchObject({
          ok: false,
          status: 403,
        });
        expect((await client().ok('getProduct', { params: { id: 25 } })).product.name).toBe(
          'Bamboo Chopping Board Set',
        );
      });
    });

    describe('given a checkout with the simulated card', () => {
      async function cartOfTwoTrainSets() {
        const seller = await signIn(SELLER_ACCOUNT);
        await seller.ok('addToCart', { body: { product_id: 7, quantity: 2 } });
        return seller;
      }

      it('calculates, pays with 4242, lists the order and empties the cart', async () => {
        const seller = await cartOfTwoTrainSets();
        const { payment } = await seller.ok('calculatePayment');
        expect(payment).toMatchObject({ total_amount: 89, item_count: 2 });
        expect(payment.items[0]).toMatchObject({ product_id: 7, quantity: 2, price: 44.5, subtotal: 89 });
        const { clientSecret, sessionId } = await seller.ok('createCheckoutSession');
        expect((await seller.ok('getSessionStatus', { query: { session_id: sessionId } })).status).toBe(
          'open',
        );
        await seller.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAID_CARD } });
        expect(await seller.ok('getSessionStatus', { query: { session_id: sessionId } })).toEqual({
          success: true,
          status: 'complete',
          customer_email: SELLER_ACCOUNT.email,
        });
        const orders = (await seller.ok('getOrders')).orders;
        const order = orders.find((o) => o.items.some((i) => i.product_id === 7 && i.quantity === 2));
        expect(order).toMatchObject({ item_count: 2, total_amount: 89 });
        expect((await seller.ok('getOrder', { params: { id: order?.id ?? 0 } })).order.id).toBe(order?.id);
        expect((await seller.ok('getCart')).cart).toEqual({ items: [], item_count: 0, total_price: 0 });
        expect((await client().ok('getProduct', { params: { id: 7 } })).product.itemsInStock).toBe(28);
      });

      it('declines 4000 0000 0000 0002 with 402 and changes nothing', async () => {
        const seller = await cartOfTwoTrainSets();
        const before = (await seller.ok('getOrders')).orders.length;
        const { clientSecret, sessionId } = await seller.ok('createCheckoutSession');
        expect(
          await seller.call('confirmSimulatedPayment', { body: { clientSecret, ...DECLINED_CARD } }),
        ).toEqual({
          ok: false,
          status: 402,
          error: MESSAGES.server.cardDeclined,
        });
        expect((await seller.ok('getSessionStatus', { query: { session_id: sessionId } })).status).toBe(
          'open',
        );
        expect((await seller.ok('getOrders')).orders).toHaveLength(before);
        expect((await seller.ok('getCart')).cart.item_count).toBe(2);
        expect((await client().ok('getProduct', { params: { id: 7 } })).product.itemsInStock).toBe(30);
      });

      it('refuses a checkout of an empty cart with 400 and an unknown session with 404', async () => {
        const shop = await signIn(SHOP_ACCOUNT);
        expect(await shop.call('createCheckoutSession')).toMatchObject({ ok: false, status: 400 });
        expect(
          await shop.call('getSessionStatus', { query: { session_id: 'cs_test_unknown' } }),
        ).toMatchObject({
          ok: false,
          status: 404,
        });
      });
    });

    describe('given orders', () => {
      it("shows the demo user's sample orders and refuses them to another user with 403", async () => {
        const demo = await signIn(DEMO_ACCOUNT);
        const orders = (await demo.ok('getOrders')).orders;
        expect(orders.length).toBeGreaterThanOrEqual(1);
        const id = orders[0]?.id ?? 0;
        expect((await demo.ok('getOrder', { params: { id } })).order.id).toBe(id);
        const seller = await signIn(SELLER_ACCOUNT);
        expect(await seller.call('getOrder', { params: { id } })).toMatchObject({ ok: false, status: 403 });
      });
    });

    describe('given a profile', () => {
      it('reads and updates your own profile, ignoring fields that are not editable', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const { user } = await seller.ok('login', { body: SELLER_ACCOUNT });
        expect((await seller.ok('getUser', { params: { id: user.id } })).user.email).toBe(
          SELLER_ACCOUNT.email,
        );
        const updated = await seller.ok('updateUser', {
          params: { id: user.id },
          body: { first_name: 'Samuel', city: 'Leeds', id: 999, customer: { id: 999, is_test_user: true } },
        });
        expect(updated.user).toMatchObject({ id: user.id, first_name: 'Samuel', city: 'Leeds' });
        expect(updated.user.customer.is_test_user).toBe(false);
      });

      it("refuses another user's profile with 403", async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const shop = await signIn(SHOP_ACCOUNT);
        const { user } = await seller.ok('login', { body: SELLER_ACCOUNT });
        expect(await shop.call('getUser', { params: { id: user.id } })).toMatchObject({
          ok: false,
          status: 403,
        });
        expect(
          await shop.call('updateUser', { params: { id: user.id }, body: { first_name: 'X' } }),
        ).toMatchObject({
          ok: false,
          status: 403,
        });
      });
    });

    describe('given the demo (test) user', () => {
      it('is refused every blocked action with 403 and the spec text, and nothing changes', async () => {
        const demo = client();
        const { user } = await demo.ok('login', { body: DEMO_ACCOUNT });
        const cart = (await demo.ok('getCart')).cart;
        const bookmarks = (await demo.ok('getBookmarks')).bookmarks;
        const comments = (await demo.ok('getMyComments')).comments;
        const lineId = cart.items[0]?.id ?? 1;
        const bookmarkId = bookmarks[0]?.id ?? 1;
        const commentId = comments[0]?.id ?? 1;
        const blocked: string = MESSAGES.testUser.default;
        const expectRefused = async (
          name: EndpointName,
          result: Promise<{ ok: boolean; status: number }>,
          text = blocked,
        ) => expect(await result, name).toEqual({ ok: false, status: 403, error: text });

        await expectRefused('addToCart', demo.call('addToCart', { body: { product_id: 1 } }));
        await expectRefused('removeCartItem', demo.call('removeCartItem', { params: { itemId: lineId } }));
        await expectRefused('toggleBookmark', demo.call('toggleBookmark', { body: { product_id: 1 } }));
        await expectRefused('removeBookmark', demo.call('removeBookmark', { params: { id: bookmarkId } }));
        await expectRefused('deleteComment', demo.call('deleteComment', { params: { id: commentId } }));
        await expectRefused('addProduct', demo.call('addProduct', { form: productForm() }));
        await expectRefused(
          'updateMyProduct',
          demo.call('updateMyProduct', { params: { id: 1 }, form: productForm() }),
        );
        await expectRefused(
          'deleteMyProduct',
          demo.call('deleteMyProduct', { params: { id: 1 } }),
          MESSAGES.testUser.deleteProduct,
        );
        await expectRefused(
          'updateUser',
          demo.call('updateUser', { params: { id: user.id }, body: { first_name: 'Hacker' } }),
        );

        expect((await demo.ok('getCart')).cart).toEqual(cart);
        expect((await demo.ok('getBookmarks')).bookmarks).toEqual(bookmarks);
        expect((await demo.ok('getMyComments')).comments.map((c) => c.id)).toEqual(comments.map((c) => c.id));
        expect((await demo.ok('getUser', { params: { id: user.id } })).user.first_name).toBe('Demo');
        expect((await client().ok('getProduct', { params: { id: 1 } })).product.name).toBe(
          'Aurora Wireless Noise-Cancelling Headphones',
        );
      });

      it('covers every endpoint the contract marks testUserBlocked', () => {
        const marked = Object.entries(endpoints)
          .filter(([, def]) => 'testUserBlocked' in def)
          .map(([name]) => name)
          .sort();
        expect(marked).toEqual(
          [
            'addProduct',
            'addToCart',
            'deleteComment',
            'deleteMyProduct',
            'removeBookmark',
            'removeCartItem',
            'toggleBookmark',
            'updateMyProduct',
            'updateUser',
          ].sort(),
        );
      });
    });

    describe('given a state change without the CSRF header', () => {
      it('refuses it with 403 CSRF token missing or incorrect, and nothing changes', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        expect(await seller.call('addToCart', { body: { product_id: 1 }, csrf: false })).toEqual({
          ok: false,
          status: 403,
          error: MESSAGES.server.csrf,
        });
        expect(await seller.call('toggleBookmark', { body: { product_id: 1 }, csrf: false })).toMatchObject({
          ok: false,
          status: 403,
        });
        expect((await seller.ok('getCart')).cart.items).toHaveLength(0);
        expect((await seller.ok('getBookmarks')).bookmarks).toHaveLength(0);
      });
    });

    describe('given a visitor (no session)', () => {
      it('is refused every endpoint with access user with 401', async () => {
        const visitor = client();
        const userOnly = (Object.keys(endpoints) as EndpointName[]).filter(
          (name) => endpoints[name].access === 'user',
        );
        for (const name of userOnly) {
          const result = await visitor.call(name, {
            params: { id: 1, itemId: 1 },
            query: name === 'getSessionStatus' ? { session_id: 'cs_test_x' } : undefined,
          });
          expect(result, name).toEqual({ ok: false, status: 401, error: MESSAGES.server.notSignedIn });
        }
      });
    });
  });
}
