/**
 * Contract scenarios: Reviews (one per product), reviews' rating summary and verified purchases (decision 028), and
 * related products.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, MESSAGES, averageRating } from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT, SHOP_ACCOUNT } from '@shop/sample-catalogue';
import { productForm, type Harness } from './harness.ts';

/** Registers the reviews scenarios on the harness of one target (see ../scenarios.ts). */
export function reviewsScenarios({ client, signIn }: Harness): void {
  describe('given reviews', () => {
    it('adds, updates and deletes a review, one per product', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const { comment: review } = await seller.ok('addReview', {
        params: { id: 6 },
        body: { text: '  A gripping read.  ', rating: 5 },
      });
      expect(review).toMatchObject({
        text: 'A gripping read.',
        rating: 5,
        product_id: 6,
        // The author's display name (decision 024), never the username or the e-mail.
        username: 'Sam S.',
      });
      const second = await seller.call('addReview', {
        params: { id: 6 },
        body: { text: 'Again', rating: 4 },
      });
      expect(second).toEqual({ ok: false, status: 400, error: MESSAGES.server.reviewExists });
      const updated = await seller.ok('updateReview', {
        params: { id: review.id },
        body: { text: 'Even better on re-reading.', rating: 4 },
      });
      expect(updated.comment).toMatchObject({
        id: review.id,
        text: 'Even better on re-reading.',
        rating: 4,
      });
      const mine = (await seller.ok('getMyReviews')).comments;
      expect(mine.find((c) => c.id === review.id)?.product_name).toBe(
        "The Cartographer's Daughter (Hardback)",
      );
      await seller.ok('deleteReview', { params: { id: review.id } });
      const left = (await client().ok('getReviews', { params: { id: 6 } })).comments;
      expect(left.map((c) => c.id)).not.toContain(review.id);
    });

    it('refuses an empty text and a rating outside 1-5 with 400', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      expect(
        await seller.call('addReview', { params: { id: 6 }, body: { text: '   ', rating: 3 } }),
      ).toMatchObject({
        ok: false,
        status: 400,
      });
      expect(
        await seller.call('addReview', { params: { id: 6 }, body: { text: 'Fine', rating: 0 } }),
      ).toMatchObject({
        ok: false,
        status: 400,
      });
    });

    it("refuses to change or delete another user's review with 403", async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const { comment: review } = await seller.ok('addReview', {
        params: { id: 8 },
        body: { text: 'Comfy straps.', rating: 4 },
      });
      const shop = await signIn(SHOP_ACCOUNT);
      expect(
        await shop.call('updateReview', { params: { id: review.id }, body: { text: 'x', rating: 1 } }),
      ).toMatchObject({
        ok: false,
        status: 403,
      });
      expect(await shop.call('deleteReview', { params: { id: review.id } })).toMatchObject({
        ok: false,
        status: 403,
      });
    });
  });

  describe('given reviews (decision 028)', () => {
    /** The product's reviews' ratings as a 1..5-star histogram, their count and averageRating. */
    const summaryOfReviews = (ratings: number[]) => {
      const histogram = [1, 2, 3, 4, 5].map((star) => ratings.filter((r) => r === star).length);
      const sum = ratings.reduce((a, b) => a + b, 0);
      return { count: ratings.length, average: averageRating(sum, ratings.length), histogram };
    };
    const ratingsOf = async (productId: number) =>
      (await client().ok('getReviews', { params: { id: productId } })).comments.map((c) => c.rating);

    it("gives a product the average of its reviews' ratings, their count and a 1-5 histogram, everywhere it is listed", async () => {
      const before = summaryOfReviews(await ratingsOf(6));
      const page = await client().ok('getProduct', { params: { id: 6 } });
      expect(page.review_summary).toEqual(before);
      expect(page.product).toMatchObject({ rating: before.average, review_count: before.count });

      const seller = await signIn(SELLER_ACCOUNT);
      const { comment: review } = await seller.ok('addReview', {
        params: { id: 6 },
        body: { text: 'A gripping read.', rating: 5 },
      });
      const added = summaryOfReviews(await ratingsOf(6));
      expect(added.count).toBe(before.count + 1);
      expect(added.histogram[4]).toBe((before.histogram[4] ?? 0) + 1);
      const afterAdd = await client().ok('getProduct', { params: { id: 6 } });
      expect(afterAdd.review_summary).toEqual(added);
      expect(afterAdd.product).toMatchObject({ rating: added.average, review_count: added.count });
      // Lists, category pages and searches carry the same figures.
      const listed = (await client().ok('listProducts', { query: { pageSize: 9 } })).products.find(
        (p) => p.id === 6,
      );
      expect(listed).toMatchObject({ rating: added.average, review_count: added.count });
      const inCategory = (
        await client().ok('filterProducts', { query: { q: afterAdd.product.category } })
      ).products.find((p) => p.id === 6);
      expect(inCategory).toMatchObject({ rating: added.average, review_count: added.count });

      await seller.ok('updateReview', { params: { id: review.id }, body: { text: 'Slow.', rating: 1 } });
      const rerated = (await client().ok('getProduct', { params: { id: 6 } })).review_summary;
      expect(rerated).toEqual(summaryOfReviews(await ratingsOf(6)));
      expect(rerated.histogram[0]).toBe((before.histogram[0] ?? 0) + 1);
      expect(rerated.histogram[4]).toBe(before.histogram[4]);

      await seller.ok('deleteReview', { params: { id: review.id } });
      expect((await client().ok('getProduct', { params: { id: 6 } })).review_summary).toEqual(before);
    });

    it('answers rating 0, review_count 0 and an empty histogram for a product without reviews', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const { product } = await seller.ok('addProduct', { form: productForm() });
      expect(product).toMatchObject({ rating: 0, review_count: 0 });
      expect((await client().ok('getProduct', { params: { id: product.id } })).review_summary).toEqual({
        average: 0,
        count: 0,
        histogram: [0, 0, 0, 0, 0],
      });
    });

    it('marks a review a verified purchase only when its author has a paid, shipped or delivered order with the product', async () => {
      // The demo user's sample orders: product 1 processing (paid), product 4 delivered.
      const demo = client();
      const { user: demoUser } = await demo.ok('login', { body: DEMO_ACCOUNT });
      const demoReview = async (productId: number) =>
        (await client().ok('getReviews', { params: { id: productId } })).comments.find(
          (c) => c.user_id === demoUser.id,
        );
      expect((await demoReview(1))?.verified_purchase).toBe(true);
      expect((await demoReview(4))?.verified_purchase).toBe(true);

      // Sam Seller's sample orders: products 8, 10, 16 shipped; product 12 pending (not paid).
      const seller = await signIn(SELLER_ACCOUNT);
      const shipped = await seller.ok('addReview', {
        params: { id: 8 },
        body: { text: 'Comfy.', rating: 4 },
      });
      expect(shipped.comment.verified_purchase).toBe(true);
      const pending = await seller.ok('addReview', {
        params: { id: 12 },
        body: { text: 'Nice.', rating: 4 },
      });
      expect(pending.comment.verified_purchase).toBe(false);
      const never = await seller.ok('addReview', {
        params: { id: 6 },
        body: { text: 'Good.', rating: 4 },
      });
      expect(never.comment.verified_purchase).toBe(false);
      const listed = (await client().ok('getReviews', { params: { id: 8 } })).comments.find(
        (c) => c.id === shipped.comment.id,
      );
      expect(listed?.verified_purchase).toBe(true);
      const mine = (await seller.ok('getMyReviews')).comments;
      expect(mine.find((c) => c.id === never.comment.id)?.verified_purchase).toBe(false);

      // A cancelled order (refunded) no longer counts.
      const admin = await signIn(ADMIN_ACCOUNT);
      const processing = (await demo.ok('getOrders')).orders.find(
        (o) => o.status === 'processing' && o.items.some((i) => i.product_id === 1),
      );
      await admin.ok('updateOrderStatus', {
        params: { id: processing?.id ?? 0 },
        body: { status: 'cancelled' },
      });
      expect((await demoReview(1))?.verified_purchase).toBe(false);
    });

    it('relates up to 4 public products to a product, never itself, those of its category first, newest first', async () => {
      const electronics = (await client().ok('filterProducts', { query: { q: 'Electronics' } })).products.map(
        (p) => p.id,
      );
      const related = (await client().ok('getRelatedProducts', { params: { id: 1 } })).products;
      expect(related.map((p) => p.id)).toEqual(
        electronics
          .filter((id) => id !== 1)
          .sort((a, b) => b - a)
          .slice(0, 4),
      );
      // Furniture has 2 and 11 only: 11 first, then the newest of the other categories.
      const chair = (await client().ok('getRelatedProducts', { params: { id: 2 } })).products;
      expect(chair.map((p) => p.id)).toEqual([11, 30, 29, 28]);
      expect(chair[0]?.category).toBe('Furniture');
      expect(chair.slice(1).every((p) => p.category !== 'Furniture')).toBe(true);
      // Products that are not public are never related.
      const admin = await signIn(ADMIN_ACCOUNT);
      await admin.ok('adminModerateListing', {
        params: { id: 11 },
        body: { suspend: true, reason: 'Counterfeit' },
      });
      const afterSuspend = (await client().ok('getRelatedProducts', { params: { id: 2 } })).products;
      expect(afterSuspend.map((p) => p.id)).toEqual([30, 29, 28, 27]);
      expect(await client().call('getRelatedProducts', { params: { id: 99999 } })).toEqual({
        ok: false,
        status: 404,
        error: MESSAGES.products.notFound,
      });
    });
  });
}
