import { DEMO_ACCOUNT, MESSAGES, endpoints, type EndpointName } from '@shop/contract';
import { SELLER_ACCOUNT, SHOP_ACCOUNT, sellerUser } from '@shop/sample-catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client.ts';
import { addresses } from '../src/platform/db/schema.ts';
import { ADDRESS, commerceSnapshot, listing, paidOrder, person, type Person } from './commerce.ts';
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

/**
 * The commerce core's endpoints by every role: a visitor, the demo user, the buyer of
 * an order, its seller, another seller and staff. Refusals answer the contract's status and text
 * and change nothing.
 */
type Role = 'visitor' | 'demo' | 'buyer' | 'seller' | 'other seller' | 'staff';
const ROLES: Role[] = ['visitor', 'demo', 'buyer', 'seller', 'other seller', 'staff'];

/** What exists before each commerce case. */
interface CommerceFixture {
  orderId: number;
  productId: number;
  addressId: number;
  buyerId: number;
}

interface CommerceCase {
  endpoint: EndpointName;
  url: (f: CommerceFixture) => string;
  body?: unknown;
  expect: Record<Role, number>;
  /** The error text per refused role where the contract fixes it. */
  messages?: Partial<Record<Role, string>>;
}

const everyone = (status: number): Record<Role, number> => ({
  visitor: 401,
  demo: status,
  buyer: status,
  seller: status,
  'other seller': status,
  staff: status,
});
const staffOnly = (status: number): Record<Role, number> => ({
  visitor: 401,
  demo: 403,
  buyer: 403,
  seller: 403,
  'other seller': 403,
  staff: status,
});
const staffOnlyText = {
  demo: MESSAGES.server.staffOnly,
  buyer: MESSAGES.server.staffOnly,
  seller: MESSAGES.server.staffOnly,
  'other seller': MESSAGES.server.staffOnly,
};

const COMMERCE_CASES: CommerceCase[] = [
  { endpoint: 'getAddresses', url: () => '/api/addresses/', expect: everyone(200) },
  {
    endpoint: 'addAddress',
    url: () => '/api/addresses/',
    body: { name: 'A Person', line1: '1 High Street', line2: '', city: 'Leeds', postcode: 'LS1 1UR' },
    expect: { ...everyone(201), demo: 403 },
    messages: { demo: blocked },
  },
  {
    endpoint: 'removeAddress',
    url: (f) => `/api/addresses/${f.addressId}/`,
    expect: { visitor: 401, demo: 403, buyer: 200, seller: 403, 'other seller': 403, staff: 403 },
    messages: { demo: blocked, seller: MESSAGES.server.forbidden, staff: MESSAGES.server.forbidden },
  },
  { endpoint: 'getMySales', url: () => '/api/my-sales/', expect: everyone(200) },
  {
    endpoint: 'updateOrderStatus',
    url: (f) => `/api/orders/${f.orderId}/status/`,
    body: { status: 'shipped', carrier: 'Royal Mail', tracking_number: 'AB123' },
    expect: { visitor: 401, demo: 403, buyer: 403, seller: 200, 'other seller': 403, staff: 200 },
    messages: { demo: blocked, buyer: MESSAGES.server.forbidden, 'other seller': MESSAGES.server.forbidden },
  },
  {
    endpoint: 'adminOrders',
    url: () => '/api/admin/orders/',
    expect: staffOnly(200),
    messages: staffOnlyText,
  },
  {
    endpoint: 'adminListings',
    url: () => '/api/admin/products/?filter=hidden',
    expect: staffOnly(200),
    messages: staffOnlyText,
  },
  {
    endpoint: 'adminModerateListing',
    url: (f) => `/api/admin/products/${f.productId}/moderate/`,
    body: { suspend: true, reason: 'Counterfeit', adminApproved: false },
    expect: staffOnly(200),
    messages: staffOnlyText,
  },
  { endpoint: 'adminUsers', url: () => '/api/admin/users/', expect: staffOnly(200), messages: staffOnlyText },
  {
    endpoint: 'adminSetUserActive',
    url: (f) => `/api/admin/users/${f.buyerId}/active/`,
    body: { is_active: false },
    expect: staffOnly(200),
    messages: staffOnlyText,
  },
  {
    endpoint: 'adminAuditLog',
    url: (f) => `/api/admin/audit-log/?order_id=${f.orderId}`,
    expect: staffOnly(200),
    messages: staffOnlyText,
  },
  {
    endpoint: 'adminStaffActions',
    url: () => '/api/admin/staff-actions/',
    expect: staffOnly(200),
    messages: staffOnlyText,
  },
];

/** Endpoints added that the matrix must cover. */
const ISSUE_8_ENDPOINTS: EndpointName[] = [
  'getAddresses',
  'addAddress',
  'removeAddress',
  'getMySales',
  'updateOrderStatus',
  ...(Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].access === 'staff'),
];

describe('given the commerce authorization matrix', () => {
  it('covers every endpoint and every staff endpoint', () => {
    expect(new Set(COMMERCE_CASES.map((c) => c.endpoint))).toEqual(new Set(ISSUE_8_ENDPOINTS));
  });
});

describe.each(primaryDatabase)('given the commerce authorization matrix on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });

  let fixture: CommerceFixture;
  let people: Record<Exclude<Role, 'visitor' | 'demo'>, Person>;
  beforeEach(async () => {
    await t.reset();
    people = {
      buyer: await person(t, { firstName: 'Bea', lastName: 'Buyer' }),
      seller: await person(t, { firstName: 'Sam', lastName: 'Seller' }),
      'other seller': await person(t, { firstName: 'Otto', lastName: 'Other' }),
      staff: await person(t, { staff: true, firstName: 'Stella', lastName: 'Staff' }),
    };
    const productId = await listing(t, people.seller.id);
    const { orderId } = await paidOrder(t, {
      buyerId: people.buyer.id,
      sellerId: people.seller.id,
      lines: [{ productId, quantity: 1 }],
    });
    const [address] = await t.db
      .insert(addresses)
      .values({ userId: people.buyer.id, ...ADDRESS })
      .returning({ id: addresses.id });
    fixture = { orderId, productId, addressId: address?.id ?? 0, buyerId: people.buyer.id };
  });

  async function clientOf(role: Role): Promise<TestClient> {
    if (role === 'visitor') return t.client();
    if (role === 'demo') {
      const c = t.client();
      await c.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
      return c;
    }
    return people[role].client;
  }

  for (const testCase of COMMERCE_CASES) {
    const { method } = endpoints[testCase.endpoint];
    for (const role of ROLES) {
      const status = testCase.expect[role];
      it(`${testCase.endpoint} by the ${role} answers ${status}${status >= 400 ? ' and changes nothing' : ''}`, async () => {
        const client = await clientOf(role);
        const before = await commerceSnapshot(t);
        const res = await client.request(method, testCase.url(fixture), { body: testCase.body });
        expect(res.status).toBe(status);
        if (status >= 400) {
          expect(res.body.success).toBe(false);
          expect(await commerceSnapshot(t)).toBe(before);
        } else {
          expect(res.body.success).toBe(true);
        }
        if (role === 'visitor') expect(res.body.error).toBe(MESSAGES.server.notSignedIn);
        const message = testCase.messages?.[role];
        if (message !== undefined) expect(res.body.error).toBe(message);
      });
    }
  }
});
