/**
 * Where product images live: an `ImageStorage` keeps objects under server-made keys
 * `products/<32 hex>.webp`, publicly addressed as `/uploads/products/<32 hex>.webp` whichever
 * backend holds them, so stored product rows never change when STORAGE changes. Next to each
 * original lie its responsive variants (decision 035), named by the contract's
 * `imageVariantPath`: `products/<32 hex>-<width>.<avif|webp>` for every IMAGE_WIDTHS; they are
 * written with the original, served like it and removed with it (`removeImages`). The photos of
 * return requests (decision 067) are originals without variants under `returns/<32 hex>.webp`
 * (`/uploads/returns/...`), written, served and removed the same way.
 * - `disk` (default): files under UPLOAD_DIR (`<UPLOAD_DIR>/products/<name>.webp`), served by
 *   @fastify/static (static.ts); one machine, or a folder every process mounts.
 * - `s3`: objects in an S3-compatible bucket (platform/storage/s3-storage.ts), streamed by a route of
 *   static.ts, so every API process serves every image.
 * Guarantees of every backend: names are made by the server (128 random bits), never taken from
 * the client; a put never overwrites (disk: flag 'wx'; S3: `If-None-Match: *`); only keys of
 * that shape are ever written, read or deleted; `writeImages` removes the images it already
 * wrote when a later one fails.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  IMAGE_FORMAT_TYPES,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  imageVariantPath,
  imageVariantPaths,
  type ImageVariantFormat,
  type ImageWidth,
} from '@shop/contract';

/** URL prefix of uploaded images (both backends are served under it). */
export const UPLOADS_URL_PREFIX = '/uploads/';
/** Folder (disk) or key prefix (S3) of product images. */
export const PRODUCT_IMAGE_FOLDER = 'products';
/** Folder (disk) or key prefix (S3) of the photos of return requests (decision 067; no variants). */
export const RETURN_PHOTO_FOLDER = 'returns';
/** Every folder of server-made images. */
export const IMAGE_FOLDERS = [PRODUCT_IMAGE_FOLDER, RETURN_PHOTO_FOLDER] as const;
/** One of IMAGE_FOLDERS. */
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];
/** Content type of every stored original product image (they are re-encoded to WebP: images.ts). */
export const IMAGE_CONTENT_TYPE = 'image/webp';

/** `-(320|640|...)\.(avif|webp)`: the tail of a variant's name (contract IMAGE_WIDTHS, IMAGE_FORMATS). */
const VARIANT_TAIL = `-(?:${IMAGE_WIDTHS.join('|')})\\.(?:${IMAGE_FORMATS.join('|')})`;
/** A server-made name without its folder: an original or one of its variants. */
const NAME = `[a-f0-9]{32}(?:\\.webp|${VARIANT_TAIL})`;

/**
 * A stored image's file name: 32 lower-case hex digits (128 random bits) and `.webp` (the
 * original), or `-<width>.<avif|webp>` (one of its variants; contract imageVariantPath).
 */
export const STORED_NAME = new RegExp(`^${NAME}$`);

/** The Content-Type of the stored image `name` (key or file name): image/avif for `.avif`, else image/webp. */
export function imageContentTypeOf(name: string): string {
  return name.endsWith('.avif') ? IMAGE_FORMAT_TYPES.avif : IMAGE_CONTENT_TYPE;
}

/** An image planned for a request: its storage key and its public address. */
export interface PlannedImage {
  /** `products/<32 hex>.webp`. */
  key: string;
  /** `/uploads/products/<32 hex>.webp`. */
  url: string;
}

/** What `ImageStorage.get` found. */
export interface StoredImageObject {
  /** Size in bytes. */
  size: number;
  /** The stored content type (image/webp or, for AVIF variants, image/avif: imageContentTypeOf). */
  contentType: string;
  /** The store's entity tag (quoted), when it has one. */
  etag: string | undefined;
  /** When the object was written, when known. */
  lastModified: Date | undefined;
  /**
   * The bytes; undefined for `head` reads and when `notModified`. The caller must consume or
   * destroy it.
   */
  body: Readable | undefined;
  /** True when `ifNoneMatch` matched the current entity tag (answer 304, no body). */
  notModified: boolean;
}

/** Options of `ImageStorage.get`. */
export interface GetImageOptions {
  /** Metadata only (HEAD): no body is opened. */
  head?: boolean;
  /** The client's If-None-Match; a match gives `notModified` (S3 only; disk ignores it). */
  ifNoneMatch?: string;
}

/**
 * A place for product images. Every method takes storage keys (`products/<32 hex>.webp` and its
 * variants `products/<32 hex>-<width>.<avif|webp>`, see `planImages`, `imageKeyOf` and
 * `imageFileKeys`); any other key is refused (put), skipped (remove) or absent
 * (get), so a client-chosen or foreign name can never be written, read or deleted.
 */
export interface ImageStorage {
  /** Which backend this is. */
  readonly kind: 'disk' | 's3';
  /**
   * Stores `bytes` under `key`, never overwriting: throws when the key already exists, when the
   * key is not a server-made one, or when the store fails (S3: `StorageUnavailableError` for an
   * unreachable or failing store). A failed put leaves nothing under `key`.
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Removes `keys`; missing ones and keys not made by this module are ignored. Never throws
   * (failures are logged).
   */
  remove(keys: readonly string[]): Promise<void>;
  /**
   * Reads `key`: undefined when it is absent or not a server-made key. Throws
   * `StorageUnavailableError` when the store cannot be reached or answers with an error.
   */
  get(key: string, options?: GetImageOptions): Promise<StoredImageObject | undefined>;
  /** Releases the store's resources (S3: its connections). Never throws. */
  close(): Promise<void>;
}

/** Where `createImageStorage` reports what it cannot throw (pino-compatible: `app.log`). */
export interface StorageLog {
  warn(details: object, message: string): void;
}

/** Tuning of `createImageStorage`. */
export interface ImageStorageOptions {
  /** Where failed removals are reported (default: nowhere). */
  log?: StorageLog;
  /**
   * S3: longest time one operation may take until the store's answer starts, retries included,
   * and longest silence of a connection while a body streams (ms; default S3_TIMEOUT_MS).
   */
  timeoutMs?: number;
}

/** Default limit of one S3 operation, ms (see ImageStorageOptions.timeoutMs). */
export const S3_TIMEOUT_MS = 5000;

/**
 * The image store could not be reached, timed out or failed (S3). Routes answer 503
 * (MESSAGES.server.unavailable) for it; the cause is in `cause` for the log.
 */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
  /** @param cause the store's or the network's error. */
  constructor(cause: unknown) {
    super('image storage unavailable', { cause });
  }
}

const FOLDER = `(?:${IMAGE_FOLDERS.join('|')})`;
const STORED_KEY = new RegExp(`^${FOLDER}/${NAME}$`);
const ORIGINAL_KEY = new RegExp(`^${FOLDER}/[a-f0-9]{32}\\.webp$`);

/**
 * True when `key` is a server-made image key: an original (`products/<32 hex>.webp`, or a return
 * photo `returns/<32 hex>.webp`) or one of its variants (`products/<32 hex>-<width>.<avif|webp>`).
 */
export function isImageKey(key: string): boolean {
  return STORED_KEY.test(key);
}

/** The key of every file of the image whose original is `key`: the original, then its variants. */
export function imageFileKeys(key: string): string[] {
  return ORIGINAL_KEY.test(key) ? [key, ...imageVariantPaths(key)] : [];
}

/** The public address of storage key `key` (`/uploads/<key>`). Does not check the key. */
export function imageUrlOf(key: string): string {
  return `${UPLOADS_URL_PREFIX}${key}`;
}

/**
 * The storage key of public address `url`, or undefined when `url` is not the address of a
 * server-made upload's original (sample-catalogue images, variants, foreign addresses, odd paths).
 */
export function imageKeyOf(url: string): string | undefined {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  return ORIGINAL_KEY.test(key) ? key : undefined;
}

/**
 * Plans `count` new server-made image names in `folder` (default the product images'; nothing is
 * written yet).
 */
export function planImages(count: number, folder: ImageFolder = PRODUCT_IMAGE_FOLDER): PlannedImage[] {
  return Array.from({ length: count }, () => {
    const key = `${folder}/${randomBytes(16).toString('hex')}.webp`;
    return { key, url: imageUrlOf(key) };
  });
}

/**
 * Maps public image addresses to the storage keys of the server-made ones, dropping everything
 * else (sample-catalogue images under /images/, foreign URLs, odd paths).
 */
export function uploadedKeysOf(urls: readonly string[]): string[] {
  return urls.flatMap((url) => {
    const key = imageKeyOf(url);
    return key === undefined ? [] : [key];
  });
}

/** An image ready to be written: the original's WebP bytes and its variants (platform/storage/images.ts). */
export interface StorableImage {
  data: Buffer;
  variants: readonly { width: ImageWidth; format: ImageVariantFormat; data: Buffer }[];
}

/** How many variant files `writeImages` writes at the same time. */
export const VARIANT_WRITES_AT_ONCE = 4;

/**
 * Writes image i under `planned[i].key`, never overwriting: first every original (image/webp),
 * one after the other, then every variant (`imageVariantPath` of the key, image/avif or
 * image/webp), VARIANT_WRITES_AT_ONCE at a time. An image given as bare bytes has no variants.
 * If any write fails, every file already written is removed again and the (first) error is
 * rethrown, so a failed call leaves nothing behind.
 */
export async function writeImages(
  storage: ImageStorage,
  planned: readonly PlannedImage[],
  images: readonly (Buffer | StorableImage)[],
): Promise<void> {
  const written: string[] = [];
  const put = async (key: string, bytes: Buffer) => {
    await storage.put(key, bytes, imageContentTypeOf(key));
    written.push(key);
  };
  try {
    const stored = planned.map((image, i) => {
      const given = images[i] ?? Buffer.alloc(0);
      return { key: image.key, image: Buffer.isBuffer(given) ? { data: given, variants: [] } : given };
    });
    for (const { key, image } of stored) await put(key, image.data);
    const variants = stored.flatMap(({ key, image }) =>
      image.variants.map((v) => ({ key: imageVariantPath(key, v.width, v.format), data: v.data })),
    );
    for (let at = 0; at < variants.length; at += VARIANT_WRITES_AT_ONCE) {
      const batch = variants.slice(at, at + VARIANT_WRITES_AT_ONCE);
      const results = await Promise.allSettled(batch.map((v) => put(v.key, v.data)));
      const failed = results.find((r) => r.status === 'rejected');
      if (failed !== undefined) throw failed.reason;
    }
  } catch (error) {
    await storage.remove(written);
    throw error;
  }
}

/**
 * Removes the images whose originals are `keys` (storage keys, as `uploadedKeysOf` gives) with
 * all their variants. Other keys are ignored. Never throws (as ImageStorage.remove).
 */
export async function removeImages(storage: ImageStorage, keys: readonly string[]): Promise<void> {
  await storage.remove(keys.flatMap(imageFileKeys));
}

function refuseKey(key: string): never {
  throw new Error(`not a server-made image key: ${JSON.stringify(key.slice(0, 80))}`);
}

/**
 * The disk backend: files under `uploadDir` (`<uploadDir>/products/<name>.webp` and variants). `put` writes
 * with flag 'wx' (never overwrites) and removes a half-written file of its own; `get` streams the
 * file (the HTTP side uses @fastify/static instead).
 */
export function createDiskImageStorage(uploadDir: string, options: ImageStorageOptions = {}): ImageStorage {
  const fileOf = (key: string) => path.join(uploadDir, ...key.split('/'));
  return {
    kind: 'disk',
    async put(key, bytes) {
      if (!isImageKey(key)) refuseKey(key);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await writeFile(file, bytes, { flag: 'wx' });
      } catch (error) {
        // Our own half-written file (a full disk...) goes; an existing one (EEXIST) is not ours.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
          await rm(file, { force: true }).catch(() => {});
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(
        keys.filter(isImageKey).map((key) =>
          rm(fileOf(key), { force: true }).catch((error: unknown) => {
            options.log?.warn({ err: error, key }, 'could not remove an uploaded image');
          }),
        ),
      );
    },
    async get(key, getOptions = {}) {
      if (!isImageKey(key)) return undefined;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        return {
          size: info.size,
          contentType: imageContentTypeOf(key),
          etag: undefined,
          lastModified: info.mtime,
          body: getOptions.head === true ? undefined : createReadStream(file),
          notModified: false,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async close() {},
  };
}
