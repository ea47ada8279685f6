import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';

/** Registers the cart endpoints. */
export const cartRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
