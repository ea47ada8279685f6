/**
 * STUB owned by the listings/payments helper: seller listings and uploads (add-product, customer-products).
 * Replace this file; keep the export name `listingsRoutes` (a FastifyPluginAsync<RouteDeps>).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';

/** Registers the listings endpoints (stub: none yet). */
export const listingsRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
