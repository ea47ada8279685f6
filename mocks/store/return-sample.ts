/**
 * The returns' sample data of the mocks (decision 067), so `pnpm dev:mocks` and the demo show
 * returns: a delivered order of the demo user from Olivia Hart (SHOP_ACCOUNT), delivered a few days
 * ago and within its return window, with a request on each line in a different state: one waiting
 * for the seller's answer (until its `respond_by`), one accepted and on its way back. Dates are
 * relative to when the tables are made (`db.reset()`). Nothing is refunded yet, so sellers' money,
 * statements and journals are those of a plain delivered order. The mocks only: the server's seed
 * has no such order; the contract scenarios never read it (they make their own orders).
 *
 * Products 7 and 14 are bought here: none of them is reviewed by the demo user, in their cart or
 * counted by a test of units sold.
 */
import {
  DEADLINE_DAY_MS,
  DEFAULT_RELEASE_AFTER_DELIVERY_DAYS,
  DEFAULT_RETURN_RESPONSE_DAYS,
  DEFAULT_RETURN_WINDOW_DAYS,
  chargedPricePenceOf,
  toPounds,
  type Order,
  type OrderEvent,
} from '@shop/contract';
import { demoUser, partyOf, sampleOrders, sampleProducts, shopUser } from '@shop/sample-catalogue';
import type { DbOrder, DbReturnEvent, DbReturnRequest } from './tables.ts';

/** The id of the sample order with returns: the next after the sample catalogue's orders. */
export const RETURNS_SAMPLE_ORDER_ID = Math.max(...sampleOrders.map((o) => o.id)) + 1;

/** The returns' sample tables at `now` (see the module note); ids follow the tables they join. */
export function sampleReturnTables(
  now: Date,
  firstEventId: number,
): {
  order: DbOrder;
  orderEvent: OrderEvent;
  returnRequests: DbReturnRequest[];
  returnEvents: DbReturnEvent[];
} {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DEADLINE_DAY_MS);
  const iso = (days: number) => daysAgo(days).toISOString();
  const id = RETURNS_SAMPLE_ORDER_ID;
  const lines = [
    { productId: 7, quantity: 1 },
    { productId: 14, quantity: 2 },
  ];
  const items = lines.map(({ productId, quantity }, i) => {
    const product = sampleProducts.find((p) => p.id === productId);
    if (product === undefined) throw new Error(`return sample: no sample product ${productId}`);
    const unitPence = chargedPricePenceOf(product);
    return {
      id: id * 100 + i + 1,
      product_id: product.id,
      product_name: product.name,
      image_url: product.imageUrl,
      quantity,
      product_price: toPounds(unitPence),
      total_price: toPounds(unitPence * quantity),
      refunded_amount: 0,
      return_request: null,
    };
  });
  const deliveredDaysAgo = 6;
  const delivered = daysAgo(deliveredDaysAgo);
  const order: Order = {
    id,
    status: 'delivered',
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    created_at: iso(10),
    total_amount: toPounds(items.reduce((sum, item) => sum + Math.round(item.total_price * 100), 0)),
    tracking_number: 'RM482913706GB',
    items: items.map((item, i) => ({
      ...item,
      return_request: { id: i + 1, status: i === 0 ? 'requested' : 'in_transit' },
    })),
    seller: partyOf(shopUser),
    shipping_address: sampleOrders[0]?.shipping_address ?? null,
    carrier: 'Royal Mail',
    checkout_session_id: null,
    updated_at: delivered.toISOString(),
    ship_by: null,
    release_at: new Date(
      delivered.getTime() + DEFAULT_RELEASE_AFTER_DELIVERY_DAYS * DEADLINE_DAY_MS,
    ).toISOString(),
    released_at: null,
    receipt_confirmed_at: null,
    refunded_amount: 0,
    return_by: new Date(delivered.getTime() + DEFAULT_RETURN_WINDOW_DAYS * DEADLINE_DAY_MS).toISOString(),
  };
  const request = (
    reqId: number,
    itemIndex: number,
    fields: Partial<DbReturnRequest> &
      Pick<DbReturnRequest, 'status' | 'reason' | 'note' | 'createdAt' | 'updatedAt'>,
  ): DbReturnRequest => ({
    id: reqId,
    orderId: id,
    orderItemId: items[itemIndex]?.id ?? 0,
    buyerId: demoUser.id,
    sellerId: shopUser.id,
    quantity: 1,
    photos: [],
    respondBy: null,
    keepItem: null,
    returnAddress: null,
    declineReason: null,
    returnCarrier: null,
    returnTrackingNumber: null,
    finalAmountPence: null,
    refundedPence: 0,
    decision: null,
    ...fields,
  });
  const asked = daysAgo(1);
  const returnRequests = [
    request(1, 0, {
      status: 'requested',
      reason: 'damaged',
      note: 'The lid arrived cracked along one edge.',
      createdAt: asked.toISOString(),
      updatedAt: asked.toISOString(),
      respondBy: new Date(asked.getTime() + DEFAULT_RETURN_RESPONSE_DAYS * DEADLINE_DAY_MS).toISOString(),
    }),
    request(2, 1, {
      status: 'in_transit',
      reason: 'changed_mind',
      note: 'Two was one too many.',
      keepItem: false,
      returnAddress: {
        name: 'Olivia Hart',
        line1: '8 Market Street',
        line2: '',
        city: 'Manchester',
        postcode: 'M1 1PT',
      },
      returnCarrier: 'Royal Mail',
      returnTrackingNumber: 'RM551208734GB',
      createdAt: iso(5),
      updatedAt: iso(3),
    }),
  ];
  const event = (
    eventId: number,
    requestId: number,
    step: Pick<DbReturnEvent, 'actorId' | 'role' | 'fromStatus' | 'toStatus' | 'note' | 'createdAt'>,
  ): DbReturnEvent => ({ id: eventId, requestId, ...step });
  const returnEvents = [
    event(1, 2, {
      actorId: demoUser.id,
      role: 'buyer',
      fromStatus: null,
      toStatus: 'requested',
      note: 'Two was one too many.',
      createdAt: iso(5),
    }),
    event(2, 2, {
      actorId: shopUser.id,
      role: 'seller',
      fromStatus: 'requested',
      toStatus: 'accepted',
      note: 'Of course: please send it to our workshop.',
      createdAt: iso(4),
    }),
    event(3, 2, {
      actorId: demoUser.id,
      role: 'buyer',
      fromStatus: 'accepted',
      toStatus: 'in_transit',
      note: 'carrier Royal Mail, tracking RM551208734GB',
      createdAt: iso(3),
    }),
    event(4, 1, {
      actorId: demoUser.id,
      role: 'buyer',
      fromStatus: null,
      toStatus: 'requested',
      note: 'The lid arrived cracked along one edge.',
      createdAt: asked.toISOString(),
    }),
  ];
  return {
    order: { order, userId: demoUser.id, deliveredAt: delivered.toISOString() },
    orderEvent: {
      id: firstEventId,
      order_id: id,
      actor: null,
      from_status: null,
      to_status: 'delivered',
      note: 'sample order',
      created_at: order.created_at,
    },
    returnRequests,
    returnEvents,
  };
}
