import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';

/** Registers the auth endpoints. */
export const authRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
