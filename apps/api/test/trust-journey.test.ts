/**
 * Trust between strangers, over HTTP, on PGlite and on PostgreSQL (decisions 070-076): a buyer
 * asks a seller about a listing and the seller answers; the buyer buys it, the seller ships and
 * delivers it; both rate each other, and neither sees the other's rating until both are in; the
 * seller's page then shows the rating and lists the listing; someone reports the listing and staff
 * suspend it with a reason that reaches the seller by e-mail; the buyer downloads their data, which
 * holds the order, the rating and the messages, and deletes their account; the seller adds a
 * passkey and signs in with it.
 * Only the outbox (e-mails are read from it, as the worker would send them) and the deletion link
 * (read from its outbox row) are not HTTP.
 */
import type {
  Conversation,
  ConversationSummary,
  Order,
  OrderRatings,
  Product,
  SellerProfile,
} from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/platform/db/schema.ts';
import { card } from './fake-stripe/shop.ts';
import { person } from './commerce.ts';
import {
  lastAccountDeletionLink,
  startTestApp,
  testDatabases,
  type TestApp,
  type TestClient,
} from './helpers.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';

/** The shop's address as the browser sees it: the passkeys' relying party (decision 070). */
const ORIGIN = 'http://localhost:4560';

describe.each(testDatabases)('trust between a buyer and a seller on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database, config: { publicUrl: ORIGIN } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends `body` to `url` as `client` and expects `status` (200 unless told); returns the body. */
  async function ok(client: TestClient, url: string, body?: unknown, status = 200) {
    const res = await client.post(url, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  }

  /** The outbox payloads of `kind` to `email`, oldest first. */
  async function mails(kind: string, email: string): Promise<Record<string, unknown>[]> {
    const rows = await t.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, kind), sql`${outbox.payload}->>'to' = ${email}`))
      .orderBy(outbox.id);
    return rows.map((row) => row.payload as Record<string, unknown>);
  }

  it('asks, buys, rates both ways, is reported and decided, takes its data and leaves; a passkey signs in', async () => {
    // The seller: signed up, payout account connected, one listing.
    const seller = t.client();
    const { res: sellerSignUp, credentials: sellerCredentials } = await seller.register({
      first_name: 'Rosa',
      last_name: 'Potter',
    });
    expect(sellerSignUp.status).toBe(201);
    const sellerUser = sellerSignUp.body.user as { id: number; email: string };
    await ok(seller, '/api/payouts/account/simulated/', {
      account_holder_name: 'Rosa Potter',
      sort_code: '12-34-56',
      account_number: '31926819',
    });
    const listed = await seller.postForm('/api/add-product/', {
      name: 'Glazed Bowl',
      price: '24.00',
      category: 'Home & Kitchen',
      tags: 'kitchen',
      description: 'A glazed bowl, made by hand.',
      detailedDescription: '',
      percentageOff: '0',
      itemsInStock: '5',
      onSale: 'false',
      specialOffer: 'false',
      suspend: 'false',
      inStock: 'true',
      featured: 'false',
      popular: 'false',
      new: 'false',
    });
    expect(listed.status).toBe(201);
    const bowl = listed.body.product as Product;

    // The buyer asks about it before buying; the seller sees one unread message and answers.
    const buyer = t.client();
    const { res: buyerSignUp, credentials: buyerCredentials } = await buyer.register({
      first_name: 'Bea',
      last_name: 'Buyer',
    });
    expect(buyerSignUp.status).toBe(201);
    const buyerUser = buyerSignUp.body.user as { id: number; email: string };
    const asked = (
      await ok(buyer, `/api/products/${bowl.id}/messages/`, { body: 'Is it dishwasher safe?' }, 201)
    ).conversation as Conversation;
    expect((await seller.get('/api/conversations/unread/')).body.unread_total).toBe(1);
    const inbox = (await seller.get('/api/conversations/')).body.conversations as ConversationSummary[];
    expect(inbox.map((c) => [c.id, c.listing?.id, c.your_role, c.unread])).toEqual([
      [asked.id, bowl.id, 'seller', 1],
    ]);
    const opened = (await seller.get(`/api/conversations/${asked.id}/`)).body.conversation as Conversation;
    expect(opened.messages.map((m) => [m.mine, m.body])).toEqual([[false, 'Is it dishwasher safe?']]);
    expect((await seller.get('/api/conversations/unread/')).body.unread_total).toBe(0);
    await ok(seller, `/api/conversations/${asked.id}/messages/`, { body: 'Yes, on a gentle cycle.' }, 201);
    const answered = (await buyer.get(`/api/conversations/${asked.id}/`)).body.conversation as Conversation;
    expect(answered.messages.map((m) => [m.mine, m.body])).toEqual([
      [true, 'Is it dishwasher safe?'],
      [false, 'Yes, on a gentle cycle.'],
    ]);
    // One e-mail to each about the new message (batched: at most one per conversation per window).
    expect(await mails('new-message', sellerUser.email)).toHaveLength(1);
    expect(await mails('new-message', buyerUser.email)).toHaveLength(1);

    // The buyer buys it; the seller ships and delivers.
    await ok(buyer, '/api/cart/add/', { product_id: bowl.id, quantity: 1 });
    const checkout = await ok(buyer, '/api/payment/create-checkout-session/');
    await ok(buyer, '/api/payment/simulated/confirm/', card(String(checkout.clientSecret)));
    const [order] = ((await buyer.get('/api/orders')).body.orders as Order[]).filter(
      (o) => o.checkout_session_id === checkout.sessionId,
    );
    if (order === undefined) throw new Error('one order expected');
    await ok(seller, `/api/orders/${order.id}/status/`, {
      status: 'shipped',
      carrier: 'Royal Mail',
      tracking_number: 'RM100200300GB',
    });
    await ok(seller, `/api/orders/${order.id}/status/`, { status: 'delivered' });

    // Both rate; the first rating stays hidden from the other side until the second is in.
    await ok(
      buyer,
      `/api/orders/${order.id}/ratings/`,
      { stars: 5, comment: 'Lovely bowl, well packed.' },
      201,
    );
    const sellerBefore = (await seller.get(`/api/orders/${order.id}/ratings/`)).body.ratings as OrderRatings;
    expect(sellerBefore).toMatchObject({ revealed: false, buyer_rated: true, of_seller: null });
    await ok(
      seller,
      `/api/orders/${order.id}/ratings/`,
      { stars: 4, comment: 'Quick to pay, thank you.' },
      201,
    );
    const buyerAfter = (await buyer.get(`/api/orders/${order.id}/ratings/`)).body.ratings as OrderRatings;
    expect(buyerAfter).toMatchObject({
      revealed: true,
      of_seller: { stars: 5, comment: 'Lovely bowl, well packed.' },
      of_buyer: { stars: 4, comment: 'Quick to pay, thank you.' },
    });

    // The seller's page: the rating, the completed sale and the listing.
    const page = await t.client().get(`/api/sellers/${sellerUser.id}/`);
    expect(page.status).toBe(200);
    const profile = page.body.seller as SellerProfile;
    expect(profile).toMatchObject({ display_name: 'Rosa P.', completed_sales: 1 });
    expect(profile.rating).toMatchObject({ average: 5, count: 1, histogram: [0, 0, 0, 0, 1] });
    const listings = await t.client().get(`/api/products/?seller=${sellerUser.id}`);
    expect((listings.body.products as Product[]).map((p) => p.id)).toEqual([bowl.id]);

    // Someone reports the listing; staff suspend it with a reason the seller is e-mailed.
    const reporter = await person(t, { firstName: 'Otto', lastName: 'Other' });
    await ok(
      reporter.client,
      '/api/reports/',
      { target_kind: 'listing', target_id: bowl.id, reason: 'counterfeit' },
      201,
    );
    const staff = await person(t, { staff: true, firstName: 'Stella', lastName: 'Staff' });
    await ok(staff.client, '/api/admin/reports/decision/', {
      target_kind: 'listing',
      target_id: bowl.id,
      decision: 'suspend_listing',
      reason: 'The maker mark is copied.',
    });
    expect(await mails('moderation-notice', sellerUser.email)).toEqual([
      expect.objectContaining({ decision: 'suspend_listing', reason: 'The maker mark is copied.' }),
    ]);
    expect((await t.client().get(`/api/products/${bowl.id}/`)).status).toBe(404);

    // The buyer downloads their data (the order, their rating, the conversation) and leaves.
    const data = await buyer.get('/api/account/data/');
    expect(data.status).toBe(200);
    const file = JSON.stringify(data.body);
    for (const held of ['Lovely bowl, well packed.', 'Is it dishwasher safe?', 'Yes, on a gentle cycle.'])
      expect(file).toContain(held);
    expect(file).toContain(`"id":${order.id}`);
    await ok(buyer, '/api/account/delete/', { current_password: buyerCredentials.password });
    const link = await lastAccountDeletionLink(t, buyerUser.email);
    const token = new URL(link ?? 'http://none/').searchParams.get('token');
    await ok(t.client(), '/api/account/delete/confirm/', { token });
    expect((await buyer.get('/api/account/data/')).status).toBe(401);
    expect((await t.client().login(buyerUser.email, buyerCredentials.password)).status).toBe(401);
    // The seller keeps the sale, without the buyer's name.
    const salesRes = await seller.get('/api/my-sales/');
    expect(salesRes.status, JSON.stringify(salesRes.body)).toBe(200);
    const sale = (salesRes.body.sales as Order[]).find((o) => o.id === order.id);
    expect(JSON.stringify(sale)).not.toContain('Bea');

    // The seller adds a passkey and signs in with it from a new browser.
    const authenticator = new SoftAuthenticator();
    const options = await ok(seller, '/api/auth/passkeys/register/options/', {
      current_password: sellerCredentials.password,
    });
    await ok(
      seller,
      '/api/auth/passkeys/register/',
      {
        response: authenticator.create(
          options.options as Record<string, unknown> & { challenge: string },
          ORIGIN,
        ),
      },
      201,
    );
    const fresh = t.client();
    const loginOptions = await ok(fresh, '/api/auth/passkeys/login/options/');
    const signedIn = await ok(fresh, '/api/auth/passkeys/login/', {
      response: authenticator.get(
        loginOptions.options as Record<string, unknown> & { challenge: string },
        ORIGIN,
      ),
    });
    expect((signedIn.user as { id: number }).id).toBe(sellerUser.id);
    expect((await fresh.get('/api/conversations/')).status).toBe(200);
  });
});
