/**
 * getReviews, addReview, updateReview, deleteReview, getMyReviews (spec section 7). New and
 * edited reviews count towards the user's hourly limit (platform/limits.ts): 429 with
 * Retry-After over it; refused changes do not count.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { sendProductAnswer } from '../catalogue/index.ts';
import { pageUserRead } from '../accounts/index.ts';
import {
  HIDDEN_REVIEW_COUNT_READ,
  addReview,
  deleteReview,
  getReviews,
  getMyReviews,
  updateReview,
} from './reviews.ts';

/** Registers the review endpoints. */
export const reviewsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, limits, listCache }) => {
  // Two statements on a miss. A public product's reviews are the same for everyone: cached like
  // the product (scope 'product', dropped by any change naming it: a review added, edited or
  // deleted publishes one), so a signed-in page's read of them sends no statement on a hit
  // (decision 069). A product only its owner sees: private, never stored.
  defineRoute(app, 'getReviews', async ({ request, reply, params, viewer }) => {
    const id = params.id;
    return sendProductAnswer('getReviews', request, reply, listCache, `reviews:${id}`, async () => {
      const found = await getReviews(db, id, (await viewer())?.id);
      return {
        body: { success: true as const, comments: found.reviews },
        tags: found.public ? { scope: 'product', ids: [id] } : undefined,
      };
    });
  });
  defineRoute(app, 'addReview', async ({ params, body, user, reply }) => {
    const review = await limits.counted('review', user.id, () => addReview(db, user.id, params.id, body));
    reply.status(201);
    return { success: true, comment: review };
  });
  defineRoute(app, 'updateReview', async ({ params, body, user }) => ({
    success: true,
    comment: await limits.counted('review', user.id, () => updateReview(db, user.id, params.id, body)),
  }));
  defineRoute(app, 'deleteReview', async ({ params, user }) => {
    await deleteReview(db, user.id, params.id);
    return { success: true };
  });
  defineRoute(app, 'getMyReviews', async ({ request, user, query }) => {
    // A page's read knows from its session statement whether staff hid any (decision 069).
    const hidden = pageUserRead(request, HIDDEN_REVIEW_COUNT_READ, user.id);
    return {
      success: true,
      comments: await getMyReviews(db, user.id, {
        onlyHidden: query.hidden === true,
        ...(typeof hidden === 'number' ? { knownHidden: hidden } : {}),
      }),
    };
  });
};
