import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';

/** Registers the bookmarks endpoints. */
export const bookmarksRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
