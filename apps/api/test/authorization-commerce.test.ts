/**
 * Who may do what in the commerce core (decision 032): its endpoints by every role. Its sibling,
 * authorization.test.ts, holds the shopper endpoints' matrix.
 */
import {
  DEFAULT_PAYOUT_TERMS,
  DEMO_ACCOUNT,
  MESSAGES,
  RETURN_MESSAGES,
  SELLER_PAYOUT_MESSAGES,
  belowMinimumPayoutMessage,
  endpoints,
  type EndpointName,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordOrderPaid } from '../src/modules/ledger/index.ts';
import { addresses, reports, returnRequests } from '../src/platform/db/schema.ts';
import { ADDRESS, commerceSnapshot, listing, paidOrder, person, type Person } from './commerce.ts';
import { startTestApp, primaryDatabase, type TestApp, type TestClient } from './helpers.ts';
import { deliveredOrder, madeRequest } from './returns-fixtures.ts';

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
  /** A delivered order of the buyer's from the seller (decision 067). */
  deliveredOrderId: number;
  /** Its line without a return request. */
  freeLineId: number;
  /** The request on its other line, waiting for the seller. */
  requestId: number;
  /** A request on a line of another delivered order, escalated to staff. */
  escalatedId: number;
  /** An account someone may report (decision 072). */
  reportedUserId: number;
}

interface CommerceCase {
  endpoint: EndpointName;
  url: (f: CommerceFixture) => string;
  /** A JSON body, or one made from the fixture. */
  body?: unknown;
  /** Text fields of a multipart form (sent instead of a JSON body). */
  form?: (f: CommerceFixture) => Record<string, string>;
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
    body: { is_active: false, reason: 'Fraud' },
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
  // Returns, refunds without a return and disputes (decision 067): the demo user reads its own
  // and changes nothing; only the parties read a request, each takes their own steps, the seller
  // or staff refund an order, staff decide disputes.
  {
    endpoint: 'getReturnsPolicy',
    url: () => '/api/marketplace/returns-policy/',
    expect: { ...everyone(200), visitor: 200 },
  },
  {
    endpoint: 'createReturnRequest',
    url: (f) => `/api/orders/${f.deliveredOrderId}/returns/`,
    form: (f) => ({ order_item_id: String(f.freeLineId), quantity: '1', reason: 'damaged', note: '' }),
    expect: { visitor: 401, demo: 403, buyer: 201, seller: 403, 'other seller': 403, staff: 403 },
    messages: {
      demo: blocked,
      seller: MESSAGES.server.forbidden,
      'other seller': MESSAGES.server.forbidden,
      staff: MESSAGES.server.forbidden,
    },
  },
  { endpoint: 'getReturnRequests', url: () => '/api/returns/?role=seller&open=true', expect: everyone(200) },
  {
    endpoint: 'getReturnRequest',
    url: (f) => `/api/returns/${f.requestId}/`,
    expect: { visitor: 401, demo: 403, buyer: 200, seller: 200, 'other seller': 403, staff: 200 },
    messages: { demo: RETURN_MESSAGES.errors.notYours, 'other seller': RETURN_MESSAGES.errors.notYours },
  },
  {
    endpoint: 'moveReturnRequest',
    url: (f) => `/api/returns/${f.requestId}/steps/`,
    body: { action: 'decline', reason: 'Worn, not damaged' },
    expect: { visitor: 401, demo: 403, buyer: 403, seller: 200, 'other seller': 403, staff: 403 },
    messages: {
      demo: blocked,
      buyer: RETURN_MESSAGES.errors.notYourStep,
      'other seller': RETURN_MESSAGES.errors.notYours,
      // The seller's step: staff decide through the disputes queue (returnStepRefusal).
      staff: RETURN_MESSAGES.errors.notYourStep,
    },
  },
  {
    endpoint: 'refundOrder',
    url: (f) => `/api/orders/${f.orderId}/refunds/`,
    body: { amount: 2.5, reason: 'Late delivery' },
    expect: { visitor: 401, demo: 403, buyer: 403, seller: 200, 'other seller': 403, staff: 200 },
    messages: {
      demo: blocked,
      buyer: RETURN_MESSAGES.errors.notYourOrder,
      'other seller': RETURN_MESSAGES.errors.notYourOrder,
    },
  },
  {
    endpoint: 'adminDisputes',
    url: () => '/api/admin/disputes/?state=open',
    expect: staffOnly(200),
    messages: staffOnlyText,
  },
  {
    endpoint: 'decideDispute',
    url: (f) => `/api/admin/disputes/${f.escalatedId}/decision/`,
    body: { outcome: 'refund_partial', amount: 1, reason: 'Half the damage is wear' },
    expect: staffOnly(200),
    messages: staffOnlyText,
  },
  // Reports (decision 072): anyone signed in but the demo user reports; the seller not their own.
  {
    endpoint: 'createReport',
    url: () => '/api/reports/',
    body: { target_kind: 'user', target_id: 0, reason: 'spam' },
    expect: { visitor: 401, demo: 403, buyer: 201, seller: 201, 'other seller': 201, staff: 201 },
    messages: { demo: blocked },
  },
  {
    endpoint: 'adminReports',
    url: () => '/api/admin/reports/',
    expect: staffOnly(200),
    messages: staffOnlyText,
  },
  {
    endpoint: 'decideReports',
    url: () => '/api/admin/reports/decision/',
    body: { target_kind: 'listing', target_id: 0, decision: 'suspend_listing', reason: 'Counterfeit' },
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
  'getReturnsPolicy',
  'createReturnRequest',
  'getReturnRequests',
  'getReturnRequest',
  'moveReturnRequest',
  'refundOrder',
  'createReport',
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
    const { orderId, sessionId } = await paidOrder(t, {
      buyerId: people.buyer.id,
      sellerId: people.seller.id,
      lines: [{ productId, quantity: 1 }],
    });
    // Its payment is in the ledger, as every paid order's is (a refund is recorded against it).
    await t.db.transaction((tx) =>
      recordOrderPaid(
        tx,
        { orderId, sellerId: people.seller.id, grossPence: 1000, checkoutSessionId: sessionId },
        t.config.marketplace.feeRule,
      ),
    );
    const [address] = await t.db
      .insert(addresses)
      .values({ userId: people.buyer.id, ...ADDRESS })
      .returning({ id: addresses.id });
    const lines = [
      { productId, quantity: 1, unitPricePence: 1000 },
      { productId, quantity: 2, unitPricePence: 500 },
    ];
    const delivered = await deliveredOrder(t, { ...people, deliveredAt: new Date(), lines });
    const [requestedLine = 0, freeLineId = 0] = delivered.lineIds;
    const request = await madeRequest(people.buyer.client, delivered.orderId, {
      order_item_id: requestedLine,
      quantity: 1,
    });
    const disputed = await deliveredOrder(t, { ...people, deliveredAt: new Date(), lines });
    const escalated = await madeRequest(people.buyer.client, disputed.orderId, {
      order_item_id: disputed.lineIds[0] ?? 0,
      quantity: 1,
    });
    await t.db
      .update(returnRequests)
      .set({ status: 'escalated', escalatedAt: new Date() })
      .where(eq(returnRequests.id, escalated.id));
    // An open report on the listing, for staff to decide (decision 072).
    await t.db.insert(reports).values({
      reporterId: people.buyer.id,
      targetKind: 'listing',
      targetId: productId,
      reason: 'counterfeit',
    });
    const reported = await person(t, { firstName: 'Rex', lastName: 'Reported' });
    // A public listing shows the account to others: only such accounts may be reported (decision 076).
    await listing(t, reported.id);
    fixture = {
      orderId,
      productId,
      addressId: address?.id ?? 0,
      buyerId: people.buyer.id,
      deliveredOrderId: delivered.orderId,
      freeLineId,
      requestId: request.id,
      escalatedId: escalated.id,
      reportedUserId: reported.id,
    };
  });

  /** The case's body with the fixture's ids where it names target 0 (a report's target). */
  function bodyOf(testCase: CommerceCase, f: CommerceFixture): unknown {
    const body = testCase.body as { target_kind?: string; target_id?: number } | undefined;
    if (body?.target_id !== 0) return testCase.body;
    return { ...body, target_id: body.target_kind === 'user' ? f.reportedUserId : f.productId };
  }

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
        const res =
          testCase.form === undefined
            ? await client.request(method, testCase.url(fixture), { body: bodyOf(testCase, fixture) })
            : await client.postForm(testCase.url(fixture), testCase.form(fixture));
        expect(res.status).toBe(status);
        if (status >= 400) {
          expect(res.body.success).toBe(false);
          expect(await commerceSnapshot(t)).toBe(before);
        } else {
          expect(res.body.success).toBe(true);
        }
        if (role === 'visitor' && status === 401) expect(res.body.error).toBe(MESSAGES.server.notSignedIn);
        const message = testCase.messages?.[role];
        if (message !== undefined) expect(res.body.error).toBe(message);
      });
    }
  }
});
