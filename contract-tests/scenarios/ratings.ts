/**
 * Contract scenarios: ratings between the buyer and the seller of a delivered order and the
 * sellers' public pages (decision 071). Both sides rate blind: each sees their own at once and the
 * other's once both are in; the seller replies once; the seller's page counts the visible ratings
 * of them and their completed sales. The refusals: an order not delivered, a second rating, a
 * stranger, staff rating, a reply by the wrong person or before the rating shows, a visitor, the
 * demo user, an unknown or deactivated seller. A shown rating can be reported, and staff's 'hide'
 * takes it off the seller's page and figures (decision 076). The window's end needs a clock the suite does not
 * move: each side tests it on its own (apps/api/test/ratings.test.ts, the contract's ratings.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNT,
  MESSAGES,
  RATING_MESSAGES,
  RATING_WINDOW_DAYS,
  DEADLINE_DAY_MS,
  REPORT_MESSAGES,
} from '@shop/contract';
import { ADMIN_ACCOUNT } from '@shop/sample-catalogue';
import { PAY, productForm, type Harness } from './harness.ts';

/** Registers the ratings scenarios on the harness of one target (see ../scenarios.ts). */
export function ratingsScenarios({ client, signIn, register, onboard }: Harness): void {
  /** A new seller's listing bought by a new buyer (one order), shipped and, unless told, delivered. */
  async function sale(delivered = true) {
    const { client: seller, user: sellerUser } = await register({ first_name: 'Rita', last_name: 'Maker' });
    await onboard(seller);
    const { product } = await seller.ok('addProduct', { form: productForm({ itemsInStock: '5' }, false) });
    const { client: buyer, user: buyerUser } = await register({ first_name: 'Ben', last_name: 'Shopper' });
    await buyer.ok('addToCart', { body: { product_id: product.id, quantity: 1 } });
    const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
    await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
    const order = (await buyer.ok('getOrders')).orders.find((o) => o.checkout_session_id === sessionId);
    if (order === undefined) throw new Error('the payment made no order');
    await seller.ok('updateOrderStatus', {
      params: { id: order.id },
      body: { status: 'shipped', carrier: 'Royal Mail', tracking_number: 'RM123456785GB' },
    });
    if (delivered)
      await seller.ok('updateOrderStatus', { params: { id: order.id }, body: { status: 'delivered' } });
    return {
      seller,
      sellerId: sellerUser.id,
      buyer,
      buyerId: buyerUser.id,
      orderId: order.id,
      productId: product.id,
    };
  }

  describe('given a delivered order', () => {
    it('lets both sides rate blind, shows both once both are in, and takes the seller’s one reply', async () => {
      const { seller, sellerId, buyer, orderId } = await sale();
      const open = await buyer.ok('getOrderRatings', { params: { id: orderId } });
      expect(open.ratings).toMatchObject({
        order_id: orderId,
        your_side: 'buyer',
        revealed: false,
        buyer_rated: false,
        seller_rated: false,
        of_seller: null,
        of_buyer: null,
      });
      const rateBy = Date.parse(open.ratings.rate_by ?? '');
      expect(rateBy - Date.now()).toBeGreaterThan(RATING_WINDOW_DAYS * DEADLINE_DAY_MS - 60_000);
      expect(rateBy - Date.now()).toBeLessThanOrEqual(RATING_WINDOW_DAYS * DEADLINE_DAY_MS);

      const mine = await buyer.call('rateOrder', {
        params: { id: orderId },
        body: { stars: 4, comment: '  Well packed.  ' },
      });
      expect(mine).toMatchObject({ ok: true, status: 201 });
      const byBuyer = mine.ok ? mine.data.ratings.of_seller : null;
      expect(byBuyer).toMatchObject({
        side: 'buyer',
        stars: 4,
        comment: 'Well packed.',
        author: { name: 'Ben S.' },
        subject: { id: sellerId, name: 'Rita M.' },
        reply: null,
      });
      const sellerSees = await seller.ok('getOrderRatings', { params: { id: orderId } });
      expect(sellerSees.ratings).toMatchObject({ your_side: 'seller', buyer_rated: true, of_seller: null });
      expect(
        await seller.call('replyToRating', { params: { id: byBuyer?.id ?? 0 }, body: { text: 'Thanks' } }),
      ).toEqual({
        ok: false,
        status: 409,
        error: RATING_MESSAGES.errors.notVisibleYet,
      });
      expect((await client().ok('getSeller', { params: { id: sellerId } })).seller.rating.count).toBe(0);

      const both = await seller.ok('rateOrder', {
        params: { id: orderId },
        body: { stars: 5, comment: 'Paid fast.' },
      });
      expect(both.ratings).toMatchObject({ revealed: true, of_seller: { stars: 4 }, of_buyer: { stars: 5 } });
      expect((await buyer.ok('getMyRatings')).ratings.map((r) => [r.order_id, r.of_buyer?.comment])).toEqual([
        [orderId, 'Paid fast.'],
      ]);
      expect(
        (await seller.ok('getMyRatings', { query: { as: 'seller' } })).ratings.map((r) => r.order_id),
      ).toEqual([orderId]);

      const replied = await seller.ok('replyToRating', {
        params: { id: byBuyer?.id ?? 0 },
        body: { text: 'Thank you, Ben!' },
      });
      expect(replied.rating.reply?.text).toBe('Thank you, Ben!');
      expect(
        await seller.call('replyToRating', { params: { id: byBuyer?.id ?? 0 }, body: { text: 'Again' } }),
      ).toEqual({
        ok: false,
        status: 409,
        error: RATING_MESSAGES.errors.alreadyReplied,
      });

      const page = await client().ok('getSeller', { params: { id: sellerId } });
      expect(page.seller).toMatchObject({
        id: sellerId,
        display_name: 'Rita M.',
        completed_sales: 1,
        rating: { average: 4, count: 1, histogram: [0, 0, 0, 1, 0] },
      });
      expect(page.seller.dispatch_hours).toBe(0);
      expect(page.ratings.map((r) => [r.stars, r.comment, r.reply?.text])).toEqual([
        [4, 'Well packed.', 'Thank you, Ben!'],
      ]);
    });

    it('refuses a second rating, a stranger, staff rating and replies by anyone but the seller rated', async () => {
      const { seller, buyer, orderId } = await sale();
      const first = await buyer.ok('rateOrder', {
        params: { id: orderId },
        body: { stars: 2, comment: 'Slow.' },
      });
      await seller.ok('rateOrder', { params: { id: orderId }, body: { stars: 5, comment: 'Lovely.' } });
      expect(
        await buyer.call('rateOrder', { params: { id: orderId }, body: { stars: 5, comment: 'Better.' } }),
      ).toEqual({
        ok: false,
        status: 409,
        error: RATING_MESSAGES.errors.alreadyRated,
      });
      const { client: stranger } = await register({ first_name: 'Sid', last_name: 'Stranger' });
      const forbidden = { ok: false, status: 403, error: MESSAGES.server.forbidden };
      expect(await stranger.call('getOrderRatings', { params: { id: orderId } })).toEqual(forbidden);
      expect(
        await stranger.call('rateOrder', { params: { id: orderId }, body: { stars: 1, comment: 'x' } }),
      ).toEqual(forbidden);
      const admin = await signIn(ADMIN_ACCOUNT);
      expect((await admin.ok('getOrderRatings', { params: { id: orderId } })).ratings.your_side).toBeNull();
      expect(
        await admin.call('rateOrder', { params: { id: orderId }, body: { stars: 1, comment: 'x' } }),
      ).toEqual(forbidden);
      const ratingId = first.ratings.of_seller?.id ?? 0;
      for (const who of [buyer, stranger, admin])
        expect(
          await who.call('replyToRating', { params: { id: ratingId }, body: { text: 'Mine?' } }),
        ).toEqual({
          ok: false,
          status: 403,
          error: RATING_MESSAGES.errors.notYourRating,
        });
      expect(await buyer.call('getOrderRatings', { params: { id: 999_999 } })).toMatchObject({
        ok: false,
        status: 404,
      });
    });

    it('refuses rating an order not yet delivered, bad stars, and a visitor', async () => {
      const { buyer, orderId } = await sale(false);
      expect(
        await buyer.call('rateOrder', { params: { id: orderId }, body: { stars: 5, comment: 'Early.' } }),
      ).toEqual({
        ok: false,
        status: 409,
        error: RATING_MESSAGES.errors.notDelivered,
      });
      expect(
        await buyer.call('rateOrder', { params: { id: orderId }, body: { stars: 6, comment: 'x' } }),
      ).toMatchObject({
        ok: false,
        status: 400,
      });
      expect(await client().call('getMyRatings')).toEqual({
        ok: false,
        status: 401,
        error: MESSAGES.server.notSignedIn,
      });
    });

    it('lets the demo user read its ratings but refuses rating and replying with the spec text', async () => {
      const demo = await signIn(DEMO_ACCOUNT);
      expect((await demo.call('getMyRatings')).ok).toBe(true);
      const blocked = { ok: false, status: 403, error: MESSAGES.testUser.default };
      expect(
        await demo.call('rateOrder', { params: { id: 1 }, body: { stars: 5, comment: 'Demo.' } }),
      ).toEqual(blocked);
      expect(await demo.call('replyToRating', { params: { id: 1 }, body: { text: 'Demo.' } })).toEqual(
        blocked,
      );
    });
  });

  describe('given the seller card of a product (decision 075)', () => {
    it('names the seller with their completed sales, new until a rating of them shows, then its figures', async () => {
      const { seller, sellerId, buyer, orderId, productId } = await sale();
      const card = async () => (await client().ok('getProduct', { params: { id: productId } })).seller;
      expect(await card()).toEqual({
        id: sellerId,
        display_name: 'Rita M.',
        completed_sales: 1,
        rating: { average: 0, count: 0 },
      });
      await buyer.ok('rateOrder', { params: { id: orderId }, body: { stars: 4, comment: 'Well packed.' } });
      // Still blind: the seller has not rated the buyer.
      expect((await card())?.rating).toEqual({ average: 0, count: 0 });
      await seller.ok('rateOrder', { params: { id: orderId }, body: { stars: 5, comment: 'Paid fast.' } });
      expect((await card())?.rating).toEqual({ average: 4, count: 1 });
      const page = await client().ok('getSeller', { params: { id: sellerId } });
      expect((await card())?.completed_sales).toBe(page.seller.completed_sales);
    });
  });

  describe('given a rating reported (decision 076)', () => {
    it('takes a report of a shown rating only; staff hide it off the seller’s page and figures; its author still reads it, marked', async () => {
      const { seller, sellerId, buyer, buyerId, orderId } = await sale();
      const mine = await buyer.ok('rateOrder', {
        params: { id: orderId },
        body: { stars: 1, comment: 'Awful.' },
      });
      const ratingId = mine.ratings.of_seller?.id ?? 0;
      const report = { target_kind: 'rating' as const, target_id: ratingId, reason: 'offensive' as const };
      const { client: reporter } = await register({ first_name: 'Rae', last_name: 'Porter' });
      // Still blind: nobody but its author can read it.
      expect(await reporter.call('createReport', { body: report })).toEqual({
        ok: false,
        status: 404,
        error: REPORT_MESSAGES.ratingNotFound,
      });
      expect(await buyer.call('createReport', { body: report })).toEqual({
        ok: false,
        status: 400,
        error: REPORT_MESSAGES.own,
      });
      const theirs = await seller.ok('rateOrder', {
        params: { id: orderId },
        body: { stars: 5, comment: 'Fine.' },
      });
      await reporter.ok('createReport', { body: report });
      // A rating of a buyer is on no public page: a stranger cannot read it.
      expect(
        await reporter.call('createReport', {
          body: { ...report, target_id: theirs.ratings.of_buyer?.id ?? 0 },
        }),
      ).toMatchObject({ ok: false, status: 404 });
      const admin = await signIn(ADMIN_ACCOUNT);
      const group = (await admin.ok('adminReports')).groups.find((g) => g.target.kind === 'rating');
      expect(group?.target).toMatchObject({
        id: ratingId,
        text: 'Awful.',
        owner: { id: buyerId },
        link: `/sellers/${sellerId}`,
        hidden: false,
      });
      expect(
        await admin.ok('decideReports', {
          body: { target_kind: 'rating', target_id: ratingId, decision: 'hide_rating', reason: 'Abusive' },
        }),
      ).toEqual({ success: true, closed: 1 });
      const page = await client().ok('getSeller', { params: { id: sellerId } });
      expect(page.seller.rating).toEqual({ average: 0, count: 0, histogram: [0, 0, 0, 0, 0] });
      expect(page.ratings).toEqual([]);
      expect(
        (await buyer.ok('getOrderRatings', { params: { id: orderId } })).ratings.of_seller,
      ).toMatchObject({
        id: ratingId,
        hidden: true,
      });
      expect((await seller.ok('getOrderRatings', { params: { id: orderId } })).ratings).toMatchObject({
        buyer_rated: true,
        of_seller: null,
      });
      expect(
        await seller.call('replyToRating', { params: { id: ratingId }, body: { text: 'Untrue' } }),
      ).toMatchObject({ ok: false, status: 404 });
      expect((await admin.ok('adminStaffActions')).actions[0]).toMatchObject({
        action: 'rating_hidden',
        user: { id: buyerId },
      });
      expect(await reporter.call('createReport', { body: report })).toMatchObject({ ok: false, status: 404 });
    });
  });

  describe('given a seller’s public page', () => {
    it('answers 404 for an unknown seller and for a deactivated one', async () => {
      expect(await client().call('getSeller', { params: { id: 999_999 } })).toMatchObject({
        ok: false,
        status: 404,
      });
      const { sellerId } = await sale();
      const admin = await signIn(ADMIN_ACCOUNT);
      await admin.ok('adminSetUserActive', {
        params: { id: sellerId },
        body: { is_active: false, reason: 'Closing the account' },
      });
      expect(await client().call('getSeller', { params: { id: sellerId } })).toEqual({
        ok: false,
        status: 404,
        error: MESSAGES.server.notFound,
      });
    });
  });
}
