/**
 * Seller listing endpoints (spec section 7): POST /add-product/ (multipart), GET
 * /customer-products/, GET /customer-products/{id}/, POST /customer-products/{id}/update/
 * (multipart), DELETE /customer-products/{id}/delete/. The demo user is refused by defineRoute
 * with the contract's testUserBlocked texts (403). @fastify/multipart is registered in this
 * plugin only; limits are set per request (platform/storage/multipart.ts). Images go to `deps.storage`
 * (disk or S3); an unreachable image store answers 503 MESSAGES.server.unavailable with
 * Retry-After, like a down database, and leaves nothing behind. A user's images per hour (count
 * and bytes) are limited through the shared limits (429 LISTING_MESSAGES.tooManyUploads, decision 045).
 */
import multipart from '@fastify/multipart';
import { MESSAGES } from '@shop/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { createListing, deleteListing, getMyListing, listMyListings, updateListing } from './listings.ts';
import { UploadError } from '../../platform/storage/images.ts';
import { readMultipartForm } from '../../platform/storage/multipart.ts';
import { StorageUnavailableError } from '../../platform/storage/storage.ts';

/**
 * Turns an UploadError into the shop's HttpError (same status and message), and a
 * StorageUnavailableError into 503 MESSAGES.server.unavailable with Retry-After (logged as a
 * warning on `reply`'s request). Other errors pass unchanged.
 */
function asHttp<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    if (error instanceof UploadError) throw new HttpError(error.statusCode, error.message);
    if (error instanceof StorageUnavailableError) {
      reply.log.warn({ err: error.cause }, 'image storage unavailable');
      reply.header('Retry-After', '5');
      throw new HttpError(503, MESSAGES.server.unavailable);
    }
    throw error;
  });
}

/** Registers addProduct, listMyProducts, getMyProduct, updateMyProduct, deleteMyProduct. */
export const listingsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, storage, limits }) => {
  await app.register(multipart);

  defineRoute(app, 'addProduct', async ({ request, reply, user }) => {
    const product = await asHttp(
      reply,
      readMultipartForm(request).then((form) =>
        // Counted before any image is decoded (decision 045).
        limits.uploads(user.id, form.files, () => createListing(db, storage, user.id, form)),
      ),
    );
    reply.status(201);
    return { success: true, product };
  });

  defineRoute(app, 'listMyProducts', async ({ user }) => ({
    success: true,
    products: await listMyListings(db, user.id),
  }));

  defineRoute(app, 'getMyProduct', async ({ params, user }) => ({
    success: true,
    product: await getMyListing(db, user.id, params.id),
  }));

  defineRoute(app, 'updateMyProduct', async ({ request, reply, params, user }) => {
    const id = params.id;
    // Ownership first: someone else's product is refused before its upload is read.
    await getMyListing(db, user.id, id);
    const product = await asHttp(
      reply,
      readMultipartForm(request).then((form) =>
        limits.uploads(user.id, form.files, () => updateListing(db, storage, user.id, id, form)),
      ),
    );
    return { success: true, product };
  });

  defineRoute(app, 'deleteMyProduct', async ({ params, user }) => {
    await deleteListing(db, storage, user.id, params.id);
    return { success: true };
  });
};
