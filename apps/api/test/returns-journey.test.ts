/**
 * A return and a dispute over HTTP, from the buyer's card back to the buyer (decision 067), on
 * PGlite and on PostgreSQL: a seller lists two products; a buyer buys one of each in one checkout
 * (one order of two lines); the seller ships it and marks it delivered. The buyer asks to return
 * the first as damaged, with a photo; the seller accepts with a return address, the buyer sends it
 * back with a tracking number, the seller marks it received and the refund is made in that step.
 * The buyer's order shows the line refunded, the seller's statement the refund with the fee's
 * share given back, the ledger one refund journal under the request's key. A request on the second
 * line is declined, escalated by the buyer and decided by staff with a partial refund. The refund
 * worker pays both at the simulated provider and e-mails the buyer; then reconciliation (what
 * `pnpm money:reconcile` runs) finds no difference.
 * Only the refund worker and the clock are not HTTP.
 */
import {
  refundSplit,
  splitSellerOrder,
  toPence,
  type Order,
  type Product,
  type ReturnRequest,
  type StatementRow,
} from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciledProviders, runReconcile } from '../src/cli/reconcile.ts';
import { JOURNAL_KINDS, journals } from '../src/modules/ledger/index.ts';
import { createDiskImageStorage } from '../src/platform/storage/storage.ts';
import { card } from './fake-stripe/shop.ts';
import { person } from './commerce.ts';
import { startTestApp, testDatabases, type TestApp, type TestClient } from './helpers.ts';
import { makeDueRefunds } from './ledger-fixtures.ts';
import { RETURN_ADDRESS, expectBalancedLedger, outboxRows, photo } from './returns-fixtures.ts';

describe.each(testDatabases)('a return and a dispute on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A listing of `client`'s at `price` pounds. */
  async function list(client: TestClient, name: string, price: string): Promise<Product> {
    const created = await client.postForm('/api/add-product/', {
      name,
      price,
      category: 'Home & Kitchen',
      tags: 'kitchen',
      description: `${name}, made by hand.`,
      detailedDescription: '',
      percentageOff: '0',
      itemsInStock: '10',
      onSale: 'false',
      specialOffer: 'false',
      suspend: 'false',
      inStock: 'true',
      featured: 'false',
      popular: 'false',
      new: 'false',
    });
    expect(created.status).toBe(201);
    return created.body.product as Product;
  }

  /** POSTs `body` to `url` as `client` and expects 200; returns the body. */
  async function ok(client: TestClient, url: string, body?: unknown) {
    const res = await client.post(url, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  it('refunds a returned item and a disputed one, and the books, the statement and the provider agree', async () => {
    // The seller: signed up, payout account connected, two listings.
    const seller = t.client();
    expect((await seller.register({ first_name: 'Rosa', last_name: 'Potter' })).res.status).toBe(201);
    await ok(seller, '/api/payouts/account/simulated/', {
      account_holder_name: 'Rosa Potter',
      sort_code: '12-34-56',
      account_number: '31926819',
    });
    const bowl = await list(seller, 'Glazed Bowl', '24.00');
    const jug = await list(seller, 'Stoneware Jug', '36.50');

    // The buyer buys one of each in one checkout: one order of two lines.
    const buyer = t.client();
    const { res: registered } = await buyer.register({ first_name: 'Bea', last_name: 'Buyer' });
    expect(registered.status).toBe(201);
    const buyerEmail = (registered.body.user as { email: string }).email;
    for (const product of [bowl, jug])
      await ok(buyer, '/api/cart/add/', { product_id: product.id, quantity: 1 });
    const opened = await ok(buyer, '/api/payment/create-checkout-session/');
    await ok(buyer, '/api/payment/simulated/confirm/', card(String(opened.clientSecret)));
    const [placed] = ((await buyer.get('/api/orders')).body.orders as Order[]).filter(
      (o) => o.checkout_session_id === opened.sessionId,
    );
    if (placed === undefined) throw new Error('one order expected');
    expect(placed.items).toHaveLength(2);
    const [bowlLine, jugLine] = placed.items;
    if (bowlLine === undefined || jugLine === undefined) throw new Error('two lines expected');
    const gross = toPence(placed.total_amount);
    expect(gross).toBe(2400 + 3650);

    // Shipped and delivered by the seller.
    await ok(seller, `/api/orders/${placed.id}/status/`, {
      status: 'shipped',
      carrier: 'Royal Mail',
      tracking_number: 'RM100200300GB',
    });
    await ok(seller, `/api/orders/${placed.id}/status/`, { status: 'delivered' });
    const delivered = (await buyer.get(`/api/orders/${placed.id}/`)).body.order as Order;
    expect(delivered.return_by).not.toBeNull();

    // The bowl arrived cracked: the buyer asks to return it, with a photo.
    const asked = await buyer.postForm(
      `/api/orders/${placed.id}/returns/`,
      { order_item_id: String(bowlLine.id), quantity: '1', reason: 'damaged', note: 'Cracked rim.' },
      [{ field: 'photos', filename: 'rim.png', type: 'image/png', data: await photo() }],
    );
    expect(asked.status).toBe(201);
    const request = asked.body.return_request as ReturnRequest;
    const [photoUrl = ''] = request.photos;
    const stored = await createDiskImageStorage(t.config.uploadDir).get(photoUrl.replace('/uploads/', ''), {
      head: true,
    });
    expect(stored?.contentType).toBe('image/webp');
    const sellerQueue = (await seller.get('/api/returns/?role=seller&open=true')).body
      .return_requests as ReturnRequest[];
    expect(sellerQueue.map((r) => r.id)).toEqual([request.id]);

    // The seller accepts with a return address; the buyer sends it back; the seller receives it.
    await ok(seller, `/api/returns/${request.id}/steps/`, {
      action: 'accept',
      keep_item: false,
      return_address: RETURN_ADDRESS,
    });
    await ok(buyer, `/api/returns/${request.id}/steps/`, {
      action: 'ship',
      carrier: 'Royal Mail',
      tracking_number: 'RM900800700GB',
    });
    const received = (await ok(seller, `/api/returns/${request.id}/steps/`, { action: 'receive' }))
      .return_request as ReturnRequest;
    expect(received).toMatchObject({ status: 'refunded', refunded_amount: 24 });

    // The buyer's order shows the line refunded; the ledger has the refund under the request's key.
    const afterReturn = (await buyer.get(`/api/orders/${placed.id}/`)).body.order as Order;
    expect(afterReturn.refunded_amount).toBe(24);
    expect(afterReturn.items.map((i) => [i.refunded_amount, i.return_request])).toEqual([
      [24, { id: request.id, status: 'refunded' }],
      [0, null],
    ]);
    const returnKey = `refund-return-${request.id}`;
    expect((await journals(t.db)).filter((j) => j.refundKey === returnKey).map((j) => j.kind)).toEqual([
      JOURNAL_KINDS.orderRefunded,
    ]);
    await expectBalancedLedger(t);

    // The jug: declined by the seller, escalated by the buyer, decided by staff with a partial refund.
    const second = await buyer.postForm(`/api/orders/${placed.id}/returns/`, {
      order_item_id: String(jugLine.id),
      quantity: '1',
      reason: 'not_as_described',
      note: 'The glaze is a different colour.',
    });
    expect(second.status).toBe(201);
    const dispute = second.body.return_request as ReturnRequest;
    await ok(seller, `/api/returns/${dispute.id}/steps/`, { action: 'decline', reason: 'Glazes vary.' });
    await ok(buyer, `/api/returns/${dispute.id}/steps/`, {
      action: 'escalate',
      note: 'It is blue, not green.',
    });
    const staff = await person(t, { staff: true, firstName: 'Stella', lastName: 'Staff' });
    const queue = (await staff.client.get('/api/admin/disputes/')).body.return_requests as ReturnRequest[];
    expect(queue.map((r) => r.id)).toEqual([dispute.id]);
    expect(queue[0]?.events.map((e) => e.note)).toEqual([
      'The glaze is a different colour.',
      'Glazes vary.',
      'It is blue, not green.',
    ]);
    const decided = (
      await ok(staff.client, `/api/admin/disputes/${dispute.id}/decision/`, {
        outcome: 'refund_partial',
        amount: 12.5,
        reason: 'The colour differs from the photos; the jug is sound.',
      })
    ).return_request as ReturnRequest;
    expect(decided).toMatchObject({
      status: 'resolved',
      refunded_amount: 12.5,
      decision: { outcome: 'refund_partial', amount: 12.5 },
    });

    // The seller's statement: both refunds, the fee giving back its share of each.
    const split = splitSellerOrder(gross, t.config.marketplace.feeRule);
    const first = refundSplit(split, 0, 2400);
    const later = refundSplit(split, 2400, 1250);
    const statement = (await seller.get('/api/payouts/statement/')).body.statement as {
      rows: StatementRow[];
    };
    expect(statement.rows).toEqual([
      expect.objectContaining({
        order_id: placed.id,
        gross_pence: gross,
        fee_pence: split.feePence,
        refunds_pence: 3650,
        fee_refunded_pence: first.feePence + later.feePence,
        net_pence: gross - split.feePence - (3650 - first.feePence - later.feePence),
      }),
    ]);
    const mine = (await buyer.get(`/api/orders/${placed.id}/`)).body.order as Order;
    expect(mine.refunded_amount).toBe(36.5);
    expect(mine.items.map((i) => i.refunded_amount)).toEqual([24, 12.5]);
    await expectBalancedLedger(t);

    // The refund worker pays both at the provider and e-mails the buyer each time.
    await makeDueRefunds(t);
    const issued = [
      ...(await outboxRows(t, 'refund-issued', `refund-issued:${returnKey}`)),
      ...(await outboxRows(t, 'refund-issued', `refund-issued:refund-return-${dispute.id}`)),
    ].map((r) => r.payload);
    expect(issued).toEqual([
      expect.objectContaining({ to: buyerEmail, amountPence: 2400, orderId: placed.id }),
      expect.objectContaining({ to: buyerEmail, amountPence: 1250, orderId: placed.id }),
    ]);
    // Every step was e-mailed to both sides.
    const updates = (await outboxRows(t, 'return-update', 'return-update:')).filter(
      (m) => m.payload.orderId === placed.id,
    );
    expect(updates.filter((m) => m.payload.role === 'buyer')).toHaveLength(updates.length / 2);
    expect(updates.map((m) => m.payload.status)).toContain('resolved');

    // Reconciliation, as `pnpm money:reconcile` runs it, finds no difference.
    await expectBalancedLedger(t);
    const lines: string[] = [];
    const code = await runReconcile(t.db, reconciledProviders(t.db, t.config), (line) => lines.push(line));
    expect({ code, lines }).toEqual({ code: 0, lines: ['No differences.'] });
  });
});
