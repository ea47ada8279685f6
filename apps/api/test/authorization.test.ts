/**
 * Who may do what (decision 032): the shopper endpoints by a visitor, the demo user, another user,
 * the owner and the owner without a CSRF token. Refusals answer the contract's status and text and
 * change nothing. The commerce endpoints' matrix is in authorization-commerce.test.ts (one file
 * each, so the two run side by side: decision 051).
 */
import { DEMO_ACCOUNT, MESSAGES } from '@shop/contract';
import { SELLER_ACCOUNT, SHOP_ACCOUNT, sellerUser } from '@shop/sample-catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client.ts';
import { startTestApp, primaryDatabase, type TestApp, type TestClient } from './helpers.ts';

type Actor = 'visitor' | 'test user' | 'other user' | 'owner' | 'owner without CSRF';
const ACTORS: Actor[] = ['visitor', 'test user', 'other user', 'owner', 'owner without CSRF'];

/** What the owner (Sam Seller) holds before each case. */
interface Fixture {
  lineId: number;
  bookmarkId: number;
  reviewId: number;
}

interface Case {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: (f: Fixture) => string;
  body?: unknown;
  /** Expected status per actor; the message too where the contract fixes it. */
  expect: Record<Actor, number>;
  testUserMessage?: string;
}

const blocked = MESSAGES.testUser.default;
const CASES: Case[] = [
  {
    name: 'addToCart',
    method: 'POST',
    url: () => '/api/cart/add/',
    // The demo user's listing: neither the owner's nor the other user's (nobody buys their own, decision 045).
    body: { product_id: 29, quantity: 1 },
    // Decision 032: a visitor adds to their own guest cart.
    expect: { visitor: 200, 'test user': 403, 'other user': 200, owner: 200, 'owner without CSRF': 403 },
    testUserMessage: blocked,
  },
  {
    name: 'updateCartItem',
    method: 'PUT',
    url: (f) => `/api/cart/update/${f.lineId}/`,
    body: { quantity: 2 },
    // Decision 032: a visitor has a guest cart, and the owner's line is not in it.
    expect: { visitor: 403, 'test user': 403, 'other user': 403, owner: 200, 'owner without CSRF': 403 },
  },
  {
    name: 'removeCartItem',
    method: 'DELETE',
    url: (f) => `/api/cart/remove/${f.lineId}/`,
    expect: { visitor: 403, 'test user': 403, 'other user': 403, owner: 200, 'owner without CSRF': 403 },
    testUserMessage: blocked,
  },
  {
    name: 'clearCart',
    method: 'DELETE',
    url: () => '/api/cart/clear/',
    // Blocked for the demo user like every state change (decision 020 "The demo user"). A visitor
    // empties only their own guest cart (decision 032).
    expect: { visitor: 200, 'test user': 403, 'other user': 200, owner: 200, 'owner without CSRF': 403 },
    testUserMessage: blocked,
  },
  {
    name: 'toggleBookmark',
    method: 'POST',
    url: () => '/api/bookmarks/toggle/',
    body: { product_id: 5 },
    // Decision 032: a visitor bookmarks into their guest bookmarks.
    expect: { visitor: 200, 'test user': 403, 'other user': 200, owner: 200, 'owner without CSRF': 403 },
    testUserMessage: blocked,
  },
  {
    name: 'removeBookmark',
    method: 'DELETE',
    url: (f) => `/api/bookmarks/${f.bookmarkId}/`,
    expect: { visitor: 403, 'test user': 403, 'other user': 403, owner: 200, 'owner without CSRF': 403 },
    testUserMessage: blocked,
  },
  {
    name: 'addReview',
    method: 'POST',
    // Nobody reviews their own listing (decision 045): the demo user's product.
    url: () => '/api/products/29/comments/add/',
    body: { text: 'Lovely.', rating: 4 },
    expect: { visitor: 401, 'test user': 403, 'other user': 201, owner: 201, 'owner without CSRF': 403 },
    testUserMessage: blocked,
  },
  {
    name: 'updateReview',
    method: 'PUT',
    url: (f) => `/api/comments/${f.reviewId}/update/`,
    body: { text: 'Changed.', rating: 2 },
    expect: { visitor: 401, 'test user': 403, 'other user': 403, owner: 200, 'owner without CSRF': 403 },
  },
  {
    name: 'deleteReview',
    method: 'DELETE',
    url: (f) => `/api/comments/${f.reviewId}/delete/`,
    expect: { visitor: 401, 'test user': 403, 'other user': 403, owner: 200, 'owner without CSRF': 403 },
    testUserMessage: blocked,
  },
  {
    name: 'updateUser',
    method: 'POST',
    url: () => `/api/update-user/${sellerUser.id}/`,
    body: { first_name: 'Changed' },
    expect: { visitor: 401, 'test user': 403, 'other user': 403, owner: 200, 'owner without CSRF': 403 },
    testUserMessage: blocked,
  },
];

describe.each(primaryDatabase)('given the authorization matrix on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Everything the cases could change, as one JSON text. */
  const snapshot = async () =>
    JSON.stringify(
      await queryRows(
        t.db,
        sql`SELECT
          (SELECT json_agg(c ORDER BY c.id) FROM cart_items c) AS cart,
          (SELECT json_agg(b ORDER BY b.id) FROM bookmarks b) AS bookmarks,
          (SELECT json_agg(json_build_object('id', m.id, 'text', m.text, 'rating', m.rating) ORDER BY m.id) FROM comments m) AS comments,
          (SELECT json_agg(json_build_object('id', u.id, 'first_name', u.first_name) ORDER BY u.id) FROM users u) AS users`,
      ),
    );

  let fixture: Fixture;
  let owner: TestClient;
  beforeEach(async () => {
    await t.reset();
    owner = t.client();
    await owner.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
    const cart = await owner.post('/api/cart/add/', { product_id: 2, quantity: 1 });
    const bookmarks = await owner.post('/api/bookmarks/toggle/', { product_id: 4 });
    const review = await owner.post('/api/products/9/comments/add/', { text: 'Mine.', rating: 5 });
    const line = (cart.body.cart as { items: { id: number }[] }).items[0];
    const bookmark = (bookmarks.body.bookmarks as { id: number }[])[0];
    fixture = {
      lineId: line?.id ?? 0,
      bookmarkId: bookmark?.id ?? 0,
      reviewId: (review.body.comment as { id: number }).id,
    };
  });

  async function clientFor(actor: Actor): Promise<{ client: TestClient; csrf: boolean }> {
    if (actor === 'owner') return { client: owner, csrf: true };
    if (actor === 'owner without CSRF') return { client: owner, csrf: false };
    const c = t.client();
    if (actor === 'test user') await c.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    if (actor === 'other user') await c.login(SHOP_ACCOUNT.email, SHOP_ACCOUNT.password);
    return { client: c, csrf: true };
  }

  for (const testCase of CASES) {
    for (const actor of ACTORS) {
      const status = testCase.expect[actor];
      it(`${testCase.name} by the ${actor} answers ${status}${status >= 400 ? ' and changes nothing' : ''}`, async () => {
        const { client, csrf } = await clientFor(actor);
        const before = await snapshot();
        const res = await client.request(testCase.method, testCase.url(fixture), {
          body: testCase.body,
          csrf,
        });
        expect(res.status).toBe(status);
        if (status >= 400) {
          expect(res.body.success).toBe(false);
          expect(typeof res.body.error).toBe('string');
          expect(await snapshot()).toBe(before);
        } else {
          expect(res.body.success).toBe(true);
        }
        if (actor === 'visitor' && status === 401) expect(res.body.error).toBe(MESSAGES.server.notSignedIn);
        // Decision 032: a visitor reaching the owner's cart line or bookmark is refused as anyone else.
        if (actor === 'visitor' && status === 403) expect(res.body.error).toBe(MESSAGES.server.forbidden);
        if (actor === 'owner without CSRF') expect(res.body.error).toBe(MESSAGES.server.csrf);
        if (actor === 'test user' && testCase.testUserMessage !== undefined)
          expect(res.body.error).toBe(testCase.testUserMessage);
      });
    }
  }
});
