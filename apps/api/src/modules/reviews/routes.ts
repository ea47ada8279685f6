/**
 * getComments, addComment, updateComment, deleteComment, getMyComments (spec section 7). New and
 * edited comments count towards the user's hourly limit (platform/limits.ts): 429 with
 * Retry-After over it; refused changes do not count.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { addComment, deleteComment, getComments, getMyComments, updateComment } from './comments.ts';

/** Registers the comment endpoints. */
export const commentsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, limits }) => {
  defineRoute(app, 'getComments', async ({ params, viewer }) => ({
    success: true,
    comments: await getComments(db, params.id, (await viewer())?.id),
  }));
  defineRoute(app, 'addComment', async ({ params, body, user, reply }) => {
    const comment = await limits.counted('comment', user.id, () => addComment(db, user.id, params.id, body));
    reply.status(201);
    return { success: true, comment };
  });
  defineRoute(app, 'updateComment', async ({ params, body, user }) => ({
    success: true,
    comment: await limits.counted('comment', user.id, () => updateComment(db, user.id, params.id, body)),
  }));
  defineRoute(app, 'deleteComment', async ({ params, user }) => {
    await deleteComment(db, user.id, params.id);
    return { success: true };
  });
  defineRoute(app, 'getMyComments', async ({ user }) => ({
    success: true,
    comments: await getMyComments(db, user.id),
  }));
};
