/**
 * STUB owned by the listings/payments helper: orders (list, one order).
 * Replace this file; keep the export name `orderRoutes` (a FastifyPluginAsync<RouteDeps>).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';

/** Registers the orders endpoints (stub: none yet). */
export const orderRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
