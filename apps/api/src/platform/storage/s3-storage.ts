/**
 * The S3 backend of `ImageStorage` (STORAGE=s3): product images as objects
 * `products/<32 hex>.webp`, and their variants `products/<32 hex>-<width>.<avif|webp>`, and the
 * photos of return requests `returns/<32 hex>.webp` (decision 067), in
 * S3_BUCKET of AWS or any S3-compatible server (MinIO, R2, s3rver...), which every API process
 * reads and writes.
 * - Never overwrites: puts carry `If-None-Match: *` (AWS S3, MinIO, R2 refuse an existing key with
 *   412). A server that does not implement conditional writes either ignores the header or answers
 *   501; after a 501 the puts go without it. The 128-bit random names then make a collision
 *   practically impossible (2^-64 after 2^32 images), which is the guarantee that remains.
 * - Never hangs: the AWS SDK is loaded on first use (it costs ~0.5 s to import); each operation
 *   is aborted when the answer has not started within `timeoutMs` (retries included), a
 *   connection must open within that time, and a body that stalls that long is cut.
 * - Errors: a missing object is `undefined`; anything else from the store or the network is a
 *   `StorageUnavailableError` (routes answer 503). Credentials are never logged.
 */
import type { Readable } from 'node:stream';
import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config/index.ts';
import {
  type ImageStorage,
  type ImageStorageOptions,
  S3_TIMEOUT_MS,
  StorageUnavailableError,
  imageContentTypeOf,
  isImageKey,
} from './storage.ts';

type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

/** The HTTP status the store answered with, when it answered. */
function statusOf(error: unknown): number | undefined {
  return (error as Partial<S3ServiceException> | undefined)?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as Error | undefined)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/**
 * Creates the S3 image storage for `settings` (bucket, endpoint, region, path style,
 * credentials or the SDK's default chain). Does not contact the store. Throws only when the
 * SDK cannot be loaded.
 */
export async function createS3ImageStorage(
  settings: S3Settings,
  options: ImageStorageOptions = {},
): Promise<ImageStorage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, HeadObjectCommand, DeleteObjectCommand } =
    await import('@aws-sdk/client-s3');
  const timeoutMs = options.timeoutMs ?? S3_TIMEOUT_MS;
  const client: S3Client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint !== undefined ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials !== undefined ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible servers reject the SDK's
    // default CRC32 headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: timeoutMs,
      requestTimeout: timeoutMs,
      throwOnRequestTimeout: true,
      socketTimeout: timeoutMs,
    },
  });
  const Bucket = settings.bucket;
  let conditionalPuts = true;

  /**
   * Sends with an overall deadline until the answer starts (retries included). The timer stops
   * once the answer is there, so a body being streamed is not cut by it (socketTimeout guards
   * a stalled body).
   */
  async function send<T>(run: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await run(controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  async function putOnce(key: string, bytes: Buffer, contentType: string, conditional: boolean) {
    await send((abortSignal) =>
      client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          ...(conditional ? { IfNoneMatch: '*' } : {}),
        }),
        { abortSignal },
      ),
    );
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      if (!isImageKey(key)) throw new Error('not a server-made image key');
      try {
        await putOnce(key, bytes, contentType, conditionalPuts);
      } catch (error) {
        const status = statusOf(error);
        if (status === 412 || status === 409) {
          throw new Error(`image key already exists: ${key}`, { cause: error });
        }
        if (conditionalPuts && (status === 501 || (error as Error).name === 'NotImplemented')) {
          // The server does not do conditional writes: rely on the random names (module note).
          conditionalPuts = false;
          options.log?.warn({}, 'S3 store refuses If-None-Match on PUT; relying on random names');
          try {
            await putOnce(key, bytes, contentType, false);
            return;
          } catch (retryError) {
            throw new StorageUnavailableError(retryError);
          }
        }
        throw new StorageUnavailableError(error);
      }
    },
    async remove(keys) {
      await Promise.all(
        keys.filter(isImageKey).map(async (key) => {
          try {
            await send((abortSignal) =>
              client.send(new DeleteObjectCommand({ Bucket, Key: key }), { abortSignal }),
            );
          } catch (error) {
            if (isNotFound(error)) return;
            options.log?.warn({ err: error, key }, 'could not remove an uploaded image');
          }
        }),
      );
    },
    async get(key, getOptions = {}) {
      if (!isImageKey(key)) return undefined;
      const ifNoneMatch = getOptions.ifNoneMatch !== undefined ? { IfNoneMatch: getOptions.ifNoneMatch } : {};
      try {
        const answer = await send((abortSignal) =>
          getOptions.head === true
            ? client.send(new HeadObjectCommand({ Bucket, Key: key, ...ifNoneMatch }), { abortSignal })
            : client.send(new GetObjectCommand({ Bucket, Key: key, ...ifNoneMatch }), { abortSignal }),
        );
        const body = 'Body' in answer ? (answer.Body as Readable | undefined) : undefined;
        return {
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
          etag: answer.ETag,
          lastModified: answer.LastModified,
          body,
          notModified: false,
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        if (statusOf(error) === 304) {
          const tag = getOptions.ifNoneMatch?.trim();
          return {
            size: 0,
            contentType: imageContentTypeOf(key),
            // The SDK drops a 304's headers: echo the client's tag when it sent exactly one.
            etag: tag !== undefined && !tag.includes(',') ? tag : undefined,
            lastModified: undefined,
            body: undefined,
            notModified: true,
          };
        }
        throw new StorageUnavailableError(error);
      }
    },
    async close() {
      client.destroy();
    },
  };
}
