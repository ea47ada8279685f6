import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';

/** Registers the comments endpoints. */
export const commentsRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
