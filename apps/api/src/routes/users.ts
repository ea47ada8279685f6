import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';

/** Registers the users endpoints. */
export const usersRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
