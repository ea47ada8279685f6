/**
 * The contract scenario suite (ARCHITECTURE "One contract, three implementations"): the same
 * journeys run against the MSW handlers (msw.test.ts) and against the real server
 * (server.test.ts). If the two disagree, a test fails.
 *
 * Only what the contract defines is asserted: every body is checked against the endpoint's
 * response schema by the client, failures are `{ success: false, error: string }`, and the
 * statuses are:
 * - 2xx  success (200 or 201; the suite only asserts "ok");
 * - 400  bad input (query, path id or body fails the contract schema; a bad postcode is
 *        MESSAGES.server.postcode), e-mail taken, second comment on a product, quantity beyond
 *        stock, empty cart at checkout, paying an expired session (sessionExpired), 'shipped'
 *        without carrier and tracking number (trackingRequired), an 11th saved address
 *        (tooManyAddresses), staff deactivating themselves;
 * - 401  a visitor (no session) calls an endpoint with access 'user' or 'staff'; wrong password
 *        or a deactivated account at login ('Invalid credentials');
 * - 402  the simulated provider declines the card (MESSAGES.server.cardDeclined);
 * - 403  missing or wrong X-CSRFToken (MESSAGES.server.csrf); the demo user on an endpoint with
 *        `testUserBlocked` (that exact text); another user's product, comment, cart line,
 *        bookmark, order, address or profile; moving an order that is not yours to move
 *        (MESSAGES.server.forbidden); a signed-in non-staff user on /admin/ (staffOnly);
 * - 404  unknown product ('Product not found'), unknown checkout session, unknown id;
 * - 409  price, availability or stock changed between opening the checkout session and paying,
 *        or (simulated card form) the cart no longer holds the session's products and quantities
 *        (checkoutChanged: no order, nothing charged); a move that is not an edge of the
 *        fulfilment state machine (transitionRefusedMessage(from, to)); a new stock typed on an
 *        edit form loaded before a sale or cancellation moved it (stockChangedWhileEditing).
 * Prices (decision 019): what a shopper pays is `chargedPricePence` of the product, the same in
 * the product's salePrice, the cart line, the payment line and the order.
 * Shared meanings: cart item_count is the sum of quantities; DELETE /bookmarks/{id}/ takes the
 * bookmark's id; a new listing comes first in GET /customer-products/; the sample catalogue of
 * @shop/sample-catalogue is loaded (30 public products, ids 1..30: 1-20 sold by Olivia Hart
 * (SHOP_ACCOUNT), 21-28 by Sam Seller (SELLER_ACCOUNT), 29-30 by the demo user) with the sample
 * orders and the staff account ADMIN_ACCOUNT after every `reset()`.
 * Accounts (issue 13): a password reset request answers 200 `{ success: true }` for every address
 * (no enumeration); the link's token is read through `target.lastResetLink` (the mocks' mailbox,
 * the server's outbox); new passwords are 8+ characters and not common (400 passwordCommon: the
 * suite uses only passwords both sides refuse); a comment's `username` is its author's display
 * name. The server limits reset requests per client address in memory for the life of the
 * process (10 per 15 minutes; `reset()` does not clear it), so the whole suite asks for at most
 * that many links (9 today). Contact-form messages are limited the same way
 * (CONTACT_MESSAGES_PER_ADDRESS, 5 an hour): the suite sends one.
 */
import { deflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CSRF_COOKIE,
  DEFAULT_DISPATCH_DAYS,
  DEFAULT_SHOP_NAME,
  DEFAULT_SUPPORT_EMAIL,
  DEMO_ACCOUNT,
  MAX_DISPATCH_DAYS,
  FIELD_PROBLEMS,
  CHECKOUT_SESSIONS_PER_LIFETIME,
  MAX_CART_TOTAL_PENCE,
  LEGACY_DEMO_ACCOUNT,
  MAX_OPEN_CHECKOUT_SESSIONS,
  MAX_SAVED_ADDRESSES,
  MESSAGES,
  cartLineProblem,
  outOfStockInCartMessage,
  unavailableInCartMessage,
  MIN_RATING_CHOICES,
  PRICE_BUCKETS,
  PRODUCT_SORTS,
  SUGGESTIONS_LIMIT,
  averageRating,
  displayName,
  endpoints,
  toPence,
  transitionRefusedMessage,
  type DeliveryAddress,
  type EndpointName,
  type ProductSort,
} from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT, SHOP_ACCOUNT, sampleUsers } from '@shop/sample-catalogue';
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
  /**
   * The link of the last password reset message sent to `email` (issue 13), or undefined when
   * none was sent: the mocks' mailbox, the server's outbox. The reset scenarios need it.
   */
  lastResetLink?(email: string): Promise<string | undefined>;
  /**
   * The link of the last e-mail change confirmation sent to the NEW address `email` (decision
   * 044), or undefined: the mocks' mailbox, the server's outbox.
   */
  lastEmailChangeLink?(email: string): Promise<string | undefined>;
  /**
   * The contact-form messages sent so far, oldest first (decision 048): the mocks' mailbox, the
   * server's outbox rendered as the worker would send it.
   */
  contactMessages?(): Promise<{ to: string; subject: string; text: string }[]>;
}

const PAID_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Sam Seller' };
const DECLINED_CARD = { ...PAID_CARD, cardNumber: '4000 0000 0000 0002' };
/** A UK delivery address as a shopper types it (the postcode in lower case, without its space). */
const SHIPPING: DeliveryAddress = {
  name: 'Nia Jones',
  line1: '1 Harbour Road',
  line2: '',
  city: 'Bristol',
  postcode: 'bs14dj',
};
/** SHIPPING's postcode as stored (normalised by the `postcode` library). */
const SHIPPING_POSTCODE = 'BS1 4DJ';
/** The card form's body: the paying card and the delivery address. */
const PAY = { ...PAID_CARD, shipping: SHIPPING };

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A real `size` x `size` RGB PNG filled with one colour, encoded here (no file, no network);
 * `claimed` puts another size in its header (an image to be refused before decoding).
 */
export function makePng(
  size = 8,
  rgb: [number, number, number] = [37, 99, 235],
  claimed?: { width: number; height: number },
): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Uint8Array): Buffer => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(claimed?.width ?? size, 0);
  header.writeUInt32BE(claimed?.height ?? size, 4);
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

/** The part of a zod (mini) schema's definition the field walk reads. */
interface SchemaNode {
  _zod: {
    def: { type: string; shape?: Record<string, SchemaNode>; innerType?: SchemaNode; in?: SchemaNode };
  };
}

/**
 * Every leaf field of a JSON body schema as a dotted path (`email`, `shipping.postcode`),
 * looking through optional, nullable and pipe wrappers into nested objects.
 */
export function bodyFieldPaths(schema: unknown, prefix = ''): string[] {
  const def = (schema as SchemaNode)._zod.def;
  const inner = def.innerType ?? def.in;
  if (inner !== undefined && def.type !== 'object') return bodyFieldPaths(inner, prefix);
  if (def.type === 'object' && def.shape !== undefined) {
    return Object.entries(def.shape).flatMap(([key, child]) =>
      bodyFieldPaths(child, prefix === '' ? key : `${prefix}.${key}`),
    );
  }
  return prefix === '' ? [] : [prefix];
}

/** `{ a: { b: value } }` for the path `a.b`. */
function bodyWith(path: string, value: string): Record<string, unknown> {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

/** The 400 text for a bad character in `field` (contract describeBadText). */
const badTextError = (field: string) =>
  `${MESSAGES.server.invalidRequest} ${field}: ${FIELD_PROBLEMS.badCharacter}`;
/** The 400 text for a field that is not a whole number (contract wholeNumber). */
const notWholeError = (field: string) =>
  `${MESSAGES.server.invalidRequest} ${field}: ${FIELD_PROBLEMS.wholeNumber}`;

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
  /** The user id of `account` (signs in on a client of its own). */
  const idOf = async (account: { email: string; password: string }) =>
    (await client().ok('login', { body: account })).user.id;
  /** Registers a new account (signed in on the returned client); names Nia Jones by default. */
  let registered = 0;
  const register = async (overrides: { email?: string; first_name?: string; last_name?: string } = {}) => {
    registered += 1;
    const account = {
      email: overrides.email ?? `account.${registered}@example.com`,
      password: 'my first passphrase',
    };
    const c = client();
    const { user } = await c.ok('register', {
      body: {
        ...account,
        first_name: overrides.first_name ?? 'Nia',
        last_name: overrides.last_name ?? 'Jones',
      },
    });
    return { client: c, account, user };
  };
  /** The token of the last e-mail change link sent to the new address `email` (decision 044). */
  const emailChangeTokenFor = async (email: string): Promise<string> => {
    if (target.lastEmailChangeLink === undefined)
      throw new Error(`${target.name} has no lastEmailChangeLink hook`);
    const link = await target.lastEmailChangeLink(email);
    const token = link === undefined ? null : new URL(link).searchParams.get('token');
    if (token === null || token === '') throw new Error(`no confirmation link was sent to ${email}`);
    return token;
  };
  /** The token of the last reset link sent to `email` (issue 13); throws when none was sent. */
  const resetTokenFor = async (email: string): Promise<string> => {
    if (target.lastResetLink === undefined) throw new Error(`${target.name} has no lastResetLink hook`);
    const link = await target.lastResetLink(email);
    const token = link === undefined ? null : new URL(link).searchParams.get('token');
    if (token === null || token === '') throw new Error(`no reset link was sent to ${email}`);
    return token;
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

    describe('given search suggestions as you type (issue 11)', () => {
      const suggest = async (q: string) =>
        (await client().ok('suggestProducts', { query: { q } })).suggestions.map((s) => s.id);

      it('suggests the headphones for a prefix, a typo and any case, best first', async () => {
        expect((await suggest('headph'))[0]).toBe(1);
        expect((await suggest('hedphones'))[0]).toBe(1);
        expect((await suggest('  HEADPHONES '))[0]).toBe(1);
      });

      it('ignores accents', async () => {
        expect(await suggest('giclee')).toContain(20);
        expect(await suggest('GICLÉE')).toContain(20);
      });

      it(`suggests at most ${SUGGESTIONS_LIMIT}, each once, and none for blank text`, async () => {
        const many = await suggest('co');
        expect(many.length).toBeGreaterThan(0);
        expect(many.length).toBeLessThanOrEqual(SUGGESTIONS_LIMIT);
        expect(new Set(many).size).toBe(many.length);
        expect(await suggest('')).toEqual([]);
        expect(await suggest('   ')).toEqual([]);
      });

      it('never suggests a product that is not public', async () => {
        expect(await suggest('bamboo')).toContain(25);
        const admin = await signIn(ADMIN_ACCOUNT);
        await admin.ok('adminModerateListing', { params: { id: 25 }, body: { adminApproved: false } });
        expect(await suggest('bamboo')).not.toContain(25);
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
          display_name: 'Nia J.',
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
        expect(await seller.call('getAddresses')).toMatchObject({ ok: false, status: 401 });
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

      it('carries the price charged (salePrice) beside the list price, as the product does (decision 047)', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        // Product 3: 79.95 at 50% off, charged 39.98 (decision 019); product 1 is not discounted.
        await seller.ok('toggleBookmark', { body: { product_id: 3 } });
        const { bookmarks } = await seller.ok('toggleBookmark', { body: { product_id: 1 } });
        const listed = (await client().ok('getProduct', { params: { id: 1 } })).product;
        expect(bookmarks.find((b) => b.product.id === 3)?.product).toMatchObject({
          price: 79.95,
          salePrice: 39.98,
        });
        expect(bookmarks.find((b) => b.product.id === 1)?.product).toMatchObject({
          price: listed.price,
          salePrice: null,
        });
      });
    });

    describe("given a seller's dispatch time (decision 047)", () => {
      it('gives a listing without one the default and keeps the one the seller chose', async () => {
        expect((await client().ok('getProduct', { params: { id: 1 } })).product.dispatchDays).toBe(
          DEFAULT_DISPATCH_DAYS,
        );
        const seller = await signIn(SELLER_ACCOUNT);
        const { product } = await seller.ok('addProduct', { form: productForm({}, false) });
        expect(product.dispatchDays).toBe(DEFAULT_DISPATCH_DAYS);
        const chosen = await seller.ok('addProduct', { form: productForm({ dispatchDays: '5' }, false) });
        expect(chosen.product.dispatchDays).toBe(5);
        expect(
          (await client().ok('getProduct', { params: { id: chosen.product.id } })).product.dispatchDays,
        ).toBe(5);

        const update = new FormData();
        update.append('dispatchDays', '1');
        const updated = await seller.ok('updateMyProduct', { params: { id: product.id }, form: update });
        expect(updated.product.dispatchDays).toBe(1);
        const rename = new FormData();
        rename.append('name', 'Renamed Mug');
        const renamed = await seller.ok('updateMyProduct', { params: { id: product.id }, form: rename });
        expect(renamed.product.dispatchDays).toBe(1);
      });

      it('refuses a dispatch time that is not a whole number of days up to the limit with 400, changing nothing', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        for (const bad of ['-1', String(MAX_DISPATCH_DAYS + 1), 'two', '1.5']) {
          expect(
            await seller.call('addProduct', { form: productForm({ dispatchDays: bad }, false) }),
          ).toMatchObject({
            ok: false,
            status: 400,
          });
        }
        const { product } = await seller.ok('addProduct', { form: productForm({}, false) });
        const update = new FormData();
        update.append('dispatchDays', String(MAX_DISPATCH_DAYS + 1));
        expect(
          await seller.call('updateMyProduct', { params: { id: product.id }, form: update }),
        ).toMatchObject({
          ok: false,
          status: 400,
        });
        expect((await seller.ok('getMyProduct', { params: { id: product.id } })).product.dispatchDays).toBe(
          DEFAULT_DISPATCH_DAYS,
        );
      });
    });

    describe('given a guest cart and guest bookmarks (issue 11, decision 032)', () => {
      /** The cart of `c` as product id -> quantity. */
      const quantitiesOf = async (c: ContractClient) =>
        Object.fromEntries((await c.ok('getCart')).cart.items.map((i) => [i.product.id, i.quantity]));
      const bookmarkedOf = async (c: ContractClient) =>
        (await c.ok('getBookmarks')).bookmarks.map((b) => b.product.id);

      it('lets a visitor add two products, sign up and find them in the cart, with the bookmarks', async () => {
        const visitor = client();
        expect((await visitor.ok('getCart')).cart).toEqual({ items: [], item_count: 0, total_price: 0 });
        expect(await bookmarkedOf(visitor)).toEqual([]);
        await visitor.ok('addToCart', { body: { product_id: 1, quantity: 2 } });
        const two = (await visitor.ok('addToCart', { body: { product_id: 4 } })).cart;
        expect(two).toMatchObject({ item_count: 3 });
        await visitor.ok('toggleBookmark', { body: { product_id: 7 } });
        await visitor.ok('register', {
          body: {
            email: 'guest.signs.up@example.com',
            password: 'my first passphrase',
            first_name: 'Nia',
            last_name: 'Jones',
          },
        });
        expect(await quantitiesOf(visitor)).toEqual({ 1: 2, 4: 1 });
        expect(await bookmarkedOf(visitor)).toEqual([7]);
        await visitor.ok('logout');
        expect((await visitor.ok('getCart')).cart.items).toEqual([]);
      });

      it('sums the quantities of a product in both carts at sign-in, capped at its stock', async () => {
        const { itemsInStock } = (await client().ok('getProduct', { params: { id: 5 } })).product;
        expect(itemsInStock).toBeGreaterThanOrEqual(3);
        const { client: owner, account } = await register();
        await owner.ok('addToCart', { body: { product_id: 5, quantity: itemsInStock - 1 } });
        await owner.ok('logout');
        const visitor = client();
        await visitor.ok('addToCart', { body: { product_id: 5, quantity: 2 } });
        await visitor.ok('addToCart', { body: { product_id: 6 } });
        await visitor.ok('login', { body: account });
        expect(await quantitiesOf(visitor)).toEqual({ 5: itemsInStock, 6: 1 });
      });

      it("drops the guest's lines of the signed-in seller's own listings", async () => {
        const visitor = client();
        await visitor.ok('addToCart', { body: { product_id: 21 } });
        await visitor.ok('addToCart', { body: { product_id: 2 } });
        await visitor.ok('login', { body: SELLER_ACCOUNT });
        expect(await quantitiesOf(visitor)).toEqual({ 2: 1 });
      });

      it('unites the bookmarks without duplicates at sign-in', async () => {
        const { client: owner, account } = await register();
        await owner.ok('toggleBookmark', { body: { product_id: 3 } });
        await owner.ok('logout');
        const visitor = client();
        await visitor.ok('toggleBookmark', { body: { product_id: 8 } });
        await visitor.ok('toggleBookmark', { body: { product_id: 3 } });
        await visitor.ok('login', { body: account });
        expect(await bookmarkedOf(visitor)).toEqual([3, 8]);
      });

      it('merges nothing when the password is wrong', async () => {
        const { client: owner, account } = await register();
        await owner.ok('logout');
        const visitor = client();
        await visitor.ok('addToCart', { body: { product_id: 9 } });
        expect(
          await visitor.call('login', { body: { ...account, password: 'not my passphrase' } }),
        ).toMatchObject({
          ok: false,
          status: 401,
        });
        expect(await quantitiesOf(visitor)).toEqual({ 9: 1 });
        expect(await quantitiesOf(await signIn(account))).toEqual({});
      });

      it("refuses a visitor another visitor's cart line or bookmark with 403 and shows them nothing of it", async () => {
        const alice = client();
        const line = (await alice.ok('addToCart', { body: { product_id: 2 } })).cart.items[0];
        const bookmark = (await alice.ok('toggleBookmark', { body: { product_id: 2 } })).bookmarks[0];
        const bob = client();
        await bob.ok('addToCart', { body: { product_id: 3 } });
        expect(await quantitiesOf(bob)).toEqual({ 3: 1 });
        expect(
          await bob.call('updateCartItem', { params: { itemId: line?.id ?? 0 }, body: { quantity: 2 } }),
        ).toMatchObject({ ok: false, status: 403 });
        expect(await bob.call('removeCartItem', { params: { itemId: line?.id ?? 0 } })).toMatchObject({
          ok: false,
          status: 403,
        });
        expect(await bob.call('removeBookmark', { params: { id: bookmark?.id ?? 0 } })).toMatchObject({
          ok: false,
          status: 403,
        });
        expect(await quantitiesOf(alice)).toEqual({ 2: 1 });
        expect(await bookmarkedOf(alice)).toEqual([2]);
      });

      it('refuses a visitor more than the stock with 400, as a user', async () => {
        const { itemsInStock } = (await client().ok('getProduct', { params: { id: 1 } })).product;
        const visitor = client();
        expect(
          await visitor.call('addToCart', { body: { product_id: 1, quantity: itemsInStock + 1 } }),
        ).toMatchObject({ ok: false, status: 400, error: MESSAGES.server.outOfStock });
        expect((await visitor.ok('getCart')).cart.items).toEqual([]);
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
          // The author's display name (issue 13), never the username or the e-mail.
          username: 'Sam S.',
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

    describe('given reviews (issue 11, decision 028)', () => {
      /** The product's comments' ratings as a 1..5-star histogram, their count and averageRating. */
      const summaryOfComments = (ratings: number[]) => {
        const histogram = [1, 2, 3, 4, 5].map((star) => ratings.filter((r) => r === star).length);
        const sum = ratings.reduce((a, b) => a + b, 0);
        return { count: ratings.length, average: averageRating(sum, ratings.length), histogram };
      };
      const ratingsOf = async (productId: number) =>
        (await client().ok('getComments', { params: { id: productId } })).comments.map((c) => c.rating);

      it("gives a product the average of its reviews' ratings, their count and a 1-5 histogram, everywhere it is listed", async () => {
        const before = summaryOfComments(await ratingsOf(6));
        const page = await client().ok('getProduct', { params: { id: 6 } });
        expect(page.review_summary).toEqual(before);
        expect(page.product).toMatchObject({ rating: before.average, review_count: before.count });

        const seller = await signIn(SELLER_ACCOUNT);
        const { comment } = await seller.ok('addComment', {
          params: { id: 6 },
          body: { text: 'A gripping read.', rating: 5 },
        });
        const added = summaryOfComments(await ratingsOf(6));
        expect(added.count).toBe(before.count + 1);
        expect(added.histogram[4]).toBe((before.histogram[4] ?? 0) + 1);
        const afterAdd = await client().ok('getProduct', { params: { id: 6 } });
        expect(afterAdd.review_summary).toEqual(added);
        expect(afterAdd.product).toMatchObject({ rating: added.average, review_count: added.count });
        // Lists, category pages and searches carry the same figures.
        const listed = (await client().ok('listProducts', { query: { pageSize: 9 } })).products.find(
          (p) => p.id === 6,
        );
        expect(listed).toMatchObject({ rating: added.average, review_count: added.count });
        const inCategory = (
          await client().ok('filterProducts', { query: { q: afterAdd.product.category } })
        ).products.find((p) => p.id === 6);
        expect(inCategory).toMatchObject({ rating: added.average, review_count: added.count });

        await seller.ok('updateComment', { params: { id: comment.id }, body: { text: 'Slow.', rating: 1 } });
        const rerated = (await client().ok('getProduct', { params: { id: 6 } })).review_summary;
        expect(rerated).toEqual(summaryOfComments(await ratingsOf(6)));
        expect(rerated.histogram[0]).toBe((before.histogram[0] ?? 0) + 1);
        expect(rerated.histogram[4]).toBe(before.histogram[4]);

        await seller.ok('deleteComment', { params: { id: comment.id } });
        expect((await client().ok('getProduct', { params: { id: 6 } })).review_summary).toEqual(before);
      });

      it('answers rating 0, review_count 0 and an empty histogram for a product without reviews', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const { product } = await seller.ok('addProduct', { form: productForm() });
        expect(product).toMatchObject({ rating: 0, review_count: 0 });
        expect((await client().ok('getProduct', { params: { id: product.id } })).review_summary).toEqual({
          average: 0,
          count: 0,
          histogram: [0, 0, 0, 0, 0],
        });
      });

      it('marks a review a verified purchase only when its author has a paid, shipped or delivered order with the product', async () => {
        // The demo user's sample orders: product 1 processing (paid), product 4 delivered.
        const demo = client();
        const { user: demoUser } = await demo.ok('login', { body: DEMO_ACCOUNT });
        const demoReview = async (productId: number) =>
          (await client().ok('getComments', { params: { id: productId } })).comments.find(
            (c) => c.user_id === demoUser.id,
          );
        expect((await demoReview(1))?.verified_purchase).toBe(true);
        expect((await demoReview(4))?.verified_purchase).toBe(true);

        // Sam Seller's sample orders: products 8, 10, 16 shipped; product 12 pending (not paid).
        const seller = await signIn(SELLER_ACCOUNT);
        const shipped = await seller.ok('addComment', {
          params: { id: 8 },
          body: { text: 'Comfy.', rating: 4 },
        });
        expect(shipped.comment.verified_purchase).toBe(true);
        const pending = await seller.ok('addComment', {
          params: { id: 12 },
          body: { text: 'Nice.', rating: 4 },
        });
        expect(pending.comment.verified_purchase).toBe(false);
        const never = await seller.ok('addComment', {
          params: { id: 6 },
          body: { text: 'Good.', rating: 4 },
        });
        expect(never.comment.verified_purchase).toBe(false);
        const listed = (await client().ok('getComments', { params: { id: 8 } })).comments.find(
          (c) => c.id === shipped.comment.id,
        );
        expect(listed?.verified_purchase).toBe(true);
        const mine = (await seller.ok('getMyComments')).comments;
        expect(mine.find((c) => c.id === never.comment.id)?.verified_purchase).toBe(false);

        // A cancelled order (refunded) no longer counts.
        const admin = await signIn(ADMIN_ACCOUNT);
        const processing = (await demo.ok('getOrders')).orders.find(
          (o) => o.status === 'processing' && o.items.some((i) => i.product_id === 1),
        );
        await admin.ok('updateOrderStatus', {
          params: { id: processing?.id ?? 0 },
          body: { status: 'cancelled' },
        });
        expect((await demoReview(1))?.verified_purchase).toBe(false);
      });

      it('relates up to 4 public products to a product, never itself, those of its category first, newest first', async () => {
        const electronics = (
          await client().ok('filterProducts', { query: { q: 'Electronics' } })
        ).products.map((p) => p.id);
        const related = (await client().ok('getRelatedProducts', { params: { id: 1 } })).products;
        expect(related.map((p) => p.id)).toEqual(
          electronics
            .filter((id) => id !== 1)
            .sort((a, b) => b - a)
            .slice(0, 4),
        );
        // Furniture has 2 and 11 only: 11 first, then the newest of the other categories.
        const chair = (await client().ok('getRelatedProducts', { params: { id: 2 } })).products;
        expect(chair.map((p) => p.id)).toEqual([11, 30, 29, 28]);
        expect(chair[0]?.category).toBe('Furniture');
        expect(chair.slice(1).every((p) => p.category !== 'Furniture')).toBe(true);
        // Products that are not public are never related.
        const admin = await signIn(ADMIN_ACCOUNT);
        await admin.ok('adminModerateListing', {
          params: { id: 11 },
          body: { suspend: true, reason: 'Counterfeit' },
        });
        const afterSuspend = (await client().ok('getRelatedProducts', { params: { id: 2 } })).products;
        expect(afterSuspend.map((p) => p.id)).toEqual([30, 29, 28, 27]);
        expect(await client().call('getRelatedProducts', { params: { id: 99999 } })).toEqual({
          ok: false,
          status: 404,
          error: MESSAGES.products.notFound,
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

      it('refuses an image too large to decode (1 x 39,000,000 px) with 400 imageDimensions and saves nothing', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const form = productForm({}, false);
        const bomb = makePng(8, [0, 0, 0], { width: 1, height: 39_000_000 });
        form.append('images', new Blob([bomb], { type: 'image/png' }), 'tall.png');
        expect(await seller.call('addProduct', { form })).toEqual({
          ok: false,
          status: 400,
          error: MESSAGES.server.imageDimensions,
        });
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
        expect(payment.items[0]).toMatchObject({
          product_id: 7,
          quantity: 2,
          price: 44.5,
          original_price: 44.5,
          subtotal: 89,
        });
        const { clientSecret, sessionId } = await seller.ok('createCheckoutSession');
        expect((await seller.ok('getSessionStatus', { query: { session_id: sessionId } })).status).toBe(
          'open',
        );
        await seller.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
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
          await seller.call('confirmSimulatedPayment', {
            body: { clientSecret, ...DECLINED_CARD, shipping: SHIPPING },
          }),
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

    describe('given sort and filters (issue 11, decision 030)', () => {
      type Listed = {
        id: number;
        price: number;
        salePrice: number | null;
        rating: number;
        review_count: number;
      };
      type ListedFull = Listed & {
        category: string;
        inStock: boolean;
        itemsInStock: number;
        created_at: string;
      };
      /** What one unit costs, pence: salePrice ?? price (decision 019). */
      const pence = (p: Listed) => toPence(p.salePrice ?? p.price);
      const inStock = (p: ListedFull) => p.inStock && p.itemsInStock > 0;
      /** Every public product (one page of 100: the sample has 30). */
      const everything = async (): Promise<ListedFull[]> =>
        (await client().ok('listProducts', { query: { pageSize: 100 } })).products;
      /** True when each neighbour pair of `items` is in order by `before` (a <= b). */
      const ordered = <T>(items: T[], before: (a: T, b: T) => boolean) =>
        items.every((item, i) => i === 0 || before(items[i - 1] as T, item));

      it('orders each sort as it says, over every public product', async () => {
        const all = await everything();
        for (const sort of PRODUCT_SORTS) {
          const { products, pagination } = await client().ok('listProducts', {
            query: { sort, pageSize: 100 },
          });
          expect(pagination?.totalItems).toBe(all.length);
          expect(products.map((p) => p.id).sort((a, b) => a - b)).toEqual(
            all.map((p) => p.id).sort((a, b) => a - b),
          );
          const checks: Record<ProductSort, (a: ListedFull, b: ListedFull) => boolean> = {
            relevance: (a, b) => a.id < b.id,
            price_asc: (a, b) => pence(a) < pence(b) || (pence(a) === pence(b) && a.id < b.id),
            price_desc: (a, b) => pence(a) > pence(b) || (pence(a) === pence(b) && a.id > b.id),
            rating: (a, b) =>
              a.rating > b.rating ||
              (a.rating === b.rating &&
                (a.review_count > b.review_count || (a.review_count === b.review_count && a.id > b.id))),
            newest: (a, b) =>
              Date.parse(a.created_at) > Date.parse(b.created_at) ||
              (a.created_at === b.created_at && a.id > b.id),
          };
          expect(ordered(products, checks[sort]), sort).toBe(true);
        }
        // The sample really has different prices and ratings, so the orders above differ.
        const cheapest = await client().ok('listProducts', { query: { sort: 'price_asc', pageSize: 1 } });
        const dearest = await client().ok('listProducts', { query: { sort: 'price_desc', pageSize: 1 } });
        expect(pence(cheapest.products[0] as Listed)).toBeLessThan(pence(dearest.products[0] as Listed));
      });

      it('keeps only products passing every filter, on lists, category pages and searches', async () => {
        const all = await everything();
        const cases = [
          {
            query: { min_price: 25, max_price: 100 },
            test: (p: ListedFull) => pence(p) >= 2500 && pence(p) < 10000,
          },
          { query: { min_rating: 4 }, test: (p: ListedFull) => p.rating >= 4 },
          { query: { in_stock: 'true' }, test: inStock },
          {
            query: { category: 'Electronics', max_price: 150, sort: 'price_desc' },
            test: (p: ListedFull) => p.category === 'Electronics' && pence(p) < 15000,
          },
        ] as const;
        for (const { query, test } of cases) {
          const { products, pagination } = await client().ok('listProducts', {
            query: { ...query, pageSize: 100 },
          });
          expect(products.every(test), JSON.stringify(query)).toBe(true);
          expect(pagination?.totalItems, JSON.stringify(query)).toBe(all.filter(test).length);
        }
        const electronics = await client().ok('filterProducts', {
          query: { q: 'Electronics', min_rating: 3 },
        });
        expect(electronics.products.every((p) => p.category === 'Electronics' && p.rating >= 3)).toBe(true);
        const found = await client().ok('searchProducts', { query: { q: 'headphones', pageSize: 100 } });
        const cheapFound = await client().ok('searchProducts', {
          query: { q: 'headphones', max_price: 100, sort: 'price_asc', pageSize: 100 },
        });
        const foundIds = found.products.map((p) => p.id);
        expect(cheapFound.products.every((p) => foundIds.includes(p.id) && pence(p) < 10000)).toBe(true);
        expect(cheapFound.products.map((p) => p.id).sort((a, b) => a - b)).toEqual(
          found.products
            .filter((p) => pence(p) < 10000)
            .map((p) => p.id)
            .sort((a, b) => a - b),
        );
      });

      it('counts each facet without its own filter, the total with every filter', async () => {
        const all = await everything();
        const { facets } = await client().ok('getProductFacets', { query: { category: 'Furniture' } });
        const furniture = all.filter((p) => p.category === 'Furniture').length;
        expect(facets.total).toBe(furniture);
        expect(facets.categories.find((c) => c.value === 'Furniture')?.count).toBe(furniture);
        expect(facets.categories.find((c) => c.value === 'Electronics')?.count).toBe(
          all.filter((p) => p.category === 'Electronics').length,
        );
        expect(facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(all.length);
        expect(facets.categories.every((c) => c.count > 0)).toBe(true);
        // Each bucket and rating choice counts the chosen category only (its filter applies).
        expect(facets.price_ranges.reduce((sum, r) => sum + r.count, 0)).toBe(furniture);
        expect(facets.price_ranges.map((r) => [r.min, r.max])).toEqual(
          PRICE_BUCKETS.map((b) => [b.min, b.max]),
        );
        expect(facets.ratings.map((r) => r.min)).toEqual([...MIN_RATING_CHOICES]);

        const priced = await client().ok('getProductFacets', { query: { min_price: 50, max_price: 100 } });
        const inRange = all.filter((p) => pence(p) >= 5000 && pence(p) < 10000);
        expect(priced.facets.total).toBe(inRange.length);
        // The price facet ignores the price filter: its buckets still count every product.
        expect(priced.facets.price_ranges.reduce((sum, r) => sum + r.count, 0)).toBe(all.length);
        for (const bucket of priced.facets.price_ranges)
          expect(bucket.count).toBe(
            all.filter(
              (p) =>
                pence(p) >= toPence(bucket.min) && (bucket.max === null || pence(p) < toPence(bucket.max)),
            ).length,
          );
        for (const choice of priced.facets.ratings)
          expect(choice.count).toBe(inRange.filter((p) => p.rating >= choice.min).length);
        expect(priced.facets.in_stock).toBe(inRange.filter(inStock).length);
        const listed = await client().ok('listProducts', { query: { min_price: 50, max_price: 100 } });
        expect(listed.pagination?.totalItems).toBe(priced.facets.total);
      });

      it('refuses bad sort and filter values with 400', async () => {
        const bad = [{ sort: 'cheapest' }, { min_rating: 6 }, { min_price: 'abc' }, { in_stock: 'perhaps' }];
        for (const query of bad) {
          for (const name of ['listProducts', 'searchProducts', 'filterProducts'] as const)
            expect(await client().call(name, { query }), `${name} ${JSON.stringify(query)}`).toMatchObject({
              ok: false,
              status: 400,
            });
        }
        expect(await client().call('getProductFacets', { query: { min_rating: 6 } })).toMatchObject({
          ok: false,
          status: 400,
        });
      });
    });

    describe('given one price (decision 019)', () => {
      it('charges the same discounted price in the product, the cart line, the payment and the order', async () => {
        const buyer = await signIn(SELLER_ACCOUNT);
        // 199.99 at 50% off is 9999.5p, charged 100.00; 79.95 at 50% off is 3997.5p, charged 39.98.
        const watch = (await client().ok('getProduct', { params: { id: 5 } })).product;
        const casserole = (await client().ok('getProduct', { params: { id: 3 } })).product;
        expect(watch).toMatchObject({ price: 199.99, salePrice: 100 });
        expect(casserole).toMatchObject({ price: 79.95, salePrice: 39.98 });
        expect((await client().ok('getProduct', { params: { id: 1 } })).product.salePrice).toBeNull();

        await buyer.ok('addToCart', { body: { product_id: 5, quantity: 1 } });
        const { cart } = await buyer.ok('addToCart', { body: { product_id: 3, quantity: 3 } });
        expect(cart.items.find((i) => i.product.id === 5)).toMatchObject({
          unit_price: 100,
          line_total: 100,
        });
        expect(cart.items.find((i) => i.product.id === 3)).toMatchObject({
          unit_price: 39.98,
          line_total: 119.94,
        });
        expect(cart.total_price).toBe(219.94);

        const { payment } = await buyer.ok('calculatePayment');
        expect(payment.total_amount).toBe(219.94);
        expect(payment.items.find((i) => i.product_id === 5)).toMatchObject({
          price: 100,
          original_price: 199.99,
          subtotal: 100,
        });
        expect(payment.items.find((i) => i.product_id === 3)).toMatchObject({
          price: 39.98,
          original_price: 79.95,
          subtotal: 119.94,
        });

        const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
        await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
        const order = (await buyer.ok('getOrders')).orders.find((o) => o.checkout_session_id === sessionId);
        expect(order).toMatchObject({ total_amount: 219.94, item_count: 4, status: 'processing' });
        expect(order?.items.find((i) => i.product_id === 3)).toMatchObject({
          product_price: 39.98,
          total_price: 119.94,
        });
      });
    });

    describe('mocks and server agree on stock at checkout', () => {
      it('refuses to open a checkout session for more than the stock with a 400 that names the product', async () => {
        const buyer = await signIn(SELLER_ACCOUNT);
        await buyer.ok('addToCart', { body: { product_id: 7, quantity: 2 } });
        const shop = await signIn(SHOP_ACCOUNT);
        const update = new FormData();
        update.append('itemsInStock', '1');
        const { product } = await shop.ok('updateMyProduct', { params: { id: 7 }, form: update });
        expect(await buyer.call('createCheckoutSession')).toEqual({
          ok: false,
          status: 400,
          error: outOfStockInCartMessage(product.name),
        });
      });

      it("refuses to charge with 409 checkoutChanged when the seller switched 'in stock' off meanwhile", async () => {
        const buyer = await signIn(SELLER_ACCOUNT);
        await buyer.ok('addToCart', { body: { product_id: 7, quantity: 2 } });
        const { clientSecret } = await buyer.ok('createCheckoutSession');
        const shop = await signIn(SHOP_ACCOUNT);
        const update = new FormData();
        update.append('inStock', 'false');
        const changed = await shop.ok('updateMyProduct', { params: { id: 7 }, form: update });
        expect(changed.product).toMatchObject({ inStock: false, itemsInStock: 30 });
        expect(await buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } })).toEqual({
          ok: false,
          status: 409,
          error: MESSAGES.server.checkoutChanged,
        });
      });

      it("refuses to raise a cart line's quantity when the seller switched 'in stock' off", async () => {
        const buyer = await signIn(SELLER_ACCOUNT);
        const { cart } = await buyer.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
        const lineId = cart.items[0]?.id ?? 0;
        const shop = await signIn(SHOP_ACCOUNT);
        const update = new FormData();
        update.append('inStock', 'false');
        await shop.ok('updateMyProduct', { params: { id: 7 }, form: update });
        expect(
          await buyer.call('updateCartItem', { params: { itemId: lineId }, body: { quantity: 2 } }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.server.outOfStock });
      });
    });

    describe('given stock that moves while the seller works on the listing (decision 042)', () => {
      /** SELLER_ACCOUNT buys `quantity` of product 7 (SHOP_ACCOUNT's, 30 in stock); answers the order id. */
      async function buyTrainSets(quantity: number) {
        const buyer = await signIn(SELLER_ACCOUNT);
        await buyer.ok('addToCart', { body: { product_id: 7, quantity } });
        const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
        await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
        const order = (await buyer.ok('getOrders')).orders.find((o) => o.checkout_session_id === sessionId);
        return order?.id ?? 0;
      }
      /** The storefront's edit form of product 7 as loaded with `loaded`, saving `itemsInStock` and `name`. */
      const editForm = (loaded: number, itemsInStock: string, name: string) =>
        productForm({ name, itemsInStock, loadedItemsInStock: String(loaded), productId: '7' }, false);

      it('keeps a sale when an edit form loaded before it saves, and refuses a new stock typed on it with 409', async () => {
        const shop = await signIn(SHOP_ACCOUNT);
        const loaded = (await shop.ok('getMyProduct', { params: { id: 7 } })).product;
        expect(loaded.itemsInStock).toBe(30);
        await buyTrainSets(2);

        const renamed = await shop.ok('updateMyProduct', {
          params: { id: 7 },
          form: editForm(30, '30', 'Wooden train set'),
        });
        expect(renamed.product).toMatchObject({ name: 'Wooden train set', itemsInStock: 28, inStock: true });

        expect(
          await shop.call('updateMyProduct', {
            params: { id: 7 },
            form: editForm(30, '40', 'Steam train set'),
          }),
        ).toEqual({ ok: false, status: 409, error: MESSAGES.server.stockChangedWhileEditing });
        expect((await shop.ok('getMyProduct', { params: { id: 7 } })).product).toMatchObject({
          name: 'Wooden train set',
          itemsInStock: 28,
        });

        const reloaded = await shop.ok('updateMyProduct', {
          params: { id: 7 },
          form: editForm(28, '40', 'Steam train set'),
        });
        expect(reloaded.product).toMatchObject({ name: 'Steam train set', itemsInStock: 40 });
        // Without the loaded stock (an API client) the units sent are the stock (decision 021).
        const direct = new FormData();
        direct.append('itemsInStock', '12');
        expect(
          (await shop.ok('updateMyProduct', { params: { id: 7 }, form: direct })).product.itemsInStock,
        ).toBe(12);
        const bad = new FormData();
        bad.append('loadedItemsInStock', 'twelve');
        expect(await shop.call('updateMyProduct', { params: { id: 7 }, form: bad })).toEqual({
          ok: false,
          status: 400,
          error: notWholeError('loadedItemsInStock'),
        });
      });

      it("puts a cancelled order's units back but leaves the seller's 'in stock' switch off", async () => {
        const orderId = await buyTrainSets(2);
        const shop = await signIn(SHOP_ACCOUNT);
        const off = new FormData();
        off.append('inStock', 'false');
        await shop.ok('updateMyProduct', { params: { id: 7 }, form: off });
        await shop.ok('updateOrderStatus', { params: { id: orderId }, body: { status: 'cancelled' } });
        expect((await shop.ok('getMyProduct', { params: { id: 7 } })).product).toMatchObject({
          itemsInStock: 30,
          inStock: false,
        });
      });

      it('switches a product sold out by an order back on when that order is cancelled', async () => {
        const shop = await signIn(SHOP_ACCOUNT);
        const two = new FormData();
        two.append('itemsInStock', '2');
        await shop.ok('updateMyProduct', { params: { id: 7 }, form: two });
        const orderId = await buyTrainSets(2);
        expect((await shop.ok('getMyProduct', { params: { id: 7 } })).product).toMatchObject({
          itemsInStock: 0,
          inStock: false,
        });
        await shop.ok('updateOrderStatus', { params: { id: orderId }, body: { status: 'cancelled' } });
        expect((await shop.ok('getMyProduct', { params: { id: 7 } })).product).toMatchObject({
          itemsInStock: 2,
          inStock: true,
        });
      });

      it('stores a listing made or edited with 0 units as not in stock', async () => {
        const shop = await signIn(SHOP_ACCOUNT);
        const { product } = await shop.ok('addProduct', { form: productForm({ itemsInStock: '0' }, false) });
        expect(product).toMatchObject({ itemsInStock: 0, inStock: false });
        const none = new FormData();
        none.append('itemsInStock', '0');
        expect((await shop.ok('updateMyProduct', { params: { id: 7 }, form: none })).product).toMatchObject({
          itemsInStock: 0,
          inStock: false,
        });
      });
    });

    describe('given a cart that changes between opening checkout and paying', () => {
      async function openSessionForTrainSets() {
        const buyer = await signIn(SELLER_ACCOUNT);
        await buyer.ok('addToCart', { body: { product_id: 7, quantity: 2 } });
        const before = (await buyer.ok('getOrders')).orders.length;
        const session = await buyer.ok('createCheckoutSession');
        return { buyer, before, ...session };
      }

      it('refuses to charge a changed price with 409 checkoutChanged, makes no order, and pays the new price next time', async () => {
        const { buyer, before, clientSecret, sessionId } = await openSessionForTrainSets();
        const shop = await signIn(SHOP_ACCOUNT);
        const update = new FormData();
        update.append('price', '40.00');
        await shop.ok('updateMyProduct', { params: { id: 7 }, form: update });

        expect(await buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } })).toEqual({
          ok: false,
          status: 409,
          error: MESSAGES.server.checkoutChanged,
        });
        expect(await buyer.call('getSessionStatus', { query: { session_id: sessionId } })).toEqual({
          ok: false,
          status: 409,
          error: MESSAGES.server.checkoutChanged,
        });
        expect((await buyer.ok('getOrders')).orders).toHaveLength(before);
        expect((await buyer.ok('getCart')).cart).toMatchObject({ item_count: 2, total_price: 80 });
        expect((await client().ok('getProduct', { params: { id: 7 } })).product.itemsInStock).toBe(30);

        const again = await buyer.ok('createCheckoutSession');
        await buyer.ok('confirmSimulatedPayment', { body: { clientSecret: again.clientSecret, ...PAY } });
        const orders = (await buyer.ok('getOrders')).orders;
        expect(orders).toHaveLength(before + 1);
        expect(orders.find((o) => o.checkout_session_id === again.sessionId)?.total_amount).toBe(80);
      });

      it('refuses with 409 checkoutChanged when the stock no longer covers the cart', async () => {
        const { buyer, before, clientSecret } = await openSessionForTrainSets();
        const shop = await signIn(SHOP_ACCOUNT);
        const update = new FormData();
        update.append('itemsInStock', '1');
        await shop.ok('updateMyProduct', { params: { id: 7 }, form: update });
        expect(await buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } })).toEqual({
          ok: false,
          status: 409,
          error: MESSAGES.server.checkoutChanged,
        });
        expect((await buyer.ok('getOrders')).orders).toHaveLength(before);
        expect((await shop.ok('getMyProduct', { params: { id: 7 } })).product.itemsInStock).toBe(1);
      });

      it('refuses with 409 checkoutChanged when staff hid the product meanwhile', async () => {
        const { buyer, before, clientSecret } = await openSessionForTrainSets();
        const admin = await signIn(ADMIN_ACCOUNT);
        await admin.ok('adminModerateListing', { params: { id: 7 }, body: { adminApproved: false } });
        expect(await buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } })).toEqual({
          ok: false,
          status: 409,
          error: MESSAGES.server.checkoutChanged,
        });
        expect((await buyer.ok('getOrders')).orders).toHaveLength(before);
      });

      // Decision 043: the card form shows the cart's total, so the snapshot is charged only for that cart.
      it('refuses with 409 checkoutChanged when a line left the cart while the form was open, takes nothing, and the next session charges what the form shows', async () => {
        const buyer = await signIn(SELLER_ACCOUNT);
        await buyer.ok('addToCart', { body: { product_id: 7, quantity: 2 } });
        const { cart } = await buyer.ok('addToCart', { body: { product_id: 3, quantity: 1 } });
        const before = (await buyer.ok('getOrders')).orders.length;
        const stock = (await client().ok('getProduct', { params: { id: 3 } })).product.itemsInStock;
        const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
        const casserole = cart.items.find((i) => i.product.id === 3);
        const left = (await buyer.ok('removeCartItem', { params: { itemId: casserole?.id ?? 0 } })).cart;
        // What the form shows now: the train sets only.
        const shown = (await buyer.ok('calculatePayment')).payment.total_amount;
        expect(shown).toBe(left.total_price);
        expect(shown).toBeLessThan(cart.total_price);

        expect(await buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } })).toEqual({
          ok: false,
          status: 409,
          error: MESSAGES.server.checkoutChanged,
        });
        expect(await buyer.call('getSessionStatus', { query: { session_id: sessionId } })).toEqual({
          ok: false,
          status: 409,
          error: MESSAGES.server.checkoutChanged,
        });
        expect((await buyer.ok('getOrders')).orders).toHaveLength(before);
        expect((await client().ok('getProduct', { params: { id: 3 } })).product.itemsInStock).toBe(stock);

        const again = await buyer.ok('createCheckoutSession');
        await buyer.ok('confirmSimulatedPayment', { body: { clientSecret: again.clientSecret, ...PAY } });
        const orders = (await buyer.ok('getOrders')).orders;
        expect(orders).toHaveLength(before + 1);
        expect(orders.find((o) => o.checkout_session_id === again.sessionId)).toMatchObject({
          total_amount: shown,
          item_count: 2,
        });
        expect((await client().ok('getProduct', { params: { id: 3 } })).product.itemsInStock).toBe(stock);
        expect((await buyer.ok('getCart')).cart.items).toEqual([]);
      });

      it('refuses with 409 checkoutChanged when a line was added or a quantity changed while the form was open', async () => {
        const { buyer, before, clientSecret } = await openSessionForTrainSets();
        await buyer.ok('addToCart', { body: { product_id: 3, quantity: 1 } });
        expect(await buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } })).toEqual({
          ok: false,
          status: 409,
          error: MESSAGES.server.checkoutChanged,
        });

        const { cart } = await buyer.ok('getCart');
        const casserole = cart.items.find((i) => i.product.id === 3);
        await buyer.ok('removeCartItem', { params: { itemId: casserole?.id ?? 0 } });
        const second = await buyer.ok('createCheckoutSession');
        const trains = cart.items.find((i) => i.product.id === 7);
        await buyer.ok('updateCartItem', { params: { itemId: trains?.id ?? 0 }, body: { quantity: 3 } });
        expect(
          await buyer.call('confirmSimulatedPayment', {
            body: { clientSecret: second.clientSecret, ...PAY },
          }),
        ).toEqual({ ok: false, status: 409, error: MESSAGES.server.checkoutChanged });
        expect((await buyer.ok('getOrders')).orders).toHaveLength(before);
      });

      it(`expires the oldest open session when a user opens more than ${MAX_OPEN_CHECKOUT_SESSIONS}: paying it answers 400 sessionExpired`, async () => {
        const { buyer, before, clientSecret, sessionId } = await openSessionForTrainSets();
        for (let i = 0; i < MAX_OPEN_CHECKOUT_SESSIONS; i += 1) await buyer.ok('createCheckoutSession');
        expect((await buyer.ok('getSessionStatus', { query: { session_id: sessionId } })).status).toBe(
          'expired',
        );
        expect(await buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } })).toEqual({
          ok: false,
          status: 400,
          error: MESSAGES.server.sessionExpired,
        });
        expect((await buyer.ok('getOrders')).orders).toHaveLength(before);
      });
    });

    describe('given one cart in several checkout sessions (decision 046: one cart, one payment)', () => {
      async function sessionsOfOneTrainSet(count: number) {
        const buyer = await signIn(SELLER_ACCOUNT);
        await buyer.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
        const before = (await buyer.ok('getOrders')).orders.length;
        const sessions = [];
        for (let i = 0; i < count; i += 1) sessions.push(await buyer.ok('createCheckoutSession'));
        return { buyer, before, sessions };
      }

      it(`charges one cart once when its ${MAX_OPEN_CHECKOUT_SESSIONS} open sessions are confirmed at once: the others answer 409 checkoutChanged`, async () => {
        const { buyer, before, sessions } = await sessionsOfOneTrainSet(MAX_OPEN_CHECKOUT_SESSIONS);
        const results = await Promise.all(
          sessions.map(({ clientSecret }) =>
            buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } }),
          ),
        );
        expect(results.filter((r) => r.ok)).toHaveLength(1);
        expect(results.filter((r) => !r.ok)).toEqual(
          Array.from({ length: MAX_OPEN_CHECKOUT_SESSIONS - 1 }, () => ({
            ok: false,
            status: 409,
            error: MESSAGES.server.checkoutChanged,
          })),
        );
        expect((await buyer.ok('getOrders')).orders).toHaveLength(before + 1);
        expect((await client().ok('getProduct', { params: { id: 7 } })).product.itemsInStock).toBe(29);
      });

      it('refuses a session opened before another of the same cart was paid, even when the cart is filled again', async () => {
        const { buyer, before, sessions } = await sessionsOfOneTrainSet(2);
        const [first, second] = sessions;
        await buyer.ok('confirmSimulatedPayment', {
          body: { clientSecret: first?.clientSecret ?? '', ...PAY },
        });
        await buyer.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
        expect(
          await buyer.call('confirmSimulatedPayment', {
            body: { clientSecret: second?.clientSecret ?? '', ...PAY },
          }),
        ).toEqual({ ok: false, status: 409, error: MESSAGES.server.checkoutChanged });
        expect((await buyer.ok('getOrders')).orders).toHaveLength(before + 1);
        expect((await buyer.ok('getCart')).cart.item_count).toBe(1);
        const again = await buyer.ok('createCheckoutSession');
        await buyer.ok('confirmSimulatedPayment', { body: { clientSecret: again.clientSecret, ...PAY } });
        expect((await buyer.ok('getOrders')).orders).toHaveLength(before + 2);
      });
    });

    describe('given a cart beyond the most one payment can charge (decision 046)', () => {
      /** SHOP_ACCOUNT prices product 7 (its train set, not discounted) at `pounds`. */
      async function priceTrainSet(pounds: string) {
        const shop = await signIn(SHOP_ACCOUNT);
        const update = new FormData();
        update.append('price', pounds);
        await shop.ok('updateMyProduct', { params: { id: 7 }, form: update });
      }

      it(`refuses adding or raising a quantity beyond £${MAX_CART_TOTAL_PENCE / 100} with 400 cartTotalTooHigh, and keeps the cart`, async () => {
        await priceTrainSet('999999');
        const buyer = await signIn(SELLER_ACCOUNT);
        const { cart } = await buyer.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
        expect(cart.total_price).toBe(999_999);
        const tooMuch = { ok: false, status: 400, error: MESSAGES.server.cartTotalTooHigh };
        expect(await buyer.call('addToCart', { body: { product_id: 7, quantity: 1 } })).toEqual(tooMuch);
        expect(
          await buyer.call('updateCartItem', {
            params: { itemId: cart.items[0]?.id ?? 0 },
            body: { quantity: 2 },
          }),
        ).toEqual(tooMuch);
        expect((await buyer.ok('getCart')).cart).toMatchObject({ item_count: 1, total_price: 999_999 });
      });

      it('refuses to open a checkout session with 400 cartTotalTooHigh when a price rose beyond it', async () => {
        await priceTrainSet('600000');
        const buyer = await signIn(SELLER_ACCOUNT);
        await buyer.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
        await buyer.ok('addToCart', { body: { product_id: 1, quantity: 1 } });
        await priceTrainSet('1000000');
        expect(await buyer.call('createCheckoutSession')).toEqual({
          ok: false,
          status: 400,
          error: MESSAGES.server.cartTotalTooHigh,
        });
      });
    });

    describe('given older clients (decision 046)', () => {
      it('sends every image of a payment line as images [{ id, url, order }], the first also as image_url', async () => {
        const buyer = await signIn(SELLER_ACCOUNT);
        await buyer.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
        const { product } = await client().ok('getProduct', { params: { id: 7 } });
        const line = (await buyer.ok('calculatePayment')).payment.items[0];
        expect(line?.images).toEqual(
          product.images.map((image, order) => ({ id: image.id, url: image.image_url, order })),
        );
        expect(line?.images.length).toBeGreaterThan(0);
        expect(line?.image_url).toBe(line?.images[0]?.url);
      });

      it('sends total_price on every cart line: the line total in pounds, as line_total', async () => {
        const buyer = await signIn(SELLER_ACCOUNT);
        await buyer.ok('addToCart', { body: { product_id: 1, quantity: 3 } });
        const { cart } = await buyer.ok('addToCart', { body: { product_id: 7, quantity: 2 } });
        expect(cart.items.map((i) => [i.product.id, i.total_price, i.line_total])).toEqual([
          [1, 449.97, 449.97],
          [7, 89, 89],
        ]);
        expect((await buyer.ok('getCart')).cart.items.map((i) => i.total_price)).toEqual([449.97, 89]);
      });
    });

    describe('given a shopper who keeps opening checkouts', () => {
      it(`refuses a checkout session beyond ${CHECKOUT_SESSIONS_PER_LIFETIME} unpaid ones within their lifetime with 429 tooManyCheckoutSessions; the newest can still be paid`, async () => {
        const buyer = await signIn(SELLER_ACCOUNT);
        await buyer.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
        const before = (await buyer.ok('getOrders')).orders.length;
        let newest = await buyer.ok('createCheckoutSession');
        for (let i = 1; i < CHECKOUT_SESSIONS_PER_LIFETIME; i += 1)
          newest = await buyer.ok('createCheckoutSession');
        expect(await buyer.call('createCheckoutSession')).toEqual({
          ok: false,
          status: 429,
          error: MESSAGES.server.tooManyCheckoutSessions,
        });
        // The limit stops new provider sessions only: the newest open one is still paid.
        await buyer.ok('confirmSimulatedPayment', { body: { clientSecret: newest.clientSecret, ...PAY } });
        expect((await buyer.ok('getOrders')).orders).toHaveLength(before + 1);
      });
    });

    describe('given a cart of two sellers paid at once', () => {
      it('makes one order per seller with the address; each seller sees theirs in my-sales; the paid lines leave the cart', async () => {
        const buyer = client();
        const { user: me } = await buyer.ok('register', {
          body: {
            email: 'nia.jones@example.com',
            password: 'longenough1',
            first_name: 'Nia',
            last_name: 'Jones',
          },
        });
        await buyer.ok('addToCart', { body: { product_id: 3, quantity: 1 } }); // Olivia Hart's, 39.98
        await buyer.ok('addToCart', { body: { product_id: 22, quantity: 2 } }); // Sam Seller's, 54.50
        const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
        await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
        expect((await buyer.ok('getSessionStatus', { query: { session_id: sessionId } })).status).toBe(
          'complete',
        );

        const orders = (await buyer.ok('getOrders')).orders;
        expect(orders).toHaveLength(2);
        const fromShop = orders.find((o) => o.seller?.name === 'Olivia H.');
        const fromSeller = orders.find((o) => o.seller?.name === 'Sam S.');
        expect(fromShop).toMatchObject({ status: 'processing', total_amount: 39.98, item_count: 1 });
        expect(fromSeller).toMatchObject({ status: 'processing', total_amount: 109, item_count: 2 });
        for (const order of orders) {
          expect(order.checkout_session_id).toBe(sessionId);
          expect(order.shipping_address).toEqual({ ...SHIPPING, postcode: SHIPPING_POSTCODE });
          expect(order.tracking_number).toBeNull();
        }
        const cart = (await buyer.ok('getCart')).cart;
        // The simulated form pays only a cart equal to the session (decision 043): nothing is left.
        expect(cart.items).toEqual([]);

        const seller = await signIn(SELLER_ACCOUNT);
        const sales = (await seller.ok('getMySales')).sales;
        const sale = sales.find((s) => s.id === fromSeller?.id);
        expect(sale).toMatchObject({
          buyer: { id: me.id, name: 'Nia J.' },
          shipping_address: { postcode: SHIPPING_POSTCODE, line1: SHIPPING.line1 },
          total_amount: 109,
        });
        expect(sales.map((s) => s.id)).not.toContain(fromShop?.id);
        expect(sales.every((s) => s.seller?.name === 'Sam S.')).toBe(true);
        const shopSales = (await (await signIn(SHOP_ACCOUNT)).ok('getMySales')).sales;
        expect(shopSales.find((s) => s.id === fromShop?.id)?.buyer).toEqual({ id: me.id, name: 'Nia J.' });
        expect(shopSales.map((s) => s.id)).not.toContain(fromSeller?.id);

        // 'Items sold' on my-listings: the sample order's 1 plus these 2.
        const mine = (await seller.ok('listMyProducts')).products;
        expect(mine.find((p) => p.id === 22)?.itemsSold).toBe(3);
        expect((await client().ok('getProduct', { params: { id: 22 } })).product.itemsInStock).toBe(28);
      });
    });

    describe('given an order to fulfil', () => {
      /** A new shopper buys two suitcases from Sam Seller; answers both parties and the order id. */
      async function paidOrderFromSam() {
        const buyer = client();
        await buyer.ok('register', {
          body: {
            email: 'buyer@example.com',
            password: 'longenough1',
            first_name: 'Bea',
            last_name: 'Buyer',
          },
        });
        await buyer.ok('addToCart', { body: { product_id: 22, quantity: 2 } });
        const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
        await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
        const order = (await buyer.ok('getOrders')).orders.find((o) => o.checkout_session_id === sessionId);
        const seller = await signIn(SELLER_ACCOUNT);
        return { buyer, seller, orderId: order?.id ?? 0 };
      }

      it('lets the seller ship it (tracking required) and deliver it; the buyer sees status and tracking', async () => {
        const { buyer, seller, orderId } = await paidOrderFromSam();
        expect(
          await seller.call('updateOrderStatus', { params: { id: orderId }, body: { status: 'shipped' } }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.server.trackingRequired });
        expect(
          await seller.call('updateOrderStatus', {
            params: { id: orderId },
            body: { status: 'shipped', carrier: 'Royal Mail', tracking_number: '  ' },
          }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.server.trackingRequired });
        expect((await buyer.ok('getOrder', { params: { id: orderId } })).order.status).toBe('processing');

        const shipped = await seller.ok('updateOrderStatus', {
          params: { id: orderId },
          body: { status: 'shipped', carrier: 'Royal Mail', tracking_number: 'RM123456785GB' },
        });
        expect(shipped.order).toMatchObject({
          id: orderId,
          status: 'shipped',
          carrier: 'Royal Mail',
          tracking_number: 'RM123456785GB',
          buyer: { name: 'Bea B.' },
        });
        expect((await buyer.ok('getOrder', { params: { id: orderId } })).order).toMatchObject({
          status: 'shipped',
          carrier: 'Royal Mail',
          tracking_number: 'RM123456785GB',
        });

        const delivered = await seller.ok('updateOrderStatus', {
          params: { id: orderId },
          body: { status: 'delivered' },
        });
        expect(delivered.order).toMatchObject({ status: 'delivered', tracking_number: 'RM123456785GB' });
        expect((await buyer.ok('getOrders')).orders.find((o) => o.id === orderId)?.status).toBe('delivered');

        const admin = await signIn(ADMIN_ACCOUNT);
        const { events } = await admin.ok('adminAuditLog', { query: { order_id: orderId } });
        expect(events.every((e) => e.order_id === orderId)).toBe(true);
        expect(events.slice(0, 2).map((e) => [e.from_status, e.to_status, e.actor?.name])).toEqual([
          ['shipped', 'delivered', 'Sam S.'],
          ['processing', 'shipped', 'Sam S.'],
        ]);
      });

      it('refuses moves that are not edges of the state machine with 409, and changes nothing', async () => {
        const { seller, orderId } = await paidOrderFromSam();
        const move = (status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled') =>
          seller.call('updateOrderStatus', {
            params: { id: orderId },
            body: { status, carrier: 'DPD', tracking_number: '15501234567890' },
          });
        expect(await move('delivered')).toEqual({
          ok: false,
          status: 409,
          error: transitionRefusedMessage('processing', 'delivered'),
        });
        expect(await move('processing')).toEqual({
          ok: false,
          status: 409,
          error: transitionRefusedMessage('processing', 'processing'),
        });
        expect(await move('pending')).toMatchObject({ ok: false, status: 409 });
        expect((await move('shipped')).ok).toBe(true);
        expect(await move('cancelled')).toEqual({
          ok: false,
          status: 409,
          error: transitionRefusedMessage('shipped', 'cancelled'),
        });
        expect(await move('processing')).toEqual({
          ok: false,
          status: 409,
          error: transitionRefusedMessage('shipped', 'processing'),
        });
        const sale = (await seller.ok('getMySales')).sales.find((s) => s.id === orderId);
        expect(sale).toMatchObject({ status: 'shipped', carrier: 'DPD', tracking_number: '15501234567890' });
      });

      it('refuses the buyer and another seller with 403', async () => {
        const { buyer, orderId } = await paidOrderFromSam();
        const shop = await signIn(SHOP_ACCOUNT);
        for (const who of [buyer, shop]) {
          expect(
            await who.call('updateOrderStatus', { params: { id: orderId }, body: { status: 'cancelled' } }),
          ).toEqual({ ok: false, status: 403, error: MESSAGES.server.forbidden });
        }
        expect((await buyer.ok('getOrder', { params: { id: orderId } })).order.status).toBe('processing');
        expect(
          await shop.call('updateOrderStatus', { params: { id: 99999 }, body: { status: 'cancelled' } }),
        ).toMatchObject({ ok: false, status: 404 });
      });

      it('lets staff move any order (a cancellation restocks) and list orders by status and seller', async () => {
        const admin = await signIn(ADMIN_ACCOUNT);
        const demo = await signIn(DEMO_ACCOUNT);
        const processing = (await demo.ok('getOrders')).orders.find((o) => o.status === 'processing');
        expect(processing).toBeDefined();
        const productId = processing?.items[0]?.product_id ?? 0;
        const stock = (await client().ok('getProduct', { params: { id: productId } })).product.itemsInStock;
        const cancelled = await admin.ok('updateOrderStatus', {
          params: { id: processing?.id ?? 0 },
          body: { status: 'cancelled' },
        });
        expect(cancelled.order).toMatchObject({ id: processing?.id, status: 'cancelled' });
        expect((await demo.ok('getOrder', { params: { id: processing?.id ?? 0 } })).order.status).toBe(
          'cancelled',
        );
        const quantity = processing?.items[0]?.quantity ?? 0;
        expect((await client().ok('getProduct', { params: { id: productId } })).product.itemsInStock).toBe(
          stock + quantity,
        );
        const { events } = await admin.ok('adminAuditLog', { query: { order_id: processing?.id ?? 0 } });
        expect(events[0]).toMatchObject({ from_status: 'processing', to_status: 'cancelled' });

        const { user: sam } = await client().ok('login', { body: SELLER_ACCOUNT });
        const bySam = await admin.ok('adminOrders', { query: { seller_id: sam.id } });
        expect(bySam.orders.length).toBeGreaterThan(0);
        expect(bySam.orders.every((o) => o.seller?.id === sam.id)).toBe(true);
        const byStatus = await admin.ok('adminOrders', { query: { status: 'cancelled' } });
        expect(byStatus.orders.map((o) => o.id)).toContain(processing?.id);
        expect(byStatus.orders.every((o) => o.status === 'cancelled')).toBe(true);
        const all = await admin.ok('adminOrders', { query: { pageSize: 1 } });
        expect(all.orders).toHaveLength(1);
        expect(all.pagination).toMatchObject({ page: 1, pageSize: 1 });
        expect(all.pagination.totalItems).toBeGreaterThanOrEqual(bySam.pagination.totalItems + 1);
      });
    });

    describe('given the back office', () => {
      const staffOnly = (Object.keys(endpoints) as EndpointName[]).filter(
        (name) => endpoints[name].access === 'staff',
      );
      /** A valid request of each staff endpoint (so only access can refuse it). */
      const validCall = (name: EndpointName) => ({
        params: { id: 1 },
        body:
          name === 'adminModerateListing'
            ? { suspend: false }
            : name === 'adminSetUserActive'
              ? { is_active: true }
              : undefined,
      });

      it('answers 401 to visitors and 403 staffOnly to signed-in non-staff on every /admin/ endpoint', async () => {
        expect(staffOnly.length).toBeGreaterThanOrEqual(6);
        const visitor = client();
        const seller = await signIn(SELLER_ACCOUNT);
        const demo = await signIn(DEMO_ACCOUNT);
        for (const name of staffOnly) {
          expect(await visitor.call(name, validCall(name)), name).toEqual({
            ok: false,
            status: 401,
            error: MESSAGES.server.notSignedIn,
          });
          for (const user of [seller, demo]) {
            expect(await user.call(name, validCall(name)), name).toEqual({
              ok: false,
              status: 403,
              error: MESSAGES.server.staffOnly,
            });
          }
        }
        expect((await client().ok('getProduct', { params: { id: 1 } })).product.suspend).toBe(false);
      });

      it('hides a listing staff do not approve from every public list, and shows it again when approved', async () => {
        const admin = await signIn(ADMIN_ACCOUNT);
        const moderated = await admin.ok('adminModerateListing', {
          params: { id: 25 },
          body: { adminApproved: false },
        });
        expect(moderated.product).toMatchObject({ id: 25, adminApproved: false });
        const ids = async () => (await client().ok('listProducts', { query: { pageSize: 100 } })).products;
        expect((await ids()).map((p) => p.id)).not.toContain(25);
        expect((await client().ok('listProducts')).pagination.totalItems).toBe(29);
        expect(await client().call('getProduct', { params: { id: 25 } })).toMatchObject({
          ok: false,
          status: 404,
        });
        const search = await client().ok('searchProducts', { query: { q: 'bamboo' } });
        expect(search.products.map((p) => p.id)).not.toContain(25);
        const category = await client().ok('filterProducts', { query: { q: 'Home & Kitchen' } });
        expect(category.products.map((p) => p.id)).not.toContain(25);
        const hidden = await admin.ok('adminListings', { query: { filter: 'hidden' } });
        expect(hidden.products.map((p) => p.id)).toEqual([25]);
        const seller = await signIn(SELLER_ACCOUNT);
        expect((await seller.ok('listMyProducts')).products.map((p) => p.id)).toContain(25);
        const shop = await signIn(SHOP_ACCOUNT);
        expect(await shop.call('addToCart', { body: { product_id: 25 } })).toMatchObject({
          ok: false,
          status: 404,
        });

        await admin.ok('adminModerateListing', { params: { id: 25 }, body: { adminApproved: true } });
        expect((await ids()).map((p) => p.id)).toContain(25);
        expect((await admin.ok('adminListings', { query: { filter: 'hidden' } })).products).toEqual([]);
        expect((await admin.ok('adminListings')).pagination.totalItems).toBe(30);
        expect(
          await admin.call('adminModerateListing', {
            params: { id: 99999 },
            body: { suspend: true, reason: 'Counterfeit' },
          }),
        ).toMatchObject({ ok: false, status: 404 });
      });

      it("keeps a staff hold through the seller's own saves: a reason they see, off sale until staff lift it", async () => {
        const admin = await signIn(ADMIN_ACCOUNT);
        expect(
          await admin.call('adminModerateListing', { params: { id: 25 }, body: { suspend: true } }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.server.holdReasonRequired });
        const held = await admin.ok('adminModerateListing', {
          params: { id: 25 },
          body: { suspend: true, reason: 'Photos\nshow a different product' },
        });
        expect(held.product).toMatchObject({
          id: 25,
          suspend: false,
          hold_reason: 'Photos show a different product',
        });
        const seller = await signIn(SELLER_ACCOUNT);
        const resave = new FormData();
        resave.append('suspend', 'false');
        resave.append('name', 'Bamboo Chopping Board Set');
        const saved = await seller.ok('updateMyProduct', { params: { id: 25 }, form: resave });
        expect(saved.product).toMatchObject({
          suspend: false,
          hold_reason: 'Photos show a different product',
        });
        const mine = (await seller.ok('listMyProducts')).products.find((p) => p.id === 25);
        expect(mine?.hold_reason).toBe('Photos show a different product');
        expect((await seller.ok('getMyProduct', { params: { id: 25 } })).product.hold_reason).toBe(
          'Photos show a different product',
        );
        const listed = async () =>
          (await client().ok('listProducts', { query: { pageSize: 100 } })).products.map((p) => p.id);
        expect(await listed()).not.toContain(25);
        expect(await client().call('getProduct', { params: { id: 25 } })).toMatchObject({
          ok: false,
          status: 404,
        });
        const shop = await signIn(SHOP_ACCOUNT);
        expect(await shop.call('addToCart', { body: { product_id: 25 } })).toMatchObject({
          ok: false,
          status: 404,
        });

        const lifted = await admin.ok('adminModerateListing', {
          params: { id: 25 },
          body: { suspend: false },
        });
        expect(lifted.product).toMatchObject({ hold_reason: null, suspend: false });
        expect(await listed()).toContain(25);
        // The seller's own switch stays the seller's: staff lifting a hold does not undo it.
        const own = new FormData();
        own.append('suspend', 'true');
        await seller.ok('updateMyProduct', { params: { id: 25 }, form: own });
        await admin.ok('adminModerateListing', { params: { id: 25 }, body: { suspend: false } });
        expect(await listed()).not.toContain(25);
      });

      it("takes a deactivated seller's listings off sale everywhere, and puts them back when reactivated", async () => {
        const admin = await signIn(ADMIN_ACCOUNT);
        const shop = await signIn(SHOP_ACCOUNT);
        await shop.ok('addToCart', { body: { product_id: 25 } });
        const sellerId = await idOf(SELLER_ACCOUNT);
        const listed = async () =>
          (await client().ok('listProducts', { query: { pageSize: 100 } })).products.map((p) => p.id);
        expect(await listed()).toContain(25);
        await admin.ok('adminSetUserActive', { params: { id: sellerId }, body: { is_active: false } });
        const ids = await listed();
        for (const id of [21, 25, 28]) expect(ids).not.toContain(id);
        expect(
          (await client().ok('searchProducts', { query: { q: 'bamboo' } })).products.map((p) => p.id),
        ).not.toContain(25);
        expect(await client().call('getProduct', { params: { id: 25 } })).toMatchObject({
          ok: false,
          status: 404,
        });
        expect(await shop.call('addToCart', { body: { product_id: 21 } })).toMatchObject({
          ok: false,
          status: 404,
        });
        // The line stays in the cart, flagged as no longer available, not as a stock problem.
        const line = (await shop.ok('getCart')).cart.items.find((i) => i.product.id === 25);
        expect(line && cartLineProblem(line.product, line.quantity)).toEqual({ kind: 'unavailable' });
        expect(await shop.call('createCheckoutSession')).toEqual({
          ok: false,
          status: 400,
          error: unavailableInCartMessage(line?.product.name ?? ''),
        });
        const hidden = (await admin.ok('adminListings', { query: { filter: 'hidden', pageSize: 100 } }))
          .products;
        expect(hidden.find((p) => p.id === 25)).toMatchObject({ seller_active: false, suspend: false });

        await admin.ok('adminSetUserActive', { params: { id: sellerId }, body: { is_active: true } });
        expect(await listed()).toContain(25);
        expect((await client().ok('getProduct', { params: { id: 25 } })).product.seller_active).toBe(true);
      });

      it("shows a buyer a held cart line as no longer available without the hold's reason, which only the seller and staff see", async () => {
        const admin = await signIn(ADMIN_ACCOUNT);
        const shop = await signIn(SHOP_ACCOUNT);
        await shop.ok('addToCart', { body: { product_id: 25, quantity: 2 } });
        await admin.ok('addToCart', { body: { product_id: 25 } });
        await admin.ok('adminModerateListing', {
          params: { id: 25 },
          body: { suspend: true, reason: 'Photos show a different product' },
        });

        const line = (await shop.ok('getCart')).cart.items.find((i) => i.product.id === 25);
        expect(line?.product.hold_reason).toBeNull();
        expect(line && cartLineProblem(line.product, line.quantity)).toEqual({ kind: 'unavailable' });
        expect(await shop.call('createCheckoutSession')).toEqual({
          ok: false,
          status: 400,
          error: unavailableInCartMessage(line?.product.name ?? ''),
        });
        const staffLine = (await admin.ok('getCart')).cart.items.find((i) => i.product.id === 25);
        expect(staffLine?.product.hold_reason).toBe('Photos show a different product');
        const seller = await signIn(SELLER_ACCOUNT);
        expect((await seller.ok('getMyProduct', { params: { id: 25 } })).product.hold_reason).toBe(
          'Photos show a different product',
        );
        expect((await seller.ok('getProduct', { params: { id: 25 } })).product.hold_reason).toBe(
          'Photos show a different product',
        );
        // The seller's view of their held listing is theirs alone: never a shared (cached) answer.
        expect(await client().call('getProduct', { params: { id: 25 } })).toMatchObject({
          ok: false,
          status: 404,
        });
      });

      it('records every staff action in the audit log, its notes as plain single lines', async () => {
        const admin = await signIn(ADMIN_ACCOUNT);
        const sellerId = await idOf(SELLER_ACCOUNT);
        await admin.ok('adminModerateListing', {
          params: { id: 25 },
          body: { suspend: true, reason: 'Fake\r\nrefund of £500.00' },
        });
        await admin.ok('adminModerateListing', { params: { id: 25 }, body: { suspend: false } });
        await admin.ok('adminModerateListing', { params: { id: 26 }, body: { adminApproved: false } });
        await admin.ok('adminSetUserActive', { params: { id: sellerId }, body: { is_active: false } });
        await admin.ok('adminSetUserActive', { params: { id: sellerId }, body: { is_active: true } });
        const { actions } = await admin.ok('adminStaffActions');
        expect(actions.map((a) => [a.action, a.product?.id ?? a.user?.id, a.note])).toEqual([
          ['user_activated', sellerId, ''],
          ['user_deactivated', sellerId, ''],
          ['listing_unapproved', 26, ''],
          ['listing_released', 25, 'Fake refund of £500.00'],
          ['listing_held', 25, 'Fake refund of £500.00'],
        ]);
        const adminId = await idOf(ADMIN_ACCOUNT);
        for (const action of actions) expect(action.actor?.id).toBe(adminId);
      });

      it('deactivates a user: their session ends and they cannot log in until reactivated', async () => {
        const admin = await signIn(ADMIN_ACCOUNT);
        const seller = client();
        const { user } = await seller.ok('login', { body: SELLER_ACCOUNT });
        const off = await admin.ok('adminSetUserActive', {
          params: { id: user.id },
          body: { is_active: false },
        });
        expect(off.user).toMatchObject({ id: user.id, email: SELLER_ACCOUNT.email, is_active: false });
        expect(await seller.call('getAddresses')).toMatchObject({ ok: false, status: 401 });
        expect(await client().call('login', { body: SELLER_ACCOUNT })).toEqual({
          ok: false,
          status: 401,
          error: MESSAGES.user.invalidCredentials,
        });
        const listed = (await admin.ok('adminUsers', { query: { pageSize: 100 } })).users;
        expect(listed.find((u) => u.id === user.id)).toMatchObject({ is_active: false, is_staff: false });
        expect(listed.find((u) => u.email === ADMIN_ACCOUNT.email)).toMatchObject({ is_staff: true });
        expect(listed.find((u) => u.email === DEMO_ACCOUNT.email)).toMatchObject({ is_test_user: true });

        await admin.ok('adminSetUserActive', { params: { id: user.id }, body: { is_active: true } });
        expect((await client().ok('login', { body: SELLER_ACCOUNT })).user.id).toBe(user.id);
      });

      it('refuses to let staff deactivate themselves with 400', async () => {
        const admin = client();
        const { user } = await admin.ok('login', { body: ADMIN_ACCOUNT });
        expect(user.customer.is_staff).toBe(true);
        expect(
          await admin.call('adminSetUserActive', { params: { id: user.id }, body: { is_active: false } }),
        ).toMatchObject({ ok: false, status: 400 });
        expect((await admin.ok('adminUsers')).users.find((u) => u.id === user.id)?.is_active).toBe(true);
      });
    });

    describe('given a seller and their own listing (decision 045)', () => {
      it('refuses to add your own listing to your cart with 400 ownListingPurchase', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        expect(await seller.call('addToCart', { body: { product_id: 25 } })).toEqual({
          ok: false,
          status: 400,
          error: MESSAGES.server.ownListingPurchase,
        });
        expect((await seller.ok('getCart')).cart.items).toEqual([]);
      });

      it('drops your own listing from your guest cart when you sign in', async () => {
        const visitor = client();
        await visitor.ok('addToCart', { body: { product_id: 25 } });
        await visitor.ok('addToCart', { body: { product_id: 1 } });
        await visitor.ok('login', { body: SELLER_ACCOUNT });
        expect((await visitor.ok('getCart')).cart.items.map((i) => i.product.id)).toEqual([1]);
      });

      it('refuses to review your own listing with 400 ownListingReview', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        expect(
          await seller.call('addComment', { params: { id: 25 }, body: { text: 'Love it', rating: 5 } }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.server.ownListingReview });
        const { comments } = await client().ok('getComments', { params: { id: 25 } });
        expect(comments.map((c) => c.text)).not.toContain('Love it');
      });

      it('tells the ui who sells each product (seller_id)', async () => {
        const sellerId = await idOf(SELLER_ACCOUNT);
        expect((await client().ok('getProduct', { params: { id: 25 } })).product.seller_id).toBe(sellerId);
      });
    });

    describe('given saved delivery addresses', () => {
      it('adds (postcode normalised), lists and removes them, at most the limit', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        expect((await seller.ok('getAddresses')).addresses).toEqual([]);
        const [saved] = (await seller.ok('addAddress', { body: SHIPPING })).addresses;
        expect(saved).toMatchObject({ ...SHIPPING, postcode: SHIPPING_POSTCODE });
        expect(await seller.call('addAddress', { body: { ...SHIPPING, postcode: 'NOT A CODE' } })).toEqual({
          ok: false,
          status: 400,
          error: MESSAGES.server.postcode,
        });
        for (let i = 2; i <= MAX_SAVED_ADDRESSES; i += 1) {
          await seller.ok('addAddress', { body: { ...SHIPPING, line1: `${i} Harbour Road` } });
        }
        const full = (await seller.ok('getAddresses')).addresses;
        expect(full).toHaveLength(MAX_SAVED_ADDRESSES);
        expect(await seller.call('addAddress', { body: { ...SHIPPING, line1: '99 Harbour Road' } })).toEqual({
          ok: false,
          status: 400,
          error: MESSAGES.server.tooManyAddresses,
        });

        const shop = await signIn(SHOP_ACCOUNT);
        expect(await shop.call('removeAddress', { params: { id: saved?.id ?? 0 } })).toMatchObject({
          ok: false,
          status: 403,
        });
        expect((await shop.ok('getAddresses')).addresses).toEqual([]);
        expect(await seller.call('removeAddress', { params: { id: 99999 } })).toMatchObject({
          ok: false,
          status: 404,
        });
        const left = (await seller.ok('removeAddress', { params: { id: saved?.id ?? 0 } })).addresses;
        expect(left).toHaveLength(MAX_SAVED_ADDRESSES - 1);
        expect(left.map((a) => a.id)).not.toContain(saved?.id);
      });
    });

    describe('given a message through the contact form (decision 048)', () => {
      const message = {
        first_name: ' Amelia ',
        last_name: 'Hart',
        email: 'Amelia.Hart@example.com',
        message: 'Do you deliver to Jersey?',
      };

      it('sends the message to the support address and says so', async () => {
        expect(await client().call('sendContactMessage', { body: message })).toEqual({
          ok: true,
          status: 200,
          data: { success: true },
        });
        const sent = (await target.contactMessages?.()) ?? [];
        expect(sent).toHaveLength(target.contactMessages ? 1 : 0);
        for (const mail of sent) {
          expect(mail.to).toBe(DEFAULT_SUPPORT_EMAIL);
          expect(mail.subject).toBe(`${DEFAULT_SHOP_NAME}: message from Amelia Hart via the contact form`);
          expect(mail.text).toContain('Do you deliver to Jersey?');
          expect(mail.text).toContain('amelia.hart@example.com');
        }
      });

      it('refuses a message without a first name, a valid address or any text, and sends nothing', async () => {
        for (const body of [
          { ...message, first_name: '  ' },
          { ...message, email: 'not-an-address' },
          { ...message, message: ' ' },
          { ...message, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) },
        ]) {
          const result = await client().call('sendContactMessage', { body });
          expect(result.ok, JSON.stringify(body).slice(0, 80)).toBe(false);
          expect(result.status).toBe(400);
        }
        expect((await target.contactMessages?.()) ?? []).toEqual([]);
      });
    });

    describe('given a forgotten password (issue 13)', () => {
      const NEW_PASSWORD = 'a brand new passphrase';

      it('sends a single-use link: the new password ends every session and signs in; the link is void afterwards', async () => {
        const { client: laptop, account, user } = await register();
        const phone = await signIn(account);
        const asked = await client().call('requestPasswordReset', {
          body: { email: account.email.toUpperCase() },
        });
        expect(asked).toEqual({ ok: true, status: 200, data: { success: true } });
        const token = await resetTokenFor(account.email);

        // A common password is refused and the link stays usable.
        const visitor = client();
        expect(
          await visitor.call('confirmPasswordReset', { body: { token, password: 'password1' } }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.account.passwordCommon });
        expect(
          await visitor.call('confirmPasswordReset', { body: { token, password: NEW_PASSWORD } }),
        ).toEqual({ ok: true, status: 200, data: { success: true } });
        // The reset does not sign in, and every session of the account has ended.
        expect(await visitor.call('getAddresses')).toMatchObject({ ok: false, status: 401 });
        for (const device of [laptop, phone]) {
          expect(await device.call('getUser', { params: { id: user.id } })).toEqual({
            ok: false,
            status: 401,
            error: MESSAGES.server.notSignedIn,
          });
        }
        expect(await client().call('login', { body: account })).toEqual({
          ok: false,
          status: 401,
          error: MESSAGES.user.invalidCredentials,
        });
        const again = await signIn({ email: account.email, password: NEW_PASSWORD });
        expect((await again.ok('getUser', { params: { id: user.id } })).user.email).toBe(account.email);

        expect(
          await client().call('confirmPasswordReset', {
            body: { token, password: 'yet another passphrase' },
          }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.account.resetInvalid });
        expect(
          await client().call('confirmPasswordReset', {
            body: { token: 'x'.repeat(43), password: NEW_PASSWORD },
          }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.account.resetInvalid });
      });

      it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
        const known = await client().call('requestPasswordReset', { body: { email: SELLER_ACCOUNT.email } });
        const unknown = await client().call('requestPasswordReset', {
          body: { email: 'nobody@example.com' },
        });
        expect(known).toEqual({ ok: true, status: 200, data: { success: true } });
        expect(unknown).toEqual(known);
        expect(await target.lastResetLink?.('nobody@example.com')).toBeUndefined();
        expect(await resetTokenFor(SELLER_ACCOUNT.email)).not.toBe('');
      });

      it('sends the demo account no link, with the same answer', async () => {
        expect(await client().call('requestPasswordReset', { body: { email: DEMO_ACCOUNT.email } })).toEqual({
          ok: true,
          status: 200,
          data: { success: true },
        });
        expect(await target.lastResetLink?.(DEMO_ACCOUNT.email)).toBeUndefined();
      });

      it("reactivates a deactivated account with the new password, the seller's listings leaving sale and coming back", async () => {
        const account = SELLER_ACCOUNT;
        const owner = await signIn(account);
        const user = { id: await idOf(account) };
        const listed = async () =>
          (await client().ok('listProducts', { query: { pageSize: 100 } })).products.map((p) => p.id);
        expect(await listed()).toContain(25);
        const off = await owner.ok('updateUser', { params: { id: user.id }, body: { is_active: false } });
        expect(off.user.is_active).toBe(false);
        // Closing one's own account takes one's listings off sale, as staff deactivating it does.
        const ids = await listed();
        for (const id of [21, 25, 28]) expect(ids).not.toContain(id);
        expect(await client().call('getProduct', { params: { id: 25 } })).toMatchObject({
          ok: false,
          status: 404,
        });
        expect(await owner.call('getUser', { params: { id: user.id } })).toMatchObject({
          ok: false,
          status: 401,
        });
        expect(await client().call('login', { body: account })).toMatchObject({ ok: false, status: 401 });

        await client().ok('requestPasswordReset', { body: { email: account.email } });
        const token = await resetTokenFor(account.email);
        await client().ok('confirmPasswordReset', { body: { token, password: NEW_PASSWORD } });
        const back = await client().ok('login', { body: { email: account.email, password: NEW_PASSWORD } });
        expect(back.user).toMatchObject({ id: user.id, is_active: true });
        // Reopened by the link: the listings are on sale again.
        const again = await listed();
        for (const id of [21, 25, 28]) expect(again).toContain(id);
        expect((await client().ok('getProduct', { params: { id: 25 } })).product.seller_active).toBe(true);
      });

      it('keeps an account staff deactivated closed: no link is sent, and an earlier link is void', async () => {
        const { account, user } = await register();
        await client().ok('requestPasswordReset', { body: { email: account.email } });
        const earlier = await resetTokenFor(account.email);
        const admin = await signIn(ADMIN_ACCOUNT);
        await admin.ok('adminSetUserActive', { params: { id: user.id }, body: { is_active: false } });

        expect(await client().call('requestPasswordReset', { body: { email: account.email } })).toEqual({
          ok: true,
          status: 200,
          data: { success: true },
        });
        expect(await resetTokenFor(account.email)).toBe(earlier);
        expect(
          await client().call('confirmPasswordReset', { body: { token: earlier, password: NEW_PASSWORD } }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.account.resetInvalid });
        for (const password of [account.password, NEW_PASSWORD]) {
          expect(await client().call('login', { body: { email: account.email, password } })).toEqual({
            ok: false,
            status: 401,
            error: MESSAGES.user.invalidCredentials,
          });
        }
        // Staff reopen it: the old password signs in; the earlier link stays void.
        await admin.ok('adminSetUserActive', { params: { id: user.id }, body: { is_active: true } });
        expect(
          await client().call('confirmPasswordReset', { body: { token: earlier, password: NEW_PASSWORD } }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.account.resetInvalid });
        const back = await client().ok('login', { body: account });
        expect(back.user).toMatchObject({ id: user.id, is_active: true });
      });

      it('keeps the address of an account staff deactivated: an e-mail change link asked for before is void (decision 044)', async () => {
        const { client: owner, account, user } = await register();
        const moved = `closed.${user.id}@example.com`;
        await owner.ok('updateUser', {
          params: { id: user.id },
          body: { email: moved, current_password: account.password },
        });
        const token = await emailChangeTokenFor(moved);
        const admin = await signIn(ADMIN_ACCOUNT);
        await admin.ok('adminSetUserActive', { params: { id: user.id }, body: { is_active: false } });
        expect(await client().call('confirmEmailChange', { body: { token } })).toEqual({
          ok: false,
          status: 400,
          error: MESSAGES.account.emailChangeInvalid,
        });
        // Reopened by staff, the account still has its own address and the link stays void.
        await admin.ok('adminSetUserActive', { params: { id: user.id }, body: { is_active: true } });
        expect(await client().call('confirmEmailChange', { body: { token } })).toMatchObject({
          ok: false,
          status: 400,
        });
        const back = await client().ok('login', { body: account });
        expect(back.user).toMatchObject({ id: user.id, email: account.email });
      });
    });

    describe('given a new password (issue 13)', () => {
      it('refuses aaaaaaaa and eight spaces on sign-up, reset and change with 400 passwordWeak', async () => {
        for (const password of ['aaaaaaaa', '        ']) {
          expect(
            await client().call('register', {
              body: { email: 'weak@example.com', password, first_name: 'Nia', last_name: 'Jones' },
            }),
          ).toEqual({ ok: false, status: 400, error: MESSAGES.account.passwordWeak });
        }
        const { client: owner, account } = await register();
        expect(
          await owner.call('changePassword', {
            body: { current_password: account.password, new_password: 'aaaaaaaa' },
          }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.account.passwordWeak });
      });

      it('refuses a common one on sign-up with 400 passwordCommon, whatever its case', async () => {
        for (const password of ['password1', 'PassWord123', '12345678', 'qwertyuiop']) {
          expect(
            await client().call('register', {
              body: { email: 'common@example.com', password, first_name: 'Nia', last_name: 'Jones' },
            }),
            password,
          ).toEqual({ ok: false, status: 400, error: MESSAGES.account.passwordCommon });
        }
        expect(
          await client().call('login', { body: { email: 'common@example.com', password: 'password1' } }),
        ).toEqual({ ok: false, status: 401, error: MESSAGES.user.invalidCredentials });
      });
    });

    describe('given a password change (issue 13)', () => {
      it('refuses a reset link issued before the password changed', async () => {
        const { client: owner, account } = await register();
        await client().ok('requestPasswordReset', { body: { email: account.email } });
        const token = await resetTokenFor(account.email);
        await owner.ok('changePassword', {
          body: { current_password: account.password, new_password: 'my changed passphrase' },
        });
        expect(
          await client().call('confirmPasswordReset', { body: { token, password: 'a takeover passphrase' } }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.account.resetInvalid });
      });

      it('needs the right current password, keeps this session and ends the others', async () => {
        const { client: laptop, account, user } = await register();
        const phone = await signIn(account);
        const NEW_PASSWORD = 'my second passphrase';
        expect(
          await laptop.call('changePassword', {
            body: { current_password: 'not my passphrase', new_password: NEW_PASSWORD },
          }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.account.currentPasswordWrong });
        expect(
          await laptop.call('changePassword', {
            body: { current_password: account.password, new_password: 'iloveyou' },
          }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.account.passwordCommon });
        expect(await phone.ok('getUser', { params: { id: user.id } })).toMatchObject({ success: true });

        await laptop.ok('changePassword', {
          body: { current_password: account.password, new_password: NEW_PASSWORD },
        });
        expect((await laptop.ok('getUser', { params: { id: user.id } })).user.id).toBe(user.id);
        expect(await phone.call('getUser', { params: { id: user.id } })).toEqual({
          ok: false,
          status: 401,
          error: MESSAGES.server.notSignedIn,
        });
        expect(await client().call('login', { body: account })).toMatchObject({ ok: false, status: 401 });
        await signIn({ email: account.email, password: NEW_PASSWORD });
      });
    });

    describe('given an e-mail change (issue 13)', () => {
      it('needs the current password, refuses a wrong one, and then changes the address', async () => {
        const { client: owner, account, user } = await register();
        const moved = 'nia.moved@example.com';
        for (const current_password of [undefined, '']) {
          expect(
            await owner.call('updateUser', {
              params: { id: user.id },
              body: { email: moved, current_password },
            }),
          ).toEqual({ ok: false, status: 400, error: MESSAGES.account.currentPasswordRequired });
        }
        expect(
          await owner.call('updateUser', {
            params: { id: user.id },
            body: { email: moved, current_password: 'not my passphrase', city: 'Leeds' },
          }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.account.currentPasswordWrong });
        expect((await owner.ok('getUser', { params: { id: user.id } })).user).toMatchObject({
          email: account.email,
          city: '',
        });
        // The same address (in any case) is no change: no password needed.
        await owner.ok('updateUser', {
          params: { id: user.id },
          body: { email: account.email.toUpperCase() },
        });

        // Decision 044: the old address stays in force until the link sent to the new one is used.
        const phone = await signIn(account);
        const asked = await owner.ok('updateUser', {
          params: { id: user.id },
          body: { email: moved, current_password: account.password },
        });
        expect(asked.user.email).toBe(account.email);
        expect(asked.pending_email).toBe(moved);
        expect(
          await client().call('login', { body: { email: moved, password: account.password } }),
        ).toMatchObject({
          ok: false,
          status: 401,
        });
        const token = await emailChangeTokenFor(moved);
        expect(await client().call('confirmEmailChange', { body: { token } })).toEqual({
          ok: true,
          status: 200,
          data: { success: true },
        });
        // The asking session stays; every other session ends; the link is used up.
        expect((await owner.ok('getUser', { params: { id: user.id } })).user.email).toBe(moved);
        expect(await phone.call('getUser', { params: { id: user.id } })).toMatchObject({
          ok: false,
          status: 401,
        });
        expect(await client().call('login', { body: account })).toMatchObject({ ok: false, status: 401 });
        await signIn({ email: moved, password: account.password });
        expect(await client().call('confirmEmailChange', { body: { token } })).toEqual({
          ok: false,
          status: 400,
          error: MESSAGES.account.emailChangeInvalid,
        });
      });

      it('refuses a reset link sent to the old address once the e-mail change is confirmed', async () => {
        const { client: owner, account, user } = await register();
        await client().ok('requestPasswordReset', { body: { email: account.email } });
        const resetToken = await resetTokenFor(account.email);
        const moved = 'nia.elsewhere@example.com';
        await owner.ok('updateUser', {
          params: { id: user.id },
          body: { email: moved, current_password: account.password },
        });
        await owner.ok('confirmEmailChange', { body: { token: await emailChangeTokenFor(moved) } });
        expect(
          await client().call('confirmPasswordReset', {
            body: { token: resetToken, password: 'the old mailbox takes over' },
          }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.account.resetInvalid });
      });

      it('voids a pending e-mail change link when the password changes', async () => {
        const { client: owner, account, user } = await register();
        const moved = 'nia.pending@example.com';
        await owner.ok('updateUser', {
          params: { id: user.id },
          body: { email: moved, current_password: account.password },
        });
        const token = await emailChangeTokenFor(moved);
        await owner.ok('changePassword', {
          body: { current_password: account.password, new_password: 'quite another passphrase' },
        });
        expect(await client().call('confirmEmailChange', { body: { token } })).toEqual({
          ok: false,
          status: 400,
          error: MESSAGES.account.emailChangeInvalid,
        });
        expect((await owner.ok('getUser', { params: { id: user.id } })).user.email).toBe(account.email);
      });
    });

    describe('given a public display name (issue 13)', () => {
      it('shows the chosen name with comments, and the default again after an empty one', async () => {
        const seller = client();
        const { user } = await seller.ok('login', { body: SELLER_ACCOUNT });
        expect(user.display_name).toBe('Sam S.');
        const named = await seller.ok('updateUser', {
          params: { id: user.id },
          body: { display_name: '  Sam the Seller  ' },
        });
        expect(named.user.display_name).toBe('Sam the Seller');
        const { comment } = await seller.ok('addComment', {
          params: { id: 6 },
          body: { text: 'A gripping read.', rating: 5 },
        });
        expect(comment.username).toBe('Sam the Seller');
        const shown = (await client().ok('getComments', { params: { id: 6 } })).comments;
        expect(shown.find((c) => c.id === comment.id)?.username).toBe('Sam the Seller');

        const renamed = await seller.ok('updateUser', {
          params: { id: user.id },
          body: { first_name: 'Samuel' },
        });
        expect(renamed.user.display_name).toBe('Sam the Seller');
        const reset = await seller.ok('updateUser', { params: { id: user.id }, body: { display_name: '' } });
        expect(reset.user.display_name).toBe('Samuel S.');
        const after = (await client().ok('getComments', { params: { id: 6 } })).comments;
        expect(after.find((c) => c.id === comment.id)?.username).toBe('Samuel S.');
        expect((await seller.ok('getMyComments')).comments.find((c) => c.id === comment.id)?.username).toBe(
          'Samuel S.',
        );
      });

      it('never shows anything from the e-mail address in comments', async () => {
        const { client: shopper, user } = await register({
          email: 'nia.reviews@example.com',
          first_name: 'Nia',
          last_name: 'Reviews',
        });
        const { comment } = await shopper.ok('addComment', {
          params: { id: 7 },
          body: { text: 'Does what it says.', rating: 4 },
        });
        expect(comment.username).toBe(displayName(user.id, 'Nia', 'Reviews'));
        const localParts = [...sampleUsers.map((u) => u.email), 'nia.reviews@example.com'].map(
          (email) => email.split('@')[0] ?? '',
        );
        const usernames = new Set(sampleUsers.map((u) => u.username.toLowerCase()));
        for (let id = 1; id <= 30; id += 1) {
          for (const c of (await client().ok('getComments', { params: { id } })).comments) {
            const name = c.username.toLowerCase();
            expect(name, `comment ${c.id}`).not.toContain('@');
            expect(localParts, `comment ${c.id}`).not.toContain(name);
            expect(usernames.has(name), `comment ${c.id}: ${c.username}`).toBe(false);
          }
        }
      });
    });

    describe('given the demo (test) user', () => {
      it('is refused every blocked action with 403 and the spec text, and nothing changes', async () => {
        const demo = client();
        const { user } = await demo.ok('login', { body: DEMO_ACCOUNT });
        const cart = (await demo.ok('getCart')).cart;
        const bookmarks = (await demo.ok('getBookmarks')).bookmarks;
        const comments = (await demo.ok('getMyComments')).comments;
        const orders = (await demo.ok('getOrders')).orders;
        const lineId = cart.items[0]?.id ?? 1;
        const bookmarkId = bookmarks[0]?.id ?? 1;
        const commentId = comments[0]?.id ?? 1;
        const orderId = orders[0]?.id ?? 1;
        const blocked: string = MESSAGES.testUser.default;
        const expectRefused = async (
          name: EndpointName,
          result: Promise<{ ok: boolean; status: number }>,
          text = blocked,
        ) => expect(await result, name).toEqual({ ok: false, status: 403, error: text });

        await expectRefused('addToCart', demo.call('addToCart', { body: { product_id: 1 } }));
        await expectRefused(
          'updateCartItem',
          demo.call('updateCartItem', { params: { itemId: lineId }, body: { quantity: 3 } }),
        );
        await expectRefused('removeCartItem', demo.call('removeCartItem', { params: { itemId: lineId } }));
        await expectRefused('clearCart', demo.call('clearCart'));
        await expectRefused('toggleBookmark', demo.call('toggleBookmark', { body: { product_id: 1 } }));
        await expectRefused('removeBookmark', demo.call('removeBookmark', { params: { id: bookmarkId } }));
        await expectRefused(
          'addComment',
          demo.call('addComment', { params: { id: 6 }, body: { text: 'Lovely', rating: 5 } }),
        );
        await expectRefused(
          'updateComment',
          demo.call('updateComment', { params: { id: commentId }, body: { text: 'Changed', rating: 1 } }),
        );
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
        await expectRefused(
          'changePassword',
          demo.call('changePassword', {
            body: { current_password: DEMO_ACCOUNT.password, new_password: 'a brand new passphrase' },
          }),
        );
        await expectRefused('createCheckoutSession', demo.call('createCheckoutSession'));
        await expectRefused(
          'confirmSimulatedPayment',
          demo.call('confirmSimulatedPayment', { body: { clientSecret: 'cs_test_x_secret_y', ...PAY } }),
        );
        await expectRefused('addAddress', demo.call('addAddress', { body: SHIPPING }));
        await expectRefused('removeAddress', demo.call('removeAddress', { params: { id: 1 } }));
        await expectRefused(
          'updateOrderStatus',
          demo.call('updateOrderStatus', { params: { id: orderId }, body: { status: 'cancelled' } }),
        );

        expect((await demo.ok('getCart')).cart).toEqual(cart);
        expect((await demo.ok('getBookmarks')).bookmarks).toEqual(bookmarks);
        expect((await demo.ok('getMyComments')).comments.map((c) => c.id)).toEqual(comments.map((c) => c.id));
        expect((await demo.ok('getOrders')).orders).toEqual(orders);
        expect((await demo.ok('getAddresses')).addresses).toEqual([]);
        expect((await demo.ok('getUser', { params: { id: user.id } })).user.first_name).toBe('Demo');
        await demo.ok('logout');
        expect((await client().ok('login', { body: DEMO_ACCOUNT })).user.id).toBe(user.id);
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
            'addAddress',
            'addComment',
            'addProduct',
            'addToCart',
            'changePassword',
            'clearCart',
            'confirmSimulatedPayment',
            'createCheckoutSession',
            'deleteComment',
            'deleteMyProduct',
            'removeAddress',
            'removeBookmark',
            'removeCartItem',
            'toggleBookmark',
            'updateCartItem',
            'updateComment',
            'updateMyProduct',
            'updateOrderStatus',
            'updateUser',
          ].sort(),
        );
      });
    });

    describe('given text with a NUL byte or an unpaired surrogate (issue 9)', () => {
      /** Every (endpoint, field) of the contract with a JSON body schema. */
      const bodyCases = (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
        const body: unknown = (endpoints[name] as { body?: unknown }).body;
        if (body === undefined || body === 'multipart') return [];
        return bodyFieldPaths(body).map((field) => ({ name, field }));
      });
      const queryCases = (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
        const query: unknown = (endpoints[name] as { query?: unknown }).query;
        return query === undefined ? [] : bodyFieldPaths(query).map((field) => ({ name, field }));
      });

      it('generates a case for every field of every JSON body and query in the contract', () => {
        const names = new Set(bodyCases.map((c) => c.name));
        for (const name of Object.keys(endpoints) as EndpointName[]) {
          const body: unknown = (endpoints[name] as { body?: unknown }).body;
          if (body !== undefined && body !== 'multipart') expect(names, name).toContain(name);
        }
        const fields = bodyCases.map((c) => `${c.name}.${c.field}`);
        expect(fields).toEqual(
          expect.arrayContaining([
            'login.email',
            'login.password',
            'register.first_name',
            'addComment.text',
            'addAddress.postcode',
            'confirmSimulatedPayment.shipping.line1',
            'addToCart.quantity',
          ]),
        );
        expect(queryCases.map((c) => `${c.name}.${c.field}`)).toEqual(
          expect.arrayContaining([
            'searchProducts.q',
            'listProducts.category',
            'getSessionStatus.session_id',
          ]),
        );
      });

      it('answers 400 naming the field for a NUL or a lone surrogate in every JSON body field', async () => {
        const staff = await signIn(ADMIN_ACCOUNT);
        for (const { name, field } of bodyCases) {
          for (const bad of ['a\u0000b', 'a\ud800b', 'a\udc00']) {
            const result = await staff.call(name, {
              params: { id: 1, itemId: 1 },
              body: bodyWith(field, bad),
            });
            expect(result, `${name} ${field} ${JSON.stringify(bad)}`).toEqual({
              ok: false,
              status: 400,
              error: badTextError(field),
            });
          }
        }
        // A visitor too, on the public forms.
        expect(
          await client().call('login', {
            body: { email: 'nia@example.com\u0000', password: 'secret password' },
          }),
        ).toEqual({ ok: false, status: 400, error: badTextError('email') });
      });

      it('answers 400 naming the parameter for a NUL in every query parameter and in a path id', async () => {
        const staff = await signIn(ADMIN_ACCOUNT);
        for (const { name, field } of queryCases) {
          const result = await staff.call(name, { query: { [field]: 'a\u0000b' } });
          expect(result, `${name} ${field}`).toEqual({ ok: false, status: 400, error: badTextError(field) });
        }
        expect(await client().call('getProduct', { params: { id: '1\u0000' } })).toEqual({
          ok: false,
          status: 400,
          error: badTextError('id'),
        });
      });

      it('answers 400 naming the field for a NUL in a product form field, and saves nothing', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        for (const field of ['name', 'description', 'price', 'bullet_2']) {
          const result = await seller.call('addProduct', { form: productForm({ [field]: 'Mug\u0000' }) });
          expect(result, field).toEqual({ ok: false, status: 400, error: badTextError(field) });
        }
        const update = new FormData();
        update.append('tags', 'mug\u0000');
        expect(await seller.call('updateMyProduct', { params: { id: 21 }, form: update })).toEqual({
          ok: false,
          status: 400,
          error: badTextError('tags'),
        });
        const names = (await seller.ok('listMyProducts')).products.map((p) => p.name);
        expect(names).not.toContain('Handmade Ceramic Mug');
      });
    });

    describe('given numbers sent as text, as HTML forms send them (issue 9)', () => {
      it('accepts whole-number text for cart ids and quantities, and refuses anything else with 400', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const added = await seller.ok('addToCart', { body: { product_id: '3', quantity: '2' } });
        const line = added.cart.items.find((item) => item.product.id === 3);
        expect(line?.quantity).toBe(2);
        const updated = await seller.ok('updateCartItem', {
          params: { itemId: line?.id ?? 0 },
          body: { quantity: '3' },
        });
        expect(updated.cart.items.find((item) => item.id === line?.id)?.quantity).toBe(3);
        for (const quantity of ['2.5', 'two', '', ' ', '1e1', true, 2.5, null]) {
          expect(
            await seller.call('updateCartItem', { params: { itemId: line?.id ?? 0 }, body: { quantity } }),
            JSON.stringify(quantity),
          ).toEqual({ ok: false, status: 400, error: notWholeError('quantity') });
        }
        expect(await seller.call('addToCart', { body: { product_id: 'three' } })).toEqual({
          ok: false,
          status: 400,
          error: notWholeError('product_id'),
        });
        expect(await seller.call('toggleBookmark', { body: { product_id: '4' } })).toMatchObject({
          ok: true,
        });
        expect((await seller.ok('getCart')).cart.items.find((item) => item.id === line?.id)?.quantity).toBe(
          3,
        );
      });

      it("accepts a comment's rating as text ('4') and refuses '4.5' and 'four' with 400", async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        for (const rating of ['4.5', 'four', '']) {
          expect(
            await seller.call('addComment', { params: { id: 6 }, body: { text: 'Lovely', rating } }),
            rating,
          ).toEqual({ ok: false, status: 400, error: notWholeError('rating') });
        }
        const { comment } = await seller.ok('addComment', {
          params: { id: 6 },
          body: { text: 'Lovely', rating: '4' },
        });
        expect(comment.rating).toBe(4);
        const changed = await seller.ok('updateComment', {
          params: { id: comment.id },
          body: { text: 'Lovely mug', rating: ' 5 ' },
        });
        expect(changed.comment.rating).toBe(5);
      });

      it('accepts page and pageSize as text and refuses a fraction with 400', async () => {
        const page = await client().ok('listProducts', { query: { page: '2', pageSize: '5' } });
        expect(page.pagination).toMatchObject({ page: 2, pageSize: 5 });
        expect(await client().call('listProducts', { query: { page: '1.5' } })).toEqual({
          ok: false,
          status: 400,
          error: notWholeError('page'),
        });
      });
    });

    describe('given a listing update from a form (decision 021)', () => {
      /** A full product form as a browser submits it: every field, ticked boxes 'on', unticked absent. */
      const htmlForm = (overrides: Record<string, string>, ticked: readonly string[]): FormData => {
        const form = new FormData();
        const fields: Record<string, string> = {
          name: 'Handmade Ceramic Mug',
          price: '18.50',
          category: 'Home & Kitchen',
          tags: 'mug',
          description: 'A stoneware mug thrown by hand.',
          detailedDescription: '',
          percentageOff: '0',
          itemsInStock: '5',
          ...overrides,
        };
        for (const [key, value] of Object.entries(fields)) form.append(key, value);
        for (const flag of ticked) form.append(flag, 'on');
        return form;
      };

      it('keeps a blank number unchanged (never 0) and refuses a number that is not one with 400', async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const { product } = await seller.ok('addProduct', { form: productForm({ itemsInStock: '7' }) });
        const blank = new FormData();
        blank.append('itemsInStock', '');
        blank.append('percentageOff', ' ');
        blank.append('price', '');
        const kept = await seller.ok('updateMyProduct', { params: { id: product.id }, form: blank });
        expect(kept.product).toMatchObject({
          itemsInStock: 7,
          percentageOff: 10,
          price: 18.5,
          inStock: true,
        });
        const full = await seller.ok('updateMyProduct', {
          params: { id: product.id },
          form: htmlForm({ itemsInStock: '' }, ['inStock', 'featured', 'popular', 'new']),
        });
        expect(full.product).toMatchObject({ itemsInStock: 7, inStock: true });
        for (const itemsInStock of ['two', '2.5']) {
          const bad = new FormData();
          bad.append('itemsInStock', itemsInStock);
          expect(await seller.call('updateMyProduct', { params: { id: product.id }, form: bad })).toEqual({
            ok: false,
            status: 400,
            error: notWholeError('itemsInStock'),
          });
        }
        expect(await seller.call('addProduct', { form: productForm({ itemsInStock: '' }) })).toEqual({
          ok: false,
          status: 400,
          error: notWholeError('itemsInStock'),
        });
      });

      it("reads a full form's checkboxes: 'on' is true, an absent flag false; a partial update keeps flags", async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const { product } = await seller.ok('addProduct', {
          form: productForm({ suspend: 'true', onSale: 'true' }),
        });
        expect(product).toMatchObject({ suspend: true, onSale: true });
        const partial = new FormData();
        partial.append('name', 'Oat Mug');
        const renamed = await seller.ok('updateMyProduct', { params: { id: product.id }, form: partial });
        expect(renamed.product).toMatchObject({
          name: 'Oat Mug',
          suspend: true,
          onSale: true,
          featured: true,
        });
        // Unticking 'suspend' in a browser form sends no suspend field at all: the seller unsuspends.
        const unsuspended = await seller.ok('updateMyProduct', {
          params: { id: product.id },
          form: htmlForm({}, ['onSale', 'inStock']),
        });
        expect(unsuspended.product).toMatchObject({
          suspend: false,
          onSale: true,
          inStock: true,
          featured: false,
          popular: false,
          new: false,
          specialOffer: false,
        });
        // The storefront's encoding: every flag as 'true' or 'false'.
        const storefront = await seller.ok('updateMyProduct', {
          params: { id: product.id },
          form: productForm({ suspend: 'true', featured: 'false' }, false),
        });
        expect(storefront.product).toMatchObject({
          suspend: true,
          featured: false,
          popular: true,
          onSale: false,
        });
      });
    });

    describe('given a client that asks for a CSRF token first (GET /get-csrf-token/, issue 9)', () => {
      it('gives a visitor a token set as the csrftoken cookie, the same one again, and sign-in works with it', async () => {
        const visitor = client();
        const { csrfToken } = await visitor.ok('getCsrfToken');
        expect(csrfToken.length).toBeGreaterThanOrEqual(16);
        expect(visitor.cookies.get(CSRF_COOKIE)).toBe(csrfToken);
        expect((await visitor.ok('getCsrfToken')).csrfToken).toBe(csrfToken);
        expect(await visitor.call('login', { body: SELLER_ACCOUNT, csrf: false })).toMatchObject({
          ok: false,
          status: 403,
        });
        await visitor.ok('login', { body: SELLER_ACCOUNT });
      });

      it("gives a signed-in user the session's token, restoring a lost cookie, and writes work with it", async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const sessionToken = seller.cookies.get(CSRF_COOKIE);
        expect((await seller.ok('getCsrfToken')).csrfToken).toBe(sessionToken);
        seller.cookies.delete(CSRF_COOKIE);
        const { csrfToken } = await seller.ok('getCsrfToken');
        expect(csrfToken).toBe(sessionToken);
        expect(seller.cookies.get(CSRF_COOKIE)).toBe(sessionToken);
        await seller.ok('toggleBookmark', { body: { product_id: 2 } });
        // A token of the visitor kind is not the session's: the write is refused.
        seller.cookies.set(CSRF_COOKIE, 'a-token-made-up-by-the-page');
        expect(await seller.call('toggleBookmark', { body: { product_id: 3 } })).toEqual({
          ok: false,
          status: 403,
          error: MESSAGES.server.csrf,
        });
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

    describe('given older clients', () => {
      it("signs the original shop's Test Drive credentials into the demo account, read-only as ever", async () => {
        const legacy = client();
        const { user } = await legacy.ok('login', { body: LEGACY_DEMO_ACCOUNT });
        const demo = await client().ok('login', { body: DEMO_ACCOUNT });
        expect(user.id).toBe(demo.user.id);
        expect(user.email).toBe(DEMO_ACCOUNT.email);
        expect(user.customer.is_test_user).toBe(true);
        expect(await legacy.call('addToCart', { body: { product_id: 1 } })).toEqual({
          ok: false,
          status: 403,
          error: MESSAGES.testUser.default,
        });
        // Only the original password opens the alias; the address cannot be registered.
        expect(
          await client().call('login', {
            body: { email: LEGACY_DEMO_ACCOUNT.email, password: 'not secret' },
          }),
        ).toEqual({ ok: false, status: 401, error: MESSAGES.user.invalidCredentials });
        expect(
          await client().call('register', {
            body: {
              email: LEGACY_DEMO_ACCOUNT.email,
              password: 'a long and quiet harbour',
              first_name: 'Eve',
              last_name: 'Taker',
            },
          }),
        ).toEqual({ ok: false, status: 400, error: MESSAGES.server.emailTaken });
      });
    });

    describe('given a visitor (no session)', () => {
      it('is refused every endpoint with access user or staff with 401', async () => {
        const visitor = client();
        const userOnly = (Object.keys(endpoints) as EndpointName[]).filter(
          (name) => endpoints[name].access !== 'public',
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

    describe('older clients', () => {
      it("treats a blank percentageOff on a new listing (the form's 'Select percentage Off') as no discount", async () => {
        const seller = await signIn(SELLER_ACCOUNT);
        const { product } = await seller.ok('addProduct', {
          form: productForm({ percentageOff: '', onSale: 'true' }),
        });
        expect(product).toMatchObject({ percentageOff: 0, onSale: true, price: 18.5, salePrice: null });
        await seller.ok('deleteMyProduct', { params: { id: product.id } });
      });
    });
  });
}
