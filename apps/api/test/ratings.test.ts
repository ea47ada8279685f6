/**
 * Ratings between the buyer and the seller of a delivered order, and the sellers' public pages
 * (decision 071), on the server: who may read and write whose ratings (a visitor, a stranger,
 * the other party, staff, the demo user: 401, 403, 404), every refusal answering the contract's
 * status and text and changing nothing; the window of RATING_WINDOW_DAYS read from a settable
 * clock; blind ratings until both are in or the window closes; the seller's one reply; the
 * seller's page figures (visible ratings only, completed sales, median dispatch time).
 */
import {
  MESSAGES,
  RATING_COMMENT_MAX_LENGTH,
  RATING_MESSAGES,
  RATING_WINDOW_DAYS,
  type OrderRatings,
  type PartyRating,
  type SellerProfile,
  type SellerSummary,
} from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, createSettableClock } from '../src/platform/clock.ts';
import { queryRows } from '../src/platform/db/client.ts';
import { orderEvents, orders, users } from '../src/platform/db/schema.ts';
import { listing, person, type Person } from './commerce.ts';
import { primaryDatabase, startTestApp, type TestApp, type TestResponse } from './helpers.ts';
import { deliveredOrder } from './returns-fixtures.ts';

const START = new Date('2026-05-04T10:00:00Z');

describe.each(primaryDatabase)('ratings on $name', (database) => {
  let t: TestApp;
  const clock = createSettableClock(START);
  beforeAll(async () => {
    t = await startTestApp({ database, clock });
  });
  afterAll(async () => {
    await t.close();
  });

  let buyer: Person;
  let seller: Person;
  let stranger: Person;
  let staff: Person;
  let product: number;
  let orderId: number;
  beforeEach(async () => {
    await t.reset();
    clock.set(START);
    buyer = await person(t, { firstName: 'Bea', lastName: 'Buyer' });
    seller = await person(t, { firstName: 'Sam', lastName: 'Seller' });
    stranger = await person(t, { firstName: 'Otto', lastName: 'Other' });
    staff = await person(t, { staff: true, firstName: 'Stella', lastName: 'Staff' });
    product = await listing(t, seller.id, { pricePence: 1250 });
    ({ orderId } = await deliveredOrder(t, {
      buyer,
      seller,
      deliveredAt: START,
      lines: [{ productId: product, quantity: 1, unitPricePence: 1250 }],
    }));
  });

  /** Every rating and reply as one text (for "changes nothing"). */
  async function ratingsSnapshot(): Promise<string> {
    return JSON.stringify(
      await queryRows(
        t.db,
        sql`SELECT id, order_id, side, stars, comment, reply FROM order_ratings ORDER BY id`,
      ),
    );
  }

  /** Expects `res` to be the refusal `status` with `error` and the ratings unchanged since `before`. */
  async function expectRefused(
    res: TestResponse,
    status: number,
    error: string,
    before: string,
  ): Promise<void> {
    expect({ status: res.status, error: res.body.error, success: res.body.success }).toEqual({
      status,
      error,
      success: false,
    });
    expect(await ratingsSnapshot()).toBe(before);
  }

  /** Rates order `id` as `who`; expects 201 and returns the ratings as `who` sees them. */
  async function rated(who: Person, id: number, stars = 5, comment = 'Smooth from start to end.') {
    const res = await who.client.post(`/api/orders/${id}/ratings/`, { stars, comment });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.ratings as OrderRatings;
  }

  async function ratingsAs(who: Person, id = orderId): Promise<OrderRatings> {
    const res = await who.client.get(`/api/orders/${id}/ratings/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.ratings as OrderRatings;
  }

  describe('given who may read and write', () => {
    it('answers a visitor 401 on every ratings endpoint but the seller page', async () => {
      const visitor = t.client();
      const before = await ratingsSnapshot();
      expect((await visitor.get('/api/ratings/')).status).toBe(401);
      expect((await visitor.get(`/api/orders/${orderId}/ratings/`)).status).toBe(401);
      await expectRefused(
        await visitor.post(`/api/orders/${orderId}/ratings/`, { stars: 5, comment: 'x' }),
        401,
        MESSAGES.server.notSignedIn,
        before,
      );
      await expectRefused(
        await visitor.post('/api/ratings/1/reply/', { text: 'x' }),
        401,
        MESSAGES.server.notSignedIn,
        before,
      );
      expect((await visitor.get(`/api/sellers/${seller.id}/`)).status).toBe(200);
    });

    it('refuses a stranger reading or rating the order (403) and an unknown order (404)', async () => {
      const before = await ratingsSnapshot();
      const read = await stranger.client.get(`/api/orders/${orderId}/ratings/`);
      expect({ status: read.status, error: read.body.error }).toEqual({
        status: 403,
        error: MESSAGES.server.forbidden,
      });
      await expectRefused(
        await stranger.client.post(`/api/orders/${orderId}/ratings/`, {
          stars: 1,
          comment: 'Never met them.',
        }),
        403,
        MESSAGES.server.forbidden,
        before,
      );
      await expectRefused(
        await buyer.client.post('/api/orders/999999/ratings/', { stars: 4, comment: 'Which order?' }),
        404,
        MESSAGES.server.notFound,
        before,
      );
      expect((await buyer.client.get('/api/orders/999999/ratings/')).status).toBe(404);
    });

    it('lets staff read what anyone may (not a hidden rating) but not rate', async () => {
      await rated(buyer, orderId, 4);
      const before = await ratingsSnapshot();
      const seen = await ratingsAs(staff);
      expect(seen).toMatchObject({ your_side: null, buyer_rated: true, revealed: false, of_seller: null });
      await expectRefused(
        await staff.client.post(`/api/orders/${orderId}/ratings/`, { stars: 5, comment: 'Staff opinion.' }),
        403,
        MESSAGES.server.forbidden,
        before,
      );
    });

    it('lets the demo user read its ratings but refuses it rating and replying', async () => {
      const demo = t.client();
      await demo.loginDemo();
      expect((await demo.get('/api/ratings/')).status).toBe(200);
      const before = await ratingsSnapshot();
      await expectRefused(
        await demo.post(`/api/orders/${orderId}/ratings/`, { stars: 5, comment: 'Demo.' }),
        403,
        MESSAGES.testUser.default,
        before,
      );
      await expectRefused(
        await demo.post('/api/ratings/1/reply/', { text: 'Demo.' }),
        403,
        MESSAGES.testUser.default,
        before,
      );
    });

    it('lists the caller’s delivered orders as buyer or as seller, each side its own', async () => {
      const asBuyer = await buyer.client.get('/api/ratings/');
      expect((asBuyer.body.ratings as OrderRatings[]).map((r) => [r.order_id, r.your_side])).toEqual([
        [orderId, 'buyer'],
      ]);
      const asSeller = await seller.client.get('/api/ratings/?as=seller');
      expect((asSeller.body.ratings as OrderRatings[]).map((r) => [r.order_id, r.your_side])).toEqual([
        [orderId, 'seller'],
      ]);
      expect((await stranger.client.get('/api/ratings/?as=seller')).body.ratings).toEqual([]);
      expect((await buyer.client.get('/api/ratings/?as=nobody')).status).toBe(400);
    });
  });

  describe('given the rules of rating', () => {
    it('refuses an order not yet delivered (409) and changes nothing', async () => {
      const { orderId: shipped } = await deliveredOrder(t, {
        buyer,
        seller,
        deliveredAt: START,
        status: 'shipped',
        lines: [{ productId: product, quantity: 1, unitPricePence: 1250 }],
      });
      const before = await ratingsSnapshot();
      await expectRefused(
        await buyer.client.post(`/api/orders/${shipped}/ratings/`, { stars: 5, comment: 'Early.' }),
        409,
        RATING_MESSAGES.errors.notDelivered,
        before,
      );
    });

    it('takes a rating on the window’s last millisecond and refuses one after it', async () => {
      clock.set(new Date(START.getTime() + RATING_WINDOW_DAYS * DAY_MS));
      await rated(buyer, orderId);
      clock.advance(1);
      const before = await ratingsSnapshot();
      await expectRefused(
        await seller.client.post(`/api/orders/${orderId}/ratings/`, { stars: 3, comment: 'Late.' }),
        409,
        RATING_MESSAGES.errors.windowClosed,
        before,
      );
    });

    it('takes one rating per side per order', async () => {
      await rated(buyer, orderId);
      const before = await ratingsSnapshot();
      await expectRefused(
        await buyer.client.post(`/api/orders/${orderId}/ratings/`, { stars: 1, comment: 'Changed my mind.' }),
        409,
        RATING_MESSAGES.errors.alreadyRated,
        before,
      );
      await rated(seller, orderId);
    });

    it('answers 400 for bad stars and comments and changes nothing', async () => {
      const before = await ratingsSnapshot();
      for (const body of [
        { stars: 0, comment: 'x' },
        { stars: 6, comment: 'x' },
        { stars: 2.5, comment: 'x' },
        { comment: 'No stars' },
        { stars: 4, comment: '   ' },
        { stars: 4, comment: 'x'.repeat(RATING_COMMENT_MAX_LENGTH + 1) },
      ]) {
        const res = await buyer.client.post(`/api/orders/${orderId}/ratings/`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(String(res.body.error)).toMatch(/^Invalid request/);
      }
      expect(await ratingsSnapshot()).toBe(before);
      const longest = await rated(buyer, orderId, 4, 'x'.repeat(RATING_COMMENT_MAX_LENGTH));
      expect(longest.of_seller?.comment).toHaveLength(RATING_COMMENT_MAX_LENGTH);
    });
  });

  describe('given blind ratings', () => {
    it('shows a rating to its author only until the other side is in, then to both', async () => {
      const mine = await rated(buyer, orderId, 4, 'Well packed.');
      expect(mine).toMatchObject({
        your_side: 'buyer',
        revealed: false,
        buyer_rated: true,
        seller_rated: false,
      });
      expect(mine.of_seller).toMatchObject({ stars: 4, comment: 'Well packed.', side: 'buyer' });
      expect(mine.of_seller?.author.name).toBe('Bea B.');
      expect(mine.of_seller?.subject.name).toBe('Sam S.');

      const theirs = await ratingsAs(seller);
      expect(theirs).toMatchObject({
        your_side: 'seller',
        revealed: false,
        buyer_rated: true,
        of_seller: null,
      });

      const both = await rated(seller, orderId, 5, 'Paid at once.');
      expect(both.revealed).toBe(true);
      expect(both.of_seller?.stars).toBe(4);
      expect((await ratingsAs(buyer)).of_buyer).toMatchObject({ stars: 5, comment: 'Paid at once.' });
      expect((await ratingsAs(staff)).of_seller?.stars).toBe(4);
    });

    it('reveals what is in once the window closes, read from the clock', async () => {
      await rated(buyer, orderId, 2, 'Slow.');
      clock.set(new Date(START.getTime() + RATING_WINDOW_DAYS * DAY_MS));
      expect((await ratingsAs(seller)).of_seller).toBeNull();
      clock.advance(1);
      const closed = await ratingsAs(seller);
      expect(closed).toMatchObject({ revealed: true, seller_rated: false });
      expect(closed.of_seller?.stars).toBe(2);
    });
  });

  describe('given the seller’s reply', () => {
    async function revealedRatingOfSeller(): Promise<PartyRating> {
      await rated(buyer, orderId, 3, 'Fine.');
      const both = await rated(seller, orderId, 5, 'Great buyer.');
      if (both.of_seller === null || both.of_buyer === null) throw new Error('both ratings should show');
      return both.of_seller;
    }

    it('takes the seller’s one public reply to a rating of them', async () => {
      const rating = await revealedRatingOfSeller();
      const res = await seller.client.post(`/api/ratings/${rating.id}/reply/`, { text: 'Thank you!' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body.rating as PartyRating).reply?.text).toBe('Thank you!');
      expect((await ratingsAs(buyer)).of_seller?.reply?.text).toBe('Thank you!');
      const before = await ratingsSnapshot();
      await expectRefused(
        await seller.client.post(`/api/ratings/${rating.id}/reply/`, { text: 'Again.' }),
        409,
        RATING_MESSAGES.errors.alreadyReplied,
        before,
      );
    });

    it('refuses a reply by anyone but the seller rated, to a rating of a buyer, and to an unknown rating', async () => {
      const rating = await revealedRatingOfSeller();
      const ofBuyer = (await ratingsAs(seller)).of_buyer;
      const before = await ratingsSnapshot();
      for (const who of [buyer, stranger, staff])
        await expectRefused(
          await who.client.post(`/api/ratings/${rating.id}/reply/`, { text: 'Not mine.' }),
          403,
          RATING_MESSAGES.errors.notYourRating,
          before,
        );
      await expectRefused(
        await buyer.client.post(`/api/ratings/${ofBuyer?.id ?? 0}/reply/`, { text: 'About me.' }),
        403,
        RATING_MESSAGES.errors.notYourRating,
        before,
      );
      await expectRefused(
        await seller.client.post('/api/ratings/999999/reply/', { text: 'Hello?' }),
        404,
        MESSAGES.server.notFound,
        before,
      );
      const empty = await seller.client.post(`/api/ratings/${rating.id}/reply/`, { text: ' ' });
      expect(empty.status).toBe(400);
      expect(await ratingsSnapshot()).toBe(before);
    });

    it('refuses a reply while the rating is still blind', async () => {
      const mine = await rated(buyer, orderId, 1, 'Broken.');
      const before = await ratingsSnapshot();
      await expectRefused(
        await seller.client.post(`/api/ratings/${mine.of_seller?.id ?? 0}/reply/`, { text: 'Sorry.' }),
        409,
        RATING_MESSAGES.errors.notVisibleYet,
        before,
      );
    });
  });

  describe('given a seller’s public page', () => {
    it('answers 404 for an unknown or deactivated seller', async () => {
      expect((await t.client().get('/api/sellers/999999/')).status).toBe(404);
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, seller.id));
      const res = await t.client().get(`/api/sellers/${seller.id}/`);
      expect({ status: res.status, error: res.body.error }).toEqual({
        status: 404,
        error: MESSAGES.server.notFound,
      });
    });

    it('counts only the visible ratings of the seller, its completed sales and its median dispatch time', async () => {
      // A second delivered order, rated by its buyer only: hidden until the window closes.
      const { orderId: second } = await deliveredOrder(t, {
        buyer: stranger,
        seller,
        deliveredAt: START,
        lines: [{ productId: product, quantity: 1, unitPricePence: 1250 }],
      });
      await rated(buyer, orderId, 4, 'Good.');
      await rated(seller, orderId, 5, 'Good buyer.');
      await rated(stranger, second, 2, 'Late.');
      // Paid at creation; shipped 10 and 30 hours later: the median is 20 hours.
      for (const [id, hours] of [
        [orderId, 10],
        [second, 30],
      ] as const) {
        const [row] = await t.db
          .select({ createdAt: orders.createdAt })
          .from(orders)
          .where(eq(orders.id, id));
        await t.db.insert(orderEvents).values({
          orderId: id,
          fromStatus: 'processing',
          toStatus: 'shipped',
          createdAt: new Date((row?.createdAt ?? START).getTime() + hours * 3_600_000),
        });
      }

      const page = await t.client().get(`/api/sellers/${seller.id}/`);
      expect(page.status).toBe(200);
      expect(String(page.headers['cache-control'])).toMatch(/^public/);
      expect(page.body.seller).toMatchObject({
        id: seller.id,
        display_name: 'Sam S.',
        completed_sales: 2,
        rating: { average: 4, count: 1, histogram: [0, 0, 0, 1, 0] },
        dispatch_hours: 20,
      });
      expect((page.body.ratings as PartyRating[]).map((r) => r.comment)).toEqual(['Good.']);

      clock.advance(RATING_WINDOW_DAYS * DAY_MS + 1);
      const later = await t.client().get(`/api/sellers/${seller.id}/`);
      expect(later.body.seller).toMatchObject({
        rating: { average: 3, count: 2, histogram: [0, 1, 0, 1, 0] },
      });
    });

    it("puts the seller's card on their product's answer: name, completed sales, visible ratings (decision 075)", async () => {
      const card = async () =>
        (await t.client().get(`/api/products/${product}/`)).body.seller as SellerSummary | null;
      // Delivered, nobody has rated yet: a new seller with one completed sale.
      expect(await card()).toEqual({
        id: seller.id,
        display_name: 'Sam S.',
        completed_sales: 1,
        rating: { average: 0, count: 0 },
      });
      // The buyer's rating is blind until the seller's is in: not counted yet.
      await rated(buyer, orderId, 4, 'Good.');
      expect((await card())?.rating).toEqual({ average: 0, count: 0 });
      await rated(seller, orderId, 5, 'Good buyer.');
      expect((await card())?.rating).toEqual({ average: 4, count: 1 });
      // It agrees with the seller's page.
      const page = await t.client().get(`/api/sellers/${seller.id}/`);
      expect((await card())?.rating.average).toBe((page.body.seller as SellerProfile).rating.average);
      // A closed account has no card (its listings leave sale with it: decision 045).
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, seller.id));
      expect(await card()).toBeNull();
    });

    it('shows no figures for a seller with no ratings and nothing shipped', async () => {
      const page = await t.client().get(`/api/sellers/${stranger.id}/`);
      expect(page.body.seller).toMatchObject({
        completed_sales: 0,
        rating: { average: 0, count: 0, histogram: [0, 0, 0, 0, 0] },
        dispatch_hours: null,
      });
      expect(page.body.ratings).toEqual([]);
    });
  });
});

/**
 * The seller card in the catalogue cache (decisions 026 and 075): the product answer is kept, and
 * a rating of its seller or a change of their name drops it, not another seller's product.
 */
describe.each(primaryDatabase)(
  "the product answer's seller card in the catalogue cache on $name",
  (database) => {
    let t: TestApp;
    let statements = 0;
    const clock = createSettableClock(START);
    beforeAll(async () => {
      t = await startTestApp({
        database,
        clock,
        config: { catalogueCacheMs: 60_000 },
        onQuery: () => {
          statements += 1;
        },
      });
    });
    afterAll(async () => {
      await t.close();
    });

    /** GETs `url` as a visitor: the body and the statements it cost. */
    async function read(url: string): Promise<{ body: Record<string, unknown>; statements: number }> {
      const before = statements;
      const res = await t.client().get(url);
      expect(res.status, res.text).toBe(200);
      return { body: res.body, statements: statements - before };
    }

    it('keeps the product answer, and drops it on a rating, a name change or a completed sale of its seller only', async () => {
      await t.reset();
      clock.set(START);
      const buyer = await person(t, { firstName: 'Bea', lastName: 'Buyer' });
      const seller = await person(t, { firstName: 'Sam', lastName: 'Seller' });
      const other = await person(t, { firstName: 'Olga', lastName: 'Other' });
      const product = await listing(t, seller.id, { pricePence: 1250 });
      const otherProduct = await listing(t, other.id, { pricePence: 900 });
      const { orderId } = await deliveredOrder(t, {
        buyer,
        seller,
        deliveredAt: START,
        lines: [{ productId: product, quantity: 1, unitPricePence: 1250 }],
      });
      const mine = `/api/products/${product}/`;
      const theirs = `/api/products/${otherProduct}/`;
      const warm = async () => {
        for (const url of [mine, theirs]) {
          await read(url);
          expect((await read(url)).statements, url).toBe(0);
        }
      };
      await warm();
      // A signed-in reader (the page's own read, decision 069) gets the kept answer, card included:
      // the card costs a product page no statement.
      const before = statements;
      const signedIn = await buyer.client.get(mine);
      expect(signedIn.body.seller).toMatchObject({ id: seller.id, rating: { count: 0 } });
      expect(statements - before).toBe(0);
      for (const [who, stars] of [
        [buyer, 3],
        [seller, 5],
      ] as const) {
        const res = await who.client.post(`/api/orders/${orderId}/ratings/`, { stars, comment: 'Fine.' });
        expect(res.status, res.text).toBe(201);
      }
      const after = await read(mine);
      expect(after.statements).toBe(1);
      expect(after.body.seller).toMatchObject({ rating: { average: 3, count: 1 } });
      expect((await read(theirs)).statements).toBe(0);

      await warm();
      const renamed = await seller.client.post(`/api/update-user/${seller.id}/`, { first_name: 'Samira' });
      expect(renamed.status, renamed.text).toBe(200);
      const named = await read(mine);
      expect(named.statements).toBe(1);
      expect(named.body.seller).toMatchObject({ display_name: 'Samira S.' });
      expect((await read(theirs)).statements).toBe(0);

      // A sale completed, by the seller marking it delivered or by the buyer's Confirm receipt.
      const shipped = async () =>
        (
          await deliveredOrder(t, {
            buyer,
            seller,
            deliveredAt: START,
            status: 'shipped',
            lines: [{ productId: product, quantity: 1, unitPricePence: 1250 }],
          })
        ).orderId;
      const byTheSeller = await shipped();
      const byTheBuyer = await shipped();
      await warm();
      const marked = await seller.client.post(`/api/orders/${byTheSeller}/status/`, { status: 'delivered' });
      expect(marked.status, marked.text).toBe(200);
      const afterMark = await read(mine);
      expect(afterMark.statements).toBe(1);
      expect(afterMark.body.seller).toMatchObject({ completed_sales: 2 });
      await warm();
      const received = await buyer.client.post(`/api/orders/${byTheBuyer}/confirm-receipt/`, {});
      expect(received.status, received.text).toBe(200);
      const afterReceipt = await read(mine);
      expect(afterReceipt.statements).toBe(1);
      expect(afterReceipt.body.seller).toMatchObject({ completed_sales: 3 });
      expect((await read(theirs)).statements).toBe(0);
    });
  },
);
