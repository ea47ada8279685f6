/**
 * Same-origin serving of the built storefront (ARCHITECTURE "Runtime modes", `pnpm start`):
 * - STATIC_DIR files; hashed `/assets/*` cached for a year (immutable), `/images/*` for 30 days,
 *   `index.html` and everything else revalidated (`no-cache`);
 * - uploaded product images under `/uploads/products/<32 hex>.webp` and their responsive variants
 *   `<32 hex>-<width>.<avif|webp>`, and the photos of return requests under
 *   `/uploads/returns/<32 hex>.webp` (decision 067) (server-made random names: immutable): with
 *   STORAGE=disk UPLOAD_DIR through @fastify/static, with STORAGE=s3 a route streaming the object
 *   from the bucket (`registerImageRoute`); any other name is 404;
 * - pages: a non-API GET path that does not look like a file (including `/`) is rendered on the
 *   server (`renderPage`, ssr.ts) when the storefront's server bundle is built, else it
 *   gets index.html (the browser renders it); a missing build answers 503 with a clear message;
 * - an unknown `/api/*` path answers 404 `{ success: false, error }`.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/index.ts';
import { errorBody } from './errors.ts';
import {
  IMAGE_FOLDERS,
  STORED_NAME,
  StorageUnavailableError,
  UPLOADS_URL_PREFIX,
  imageContentTypeOf,
  isImageKey,
  type ImageStorage,
} from '../storage/storage.ts';

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

/** Text of a 404 outside /api (a missing file or upload). */
export const NOT_FOUND_TEXT = 'Not found';

/**
 * Serves uploaded images from `storage` (used with STORAGE=s3; any backend works):
 * GET/HEAD `/uploads/products/:name` and `/uploads/returns/:name` (IMAGE_FOLDERS). A name that is not a server-made one (STORED_NAME) or an
 * absent object answers 404 'Not found' (text); an unreachable or failing store 503 with
 * Retry-After (logged without secrets), within the storage's timeout. Found: the bytes with
 * Content-Type image/webp (image/avif for an AVIF variant), Content-Length, ETag (304 on a
 * matching If-None-Match), Last-Modified and an immutable Cache-Control.
 */
export function registerImageRoute(app: FastifyInstance, storage: ImageStorage): void {
  for (const folder of IMAGE_FOLDERS) registerFolderRoute(app, storage, folder);
}

/** The route of registerImageRoute for the images of one folder of IMAGE_FOLDERS. */
function registerFolderRoute(app: FastifyInstance, storage: ImageStorage, folder: string): void {
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_URL_PREFIX}${folder}/:name`,
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const { name } = request.params;
      if (!STORED_NAME.test(name)) return reply.callNotFound();
      const ifNoneMatch = request.headers['if-none-match'];
      let found;
      try {
        found = await storage.get(`${folder}/${name}`, {
          head: request.method === 'HEAD',
          ...(ifNoneMatch !== undefined ? { ifNoneMatch } : {}),
        });
      } catch (error) {
        if (!(error instanceof StorageUnavailableError)) throw error;
        request.log.warn({ err: error.cause }, 'image storage unavailable');
        return reply
          .status(503)
          .header('Retry-After', '5')
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(MESSAGES.server.unavailable);
      }
      if (found === undefined) return reply.callNotFound();
      reply.header('Cache-Control', IMMUTABLE);
      if (found.etag !== undefined) reply.header('ETag', found.etag);
      if (found.notModified) return reply.status(304).send();
      if (found.lastModified !== undefined) reply.header('Last-Modified', found.lastModified.toUTCString());
      reply.type(imageContentTypeOf(name)).header('Content-Length', String(found.size));
      if (found.body === undefined) return reply.send();
      return reply.send(found.body);
    },
  });
}

/**
 * Registers static serving (STATIC_DIR when `serve`), uploaded images from `storage` (when
 * `serve`: disk through @fastify/static, S3 through `registerImageRoute`) and the not-found
 * handler (API 404 JSON / SPA fallback).
 */
export async function registerStatic(
  app: FastifyInstance,
  config: Config,
  serve: boolean,
  storage: ImageStorage,
  renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
): Promise<void> {
  const indexFile = path.join(config.staticDir, 'index.html');
  const built = serve && existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      // '/' is a page like any other (rendered on the server when it can be); without a server
      // bundle the folder's index.html is served (no-cache via setHeaders) rather than 403.
      index: renderPage === undefined ? ['index.html'] : false,
      // One route per file of the build, found when the server starts (the build does not change
      // while it runs): a page's path matches none and goes straight to the not-found handler,
      // which renders it, with no file looked up on disk first (decision 069).
      wildcard: false,
      cacheControl: false,
      dotfiles: 'ignore',
      preCompressed: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(config.staticDir, filePath).split(path.sep).join('/');
        res.setHeader('Cache-Control', cacheControlFor(relative));
      },
    });
    // The folder '/' is the home page: rendered like every page, not a directory listing.
    if (renderPage !== undefined) app.get('/', (request, reply) => renderPage(request, reply));
  }
  if (serve && storage.kind === 'disk') {
    mkdirSync(config.uploadDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadDir,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: !built,
      index: false,
      cacheControl: false,
      dotfiles: 'ignore',
      // Only server-made names, as with S3 (nothing else under UPLOAD_DIR is public).
      allowedPath: (pathName) => isImageKey(pathName.replace(/^\/+/, '')),
      setHeaders: (res) => {
        res.setHeader('Cache-Control', IMMUTABLE);
      },
    });
  } else if (serve) {
    registerImageRoute(app, storage);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send(errorBody(MESSAGES.server.notFound));
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPage || pathname.startsWith('/uploads/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send(NOT_FOUND_TEXT);
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', NO_CACHE)
        .send(NOT_BUILT_MESSAGE);
    }
    if (renderPage !== undefined) return renderPage(request, reply);
    return reply
      .header('Cache-Control', NO_CACHE)
      .sendFile('index.html', config.staticDir, { cacheControl: false });
  });
}
