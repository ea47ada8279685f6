import { DEMO_ACCOUNT, MESSAGES } from '@shop/api-client/contract';
import { SELLER_ACCOUNT, SHOP_ACCOUNT, sellerUser } from '@shop/mocks/fixtures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/index.ts';
import { startTestApp, testDatabases, type TestApp, type TestClient } from './helpers.ts';

type Actor = 'visitor' | 'test user' | 'other user' | 'owner' | 'owner without CSRF';
const ACTORS: Actor[] = ['visitor', 'test user', 'other user', 'owner', 'owner without CSRF'];

/** What the owner (Sam Seller) holds before each case. */
interface Fixture {
  lineId: number;
  bookmarkId: number;
  commentId: number;
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
    body: { product_id: 1, quantity: 1 },
    expect: { visitor: 401, 'test user': 403, 'other user': 200, owner: 200, 'owner without CSRF': 403 },
    testUserMessage: blocked,
  },
  {
    name: 'updateCartItem',
    method: 'PUT',
    url: (f) => `/api/cart/update/${f.lineId}/`,
    body: { quantity: 2 },
    expect: { visitor: 401, 'test user': 403, 'other user': 403, owner: 200, 'owner without CSRF': 403 },
  },
  {
    name: 'removeCartItem',
    method: 'DELETE',
    url: (f) => `/api/cart/remove/${f.lineId}/`,
    expect: { visitor: 401, 'test user': 403, 'other user': 403, owner: 200, 'owner without CSRF': 403 },
    testUserMessage: blocked,
  },
  {
    name: 'clearCart',
    method: 'DELETE',
    url: () => '/api/cart/clear/',
    // Not blocked for the demo user by the contract: it clears its own cart only.
    expect: { visitor: 401, 'test user': 200, 'other user': 200, owner: 200, 'owner without CSRF': 403 },
  },
  {
    name: 'toggleBookmark',
    method: 'POST',
    url: () => '/api/bookmarks/toggle/',
    body: { product_id: 5 },
    expect: { visitor: 401, 'test user': 403, 'other user': 200, owner: 200, 'owner without CSRF': 403 },
    testUserMessage: blocked,
  },
  {
    name: 'removeBookmark',
    method: 'DELETE',
    url: (f) => `/api/bookmarks/${f.bookmarkId}/`,
    expect: { visitor: 401, 'test user': 403, 'other user': 403, owner: 200, 'owner without CSRF': 403 },
    testUserMessage: blocked,
  },
  {
    name: 'addComment',
    method: 'POST',
    url: () => '/api/products/6/comments/add/',
    body: { text: 'Lovely.', rating: 4 },
    expect: { visitor: 401, 'test user': 201, 'other user': 201, owner: 201, 'owner without CSRF': 403 },
  },
  {
    name: 'updateComment',
    method: 'PUT',
    url: (f) => `/api/comments/${f.commentId}/update/`,
    body: { text: 'Changed.', rating: 2 },
    expect: { visitor: 401, 'test user': 403, 'other user': 403, owner: 200, 'owner without CSRF': 403 },
  },
  {
    name: 'deleteComment',
    method: 'DELETE',
    url: (f) => `/api/comments/${f.commentId}/delete/`,
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

describe.each(testDatabases)('given the authorization matrix on $name', (database) => {
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
    const comment = await owner.post('/api/products/9/comments/add/', { text: 'Mine.', rating: 5 });
    const line = (cart.body.cart as { items: { id: number }[] }).items[0];
    const bookmark = (bookmarks.body.bookmarks as { id: number }[])[0];
    fixture = {
      lineId: line?.id ?? 0,
      bookmarkId: bookmark?.id ?? 0,
      commentId: (comment.body.comment as { id: number }).id,
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
        if (actor === 'visitor') expect(res.body.error).toBe(MESSAGES.server.notSignedIn);
        if (actor === 'owner without CSRF') expect(res.body.error).toBe(MESSAGES.server.csrf);
        if (actor === 'test user' && testCase.testUserMessage !== undefined)
          expect(res.body.error).toBe(testCase.testUserMessage);
      });
    }
  }
});
