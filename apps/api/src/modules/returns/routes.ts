/**
 * Returns, refunds without a return, and disputes (decision 067):
 * - GET /marketplace/returns-policy/: the configured windows, built once at registration and sent
 *   as a public answer (decision 026: public Cache-Control, ETag, 304), like the fee terms;
 * - POST /orders/{id}/returns/ (multipart: the buyer's request with up to MAX_RETURN_PHOTOS photos
 *   `photos`; requests.ts), GET /returns/ and GET /returns/{id}/;
 * - POST /returns/{id}/steps/ (a party's step; steps.ts);
 * - POST /orders/{id}/refunds/ (a refund without a return; goodwill.ts);
 * - GET /admin/disputes/ and POST /admin/disputes/{id}/decision/ (staff; disputes.ts).
 * The demo user is refused every POST by defineRoute (testUserBlocked). @fastify/multipart is
 * registered in this plugin only, as in the listings' (the limits are per request,
 * platform/storage/multipart.ts); photos count towards the user's images per hour (decision 045).
 * Every rule reads the time from `app.clock`.
 */
import multipart from '@fastify/multipart';
import { MAX_RETURN_PHOTOS, MESSAGES, RETURN_MESSAGES } from '@shop/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { answerOf } from '../../platform/cache/list-cache.ts';
import { sendPublicAnswer } from '../../platform/http/caching.ts';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { checkedBody, defineRoute } from '../../platform/http/route.ts';
import { UploadError } from '../../platform/storage/images.ts';
import { readMultipartForm } from '../../platform/storage/multipart.ts';
import { StorageUnavailableError } from '../../platform/storage/storage.ts';
import { adminDisputes, decideDispute } from './disputes.ts';
import { refundOrder } from './goodwill.ts';
import { createReturnRequest, getReturnRequest, listReturnRequests, ownOrder } from './requests.ts';
import { moveReturnRequest } from './steps.ts';

/**
 * Turns an UploadError into the shop's HttpError: a file that is not an image, or too many files,
 * answers 400 RETURN_MESSAGES.errors.photos; a file too large or too many pixels keeps its own
 * status and message. A StorageUnavailableError answers 503 MESSAGES.server.unavailable with
 * Retry-After (logged as a warning). Other errors pass unchanged.
 */
function asHttp<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    if (error instanceof UploadError) {
      const notPhotos =
        error.statusCode === 400 &&
        (error.message === MESSAGES.server.imageType || error.message === MESSAGES.server.tooManyImages);
      throw new HttpError(
        error.statusCode,
        notPhotos ? RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS) : error.message,
      );
    }
    if (error instanceof StorageUnavailableError) {
      reply.log.warn({ err: error.cause }, 'image storage unavailable');
      reply.header('Retry-After', '5');
      throw new HttpError(503, MESSAGES.server.unavailable);
    }
    throw error;
  });
}

/**
 * Registers getReturnsPolicy, createReturnRequest, getReturnRequests, getReturnRequest,
 * moveReturnRequest, refundOrder, adminDisputes and decideDispute.
 */
export const returnsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, storage, limits }) => {
  await app.register(multipart);
  const terms = config.marketplace;

  const policy = answerOf(
    checkedBody('getReturnsPolicy', {
      success: true,
      policy: { return_window_days: terms.returnWindowDays, response_days: terms.returnResponseDays },
    }),
  );
  defineRoute(app, 'getReturnsPolicy', async ({ request, reply }) => {
    await sendPublicAnswer(request, reply, policy);
    return undefined;
  });

  defineRoute(app, 'createReturnRequest', async ({ request, reply, params, user }) => {
    // Someone else's order is refused before its upload is read.
    await ownOrder(db, user.id, params.id);
    const created = await asHttp(
      reply,
      // More photos than MAX_RETURN_PHOTOS stop the reading at the first one too many.
      readMultipartForm(request, { maxFiles: MAX_RETURN_PHOTOS }).then((form) =>
        // Counted before any photo is decoded (decision 045).
        limits.uploads(user.id, form.files, () =>
          createReturnRequest(db, storage, user.id, params.id, form, terms, app.clock.now()),
        ),
      ),
    );
    reply.status(201);
    return { success: true, return_request: created };
  });

  defineRoute(app, 'getReturnRequests', async ({ query, user }) => ({
    success: true,
    ...(await listReturnRequests(db, user.id, query)),
  }));

  defineRoute(app, 'getReturnRequest', async ({ params, user }) => ({
    success: true,
    return_request: await getReturnRequest(db, user, params.id),
  }));

  defineRoute(app, 'moveReturnRequest', async ({ params, body, user }) => ({
    success: true,
    return_request: await moveReturnRequest(db, user, params.id, body, app.clock.now()),
  }));

  defineRoute(app, 'refundOrder', async ({ params, body, user }) => ({
    success: true,
    order: await refundOrder(db, user, params.id, body, terms, app.clock.now()),
  }));

  defineRoute(app, 'adminDisputes', async ({ query }) => ({
    success: true,
    ...(await adminDisputes(db, query)),
  }));

  defineRoute(app, 'decideDispute', async ({ params, body, user }) => ({
    success: true,
    return_request: await decideDispute(db, user.id, params.id, body, app.clock.now()),
  }));
};
