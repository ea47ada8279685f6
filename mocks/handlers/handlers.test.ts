import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, MESSAGES, PRODUCTS_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@shop/api-client/contract';
import { ContractClient } from '../../contract-tests/client.ts';
import { db } from '../db.ts';
import { SELLER_ACCOUNT, SHOP_ACCOUNT } from '../fixtures/index.ts';
import { server } from '../node.ts';

const BASE = 'http://localhost/api';
const PAID = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Sam Seller' };
const DECLINED = { ...PAID, cardNumber: '4000 0000 0000 0002' };

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

  it('filters by category and counts pages of the filtered list', async () => {
    const page = await new ContractClient(BASE).ok('listProducts', {
      query: { category: 'Electronics', pageSize: 2 },
    });
    expect(page.products.every((p) => p.category === 'Electronics')).toBe(true);
    expect(page.pagination).toEqual({ page: 1, pageSize: 2, totalPages: 3, totalItems: 5 });
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

describe('given an unknown product id', () => {
  it('answers 404 Product not found', async () => {
    const result = await new ContractClient(BASE).call('getProduct', { params: { id: 999 } });
    expect(result).toEqual({ ok: false, status: 404, error: MESSAGES.products.notFound });
  });
});

describe('given a signed-in user', () => {
  it('refuses a state change without the X-CSRFToken header and changes nothing', async () => {
    const seller = await signIn(SELLER_ACCOUNT);
    const result = await seller.call('addToCart', { body: { product_id: 1 }, csrf: false });
    expect(result).toEqual({ ok: false, status: 403, error: MESSAGES.server.csrf });
    expect((await seller.ok('getCart')).cart.items).toHaveLength(0);
  });

  it("refuses to delete someone else's product with 403 and keeps it", async () => {
    const seller = await signIn(SELLER_ACCOUNT);
    const result = await seller.call('deleteMyProduct', { params: { id: 1 } });
    expect(result).toMatchObject({ ok: false, status: 403 });
    expect(db.productById(1)).toBeDefined();
  });

  it('refuses a quantity beyond the stock with 400 out of stock', async () => {
    const seller = await signIn(SELLER_ACCOUNT);
    const result = await seller.call('addToCart', { body: { product_id: 1, quantity: 31 } });
    expect(result).toEqual({ ok: false, status: 400, error: MESSAGES.server.outOfStock });
  });

  it('is a visitor again after logout (401 on the cart)', async () => {
    const seller = await signIn(SELLER_ACCOUNT);
    await seller.ok('logout');
    expect(await seller.call('getCart')).toEqual({
      ok: false,
      status: 401,
      error: MESSAGES.server.notSignedIn,
    });
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

describe('given the demo (test) user', () => {
  it('is refused cart add with the spec message, and the cart stays as it was', async () => {
    const demo = await signIn(DEMO_ACCOUNT);
    const before = (await demo.ok('getCart')).cart;
    const result = await demo.call('addToCart', { body: { product_id: 1 } });
    expect(result).toEqual({ ok: false, status: 403, error: MESSAGES.testUser.default });
    expect((await demo.ok('getCart')).cart).toEqual(before);
  });

  it('is refused product deletion with the delete-product message', async () => {
    const demo = await signIn(DEMO_ACCOUNT);
    const result = await demo.call('deleteMyProduct', { params: { id: 1 } });
    expect(result).toEqual({ ok: false, status: 403, error: MESSAGES.testUser.deleteProduct });
  });
});

describe('given comments', () => {
  it('allows one comment per user per product (400 the second time)', async () => {
    const seller = await signIn(SELLER_ACCOUNT);
    const first = await seller.call('addComment', {
      params: { id: 5 },
      body: { text: 'Great watch', rating: 5 },
    });
    expect(first.ok).toBe(true);
    const second = await seller.call('addComment', { params: { id: 5 }, body: { text: 'Again', rating: 4 } });
    expect(second).toEqual({ ok: false, status: 400, error: MESSAGES.server.commentExists });
  });

  it('refuses a rating of 6 with 400', async () => {
    const seller = await signIn(SELLER_ACCOUNT);
    const result = await seller.call('addComment', { params: { id: 5 }, body: { text: 'Great', rating: 6 } });
    expect(result).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses to change someone else's comment with 403", async () => {
    const shop = await signIn(SHOP_ACCOUNT);
    const demoComment = db.comments.find((c) => c.comment.username === 'demo');
    const result = await shop.call('updateComment', {
      params: { id: demoComment?.comment.id ?? 0 },
      body: { text: 'Hijacked', rating: 1 },
    });
    expect(result).toMatchObject({ ok: false, status: 403 });
  });
});

describe('given a cart paid with the simulated card', () => {
  async function openCheckout() {
    const seller = await signIn(SELLER_ACCOUNT);
    await seller.ok('addToCart', { body: { product_id: 5, quantity: 2 } });
    const { clientSecret, sessionId } = await seller.ok('createCheckoutSession');
    return { seller, clientSecret, sessionId };
  }

  it('with 4242 creates a processing order, clears the cart and takes the stock, once', async () => {
    const { seller, clientSecret, sessionId } = await openCheckout();
    const ordersBefore = (await seller.ok('getOrders')).orders.length;
    expect(await seller.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAID } })).toEqual({
      success: true,
      sessionId,
    });
    await seller.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAID } });
    const orders = (await seller.ok('getOrders')).orders;
    expect(orders).toHaveLength(ordersBefore + 1);
    expect(orders[0]).toMatchObject({
      status: 'processing',
      item_count: 2,
      total_amount: 399.98,
      tracking_number: null,
    });
    expect((await seller.ok('getCart')).cart).toEqual({ items: [], item_count: 0, total_price: 0 });
    expect(db.productById(5)?.product.itemsInStock).toBe(28);
    expect(await seller.ok('getSessionStatus', { query: { session_id: sessionId } })).toEqual({
      success: true,
      status: 'complete',
      customer_email: SELLER_ACCOUNT.email,
    });
  });

  it('with the declined card answers 402 and changes nothing', async () => {
    const { seller, clientSecret, sessionId } = await openCheckout();
    const ordersBefore = (await seller.ok('getOrders')).orders.length;
    const result = await seller.call('confirmSimulatedPayment', { body: { clientSecret, ...DECLINED } });
    expect(result).toEqual({ ok: false, status: 402, error: MESSAGES.server.cardDeclined });
    expect((await seller.ok('getOrders')).orders).toHaveLength(ordersBefore);
    expect((await seller.ok('getCart')).cart.item_count).toBe(2);
    expect(db.productById(5)?.product.itemsInStock).toBe(30);
    expect((await seller.ok('getSessionStatus', { query: { session_id: sessionId } })).status).toBe('open');
  });

  it('answers 404 for an unknown session id', async () => {
    const seller = await signIn(SELLER_ACCOUNT);
    expect(await seller.call('getSessionStatus', { query: { session_id: 'cs_test_unknown' } })).toMatchObject(
      {
        ok: false,
        status: 404,
      },
    );
  });
});

describe('given db.reset()', () => {
  it('restores the sample data after a change', () => {
    db.products = [];
    db.reset();
    expect(db.products).toHaveLength(30);
    expect(db.sessions).toHaveLength(0);
  });
});
