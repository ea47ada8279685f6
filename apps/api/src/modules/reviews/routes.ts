/**
 * getReviews, addReview, updateReview, deleteReview, getMyReviews (spec section 7). New and
 * edited reviews count towards the user's hourly limit (platform/limits.ts): 429 with
 * Retry-After over it; refused changes do not count.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { addReview, deleteReview, getReviews, getMyReviews, updateReview } from './reviews.ts';

/** Registers the review endpoints. */
export const reviewsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, limits }) => {
  defineRoute(app, 'getReviews', async ({ params, viewer }) => ({
    success: true,
    comments: await getReviews(db, params.id, (await viewer())?.id),
  }));
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
  defineRoute(app, 'getMyReviews', async ({ user }) => ({
    success: true,
    comments: await getMyReviews(db, user.id),
  }));
};
