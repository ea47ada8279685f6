import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_PAGE_SIZE,
  DEFAULT_SHOP_NAME,
  DEMO_ACCOUNT,
  MAX_OPEN_CHECKOUT_SESSIONS,
  MESSAGES,
  PASSWORD_RESET_TTL_MS,
  PRODUCTS_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
} from '@shop/contract';
import { ContractClient } from '../../contract-tests/client.ts';
import { RESET_LINKS_PER_ACCOUNT, RESET_REQUESTS_PER_ADDRESS, db } from '../db.ts';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT, SHOP_ACCOUNT } from '@shop/sample-catalogue';
import { server } from '../node.ts';
import { RETURNS_SAMPLE_ORDER_ID } from '../store/return-sample.ts';

const BASE = 'http://localhost/api';
const SHIPPING = { name: 'Sam Seller', line1: '14 Park Row', line2: '', city: 'Leeds', postcode: 'ls15hd' };
const PAID = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
  name: 'Sam Seller',
  shipping: SHIPPING,
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => db.reset());
afterAll(() => server.close());

async function signIn(account: { email: string; password: string }): Promise<ContractClient> {
  const client = new ContractClient(BASE);
  await client.ok('login', { body: account });
  return client;
}

describe('given the product list', () => {
  it('pages 30 public products 9 at a time: 4 pages, the last holding 3', async () => {
    const visitor = new ContractClient(BASE);
    const first = await visitor.ok('listProducts');
    expect(first.products).toHaveLength(PRODUCTS_PAGE_SIZE);
    expect(first.pagination).toEqual({ page: 1, pageSize: 9, totalPages: 4, totalItems: 30 });
    const last = await visitor.ok('listProducts', { query: { page: 4 } });
    expect(last.products.map((p) => p.id)).toEqual([28, 29, 30]);
  });

  it('refuses page 0 with 400 and a message naming the field', async () => {
    const result = await new ContractClient(BASE).call('listProducts', { query: { page: 0 } });
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(!result.ok && result.error).toContain('page');
  });

  it('hides a suspended product from the public but shows it to its seller', async () => {
    const row = db.productById(25);
    if (row) row.product = { ...row.product, suspend: true };
    const visitor = new ContractClient(BASE);
    const all = await visitor.ok('listProducts', { query: { pageSize: 100 } });
    expect(all.products.map((p) => p.id)).not.toContain(25);
    expect(await visitor.call('getProduct', { params: { id: 25 } })).toMatchObject({ status: 404 });
    const seller = await signIn(SELLER_ACCOUNT);
    const mine = await seller.ok('listMyProducts');
    expect(mine.products.map((p) => p.id)).toContain(25);
  });
});

describe('given a search', () => {
  it('trims the text and ignores case', async () => {
    const result = await new ContractClient(BASE).ok('searchProducts', { query: { q: '  HEADPHONES  ' } });
    expect(result.products.map((p) => p.id)).toEqual([1]);
  });

  it('also matches tags and descriptions', async () => {
    const visitor = new ContractClient(BASE);
    const byTag = await visitor.ok('searchProducts', { query: { q: 'scandinavian' } });
    expect(byTag.products.map((p) => p.id)).toEqual([11]);
    const byDescription = await visitor.ok('searchProducts', { query: { q: 'huila' } });
    expect(byDescription.products.map((p) => p.id)).toEqual([17]);
  });

  it('returns every product, a page of 24, for an empty text', async () => {
    const result = await new ContractClient(BASE).ok('searchProducts', { query: { q: '   ' } });
    expect(result.products).toHaveLength(SEARCH_PAGE_SIZE);
    expect(result.pagination?.totalItems).toBe(30);
  });

  it('filters by category name (q), all for an empty q', async () => {
    const visitor = new ContractClient(BASE);
    const furniture = await visitor.ok('filterProducts', { query: { q: 'Furniture' } });
    expect(furniture.products.map((p) => p.id)).toEqual([2, 11]);
    const all = await visitor.ok('filterProducts', { query: { q: '' } });
    expect(all.pagination?.totalItems).toBe(30);
  });
});

describe('given a signed-in user', () => {
  it('refuses a quantity beyond the stock with 400 out of stock', async () => {
    const seller = await signIn(SELLER_ACCOUNT);
    const result = await seller.call('addToCart', { body: { product_id: 1, quantity: 31 } });
    expect(result).toEqual({ ok: false, status: 400, error: MESSAGES.server.outOfStock });
  });

  it('is a visitor again after logout (401 on the addresses, an empty guest cart)', async () => {
    const seller = await signIn(SELLER_ACCOUNT);
    await seller.ok('addToCart', { body: { product_id: 1 } });
    await seller.ok('logout');
    expect(await seller.call('getAddresses')).toEqual({
      ok: false,
      status: 401,
      error: MESSAGES.server.notSignedIn,
    });
    expect((await seller.ok('getCart')).cart.items).toEqual([]);
  });
});

describe('given the wrong password', () => {
  it('answers 401 Invalid credentials and sets no session', async () => {
    const client = new ContractClient(BASE);
    const result = await client.call('login', {
      body: { email: SELLER_ACCOUNT.email, password: 'wrong-password' },
    });
    expect(result).toEqual({ ok: false, status: 401, error: MESSAGES.user.invalidCredentials });
    expect(client.cookies.size).toBe(0);
  });
});

describe('given reviews', () => {
  it('refuses a rating of 6 with 400', async () => {
    const seller = await signIn(SELLER_ACCOUNT);
    const result = await seller.call('addReview', { params: { id: 5 }, body: { text: 'Great', rating: 6 } });
    expect(result).toMatchObject({ ok: false, status: 400 });
  });
});

describe('given a cart paid with the simulated card', () => {
  async function openCheckout() {
    const seller = await signIn(SELLER_ACCOUNT);
    await seller.ok('addToCart', { body: { product_id: 5, quantity: 2 } });
    const { clientSecret, sessionId } = await seller.ok('createCheckoutSession');
    return { seller, clientSecret, sessionId };
  }

  it('with 4242 creates a processing order at the charged price, clears the cart and takes the stock, once', async () => {
    const { seller, clientSecret, sessionId } = await openCheckout();
    const ordersBefore = (await seller.ok('getOrders')).orders.length;
    expect(await seller.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAID } })).toEqual({
      success: true,
      sessionId,
    });
    await seller.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAID } });
    const orders = (await seller.ok('getOrders')).orders;
    expect(orders).toHaveLength(ordersBefore + 1);
    // Product 5 is 199.99 at 50% off: 100.00 each (decision 019).
    expect(orders[0]).toMatchObject({
      status: 'processing',
      item_count: 2,
      total_amount: 200,
      tracking_number: null,
      carrier: null,
      checkout_session_id: sessionId,
      seller: { id: 3, name: 'Olivia H.' },
      shipping_address: { ...SHIPPING, postcode: 'LS1 5HD' },
    });
    expect(db.orderEvents.at(-1)).toMatchObject({
      order_id: orders[0]?.id,
      actor: null,
      from_status: null,
      to_status: 'processing',
    });
    expect((await seller.ok('getCart')).cart).toEqual({ items: [], item_count: 0, total_price: 0 });
    expect(db.productById(5)?.product.itemsInStock).toBe(28);
    expect(await seller.ok('getSessionStatus', { query: { session_id: sessionId } })).toEqual({
      success: true,
      status: 'complete',
      customer_email: SELLER_ACCOUNT.email,
    });
  });

  it('refuses to pay a session whose time is up with 400 sessionExpired, and marks it expired', async () => {
    const { seller, clientSecret, sessionId } = await openCheckout();
    const session = db.checkoutSessions.find((s) => s.id === sessionId);
    if (session) session.expiresAt = new Date(Date.now() - 1000).toISOString();
    expect(await seller.call('confirmSimulatedPayment', { body: { clientSecret, ...PAID } })).toEqual({
      ok: false,
      status: 400,
      error: MESSAGES.server.sessionExpired,
    });
    expect(session?.status).toBe('expired');
    expect(db.productById(5)?.product.itemsInStock).toBe(30);
  });

  it(`keeps at most ${MAX_OPEN_CHECKOUT_SESSIONS} open sessions per user, expiring the oldest`, async () => {
    const { seller } = await openCheckout();
    for (let i = 0; i < MAX_OPEN_CHECKOUT_SESSIONS + 1; i += 1) await seller.ok('createCheckoutSession');
    const statuses = db.checkoutSessions.map((s) => s.status);
    expect(statuses.filter((s) => s === 'open')).toHaveLength(MAX_OPEN_CHECKOUT_SESSIONS);
    expect(statuses.slice(0, 2)).toEqual(['expired', 'expired']);
  });

  it('snapshots the charged price and seller, and removes the bought lines from the cart', async () => {
    const { seller, clientSecret, sessionId } = await openCheckout();
    expect(db.checkoutSessions.find((s) => s.id === sessionId)?.lines).toEqual([
      expect.objectContaining({ productId: 5, quantity: 2, unitPricePence: 10000, sellerId: 3 }),
    ]);
    await seller.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAID } });
    expect((await seller.ok('getCart')).cart.items).toEqual([]);
  });

  it('marks the session failed and answers 409 checkoutChanged when the cart changed after the session opened (decision 043)', async () => {
    const { seller, clientSecret, sessionId } = await openCheckout();
    await seller.ok('addToCart', { body: { product_id: 5, quantity: 1 } });
    const ordersBefore = db.orders.length;
    expect(await seller.call('confirmSimulatedPayment', { body: { clientSecret, ...PAID } })).toEqual({
      ok: false,
      status: 409,
      error: MESSAGES.server.checkoutChanged,
    });
    expect(db.checkoutSessions.find((s) => s.id === sessionId)?.status).toBe('failed');
    expect(db.orders).toHaveLength(ordersBefore);
    expect((await seller.ok('getCart')).cart.item_count).toBe(3);
  });

  it('marks the session failed and answers 409 checkoutChanged when a product was suspended meanwhile', async () => {
    const { seller, clientSecret, sessionId } = await openCheckout();
    const row = db.productById(5);
    if (row) row.product = { ...row.product, suspend: true };
    const ordersBefore = db.orders.length;
    expect(await seller.call('confirmSimulatedPayment', { body: { clientSecret, ...PAID } })).toEqual({
      ok: false,
      status: 409,
      error: MESSAGES.server.checkoutChanged,
    });
    expect(db.checkoutSessions.find((s) => s.id === sessionId)?.status).toBe('failed');
    expect(db.orders).toHaveLength(ordersBefore);
    expect((await seller.ok('getCart')).cart.item_count).toBe(2);
  });
});

describe('given prices (decision 019)', () => {
  it('shows salePrice, cart unit_price and payment price from chargedPricePence, recomputed after an update', async () => {
    const shop = await signIn(SHOP_ACCOUNT);
    const form = new FormData();
    form.append('price', '10.01');
    form.append('onSale', 'true');
    form.append('percentageOff', '50');
    const { product } = await shop.ok('updateMyProduct', { params: { id: 1 }, form });
    // 1001p at 50% off is 500.5p: half up, 501p.
    expect(product).toMatchObject({ price: 10.01, salePrice: 5.01 });
    const seller = await signIn(SELLER_ACCOUNT);
    const { cart } = await seller.ok('addToCart', { body: { product_id: 1, quantity: 2 } });
    expect(cart.items[0]).toMatchObject({ unit_price: 5.01, line_total: 10.02 });
    expect(cart.total_price).toBe(10.02);
    const { payment } = await seller.ok('calculatePayment');
    expect(payment.items[0]).toMatchObject({ price: 5.01, original_price: 10.01, subtotal: 10.02 });
    expect(payment.items[0]?.image_url).toBe('/images/products/p1-1.svg');
  });
});

describe('given the fulfilment state machine', () => {
  it('records who moved an order in the audit log, and cancelling restocks', async () => {
    const shop = await signIn(SHOP_ACCOUNT);
    const { order } = await shop.ok('updateOrderStatus', {
      params: { id: 2 },
      body: { status: 'cancelled' },
    });
    expect(order).toMatchObject({ status: 'cancelled', buyer: { id: 1, name: 'Demo U.' } });
    expect(db.productById(1)?.product.itemsInStock).toBe(31);
    expect(db.orderEvents.at(-1)).toMatchObject({
      order_id: 2,
      actor: { id: 3, name: 'Olivia H.' },
      from_status: 'processing',
      to_status: 'cancelled',
      note: 'refund of £149.99',
    });
  });

  it("counts items sold on the seller's own listings, leaving cancelled orders out", async () => {
    const shop = await signIn(SHOP_ACCOUNT);
    const sold = async (id: number) =>
      (await shop.ok('listMyProducts')).products.find((p) => p.id === id)?.itemsSold;
    expect(await sold(16)).toBe(3);
    expect(await sold(1)).toBe(1);
    await shop.ok('updateOrderStatus', { params: { id: 2 }, body: { status: 'cancelled' } });
    expect(await sold(1)).toBe(0);
    expect((await shop.ok('getMyProduct', { params: { id: 16 } })).product.itemsSold).toBe(3);
    expect(
      (await new ContractClient(BASE).ok('getProduct', { params: { id: 16 } })).product.itemsSold,
    ).toBeUndefined();
  });
});

describe('given the back office', () => {
  it('refuses a non-staff user with 403 staffOnly and serves staff, paged by ADMIN_PAGE_SIZE', async () => {
    const seller = await signIn(SELLER_ACCOUNT);
    expect(await seller.call('adminUsers')).toEqual({
      ok: false,
      status: 403,
      error: MESSAGES.server.staffOnly,
    });
    const admin = await signIn(ADMIN_ACCOUNT);
    const { users, pagination } = await admin.ok('adminUsers');
    expect(pagination).toEqual({ page: 1, pageSize: ADMIN_PAGE_SIZE, totalPages: 1, totalItems: 10 });
    expect(users[0]).toMatchObject({ email: ADMIN_ACCOUNT.email, name: 'Ada Admin', is_staff: true });
    const { events } = await admin.ok('adminAuditLog');
    // The sample catalogue's five orders and the mocks' returns sample (store/return-sample.ts).
    expect(events.map((e) => e.order_id)).toEqual([RETURNS_SAMPLE_ORDER_ID, 5, 4, 3, 2, 1]);
  });

  it('ends every session of a deactivated user', async () => {
    await signIn(SELLER_ACCOUNT);
    await signIn(SELLER_ACCOUNT);
    const admin = await signIn(ADMIN_ACCOUNT);
    await admin.ok('adminSetUserActive', { params: { id: 2 }, body: { is_active: false, reason: 'Fraud' } });
    expect(db.sessions.filter((s) => s.userId === 2)).toHaveLength(0);
    expect(db.userById(2)?.user.is_active).toBe(false);
  });
});

describe('given a password reset request', () => {
  const ask = (email: string) => new ContractClient(BASE).call('requestPasswordReset', { body: { email } });
  const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

  it('puts a message with a single-use link in the mailbox, and logs nothing in Node', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      expect(await ask('Seller@Shop.test')).toEqual({ ok: true, status: 200, data: { success: true } });
      const [mail] = db.mailTo(SELLER_ACCOUNT.email);
      expect(mail).toMatchObject({
        kind: 'password-reset',
        to: SELLER_ACCOUNT.email,
        subject: 'Storefront: reset your password',
      });
      expect(mail?.link).toMatch(/^http:\/\/localhost\/reset-password\?token=[0-9a-f]{64}$/);
      expect(mail?.text).toContain('Hello Sam,');
      expect(mail?.text).toContain(mail?.link);
      const row = db.resetTokens.find((t) => t.token === tokenOf(mail?.link));
      expect(row).toMatchObject({ userId: 2, usedAt: null });
      expect(Date.parse(row?.expiresAt ?? '') - Date.parse(row?.createdAt ?? '')).toBe(PASSWORD_RESET_TTL_MS);
      expect(info).not.toHaveBeenCalled();
    } finally {
      info.mockRestore();
    }
  });

  it('logs each message with its link in the browser (console.info), so a developer can follow it', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.stubGlobal('document', {});
    try {
      db.sendMail({
        kind: 'password-reset',
        to: 'a@example.com',
        subject: 'Storefront: reset your password',
        text: '',
        link: 'http://localhost/reset-password?token=abc',
      });
      expect(info).toHaveBeenCalledWith(
        "[mocks] mail 'Storefront: reset your password': http://localhost/reset-password?token=abc",
      );
    } finally {
      vi.unstubAllGlobals();
      info.mockRestore();
    }
  });

  it('sends nothing to an unknown address or the demo account, with the same answer', async () => {
    for (const email of ['nobody@example.com', DEMO_ACCOUNT.email]) {
      expect(await ask(email)).toEqual({ ok: true, status: 200, data: { success: true } });
    }
    expect(db.mailbox).toHaveLength(0);
    expect(db.resetTokens).toHaveLength(0);
  });

  it(`sends one account at most ${RESET_LINKS_PER_ACCOUNT} links an hour, answering the same after`, async () => {
    for (let i = 0; i <= RESET_LINKS_PER_ACCOUNT; i += 1) {
      expect(await ask(SELLER_ACCOUNT.email)).toMatchObject({ ok: true, status: 200 });
    }
    expect(db.mailTo(SELLER_ACCOUNT.email)).toHaveLength(RESET_LINKS_PER_ACCOUNT);
    // An hour later the account may have links again.
    for (const t of db.resetTokens) t.createdAt = new Date(Date.now() - 61 * 60_000).toISOString();
    await ask(SELLER_ACCOUNT.email);
    expect(db.mailTo(SELLER_ACCOUNT.email)).toHaveLength(RESET_LINKS_PER_ACCOUNT + 1);
  });

  it(`answers 429 after ${RESET_REQUESTS_PER_ADDRESS.max} requests from the browser, until db.reset()`, async () => {
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS.max; i += 1) {
      expect(await ask(`someone${i}@example.com`)).toMatchObject({ ok: true, status: 200 });
    }
    expect(await ask('one.more@example.com')).toEqual({
      ok: false,
      status: 429,
      error: MESSAGES.server.tooManyRequests,
    });
    db.reset();
    expect(await ask('one.more@example.com')).toMatchObject({ ok: true, status: 200 });
  });

  it('refuses an expired link, and voids the other links of the account once one is used', async () => {
    await ask(SELLER_ACCOUNT.email);
    await ask(SELLER_ACCOUNT.email);
    const [first, second] = db.mailTo(SELLER_ACCOUNT.email).map((m) => tokenOf(m.link));
    const row = db.resetTokens.find((t) => t.token === first);
    if (row) row.expiresAt = new Date(Date.now() - 1000).toISOString();
    const visitor = new ContractClient(BASE);
    const confirm = (token: string | undefined) =>
      visitor.call('confirmPasswordReset', {
        body: { token: token ?? '', password: 'a brand new passphrase' },
      });
    expect(await confirm(first)).toEqual({ ok: false, status: 400, error: MESSAGES.account.resetInvalid });
    await ask(SELLER_ACCOUNT.email);
    const third = tokenOf(db.lastResetLink(SELLER_ACCOUNT.email));
    expect(await confirm(second)).toMatchObject({ ok: true, status: 200 });
    expect(await confirm(third)).toEqual({ ok: false, status: 400, error: MESSAGES.account.resetInvalid });
    expect(db.userById(2)?.password).toBe('a brand new passphrase');
  });
});

describe('given an e-mail change', () => {
  it('sends the link to the new address, and tells the old one, greeting it by first name, once confirmed', async () => {
    const seller = await signIn(SELLER_ACCOUNT);
    await seller.ok('updateUser', {
      params: { id: 2 },
      body: { email: 'sam.moved@example.com', current_password: SELLER_ACCOUNT.password },
    });
    expect(db.mailTo(SELLER_ACCOUNT.email)).toEqual([]);
    const [confirm] = db.mailTo('sam.moved@example.com');
    expect(confirm).toMatchObject({
      kind: 'email-change-confirm',
      subject: `${DEFAULT_SHOP_NAME}: confirm your new e-mail address`,
    });
    expect(confirm?.text).toContain('Hello Sam,');
    const token = new URL(confirm?.link ?? 'http://x/').searchParams.get('token') ?? '';
    await seller.ok('confirmEmailChange', { body: { token } });
    expect(db.mailTo(SELLER_ACCOUNT.email)).toEqual([
      expect.objectContaining({
        kind: 'email-changed',
        subject: 'Storefront: your e-mail address was changed',
      }),
    ]);
    expect(db.mailTo(SELLER_ACCOUNT.email)[0]?.text).toContain('Hello Sam,');
    expect(db.mailTo('sam.moved@example.com')).toHaveLength(1);
  });

  it('keeps the chosen display name apart from the profile fields', async () => {
    const seller = await signIn(SELLER_ACCOUNT);
    const { user } = await seller.ok('updateUser', {
      params: { id: 2 },
      body: { display_name: 'Sam the Seller', current_password: 'ignored without an e-mail change' },
    });
    expect(user.display_name).toBe('Sam the Seller');
    expect(db.userById(2)).toMatchObject({
      chosenDisplayName: 'Sam the Seller',
      password: SELLER_ACCOUNT.password,
    });
    expect(Object.keys(db.userById(2)?.user ?? {})).not.toContain('current_password');
  });
});

describe('given db.reset()', () => {
  it('restores the sample data after a change', () => {
    db.products = [];
    db.reset();
    expect(db.products).toHaveLength(30);
    expect(db.sessions).toHaveLength(0);
    expect(db.orderEvents).toHaveLength(6);
    expect(db.returnRequests).toHaveLength(2);
    expect(db.orderRefunds).toHaveLength(0);
    expect(db.addresses).toHaveLength(0);
    expect(db.mailbox).toHaveLength(0);
    expect(db.resetTokens).toHaveLength(0);
  });
});
