/**
 * Seller listing endpoints (spec section 7): POST /add-product/ (multipart), GET
 * /customer-products/, GET /customer-products/{id}/, POST /customer-products/{id}/update/
 * (multipart), DELETE /customer-products/{id}/delete/. The demo user is refused by defineRoute
 * with the contract's testUserBlocked texts (403). @fastify/multipart is registered in this
 * plugin only; limits are set per request (uploads/multipart.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';
import { HttpError } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import {
  createListing,
  deleteListing,
  getMyListing,
  listMyListings,
  updateListing,
} from '../services/listings.ts';
import { UploadError } from '../uploads/images.ts';
import { readMultipartForm } from '../uploads/multipart.ts';

/** Turns an UploadError into the shop's HttpError (same status and message). */
function asHttp<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    if (error instanceof UploadError) throw new HttpError(error.statusCode, error.message);
    throw error;
  });
}

/** Registers addProduct, listMyProducts, getMyProduct, updateMyProduct, deleteMyProduct. */
export const listingsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  await app.register(multipart);

  defineRoute(app, 'addProduct', async ({ request, reply, user }) => {
    const product = await asHttp(
      readMultipartForm(request).then((form) => createListing(db, config.uploadDir, user.id, form)),
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

  defineRoute(app, 'updateMyProduct', async ({ request, params, user }) => {
    const id = params.id;
    // Ownership first: someone else's product is refused before its upload is read.
    await getMyListing(db, user.id, id);
    const product = await asHttp(
      readMultipartForm(request).then((form) => updateListing(db, config.uploadDir, user.id, id, form)),
    );
    return { success: true, product };
  });

  defineRoute(app, 'deleteMyProduct', async ({ params, user }) => {
    await deleteListing(db, config.uploadDir, user.id, params.id);
    return { success: true };
  });
};
