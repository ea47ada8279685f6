import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';

/** Registers the catalogue endpoints. */
export const catalogueRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
