/**
 * Ratings between the two sides of an order and the sellers' public pages (decision 071):
 * - GET /ratings/ (the caller's delivered orders as buyer or seller), GET /orders/{id}/ratings/;
 * - POST /orders/{id}/ratings/ (rate the other side, 201) and POST /ratings/{id}/reply/;
 * - GET /sellers/{id}/ (public: PUBLIC_CACHE_CONTROL for visitors, as the catalogue's reads).
 * The demo user is refused every POST by defineRoute (testUserBlocked). Every rule reads the time
 * from `app.clock`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC_CACHE_CONTROL } from '../../platform/http/caching.ts';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { getOrderRatings, listMyRatings, rateOrder, replyToRating } from './ratings.ts';
import { getSeller } from './sellers.ts';

/** Registers getMyRatings, getOrderRatings, rateOrder, replyToRating and getSeller. */
export const ratingsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  defineRoute(app, 'getMyRatings', async ({ query, user }) => ({
    success: true,
    ratings: await listMyRatings(db, user, query.as ?? 'buyer', app.clock.now()),
  }));

  defineRoute(app, 'getOrderRatings', async ({ params, user }) => ({
    success: true,
    ratings: await getOrderRatings(db, user, params.id, app.clock.now()),
  }));

  defineRoute(app, 'rateOrder', async ({ params, body, user, reply }) => {
    const ratings = await rateOrder(db, user, params.id, body, app.clock.now());
    reply.status(201);
    return { success: true, ratings };
  });

  defineRoute(app, 'replyToRating', async ({ params, body, user }) => ({
    success: true,
    rating: await replyToRating(db, user, params.id, body, app.clock.now()),
  }));

  defineRoute(app, 'getSeller', async ({ params, reply }) => {
    const page = await getSeller(db, params.id, app.clock.now());
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return { success: true, ...page };
  });
};
