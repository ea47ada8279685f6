/**
 * Same-origin serving of the built storefront (ARCHITECTURE "Runtime modes", `pnpm start`):
 * - STATIC_DIR files; hashed `/assets/*` cached for a year (immutable), `/images/*` for 30 days,
 *   `index.html` and everything else revalidated (`no-cache`);
 * - UPLOAD_DIR under `/uploads/` (server-made random names: immutable);
 * - SPA fallback: an unknown non-API GET path that does not look like a file gets index.html;
 *   a missing build answers 503 with a clear message;
 * - an unknown `/api/*` path answers 404 `{ success: false, error }`.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { errorBody } from './http/errors.ts';

/** Cache-Control of content-hashed build assets and uploads. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of the sample images (stable names, rarely change). */
export const IMAGES_CACHE = 'public, max-age=2592000';
/** Cache-Control of index.html and other unhashed files: always revalidate. */
export const NO_CACHE = 'no-cache';
/** Text answered for page requests when STATIC_DIR has no index.html. */
export const NOT_BUILT_MESSAGE =
  'The storefront is not built yet. Run `pnpm start` (it builds first) or `pnpm --filter @shop/storefront build`.';

/** Cache-Control for a file under STATIC_DIR at `relative` (forward slashes). */
export function cacheControlFor(relative: string): string {
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (relative.startsWith('images/')) return IMAGES_CACHE;
  return NO_CACHE;
}

/** Registers static serving, uploads and the not-found handler (API 404 JSON / SPA fallback). */
export async function registerStatic(app: FastifyInstance, config: Config, serve: boolean): Promise<void> {
  const indexFile = path.join(config.staticDir, 'index.html');
  const built = serve && existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      // '/' itself is a folder: serve its index.html (no-cache via setHeaders) rather than 403.
      index: ['index.html'],
      wildcard: true,
      cacheControl: false,
      dotfiles: 'ignore',
      preCompressed: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(config.staticDir, filePath).split(path.sep).join('/');
        res.header('Cache-Control', cacheControlFor(relative));
      },
    });
  }
  if (serve) {
    mkdirSync(config.uploadDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadDir,
      prefix: '/uploads/',
      decorateReply: !built,
      index: false,
      cacheControl: false,
      dotfiles: 'ignore',
      setHeaders: (res) => {
        res.header('Cache-Control', IMMUTABLE);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send(errorBody(MESSAGES.server.notFound));
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPage || pathname.startsWith('/uploads/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', NO_CACHE)
        .send(NOT_BUILT_MESSAGE);
    }
    return reply
      .header('Cache-Control', NO_CACHE)
      .sendFile('index.html', config.staticDir, { cacheControl: false });
  });
}
