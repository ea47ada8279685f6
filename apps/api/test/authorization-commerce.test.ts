/**
 * Who may do what in the commerce core (decision 032): its endpoints by every role. Its sibling,
 * authorization.test.ts, holds the shopper endpoints' matrix.
 */
import {
  DEFAULT_PAYOUT_TERMS,
  DEMO_ACCOUNT,
  MESSAGES,
  SELLER_PAYOUT_MESSAGES,
  belowMinimumPayoutMessage,
  endpoints,
  type EndpointName,
} from '@shop/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses } from '../src/platform/db/schema.ts';
import { ADDRESS, commerceSnapshot, listing, paidOrder, person, type Person } from './commerce.ts';
import { startTestApp, primaryDatabase, type TestApp, type TestClient } from './helpers.ts';

const blocked = MESSAGES.testUser.default;

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
  // A seller's money and payouts (decision 061): nobody has a payout account here (the app's
  // default), so every request by a signed-in user is refused before anything is written.
  { endpoint: 'getSellerMoney', url: () => '/api/payouts/balances/', expect: everyone(200) },
  { endpoint: 'getPayouts', url: () => '/api/payouts/', expect: everyone(200) },
  {
    endpoint: 'requestPayout',
    url: () => '/api/payouts/',
    expect: { ...everyone(400), demo: 403 },
    messages: {
      demo: blocked,
      buyer: SELLER_PAYOUT_MESSAGES.noPayoutAccount,
      // The sample seller's payout account is active (seeded, decision 059): nothing is available yet.
      seller: belowMinimumPayoutMessage(DEFAULT_PAYOUT_TERMS.minPayoutPence),
      'other seller': SELLER_PAYOUT_MESSAGES.noPayoutAccount,
      staff: SELLER_PAYOUT_MESSAGES.noPayoutAccount,
    },
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
  {
    endpoint: 'adminSetPayoutHold',
    url: (f) => `/api/admin/users/${f.buyerId}/payout-hold/`,
    body: { on_hold: true, reason: 'Identity checks' },
    expect: staffOnly(200),
    messages: staffOnlyText,
  },
  {
    endpoint: 'adminPayoutHolds',
    url: () => '/api/admin/payout-holds/',
    expect: staffOnly(200),
    messages: staffOnlyText,
  },
  // The back office's money (decision 064): staff only, the demo user included among the refused.
  {
    endpoint: 'adminSellerPayouts',
    url: () => '/api/admin/payouts/balances/?page=1&pageSize=10',
    expect: staffOnly(200),
    messages: staffOnlyText,
  },
  {
    endpoint: 'adminOrderLedger',
    url: (f) => `/api/admin/orders/${f.orderId}/ledger/`,
    expect: staffOnly(200),
    messages: staffOnlyText,
  },
];

/** Endpoints added that the matrix must cover. */
const COMMERCE_ENDPOINTS: EndpointName[] = [
  'getAddresses',
  'addAddress',
  'removeAddress',
  'getMySales',
  'updateOrderStatus',
  'getSellerMoney',
  'getPayouts',
  'requestPayout',
  ...(Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].access === 'staff'),
];

describe('given the commerce authorization matrix', () => {
  it('covers every endpoint and every staff endpoint', () => {
    expect(new Set(COMMERCE_CASES.map((c) => c.endpoint))).toEqual(new Set(COMMERCE_ENDPOINTS));
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
