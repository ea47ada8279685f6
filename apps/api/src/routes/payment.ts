/**
 * STUB owned by the listings/payments helper: payment (calculate, checkout session, session status, simulated confirm, Stripe webhook).
 * Replace this file; keep the export name `paymentRoutes` (a FastifyPluginAsync<RouteDeps>).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';

/** Registers the payment endpoints (stub: none yet). */
export const paymentRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
