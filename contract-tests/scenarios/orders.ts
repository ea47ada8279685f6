/**
 * Contract scenarios: Orders: the buyer's own, one order per seller with the shop's fee and the
 * seller's net (decision 056), the fulfilment state machine, and Confirm receipt with the order's
 * ship-by and release dates (decision 060; the automatic parts are the server's jobs, tested there).
 */
import { describe, expect, it } from 'vitest';
import {
  DEADLINE_DAY_MS,
  DEFAULT_FEE_RULE,
  DEFAULT_RELEASE_AFTER_DELIVERY_DAYS,
  DEFAULT_SHIP_BY_DAYS,
  DEMO_ACCOUNT,
  MESSAGES,
  feeRuleOf,
  feeTermsOf,
  saleAmounts,
  splitSellerOrder,
  toPence,
  transitionRefusedMessage,
  RECEIPT_REFUSALS,
} from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT, SHOP_ACCOUNT } from '@shop/sample-catalogue';
import { SHIPPING, SHIPPING_POSTCODE, PAY, type Harness } from './harness.ts';

/** Registers the orders scenarios on the harness of one target (see ../scenarios.ts). */
export function ordersScenarios({ client, signIn }: Harness): void {
  describe('given orders', () => {
    it("shows the demo user's sample orders and refuses them to another user with 403", async () => {
      const demo = await signIn(DEMO_ACCOUNT);
      const orders = (await demo.ok('getOrders')).orders;
      expect(orders.length).toBeGreaterThanOrEqual(1);
      const id = orders[0]?.id ?? 0;
      expect((await demo.ok('getOrder', { params: { id } })).order.id).toBe(id);
      const seller = await signIn(SELLER_ACCOUNT);
      expect(await seller.call('getOrder', { params: { id } })).toMatchObject({ ok: false, status: 403 });
    });
  });

  describe('given a cart of two sellers paid at once', () => {
    it("makes one order per seller with the address; each seller sees theirs in my-sales with the fee terms' split; the paid lines leave the cart", async () => {
      // The fee terms are public (decision 056): the default terms on both sides.
      const { fees } = await client().ok('getFeeTerms');
      expect(fees).toEqual(feeTermsOf(DEFAULT_FEE_RULE));
      const rule = feeRuleOf(fees);
      const buyer = client();
      const { user: me } = await buyer.ok('register', {
        body: {
          email: 'nia.jones@example.com',
          password: 'longenough1',
          first_name: 'Nia',
          last_name: 'Jones',
        },
      });
      await buyer.ok('addToCart', { body: { product_id: 3, quantity: 1 } }); // Olivia Hart's, 39.98
      await buyer.ok('addToCart', { body: { product_id: 22, quantity: 2 } }); // Sam Seller's, 54.50
      const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
      await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
      expect((await buyer.ok('getSessionStatus', { query: { session_id: sessionId } })).status).toBe(
        'complete',
      );

      const orders = (await buyer.ok('getOrders')).orders;
      expect(orders).toHaveLength(2);
      const fromShop = orders.find((o) => o.seller?.name === 'Olivia H.');
      const fromSeller = orders.find((o) => o.seller?.name === 'Sam S.');
      expect(fromShop).toMatchObject({ status: 'processing', total_amount: 39.98, item_count: 1 });
      expect(fromSeller).toMatchObject({ status: 'processing', total_amount: 109, item_count: 2 });
      for (const order of orders) {
        expect(order.checkout_session_id).toBe(sessionId);
        expect(order.shipping_address).toEqual({ ...SHIPPING, postcode: SHIPPING_POSTCODE });
        expect(order.tracking_number).toBeNull();
      }
      const cart = (await buyer.ok('getCart')).cart;
      // The simulated form pays only a cart equal to the session (decision 043): nothing is left.
      expect(cart.items).toEqual([]);

      const seller = await signIn(SELLER_ACCOUNT);
      const sales = (await seller.ok('getMySales')).sales;
      const sale = sales.find((s) => s.id === fromSeller?.id);
      expect(sale).toMatchObject({
        buyer: { id: me.id, name: 'Nia J.' },
        shipping_address: { postcode: SHIPPING_POSTCODE, line1: SHIPPING.line1 },
        total_amount: 109,
        ...saleAmounts(splitSellerOrder(10900, rule)),
      });
      // Every sale, the sample ones too, divides its gross exactly into fee and net.
      for (const s of sales)
        expect(toPence(s.fee_amount) + toPence(s.net_amount)).toBe(toPence(s.total_amount));
      expect(sales.map((s) => s.id)).not.toContain(fromShop?.id);
      expect(sales.every((s) => s.seller?.name === 'Sam S.')).toBe(true);
      const shopSales = (await (await signIn(SHOP_ACCOUNT)).ok('getMySales')).sales;
      expect(shopSales.find((s) => s.id === fromShop?.id)).toMatchObject({
        buyer: { id: me.id, name: 'Nia J.' },
        ...saleAmounts(splitSellerOrder(3998, rule)),
      });
      expect(shopSales.map((s) => s.id)).not.toContain(fromSeller?.id);

      // 'Items sold' on my-listings: the sample order's 1 plus these 2.
      const mine = (await seller.ok('listMyProducts')).products;
      expect(mine.find((p) => p.id === 22)?.itemsSold).toBe(3);
      expect((await client().ok('getProduct', { params: { id: 22 } })).product.itemsInStock).toBe(28);
    });
  });

  describe('given an order to fulfil', () => {
    /** A new shopper buys two suitcases from Sam Seller; answers both parties and the order id. */
    async function paidOrderFromSam(email = 'buyer@example.com') {
      const buyer = client();
      await buyer.ok('register', {
        body: {
          email,
          password: 'longenough1',
          first_name: 'Bea',
          last_name: 'Buyer',
        },
      });
      await buyer.ok('addToCart', { body: { product_id: 22, quantity: 2 } });
      const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
      await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
      const order = (await buyer.ok('getOrders')).orders.find((o) => o.checkout_session_id === sessionId);
      const seller = await signIn(SELLER_ACCOUNT);
      return { buyer, seller, orderId: order?.id ?? 0 };
    }

    it('lets the seller ship it (tracking required) and deliver it; the buyer sees status and tracking', async () => {
      const { buyer, seller, orderId } = await paidOrderFromSam();
      expect(
        await seller.call('updateOrderStatus', { params: { id: orderId }, body: { status: 'shipped' } }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.server.trackingRequired });
      expect(
        await seller.call('updateOrderStatus', {
          params: { id: orderId },
          body: { status: 'shipped', carrier: 'Royal Mail', tracking_number: '  ' },
        }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.server.trackingRequired });
      expect((await buyer.ok('getOrder', { params: { id: orderId } })).order.status).toBe('processing');

      const shipped = await seller.ok('updateOrderStatus', {
        params: { id: orderId },
        body: { status: 'shipped', carrier: 'Royal Mail', tracking_number: 'RM123456785GB' },
      });
      expect(shipped.order).toMatchObject({
        id: orderId,
        status: 'shipped',
        carrier: 'Royal Mail',
        tracking_number: 'RM123456785GB',
        buyer: { name: 'Bea B.' },
      });
      expect((await buyer.ok('getOrder', { params: { id: orderId } })).order).toMatchObject({
        status: 'shipped',
        carrier: 'Royal Mail',
        tracking_number: 'RM123456785GB',
      });

      const delivered = await seller.ok('updateOrderStatus', {
        params: { id: orderId },
        body: { status: 'delivered' },
      });
      expect(delivered.order).toMatchObject({ status: 'delivered', tracking_number: 'RM123456785GB' });
      expect((await buyer.ok('getOrders')).orders.find((o) => o.id === orderId)?.status).toBe('delivered');

      const admin = await signIn(ADMIN_ACCOUNT);
      const { events } = await admin.ok('adminAuditLog', { query: { order_id: orderId } });
      expect(events.every((e) => e.order_id === orderId)).toBe(true);
      expect(events.slice(0, 2).map((e) => [e.from_status, e.to_status, e.actor?.name])).toEqual([
        ['shipped', 'delivered', 'Sam S.'],
        ['processing', 'shipped', 'Sam S.'],
      ]);
    });

    it('refuses moves that are not edges of the state machine with 409, and changes nothing', async () => {
      const { seller, orderId } = await paidOrderFromSam();
      const move = (status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled') =>
        seller.call('updateOrderStatus', {
          params: { id: orderId },
          body: { status, carrier: 'DPD', tracking_number: '15501234567890' },
        });
      expect(await move('delivered')).toEqual({
        ok: false,
        status: 409,
        error: transitionRefusedMessage('processing', 'delivered'),
      });
      expect(await move('processing')).toEqual({
        ok: false,
        status: 409,
        error: transitionRefusedMessage('processing', 'processing'),
      });
      expect(await move('pending')).toMatchObject({ ok: false, status: 409 });
      expect((await move('shipped')).ok).toBe(true);
      expect(await move('cancelled')).toEqual({
        ok: false,
        status: 409,
        error: transitionRefusedMessage('shipped', 'cancelled'),
      });
      expect(await move('processing')).toEqual({
        ok: false,
        status: 409,
        error: transitionRefusedMessage('shipped', 'processing'),
      });
      const sale = (await seller.ok('getMySales')).sales.find((s) => s.id === orderId);
      expect(sale).toMatchObject({ status: 'shipped', carrier: 'DPD', tracking_number: '15501234567890' });
    });

    it('lets the buyer confirm receipt of a shipped order: it is delivered and released, with its dates (decision 060)', async () => {
      const { buyer, seller, orderId } = await paidOrderFromSam();
      const paid = (await buyer.ok('getOrder', { params: { id: orderId } })).order;
      // The seller's ship-by date is fixed at payment, SHIP_BY_DAYS (default 7) later.
      expect(paid.ship_by).not.toBeNull();
      const shipByDays = (Date.parse(paid.ship_by ?? '') - Date.parse(paid.created_at)) / DEADLINE_DAY_MS;
      expect(Math.round(shipByDays)).toBe(DEFAULT_SHIP_BY_DAYS);
      expect(paid).toMatchObject({ release_at: null, released_at: null, receipt_confirmed_at: null });
      await seller.ok('updateOrderStatus', {
        params: { id: orderId },
        body: { status: 'shipped', carrier: 'Royal Mail', tracking_number: 'RM123456785GB' },
      });
      const { order } = await buyer.ok('confirmReceipt', { params: { id: orderId } });
      expect(order).toMatchObject({ id: orderId, status: 'delivered' });
      expect(order.released_at).not.toBeNull();
      expect(order.receipt_confirmed_at).toBe(order.released_at);
      expect((await buyer.ok('getOrder', { params: { id: orderId } })).order).toEqual(order);
      const sale = (await seller.ok('getMySales')).sales.find((s) => s.id === orderId);
      expect(sale).toMatchObject({ status: 'delivered', released_at: order.released_at });
    });

    it('gives a delivered order its automatic release date, and the buyer may confirm it before', async () => {
      const { buyer, seller, orderId } = await paidOrderFromSam();
      await seller.ok('updateOrderStatus', {
        params: { id: orderId },
        body: { status: 'shipped', carrier: 'DPD', tracking_number: '15501234567890' },
      });
      const { order: delivered } = await seller.ok('updateOrderStatus', {
        params: { id: orderId },
        body: { status: 'delivered' },
      });
      const days =
        (Date.parse(delivered.release_at ?? '') - Date.parse(delivered.updated_at)) / DEADLINE_DAY_MS;
      expect(Math.round(days)).toBe(DEFAULT_RELEASE_AFTER_DELIVERY_DAYS);
      expect(delivered.released_at).toBeNull();
      const { order } = await buyer.ok('confirmReceipt', { params: { id: orderId } });
      expect(order).toMatchObject({ status: 'delivered', release_at: delivered.release_at });
      expect(order.released_at).not.toBeNull();
    });

    it('refuses Confirm receipt of an order not shipped, cancelled or already released (409), and to anyone but the buyer', async () => {
      const { buyer, seller, orderId } = await paidOrderFromSam();
      expect(await buyer.call('confirmReceipt', { params: { id: orderId } })).toEqual({
        ok: false,
        status: 409,
        error: RECEIPT_REFUSALS.notShipped,
      });
      expect(await seller.call('confirmReceipt', { params: { id: orderId } })).toEqual({
        ok: false,
        status: 403,
        error: MESSAGES.server.forbidden,
      });
      expect(await buyer.call('confirmReceipt', { params: { id: 99999 } })).toMatchObject({
        ok: false,
        status: 404,
      });
      expect(await client().call('confirmReceipt', { params: { id: orderId } })).toMatchObject({
        ok: false,
        status: 401,
      });
      await seller.ok('updateOrderStatus', {
        params: { id: orderId },
        body: { status: 'shipped', carrier: 'DPD', tracking_number: '15501234567890' },
      });
      await buyer.ok('confirmReceipt', { params: { id: orderId } });
      const done = (await buyer.ok('getOrder', { params: { id: orderId } })).order;
      expect(await buyer.call('confirmReceipt', { params: { id: orderId } })).toEqual({
        ok: false,
        status: 409,
        error: RECEIPT_REFUSALS.alreadyReleased,
      });
      expect((await buyer.ok('getOrder', { params: { id: orderId } })).order).toEqual(done);

      const second = await paidOrderFromSam('second.buyer@example.com');
      await second.seller.ok('updateOrderStatus', {
        params: { id: second.orderId },
        body: { status: 'cancelled' },
      });
      expect(await second.buyer.call('confirmReceipt', { params: { id: second.orderId } })).toEqual({
        ok: false,
        status: 409,
        error: RECEIPT_REFUSALS.cancelled,
      });
      expect((await second.buyer.ok('getOrder', { params: { id: second.orderId } })).order).toMatchObject({
        status: 'cancelled',
        released_at: null,
        receipt_confirmed_at: null,
      });
    });

    it('refuses the buyer and another seller with 403', async () => {
      const { buyer, orderId } = await paidOrderFromSam();
      const shop = await signIn(SHOP_ACCOUNT);
      for (const who of [buyer, shop]) {
        expect(
          await who.call('updateOrderStatus', { params: { id: orderId }, body: { status: 'cancelled' } }),
        ).toEqual({ ok: false, status: 403, error: MESSAGES.server.forbidden });
      }
      expect((await buyer.ok('getOrder', { params: { id: orderId } })).order.status).toBe('processing');
      expect(
        await shop.call('updateOrderStatus', { params: { id: 99999 }, body: { status: 'cancelled' } }),
      ).toMatchObject({ ok: false, status: 404 });
    });

    it('lets staff move any order (a cancellation restocks) and list orders by status and seller', async () => {
      const admin = await signIn(ADMIN_ACCOUNT);
      const demo = await signIn(DEMO_ACCOUNT);
      const processing = (await demo.ok('getOrders')).orders.find((o) => o.status === 'processing');
      expect(processing).toBeDefined();
      const productId = processing?.items[0]?.product_id ?? 0;
      const stock = (await client().ok('getProduct', { params: { id: productId } })).product.itemsInStock;
      const cancelled = await admin.ok('updateOrderStatus', {
        params: { id: processing?.id ?? 0 },
        body: { status: 'cancelled' },
      });
      expect(cancelled.order).toMatchObject({ id: processing?.id, status: 'cancelled' });
      expect((await demo.ok('getOrder', { params: { id: processing?.id ?? 0 } })).order.status).toBe(
        'cancelled',
      );
      const quantity = processing?.items[0]?.quantity ?? 0;
      expect((await client().ok('getProduct', { params: { id: productId } })).product.itemsInStock).toBe(
        stock + quantity,
      );
      const { events } = await admin.ok('adminAuditLog', { query: { order_id: processing?.id ?? 0 } });
      expect(events[0]).toMatchObject({ from_status: 'processing', to_status: 'cancelled' });

      const { user: sam } = await client().ok('login', { body: SELLER_ACCOUNT });
      const bySam = await admin.ok('adminOrders', { query: { seller_id: sam.id } });
      expect(bySam.orders.length).toBeGreaterThan(0);
      expect(bySam.orders.every((o) => o.seller?.id === sam.id)).toBe(true);
      const byStatus = await admin.ok('adminOrders', { query: { status: 'cancelled' } });
      expect(byStatus.orders.map((o) => o.id)).toContain(processing?.id);
      expect(byStatus.orders.every((o) => o.status === 'cancelled')).toBe(true);
      const all = await admin.ok('adminOrders', { query: { pageSize: 1 } });
      expect(all.orders).toHaveLength(1);
      expect(all.pagination).toMatchObject({ page: 1, pageSize: 1 });
      expect(all.pagination.totalItems).toBeGreaterThanOrEqual(bySam.pagination.totalItems + 1);
    });
  });
}
